// What solving a position answers: the outcome, every winning move, the recommendation and why.

import { type Explanation } from './explanation';
import { type Move } from './move';

export interface Verdict {
  /** `draw`: neither player can force a win, and play can go on forever (games with cycles only). */
  readonly outcome: 'win' | 'loss' | 'draw' | 'unknown';
  /** Every winning move in the order of ties (empty for a loss or unknown); at most MAX_LISTED_MOVES. */
  readonly winningMoves: readonly Move[];
  /**
   * The exact number of winning moves, which can exceed the moves listed; null where it is not
   * computable within the budget (`uncounted` says why; every listed move is still a winning move).
   */
  readonly winningMoveCount: bigint | null;
  /** Why the winning moves are not all counted, when `winningMoveCount` is null. */
  readonly uncounted?: string;
  /** Why some counted winning moves are never listed (a Ruler run whose result is too long to write). */
  readonly unlisted?: string;
  /**
   * From a draw: the moves that keep it, in the order of ties (at most MAX_LISTED_MOVES), all of
   * them counted in `drawingMoveCount`; without a count, some may not be listed (a sum's parts of
   * finite value).
   */
  readonly drawingMoves?: readonly Move[];
  readonly drawingMoveCount?: bigint;
  /** The move the preference recommends; from a loss the slowest loss where computable; from a draw one that keeps it. */
  readonly recommended: Move | null;
  /** Why that move: "fewest tokens", "fastest win: 3 moves", … */
  readonly recommendedBecause: string;
  /**
   * Set when the move is not the one asked for (the fastest win under `prefer fastest`; from a loss
   * the slowest loss) because their remoteness is beyond the search budget: it removes fewest
   * tokens instead, and `recommendedBecause` says so. A budget of `retryFrom` or more may honour the
   * preference (a search would be tried, or run longer); Infinity when none would.
   */
  readonly fallback?: { readonly retryFrom: number };
  /**
   * Set when the reason stopped short for the budget (`Decided.budgetLimited`): a budget of this
   * much or more may prove more of it (a period), so that the editor's quick answer is made again
   * with the budget every other face uses, and says what they say.
   */
  readonly saysMoreFrom?: number;
  /** Moves left under perfect play, where computable. */
  readonly remoteness: number | null;
  readonly explanation: Explanation;
  /** The explanation in one line (the CLI's `method`). */
  readonly method: string;
  /** The position's normal-play Grundy value where it is known; null in misère play or beyond the budget. */
  readonly grundy: bigint | null;
  /** A sum's components, each with its rules, its part and its normal-play value; null for a game that is not a sum. */
  readonly components: readonly ComponentValue[] | null;
}

/** One component of a sum's position, as the JSON report writes it. */
export interface ComponentValue {
  readonly rules: string;
  readonly heaps: readonly bigint[];
  readonly grundy: bigint | null;
}

/** What a game family proves about a position, before a move is recommended. */
export interface Decided {
  readonly outcome: 'win' | 'loss' | 'draw';
  /** From a draw: the moves that keep it (to another draw), the first MAX_LISTED_MOVES, and how many there are. */
  readonly drawingMoves?: readonly Move[];
  readonly drawingMoveCount?: bigint;
  /** The first MAX_LISTED_MOVES winning moves in the order of ties. */
  readonly winningMoves: readonly Move[];
  /** The exact number of winning moves, listed or not; null where not computable within the budget. */
  readonly winningMoveCount: bigint | null;
  /** Why the winning moves are not all counted, when `winningMoveCount` is null. */
  readonly uncounted?: string;
  /** Why some counted winning moves are never listed. */
  readonly unlisted?: string;
  /**
   * The winning move that removes fewest tokens among all of them (ties in the order of ties), when
   * more exist than are listed: the recommendation is never chosen among the listed ones alone.
   * Where `winningMoveCount` is null, the fewest among those found (the recommendation says so).
   */
  readonly cheapest?: Move | null;
  readonly explanation: Explanation;
  /** The position's normal-play Grundy value, where the proof computed it (so that it is not computed again). */
  readonly value?: bigint;
  /**
   * What the reason says depends on the budget beyond the verdict and its moves: a table stopped by
   * the budget before it proved a period (a larger one may prove it, or compute a longer table).
   */
  readonly budgetLimited?: boolean;
}

/** A game family: decides positions of one rule set by closed forms and certified tables. */
export interface GameFamily {
  /** The verdict, or null when no proved method applies within the budget. */
  decide(heaps: readonly bigint[]): Decided | null;
  /** Why `decide` gave up on these heaps, when it is not the generic reason. */
  undecidedReason?(heaps: readonly bigint[]): string | null;
  /**
   * Whether `decide` gave up on these heaps because its budget ran out, so that a larger budget may
   * prove their verdict its own way (a misère quotient) where this one was left to the search.
   */
  stoppedByBudget?(heaps: readonly bigint[]): boolean;
}

/** Winning moves listed at most; their number is always exact. */
export const MAX_LISTED_MOVES = 1000;

export function unknownVerdict(
  reason: string,
  components: readonly ComponentValue[] | null = null,
  grundy: bigint | null = null,
): Verdict {
  const explanation: Explanation = { kind: 'unknown', reason };
  return {
    outcome: 'unknown',
    winningMoves: [],
    winningMoveCount: 0n,
    recommended: null,
    recommendedBecause: '',
    remoteness: null,
    explanation,
    method: reason,
    grundy,
    components,
  };
}
