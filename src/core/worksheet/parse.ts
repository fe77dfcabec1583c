// The worksheet parser: one statement per line, a syntax tree with exact ranges and
// diagnostics with codes. It never throws, and a bad line never stops the next.

import { type Interval, normaliseSet, type Rules, type Game } from '../rules';
import { type Preference } from '../preference';
import { PLAIN_STYLE } from './format';
import { keyword, type Token, tokenize } from './lexer';
import { type ClaimNode, type Diagnostic, DiagnosticCode, type ItemNode, type NumberNode, type ParsedLine, type PositionNode, type Range, type Statement } from './syntax';

/** Numbers longer than this are refused: arithmetic on them would stall the editor. */
export const MAX_DIGITS = 100_000;

/** Octal codes longer than this are refused: every digit is an amount the table tries at every size. */
export const MAX_OCTAL_DIGITS = 64;

class LineParser {
  readonly diagnostics: Diagnostic[] = [];
  pos = 0;

  constructor(readonly text: string, readonly line: number, readonly tokens: Token[]) {}

  peek(offset = 0): Token | undefined {
    return this.tokens[this.pos + offset];
  }

  next(): Token | undefined {
    return this.tokens[this.pos++];
  }

  range(start: number, end: number): Range {
    return { line: this.line, start, end };
  }

  tokenRange(t: Token): Range {
    return this.range(t.start, t.end);
  }

  /** Range of the end of the statement, for "expected … here" errors. */
  endRange(): Range {
    const last = this.tokens[this.tokens.length - 1];
    const col = last ? last.end : this.text.length;
    return this.range(col, col);
  }

  error(range: Range, code: DiagnosticCode, message: string): void {
    this.diagnostics.push({ range, severity: 'error', code, message });
  }

  isPunct(t: Token | undefined, p: string): boolean {
    return !!t && t.kind === 'punct' && t.text === p;
  }

  /** A number token's value, with a diagnostic for misplaced `_` or excessive length. */
  number(t: Token): NumberNode | null {
    const text = t.text;
    if (text.endsWith('_') || text.includes('__')) {
      this.error(this.tokenRange(t), DiagnosticCode.BadNumber, `'${text}' is not a number: '_' may only stand between two digits`);
      return null;
    }
    const digits = text.indexOf('_') < 0 ? text : text.replace(/_/g, '');
    if (digits.length > MAX_DIGITS) {
      this.error(this.tokenRange(t), DiagnosticCode.BadNumber, `a number of ${digits.length} digits is longer than the ${MAX_DIGITS} digits Nim Lens analyses`);
      return null;
    }
    return { value: BigInt(digits), text, range: this.tokenRange(t) };
  }

  /** Skips the rest of the line after an error, so that one error gives one diagnostic. */
  rest(): void {
    this.pos = this.tokens.length;
  }

  expectEnd(what: string): boolean {
    const t = this.peek();
    if (!t) return true;
    this.error(this.range(t.start, this.tokens[this.tokens.length - 1]!.end), DiagnosticCode.Syntax, `unexpected '${t.text}' after ${what}`);
    this.rest();
    return false;
  }

  // ---- rules ------------------------------------------------------------

  rules(gameWord: Token, start: number): Statement {
    const word = keyword(gameWord.text);
    let game: Game | null;
    let ok = true;
    if (word === 'nim') {
      game = { kind: 'nim' };
    } else if (word === 'subtraction') {
      const set = this.subtractionSet(gameWord);
      game = set ? { kind: 'subtraction', set } : null;
    } else if (word === 'octal') {
      const digits = this.octalCode(gameWord);
      game = digits ? { kind: 'octal', digits } : null;
    } else if (word === 'kayles') {
      game = { kind: 'octal', digits: [7, 7] };
    } else if (word === 'dawson') {
      game = { kind: 'octal', digits: [0, 7] };
    } else {
      let diagonal: bigint | null = null;
      const t = this.peek();
      if (t && t.kind === 'word' && keyword(t.text) === 'diagonal') {
        this.next();
        diagonal = this.diagonalBound(t);
        if (diagonal === null) ok = false;
      }
      game = ok ? { kind: 'wythoff', diagonal } : null;
    }
    const misere = this.options();
    const end = this.tokens[this.tokens.length - 1]?.end ?? gameWord.end;
    const range = this.range(start, end);
    if (!game || misere === null) return { kind: 'rules', rules: null, range };
    const rules: Rules = { game, misere };
    return { kind: 'rules', rules, range };
  }

