// The period of one heap's Grundy values at research scale (`nim-lens period`, `sweep`): the table
// grows until the generalised Guy–Smith theorem (breakTable.ts) proves a period, or `max` values.
//
// A proof is looked for in linear time, not by a check of every period at every value:
//  - a candidate period p is followed value by value: each new G(n) ≠ G(n − p) moves its last
//    exception, so the values its proof needs, M·max(n0, 1) + M·p + k, are always known, and the
//    table stops at the first length that proves it;
//  - the candidate is found at checkpoints (the table 5/4 as long as at the last one): any period a
//    table of N values proves has its preperiod below N/2, so the suffix G(N/2) … G(N − 1) has that
//    period, and its least period (by the prefix function, linear) is the candidate; its last
//    exception is read backwards from N/2. The last quarter's least period is tried too: it is
//    past a long preperiod at a shorter table, so the candidate is followed from sooner. Both come
//    from one prefix function of the half read backwards (the periods of its suffixes). (With
//    M = 1 the bound is n0 + p + k, so n0 can pass N/2: those codes have every period checked at
//    once at each checkpoint instead, up to 2^24 values.) The least period of that suffix is the least period the
//    values prove whenever they prove one with it (a smaller period proved would be a period of the
//    suffix), so the answer is the one `table` gives for the same values (periodProof.ts).
// Memory: the table (4 bytes a value: the sparse-space method reads every earlier value) and, at a
// checkpoint, the prefix function of half of it (2 bytes a value), both allocated once for `max`
// values and touched only as far as they are used.

import { provedPeriod } from '../periodProof';
import { finiteWithoutModifiers, type TakeAndBreakCode, mostHeapsLeft, normalCode } from './code';
import { grundyTable, type SparseStats, tableMethod } from './grundyTable';

export interface PeriodSearchOptions {
  /** The most values computed. */
  readonly max: number;
  /** Called now and then with the values done, the largest so far and the sparse space. */
  readonly onProgress?: (done: number, largest: number, stats: Readonly<SparseStats>) => void;
  /** Asked now and then; true stops the search (an open answer for the values so far). */
  readonly shouldStop?: () => boolean;
  /** Shown the values and the period found once the search ends (a sweep's fingerprint of them). */
  readonly onValues?: (values: Uint32Array, found: PeriodFound | null) => void;
}

export interface PeriodFound {
  readonly period: number;
  /** The first n from which G(n + p) = G(n) (the last exception is n − 1). */
  readonly preperiod: number;
  /** The values the proof needs: G(0) … G(provedAt − 1). */
  readonly provedAt: number;
}

export interface PeriodSearch {
  /** The period proved, or null: none up to `values`. */
  readonly found: PeriodFound | null;
  /** Whether the theorem applies to the code at all (finite, no modifiers): otherwise nothing is proved. */
  readonly theorem: boolean;
  /** Values computed. */
  readonly values: number;
  readonly largest: number;
  readonly stats: Readonly<SparseStats>;
  readonly method: 'sparse space' | 'plain mex';
  /** The theorem's constants: the most heaps a move leaves, the most tokens it takes. */
  readonly heapsLeft: number;
  readonly removal: number;
  /** Whether `shouldStop` ended it. */
  readonly stopped: boolean;
}

/** The memory a search of `max` values may use, in bytes (the table and the checkpoint's prefix function). */
export function periodSearchBytes(max: number): number {
  return 4 * max + 4 * Math.ceil(max / 2) + 4 * Math.min(max, EXACT_ONE_HEAP_VALUES);
}

/** The most values a search holds (a typed array's limit, 2^32 bytes, for the 4-byte table). */
export const MAX_PERIOD_VALUES = 1_000_000_000;

/** The table grows by at least this factor between two checkpoints. */
const CHECKPOINT_GROWTH = 1.25;
/** The first checkpoint. */
const FIRST_CHECKPOINT = 32;
/** Codes that leave at most one heap are checked for every period at once up to this many values (64 MB). */
const EXACT_ONE_HEAP_VALUES = 1 << 24;

/** Where p holds from, given that it holds from `from` on: one past the last n < from with G(n) ≠ G(n + p). */
function preperiodBelow(g: Uint32Array, from: number, p: number): number {
  let i = from - 1;
  while (i >= 0 && g[i] === g[i + p]) i--;
  return i + 1;
}

/** A candidate period, followed value by value. */
interface Candidate {
  period: number;
  preperiod: number;
  needs: number;
}

/**
 * G(0), G(1), … of the code until a period is proved or `max` values exist. Only a finite code
 * without modifiers (`theorem`) gets a period; the others are computed to `max` (or until stopped).
 */
