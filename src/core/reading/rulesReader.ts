// What a game's own reader of its rules-line parameters sees of the line (spec "Rules"): the
// tokens after its word, and the diagnostics it may give. The parser knows the line's grammar
// (game words, `+`, options, comments); each game reads its own parameters through this, beside
// its definition (a set for subtraction games, a code for take-and-break games, a bound for
// Wythoff's game), as CGSuite's TBCode parses its own codes.

import { type Token } from './lexer';
import { type Diagnostic, type DiagnosticCode, type NameNode, type NumberNode, type Range } from './syntax';

export interface RulesReader {
  /** The whole line. */
  readonly text: string;
  /** The diagnostics so far on this line. */
  readonly diagnostics: readonly Diagnostic[];
  /** How many tokens of the line are read. */
  readonly pos: number;
  /** The token `offset` ahead of the next one to read (−1: the last one read), undefined past either end. */
  peek(offset?: number): Token | undefined;
  /** Reads the next token. */
  next(): Token | undefined;
  range(start: number, end: number): Range;
  tokenRange(tok: Token): Range;
  /** The end of the line, for "expected … here" errors. */
  endRange(): Range;
  error(range: Range, code: DiagnosticCode, message: string, fix?: Diagnostic['fix']): void;
  warning(range: Range, code: DiagnosticCode, message: string): void;
  /** Skips the rest of the line after an error, so that one error gives one diagnostic. */
  rest(): void;
  isPunct(tok: Token | undefined, p: string): boolean;
  /** A number token's value, with a diagnostic for a misplaced `_` or too many digits. */
  number(tok: Token): NumberNode | null;
  /** The name (letters, digits and `_`) at the next token, read from the text, which may span tokens (`v14_x`); null when none begins there. */
  name(): NameNode | null;
  /**
   * A number with an optional minus sign (kept in the value, for the reader's own checks); null
   * after a diagnostic on the number, undefined when there is none (`missing` is then said, or
   * "expected an amount", and the rest of the line skipped).
   */
  signedNumber(missing?: {
    readonly range: Range;
    readonly code: DiagnosticCode;
    readonly message: string;
  }): { value: bigint; text: string; range: Range } | null | undefined;
}

/** A game word's reader of what follows it: the game, or null after a diagnostic. */
export type ParameterReader<G> = (reader: RulesReader, word: Token) => G | null;
