import type { Rules } from '../core/rules';
import type { Preference, Verdict } from '../core/solve';

/** Sent to the search worker; bigints cross by structured clone. */
export interface SearchRequest {
  readonly id: number;
  readonly rules: Rules;
  readonly preference: Preference;
  readonly heaps: readonly bigint[];
  readonly budget: number;
}

export type SearchResponse = { readonly id: number; readonly verdict: Verdict } | { readonly id: number; readonly error: string };
