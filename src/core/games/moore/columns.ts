// Moore's Nim by its binary columns (Moore 1910): the positions whose every column holds a
// multiple of K + 1 ones are the losses of normal play. This module answers, for heaps of any size,
// how many moves reach such positions and which takes fewest tokens (the first such in the order of
// ties), by one digit-by-digit pass over the columns from the highest; listing.ts lists them.
//
// The pass follows every heap's new value bit by bit. A heap a move may touch keeps its own bits
// until the first column where it puts a 0 on a 1 of the heap (it "drops" there, and is then below
// its old size whatever follows, so its lower bits are free); a heap that never drops is untouched.
// The state of the pass is the set of heaps that have dropped (at most K of them, heapSets.ts):
// heaps that have not yet dropped are told apart by their remaining bits, free ones only by how
// many they are.

import { everySubset, HeapSets, merged } from './heapSets';

/** Ones in each binary column, from the lowest. */
export function columnCounts(heaps: readonly bigint[]): number[] {
  const counts: number[] = [];
  for (const h of heaps) {
    const bits = h.toString(2);
    for (let b = 0; b < bits.length; b++) {
      if (bits[bits.length - 1 - b] === '1') counts[b] = (counts[b] ?? 0) + 1;
      else counts[b] ??= 0;
    }
  }
  return counts;
}

/** What a heap's new value may be, in one pass. */
export type HeapConstraint =
  | { readonly kind: 'fixed'; readonly value: bigint }
  /** Its old value or less: untouched, or touched (it drops somewhere), counted against `touchable`. */
  | { readonly kind: 'optional' }
  /** Touched already, to a value in [lo, hi] (the heap a listing is choosing an amount for). */
  | { readonly kind: 'interval'; readonly lo: bigint; readonly hi: bigint };

export interface ColumnQuery {
  readonly heaps: readonly bigint[];
  readonly constraints: readonly HeapConstraint[];
  /** K + 1: every column's ones must be a multiple of it. */
  readonly modulus: bigint;
  /** At most this many optional heaps are touched. */
  readonly touchable: number;
  /** At least this many optional heaps are touched (0 or 1). */
  readonly needTouched: number;
  /** The new position must have a heap of 2 or more (misère play's losses beside the all-small ones). */
  readonly needLarge: boolean;
  /**
   * Misère play's other losses instead: no heap above 1, and the heaps of 1 one more than a
   * multiple of K + 1.
   */
  readonly small: boolean;
}

/** Work (state transitions) one pass may do before it gives up: the answers are exact or absent. */
export class ColumnBudget {
  constructor(public left: number) {}
  spend(n: number): boolean {
    this.left -= n;
    return this.left >= 0;
  }
}

interface State {
  /** The optional heaps that have dropped, ascending, and their set's key. */
  readonly dropped: readonly number[];
  readonly setKey: number;
  /** Bits: 1 = the interval heap is still equal to lo's prefix, 2 = to hi's; 4 = a heap of 2 or more seen. */
  readonly flags: number;
  value: bigint;
}

const LOW = 1;
const HIGH = 2;
const LARGE = 4;

function bitLength(x: bigint): number {
  return x === 0n ? 0 : x.toString(2).length;
}

const binomials: bigint[][] = [[1n]];
function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  while (binomials.length <= n) {
    const prev = binomials[binomials.length - 1]!;
    const row = [1n];
    for (let i = 1; i < prev.length; i++) row.push(prev[i - 1]! + prev[i]!);
    row.push(1n);
    binomials.push(row);
  }
  return binomials[n]![k]!;
}

/** Bit b of a number written in binary (`digits`), 0 beyond its length. */
export function bitOf(digits: string, b: number): number {
  return b < digits.length && digits.charCodeAt(digits.length - 1 - b) === 49 ? 1 : 0;
}

/** Whether a column of `total` ones fits: Moore's multiple of m, or the all-small rule's (none above column 0, there one more than a multiple). */
export function columnAllows(small: boolean, b: number, total: number, m: number): boolean {
  if (!small) return total % m === 0;
  return b > 0 ? total === 0 : total % m === 1 % m;
}

