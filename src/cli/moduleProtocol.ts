// The messages between `nim-lens check --allow-modules` and its module worker (moduleWorker.ts),
// the only thread that loads a worksheet's game modules and calls them. The command's thread
// watches it: a worker that does not answer within the time a line may take is ended
// (moduleCheck.ts), and the line says so. Types only.

import { type Language } from '../core/l10n';
import { type Diagnostic } from '../core/reading/syntax';

/** What the worker is given: the worksheet, its budget, the modules to load. */
export interface ModuleWorkerData {
  readonly language: Language;
  readonly budget: number;
  readonly json: boolean;
  /** The worksheet's lines; those before `from` that are positions are blank (analysed already by an earlier worker). */
  readonly lines: readonly string[];
  /** The first line to report. */
  readonly from: number;
  /** Each module the worksheet names, by its path as written and its file URL. */
  readonly modules: readonly { readonly path: string; readonly url: string }[];
  /** Modules an earlier worker could not load (it was ended while loading one), and why. */
  readonly refused: readonly { readonly path: string; readonly reason: string }[];
}

/** One line's report, as the check report writes it. */
export interface LineOut {
  readonly line: number;
  /** The position's JSON (with --json) or its lens title; null for a line with no position. */
  readonly position: string | null;
  readonly diagnostics: readonly Diagnostic[];
}

export type FromModuleWorker =
  /** Started, before any module is loaded: the watch begins (a worker's start is not the module's time). */
  | { readonly kind: 'ready' }
  /** Loading the module of `path` (so that a worker ended now is known to have hung on it). */
  | { readonly kind: 'loading'; readonly path: string }
  /** Analysing line `line` (0-based). */
  | { readonly kind: 'start'; readonly line: number }
  | { readonly kind: 'line'; readonly out: LineOut }
  | { readonly kind: 'done' };