  /** The digits d1…dk of `0.d1d2…dk` (trailing zeros dropped); null after an error. */
  octalCode(word: Token): number[] | null {
    const zero = this.peek();
    const dot = this.peek(1);
    const digits = this.peek(2);
    const fail = (range: Range, message: string): null => {
      this.error(range, DiagnosticCode.BadOctalCode, message);
      this.rest();
      return null;
    };
    if (!zero) return fail(this.tokenRange(word), 'octal needs its code, such as octal 0.77 (Kayles)');
    if (zero.kind !== 'number' || !dot || dot.text !== '.' || dot.start !== zero.end) return fail(this.tokenRange(zero), `an octal code is '0.' followed by octal digits, such as 0.77, not '${zero.text}'`);
    if (zero.text !== '0') return fail(this.tokenRange(zero), `an octal code starts with '0.', not '${zero.text}.'`);
    if (!digits || digits.kind !== 'number' || digits.start !== dot.end) return fail(this.range(zero.start, dot.end), "the digits are missing after '0.': write them as in 0.77");
    this.pos += 3;
    const bad = digits.text.search(/[^0-7]/);
    if (bad >= 0) return fail(this.range(digits.start + bad, digits.start + bad + 1), `'${digits.text[bad]}' is not an octal digit: the digits are 0 to 7`);
    if (digits.text.length > MAX_OCTAL_DIGITS) return fail(this.range(zero.start, digits.end), `an octal code of ${digits.text.length} digits is longer than the ${MAX_OCTAL_DIGITS} digits Nim Lens reads`);
    const code = [...digits.text].map(Number);
    while (code.length && code[code.length - 1] === 0) code.pop();
    if (code.length === 0) return fail(this.range(zero.start, digits.end), `the code 0.${digits.text} allows no move: at least one digit must be non-zero`);
    return code;
  }

  /** `{1, 3, 4}`, `{1..3, 5}` or `1..3`; null after an error. */
  subtractionSet(gameWord: Token): Interval[] | null {
    const t = this.peek();
    if (!t) {
      this.error(this.range(gameWord.start, gameWord.end), DiagnosticCode.Syntax, 'subtraction needs its set of amounts, such as {1, 3, 4} or 1..3');
      return null;
    }
    if (this.isPunct(t, '{')) {
      this.next();
      const intervals: Interval[] = [];
      let ok = true;
      for (;;) {
        const u = this.peek();
        if (!u) {
          this.error(this.range(t.start, this.endRange().start), DiagnosticCode.Syntax, "the set is not closed: '}' is missing");
          return null;
        }
        if (this.isPunct(u, '}')) {
          this.next();
          break;
        }
        if (this.isPunct(u, ',')) { this.next(); continue; }
        const element = this.element();
        if (element === undefined) return null;
        if (element === null) ok = false;
        else intervals.push(element);
      }
      if (!ok) return null;
      if (intervals.length === 0) {
        this.error(this.range(t.start, this.tokens[this.pos - 1]!.end), DiagnosticCode.EmptySet, 'the set of amounts is empty: no move would ever be possible');
        return null;
      }
      return normaliseSet(intervals);
    }
    const before = this.pos;
    const element = this.element();
    if (element === undefined || element === null) return null;
    if (this.pos - before === 1) {
      // A bare number is ambiguous: ask for the braces of a set.
      this.error(this.tokenRange(t), DiagnosticCode.Syntax, `write the set in braces, {${element.lo}}, or a range such as 1..${element.lo}`);
      return null;
    }
    return [element];
  }

