import type { Language } from '../core/l10n';
import type { Preference } from '../core/preference';
import type { Rules } from '../core/rules';
import type { Verdict } from '../core/verdict';

/**
 * What a search thread is told when it starts, before any request: the language its answers
 * (the reasons of unknown verdicts, the methods) are written in, VS Code's display language. The
 * Node worker thread gets it as its workerData, the Web Worker as its first message.
 */
export interface SearchStart {
  readonly kind: 'start';
  readonly language: Language;
}

/** Sent to the search worker; bigints cross by structured clone. */
export interface SearchRequest {
  readonly id: number;
  readonly rules: Rules;
  readonly preference: Preference;
  readonly heaps: readonly bigint[];
  readonly budget: number;
}

export type SearchResponse =
  { readonly id: number; readonly verdict: Verdict } | { readonly id: number; readonly error: string };
