// Moore's Nim by its binary columns (Moore 1910): the positions whose every column holds a
// multiple of K + 1 ones are the losses of normal play. This module answers, for heaps of any size,
// how many moves reach such positions and the fewest tokens such a move takes, by one
// digit-by-digit pass over the columns from the highest; listing.ts lists the moves in order.
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

/** What one pass counts: the moves of a position (every heap may be touched, at most `touchable` of them) to positions of a kind. */
export interface ColumnQuery {
  readonly heaps: readonly bigint[];
  /** K + 1: every column's ones must be a multiple of it. */
  readonly modulus: bigint;
  /** At most this many heaps are touched (at least one). */
  readonly touchable: number;
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
  /** The heaps that have dropped, ascending, and their set's key. */
  readonly dropped: readonly number[];
  readonly setKey: number;
  /** A heap of 2 or more seen (a 1 above column 0). */
  readonly large: boolean;
  value: bigint;
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
  const heapDigits = q.heaps.map((h) => h.toString(2));
  // Column 0 always: the all-small rule asks something of it even when every heap is empty.
  let top = 1;
  for (const d of heapDigits) top = Math.max(top, d.length);

  let states = new Map<number, State>();
  states.set(0, { dropped: [], setKey: 0, large: false, value: mode === 'count' ? 1n : 0n });

  for (let b = top - 1; b >= 0; b--) {
    const bit = 1n << BigInt(b);
    const onesHere: number[] = [];
    for (let i = 0; i < n; i++) if (bitOf(heapDigits[i]!, b) === 1) onesHere.push(i);
    const next = new Map<number, State>();
    for (const s of states.values()) {
      // Heaps not yet dropped with a 1 here: each keeps it or drops here.
      const free = s.dropped.length;
      const ones = free === 0 ? onesHere : onesHere.filter((i) => !s.dropped.includes(i));
      // Every set of at most `room` of those heaps drops here.
      const within = everySubset(ones, q.touchable - free, (drop) => {
        if (!budget.spend(1 + free)) return false;
        const dropped = drop.length ? merged(s.dropped, drop) : s.dropped;
        const setKey = drop.length ? sets.keyOf(dropped) : s.setKey;
        const kept = ones.length - drop.length;
        // x of the free heaps put a 1 here.
        for (let x = 0; x <= free; x++) {
          const total = kept + x;
          if (!columnAllows(q.small, b, total, m)) continue;
          const large = s.large || (b >= 1 && total > 0);
          const key = setKey * 2 + (large ? 1 : 0);
          const add = mode === 'count' ? s.value * binomial(free, x) : s.value + bit * BigInt(total);
          const old = next.get(key);
          if (!old) next.set(key, { dropped, setKey, large, value: add });
          else if (mode === 'count') old.value += add;
          else if (add > old.value) old.value = add;
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
    if (s.dropped.length === 0) continue;
    if (q.needLarge && !s.large) continue;
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
