import type { Preference } from '../core/preference';
import type { Rules } from '../core/rules';
import type { Verdict } from '../core/verdict';

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
