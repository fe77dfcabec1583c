// The worksheet parser: one statement per line, a syntax tree with exact ranges and
// diagnostics with codes. It never throws, and a bad line never stops the next.

import { definitionOf, ownFormBegins, sumOf } from '../game';
import { t } from '../l10n';
import { type Rules, type Game } from '../rules';
import { type Preference } from '../preference';
import { PLAIN_STYLE } from './format';
import { keyword, type Token, tokenize } from '../reading/lexer';
import { PositionReader } from './positionGrammar';
import { nameEnd } from '../reading/tokenReader';
import { namesLine, readsAsVertices, readsNames } from './namesLine';
import {
  closest,
  GAME_TABLE,
  type GameEntry,
  gameList,
  gameWordAt,
  GUESSABLE_GAME_WORDS,
  isDiagonalWord,
  isParameterWord,
  matchCase,
  OPTION_WORDS,
  parameterOwner,
  STATEMENT_WORDS,
} from './words';
import { DiagnosticCode, type NumberNode, type PositionNode, type Range } from '../reading/syntax';
import { type LineContext, type ParsedLine, PLAIN_CONTEXT, type Statement } from './syntax';

import { MAX_DIGITS } from '../reading/tokenReader';

export { MAX_DIGITS };
export { FRENCH_GAME_WORDS, GAME_WORDS, KEYWORDS } from './words';

class LineParser extends PositionReader {
  // ---- rules ------------------------------------------------------------

