// The messages between `nim-lens sweep` and its worker threads (sweepWorker.ts).

import { type Language } from '../core/l10n';
import { type SweepLine } from './sweepCodes';

/** What a worker thread is started with: the language of the answers, and whether its tables may use WebAssembly. */
export interface SweepWorkerData {
  readonly language: Language;
  readonly kernel: boolean;
}

/** A code to compute. */
export interface ToSweepWorker {
  readonly pattern: string;
  readonly max: number;
  readonly index: number;
  readonly code: string;
}

/** A code's progress (values done), or its line (null: the code allows no move). */
export type FromSweepWorker =
  | { readonly kind: 'progress'; readonly index: number; readonly done: number }
  | { readonly kind: 'line'; readonly index: number; readonly line: SweepLine | null };
