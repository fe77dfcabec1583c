// The worksheet parser: one statement per line, a syntax tree with exact ranges and
// diagnostics with codes. It never throws, and a bad line never stops the next.

import { definitionOf, RULES_WORDS } from '../game';
import { DIAGONAL_WORDS } from '../games/diagonalReader';
import { currentLanguage, t } from '../l10n';
import { type Rules, type Game } from '../rules';
import { type Preference } from '../preference';
import { PLAIN_STYLE } from './format';
import { keyword, type Token, tokenize } from './lexer';
import { type ParameterReader, type RulesReader } from './rulesReader';
import {
  type ClaimNode,
  type Diagnostic,
  DiagnosticCode,
  type ItemNode,
  type NumberNode,
  type ParsedLine,
  type PositionNode,
  type PositionStyle,
  type Range,
  type Statement,
} from './syntax';

/** Numbers longer than this are refused: arithmetic on them would stall the editor. */
export const MAX_DIGITS = 100_000;

class LineParser implements RulesReader {
  readonly diagnostics: Diagnostic[] = [];
  pos = 0;

  constructor(
    readonly text: string,
    readonly line: number,
    readonly tokens: Token[],
  ) {}

  peek(offset = 0): Token | undefined {
    return this.tokens[this.pos + offset];
  }

  next(): Token | undefined {
    return this.tokens[this.pos++];
  }

  range(start: number, end: number): Range {
    return { line: this.line, start, end };
  }

  tokenRange(tok: Token): Range {
    return this.range(tok.start, tok.end);
  }

  /** Range of the end of the statement, for "expected … here" errors. */
  endRange(): Range {
    const last = this.tokens[this.tokens.length - 1];
    const col = last ? last.end : this.text.length;
    return this.range(col, col);
  }

  error(range: Range, code: DiagnosticCode, message: string, fix?: Diagnostic['fix']): void {
    this.diagnostics.push(
      fix ? { range, severity: 'error', code, message, fix } : { range, severity: 'error', code, message },
    );
  }

  warning(range: Range, code: DiagnosticCode, message: string): void {
    this.diagnostics.push({ range, severity: 'warning', code, message });
  }

  isPunct(tok: Token | undefined, p: string): boolean {
    return !!tok && tok.kind === 'punct' && tok.text === p;
  }

  /** A number token's value, with a diagnostic for misplaced `_` or excessive length. */
  number(tok: Token): NumberNode | null {
    const text = tok.text;
    if (text.endsWith('_') || text.includes('__')) {
      this.error(
        this.tokenRange(tok),
        DiagnosticCode.BadNumber,
        t("'{text}' is not a number: '_' may only stand between two digits", { text }),
      );
      return null;
    }
    const digits = text.indexOf('_') < 0 ? text : text.replace(/_/g, '');
    if (digits.length > MAX_DIGITS) {
      this.error(
        this.tokenRange(tok),
        DiagnosticCode.BadNumber,
        t('a number of {digits} digits is longer than the {max} digits Nim Lens analyses', {
          digits: digits.length,
          max: MAX_DIGITS,
        }),
      );
      return null;
    }
    return { value: BigInt(digits), text, range: this.tokenRange(tok) };
  }

  /** Skips the rest of the line after an error, so that one error gives one diagnostic. */
  rest(): void {
    this.pos = this.tokens.length;
  }

  expectEnd(what: string): boolean {
    const tok = this.peek();
    if (!tok) return true;
    this.error(
      this.range(tok.start, this.tokens[this.tokens.length - 1]!.end),
      DiagnosticCode.Syntax,
      t("unexpected '{token}' after {what}", { token: tok.text, what }),
    );
    this.rest();
    return false;
  }

  // ---- rules ------------------------------------------------------------

  /**
   * A rules line: one game, or games joined by `+` (a sum). `normal` or `misere` follows the last
   * game and applies to the whole sum; one written before a `+` is an error.
   */
  rules(gameWord: Token, entry: GameEntry): Statement {
    const games: Game[] = [];
    let failed = false;
    let misere = false;
    let word = gameWord;
    let current = entry;
    for (;;) {
      const c = this.component(word, current);
      if (c.game) games.push(c.game);
      else failed = true;
      if (c.misere === null) failed = true;
      if (!this.isPunct(this.peek(), '+')) {
        misere = c.misere ?? false;
        break;
      }
      const plus = this.next()!;
      if (c.option && !c.misplaced) {
        this.error(
          this.tokenRange(c.option),
          DiagnosticCode.Syntax,
          t("'{option}' applies to the whole sum: write it after the last game, as in nim + kayles {option}", {
            option: c.option.text,
          }),
        );
        failed = true;
      }
      const tok = this.peek();
      const found = gameWordAt(this.tokens, this.pos, this.text);
      const next = found?.entry;
      if (!tok || !found || !next) {
        this.error(
          tok ? this.tokenRange(tok) : this.tokenRange(plus),
          DiagnosticCode.UnknownStatement,
          tok
            ? t("'{token}' is not a game: after '+' comes a game, one of {games}", {
                token: tok.text,
                games: gameList(),
              })
            : t("expected a game after '+', such as nim or kayles"),
        );
        this.rest();
        failed = true;
        break;
      }
      this.pos += found.tokens;
      word = found.word;
      current = next;
    }
    const end = this.tokens[this.tokens.length - 1]?.end ?? gameWord.end;
    const range = this.range(gameWord.start, end);
    if (failed || games.length === 0) return { kind: 'rules', rules: null, range };
    const game: Game = games.length === 1 ? games[0]! : { kind: 'sum', components: games };
    return { kind: 'rules', rules: { game, misere }, range };
  }

