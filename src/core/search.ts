// The budgeted exhaustive search: the fallback for positions no closed form covers,
// and the reference every closed form is tested against.

import { legalMoves, type Move } from './moves';
import { type Rules } from './rules';

export type Outcome = 'win' | 'loss';

export interface Solved {
  readonly outcome: Outcome;
  /** Moves left under perfect play: the winner hurries, the loser delays. */
  readonly remoteness: number;
}

/** Thrown inside the search only; callers see `null`. */
class BudgetSpent extends Error {}

interface Frame {
  readonly key: string;
  readonly children: Move[];
  next: number;
}

/**
 * Memoised search over positions of one rule set. Work is counted in moves examined;
 * when a call would exceed its budget it returns null and keeps what it learnt.
 */
export class ExhaustiveSearch {
  private readonly memo = new Map<string, Solved>();
  private spent = 0;

  constructor(readonly rules: Rules, private readonly maxMemo = 500_000) {}

  /** Key of a position: heap order matters to no rule set here, and empty heaps only to Wythoff's shape. */
  key(heaps: readonly bigint[]): string {
    if (this.rules.game.kind === 'wythoff') {
      const [a = 0n, b = 0n] = heaps;
      return a <= b ? `${a},${b}` : `${b},${a}`;
    }
    const nonEmpty = heaps.filter((h) => h > 0n).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return nonEmpty.join(',');
  }

  get size(): number {
    return this.memo.size;
  }

  lookup(heaps: readonly bigint[]): Solved | undefined {
    return this.memo.get(this.key(heaps));
  }

  /** Outcome and remoteness of a position, or null when `budget` moves examined are not enough. */
  solve(heaps: readonly bigint[], budget: number): Solved | null {
    const rootKey = this.key(heaps);
    const known = this.memo.get(rootKey);
    if (known) return known;
    // Forget between calls, never during one: a run reads the children it stored.
    if (this.memo.size > this.maxMemo) this.memo.clear();
    this.spent = 0;
    try {
      return this.run(rootKey, heaps, budget);
    } catch (e) {
      if (e instanceof BudgetSpent) return null;
      throw e;
    }
  }

  private expand(heaps: readonly bigint[], budget: number): Move[] {
    const moves: Move[] = [];
    for (const m of legalMoves(this.rules, heaps)) {
      if (++this.spent > budget) throw new BudgetSpent();
      moves.push(m);
    }
    if (++this.spent > budget) throw new BudgetSpent();
    return moves;
  }

  private run(rootKey: string, root: readonly bigint[], budget: number): Solved {
    const stack: Frame[] = [{ key: rootKey, children: this.expand(root, budget), next: 0 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      let descended = false;
      while (top.next < top.children.length) {
        const child = top.children[top.next]!;
        const childKey = this.key(child.result);
        if (!this.memo.has(childKey)) {
          stack.push({ key: childKey, children: this.expand(child.result, budget), next: 0 });
          descended = true;
          break;
        }
        top.next++;
      }
      if (descended) continue;
      stack.pop();
      this.store(top.key, this.evaluate(top.children));
    }
    return this.memo.get(rootKey)!;
  }

  private evaluate(children: readonly Move[]): Solved {
    if (children.length === 0) {
      // No move: the player to move loses in normal play and wins in misère play.
      return { outcome: this.rules.misere ? 'win' : 'loss', remoteness: 0 };
    }
    let fastestWin = Infinity;
    let slowestLoss = -1;
    for (const c of children) {
      const s = this.memo.get(this.key(c.result))!;
      if (s.outcome === 'loss') fastestWin = Math.min(fastestWin, s.remoteness);
      else slowestLoss = Math.max(slowestLoss, s.remoteness);
    }
    return fastestWin < Infinity
      ? { outcome: 'win', remoteness: fastestWin + 1 }
      : { outcome: 'loss', remoteness: slowestLoss + 1 };
  }

  private store(key: string, s: Solved): void {
    this.memo.set(key, s);
  }
}
