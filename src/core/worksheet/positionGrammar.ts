// The grammar of a position line: heaps, pairs, sums of parts, records (`->`) and claims, with
// exact ranges and a diagnostic for each mistake. Parts in a form that reads its own text (rows and
// grids of coins, a digraph's names, edges, Poker Nim's banks…) are handed to that form.

import { t } from '../l10n';
import { PLAIN_STYLE } from './format';
import { keyword } from '../reading/lexer';
import { DiagnosticCode, type NumberNode, type PositionNode, type PositionStyle, type Range } from '../reading/syntax';
import { type OwnPart } from '../games/forms/form';
import { formsReading, gamesReading, ownFormAt } from '../game';
import { type Token } from '../reading/lexer';
import { type ClaimNode, type ItemNode, type LineContext, PLAIN_CONTEXT, type Statement } from './syntax';
import { TokenReader } from '../reading/tokenReader';
import { CLAIMS } from './words';

export class PositionReader extends TokenReader {
  /** What the rules in force change in the reading of a line: the parts in a form that reads its own text. */
  context: LineContext = PLAIN_CONTEXT;

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
    const first = this.part(0);
    if (!first || !this.isPunct(this.peek(), '+')) return first;
    const parts: PositionNode[] = [first];
    while (this.isPunct(this.peek(), '+')) {
      const plus = this.next()!;
      if (!this.peek()) {
        this.error(this.tokenRange(plus), DiagnosticCode.Syntax, t("expected a part after '+' (an empty part is 0)"));
        return null;
      }
      const part = this.part(parts.length);
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
   * One part of a position: heap sizes or a pair, optionally in parentheses; or what the form of
   * the part's game reads as its own text.
   */
  part(index = 0): PositionNode | null {
    const first = this.peek();
    if (!first) {
      this.error(this.endRange(), DiagnosticCode.Syntax, t('expected a position'));
      return null;
    }
    // A form that reads its own text is handed the part's tokens, whatever they are.
    const own = this.context.forms?.[index] ?? null;
    if (own) return this.ownPart(own);
    const start = this.pos;
    // Under unknown rules, a part that is not heaps but that a game's form reads (or begins) is
    // that game's, not analysed: `(1, 2) (3, 3)`, `THHTH`; `THHTH x` gets the row's own error.
    if (this.context.anyForm && !this.plainHeaps(start, this.partEnd(start))) {
      const form =
        this.formsReading(start)[0]?.form ?? (first.kind === 'word' ? ownFormAt(this.text, first.start) : null);
      if (form) return this.ownPart({ form, name: '', part: null });
    }
    const before = this.diagnostics.length;
    const node = this.heapPart(first);
    if (node) return node;
    this.writtenAsAnother(start, before);
    return null;
  }

  /** Heap sizes or a pair, optionally in parentheses (`3 4 5`, `(3, 5)`). */
  private heapPart(first: Token): PositionNode | null {
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
    return { heaps, range: this.range(first.start, closed.end), style, parts: null };
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
    const end = this.partEnd(start);
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

  /** The token after the part that begins at token `start`: the next `+`, `->`, `:` or the end of the line. */
  private partEnd(start: number): number {
    let end = start;
    while (end < this.tokens.length) {
      const next = this.tokens[end]!;
      if (next.kind === 'arrow' || this.isPunct(next, ':') || (end > start && this.isPunct(next, '+'))) break;
      end++;
    }
    return end;
  }

  /** The forms that read the part that begins at token `start` as their own text. */
  private formsReading(start: number): ReturnType<typeof formsReading> {
    const end = this.partEnd(start);
    return end === start ? [] : formsReading(this.text, this.line, this.tokens.slice(start, end));
  }

  /**
   * A part in the form of its game, which reads its own text (games/forms/form.ts `OwnText`): its
   * tokens up to a `+` between parts, `->`, `:` or the end of the line, read by the form.
   */
  private ownPart({ form, name, part }: OwnPart): PositionNode | null {
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
    const read = form.read(reader, { name, part });
    const before = this.diagnostics.length;
    for (const d of reader.diagnostics) this.diagnostics.push(d);
    this.pos = end;
    if (!read) {
      // Plain heaps (`3 4`, `(3, 5)`) are every game's base: read as heaps, as a line of digits is
      // at once, the form in force then says how its positions are written (and a record's other
      // positions are still judged).
      if (this.plainHeaps(start, end)) {
        this.diagnostics.splice(before);
        this.pos = start;
        return this.heapPart(this.tokens[start]!);
      }
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

  /** Whether tokens `start` to `end` are heap sizes, separated by spaces or commas, in parentheses or not (`3 4`, `(3, 5)`). */
  private plainHeaps(start: number, end: number): boolean {
    const parens = this.isPunct(this.tokens[start], '(') && this.isPunct(this.tokens[end - 1], ')');
    const inner = parens ? this.tokens.slice(start + 1, end - 1) : this.tokens.slice(start, end);
    return inner.length > 0 && inner.every((tok) => tok.kind === 'number' || this.isPunct(tok, ','));
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
}
