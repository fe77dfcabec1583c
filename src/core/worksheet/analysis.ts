// What an analysis of a worksheet answers, line by line: types only, shared by the analyser, the
// position checks and the caches without a cycle between them.

import { type Legality } from '../move';
import { type Preference } from '../preference';
import { type Rules } from '../rules';
import { type Verdict } from '../verdict';
import { type Diagnostic, type Range } from '../reading/syntax';
import { type ParsedLine, type Statement } from './syntax';

/** A position to decide with a larger budget (in the editor, off the extension host's thread). */
export interface SearchJob {
  readonly key: string;
  readonly rules: Rules;
  readonly preference: Preference;
  readonly heaps: readonly bigint[];
}

export interface StepAnalysis {
  /** Index of the target item in the line (1 for the first `->`). */
  readonly index: number;
  readonly range: Range;
  readonly legality: Legality;
  /** True when the step left a win to a winning position for the opponent; null when unknown or illegal. */
  readonly mistake: boolean | null;
}

export interface PositionAnalysis {
  /** 0-based line. */
  readonly line: number;
  readonly statement: Extract<Statement, { kind: 'position' }>;
  /** Null when the rules line in force has errors. */
  readonly rules: Rules | null;
  readonly rulesLine: number | null;
  readonly preference: Preference;
  /** Verdict for each item of the line (null where the item cannot be solved, e.g. wrong heap count). */
  readonly verdicts: readonly (Verdict | null)[];
  /**
   * The vector each item was read as (the solver's: a sum's parts in one vector), null where it does
   * not fit the rules or the rules line has an error: the lens, the hover, the panel and the CLI
   * take it from here and never read a written position again.
   */
  readonly vectors: readonly (readonly bigint[] | null)[];
  readonly steps: readonly StepAnalysis[];
}

export interface WorksheetAnalysis {
  readonly lines: readonly ParsedLine[];
  readonly positions: readonly PositionAnalysis[];
  readonly diagnostics: readonly Diagnostic[];
}

/** Everything about one line, handed over as soon as the line is analysed. */
export interface LineReport {
  readonly line: number;
  readonly parsed: ParsedLine;
  readonly position: PositionAnalysis | null;
  /** The line's diagnostics, syntax first. */
  readonly diagnostics: readonly Diagnostic[];
}
