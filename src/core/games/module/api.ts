// The published interface of a game module (types/game-module.d.ts, shipped with the extension and
// the command line, documented in docs/game-modules.md), as the core reads it: the same
// declarations, word for word from `TextRange` on (test/unit/game-modules.test.ts checks it). Types
// only: whatever a module exports is untrusted, and runtime.ts checks every answer against these.

/** Columns [start, end) within the text a function was given (a position's text, the parameters): two numbers. */
export type TextRange = readonly number[];

/** What a reading gives: the value, or what is wrong and where in the text. */
export type Read<T> =
  | { readonly value: T }
  | {
      readonly error: string;
      /** Where in the text read; the whole text when absent. */
      readonly at?: TextRange;
    };

/** One move: how it is said, and the position it leaves. */
export interface GameMove<P> {
  /** The move in the game's words, as lists and the play panel show it (`cells 2,1 and 2,2`). At most 200 characters. */
  readonly text: string;
  /** The position after the move, for the other player to move. */
  readonly to: P;
}

/** A picture of a position: SVG, and the parts of it a click means. */
export interface GamePicture {
  /**
   * A standalone `<svg>` element. No scripts, no event attributes (`onclick`), no `<foreignObject>`,
   * and no reference outside itself (`href`, `url(…)` only to `#id`): such a picture is refused. At
   * most 1,000,000 characters.
   */
  readonly svg: string;
  /** Elements of the SVG (by `id`) that a click on plays a move: the move's `text` as `moves` says it. */
  readonly regions?: readonly { readonly id: string; readonly move: string }[];
}

export interface GameModule<P = unknown, Q = string> {
  /** The game's name in answers and the play panel (`Cram`). At most 80 characters. */
  readonly name: string;
  /**
   * Reads the text after the module's path on the rules line (`4x5` of `game ./cram.mjs 4x5`; empty
   * when nothing follows). Without it, the rules line takes no parameters and `Q` is that text.
   */
  parameters?(text: string): Read<Q>;
  /** Reads a position as a worksheet line writes it (`..#./..../....`); an error names its columns. */
  read(text: string, parameters: Q): Read<P>;
  /**
   * Writes a position. What it writes must read back (`read`) as the same position: Nim Lens stores
   * positions by this text. One line, at most 10,000 characters, without `+`, `:`, `->` or a `#` alone between spaces (a comment).
   */
  write(position: P, parameters: Q): string;
  /** Every legal move, each result once, in the order answers list them. At most 10,000. */
  moves(position: P, parameters: Q): Iterable<GameMove<P>>;
  /**
   * A key equal exactly for positions that play the same (a board and its mirror image, a graph
   * and its relabelling): a string of at most 10,000 characters. Without it: the position's text.
   */
  key?(position: P, parameters: Q): string;
  /**
   * A closed form for normal play's Grundy value, where the module knows one (null elsewhere): a
   * non-negative whole number. Used only after exhaustive search agrees with it on `samples`.
   */
  grundy?(position: P, parameters: Q): number | bigint | null;
  /**
   * A closed form for normal play's outcome, where the module knows one (null elsewhere): `win` for
   * the player to move. Used only after exhaustive search agrees with it on `samples`.
   */
  outcome?(position: P, parameters: Q): 'win' | 'loss' | null;
  /**
   * Small positions, as text, on which a closed form (`grundy`, `outcome`) is checked against
   * exhaustive search, with every position they reach, before it is used. Without them a closed
   * form is never used.
   */
  samples?(parameters: Q): Iterable<string>;
  /** A picture of a position, for hovers and as the play panel's board; null or absent: the list of moves. */
  picture?(position: P, parameters: Q): GamePicture | null;
  /**
   * Whether positions can come back (play may go on forever): then positions are decided by
   * retrograde analysis, draws included, never searched depth first. Default false.
   */
  readonly cycles?: boolean;
}
