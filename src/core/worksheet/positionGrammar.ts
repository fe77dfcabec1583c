// The grammar of a position line: heaps, pairs, sums of parts, rows and grids of coins, records
// (`->`) and claims, with exact ranges and a diagnostic for each mistake.

import { t } from '../l10n';
import { PLAIN_STYLE } from './format';
import { keyword } from '../reading/lexer';
import {
  DiagnosticCode,
  type NameNode,
  type NumberNode,
  type PositionNode,
  type PositionStyle,
  type Range,
} from '../reading/syntax';
import { type OwnText } from '../games/forms/form';
import { gamesReading } from '../game';
import { type Token } from '../reading/lexer';
import { type ClaimNode, type ItemNode, type LineContext, PLAIN_CONTEXT, type Statement } from './syntax';
import { startsName, TokenReader } from '../reading/tokenReader';
import { CLAIMS, isCoinWord } from './words';

export class PositionReader extends TokenReader {
  /** The parts written with names under the rules in force (a digraph's tokens, `a c c`). */
  context: LineContext = PLAIN_CONTEXT;

  /** Whether part `index` of a position is written with names. */
  private namesAt(index: number): boolean {
    return (this.context.parts[index] ?? null) !== null;
  }

  // ---- positions --------------------------------------------------------

  positionLine(): Statement | null {
    const items: ItemNode[] = [];
    const arrows: Range[] = [];
    for (;;) {
      const itemStart = this.pos;
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
      const range = this.range(tok.start, this.tokens[this.tokens.length - 1]!.end);
      if (this.isPunct(tok, '+') && claimed)
        this.error(
          range,
          DiagnosticCode.Syntax,
          t("a claim follows the whole position: write '{claim}' after its last part", { claim: claimed.text }),
        );
      else this.unexpected(tok, range, itemStart);
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
    const first = this.part(false, 0);
    if (!first || !this.isPunct(this.peek(), '+')) return first;
    const parts: PositionNode[] = [first];
    while (this.isPunct(this.peek(), '+')) {
      const plus = this.next()!;
      if (!this.peek()) {
        this.error(this.tokenRange(plus), DiagnosticCode.Syntax, t("expected a part after '+' (an empty part is 0)"));
        return null;
      }
      const part = this.part(false, parts.length);
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
  part(inGrid = false, index = 0): PositionNode | null {
    const first = this.peek();
    if (!first) {
      this.error(this.endRange(), DiagnosticCode.Syntax, t('expected a position'));
      return null;
    }
    // A form that reads its own text is handed the part's tokens, whatever they are.
    const own = inGrid ? null : (this.context.forms?.[index] ?? null);
    if (own) return this.ownPart(own);
    // A digraph's part is names, whatever they look like (`t`, `1 a`, `heads`), in parentheses or not.
    if (!inGrid && this.namesAt(index)) {
      const open = this.isPunct(first, '(') ? this.peek(1) : first;
      if (open && startsName(this.text, open.start)) return this.nameList();
    }
    if (!inGrid && first.kind === 'word' && isCoinWord(first.text)) return this.coinRow();
    const start = this.pos;
    const before = this.diagnostics.length;
    const node = this.heapPart(first, inGrid);
    if (!node && !inGrid) this.writtenAsAnother(start, before);
    return node;
  }

  /** Heap sizes, optionally in parentheses; pairs `(x, y) (x, y)` (a grid of coins, or one pair). */
  private heapPart(first: Token, inGrid: boolean): PositionNode | null {
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
    const closed = this.closing(parens, first.start, heaps[heaps.length - 1]!.range.end);
    if (!closed) return null;
    const open = parens ? this.text.slice(first.start, heaps[0]!.range.start) : '';
    const style: PositionStyle = {
      open,
      close: closed.close,
      separator: separators[0] ?? ' ',
      underscores: heaps.some((h) => h.text.includes('_')),
    };
    const node: PositionNode = { heaps, range: this.range(first.start, closed.end), style, parts: null };
    // Pairs side by side are the heads of a grid (one pair alone is a grid's too, by the rules: styleFor).
    const nextPair =
      this.isPunct(this.peek(), '(') || (this.isPunct(this.peek(), ',') && this.isPunct(this.peek(1), '('));
    return parens && heaps.length === 2 && !inGrid && nextPair ? this.grid(node) : node;
  }

  /**
   * A token the rules in force do not read after a position: said as such, and where another
   * game's own form reads the part it is in (`20 <= 6` under `nim`), that game is named.
   */
  private unexpected(tok: Token, range: Range, itemStart: number): void {
    // The part the token is in: from the `+` before it (or the item's start).
    let start = this.pos;
    while (start > itemStart && !this.isPunct(this.tokens[start - 1], '+')) start--;
    const before = this.diagnostics.length;
    this.error(
      range,
      DiagnosticCode.Syntax,
      t("unexpected '{token}': expected '->', ':', '+' or the end of the line", { token: tok.text }),
    );
    this.writtenAsAnother(start, before);
  }

  /**
   * Where the part from token `start` (to the next `+`, `->`, `:` or the end) is not read under
   * the rules in force but another game's own form reads it (`20 <= 6`, `0-1 1-2` under `nim`):
   * the diagnostics from `before` on become one, on the whole part, naming those games. No form
   * refuses another by name: the grammar asks every form that reads its own text.
   */
  private writtenAsAnother(start: number, before: number): void {
    let end = start;
    while (end < this.tokens.length) {
      const next = this.tokens[end]!;
      if (next.kind === 'arrow' || this.isPunct(next, ':') || (end > start && this.isPunct(next, '+'))) break;
      end++;
    }
    if (end === start || this.diagnostics.length === before) return;
    const games = gamesReading(this.text, this.line, this.tokens.slice(start, end));
    if (games.length === 0) return;
    const range = this.range(this.tokens[start]!.start, this.tokens[end - 1]!.end);
    this.diagnostics.splice(before);
    this.error(
      range,
      DiagnosticCode.Syntax,
      t("'{text}' is written as positions of {games} are, not as the rules in force write them", {
        text: this.text.slice(range.start, range.end),
        games: games.join(', '),
      }),
    );
  }

  /**
   * A part in the form of its game, which reads its own text (games/forms/form.ts `OwnText`): its
   * tokens up to a `+` between parts, `->`, `:` or the end of the line, read by the form.
   */
  private ownPart(form: OwnText): PositionNode | null {
    const start = this.pos;
    let end = start;
    for (; end < this.tokens.length; end++) {
      const tok = this.tokens[end]!;
      if (tok.kind === 'arrow' || this.isPunct(tok, '+') || this.isPunct(tok, ':')) break;
    }
    if (end === start) {
      const tok = this.peek();
      this.error(tok ? this.tokenRange(tok) : this.endRange(), DiagnosticCode.Syntax, t('expected a position'));
      this.rest();
      return null;
    }
    const reader = new TokenReader(this.text, this.line, this.tokens.slice(start, end));
    const read = form.read(reader);
    const before = this.diagnostics.length;
    for (const d of reader.diagnostics) this.diagnostics.push(d);
    this.pos = end;
    if (!read) {
      // Written as another game's own form writes it (`3 | 2 0` under fibonacci): said so.
      this.writtenAsAnother(start, before);
      this.rest();
      return null;
    }
    return {
      heaps: read.numbers,
      range: this.range(this.tokens[start]!.start, this.tokens[end - 1]!.end),
      style: { ...PLAIN_STYLE, underscores: read.numbers.some((n) => n.text.includes('_')), own: read.own },
      parts: null,
    };
  }

  /**
   * The `)` that closes a position opened with `(` (what is written before it, and where the
   * position ends), or an error on its range: an unclosed one, a `+` inside, a `)` with no `(`.
   */
  private closing(parens: boolean, start: number, end: number): { close: string; end: number } | null {
    const tok = this.peek();
    if (!parens) {
      if (!this.isPunct(tok, ')')) return { close: '', end };
      this.error(this.tokenRange(tok!), DiagnosticCode.Syntax, t("')' without '('"));
      this.rest();
      return null;
    }
    if (!this.isPunct(tok, ')')) {
      this.error(
        this.range(start, tok ? tok.start : end),
        DiagnosticCode.Syntax,
        this.isPunct(tok, '+')
          ? t("a part in parentheses cannot hold '+': close it with ')' before the '+'")
          : t("the position is not closed: ')' is missing"),
      );
      this.rest();
      return null;
    }
    this.next();
    return { close: this.text.slice(end, tok!.end), end: tok!.end };
  }

  /**
   * Vertex names `a c c` (tokens on a digraph), separated by spaces or commas, optionally in
   * parentheses (`(nim)`: a line that begins with a game word is a rules line): letters, digits and `_`.
   */
  nameList(): PositionNode | null {
    const first = this.peek()!;
    const parens = this.isPunct(first, '(');
    if (parens) this.next();
    const names: NameNode[] = [];
    let separator: string | null = null;
    for (;;) {
      const name = this.name()!;
      names.push(name);
      const tok = this.peek();
      if (tok && tok.start === name.range.end && tok.kind !== 'punct' && tok.kind !== 'arrow') {
        // `a-b`, `a.b`: a character no name has, right after one.
        this.error(
          this.tokenRange(tok),
          DiagnosticCode.Syntax,
          t("expected a vertex name (letters, digits and _), found '{token}'", { token: tok.text }),
        );
        this.rest();
        return null;
      }
      const comma = this.isPunct(tok, ',');
      const next = comma ? this.peek(1) : tok;
      if (!next || !startsName(this.text, next.start)) {
        if (comma) {
          this.error(this.tokenRange(tok!), DiagnosticCode.Syntax, t("expected a vertex name after ','"));
          this.rest();
          return null;
        }
        break;
      }
      separator ??= this.text.slice(name.range.end, next.start).replace(/[\p{Zs}\t]/gu, ' ');
      if (comma) this.next();
    }
    const closed = this.closing(parens, first.start, names[names.length - 1]!.range.end);
    if (!closed) return null;
    const { close, end } = closed;
    return {
      heaps: [],
      range: this.range(first.start, end),
      style: {
        ...PLAIN_STYLE,
        open: parens ? this.text.slice(first.start, names[0]!.range.start) : '',
        close,
        separator: separator ?? ' ',
        names: true,
      },
      parts: null,
      names,
    };
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
