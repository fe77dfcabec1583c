// Grundy values by the definition, mex over the options, for games with no closed form for them
// (what a sum asks of Moore's Nim, Fibonacci Nim): memoised, and within a budget of moves examined
// per question, so that a sum with such a part is `unknown` beyond it, never a guess.

import { plural } from '../l10n';
import { type Move } from '../move';
import { type GrundyValues, type MovesToValue } from './definition';

export interface MexGame {
  /** Every move of a position (small ones only: each is examined). */
  moves(heaps: readonly bigint[]): Iterable<Move>;
  /** Equal for positions the rules cannot tell apart. */
  key(heaps: readonly bigint[]): string;
  /** How a value is known, for a sum's row. */
  why(heaps: readonly bigint[], value: bigint): string;
  /** How many moves the position has: beyond the budget it is refused at once, without listing them. */
  moveCount(heaps: readonly bigint[]): bigint;
}

/**
 * Positions kept at most between questions: memory stays bounded whatever is asked. Within one,
 * each option examined costs its number of heaps (it is copied and keyed): the budget bounds the
 * options kept as well as the time (300 heaps a position, two million options would be 5 GB).
 */
const MEMO_LIMIT = 2_000_000;

export class MexSearchValues implements GrundyValues {
  private readonly memo = new Map<string, bigint>();

  constructor(
    private readonly game: MexGame,
    private readonly budget: number,
  ) {}

  value(heaps: readonly bigint[]): bigint | null {
    const size = Math.max(1, heaps.length);
    if (this.game.moveCount(heaps) * BigInt(size) > BigInt(this.budget)) return null;
    let work = 0;
    // An explicit stack: plays may be long (a Fibonacci heap of thousands), the call stack is not.
    const stack: { heaps: readonly bigint[]; key: string; options: readonly bigint[][] | null }[] = [];
    const rootKey = this.game.key(heaps);
    if (this.memo.has(rootKey)) return this.memo.get(rootKey)!;
    stack.push({ heaps, key: rootKey, options: null });
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      if (this.memo.has(top.key)) {
        stack.pop();
        continue;
      }
      if (!top.options) {
        const options: bigint[][] = [];
        for (const m of this.game.moves(top.heaps)) {
          if ((work += size) > this.budget) return null;
          options.push(m.result.slice());
        }
        top.options = options;
      }
      let pending = false;
      const seen = new Set<bigint>();
      for (const o of top.options) {
        const v = this.memo.get(this.game.key(o));
        if (v === undefined) {
          pending = true;
          stack.push({ heaps: o, key: this.game.key(o), options: null });
        } else seen.add(v);
      }
      if (pending) continue;
      let mex = 0n;
      while (seen.has(mex)) mex++;
      if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
      this.memo.set(top.key, mex);
      stack.pop();
    }
    return this.memo.get(rootKey) ?? null;
  }

  movesTo(heaps: readonly bigint[], target: bigint, limit: number): MovesToValue | null {
    if (this.game.moveCount(heaps) * BigInt(Math.max(1, heaps.length)) > BigInt(this.budget)) return null;
    const moves: Move[] = [];
    let count = 0n;
    let cheapest: Move | null = null;
    for (const m of this.game.moves(heaps)) {
      const v = this.value(m.result);
      if (v === null) return null;
      if (v !== target) continue;
      count++;
      if (moves.length < limit) moves.push(m);
      if (!cheapest || m.amount < cheapest.amount) cheapest = m;
    }
    return { moves, count, cheapest };
  }

  why(heaps: readonly bigint[]): string {
    const v = this.value(heaps);
    return v === null ? '' : this.game.why(heaps, v);
  }

  undecidedReason(): string {
    return plural(
      this.budget,
      'the mex over its options would take more than {count} step (each option costs a step per heap)',
      'the mex over its options would take more than {count} steps (each option costs a step per heap)',
    );
  }
}