  /**
   * One game of a rules line with its parameters and the options after it, up to a `+` or the end:
   * the game (null after an error), the misère flag (null after a fatal error), the option word written.
   */
  component(
    gameWord: Token,
    entry: GameEntry,
  ): {
    readonly game: Game | null;
    readonly misere: boolean | null;
    readonly option: Token | null;
    /** Options were written before the parameters: their error is reported already. */
    readonly misplaced: boolean;
  } {
    const afterWord = this.pos;
    // Options written before the game's parameters (`wythoff misere diagonal 2`) are set aside so
    // that the parameters still parse, and the error can say where the options go.
    let early = this.leadingOptions();
    const paramsStart = this.pos;
    const game = entry.read(this, gameWord);
    let misplaced = false;
    if (this.pos === paramsStart) {
      // No parameters (`nim misere`, or a set missing after `subtraction misere`): the options are in their place.
      this.pos = afterWord;
      early = [];
    } else if (early.length) {
      this.misplacedOptions(gameWord, early, paramsStart, game !== null);
      misplaced = true;
    }
    const options = this.options(gameWord, entry, game, early);
    return {
      game: misplaced ? null : game,
      misere: options && options.misere,
      option: options && options.written,
      misplaced,
    };
  }

  isOption(tok: Token | undefined): boolean {
    return !!tok && tok.kind === 'word' && (OPTION_WORDS as readonly string[]).includes(keyword(tok.text));
  }

  /** Option words (and commas) right after the game word; nothing is consumed when there is none. */
  leadingOptions(): Token[] {
    const start = this.pos;
    const found: Token[] = [];
    for (let tok = this.peek(); tok && (this.isPunct(tok, ',') || this.isOption(tok)); tok = this.peek()) {
      this.next();
      if (tok.kind === 'word') found.push(tok);
    }
    if (!found.length) this.pos = start;
    return found;
  }

  /** The error for options written before the game's parameters, with a fix that moves them after. */
  misplacedOptions(gameWord: Token, early: readonly Token[], paramsStart: number, fixable: boolean): void {
    const range = this.range(early[0]!.start, early[early.length - 1]!.end);
    const words = early.map((tok) => tok.text).join(' ');
    const paramsEnd = this.tokens[this.pos - 1]!.end;
    const params = this.text.slice(this.tokens[paramsStart]!.start, paramsEnd);
    if (!fixable) {
      this.error(
        range,
        DiagnosticCode.Syntax,
        t("write '{words}' after the game's parameters: the options follow the whole game", { words }),
      );
      return;
    }
    this.error(
      range,
      DiagnosticCode.Syntax,
      t("write '{words}' after '{params}': the options follow the whole game, as in {game} {params} {words}", {
        words,
        params,
        game: gameWord.text,
      }),
      {
        title: t("Move '{words}' after '{params}'", { words, params }),
        range: this.range(gameWord.end, paramsEnd),
        text: ` ${params} ${words}`,
      },
    );
  }

  /** A number with an optional minus sign (the sign is kept in the value for the readers' checks). */
  signedNumber(missing?: {
    readonly range: Range;
    readonly code: DiagnosticCode;
    readonly message: string;
  }): { value: bigint; text: string; range: Range } | null | undefined {
    const tok = this.peek();
    if (tok && tok.kind === 'minus' && this.peek(1)?.kind === 'number') {
      this.next();
      const num = this.number(this.next()!);
      if (!num) return null;
      return { value: -num.value, text: `-${num.text}`, range: this.range(tok.start, num.range.end) };
    }
    if (tok && tok.kind === 'number') {
      this.next();
      return this.number(tok);
    }
    if (missing) this.error(missing.range, missing.code, missing.message);
    else
      this.error(
        tok ? this.tokenRange(tok) : this.endRange(),
        DiagnosticCode.Syntax,
        tok ? t("expected an amount, found '{token}'", { token: tok.text }) : t('expected an amount'),
      );
    this.rest();
    return undefined;
  }

