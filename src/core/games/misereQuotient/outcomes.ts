// Misère outcomes by exhaustive search, for the quotient engine's questions: a position (heap sizes,
// ascending) is a P-position when it has a move and every move leads to an N-position; a position
// without a move is an N-position (the player to move cannot, and wins). Positions whose heaps are
// all within a level the engine has proved are answered by that level's quotient, so a search only
// walks the positions that still hold a larger heap.

import { type WorkMeter } from './workMeter';
import { type FiniteMonoid } from './monoid';
import { type HeapRules } from './heapRules';

/** A quotient proved for every position of heaps up to `level`. */
export interface ProvedLevel {
  readonly level: number;
  readonly monoid: FiniteMonoid;
  readonly phi: readonly number[];
  readonly inP: Uint8Array;
}

/** Thrown inside the engine when its work runs out; caught where a step starts, never seen outside. */
export class OutOfWork extends Error {
  constructor() {
    super('out of work');
  }
}

/** Merges two ascending lists of heap sizes. */
export function mergeHeaps(a: readonly number[], b: readonly number[]): number[] {
  if (!a.length) return b.slice();
  if (!b.length) return a.slice();
  const out = new Array<number>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = a[i]! <= b[j]! ? a[i++]! : b[j++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

/** The position after heap number i (its index in the list) became `pieces`. */
export function replaceHeap(heaps: readonly number[], i: number, pieces: readonly number[]): number[] {
  const rest = heaps.slice(0, i).concat(heaps.slice(i + 1));
  return pieces.length
    ? mergeHeaps(rest, pieces.length === 2 && pieces[0]! > pieces[1]! ? [pieces[1]!, pieces[0]!] : pieces)
    : rest;
}

/**
 * Positions kept at most: past it the memo starts again (a bound on memory, about 150 MB for
 * positions of a dozen heaps; answers never change). Within a budget the positions are fewer: each
 * was charged as work.
 */
const MEMO_LIMIT = 1_000_000;

/** Work between two checkpoints of a watched engine: a few milliseconds. */
const CHECKPOINT_WORK = 10_000;

/**
 * What looking at one option of a position of n heaps costs, in budget units: as the exhaustive
 * search's move (core/budget.ts), one unit and one more per two heaps copied, keyed and kept (about
 * 2 µs for a dozen heaps here; counted one a piece, the learner went at a third of the budget's rate).
 */
export function optionWork(n: number): number {
  return 1 + (n >> 1);
}

export class MisereOutcomes implements WorkMeter {
  private readonly memo = new Map<string, boolean>();
  /** The work spent so far (options looked at, at `optionWork`, and what the engine adds); compared with its allowance. */
  work = 0;
  /** The work allowed: past it, OutOfWork is thrown. */
  private allowance = Infinity;
  /** Where the work is next compared: the allowance, or the next checkpoint of a watched engine. */
  limit = Infinity;
  /** Asked at every checkpoint (about CHECKPOINT_WORK apart) while the engine works: false stops it as if the work ran out. */
  checkpoint: (() => boolean) | null = null;
  /** The largest level proved, answering every position within it. */
  proved: ProvedLevel | null = null;

  constructor(private readonly rules: HeapRules) {}

  get positions(): number {
    return this.memo.size;
  }

  /** Allows work up to `allowance` (counted from the start), with the first checkpoint where one is asked. */
  allow(allowance: number): void {
    this.allowance = allowance;
    this.limit = this.checkpoint ? Math.min(allowance, this.work + CHECKPOINT_WORK) : allowance;
  }

  overLimit(): void {
    if (this.work > this.allowance || (this.checkpoint && !this.checkpoint())) throw new OutOfWork();
    this.allow(this.allowance);
  }

  /** Drops the positions kept (memory): answers are the same, computed again if asked. */
  forget(): void {
    this.memo.clear();
  }

  /** The class of a position within the proved level, or null when a heap is beyond it. */
  provedClass(heaps: readonly number[]): number | null {
    const p = this.proved;
    if (!p || (heaps.length && heaps[heaps.length - 1]! > p.level)) return null;
    return p.monoid.classOf(p.phi, heaps);
  }

  /** Whether the position (heap sizes ascending, no zeros) is a misère P-position. */
  isP(heaps: readonly number[]): boolean {
    if (heaps.length === 0) return false;
    const known = this.provedClass(heaps);
    if (known !== null) return this.proved!.inP[known] === 1;
    const key = heaps.join(',');
    const memo = this.memo.get(key);
    if (memo !== undefined) return memo;
    let moved = false;
    let p = true;
    let last = heaps.length - 1;
    const proved = this.proved;
    // An option costs a unit, and one more per two heaps: its position is copied, keyed and kept.
    const work = optionWork(heaps.length);
    // One heap just beyond the proved level: its moves lead within the level, so they are its
    // options' classes (each once) times the class of the other heaps.
    if (proved && heaps[last]! === proved.level + 1 && (last === 0 || heaps[last - 1]! <= proved.level)) {
      const y = proved.monoid.classOf(proved.phi, heaps.slice(0, last));
      for (const w of this.omegaBeyond(proved)) {
        // A class looked up, no position made: a unit.
        if (++this.work > this.limit) this.overLimit();
        moved = true;
        if (proved.inP[proved.monoid.product(y, w)] === 1) {
          p = false;
          break;
        }
      }
      last--; // that heap is done: the others' moves below
    }
    for (let i = 0; i <= last && p; i++) {
      if (i > 0 && heaps[i] === heaps[i - 1]) continue;
      if (this.rules.options(heaps[i]!).length) moved = true;
      p = this.noMoveToP(heaps, i, work);
    }
    const result = moved && p;
    if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
    this.memo.set(key, result);
    return result;
  }

  /** Whether no move in heap number i leads to a P-position, each option at `work`. */
  private noMoveToP(heaps: readonly number[], i: number, work: number): boolean {
    for (const option of this.rules.options(heaps[i]!)) {
      if ((this.work += work) > this.limit) this.overLimit();
      if (this.isP(replaceHeap(heaps, i, option))) return false;
    }
    return true;
  }

  private omegaLevel: ProvedLevel | null = null;
  private omega: readonly number[] = [];

  /** The classes of the options of a heap one beyond the proved level, each once. */
  private omegaBeyond(proved: ProvedLevel): readonly number[] {
    if (this.omegaLevel !== proved) {
      this.omega = proved.monoid.optionClasses(this.rules, proved.phi, proved.level + 1, this);
      this.omegaLevel = proved;
    }
    return this.omega;
  }

  /** Every option of a position, each the heaps it leaves (ascending). */
  *optionsOf(heaps: readonly number[]): Generator<number[]> {
    for (let i = 0; i < heaps.length; i++) {
      if (i > 0 && heaps[i] === heaps[i - 1]) continue;
      for (const option of this.rules.options(heaps[i]!)) yield replaceHeap(heaps, i, option);
    }
  }
}
