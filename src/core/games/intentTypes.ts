// What a move of the play panel is, as a person asks for it, and what it asks for in its game:
// types only, so that the games' definitions (definition.ts) and the reading of intents
// (intents.ts) name them without importing each other.

export type MoveIntent =
  /** Take `amount` from heap `heap` (0-based); from both heaps where `both` (Wythoff's game). */
  | { readonly kind: 'take'; readonly heap: number; readonly amount: string; readonly both: boolean }
  /** Knock down `amount` neighbouring pins of row `heap`, leaving `left` pins to their left (take-and-break games). */
  | { readonly kind: 'pins'; readonly heap: number; readonly amount: string; readonly left: string }
  /** The move at `index` of the list the panel shows, whose result is `to` (the list is made again to check it). */
  | { readonly kind: 'choose'; readonly index: number; readonly to: readonly string[] }
  /** Turn these coins over: a row's numbers, or a grid's `x,y`. */
  | { readonly kind: 'turn'; readonly coins: readonly string[] }
  /** Take `amounts[i]` from heap i in one move, 0 for a heap left alone (Moore's Nim). */
  | { readonly kind: 'amounts'; readonly amounts: readonly string[] }
  /**
   * The move that leaves this position (a game's vector): what a piece of a game's picture asks
   * for when the game drew it as one move (a Chomp cell, its bite). Checked as any step is.
   */
  | { readonly kind: 'to'; readonly to: readonly string[] };

/**
 * What an intent asks for in the game it is made in: the position it leaves, and (knocking down
 * pins) the heap it is made in, which the legal move found must name; or why there is none.
 */
export type IntentTarget = { readonly to: readonly bigint[]; readonly heap?: number } | string;
