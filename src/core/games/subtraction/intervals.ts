// A subtraction game's set of amounts, as intervals: read by setReader.ts, asked by subtraction.ts.

import { compareBigints } from '../../bigint';

/** A subtraction set as sorted, disjoint, non-adjacent closed intervals of positive integers. */
export interface Interval {
  readonly lo: bigint;
  readonly hi: bigint;
}

/** Sorts and merges intervals (overlapping or adjacent ones become one). */
export function normaliseSet(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => compareBigints(a.lo, b.lo));
  const out: Interval[] = [];
  for (const iv of sorted) {
    const last = out[out.length - 1];
    if (last && iv.lo <= last.hi + 1n) {
      if (iv.hi > last.hi) out[out.length - 1] = { lo: last.lo, hi: iv.hi };
    } else {
      out.push(iv);
    }
  }
  return out;
}

export function setContains(set: readonly Interval[], s: bigint): boolean {
  for (const iv of set) if (s >= iv.lo && s <= iv.hi) return true;
  return false;
}

export function setSize(set: readonly Interval[]): bigint {
  let n = 0n;
  for (const iv of set) n += iv.hi - iv.lo + 1n;
  return n;
}

export function setMax(set: readonly Interval[]): bigint {
  const last = set[set.length - 1];
  return last ? last.hi : 0n;
}

export function setMin(set: readonly Interval[]): bigint {
  const first = set[0];
  return first ? first.lo : 0n;
}

/** The set's text: `1..3` for one long run, else `{1, 3, 4}` with long runs written `a..b`. */
export function setText(set: readonly Interval[]): string {
  const only = set[0];
  if (set.length === 1 && only && only.hi - only.lo >= 2n) return `${only.lo}..${only.hi}`;
  const parts: string[] = [];
  for (const iv of set) {
    if (iv.hi - iv.lo >= 2n) parts.push(`${iv.lo}..${iv.hi}`);
    else for (let s = iv.lo; s <= iv.hi; s++) parts.push(String(s));
  }
  return `{${parts.join(', ')}}`;
}
