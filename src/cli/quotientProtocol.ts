// The messages between `nim-lens quotient` and its worker thread (quotientWorker.ts), which runs
// the engine so that the command's own thread stays free to show progress and to hear Ctrl-C; and
// between `nim-lens quotient PATTERN` and its worker threads, each computing one code at a time.

import { type Language } from '../core/l10n';
import { type QuotientSweepLine } from './quotientSweepCodes';

/** What the worker is to compute, checked by the command first. */
export interface QuotientJob {
  /** The rules line, its canonical text (normal play: the quotient is of misère play whatever the line says). */
  readonly rules: string;
  readonly maxHeap: number;
  /** The work allowed in all, in budget units; null for no bound (Ctrl-C stops it). */
  readonly budget: number | null;
  readonly json: boolean;
  /** With `--out FILE`: the file's text when opened (the heaps an earlier run proved), and each proved heap is sent back as a line. */
  readonly resume: string | null;
  /** The file's name, for messages. */
  readonly out: string | null;
}

export interface QuotientWorkerData {
  readonly job: QuotientJob;
  readonly language: Language;
  /** Set to 1 by the command to stop the engine (Ctrl-C): it ends the level it is on and reports what it proved. */
  readonly stop: Int32Array;
}

/** How far the engine got: the heaps proved, the order of their quotient, the work, the positions kept. */
export interface QuotientProgress {
  readonly heap: number;
  readonly order: number;
  readonly work: number;
  readonly positions: number;
}

export type FromQuotientWorker =
  | ({ readonly kind: 'progress' } & QuotientProgress)
  /** A line for `--out FILE` (a heap proved), newline included. */
  | { readonly kind: 'line'; readonly text: string }
  | { readonly kind: 'done'; readonly out: string; readonly err: string; readonly status: number };

/** A worker thread of `nim-lens quotient PATTERN` is started with this: it then computes each code it is sent. */
export interface QuotientSweepWorkerData {
  readonly sweep: true;
  readonly language: Language;
}

/** A code of the pattern to compute. */
export interface ToQuotientSweepWorker {
  readonly pattern: string;
  readonly maxHeap: number;
  readonly budget: number;
  readonly index: number;
  readonly code: string;
}

/** A code's progress (the heaps proved), or its line (null: the code has no quotient here). */
export type FromQuotientSweepWorker =
  | { readonly kind: 'progress'; readonly index: number; readonly heap: number; readonly order: number }
  | { readonly kind: 'line'; readonly index: number; readonly line: QuotientSweepLine | null };