  /**
   * A rules line: one game, or games joined by `+` (a sum). `normal` or `misere` follows the last
   * game and applies to the whole sum; one written before a `+` is an error.
   */
  rules(gameWord: Token, entry: GameEntry): Statement {
    const games: Game[] = [];
    // Which games write positions with names: said even when the line has an error.
    const named: boolean[] = [];
    // Which games read their positions as any text (a game module's): said too.
    const anyText: boolean[] = [];
    let failed = false;
    let misere = false;
    let word = gameWord;
    let current = entry;
    for (;;) {
      named.push(current.readsNames);
      anyText.push(current.readsAnyText);
      const c = this.component(word, current);
      if (c.game) games.push(c.game);
      else failed = true;
      if (c.misere === null) failed = true;
      if (!this.isPunct(this.peek(), '+')) {
        misere = c.misere ?? false;
        // A game alone whose play is already misère in its own rules (Chomp's poisoned cell) has no misère of its own.
        const refused =
          misere && games.length === 1 && c.game ? definitionOf(c.game).misereRefused?.(c.game) : undefined;
        if (refused && c.option) {
          this.error(this.tokenRange(c.option), DiagnosticCode.Syntax, refused);
          failed = true;
        }
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
    if (failed || games.length === 0)
      return {
        kind: 'rules',
        rules: null,
        range,
        ...(named.includes(true) ? { namedParts: named } : {}),
        ...(anyText.includes(true) ? { anyTextParts: anyText } : {}),
      };
    const game: Game = games.length === 1 ? games[0]! : sumOf(games);
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
      // `digraph normal: a`: a word followed by ':' is a vertex, not an option.
      if (this.isPunct(this.peek(1), ':')) break;
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
        if (this.strayParameter(tok, gameWord, entry, game)) fatal = true;
        continue;
      }
      // Anything else, and what follows it up to the next option, is one mistake: one diagnostic.
      let end = tok.end;
      for (let u = this.peek(); u && !this.isOption(u) && !this.isPunct(u, '+'); u = this.peek())
        end = this.next()!.end;
      fatal = true;
      if (tok.kind === 'word') {
        // A parameter word is a likely meaning only where it could still be written (`wythoff diagonl 2`).
        const candidates = [...OPTION_WORDS, ...(game && entry.freeParameters ? entry.freeParameters(game) : [])];
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
   * A game's parameter word among the options: this game's own (written again or late: the game
   * says which, `RulesWord.lateParameter`), else another game's word. What follows it (a bound) is
   * read so that one mistake gives one diagnostic. Whether it is fatal.
   */
  strayParameter(tok: Token, gameWord: Token, entry: GameEntry, game: Game | null): boolean {
    if (entry.parameterWords.includes(keyword(tok.text)) && entry.lateParameter) {
      const read = entry.lateParameter(this, tok, game, gameWord);
      if (read === 'said') return true;
      this.warnRepeated(
        tok,
        read.repeatedUpTo,
        t("'{option}' is repeated", { option: this.text.slice(tok.start, read.repeatedUpTo) }),
      );
      return false;
    }
    if (this.peek()?.kind === 'minus' && this.peek(1)?.kind === 'number') this.next();
    if (this.peek()?.kind === 'number') this.next();
    this.error(
      this.tokenRange(tok),
      DiagnosticCode.UnknownOption,
      t("'{word}' belongs to {owner}: {game} has no such parameter", {
        word: tok.text,
        owner: parameterOwner(tok) ?? '',
        game: gameWord.text,
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
}

/**
 * The error for a line that starts with a word that is neither a game nor a statement. True when
 * the line is read as a rules line with an error (spec "A rules line with an error"): an unknown
 * or mistyped game word, with or without parameters, or an option where the game should be; the
 * positions below it are then not analysed, never answered in the rules above. False for a
 * mistyped `prefer` or `practice`.
 */
function unknownStatement(p: LineParser, first: Token): false | { readonly namesGuessed: boolean } {
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
    return { namesGuessed: false };
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
    return { namesGuessed: false };
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
    // `digraf a: b; b: a`: the lines below are its tokens, not analysed.
    return { namesGuessed: GAME_TABLE.get(keyword(guess))?.readsNames === true };
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

/**
 * Parses one line (0-based `line` for ranges), read under the rules in force where their positions
 * are written with names (a digraph's tokens: `context`).
 */
export function parseLine(text: string, line: number, context: LineContext = PLAIN_CONTEXT): ParsedLine {
  // A game module reads its positions itself: `5` may be its text, not a heap.
  if (readsAnyText(context)) return parseLineInFull(text, line, context);
  return parsePlainPosition(text, line) ?? parseLineInFull(text, line, context);
}

/** Whether some part of a position under these rules is read by a form that reads any text (a game module's). */
function readsAnyText(context: LineContext): boolean {
  return context.forms?.some((f) => f?.form.anyText === true) === true;
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
export function parseLineInFull(text: string, line: number, context: LineContext = PLAIN_CONTEXT): ParsedLine {
  const anyText = readsAnyText(context);
  const { tokens, commentStart } = tokenize(text, anyText);
  const first = tokens[0];
  if (!first) return { statement: null, diagnostics: [], commentStart };
  // Under a digraph a game word begins a rules line only where it is a whole name (`nim`, not `nim_x`).
  const found = gameWordAt(tokens, 0, text);
  const gameWord = found && !(readsNames(context) && nameEnd(text, first.start) > first.end) ? found : null;
  const names = gameWord ? null : namesLine(text, line, tokens, context, (t0, l0) => parseLineInFull(t0, l0));
  if (names) return { ...names, commentStart };
  const p = new LineParser(text, line, tokens);
  p.context = context;
  let statement: Statement | null = null;
  if (gameWord) {
    p.pos += gameWord.tokens;
    statement = p.rules(gameWord.word, gameWord.entry);
    if (readsAsVertices(text, line, tokens, context))
      p.warning(
        p.tokenRange(first),
        DiagnosticCode.Syntax,
        t(
          "'{word}' is a vertex of the graph, but a line that begins with a game word is a rules line: write ({word}) for a position that begins with it",
          { word: first.text },
        ),
      );
  } else if (
    (first.kind === 'word' && ownFormBegins(text, first.start)) ||
    (anyText && !(first.kind === 'word' && (STATEMENT_WORDS as readonly string[]).includes(keyword(first.text))))
  ) {
    // Under a game module's rules any line but a statement is its position.
    statement = p.positionLine();
  } else if (first.kind === 'word') {
    const word = keyword(first.text);
    p.next();
    if (word === 'prefer') statement = p.prefer(first);
    else if (word === 'practice') {
      // A practice sheet: the whole file hides its answers until they are found or revealed.
      if (p.expectEnd("'practice'")) statement = { kind: 'practice', range: p.tokenRange(first) };
    } else {
      const asRules = unknownStatement(p, first);
      // Read as a rules line with an error: the positions below it wait for the next rules line.
      if (asRules)
        statement = {
          kind: 'rules',
          rules: null,
          range: p.range(first.start, tokens[tokens.length - 1]!.end),
          ...(asRules.namesGuessed ? { namedParts: [true] } : {}),
        };
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
