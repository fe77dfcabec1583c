// What the rest of Nim Lens asks of a game, answered by that game's own module: one definition per
// game, registered once (core/game.ts). Types only.
//
// A position is a vector of numbers that the game's definition reads: for the heap games, the heaps
// in the order written; for a sum of games, each part's count of numbers followed by them
// (core/sumPosition.ts). Only the definitions and the writing of positions look inside.

import { type SearchSpace } from '../budget';
import { type ExplanationRenderer } from '../explanationText';
import { type Legality, type Move } from '../move';
import { type Game } from '../rules';
import { type Picture, type PictureOptions } from '../pictures/pictureTypes';
import { type GameFamily, type Verdict } from '../verdict';
import { type ParameterReader, type RulesReader } from '../reading/rulesReader';
import { type Token } from '../reading/lexer';
import { type PositionForm } from './forms/form';
import { type PeriodSearch, type PeriodSearchOptions } from './takeAndBreak/periodSearch';
import { type QuotientGame } from './misereQuotient/family';
import { type ControlMarks, type ControlsView } from './controls';
import { type IntentTarget, type MoveIntent } from './intentTypes';
import { type PositionStyle } from '../reading/syntax';
import { type Catalogue } from '../l10n/fr/catalogue';

export interface GameDefinition<G = Game> {
  /** The canonical text of the game on a rules line (`subtraction {1, 3, 4}`, `octal 0.77`), without the options. */
  text(game: G): string;
  /** The words that name the game on a rules line (`kayles` is `octal 0.77`), in the order messages list them. */
  readonly rulesWords: readonly RulesWord<Game>[];
  /** How many heaps a position has, or null for any positive number. */
  heapCount(game: G): number | null;
  /**
   * How a position is written and read (core/worksheet/positionShape.ts): heaps (`3 4 5`), a pair
   * (`(3, 5)` or `3 5`), a row of coins (`THHTH`, `heads 2 3 5`: the vector is the heads,
   * ascending) or a grid of coins (`(1, 2) (3, 3)`: x then y of each head, sorted).
   */
  readonly positionForm: PositionForm;
  /**
   * Whether a position is the multiset of its heaps (take-and-break games: heaps have no place once
   * split), rather than heaps in their places.
   */
  readonly multiset: boolean;
  /** The search's key of a position: equal exactly for positions the rules cannot tell apart. */
  positionKey(game: G, heaps: readonly bigint[]): string;
  /** Every legal move, in the order of ties, each result once. Only for small positions. */
  legalMoves(game: G, heaps: readonly bigint[]): Generator<Move>;
  /** Whether `to` follows from `from` by one legal move, and why not. */
  checkMove(game: G, from: readonly bigint[], to: readonly bigint[]): Legality;
  /** The legal move removing fewest tokens (first in the order of ties), without listing moves: heaps may be huge. */
  cheapestMove(game: G, heaps: readonly bigint[]): Move | null;
  /** The closed forms and tables that decide positions of these rules. */
  family(game: G, misere: boolean, budget: number): GameFamily;
  /** Normal-play Grundy values of positions (Sprague–Grundy), within the budget: what a sum asks of its components. */
  grundy(game: G, budget: number): GrundyValues;
  /**
   * Heaps whose misère play in any sum of such heaps follows the frontier rule of games/heapSum.ts
   * (the condition proved there holds), or null when that is not proved for this game.
   */
  tameHeaps(game: G, budget: number): HeapFamily | null;
  /**
   * One-heap games: G(0) … G(count − 1), and the period, preperiod and saltus where a theorem proves
   * them (with its name); null for games whose positions are not one heap (Wythoff, sums).
   * `onProgress` hears how many values are done now and then.
   */
  valueTable(game: G, count: number, onProgress?: (done: number) => void): ValueTable | null;
  /** Whether positions are heaps each worth its own value, so that `valueTable` gives one (asked before computing one). */
  readonly heapTable: boolean;
  /**
   * One heap's values at research scale (`nim-lens period`, `sweep`): computed until a theorem proves
   * their period or `options.max` exist. Absent for games that have no such table.
   */
  periodSearch?(game: G, options: PeriodSearchOptions): PeriodSearch;
  /**
   * The game as the misère quotient engine works on it (games/misereQuotient: `nim-lens quotient`,
   * misère verdicts, the rules line's hover); absent or null where the engine does not apply.
   */
  quotientGame?(game: G): QuotientGame | null;
  /** The games a sum plays side by side, in order; null for a game that is not a sum (it is its own only part). */
  components(game: G): readonly Game[] | null;
  /** The components of a sum's position, in order; null for a game that is not a sum (it is its own only part). */
  parts(game: G, heaps: readonly bigint[]): readonly Part[] | null;
  /** Upper bounds on the positions a search from this position reaches and on the moves of each (see core/budget.ts). */
  searchSpace(game: G, heaps: readonly bigint[]): SearchSpace;
  /**
   * How many times the common charge (core/budget.ts's `moveWork` of its heaps) one of its moves
   * costs a search, where it costs more (a cut that finds what falls, moves from several heaps):
   * measured by `npm run bench:budget`, so that the budget stays a time. 1 when absent.
   */
  readonly moveCost?: number;
  /** A lower bound on the number of moves of the longest play from this position (distinct positions along it, less one). */
  playLength(game: G, heaps: readonly bigint[]): bigint;
  /** A lower bound on that work, from an empty memo (see core/budget.ts). */
  searchWorkLowerBound(game: G, heaps: readonly bigint[]): bigint;
  /** A random legal move in heap i, without listing the moves (heaps may be huge); null when it has none. */
  randomMoveIn(game: G, heaps: readonly bigint[], i: number, random: () => number): Move | null;
  /** A random position for a practice sheet of level 1, 2 or 3 (harder: more heaps, larger ones). */
  randomPosition(game: G, level: 1 | 2 | 3, random: () => number): bigint[];
  /**
   * For people who play: the game's name where it has one, what a move takes in words, what a heap
   * is made of (`move` where the game has no tokens to take: the last move wins, or loses).
   */
  words(game: G): { readonly name: string | null; readonly move: string; readonly token: 'token' | 'pin' | 'move' };
  /**
   * What the play panel offers: the list of legal moves, the game's own controls (without them,
   * heaps of tokens, unless the list makes every move), a picture that is played by clicking it.
   */
  panel(game: G): {
    /** The panel lists the legal moves to choose from: the game has moves no other control makes. */
    readonly moveList?: boolean;
    /** The game's own controls beside the list: coins to click, stairs, Euclid's multiples, rows of pins. */
    readonly controls?: GameControls;
    /**
     * The picture is played by clicking it on a person's turn (drawn with `interactive`): Wythoff's
     * board, the cells the queen reaches; Hackenbush's edges, each the cut of the list it stands for.
     */
    readonly playablePicture?: boolean;
  };
  /**
   * Whether a vector is a position of the game as positions read (a state restored, a part of a
   * sum). Without it: at least one heap, and the game's heap count where it has one.
   */
  isPosition?(game: G, heaps: readonly bigint[]): boolean;
  /**
   * The game's own reading of an intent of the play panel (games/intents.ts), asked before the
   * common one: the position it asks for, or why there is none; undefined for a kind it leaves to
   * the common reading (a take from a heap of tokens, the list, pins). Coin games read `turn`;
   * games whose heaps move or carry more read `take` (Staircase Nim's coins go down a stair,
   * Fibonacci Nim's limit follows the amount, Poker Nim's tokens go to the bank); Wythoff reads a
   * take from both heaps.
   */
  intent?(game: G, heaps: readonly bigint[], intent: MoveIntent): IntentTarget | undefined;
  /**
   * How the game's reasons are written, one renderer per kind of data its families explain with
   * (`nim`; Wythoff's three). Without it the game explains with another game's kinds (an octal
   * code's) or the kinds every game may use: a search, or unknown.
   */
  readonly explanations?: readonly ExplanationRenderer<{ readonly kind: string }>[];
  /**
   * The game's French, each part of its folder by name (`{ nim: FR_NIM }`; take-and-break adds the
   * octal codes' and the misère quotients'). The registry adds it to the catalogue.
   */
  readonly french: Readonly<Record<string, Catalogue>>;
  /**
   * Positions can come back (tokens on a digraph): never searched depth first, and a misère sum with
   * such a part is decided by retrograde analysis of its positions (games/retrograde.ts). Without it: games end.
   */
  readonly recurs?: boolean;
  /** As `recurs`, where it depends on the game (a game module that says its positions can come back). */
  recursIn?(game: G): boolean;
  /**
   * Why `misere` cannot follow this game alone on a rules line (Chomp: its poisoned cell already
   * makes the last bite lose), in words; absent where misère play is the game's other convention.
   */
  misereRefused?(game: G): string;
  /**
   * A position written from the mover's side (Poker Nim's banks), as it is after a move made
   * elsewhere in a sum: the turn passes. Absent: a part no move is made in stays as it is.
   */
  turnPassed?(game: G, heaps: readonly bigint[]): bigint[];
  /** Whether some positions are draws (a digraph with a cycle its values see): claims may say `draw`. Without it: never. */
  hasDraws?(game: G): boolean;
  /** Rules lines New Practice Sheet offers for this game, in the order offered (any rules line can be typed). */
  readonly practiceChoices?: readonly string[];
  /** The picture of a decided position (core/pictures/gamePicture.ts asks it); null where none helps. Without it: none. */
  picture?(
    game: G,
    misere: boolean,
    heaps: readonly bigint[],
    verdict: Verdict,
    options: PictureOptions,
  ): Picture | null;
}

