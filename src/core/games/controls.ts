// A game's controls in the play panel, as data: what to draw, what a click on each piece plays and
// what a typed move sends. Each game builds its own from its position in its folder (`panel().
// controls`); the webview draws any of them (src/webview/controls.ts) and knows no game. Every move
// they make is an intent (intentTypes.ts), read by the game and checked by the host. Types only:
// the webview's bundle imports this.

import { type MoveIntent } from './intentTypes';

/** Moves listed at most in the panel's list of moves (a picture's piece that is a move is one of them: `data-choice`). */
export const MAX_CHOICES = 200;

/** The controls of one game drawn (the whole game, or a part of a sum). */
export interface ControlsView {
  /** What to do, in a sentence of the game's words; null where the pieces say it. */
  readonly how: string | null;
  /**
   * A choice that settles what a click on a piece plays (how many pins a click takes): its
   * options; each piece has one play per option. Null where a click plays one thing.
   */
  readonly choice: PlayChoice | null;
  /** How the groups are laid out: side by side as heaps keeping the room of the tallest seen, or one below the other. */
  readonly layout: 'heaps' | 'rows' | 'column';
  readonly groups: readonly PieceGroup[];
  /** Moves typed in fields, below the groups (a move from both heaps, an amount for each heap). */
  readonly typed: readonly TypedMove[];
}

/**
 * What the panel marks on the pieces, each position as the game's vector: the position a hint
 * shown leaves (null without a hint), and the position before the last move (null before any).
 */
export interface ControlMarks {
  readonly hintTo: readonly bigint[] | null;
  readonly lastFrom: readonly bigint[] | null;
}

/** A choice among a few options, remembered by the panel for the game drawn while it is open. */
export interface PlayChoice {
  /** Its name for a screen reader. */
  readonly label: string;
  /** The words before the options. */
  readonly lead: string;
  /** Each option's words; a single option is said as `single`, not offered. */
  readonly options: readonly string[];
  readonly single: string;
}

/** How a group's pieces are drawn: a stack of tokens, a row of pins or coins, a grid, or plain buttons. */
export type PieceShape = 'stack' | 'pin row' | 'coin row' | 'grid' | 'buttons';

/**
 * How one piece looks: a token, a pin, a coin heads up or tails up, a button with words, an axis
 * label, or a token the last move took (drawn as its outline, not clicked).
 */
export type PieceLook = 'token' | 'pin' | 'heads' | 'tails' | 'plain' | 'axis' | 'gone';

/** A group of pieces: a heap, a row, a grid, with its heading and its typed moves. */
export interface PieceGroup {
  /** Its name for a screen reader. */
  readonly label: string;
  /** A card with a heading and a count (`Heap 1`, `7`), or null for a group without a card. */
  readonly card: { readonly heading: string; readonly count: string; readonly countTitle: string | null } | null;
  readonly shape: PieceShape;
  /** Columns of a grid (its axis labels included). */
  readonly columns: number;
  /** The group's name for the pieces' container, for a screen reader. */
  readonly piecesLabel: string;
  readonly pieces: readonly Piece[];
  /**
   * Clicks pick pieces into a typed move's field rather than play them: each click `toggle`s a
   * piece, or picks the `run` from the first piece picked to the one clicked; at most `most`
   * pieces (a further one replaces the last). The field holds the picked pieces' keys.
   */
  readonly pick: { readonly into: string; readonly mode: 'toggle' | 'run'; readonly most: number | null } | null;
  /** Moves typed in this group (an amount to take from this heap). */
  readonly typed: readonly TypedMove[];
}

export interface Piece {
  /** The end of its element's id (`coin-3`), or null. */
  readonly id: string | null;
  readonly text: string;
  readonly look: PieceLook;
  /** What a pick puts in the field (a coin's number), where the group picks. */
  readonly key: string | null;
  /** Its label while picked (`Coin 3: heads, chosen`), where the group picks. */
  readonly pickedLabel: string | null;
  /** The last move changed it (a coin it turned over). */
  readonly last?: boolean;
  /** What a click plays, one per option of the choice (one where there is none). */
  readonly plays: readonly PiecePlay[];
}

export interface PiecePlay {
  /** Its label for a screen reader and a tooltip. */
  readonly label: string;
  /** The move a click plays, or null: nothing (an axis label, a piece a pick group takes, a move that does not fit). */
  readonly intent: MoveIntent | null;
  /** Pieces marked from this one on while pointed at: what a click takes (a run of pins). */
  readonly marks: number;
  /** The piece cannot be clicked for this option. */
  readonly disabled: boolean;
  /** The move a hint shown recommends (set by the panel's host, which knows the hint). */
  readonly hinted?: boolean;
}

/** A move typed in fields: its button sends the intent `act` with `args` then each field's text, read by the game. */
export interface TypedMove {
  /** The end of its button's id, or null. */
  readonly id: string | null;
  readonly act: string;
  readonly args: readonly string[];
  readonly fields: readonly TypedField[];
  /** The fields one below the other (an amount for each heap), else on one line with the button. */
  readonly stacked: boolean;
  readonly button: { readonly text: string; readonly label: string | null };
  /** A button that empties the fields (what picks filled), with its label; null for none. */
  readonly clear: { readonly text: string; readonly label: string } | null;
}

export interface TypedField {
  /** The end of its element's id (`amount-0`). */
  readonly id: string;
  /** The words before it, or null (its label alone names it). */
  readonly lead: string | null;
  readonly label: string;
  /** Its text at first (what picks wrote, or a default). */
  readonly value: string;
  /** Characters it is wide. */
  readonly size: number;
  readonly numeric: boolean;
  /** The value of a choice's option (how many pins a click takes) where the field follows it. */
  readonly perOption: readonly string[] | null;
}
