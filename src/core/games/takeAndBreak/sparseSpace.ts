// What the two sparse-space tables share (grundyTable.ts's TypeScript loop and sparseKernel.ts's
// WebAssembly one): the options and the work meter, the looks between values, the sparse space's
// constants and choice of class, and a code's moves split by kind. The method is described at the
// top of grundyTable.ts.

import { removal } from '../plainMex';
import { type TakeAndBreakCode, largestRemoval } from './code';

export interface GrundyTableOptions {
  /** Called now and then with the number of values done. */
  readonly onProgress?: (done: number, count: number) => void;
  /** Asked now and then; when it says true the table stops and the values so far are returned. */
  readonly shouldStop?: () => boolean;
  /** Counts the work spent; the table stops (the values so far) once it reaches the meter's limit. */
  readonly meter?: WorkMeter;
  /**
   * Shown the values so far now and then (G(0) … G(done − 1) of `values`; the looks come sooner while
   * the table is short): true stops the table there. What `period` proves periods with.
   */
  readonly onCheck?: (values: Uint32Array, done: number) => boolean;
  /** Kept up to date at every look and at the end: the sparse space the table uses. */
  readonly stats?: SparseStats;
}

/** The sparse space of a table: its class, and how many heap sizes are rare under it and the last. */
export interface SparseStats {
  mask: number;
  twist: number;
  /** Rare heap sizes among 1 … done − 1 (all of them when the mask is 0: no sparse space). */
  rareCount: number;
  /** The largest rare heap size, 0 when none. */
  lastRare: number;
}

/** Work (pairs looked at, roughly) spent by a table, and the most it may spend. */
export interface WorkMeter {
  readonly limit: number;
  spent: number;
}

/** How much work (pairs looked at, roughly) between two looks at `shouldStop` and `onProgress`. */
const WORK_BETWEEN_CHECKS = 1 << 22;

/** The least work between two looks: a short table is looked at soon, so that a proof stops it soon. */
const FIRST_CHECK_WORK = 256;

/**
 * The work until the next look: as much as spent so far (the looks double, so a table that a look
 * stops has done at most twice the work it needed), at most WORK_BETWEEN_CHECKS, less when a meter's
 * limit is nearer.
 */
export function workUntilCheck(options: GrundyTableOptions, spent: number): number {
  const meter = options.meter;
  const next = Math.min(WORK_BETWEEN_CHECKS, Math.max(FIRST_CHECK_WORK, spent));
  return meter ? Math.max(1, Math.min(next, meter.limit - meter.spent)) : next;
}

/** A look after `work` more work was spent: true when the table must stop. */
export function stopAfter(
  options: GrundyTableOptions,
  work: number,
  values: Uint32Array,
  done: number,
  count: number,
): boolean {
  const meter = options.meter;
  if (meter) meter.spent += work;
  options.onProgress?.(done, count);
  if (options.onCheck?.(values, done)) return true;
  return (options.shouldStop?.() ?? false) || (meter !== undefined && meter.spent >= meter.limit);
}

/** A plain table's sparse space: none, every size counted rare. */
export function plainStats(stats: SparseStats, done: number): void {
  stats.mask = 0;
  stats.twist = 0;
  stats.rareCount = Math.max(0, done - 1);
  stats.lastRare = Math.max(0, done - 1);
}

/** No mask before this many values; then at every doubling, and whenever the values need one more bit. */
export const FIRST_MASK_AT = 64;
/** Masks are sought among values below 2^MASK_BITS only (the transform costs 2^bits · bits). */
export const MASK_BITS = 20;

/** A sparse space is used only where at most one size in this many is rare (measured: 0.005, 0.007, 0.016 with 1 in 7 run twice as fast plain). */
export const RARE_SHARE = 8;

/** Plain pairs (four a pass, no indirection) cost about a third of a pair of the sparse steps: the work counts them so. */
export const PLAIN_PAIR_SHARE = 3;

/** How many splits that met a value lately are kept (as hints for step 3) per value. */
export const HINTS = 6;
/** The scan of step 3 takes the splits of each n − j in stretches of this many smaller heaps. */
export const SCAN_STRETCH = 32;

export function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** In place: h[M] := Σ_v h[v]·(−1)^(parity of v ∧ M). */
function walshHadamard(h: Float64Array): void {
  const size = h.length;
  for (let len = 1; len < size; len *= 2)
    for (let i = 0; i < size; i += 2 * len)
      for (let k = i; k < i + len; k++) {
        const u = h[k]!;
        const w = h[k + len]!;
        h[k] = u + w;
        h[k + len] = u - w;
      }
}

