// How a game's positions are written (spec "Positions"; games/definition.ts `positionForm`): read
// from a line into the vector the solver reads, written back in the line's style, and in the
// JSON. The shared forms are here: heaps (`3 4 5`) and a pair (`(3, 5)` or `3 5`), which the line's
// grammar reads. Every other form is its game's, in its folder, and reads its own text (`OwnText`):
// a row of coins, a grid of coins, a digraph's names, edges, a limit, banks.

import { type Game } from '../../rules';
import {
  type NumberNode,
  type OwnStyle,
  type PositionNode,
  type PositionStyle,
  type Range,
} from '../../reading/syntax';
import { type TokenReader } from '../../reading/tokenReader';
import { type WrittenItems } from '../../text';

/** A written position read in its game's form: its vector, or what is wrong and where. */
export type PartShape =
  | { readonly ok: true; readonly vector: readonly bigint[]; readonly warnings?: readonly ShapeWarning[] }
  | { readonly ok: false; readonly range: Range; readonly message: string };

/** Something written that is read but means nothing (edges off the ground): a warning on its range. */
export interface ShapeWarning {
  readonly range: Range;
  readonly message: string;
}

/** Who reads a position: the game's name for messages, its place in a sum, its heap count. */
export interface ReadContext {
  /** The game's name as messages write it (`nim`, `Kayles`). */
  readonly name: string;
  /** Its place in a sum (from 0), or null for a game alone. */
  readonly part: number | null;
  /** How many heaps a position has, or null for any number. */
  readonly heapCount: number | null;
  /** The game itself, for forms whose words are its own (a digraph's vertex names). */
  readonly game: Game;
}

export interface PositionForm {
  /**
   * Positions are not heaps as written (a row's or a grid's heads, a graph's edges; possibly none):
   * reports write their canonical vector (`json`), and the panel writes them as the game does.
   */
  readonly canonical: boolean;
  /**
   * Positions are names of the game's own (a digraph's vertices): the names. Lines under such rules
   * are classified with them (a line that begins with one is a position; see worksheet/parse.ts);
   * the form reads them as its own text.
   */
  names?(game: Game): readonly string[];
  /**
   * Misère positions of this form are searched over the whole position, with no rule heap by heap
   * (rows, grids, pairs): puzzle candidates get a smaller budget.
   */
  readonly searchedWhole: boolean;
  /** The style of a position no line wrote. */
  readonly defaultStyle: PositionStyle;
  /** A position as written: its vector (a row's heads ascending, a grid's pairs sorted), or the error. */
  read(node: PositionNode, context: ReadContext): PartShape;
  /** The style positions are written back in, from the one their line used. */
  restyle(style: PositionStyle): PositionStyle;
  /** Whether a line's style can write every position reached from `vector` (a row's word long enough). */
  fits(style: PositionStyle, vector: readonly bigint[]): boolean;
  /** The position's entries in the JSON report: decimal strings (a grid's heads as `x,y`). */
  json(vector: readonly bigint[]): string[];
  /**
   * A form that reads and writes its own text (Poker Nim's `3 4 5 | 2 0`, a row of coins): the
   * line's grammar hands it each part written under its game, and asks it to write positions back.
   * Absent: the shared grammar's heaps and pairs.
   */
  readonly ownText?: OwnText;
}

/** What a form that reads its own text read: the numbers of the vector as written, and what the style keeps. */
export interface OwnRead {
  readonly numbers: readonly NumberNode[];
  readonly own: OwnStyle;
}

/** Whose part a form reads, for its messages: the game's name, and its place in a sum (null alone). */
export interface OwnPlace {
  readonly name: string;
  readonly part: number | null;
}

/** A part of the rules in force written in a form that reads its own text: the form, and whose part it is. */
export interface OwnPart extends OwnPlace {
  readonly form: OwnText;
}

/** How a form reads a part of a line written in its own shape, and writes positions back in it. */
export interface OwnText {
  /** The form's name in a style (`style.own.form`): unique among the games' forms. */
  readonly id: string;
  /**
   * Reads a part: `reader` holds its tokens, up to where the part ends (a `+` between parts, `->`,
   * `:` or the end of the line). The numbers of its vector as written, each with its range, and what
   * the style keeps; or null after a diagnostic on `reader`. `read` above then checks the vector.
   * `place` names the game for messages; absent where a line is only tried in this form.
   */
  read(reader: TokenReader, place?: OwnPlace): OwnRead | null;
  /**
   * Whether a position of this form begins at this column of a line whose first token is a word
   * (an edge `a-b`): the line is then a position under any rules, never an unknown statement.
   */
  begins?(text: string, at: number): boolean;
  /**
   * The form reads any text as its own (a game module's, which its module reads): it never says what
   * another line meant, it is tried only under its own rules, and under them a line is a position
   * whatever it begins with, and a `#` is a comment only where it stands alone (`# …`: a space or
   * the line's start before it, a space or the line's end after it; Cram's `#` is a taken cell).
   */
  readonly anyText?: boolean;
  /** What its positions are made of, as a long one's count names it (`edges`); heaps where absent. */
  readonly items?: WrittenItems;
  /**
   * A position written in the style of a line this form read (`style.own` is its own, perhaps from
   * the panel's saved state). `beginsStatement` says whether a line that begins with these words is
   * a rules, prefer or practice line (a digraph's names write `(nim a)` in parentheses then).
   */
  write(
    vector: readonly bigint[],
    style: PositionStyle,
    beginsStatement?: (words: readonly string[]) => boolean,
  ): string;
}

/** Heaps separated by spaces, as most lines write them. */
export const PLAIN_STYLE: PositionStyle = { open: '', close: '', separator: ' ', underscores: false };

/** A pair in parentheses, as the spec writes Wythoff's positions in a sum. */
export const PAIR_STYLE: PositionStyle = { open: '(', close: ')', separator: ', ', underscores: false };

/**
 * A text of the form `form` kept in a style (`style.own[key]`: a separator, a parenthesis), where it
 * is one that form writes (`shape`): a saved panel state may hold anything; else `fallback`.
 */
export function ownField(style: PositionStyle, form: string, key: string, shape: RegExp, fallback: string): string {
  const value = style.own?.form === form ? style.own[key] : undefined;
  return typeof value === 'string' && shape.test(value) ? value : fallback;
}

/** The failure of reading `node`: the message, on the node or on a range within it. */
export function failureOf(node: PositionNode): (message: string, range?: Range) => PartShape {
  return (message, range = node.range) => ({ ok: false, range, message });
}
