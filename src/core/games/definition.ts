// What the rest of Nim Lens asks of a game, answered by that game's own module: one definition per
// game, registered once (core/game.ts). Types only.

import { type Legality, type Move } from '../move';
import { type Game } from '../rules';
import { type GameFamily } from '../verdict';

export interface GameDefinition<G extends Game = Game> {
  /** How many heaps a position has, or null for any positive number. */
  heapCount(game: G): number | null;
  /** The search's key of a position: equal exactly for positions the rules cannot tell apart. */
  positionKey(heaps: readonly bigint[]): string;
  /** Every legal move, in the order of ties, each result once. Only for small positions. */
  legalMoves(game: G, heaps: readonly bigint[]): Generator<Move>;
  /** Whether `to` follows from `from` by one legal move, and why not. */
  checkMove(game: G, from: readonly bigint[], to: readonly bigint[]): Legality;
  /** The legal move removing fewest tokens (first in the order of ties), without listing moves: heaps may be huge. */
  cheapestMove(game: G, heaps: readonly bigint[]): Move | null;
  /** The closed forms and tables that decide positions of these rules. */
  family(game: G, misere: boolean, budget: number): GameFamily;
  /** An upper bound on the work a full search from this position does (see core/budget.ts). */
  estimateWork(game: G, heaps: readonly bigint[]): number;
  /** A lower bound on that work, from an empty memo (see core/budget.ts). */
  searchWorkLowerBound(game: G, heaps: readonly bigint[]): bigint;
  /** A random legal move in heap i, without listing the moves (heaps may be huge); null when it has none. */
  randomMoveIn(game: G, heaps: readonly bigint[], i: number, random: () => number): Move | null;
  /** For people who play: the game's name where it has one, what a move takes in words, what a heap is made of. */
  words(game: G): { readonly name: string | null; readonly move: string; readonly token: 'token' | 'pin' };
  /**
   * What the play panel offers besides one-heap moves: a move from both heaps (with the board the
   * queen moves on), rows of pins with the amounts a click takes.
   */
  panel(game: G): { readonly twoHeapMove: boolean; readonly pins: { readonly takes: readonly number[] } | null };
  /** Games with a move from two heaps at once (Wythoff): its bound, null when there is none; null for other games. */
  diagonalBound(game: G): { readonly bound: bigint | null } | null;
  /** Practice sheets: per level 1, 2, 3, the fewest and most heaps of a position and the largest heap. */
  readonly practiceLevels: readonly [PracticeLevel, PracticeLevel, PracticeLevel];
}

/** The positions of one level of a practice sheet: `heaps` from the first to the second, each at most `max`. */
export interface PracticeLevel {
  readonly heaps: readonly [number, number];
  readonly max: number;
}

/** Every kind of game with its definition: the compiler checks that none is missing. */
export type GameDefinitions = { readonly [K in Game['kind']]: GameDefinition<Extract<Game, { readonly kind: K }>> };
