// What the reading of a line gives: ranges, the diagnostic model, and the nodes of what a
// position is written with (numbers, names, edges) and the style it was written in. The bottom of
// the core: the games read their parameters and positions into these, and the worksheet's syntax
// tree (worksheet/syntax.ts) is made of them.

/** A range on one line: 0-based line, UTF-16 columns [start, end). */
export interface Range {
  readonly line: number;
  readonly start: number;
  readonly end: number;
}

export enum DiagnosticCode {
  Syntax = 'syntax',
  BadNumber = 'bad-number',
  UnknownStatement = 'unknown-statement',
  EmptySet = 'empty-set',
  NonPositiveElement = 'non-positive-element',
  EmptyRange = 'empty-range',
  DiagonalBound = 'diagonal-bound',
  BadOctalCode = 'bad-octal-code',
  /** A take-and-break code that is not one (a digit beyond V, a d0 that takes, a tail not closed, …). */
  BadCode = 'bad-code',
  /** A modifier on a digit that never leaves two heaps: it means nothing. */
  NeedlessModifier = 'needless-modifier',
  RepeatedOption = 'repeated-option',
  ContradictoryOption = 'contradictory-option',
  UnknownOption = 'unknown-option',
  BadPreference = 'bad-preference',
  RulesInvalid = 'rules-invalid',
  HeapCount = 'heap-count',
  IllegalMove = 'illegal-move',
  WrongClaim = 'wrong-claim',
  Mistake = 'mistake',
  Unknown = 'unknown',
  /** Edges with no path to the ground (Green Hackenbush): they count for nothing. */
  FloatingEdges = 'floating-edges',
  /** A claim on a position whose verdict is unknown: neither right nor wrong. */
  UndecidedClaim = 'undecided-claim',
  /** A legal step whose mistake cannot be decided, a verdict it depends on being unknown. */
  UndecidedStep = 'undecided-step',
  /** A game module's picture that breaks its contract (a script, an outside reference): not drawn. */
  RefusedPicture = 'refused-picture',
}

export type Severity = 'error' | 'warning' | 'information';

export interface Diagnostic {
  readonly range: Range;
  readonly severity: Severity;
  readonly code: DiagnosticCode;
  readonly message: string;
  /** Replacement text for `range` that corrects the finding, when there is one. */
  readonly fix?: { readonly title: string; readonly range: Range; readonly text: string };
}

export interface NumberNode {
  readonly value: bigint;
  readonly text: string;
  readonly range: Range;
}

/** How a position was written, so that an answer can be written the same way. */
export interface PositionStyle {
  /** Text before the first heap, e.g. `(` or `( `; empty without parentheses. */
  readonly open: string;
  /** Text after the last heap, e.g. `)`. */
  readonly close: string;
  /** Text between the first two heaps, e.g. `, ` or ` `. */
  readonly separator: string;
  /** Whether the sizes were written with `_` digit separators. */
  readonly underscores: boolean;
  /** A sum's position (`3 4 + 7 + (3, 5)`): each part as it was written, and the text between parts. */
  readonly parts?: { readonly styles: readonly PositionStyle[]; readonly join: string };
  /** A position a form read from its own text (games/forms/form.ts `OwnText`): that form's name and what it keeps. */
  readonly own?: OwnStyle;
}

/**
 * What a form that reads its own text keeps of how a position was written: the form's name (which
 * writes it back) and its own fields, plain values so that the play panel can keep them.
 */
export interface OwnStyle {
  readonly form: string;
  readonly [field: string]: string | number | boolean;
}

export interface PositionNode {
  /** Every heap as written, the parts of a sum one after the other. */
  readonly heaps: readonly NumberNode[];
  readonly range: Range;
  readonly style: PositionStyle;
  /** The parts of a sum's position, joined by `+`, each with its own heaps, range and style; null for one part. */
  readonly parts: readonly PositionNode[] | null;
}

/** A vertex name as written (letters, digits and `_`). */
export interface NameNode {
  readonly text: string;
  readonly range: Range;
}