  /**
   * One element or range of a set. Returns null after a reported error that leaves the
   * set parseable, undefined when the line cannot be parsed further.
   */
  element(): Interval | null | undefined {
    const first = this.signedNumber();
    if (first === undefined) return undefined;
    if (this.peek()?.kind === 'range') {
      const dots = this.next()!;
      const second = this.signedNumber();
      if (second === undefined) {
        if (!this.diagnostics.length) this.error(this.tokenRange(dots), DiagnosticCode.Syntax, "a range needs an end after '..'");
        return undefined;
      }
      if (first === null || second === null) return null;
      const range = this.range(first.range.start, second.range.end);
      if (first.value <= 0n) {
        this.error(first.range, DiagnosticCode.NonPositiveElement, `amounts must be positive: ${first.text} is not`);
        return null;
      }
      if (second.value < first.value) {
        this.error(range, DiagnosticCode.EmptyRange, `the range ${first.text}..${second.text} is empty: its end is below its start`);
        return null;
      }
      return { lo: first.value, hi: second.value };
    }
    if (first === null) return null;
    if (first.value <= 0n) {
      this.error(first.range, DiagnosticCode.NonPositiveElement, `amounts must be positive: ${first.text} is not`);
      return null;
    }
    return { lo: first.value, hi: first.value };
  }

  /** A number with an optional minus sign (the sign is kept in the value for the checks above). */
  signedNumber(): { value: bigint; text: string; range: Range } | null | undefined {
    const t = this.peek();
    if (t && t.kind === 'minus' && this.peek(1)?.kind === 'number') {
      this.next();
      const num = this.number(this.next()!);
      if (!num) return null;
      return { value: -num.value, text: `-${num.text}`, range: this.range(t.start, num.range.end) };
    }
    if (t && t.kind === 'number') {
      this.next();
      return this.number(t);
    }
    const where = t ? this.tokenRange(t) : this.endRange();
    this.error(where, DiagnosticCode.Syntax, t ? `expected an amount, found '${t.text}'` : 'expected an amount');
    this.rest();
    return undefined;
  }

  diagonalBound(word: Token): bigint | null {
    const n = this.signedNumber();
    if (n === undefined) {
      this.diagnostics.pop();
      this.error(this.range(word.start, word.end), DiagnosticCode.DiagonalBound, 'diagonal needs a bound of at least 1, such as diagonal 1');
      return null;
    }
    if (n === null) return null;
    if (n.value < 1n) {
      this.error(n.range, DiagnosticCode.DiagonalBound, `the diagonal bound must be at least 1, not ${n.text}`);
      return null;
    }
    return n.value;
  }

  /** `normal`/`misere` options separated by spaces or commas; the misère flag, or null after a fatal error. */
  options(): boolean | null {
    let chosen: { word: string; token: Token } | null = null;
    let fatal = false;
    while (this.peek()) {
      const t = this.next()!;
      if (this.isPunct(t, ',')) continue;
      const word = t.kind === 'word' ? keyword(t.text) : '';
      if (word !== 'normal' && word !== 'misere') {
        const hint = t.kind === 'word' && keyword(t.text) === 'diagonal' ? ' (diagonal belongs to wythoff)' : '';
        this.error(this.tokenRange(t), t.kind === 'word' ? DiagnosticCode.UnknownOption : DiagnosticCode.Syntax, t.kind === 'word' ? `unknown option '${t.text}': the options are normal and misere${hint}` : `unexpected '${t.text}' in a rules line`);
        fatal = true;
        continue;
      }
      if (chosen && chosen.word === word) {
        this.diagnostics.push({ range: this.tokenRange(t), severity: 'warning', code: DiagnosticCode.RepeatedOption, message: `'${t.text}' is repeated`, fix: { title: `Remove the repeated '${t.text}'`, range: this.range(this.tokens[this.pos - 2]!.end, t.end), text: '' } });
        continue;
      }
      if (chosen) {
        this.error(this.tokenRange(t), DiagnosticCode.ContradictoryOption, `'${t.text}' contradicts '${chosen.token.text}': a game is either normal or misère`);
        fatal = true;
        continue;
      }
      chosen = { word, token: t };
    }
    if (fatal) return null;
    return chosen?.word === 'misere';
  }

  // ---- prefer -----------------------------------------------------------