/** A word that names a game on a rules line, and the reader of the parameters that follow it. */
export interface RulesWord<G extends Game> {
  readonly word: string;
  /**
   * The same word in French (spec "French game words"), read beside the English one, accents
   * optional (`règle`, `regle`); answers still write the canonical English text.
   */
  readonly french?: string;
  /** What may follow the word before the options, for the message on anything else. */
  readonly takes: string;
  /**
   * The game's own reader of its parameters (a set, a code, a bound), beside the game: the game,
   * or null after a diagnostic. A word without parameters reads nothing and returns its game.
   */
  readonly read: ParameterReader<G>;
  /**
   * Words that begin one of its parameters and may be met again among the options (Wythoff's
   * `diagonal`): the parser then says it is written again or late, or that it belongs to this game.
   */
  readonly parameterWords?: readonly string[];
  /**
   * One of its parameter words met again among the options (`wythoff misere diagonal 2`, `wythoff
   * diagonal 2, diagonal 3`): the game reads what follows the word (a bound) and says what it is:
   * the same parameter again, up to a column (the parser warns, with a fix that removes it), or a
   * mistake it has said on `reader` (`said`). `game` is null where the game did not read.
   */
  readonly lateParameter?: (
    reader: RulesReader,
    word: Token,
    game: G | null,
    gameWord: Token,
  ) => { readonly repeatedUpTo: number } | 'said';
  /** The parameter words the game could still be written with (Wythoff without a bound: `diagonal`), suggested for a mistyped option. */
  readonly freeParameters?: (game: G) => readonly string[];
}