  /**
   * `normal`/`misere` options separated by spaces or commas (`early` ones were written before the
   * game's parameters); the misère flag, or null after a fatal error.
   */
  options(
    gameWord: Token,
    entry: GameEntry,
    game: Game | null,
    early: readonly Token[],
  ): { readonly misere: boolean; readonly written: Token | null } | null {
    // Declared through `as`: the closure below assigns it, which narrowing would not see.
    let chosen = null as { word: string; token: Token } | null;
    let fatal = false;
    const option = (tok: Token): void => {
      const word = keyword(tok.text);
      if (chosen && chosen.word === word) {
        this.warnRepeated(tok, tok.end, t("'{option}' is repeated", { option: tok.text }));
      } else if (chosen) {
        this.error(
          this.tokenRange(tok),
          DiagnosticCode.ContradictoryOption,
          t("'{option}' contradicts '{other}': a game is either normal or misère", {
            option: tok.text,
            other: chosen.token.text,
          }),
        );
        fatal = true;
      } else {
        chosen = { word, token: tok };
      }
    };
    for (const tok of early) option(tok);
    while (this.peek() && !this.isPunct(this.peek(), '+')) {
      const tok = this.next()!;
      if (this.isPunct(tok, ',')) continue;
      if (this.isOption(tok)) {
        option(tok);
        continue;
      }
      if (isParameterWord(tok)) {
        if (this.strayDiagonal(tok, gameWord, entry, game)) fatal = true;
        continue;
      }
      // Anything else, and what follows it up to the next option, is one mistake: one diagnostic.
      let end = tok.end;
      for (let u = this.peek(); u && !this.isOption(u) && !this.isPunct(u, '+'); u = this.peek())
        end = this.next()!.end;
      fatal = true;
      if (tok.kind === 'word') {
        // `diagonal` is a likely meaning only where it could still be written.
        const candidates =
          game && definitionOf(game).diagonalBound(game)?.bound === null ? [...OPTION_WORDS, 'diagonal'] : OPTION_WORDS;
        const guess = closest(keyword(tok.text), candidates);
        this.error(
          this.tokenRange(tok),
          DiagnosticCode.UnknownOption,
          guess
            ? t("unknown option '{word}': did you mean '{guess}'? The options are normal and misere", {
                word: tok.text,
                guess: matchCase(tok.text, guess),
              })
            : t("unknown option '{word}': the options are normal and misere", { word: tok.text }),
          guess
            ? {
                title: t("Change to '{text}'", { text: matchCase(tok.text, guess) }),
                range: this.tokenRange(tok),
                text: matchCase(tok.text, guess),
              }
            : undefined,
        );
      } else {
        const what =
          end - tok.start > 24 ? `${this.text.slice(tok.start, tok.start + 20)}…` : this.text.slice(tok.start, end);
        this.error(
          this.range(tok.start, end),
          DiagnosticCode.Syntax,
          t("unexpected '{what}' in a rules line: {game} {takes}, and the options are normal and misere", {
            what,
            game: gameWord.text,
            takes: entry.takes,
          }),
        );
      }
    }
    if (fatal) return null;
    return { misere: chosen?.word === 'misere', written: chosen?.token ?? null };
  }

  /** A warning for a repeated option ending at `end`, with a fix that removes it and the space before. */
  warnRepeated(tok: Token, end: number, message: string): void {
    const before = this.tokens[this.tokens.indexOf(tok) - 1]!.end;
    this.diagnostics.push({
      range: this.range(tok.start, end),
      severity: 'warning',
      code: DiagnosticCode.RepeatedOption,
      message,
      fix: {
        title: t("Remove the repeated '{text}'", { text: this.text.slice(tok.start, end) }),
        range: this.range(before, end),
        text: '',
      },
    });
  }

  /**
   * `diagonal` among the options: on wythoff a repeated or misplaced bound, elsewhere a word of
   * another game. Its bound is consumed so that one mistake gives one diagnostic. Whether it is fatal.
   */
  strayDiagonal(tok: Token, gameWord: Token, entry: GameEntry, game: Game | null): boolean {
    let bound: Token | undefined;
    let negative = false;
    if (this.peek()?.kind === 'minus' && this.peek(1)?.kind === 'number') {
      this.next();
      negative = true;
    }
    if (this.peek()?.kind === 'number') bound = this.next();
    const end = bound?.end ?? tok.end;
    const written = this.text.slice(tok.start, end);
    if (!entry.parameterWords.includes(keyword(tok.text))) {
      this.error(
        this.tokenRange(tok),
        DiagnosticCode.UnknownOption,
        t("'{word}' belongs to wythoff: {game} has no diagonal bound", { word: tok.text, game: gameWord.text }),
      );
      return true;
    }
    // A wythoff game that failed to parse has its diagnostic already.
    const diagonal = game ? definitionOf(game).diagonalBound(game) : null;
    if (!diagonal) return true;
    if (diagonal.bound === null) {
      this.error(
        this.range(tok.start, end),
        DiagnosticCode.Syntax,
        t("'{written}' goes right after '{game}', before any option or comma, as in {game} {example}", {
          written,
          game: gameWord.text,
          example: bound ? written : 'diagonal 1',
        }),
      );
      return true;
    }
    const digits = bound && !negative ? bound.text.replace(/_/g, '').replace(/^0+(?=.)/, '') : null;
    if (!bound || digits === String(diagonal.bound)) {
      this.warnRepeated(tok, end, t("'{option}' is repeated", { option: written }));
      return false;
    }
    this.error(
      this.range(tok.start, end),
      DiagnosticCode.ContradictoryOption,
      t("'{written}' contradicts 'diagonal {bound}': wythoff has one diagonal bound", {
        written,
        bound: diagonal.bound,
      }),
    );
    return true;
  }

