// The budgeted exhaustive search: the fallback for positions no closed form covers,
// and the reference every closed form is tested against.

import { moveWork, numberWork } from './budget';
import { legalMoves, moveCost, positionKey } from './game';
import { type Rules } from './rules';

export type Outcome = 'win' | 'loss';

export interface Solved {
  readonly outcome: Outcome;
  /** Moves left under perfect play: the winner hurries, the loser delays. */
  readonly remoteness: number;
}

interface Frame {
  readonly key: string;
  /** The positions its moves lead to (the moves themselves are not kept: their texts would stay in memory). */
  readonly children: (readonly bigint[])[];
  next: number;
  /** The key of `children[next]` once computed: a key costs a sort, and a child is met again after its search. */
  childKey: string | null;
  /** The children solved so far: the least remoteness of a losing one, the greatest of a winning one. */
  fastestWin: number;
  slowestLoss: number;
}

function frame(key: string, children: (readonly bigint[])[]): Frame {
  return { key, children, next: 0, childKey: null, fastestWin: Infinity, slowestLoss: -1 };
}

/** A search stopped between slices: its stack, the memo generation it relies on, the work spent. */
interface Pending {
  readonly rootKey: string;
  readonly root: readonly bigint[];
  readonly stack: Frame[];
  readonly generation: number;
  spent: number;
}

/** What a sliced search answers: the result, or that it paused and should be called again. */
export type SliceResult = Solved | null | 'paused';

/**
 * Memoised search over positions of one rule set. Work is counted in budget units: each move
 * examined and each position kept, at `moveWork` of its heaps (a move is made, keyed and looked up,
 * a position kept in the memo); when a call would exceed its budget it returns null and keeps what
 * it learnt: the positions it finished, whose values are exact, and that this one needs more than
 * that budget.
 */
export class ExhaustiveSearch {
  private readonly memo = new Map<string, Solved>();
  /**
   * The largest budget a search of a position spent without finishing: it is not run again within
   * that budget (a line asked twice, the play panel, a sliced search that ran out).
   */
  private readonly failed = new Map<string, number>();
  /** Incremented when the memo is cleared: a paused search that relied on it starts again. */
  private generation = 0;
  private pending: Pending | null = null;
  /** How many times the common charge this game's moves cost (`moveCost`). */
  private readonly cost: number;
  /** The work the last call spent, its slices together (past the budget by at most one position's). */
  private lastSpent = 0;

  constructor(
    readonly rules: Rules,
    private readonly maxMemo = 500_000,
  ) {
    this.cost = moveCost(rules.game);
  }

  /** Key of a position: heap order matters to no rule set here, and empty heaps only to Wythoff's shape. */
  key(heaps: readonly bigint[]): string {
    return positionKey(this.rules, heaps);
  }

  get size(): number {
    return this.memo.size;
  }

  /** The work the last search spent, in budget units: 0 when it was answered from the memo or refused at once. */
  get spent(): number {
    return this.lastSpent;
  }

  lookup(heaps: readonly bigint[]): Solved | undefined {
    return this.memo.get(this.key(heaps));
  }

  /** Outcome and remoteness of a position, or null when `budget` moves examined are not enough. */
  solve(heaps: readonly bigint[], budget: number): Solved | null {
    const result = this.solveSliced(heaps, budget, Infinity);
    return result === 'paused' ? null : result;
  }

  /**
   * As `solve`, but pauses after about `slice` more moves examined and keeps its place: called
   * again with the same position, it goes on from there (for a thread that must stay responsive).
   * The budget counts the work of every slice together.
   */
  solveSliced(heaps: readonly bigint[], budget: number, slice: number): SliceResult {
    const rootKey = this.key(heaps);
    this.lastSpent = 0;
    const known = this.memo.get(rootKey);
    if (known) return known;
    if ((this.failed.get(rootKey) ?? -1) >= budget) return null;
    let pending = this.pending;
    if (!pending || pending.rootKey !== rootKey || pending.generation !== this.generation) {
      // Forget between searches, never during one: a run reads the children it stored.
      if (this.memo.size > this.maxMemo) {
        this.memo.clear();
        this.generation++;
      }
      pending = { rootKey, root: heaps, stack: [], generation: this.generation, spent: 0 };
    }
    this.pending = pending;
    let result: SliceResult;
    try {
      result = this.run(pending, budget, pending.spent + slice);
    } catch (e) {
      // A game's own error (never the search's way of stopping): the stack is not resumed.
      this.pending = null;
      throw e;
    }
    this.lastSpent = pending.spent;
    if (result === 'paused') return result;
    this.pending = null;
    if (result === null) {
      if (this.failed.size > this.maxMemo) this.failed.clear();
      this.failed.set(rootKey, Math.max(budget, this.failed.get(rootKey) ?? 0));
    }
    return result;
  }

  /**
   * The positions a position's moves lead to, charged to the search with the position itself (kept
   * in the memo); null when the budget is spent on the way.
   */
  private expand(pending: Pending, heaps: readonly bigint[], budget: number): (readonly bigint[])[] | null {
    const results: (readonly bigint[])[] = [];
    const numbers = numberWork(heaps);
    const work = moveWork(heaps.length, numbers) * this.cost;
    for (const m of legalMoves(this.rules, heaps)) {
      // Read once: a move's result may be made when read (a break's, a sum's lifted move).
      const result = m.result;
      // A result of more heaps (a break) costs what its heaps do.
      const cost = result.length > heaps.length ? moveWork(result.length, numbers) * this.cost : work;
      if ((pending.spent += cost) > budget) return null;
      results.push(result);
    }
    if ((pending.spent += work) > budget) return null;
    return results;
  }

  /** Runs the search from its stack until it is solved, the budget is spent (null) or the slice is (paused). */
  private run(pending: Pending, budget: number, sliceEnd: number): SliceResult {
    const stack = pending.stack;
    if (stack.length === 0) {
      const moves = this.expand(pending, pending.root, budget);
      if (!moves) return null;
      stack.push(frame(pending.rootKey, moves));
    }
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      let descended = false;
      while (top.next < top.children.length) {
        const childKey = (top.childKey ??= this.key(top.children[top.next]!));
        const s = this.memo.get(childKey);
        if (!s) {
          // Pause only between positions: the stack is whole, and the next call goes on from it.
          if (pending.spent >= sliceEnd) return 'paused';
          const moves = this.expand(pending, top.children[top.next]!, budget);
          if (!moves) return null;
          stack.push(frame(childKey, moves));
          descended = true;
          break;
        }
        if (s.outcome === 'loss') top.fastestWin = Math.min(top.fastestWin, s.remoteness);
        else top.slowestLoss = Math.max(top.slowestLoss, s.remoteness);
        top.childKey = null;
        top.next++;
      }
      if (descended) continue;
      stack.pop();
      this.store(top.key, this.evaluate(top));
    }
    return this.memo.get(pending.rootKey)!;
  }

  private evaluate(done: Frame): Solved {
    if (done.children.length === 0) {
      // No move: the player to move loses in normal play and wins in misère play.
      return { outcome: this.rules.misere ? 'win' : 'loss', remoteness: 0 };
    }
    return done.fastestWin < Infinity
      ? { outcome: 'win', remoteness: done.fastestWin + 1 }
      : { outcome: 'loss', remoteness: done.slowestLoss + 1 };
  }

  private store(key: string, s: Solved): void {
    this.memo.set(key, s);
  }
}