/** The Grundy values of one heap, as `nim-lens table` writes them. */
export interface ValueTable {
  /** G(0) … G(count − 1): small numbers in a typed array where they fit (tables of millions of values), else bigints. */
  readonly values: readonly bigint[] | Uint32Array;
  /**
   * G(n + p) = G(n) + s for every n >= preperiod; null where no theorem proves a period. The period
   * is a bigint: a closed form's can pass 2^53 (a subtraction set {s} has period 2s).
   */
  readonly period: { readonly period: bigint; readonly preperiod: number; readonly saltus: number } | null;
  /** The theorem or closed form behind the period, or why none is proved. */
  readonly proof: string;
}

/** One component of a sum's position: its game and its own position. */
export interface Part {
  readonly game: Game;
  readonly heaps: readonly bigint[];
}

/** The positions of one level of a practice sheet: `heaps` from the first to the second, each at most `max`. */
export interface PracticeLevel {
  readonly heaps: readonly [number, number];
  readonly max: number;
}

/** Moves to positions of one Grundy value: the first ones in the order of ties, all of them counted. */
export interface MovesToValue {
  readonly moves: readonly Move[];
  /** Null where some of them cannot be found within the budget (a sum's part): `uncounted` says which. */
  readonly count: bigint | null;
  readonly uncounted?: string;
  /** Why some of the moves counted are never listed (a Ruler run whose result is too long to write). */
  readonly unlisted?: string;
  /**
   * The move removing fewest tokens among all of them (ties in the order of ties), listed or not;
   * where `count` is null, among those found.
   */
  readonly cheapest: Move | null;
}