  // ---- prefer -----------------------------------------------------------

  prefer(word: Token): Statement {
    const range = this.range(word.start, this.tokens[this.tokens.length - 1]!.end);
    const tok = this.next();
    const kind = tok && tok.kind === 'word' ? keyword(tok.text) : '';
    if (kind === 'fastest') {
      if (!this.expectEnd("'prefer fastest'")) return { kind: 'prefer', preference: null, range };
      return { kind: 'prefer', preference: { kind: 'fastest' }, range };
    }
    if (kind !== 'fewest') {
      this.error(
        tok ? this.tokenRange(tok) : this.range(word.start, word.end),
        DiagnosticCode.BadPreference,
        tok
          ? t(
              "unknown preference '{word}': use 'prefer fewest', 'prefer fewest, diagonal costs N' or 'prefer fastest'",
              {
                word: tok.text,
              },
            )
          : t('prefer what? Use fewest or fastest'),
      );
      this.rest();
      return { kind: 'prefer', preference: null, range };
    }
    if (this.isPunct(this.peek(), ',')) this.next();
    if (!this.peek()) return { kind: 'prefer', preference: { kind: 'fewest', diagonalCost: 0n }, range };
    const d = this.next()!;
    const c = this.next();
    if (!isDiagonalWord(d) || !c || keyword(c.text) !== 'costs') {
      this.error(
        this.range(d.start, (c ?? d).end),
        DiagnosticCode.BadPreference,
        t("expected 'diagonal costs N' after 'prefer fewest,'"),
      );
      this.rest();
      return { kind: 'prefer', preference: null, range };
    }
    const n = this.peek();
    if (!n || n.kind !== 'number') {
      this.error(
        n ? this.tokenRange(n) : this.endRange(),
        DiagnosticCode.BadPreference,
        t("'diagonal costs' needs a non-negative number of tokens"),
      );
      this.rest();
      return { kind: 'prefer', preference: null, range };
    }
    this.next();
    const cost = this.number(n);
    if (!cost || !this.expectEnd(t('the diagonal cost'))) return { kind: 'prefer', preference: null, range };
    const preference: Preference = { kind: 'fewest', diagonalCost: cost.value };
    return { kind: 'prefer', preference, range };
  }

  // ---- positions --------------------------------------------------------

  positionLine(): Statement | null {
    const items: ItemNode[] = [];
    const arrows: Range[] = [];
    for (;;) {
      const item = this.item();
      if (!item) return null;
      items.push(item);
      const tok = this.peek();
      if (!tok) break;
      if (tok.kind === 'arrow') {
        this.next();
        arrows.push(this.tokenRange(tok));
        if (!this.peek()) {
          this.error(
            this.tokenRange(tok),
            DiagnosticCode.Syntax,
            t("expected a position after '{arrow}'", { arrow: tok.text }),
          );
          return null;
        }
        continue;
      }
      const claimed = items[items.length - 1]!.claim;
      this.error(
        this.range(tok.start, this.tokens[this.tokens.length - 1]!.end),
        DiagnosticCode.Syntax,
        this.isPunct(tok, '+') && claimed
          ? t("a claim follows the whole position: write '{claim}' after its last part", { claim: claimed.text })
          : t("unexpected '{token}': expected '->', ':', '+' or the end of the line", { token: tok.text }),
      );
      return null;
    }
    const first = items[0]!.position.range;
    const lastItem = items[items.length - 1]!;
    const end = lastItem.claim ? lastItem.claim.range.end : lastItem.position.range.end;
    return { kind: 'position', items, arrows, range: this.range(first.start, end) };
  }

  item(): ItemNode | null {
    const position = this.position();
    if (!position) return null;
    let claim: ClaimNode | null = null;
    if (this.isPunct(this.peek(), ':')) {
      const colon = this.next()!;
      const tok = this.next();
      const value = tok && tok.kind === 'word' ? (CLAIMS.get(keyword(tok.text)) ?? null) : null;
      if (!tok || !value) {
        this.error(
          tok ? this.tokenRange(tok) : this.tokenRange(colon),
          DiagnosticCode.Syntax,
          tok
            ? t("unknown claim '{word}': use win (or N, gagnant) or loss (or P, perdant)", { word: tok.text })
            : t("a claim after ':' is missing: win, loss, N or P"),
        );
        this.rest();
        return null;
      }
      claim = { value, text: tok.text, range: this.tokenRange(tok) };
    }
    return { position, claim };
  }