  prefer(word: Token): Statement {
    const range = this.range(word.start, this.tokens[this.tokens.length - 1]!.end);
    const t = this.next();
    const kind = t && t.kind === 'word' ? keyword(t.text) : '';
    if (kind === 'fastest') {
      if (!this.expectEnd("'prefer fastest'")) return { kind: 'prefer', preference: null, range };
      return { kind: 'prefer', preference: { kind: 'fastest' }, range };
    }
    if (kind !== 'fewest') {
      this.error(t ? this.tokenRange(t) : this.range(word.start, word.end), DiagnosticCode.BadPreference, t ? `unknown preference '${t.text}': use 'prefer fewest', 'prefer fewest, diagonal costs N' or 'prefer fastest'` : 'prefer what? Use fewest or fastest');
      this.rest();
      return { kind: 'prefer', preference: null, range };
    }
    if (this.isPunct(this.peek(), ',')) this.next();
    if (!this.peek()) return { kind: 'prefer', preference: { kind: 'fewest', diagonalCost: 0n }, range };
    const d = this.next()!;
    const c = this.next();
    if (keyword(d.text) !== 'diagonal' || !c || keyword(c.text) !== 'costs') {
      this.error(this.range(d.start, (c ?? d).end), DiagnosticCode.BadPreference, "expected 'diagonal costs N' after 'prefer fewest,'");
      this.rest();
      return { kind: 'prefer', preference: null, range };
    }
    const n = this.peek();
    if (!n || n.kind !== 'number') {
      this.error(n ? this.tokenRange(n) : this.endRange(), DiagnosticCode.BadPreference, "'diagonal costs' needs a non-negative number of tokens");
      this.rest();
      return { kind: 'prefer', preference: null, range };
    }
    this.next();
    const cost = this.number(n);
    if (!cost || !this.expectEnd("the diagonal cost")) return { kind: 'prefer', preference: null, range };
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
      const t = this.peek();
      if (!t) break;
      if (t.kind === 'arrow') {
        this.next();
        arrows.push(this.tokenRange(t));
        if (!this.peek()) {
          this.error(this.tokenRange(t), DiagnosticCode.Syntax, `expected a position after '${t.text}'`);
          return null;
        }
        continue;
      }
      this.error(this.range(t.start, this.tokens[this.tokens.length - 1]!.end), DiagnosticCode.Syntax, `unexpected '${t.text}': expected '->', ':' or the end of the line`);
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
      const t = this.next();
      const word = t && (t.kind === 'word' ? keyword(t.text) : '');
      const value = word === 'win' || word === 'n' ? 'win' : word === 'loss' || word === 'p' ? 'loss' : null;
      if (!t || !value) {
        this.error(t ? this.tokenRange(t) : this.tokenRange(colon), DiagnosticCode.Syntax, t ? `unknown claim '${t.text}': use win (or N) or loss (or P)` : "a claim after ':' is missing: win, loss, N or P");
        this.rest();
        return null;
      }
      claim = { value, text: t.text, range: this.tokenRange(t) };
    }
    return { position, claim };
  }

  position(): PositionNode | null {
    const first = this.peek();
    if (!first) {
      this.error(this.endRange(), DiagnosticCode.Syntax, 'expected a position');
      return null;
    }
    const parens = this.isPunct(first, '(');
    if (parens) this.next();
    const heaps: NumberNode[] = [];
    const separators: string[] = [];
    let lastEnd = parens ? first.end : first.start;
    for (;;) {
      const t = this.peek();
      if (t && t.kind === 'number') {
        this.next();
        const num = this.number(t);
        if (!num) { this.rest(); return null; }
        if (heaps.length > 0) separators.push(this.text.slice(lastEnd, t.start));
        heaps.push(num);
        lastEnd = t.end;
        if (this.isPunct(this.peek(), ',')) {
          const comma = this.next()!;
          if (this.peek()?.kind !== 'number') {
            this.error(this.tokenRange(comma), DiagnosticCode.Syntax, "expected a heap size after ','");
            this.rest();
            return null;
          }
        }
        continue;
      }
      if (t && t.kind === 'minus' && this.peek(1)?.kind === 'number') {
        const num = this.tokens[this.pos + 1]!;
        this.error(this.range(t.start, num.end), DiagnosticCode.BadNumber, `a heap cannot hold a negative number of tokens (${t.text}${num.text})`);
        this.rest();
        return null;
      }
      break;
    }
    if (heaps.length === 0) {
      const t = this.peek();
      this.error(t ? this.tokenRange(t) : this.endRange(), DiagnosticCode.Syntax, t ? `expected a heap size, found '${t.text}'` : 'expected a heap size');
      this.rest();
      return null;
    }
    let close = '';
    let end = heaps[heaps.length - 1]!.range.end;
    if (parens) {
      const t = this.peek();
      if (!this.isPunct(t, ')')) {
        this.error(this.range(first.start, t ? t.start : end), DiagnosticCode.Syntax, "the position is not closed: ')' is missing");
        this.rest();
        return null;
      }
      this.next();
      close = this.text.slice(end, t!.end);
      end = t!.end;
    } else if (this.isPunct(this.peek(), ')')) {
      const t = this.peek()!;
      this.error(this.tokenRange(t), DiagnosticCode.Syntax, "')' without '('");
      this.rest();
      return null;
    }
    const open = parens ? this.text.slice(first.start, heaps[0]!.range.start) : '';
    const style = {
      open,
      close,
      separator: separators[0] ?? ' ',
      underscores: heaps.some((h) => h.text.includes('_')),
    };
    return { heaps, range: this.range(first.start, end), style };
  }
}