/**
 * One pass: `count` — how many new positions satisfy the query (each a distinct move);
 * `best` — the largest total of the new heaps among them (the move taking fewest tokens), or -1
 * when there is none. Null when the budget runs out (or the sets of heaps touched have no key).
 */
export function columnPass(q: ColumnQuery, mode: 'count' | 'best', budget: ColumnBudget): bigint | null {
  const n = q.heaps.length;
  const sets = new HeapSets(n, q.touchable);
  if (!sets.fits) return null;
  // Ones in a column are at most n: a modulus beyond n asks for none (and keeps the arithmetic in numbers).
  const m = q.modulus > BigInt(n) ? n + 1 : Number(q.modulus);
  let ivl: Extract<HeapConstraint, { kind: 'interval' }> | null = null;
  const fixed: string[] = [];
  const heapDigits = q.heaps.map((h) => h.toString(2));
  // Column 0 always: the all-small rule asks something of it even when every heap is empty.
  let top = 1;
  const optional: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = q.constraints[i]!;
    top = Math.max(top, heapDigits[i]!.length);
    if (c.kind === 'fixed') {
      const d = c.value.toString(2);
      fixed.push(d);
      top = Math.max(top, d.length);
    } else if (c.kind === 'interval') {
      ivl = c;
      top = Math.max(top, bitLength(c.hi));
    } else optional.push(i);
  }
  if (ivl && ivl.lo > ivl.hi) return mode === 'count' ? 0n : -1n;
  const loDigits = ivl ? ivl.lo.toString(2) : '';
  const hiDigits = ivl ? ivl.hi.toString(2) : '';

  let states = new Map<number, State>();
  const startFlags = ivl ? LOW | HIGH : 0;
  states.set(startFlags, { dropped: [], setKey: 0, flags: startFlags, value: mode === 'count' ? 1n : 0n });

  for (let b = top - 1; b >= 0; b--) {
    const bit = 1n << BigInt(b);
    let fixedOnes = 0;
    for (const d of fixed) fixedOnes += bitOf(d, b);
    const onesHere = optional.filter((i) => bitOf(heapDigits[i]!, b) === 1);
    const loBit = ivl ? bitOf(loDigits, b) : 0;
    const hiBit = ivl ? bitOf(hiDigits, b) : 0;
    const next = new Map<number, State>();
    for (const s of states.values()) {
      // Heaps not yet dropped with a 1 here: each keeps it or drops here.
      const free = s.dropped.length;
      const ones = free === 0 ? onesHere : onesHere.filter((i) => !s.dropped.includes(i));
      const choices: number[] = [];
      if (ivl) {
        for (const c of [0, 1]) {
          if (s.flags & LOW && c < loBit) continue;
          if (s.flags & HIGH && c > hiBit) continue;
          let f = s.flags & LARGE;
          if (s.flags & LOW && c === loBit) f |= LOW;
          if (s.flags & HIGH && c === hiBit) f |= HIGH;
          choices.push(c, f);
        }
      } else choices.push(0, s.flags);
      // Every set of at most `room` of those heaps drops here.
      const within = everySubset(ones, q.touchable - free, (drop) => {
        if (!budget.spend(1 + free)) return false;
        const dropped = drop.length ? merged(s.dropped, drop) : s.dropped;
        const setKey = drop.length ? sets.keyOf(dropped) : s.setKey;
        const kept = fixedOnes + ones.length - drop.length;
        for (let c = 0; c < choices.length; c += 2) {
          const base = kept + choices[c]!;
          // x of the free heaps put a 1 here.
          for (let x = 0; x <= free; x++) {
            const total = base + x;
            if (!columnAllows(q.small, b, total, m)) continue;
            const flags = b >= 1 && total > 0 ? choices[c + 1]! | LARGE : choices[c + 1]!;
            const key = setKey * 8 + flags;
            const add = mode === 'count' ? s.value * binomial(free, x) : s.value + bit * BigInt(total);
            const old = next.get(key);
            if (!old) next.set(key, { dropped, setKey, flags, value: add });
            else if (mode === 'count') old.value += add;
            else if (add > old.value) old.value = add;
          }
        }
        return true;
      });
      if (!within) return null;
    }
    states = next;
    if (states.size === 0) break;
  }
  let result = mode === 'count' ? 0n : -1n;
  for (const s of states.values()) {
    if (s.dropped.length < q.needTouched) continue;
    if (q.needLarge && !(s.flags & LARGE)) continue;
    if (mode === 'count') result += s.value;
    else if (s.value > result) result = s.value;
  }
  return result;
}