/** The class of sizes under a mask: `twist` 1 for the sparse space "in the domain" (see `sparseTable`). */
export interface SparseClass {
  readonly mask: number;
  readonly twist: number;
}

/**
 * The mask (and twist, when `twists`) with fewest rare sizes among G(from) … G(n − 1), ties broken by
 * fewest among G(1) … G(n − 1), then by the larger mask (values with a new top bit are still few);
 * mask 0 (every size rare) when none does better or the best leaves too many rare sizes. By Walsh–Hadamard transforms of the histograms of
 * the values at sizes i with i − t even and odd.
 */
export function bestClass(
  g: Uint32Array,
  from: number,
  n: number,
  bits: number,
  t: number,
  twists: boolean,
): SparseClass {
  const size = 1 << bits;
  const recentEven = new Float64Array(size);
  const recentOdd = new Float64Array(size);
  const allEven = new Float64Array(size);
  const allOdd = new Float64Array(size);
  for (let i = 1; i < n; i++) {
    const v = g[i]!;
    const odd = (i ^ t) & 1;
    if (odd) {
      allOdd[v]!++;
      if (i >= from) recentOdd[v]!++;
    } else {
      allEven[v]!++;
      if (i >= from) recentEven[v]!++;
    }
  }
  for (const h of [recentEven, recentOdd, allEven, allOdd]) walshHadamard(h);
  const recent = n - from;
  const all = n - 1;
  let best: SparseClass = { mask: 0, twist: 0 };
  let bestRecent = recent;
  let bestAll = all;
  for (let twist = 0; twist <= (twists ? 1 : 0); twist++) {
    const sign = twist ? -1 : 1;
    for (let m = 1; m < size; m++) {
      const r = (recent + recentEven[m]! + sign * recentOdd[m]!) / 2;
      const a = (all + allEven[m]! + sign * allOdd[m]!) / 2;
      if (r < bestRecent || (r === bestRecent && a <= bestAll)) {
        best = { mask: m, twist };
        bestRecent = r;
        bestAll = a;
      }
    }
  }
  // Rare sizes cost more than plain pairs (step 1 reads them indirectly, step 3 scans besides): a
  // space where more than one size in RARE_SHARE is rare is slower than the plain table.
  return bestRecent * RARE_SHARE <= recent ? best : { mask: 0, twist: 0 };
}

/** A code's moves by what they leave, for the sparse-space tables (j from 1 to the largest removal). */
export interface SparseMoves {
  /** j: take a heap of exactly j. */
  readonly whole: readonly number[];
  /** j: leave one heap n − j. */
  readonly one: readonly number[];
  /** j with `=`: two equal heaps (value 0). */
  readonly halves: readonly number[];
  /** j: split n − j in two. */
  readonly split: readonly number[];
  /** Per split: 1 when the two heaps must differ (`!`, `?`). */
  readonly distinct: readonly number[];
  /** The first splitting j (0 when none): the twist's reference. */
  readonly t: number;
  /** Whether every splitting j has the parity of t, so that a twist may be tried. */
  readonly twists: boolean;
}

export function sparseMoves(code: TakeAndBreakCode): SparseMoves {
  const k = largestRemoval(code) ?? 0;
  const whole: number[] = [];
  const one: number[] = [];
  const halves: number[] = [];
  const split: number[] = [];
  const distinct: number[] = [];
  for (let j = 0; j <= k; j++) {
    const { bits, modifier } = removal(code, j);
    if (bits & 1 && j > 0) whole.push(j);
    if (bits & 2 && j > 0) one.push(j);
    if (bits & 4) {
      if (modifier === 3) halves.push(j);
      else {
        split.push(j);
        distinct.push(modifier !== 0 ? 1 : 0);
      }
    }
  }
  const t = split.length ? split[0]! : 0;
  return { whole, one, halves, split, distinct, t, twists: split.every((j) => ((j ^ t) & 1) === 0) };
}

/** parity[v] for v below size: the parity of v ∧ mask. */
export function parityTable(mask: number, size: number): Uint8Array {
  const parity = new Uint8Array(size);
  for (let v = 1; v < size; v++) parity[v] = parity[v & (v - 1)]! ^ (v & -v & mask ? 1 : 0);
  return parity;
}

/** The size of the parity table and the least size of the marks under a mask: every value so far is below 2^bits, and [2^B, 2^(B+1)) has unmet values of both parities for B ≥ bits with mask < 2^B. */
export function classSize(mask: number, bits: number): number {
  let top = bits;
  while (mask >>> top) top++;
  return 2 << top;
}
