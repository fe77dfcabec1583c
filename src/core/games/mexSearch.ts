// Grundy values by the definition, mex over the options, for games with no closed form for them
// (what a sum asks of Moore's Nim, Fibonacci Nim): memoised, and within a budget of moves examined
// per question, so that a sum with such a part is `unknown` beyond it, never a guess.

import { moveWork } from '../budget';
import { t } from '../l10n';
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
  /** How many times the common charge one of its moves costs (its definition's `moveCost`); 1 when absent. */
  readonly moveCost?: number;
}

/** Positions kept at most between questions: memory stays bounded whatever is asked. */
const MEMO_LIMIT = 2_000_000;

/** A position being valued: its options' positions and keys, the next to look at, the values seen. */
interface Frame {
  readonly key: string;
  readonly options: (readonly bigint[])[];
  readonly keys: (string | undefined)[];
  next: number;
  readonly seen: Set<bigint>;
}

export class MexSearchValues implements GrundyValues {
  private readonly memo = new Map<string, bigint>();
  /** Positions whose value did not fit the budget: asked again, they are refused at once. */
  private readonly failed = new Set<string>();
  /** The work the last value searched for spent, in budget units (0 when it was known or refused at once). */
  spent = 0;

  constructor(
    private readonly game: MexGame,
    private readonly budget: number,
  ) {}

  value(heaps: readonly bigint[]): bigint | null {
    this.spent = 0;
    if (this.game.moveCount(heaps) > BigInt(this.budget)) return null;
    const rootKey = this.game.key(heaps);
    const known = this.memo.get(rootKey);
    if (known !== undefined) return known;
    if (this.failed.has(rootKey)) return null;
    // Charged as the exhaustive search charges (core/budget.ts): each move made and keyed, and each
    // position kept, at `moveWork` of its heaps.
    let work = 0;
    const open = (position: readonly bigint[], key: string): Frame | null => {
      const cost = moveWork(position.length) * (this.game.moveCost ?? 1);
      const options: (readonly bigint[])[] = [];
      for (const m of this.game.moves(position)) {
        if ((work += cost) > this.budget) return null;
        options.push(m.result);
      }
      if ((work += cost) > this.budget) return null;
      return { key, options, keys: [], next: 0, seen: new Set() };
    };
    const found = this.search(heaps, rootKey, open);
    this.spent = work;
    return found;
  }

  private search(
    heaps: readonly bigint[],
    rootKey: string,
    open: (position: readonly bigint[], key: string) => Frame | null,
  ): bigint | null {
    // An explicit stack: plays may be long (a Fibonacci heap of thousands), the call stack is not.
    const first = open(heaps, rootKey);
    if (!first) return this.fail(rootKey);
    const stack: Frame[] = [first];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      let descended = false;
      while (top.next < top.options.length) {
        const option = top.options[top.next]!;
        const key = (top.keys[top.next] ??= this.game.key(option));
        const v = this.memo.get(key);
        if (v === undefined) {
          const frame = open(option, key);
          if (!frame) return this.fail(rootKey);
          stack.push(frame);
          descended = true;
          break;
        }
        top.seen.add(v);
        top.next++;
      }
      if (descended) continue;
      let mex = 0n;
      while (top.seen.has(mex)) mex++;
      if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
      this.memo.set(top.key, mex);
      stack.pop();
    }
    return this.memo.get(rootKey) ?? null;
  }

  private fail(key: string): null {
    if (this.failed.size >= MEMO_LIMIT) this.failed.clear();
    this.failed.add(key);
    return null;
  }

  movesTo(heaps: readonly bigint[], target: bigint, limit: number): MovesToValue | null {
    if (this.game.moveCount(heaps) > BigInt(this.budget)) return null;
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
    return t('the mex over its options would exceed the budget of {budget}', { budget: this.budget });
  }
}
