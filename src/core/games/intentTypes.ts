// What a move of the play panel is, as a person asks for it, and what it asks for in its game:
// types only, so that the games' definitions (definition.ts) and the reading of intents
// (intents.ts) name them without importing each other.

export type MoveIntent =
  /**
   * One of a game's own moves, as its controls name it (games/controls.ts): `act` is the move's
   * name there (`take`, `turn`, `both`…), `args` what its piece carries or what a person typed,
   * each read by the game as untrusted text. `take` [heap, amount] is every heap game's.
   */
  | { readonly kind: 'act'; readonly act: string; readonly args: readonly string[] }
  /** The move at `index` of the list the panel shows, whose result is `to` (the list is made again to check it). */
  | { readonly kind: 'choose'; readonly index: number; readonly to: readonly string[] }
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