  /** A position: one part, or the parts of a sum's position joined by `+` (`3 4 + 7 + (3, 5)`). */
  position(): PositionNode | null {
    const first = this.part();
    if (!first || !this.isPunct(this.peek(), '+')) return first;
    const parts: PositionNode[] = [first];
    while (this.isPunct(this.peek(), '+')) {
      const plus = this.next()!;
      if (!this.peek()) {
        this.error(this.tokenRange(plus), DiagnosticCode.Syntax, t("expected a part after '+' (an empty part is 0)"));
        return null;
      }
      const part = this.part();
      if (!part) return null;
      parts.push(part);
    }
    const second = parts[1]!;
    const join = this.text.slice(first.range.end, second.range.start).replace(/[\p{Zs}\t]/gu, ' ');
    const last = parts[parts.length - 1]!;
    return {
      heaps: parts.flatMap((p) => p.heaps),
      range: this.range(first.range.start, last.range.end),
      style: {
        open: first.style.open,
        close: first.style.close,
        separator: first.style.separator,
        underscores: first.style.underscores,
        parts: { styles: parts.map((p) => p.style), join },
      },
      parts,
    };
  }

  /**
   * One part of a position: heap sizes, optionally in parentheses; a row of coins (`THHTH`,
   * `heads 2 3 5`); pairs `(x, y) (x, y)` (a grid of coins, or one pair).
   */
  part(inGrid = false): PositionNode | null {
    const first = this.peek();
    if (!first) {
      this.error(this.endRange(), DiagnosticCode.Syntax, t('expected a position'));
      return null;
    }
    if (!inGrid && first.kind === 'word' && isCoinWord(first.text)) return this.coinRow();
    const parens = this.isPunct(first, '(');
    if (parens) this.next();
    const heaps: NumberNode[] = [];
    const separators: string[] = [];
    let lastEnd = parens ? first.end : first.start;
    for (;;) {
      const tok = this.peek();
      if (tok && tok.kind === 'number') {
        this.next();
        const num = this.number(tok);
        if (!num) {
          this.rest();
          return null;
        }
        // A pasted no-break or other Unicode space separates like a space; positions are written with a plain one.
        if (heaps.length > 0) separators.push(this.text.slice(lastEnd, tok.start).replace(/[\p{Zs}\t]/gu, ' '));
        heaps.push(num);
        lastEnd = tok.end;
        if (this.isPunct(this.peek(), ',')) {
          const comma = this.next()!;
          if (this.peek()?.kind !== 'number') {
            this.error(this.tokenRange(comma), DiagnosticCode.Syntax, t("expected a heap size after ','"));
            this.rest();
            return null;
          }
        }
        continue;
      }
      if (tok && tok.kind === 'minus' && this.peek(1)?.kind === 'number') {
        const num = this.tokens[this.pos + 1]!;
        this.error(
          this.range(tok.start, num.end),
          DiagnosticCode.BadNumber,
          t('a heap cannot hold a negative number of tokens ({number})', { number: `${tok.text}${num.text}` }),
        );
        this.rest();
        return null;
      }
      break;
    }
    if (heaps.length === 0) {
      const tok = this.peek();
      this.error(
        tok ? this.tokenRange(tok) : this.endRange(),
        DiagnosticCode.Syntax,
        tok ? t("expected a heap size, found '{token}'", { token: tok.text }) : t('expected a heap size'),
      );
      this.rest();
      return null;
    }
    let close = '';
    let end = heaps[heaps.length - 1]!.range.end;
    if (parens) {
      const tok = this.peek();
      if (!this.isPunct(tok, ')')) {
        this.error(
          this.range(first.start, tok ? tok.start : end),
          DiagnosticCode.Syntax,
          this.isPunct(tok, '+')
            ? t("a part in parentheses cannot hold '+': close it with ')' before the '+'")
            : t("the position is not closed: ')' is missing"),
        );
        this.rest();
        return null;
      }
      this.next();
      close = this.text.slice(end, tok!.end);
      end = tok!.end;
    } else if (this.isPunct(this.peek(), ')')) {
      const tok = this.peek()!;
      this.error(this.tokenRange(tok), DiagnosticCode.Syntax, t("')' without '('"));
      this.rest();
      return null;
    }
    const open = parens ? this.text.slice(first.start, heaps[0]!.range.start) : '';
    const style: PositionStyle = {
      open,
      close,
      separator: separators[0] ?? ' ',
      underscores: heaps.some((h) => h.text.includes('_')),
    };
    const node: PositionNode = { heaps, range: this.range(first.start, end), style, parts: null };
    // Pairs side by side are the heads of a grid (one pair alone is a grid's too, by the rules: styleFor).
    const nextPair =
      this.isPunct(this.peek(), '(') || (this.isPunct(this.peek(), ',') && this.isPunct(this.peek(1), '('));
    return parens && heaps.length === 2 && !inGrid && nextPair ? this.grid(node) : node;
  }

