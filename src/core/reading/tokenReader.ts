// The tokens of one worksheet line, read one after another, with the diagnostics they give:
// numbers (exact, bounded in length) and ranges. What a game's reader of its parameters sees
// (rulesReader.ts), and the base of the line's grammar (positionGrammar.ts, parse.ts).

import { t } from '../l10n';
import { NAME_CHARS } from './lexer';
import { type Token, tokenize } from './lexer';
import { type RulesReader } from './rulesReader';
import { type Diagnostic, DiagnosticCode, type NameNode, type NumberNode, type Range } from './syntax';

/** A vertex name (Green Hackenbush, a digraph): letters (with their accents), digits and `_`. */
const NAME_AT = new RegExp(`${NAME_CHARS}+`, 'uy');

/** Whether a name (letters, digits and `_`) begins at this column of the line. */
export function startsName(text: string, at: number): boolean {
  NAME_AT.lastIndex = at;
  return NAME_AT.test(text);
}

/** The column where the name that begins at this column ends (the column itself where none begins). */
export function nameEnd(text: string, at: number): number {
  NAME_AT.lastIndex = at;
  return NAME_AT.test(text) ? NAME_AT.lastIndex : at;
}

/** Numbers longer than this are refused: arithmetic on them would stall the editor. */
export const MAX_DIGITS = 100_000;

export class TokenReader implements RulesReader {
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

  /**
   * The name at the next token, read from the text: a name spans tokens (`v14_x` is a word, a
   * number and a word); a token it ends inside (`b-c`) leaves its rest as tokens of their own. Null
   * when no name begins there.
   */
  name(): NameNode | null {
    const first = this.peek();
    if (!first) return null;
    NAME_AT.lastIndex = first.start;
    const found = NAME_AT.exec(this.text);
    if (!found) return null;
    const end = first.start + found[0].length;
    while (this.peek() && this.peek()!.end <= end) this.pos++;
    const cut = this.peek();
    if (cut && cut.start < end) {
      // The token read again as two pieces, the name's and the rest, so that the tokens still cover the line.
      const piece = (from: number, to: number) =>
        tokenize(this.text.slice(from, to)).tokens.map((tok) => ({
          ...tok,
          start: tok.start + from,
          end: tok.end + from,
        }));
      const named = piece(cut.start, end);
      this.tokens.splice(this.pos, 1, ...named, ...piece(end, cut.end));
      this.pos += named.length;
    }
    return { text: found[0], range: this.range(first.start, end) };
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
}