export function searchPeriod(code: TakeAndBreakCode, options: PeriodSearchOptions): PeriodSearch {
  const normal = normalCode(code);
  const k = normal.digits.length;
  const m = Math.max(1, mostHeapsLeft(normal));
  const theorem = finiteWithoutModifiers(code);
  const max = Math.max(2, Math.min(MAX_PERIOD_VALUES, Math.floor(options.max)));
  const stats: SparseStats = { mask: 0, twist: 0, rareCount: 0, lastRare: 0 };
  const needsFor = (p: number, n0: number): number => m * Math.max(n0, 1) + m * p + k;

  let prefix: Int32Array | null = null;
  let candidate: Candidate | null = null;
  let followed = 1; // values before this index have been compared with the candidate
  let largest = 0;
  let scanned = 0; // values before this index have been looked at for the largest
  let nextCheckpoint = FIRST_CHECKPOINT;
  let found: PeriodFound | null = null;
  let stopped = false;

  /**
   * The least periods of the last `short` and of the last `long` values of g[0 … to), short ≤ long:
   * one prefix function of those `long` values read backwards gives the least period of each of
   * their suffixes at once (a sequence and its reverse have the same periods).
   */
  const suffixPeriods = (g: Uint32Array, to: number, short: number, long: number): [number, number] => {
    prefix ??= new Int32Array(Math.ceil(max / 2) + 1);
    const pi = prefix;
    const last = to - 1; // the i-th value read backwards is g[last − i]
    pi[0] = 0;
    for (let i = 1; i < long; i++) {
      let j = pi[i - 1]!;
      const v = g[last - i]!;
      while (j > 0 && g[last - j] !== v) j = pi[j - 1]!;
      if (g[last - j] === v) j++;
      pi[i] = j;
    }
    return [short - pi[short - 1]!, long - pi[long - 1]!];
  };

  /** The candidate of a least period p of g[from … to), with its last exception before `from`; null where p is no period (p ≥ the length). */
  const candidateOf = (g: Uint32Array, from: number, to: number, p: number): Candidate | null => {
    if (to - from < 2 || p >= to - from) return null;
    const preperiod = preperiodBelow(g, from, p);
    return { period: p, preperiod, needs: needsFor(p, preperiod) };
  };

  /**
   * The least period, once `proved` is: it divides the proved one (the tail has both periods), and a
   * divisor d is a period of the whole tail when G(n + d) = G(n) over one period of it, from the proved
   * preperiod on (every later n is one of those plus a multiple of p). Its own last exception is
   * read backwards from there, and it proves itself from fewer values (its M·n0 + M·d + k is smaller).
   */
  const leastPeriod = (g: Uint32Array, done: number, proved: Candidate): PeriodFound => {
    const { period: p, preperiod: from } = proved;
    for (let d = 1; d < p; d++) {
      // A divisor whose check would read past the values computed is not tried (M = 1 only).
      if (p % d !== 0 || from + p + d > done) continue;
      let n = from;
      while (n < from + p && g[n] === g[n + d]) n++;
      if (n < from + p) continue;
      const preperiod = preperiodBelow(g, from, d);
      return { period: d, preperiod, provedAt: needsFor(d, preperiod) };
    }
    return { period: p, preperiod: from, provedAt: proved.needs };
  };

  /** The largest value among those not looked at yet, up to `done`. */
  const noteLargest = (g: Uint32Array, done: number): void => {
    for (let n = scanned; n < done; n++) if (g[n]! > largest) largest = g[n]!;
    scanned = Math.max(scanned, done);
  };

  /** Follows the candidate through the values up to `done`, and looks for one at a checkpoint; true once proved. */
  const follow = (g: Uint32Array, done: number): boolean => {
    noteLargest(g, done);
    if (!theorem) return false;
    const c = candidate;
    if (c) {
      // Each exception moves the preperiod, so the values the proof needs grow; the loop reads them anew.
      const p = c.period;
      let n = Math.max(followed, p);
      for (; n < done && n < c.needs; n++)
        if (g[n] !== g[n - p]) {
          c.preperiod = n - p + 1;
          c.needs = needsFor(p, c.preperiod);
        }
      followed = n;
      if (followed >= c.needs) {
        found = leastPeriod(g, done, c);
        return true;
      }
    }
    if (done < nextCheckpoint) return false;
    nextCheckpoint = Math.max(Math.ceil(done * CHECKPOINT_GROWTH), done + 1);
    if (m === 1 && done <= EXACT_ONE_HEAP_VALUES) {
      // One heap left at most: the bound n0 + p + k lets n0 and p both pass N/2, so the halves
      // below may not hold the period; every period is checked at once instead (periodProof.ts).
      const exact = provedPeriod(g.subarray(0, done), m, k);
      if (!exact) return false;
      found = { period: exact.period, preperiod: exact.preperiod, provedAt: exact.provedFrom };
      return true;
    }
    // The last quarter is past a long preperiod sooner than the half (0.354: the proof is then seen
    // at its 20,126,195 values, not at the next checkpoint); the half holds longer periods.
    const [quarterPeriod, halfPeriod] = suffixPeriods(g, done, Math.max(1, done >> 2), done - (done >> 1));
    let fresh = candidateOf(g, done - (done >> 2), done, quarterPeriod);
    const half = candidateOf(g, done >> 1, done, halfPeriod);
    if (half && (!fresh || half.needs < fresh.needs)) fresh = half;
    if (!fresh || (c && fresh.needs >= c.needs)) return false;
    candidate = fresh;
    followed = done;
    if (fresh.needs > done) return false;
    found = leastPeriod(g, done, fresh);
    return true;
  };

  const g = grundyTable(code, max, {
    stats,
    onCheck: (values, done) => {
      const proved = follow(values, done);
      options.onProgress?.(done, largest, stats);
      if (proved) return true;
      if (options.shouldStop?.()) {
        stopped = true;
        return true;
      }
      return false;
    },
  });
  if (!found && !stopped) {
    nextCheckpoint = 0; // the whole table looked at once more
    follow(g, g.length);
  }
  noteLargest(g, g.length);
  options.onValues?.(g, found);
  return {
    found,
    theorem,
    values: g.length,
    largest,
    stats,
    method: tableMethod(code),
    heapsLeft: m,
    removal: k,
    stopped,
  };
}
