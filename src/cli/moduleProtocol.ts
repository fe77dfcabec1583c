// The messages between `nim-lens check --allow-modules` (and `grade`, `puzzles`) and its module
// worker (moduleWorker.ts), the only thread that loads game modules and calls them: the core's
// module session (core/worksheet/moduleSession.ts), each line's report written as the check report
// writes it, or a practice sheet of puzzles. The command's thread watches it (moduleCheck.ts,
// modulePuzzles.ts).

import { type Language } from '../core/l10n';
import { type PracticeLine } from '../core/practice/practiceSheet';
import { type Diagnostic } from '../core/reading/syntax';
import { type ModuleSessionMessage, type ModuleSessionStart } from '../core/worksheet/moduleSession';
import { type PuzzleArgs } from './puzzles';

/** What the worker is given: the session, the language and form of the report, each module's file URL. */
export interface ModuleWorkerData {
  readonly language: Language;
  readonly json: boolean;
  /** For `grade`: each position's line as a practice sheet grades it. */
  readonly grade?: boolean;
  readonly session: ModuleSessionStart;
  /** The file URL of each module, by its path as written. */
  readonly urls: Readonly<Record<string, string>>;
}

/** One line's report, as the check report writes it. */
export interface LineOut {
  readonly line: number;
  /** The position's JSON (with --json) or its lens title; null for a line with no position. */
  readonly position: string | null;
  readonly diagnostics: readonly Diagnostic[];
  /** For `grade`: the position's line as a practice sheet grades it. */
  readonly practice?: PracticeLine;
  /** The line's analysis failed: a module's fault, or its worker was ended on it (its diagnostic says which). */
  readonly broken?: true;
}

/** A line whose analysis failed, as its diagnostic says. */
export function brokenLine(line: number, diagnostic: Diagnostic): LineOut {
  return { line, position: null, diagnostics: [diagnostic], broken: true };
}

export type FromModuleWorker = ModuleSessionMessage<LineOut>;

/** What the worker is given for `puzzles --allow-modules`: the sheet's arguments, each module's file URL. */
export interface PuzzlesWorkerData {
  readonly language: Language;
  readonly puzzles: PuzzleArgs;
  readonly urls: Readonly<Record<string, string>>;
}

/** What the puzzles worker says: started, then what the command writes, then its exit status. */
export type FromPuzzlesWorker =
  | { readonly kind: 'ready' }
  | { readonly kind: 'write'; readonly text: string }
  | { readonly kind: 'err'; readonly text: string }
  | { readonly kind: 'done'; readonly status: number };