const GAME_WORDS = new Set(['nim', 'subtraction', 'wythoff', 'octal', 'kayles', 'dawson']);

/** Parses one line (0-based `line` for ranges). */
export function parseLine(text: string, line: number): ParsedLine {
  return parsePlainPosition(text, line) ?? parseLineInFull(text, line);
}

/** A rules line on its own (a command's argument, a saved game): its rules, or why it is not one. */
export function parseRulesLine(text: string): { readonly ok: true; readonly rules: Rules } | { readonly ok: false; readonly message: string } {
  const parsed = parseLineInFull(text, 0);
  const st = parsed.statement;
  if (st?.kind === 'rules' && st.rules) return { ok: true, rules: st.rules };
  return { ok: false, message: parsed.diagnostics[0]?.message ?? 'not a rules line' };
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
  const position: PositionNode = { heaps, range, style: PLAIN_STYLE };
  return { statement: { kind: 'position', items: [{ position, claim: null }], arrows: [], range }, diagnostics: [], commentStart: null };
}

/** The parser for every kind of line (exported so that the tests compare it with the fast path). */
export function parseLineInFull(text: string, line: number): ParsedLine {
  const { tokens, commentStart } = tokenize(text);
  const p = new LineParser(text, line, tokens);
  const first = tokens[0];
  let statement: Statement | null = null;
  if (!first) return { statement: null, diagnostics: [], commentStart };
  if (first.kind === 'word') {
    const word = keyword(first.text);
    p.next();
    if (GAME_WORDS.has(word)) statement = p.rules(first, first.start);
    else if (word === 'prefer') statement = p.prefer(first);
    else if (word === 'practice') {
      // A practice sheet: the whole file hides its answers until they are found or revealed.
      if (p.expectEnd("'practice'")) statement = { kind: 'practice', range: p.tokenRange(first) };
    } else {
      p.error(p.tokenRange(first), DiagnosticCode.UnknownStatement, `unknown game or statement '${first.text}': a line is a rules line (nim, subtraction, wythoff, octal, kayles, dawson), a prefer line, a practice line or a position`);
    }
  } else if (first.kind === 'number' || (first.kind === 'punct' && first.text === '(') || first.kind === 'minus') {
    statement = p.positionLine();
  } else {
    p.error(p.tokenRange(first), DiagnosticCode.Syntax, `unexpected '${first.text}': a line is a rules line, a prefer line, a practice line or a position`);
  }
  return { statement, diagnostics: p.diagnostics, commentStart };
}

/** Splits a document into lines the way editors do (\n, \r\n or \r). */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}