/** Normal-play Grundy values of one game's positions. */
export interface GrundyValues {
  /** The Grundy value, or null when it is not known within the budget. */
  value(heaps: readonly bigint[]): bigint | null;
  /** The moves to a position of Grundy value `target`: at most `limit` listed; null when not computable. */
  movesTo(heaps: readonly bigint[], target: bigint, limit: number): MovesToValue | null;
  /** How the value is known, in a few words for a sum's row: `3 ⊕ 4`, `values 1, 2 of a period proved by Guy–Smith`. */
  why(heaps: readonly bigint[]): string;
  /** Why `value` or `movesTo` gave up, in words. */
  undecidedReason(heaps: readonly bigint[]): string;
  /** Whether `why` depends on the budget: a table stopped by it before a period was proved (see `Decided.budgetLimited`). */
  budgetLimited?(): boolean;
  /**
   * Games with cycles (tokens on a digraph), where `value` is null because some summand's value is
   * infinite, ∞(K): the XOR of the finite ones and each infinite one's K, for the rule of sums
   * (core/games/digraph/gsg.ts); null where that is not why.
   */
  loopy?(heaps: readonly bigint[]): LoopyValue | null;
}

/** A position of a game with cycles as a sum of its summands' values: the finite ones' XOR, and the K of each ∞(K). */
export interface LoopyValue {
  readonly xor: bigint;
  readonly infinite: readonly (readonly number[])[];
}

/** The moves of one heap to a Grundy value: the first amounts in ascending order, and how many there are. */
export interface AmountsTo {
  readonly amounts: readonly bigint[];
  /** Every such amount, listed or not. */
  readonly count: bigint;
}

/** What a sum of heaps needs to know about one kind of heap (games/heapSum.ts). */
export interface HeapFamily {
  grundy(h: bigint): bigint | null;
  /** Amounts taking h to a heap of Grundy value t, ascending, at most `limit`, with their exact number; null when unknown. */
  amountsTo(h: bigint, t: bigint, limit: number): AmountsTo | null;
  /** The misère condition of games/heapSum.ts: true, false, or null when it cannot be certified. */
  zeroesReachOne(): boolean | null;
}

/**
 * The play panel's controls of a game's own moves (games/controls.ts), each checked by the game's
 * `checkMove`: built from the position as its line writes it; `part` ends their labels in a sum;
 * `marks`, what to mark on the pieces: the hint's move, for a game whose pieces are picked to make
 * a move (coins: the panel marks a piece that plays a move itself), and the last move.
 */
export type GameControls = (
  heaps: readonly bigint[],
  style: PositionStyle,
  part: string,
  marks: ControlMarks,
) => ControlsView;

/** Every kind of game with its definition: the compiler checks that none is missing. */
export type GameDefinitions = { readonly [K in Game['kind']]: GameDefinition<Extract<Game, { readonly kind: K }>> };
