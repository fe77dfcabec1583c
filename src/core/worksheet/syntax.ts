// The syntax tree of a worksheet: its statements and lines, made of the nodes and ranges the
// reading gives (reading/syntax.ts).

import { type Rules } from '../rules';
import { type Preference } from '../preference';
import { type Diagnostic, type PositionNode, type Range } from '../reading/syntax';
import { type OwnPart } from '../games/forms/form';

export interface ClaimNode {
  readonly value: 'win' | 'loss' | 'draw';
  readonly text: string;
  readonly range: Range;
}

export interface ItemNode {
  readonly position: PositionNode;
  readonly claim: ClaimNode | null;
}

export type Statement =
  | {
      readonly kind: 'rules';
      readonly rules: Rules | null;
      readonly range: Range;
      /**
       * A rules line with an error whose games are named: which of them write positions with names
       * (a digraph's tokens), so that the lines below are still read as its positions (not analysed).
       */
      readonly namedParts?: readonly boolean[];
      /** A rules line with an error whose games are named: which of them read their positions as any text (a game module's). */
      readonly anyTextParts?: readonly boolean[];
    }
  | { readonly kind: 'prefer'; readonly preference: Preference | null; readonly range: Range }
  /** `practice`: the worksheet is a practice sheet (anywhere in the file, for the whole file). */
  | { readonly kind: 'practice'; readonly range: Range }
  | {
      readonly kind: 'position';
      readonly items: readonly ItemNode[];
      readonly range: Range;
      readonly arrows: readonly Range[];
    };

/**
 * What the rules in force change in the reading of a line: the parts of a position written with
 * names (tokens on a digraph's vertices, `a c c`), each with its vertices — `unknown` under a rules
 * line with an error — or null for a part written otherwise; a game alone has one part.
 */
export interface LineContext {
  readonly parts: readonly (ReadonlySet<string> | 'unknown' | null)[];
  /** The parts written in a form that reads its own text (Poker Nim's `3 4 5 | 2 0`), each with that form; null for the others. */
  readonly forms?: readonly (OwnPart | null)[];
  /**
   * The rules in force are unknown (a rules line with an error): a part that is not heaps but that
   * some game's form reads as its own text (`THHTH`, `0-1`) is read so; such lines are not analysed.
   */
  readonly anyForm?: boolean;
}

/** The context of rules whose positions have no names: every line is read alike. */
export const PLAIN_CONTEXT: LineContext = { parts: [] };

export interface ParsedLine {
  readonly statement: Statement | null;
  readonly diagnostics: readonly Diagnostic[];
  /** Column where a `#` comment starts, or null. */
  readonly commentStart: number | null;
}
