// What a move is, as every part of the core sees it: types only, so that the games, the verdict
// and the move rules can all name it without importing each other.

/** One move: `amount` tokens from each heap in `heaps` (one heap, or both for a Wythoff diagonal move). */
export interface Move {
  readonly heaps: readonly number[];
  readonly amount: bigint;
  /**
   * Moves from several heaps with amounts of their own (Moore's Nim): the amount from each heap of
   * `heaps`, in order; `amount` is then their total.
   */
  readonly amounts?: readonly bigint[];
  /** Take-and-break games: the heaps left in place of the one moved in (none, one, or two, smaller first). */
  readonly pieces?: readonly bigint[];
  readonly result: readonly bigint[];
  /**
   * Games whose moves do not take from heaps (coins, stairs, Euclid's game): the move in the game's
   * own words (`turn over coins 5 and 2`), written by its definition. `heaps[0]` is then the place
   * in the position of what the move is made from (a head, a stair, a number) and `amount` its cost
   * for `prefer fewest` (coins turned, coins moved, the amount subtracted).
   */
  readonly words?: string;
  /** A move of a sum of games: the component it is made in (0-based), its name, and the move in that component's own terms. */
  readonly part?: { readonly index: number; readonly name: string; readonly move: Move };
}

/** Whether a step is one legal move, and why not. */
export type Legality =
  { readonly legal: true; readonly move: Move } | { readonly legal: false; readonly reason: string };