  /** The coins of a grid, `(1, 2) (3, 3)`, after the first pair: each a pair in parentheses. */
  grid(first: PositionNode): PositionNode | null {
    const pairs = [first];
    for (;;) {
      // Pairs separated by spaces or commas.
      if (this.isPunct(this.peek(), ',') && this.isPunct(this.peek(1), '(')) this.next();
      if (!this.isPunct(this.peek(), '(')) break;
      const pair = this.part(true);
      if (!pair) return null;
      if (pair.heaps.length !== 2) {
        this.error(
          pair.range,
          DiagnosticCode.Syntax,
          t('a coin of a grid is written (x, y): two numbers in parentheses'),
        );
        this.rest();
        return null;
      }
      pairs.push(pair);
    }
    const between = this.text.slice(first.range.end, pairs[1]!.range.start).replace(/[\p{Zs}\t]/gu, ' ');
    return {
      heaps: pairs.flatMap((p) => p.heaps),
      range: this.range(first.range.start, pairs[pairs.length - 1]!.range.end),
      style: {
        ...first.style,
        underscores: pairs.some((p) => p.style.underscores),
        grid: { between },
      },
      parts: null,
    };
  }

  /** A row of coins: `THHTH` (letter i is coin i, H for heads) or `heads 2 3 5` (the coins showing heads). */
  coinRow(): PositionNode | null {
    const tok = this.next()!;
    if (keyword(tok.text) === 'heads') {
      const heaps: NumberNode[] = [];
      while (this.peek()?.kind === 'number') {
        const num = this.number(this.next()!);
        if (!num) {
          this.rest();
          return null;
        }
        heaps.push(num);
        // Numbers separated by spaces or commas, as heaps are.
        if (this.isPunct(this.peek(), ',') && this.peek(1)?.kind === 'number') this.next();
      }
      const end = heaps.length ? heaps[heaps.length - 1]!.range.end : tok.end;
      return {
        heaps,
        range: this.range(tok.start, end),
        style: {
          ...PLAIN_STYLE,
          underscores: heaps.some((h) => h.text.includes('_')),
          coins: { form: 'heads', word: tok.text },
        },
        parts: null,
      };
    }
    const heaps: NumberNode[] = [];
    for (let i = 0; i < tok.text.length; i++) {
      const letter = tok.text[i]!;
      if (letter === 'H' || letter === 'h')
        heaps.push({ value: BigInt(i + 1), text: letter, range: this.range(tok.start + i, tok.start + i + 1) });
    }
    const lower = tok.text === tok.text.toLowerCase();
    return {
      heaps,
      range: this.tokenRange(tok),
      style: { ...PLAIN_STYLE, coins: { form: 'word', length: tok.text.length, lower } },
      parts: null,
    };
  }
}

/** A game word's entry: its definition's reader of the parameters after it, and their words. */
interface GameEntry {
  readonly read: ParameterReader<Game>;
  /** What may follow the word before the options, for the message on anything else. */
  readonly takes: string;
  /** The words its parameters begin with (a stray one is then repeated or misplaced, not another game's). */
  readonly parameterWords: readonly string[];
}

/**
 * Every game word, from the games' definitions, with its reader. The parser branches on this
 * table alone, so a word is a game exactly when a definition names it (and the grammar test checks
 * that each one is highlighted). A map, not an object: a word such as `constructor` must not find
 * a prototype's property.
 */
const GAME_TABLE: ReadonlyMap<string, GameEntry> = new Map(
  RULES_WORDS.flatMap((w) => {
    const entry: GameEntry = {
      read: w.read,
      // Read when a message is written, in the language of the answers at that time.
      get takes() {
        return w.takes;
      },
      parameterWords: w.parameterWords ?? [],
    };
    // The French word names the same game (spec "French game words"); its accents are optional.
    return w.french ? [[w.word, entry] as const, [keyword(w.french), entry] as const] : [[w.word, entry] as const];
  }),
);

/** Every game's parameter words (Wythoff's `diagonal`), to tell one met among the options. */
const PARAMETER_WORDS: ReadonlySet<string> = new Set(RULES_WORDS.flatMap((w) => w.parameterWords ?? []));

/**
 * The game named at token i: a word, or two (`turning turtles`, `mock turtles`), as one token
 * spanning both, with how many tokens it took; null when no game is named there.
 */
function gameWordAt(
  tokens: readonly Token[],
  i: number,
  text: string,
): { readonly entry: GameEntry; readonly word: Token; readonly tokens: number } | null {
  const tok = tokens[i];
  if (!tok || tok.kind !== 'word') return null;
  const u = tokens[i + 1];
  if (u && u.kind === 'word') {
    const entry = GAME_TABLE.get(`${keyword(tok.text)} ${keyword(u.text)}`);
    if (entry)
      return {
        entry,
        word: { kind: 'word', text: text.slice(tok.start, u.end), start: tok.start, end: u.end },
        tokens: 2,
      };
  }
  const entry = GAME_TABLE.get(keyword(tok.text));
  return entry ? { entry, word: tok, tokens: 1 } : null;
}

/** A word that writes a row of coins: `heads` (the numbers of the heads follow), or H and T letters (`THHTH`). */
function isCoinWord(text: string): boolean {
  return keyword(text) === 'heads' || /^[HT]+$/i.test(text);
}

/** The game words, in the order the messages name them. */
export const GAME_WORDS: readonly string[] = RULES_WORDS.map((w) => w.word);

