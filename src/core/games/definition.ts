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
}

/** Every kind of game with its definition: the compiler checks that none is missing. */
export type GameDefinitions = { readonly [K in Game['kind']]: GameDefinition<Extract<Game, { readonly kind: K }>> };