/** One step of a move: the new value of one heap. */
export interface Change {
  readonly heap: number;
  readonly value: bigint;
}

/** The query for the moves that begin with `changes` and touch only heaps after `from` besides. */
function queryAfter(
  base: Omit<ColumnQuery, 'constraints' | 'touchable' | 'needTouched'>,
  touchable: number,
  changes: readonly Change[],
  from: number,
  interval: { readonly heap: number; readonly lo: bigint; readonly hi: bigint } | null,
): ColumnQuery {
  const constraints: HeapConstraint[] = base.heaps.map((h, i) => {
    if (interval && i === interval.heap) return { kind: 'interval', lo: interval.lo, hi: interval.hi };
    const c = changes.find((x) => x.heap === i);
    if (c) return { kind: 'fixed', value: c.value };
    return i >= from ? { kind: 'optional' } : { kind: 'fixed', value: h };
  });
  const used = changes.length + (interval ? 1 : 0);
  return { ...base, constraints, touchable: Math.max(0, touchable - used), needTouched: used === 0 ? 1 : 0 };
}

/** Whether some position satisfying the query has the wanted property (a move exists; it is the cheapest). */
type Wanted = (q: ColumnQuery) => boolean | null;

/**
 * The largest value v in [0, below) of heap `heap` such that a move beginning with `changes` and
 * then v there is wanted: the next amount in ascending order. Null on budget; undefined when none.
 */
function largestWanted(
  base: Omit<ColumnQuery, 'constraints' | 'touchable' | 'needTouched'>,
  touchable: number,
  changes: readonly Change[],
  heap: number,
  below: bigint,
  wanted: Wanted,
): bigint | null | undefined {
  if (below <= 0n) return undefined;
  const ask = (lo: bigint, hi: bigint) => wanted(queryAfter(base, touchable, changes, heap + 1, { heap, lo, hi }));
  let lo = 0n;
  let hi = below - 1n;
  const any = ask(lo, hi);
  if (any === null) return null;
  if (!any) return undefined;
  while (lo < hi) {
    // Split at the highest bit where lo and hi differ: [mid, hi] holds the larger values.
    const t = BigInt(bitLength(lo ^ hi) - 1);
    const mid = (hi >> t) << t;
    const upper = ask(mid, hi);
    if (upper === null) return null;
    if (upper) lo = mid;
    else hi = mid - 1n;
  }
  return lo;
}

/**
 * The moves whose results satisfy `wanted`, in the order of ties (the leftmost heap touched, the
 * smaller amount from it, then the next heap; a move of fewer heaps first), at most `limit`; each
 * result is reached by exactly one move, since heaps keep their places. When the budget runs out,
 * the moves found so far (the first ones in that order) and `complete` false.
 */
export function orderedChanges(
  base: Omit<ColumnQuery, 'constraints' | 'touchable' | 'needTouched'>,
  touchable: number,
  wanted: Wanted,
  limit: number,
): { readonly changes: Change[][]; readonly complete: boolean } {
  const out: Change[][] = [];
  const n = base.heaps.length;
  const visit = (changes: Change[], from: number): boolean => {
    if (changes.length > 0) {
      const alone = wanted({
        ...queryAfter(base, touchable, changes, n, null),
        touchable: 0,
        needTouched: 0,
      });
      if (alone === null) return false;
      if (alone) {
        out.push(changes.slice());
        if (out.length >= limit) return true;
      }
    }
    if (changes.length >= touchable) return true;
    for (let j = from; j < n; j++) {
      let below = base.heaps[j]!;
      for (;;) {
        const v = largestWanted(base, touchable, changes, j, below, wanted);
        if (v === null) return false;
        if (v === undefined) break;
        changes.push({ heap: j, value: v });
        const ok = visit(changes, j + 1);
        changes.pop();
        if (!ok) return false;
        if (out.length >= limit) return true;
        below = v;
      }
    }
    return true;
  };
  const complete = visit([], 0);
  return { changes: out, complete };
}
