// The play panel's own controls of the games, as the host sends them to the webview: each game's
// definition builds its view from the position (`panel().direct`), and the webview draws it
// (src/webview/controls/). Types and limits only: the webview's bundle imports this.

/** Coins drawn one by one at most in a row; a longer row is played by typing the coins. */
export const MAX_DRAWN_COINS = 64;
/** Columns and rows drawn at most in a grid of coins; a larger grid is played by typing the corners. */
export const MAX_DRAWN_GRID = 16;

/**
 * What the webview draws a game's direct controls from, one kind per control (src/webview/controls/
 * draws each). Every move they make is sent as a message and checked by the host.
 */
export type DirectView =
  /**
   * A row of coins 1 … `length` (null when longer than MAX_DRAWN_COINS: typed only), the heads as
   * numbers. A move: the rightmost coin (heads), then the others it turns: at most `most` coins in
   * all, or a run of neighbours ending at the rightmost when `most` is null (Ruler).
   */
  | {
      readonly kind: 'coin row';
      readonly most: number | null;
      readonly length: number | null;
      readonly heads: readonly string[];
    }
  /**
   * A grid of coins, columns x = 0 … width − 1 and rows y = 0 … height − 1 (null when larger than
   * MAX_DRAWN_GRID: typed only), the heads as [x, y]. A move: the far corner (x, y), a head, then
   * the near corner (a, b) with a < x and b < y; the rectangle's four corners are turned.
   */
  | {
      readonly kind: 'coin grid';
      readonly size: { readonly width: number; readonly height: number } | null;
      readonly heads: readonly (readonly [string, string])[];
    }
  /** Stairs 1, 2, … (the position's heaps): coins taken from a stair go to the stair below, from stair 1 off. */
  | { readonly kind: 'stairs' }
  /**
   * Two numbers: a move subtracts k times the smaller from the larger, k from 1 to `most` (the
   * quotient); `larger` is the larger number's place (0 when they are equal).
   */
  | { readonly kind: 'multiples'; readonly larger: 0 | 1; readonly smaller: string; readonly most: string }
  /** An amount for each heap, taken in one move from at most `most` of them (Moore's Nim). */
  | { readonly kind: 'heaps at once'; readonly most: string }
  /** One amount from 1 to `most`, taken from heap 0 (Fibonacci Nim, where `most` is the limit). */
  | { readonly kind: 'amount'; readonly most: string };