/** The French game words (spec "French game words"), with their accents, in the same order. */
export const FRENCH_GAME_WORDS: readonly string[] = RULES_WORDS.flatMap((w) => (w.french ? [w.french] : []));

/** The games as the messages list them: in French, by their French words where they have one. */
function gameList(): string {
  return (currentLanguage() === 'fr' ? RULES_WORDS.map((w) => w.french ?? w.word) : GAME_WORDS).join(', ');
}

/** Every word a did-you-mean may propose for a game, English and French. */
const GUESSABLE_GAME_WORDS: readonly string[] = [...GAME_WORDS, ...FRENCH_GAME_WORDS];

/** A word that begins some game's parameter (`diagonal`, `diagonale`), met where options are read. */
function isParameterWord(tok: Token | undefined): boolean {
  return !!tok && tok.kind === 'word' && PARAMETER_WORDS.has(keyword(tok.text));
}

/** The game word whose parameter a word begins (`wythoff` for `diagonal`), for an example. */
function parameterOwner(tok: Token): string | null {
  const w = keyword(tok.text);
  return RULES_WORDS.find((r) => r.parameterWords?.includes(w))?.word ?? null;
}

/** `diagonal` (or `diagonale`) in `prefer fewest, diagonal costs N`: the preference line's own words. */
function isDiagonalWord(tok: Token | undefined): boolean {
  return !!tok && tok.kind === 'word' && DIAGONAL_WORDS.includes(keyword(tok.text));
}

const OPTION_WORDS = ['normal', 'misere'] as const;

const STATEMENT_WORDS = ['prefer', 'practice'] as const;

const CLAIMS: ReadonlyMap<string, 'win' | 'loss'> = new Map([
  ['win', 'win'],
  ['n', 'win'],
  ['loss', 'loss'],
  ['p', 'loss'],
  // The words of the French documents: a winning (N) or losing (P) position for the player to move.
  ['gagnant', 'win'],
  ['perdant', 'loss'],
]);

/**
 * Every word the parser reads, by role (as `keyword` writes them: `misere` stands for `misère`
 * too), so that the grammar can be checked against the parser.
 */
export const KEYWORDS = {
  games: [...GAME_WORDS, ...FRENCH_GAME_WORDS],
  gameParameters: ['diagonal', 'diagonale'],
  options: OPTION_WORDS,
  statements: STATEMENT_WORDS,
  preferences: ['fewest', 'fastest', 'diagonal', 'diagonale', 'costs'],
  claims: [...CLAIMS.keys()],
} as const;

/** Edit distance with adjacent transpositions (`kaylse` is one edit from `kayles`). */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  // Row 0 and column 0: the distance from the empty string.
  for (let i = 0; i <= a.length; i++) d[i]![0] = i;
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The candidate a typo most likely meant: one edit away for short words, two for longer ones. */
function closest(word: string, candidates: readonly string[]): string | null {
  if (word.length > 40) return null;
  let best: string | null = null;
  let bestDistance = word.length <= 4 ? 1 : 2;
  for (const c of candidates) {
    const distance = editDistance(word, c);
    if (distance > 0 && (distance < bestDistance || (distance === bestDistance && best === null))) {
      best = c;
      bestDistance = distance;
    }
  }
  return best;
}

/** `word` in the case `typed` was written in (`Kaylse` → `Kayles`, `NIN` → `NIM`). */
function matchCase(typed: string, word: string): string {
  if (typed.length > 1 && typed === typed.toUpperCase() && typed !== typed.toLowerCase()) return word.toUpperCase();
  if (typed[0] && typed[0] !== typed[0].toLowerCase()) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}

/**
 * The error for a line that starts with a word that is neither a game nor a statement. True when
 * the line is read as a rules line with an error (spec "A rules line with an error"): an unknown
 * or mistyped game word, with or without parameters, or an option where the game should be; the
 * positions below it are then not analysed, never answered in the rules above. False for a
 * mistyped `prefer` or `practice`.
 */
function unknownStatement(p: LineParser, first: Token): boolean {
  // A game of two words mistyped (`mock turtels`) or cut short (`turning`): the guess spans both.
  const next = p.peek();
  const pair = next?.kind === 'word' ? `${keyword(first.text)} ${keyword(next.text)}` : null;
  const twoWords = GUESSABLE_GAME_WORDS.filter((w) => w.includes(' ')).map(keyword);
  const pairGuess = pair && closest(pair, twoWords);
  const tok: Token = pairGuess
    ? { kind: 'word', text: p.text.slice(first.start, next!.end), start: first.start, end: next!.end }
    : first;
  const range = p.tokenRange(tok);
  const word = keyword(tok.text);
  const games = gameList();
  if (p.isOption(tok) || isParameterWord(tok)) {
    const owner = isParameterWord(tok) ? parameterOwner(tok) : null;
    p.error(
      range,
      DiagnosticCode.UnknownStatement,
      t("'{word}' is not a game: it follows one on a rules line, as in {example}", {
        word: tok.text,
        example: owner ? `${owner} ${tok.text} 1` : `nim ${tok.text}`,
      }),
    );
    return true;
  }
  const guessed =
    pairGuess ||
    closest(word, [...GUESSABLE_GAME_WORDS.map(keyword), ...STATEMENT_WORDS]) ||
    (twoWords.find((w) => w.startsWith(`${word} `)) ?? null);
  if (!guessed) {
    p.error(
      range,
      DiagnosticCode.UnknownStatement,
      t("unknown game '{word}': the games are {games} (the other lines are prefer, practice and positions)", {
        word: tok.text,
        games,
      }),
    );
    return true;
  }
  // The guess as the game writes it, with its accents (`regle` was compared, `règle` is proposed).
  const guess = GUESSABLE_GAME_WORDS.find((w) => keyword(w) === guessed) ?? guessed;
  const text = matchCase(tok.text, guess);
  const fix = { title: t("Change to '{text}'", { text }), range, text };
  if (GUESSABLE_GAME_WORDS.includes(guess)) {
    p.error(
      range,
      DiagnosticCode.UnknownStatement,
      t("unknown game '{word}': did you mean '{guess}'? The games are {games}", { word: tok.text, guess: text, games }),
      fix,
    );
    return true;
  }
  p.error(
    range,
    DiagnosticCode.UnknownStatement,
    t(
      "unknown statement '{word}': did you mean '{guess}'? A line is a rules line ({games}), a prefer line, a practice line or a position",
      { word: tok.text, guess: text, games },
    ),
    fix,
  );
  return false;
}

/** Parses one line (0-based `line` for ranges). */
export function parseLine(text: string, line: number): ParsedLine {
  return parsePlainPosition(text, line) ?? parseLineInFull(text, line);
}

/** A rules line on its own (a command's argument, a saved game): its rules, or why it is not one. */
export function parseRulesLine(
  text: string,
): { readonly ok: true; readonly rules: Rules } | { readonly ok: false; readonly message: string } {
  const parsed = parseLineInFull(text, 0);
  const st = parsed.statement;
  if (st?.kind === 'rules' && st.rules) return { ok: true, rules: st.rules };
  return { ok: false, message: parsed.diagnostics[0]?.message ?? t('not a rules line') };
}

/** Sizes separated by single spaces and nothing else: most lines of a long worksheet. */
const PLAIN_POSITION = /^[0-9]+(?: [0-9]+)*$/;

/**
 * The same tree the full parser builds for a line such as `3 4 5`, without tokens: a worksheet of
 * 100,000 positions spends most of its parsing here. Null for any other line.
 */
function parsePlainPosition(text: string, line: number): ParsedLine | null {
  if (text.length > MAX_DIGITS || !PLAIN_POSITION.test(text)) return null;
  const heaps: NumberNode[] = [];
  for (let start = 0; ;) {
    let end = text.indexOf(' ', start);
    if (end < 0) end = text.length;
    const digits = text.slice(start, end);
    heaps.push({ value: BigInt(digits), text: digits, range: { line, start, end } });
    if (end === text.length) break;
    start = end + 1;
  }
  const range: Range = { line, start: 0, end: text.length };
  const position: PositionNode = { heaps, range, style: PLAIN_STYLE, parts: null };
  return {
    statement: { kind: 'position', items: [{ position, claim: null }], arrows: [], range },
    diagnostics: [],
    commentStart: null,
  };
}

/** The parser for every kind of line (exported so that the tests compare it with the fast path). */
export function parseLineInFull(text: string, line: number): ParsedLine {
  const { tokens, commentStart } = tokenize(text);
  const p = new LineParser(text, line, tokens);
  const first = tokens[0];
  let statement: Statement | null = null;
  if (!first) return { statement: null, diagnostics: [], commentStart };
  const gameWord = gameWordAt(tokens, 0, text);
  if (gameWord) {
    p.pos += gameWord.tokens;
    statement = p.rules(gameWord.word, gameWord.entry);
  } else if (first.kind === 'word' && isCoinWord(first.text)) {
    statement = p.positionLine();
  } else if (first.kind === 'word') {
    const word = keyword(first.text);
    p.next();
    if (word === 'prefer') statement = p.prefer(first);
    else if (word === 'practice') {
      // A practice sheet: the whole file hides its answers until they are found or revealed.
      if (p.expectEnd("'practice'")) statement = { kind: 'practice', range: p.tokenRange(first) };
    } else if (unknownStatement(p, first)) {
      // Read as a rules line with an error: the positions below it wait for the next rules line.
      statement = { kind: 'rules', rules: null, range: p.range(first.start, tokens[tokens.length - 1]!.end) };
    }
  } else if (first.kind === 'number' || (first.kind === 'punct' && first.text === '(') || first.kind === 'minus') {
    statement = p.positionLine();
  } else {
    p.error(
      p.tokenRange(first),
      DiagnosticCode.Syntax,
      t("unexpected '{token}': a line is a rules line, a prefer line, a practice line or a position", {
        token: first.text,
      }),
    );
  }
  return { statement, diagnostics: p.diagnostics, commentStart };
}

/** Splits a document into lines the way editors do (\n, \r\n or \r). */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}
