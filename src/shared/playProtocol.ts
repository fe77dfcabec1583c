// The messages between the play panel's host side (src/play) and its webview (src/webview).
// Both sides import this module; the host validates every message as untrusted input.

import { type ControlsView, MAX_CHOICES } from '../core/games/controls';
import { type MoveIntent, readIntent } from '../core/games/intents';
import { isDecimal, isWholeUpTo } from '../core/untrusted';

export type {
  ControlsView,
  Piece,
  PieceGroup,
  PiecePlay,
  PlayChoice,
  TypedField,
  TypedMove,
} from '../core/games/controls';
export { type MoveIntent } from '../core/games/intents';
/** A heap size as the webview's saved state holds it (play/register.ts checks a restored game with it). */
export { isDecimal };

export type Mode = 'computer' | 'two-players';
export type Player = 'you' | 'computer' | 'player 1' | 'player 2';

export interface MoveView {
  /** The positions before and after the move as the solver reads them (a sum's vector: core/sumPosition.ts). */
  readonly from: readonly string[];
  readonly to: readonly string[];
  /** The position after the move as the panel writes it: `3 4 4`, a sum's `3 4 + 7 + (3, 5)`. */
  readonly toText: string;
  readonly by: Player;
  readonly text: string;
  /** The move left a win to a position that is a win for the opponent. */
  readonly mistake: boolean;
}

/** One of a player's mistakes, for the review after a game. */
export interface ReviewItem {
  /** Index of the move in the history: replaying from it restores the position before it. */
  readonly index: number;
  readonly by: Player;
  readonly position: string;
  readonly played: string;
  /** A winning move there instead, with the position it leaves. */
  readonly better: string;
  /** Why the position was a win: the same reason as the hover, in words. */
  readonly why: string;
}

/**
 * One game the panel draws, with its controls: the whole game when it is not a sum, else one part
 * of the sum (each drawn with the controls its game builds: heaps, rows of pins, coins).
 */
export interface ComponentView {
  /** The game's name where it has one (`Kayles`), else its rules (`nim`). */
  readonly name: string;
  /** The game's rules in canonical text: `octal 0.77`. */
  readonly rulesText: string;
  /** What a move takes in this game, in a sentence. */
  readonly rulesSentence: string;
  /** Its heaps, in decimal. */
  readonly heaps: readonly string[];
  /** Its normal-play Grundy value where known (a sum's part in misère play too), in decimal. */
  readonly grundy: string | null;
  /** Its position as the panel writes it: `3 4`, `THHTH`, `(1, 2) (3, 3)`. */
  readonly position: string;
  /**
   * The legal moves to choose from, for games whose moves no other control makes (a split without
   * taking, a three-way break; coins, stairs, Euclid's game): null for the others.
   */
  readonly choices: ChoicesView | null;
  /** The game's controls (heaps of tokens, rows of pins, coins to click, Euclid's multiples), beside the list; null for none. */
  readonly controls: ControlsView | null;
}

/** Moves listed to choose from: the first ones in the order of ties, and how many more there are. */
export interface ChoicesView {
  readonly moves: readonly ChoiceView[];
  /** Moves not listed (the list stops at MAX_CHOICES); 0 when every move is listed. */
  readonly more: number;
}

export interface ChoiceView {
  /** The move in words: `split heap 1 into 2 and 5`. */
  readonly text: string;
  /** The game's (or part's) position after it, as the panel writes it. */
  readonly toText: string;
  /** The same as the solver reads it (decimal), sent back to check the choice against the position. */
  readonly to: readonly string[];
}

export { MAX_CHOICES };

export interface PlayStateView {
  readonly rulesText: string;
  /** The game's name for the panel's title: the rules, with the code's name where it has one. */
  readonly title: string;
  /** The rules in a sentence, for the panel's header. */
  readonly rulesSentence: string;
  readonly misere: boolean;
  /** The position as the solver reads it: the heaps, or a sum's vector (core/sumPosition.ts). */
  readonly heaps: readonly string[];
  /** The position as the panel writes it: `3 4 5`, a sum's `3 4 + 7 + (3, 5)`. */
  readonly position: string;
  /** A sum of games: its parts are drawn side by side, and a move names the part it is made in. */
  readonly sum: boolean;
  /** The games drawn: the one game (its heaps and controls as above), or each part of a sum, in order. */
  readonly components: readonly ComponentView[];
  readonly mode: Mode;
  /** Share of random moves by the computer, 0 to 100. */
  readonly randomShare: number;
  readonly youStart: boolean;
  readonly toMove: Player;
  readonly history: readonly MoveView[];
  /** How many moves of `history` are played (the rest can be redone). */
  readonly played: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** The game's end: who won, or no one (a draw agreed), and the words. */
  readonly over: { readonly winner: Player | null; readonly text: string } | null;
  /** A drawn position has come back: the panel offers to stop, agreeing a draw. */
  readonly drawOffer: boolean;
  /** Shown only when asked for. */
  readonly verdict: string | null;
  readonly hint: string | null;
  /** Why the last attempt was refused, or what the computer just did (for the live region). */
  readonly notice: string | null;
  readonly source: string | null;
  readonly busy: boolean;
  /**
   * The position drawn (SVG made by the extension from the solver's analysis, coloured by the
   * stylesheet's theme variables): Wythoff's board, whose reachable cells are buttons; the strip of
   * Grundy values; Nim's binary columns. Winning moves are marked only while a hint is shown.
   */
  readonly picture: { readonly svg: string; readonly alt: string } | null;
  /** After the game: each mistake of the people playing (not the computer's), or null while it goes on. */
  readonly review: readonly ReviewItem[] | null;
}

/**
 * A move: the intent of one of the games' controls (core/games/intents.ts), read there as untrusted,
 * and turned into a move by the game it is made in. In a sum, `part` is the part moved in (0-based)
 * and the intent's heaps are that part's; without a sum, no part.
 */
export interface IntentMessage {
  readonly type: 'intent';
  readonly intent: MoveIntent;
  readonly part?: number;
}

export type ToHost =
  | { readonly type: 'ready' }
  | IntentMessage
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  /** Go back to the position before move `index` of the history, to play it again. */
  | { readonly type: 'replayFrom'; readonly index: number }
  | { readonly type: 'restart' }
  /** Stop, agreeing the draw the panel offers. */
  | { readonly type: 'agreeDraw' }
  | { readonly type: 'hint' }
  | { readonly type: 'verdict' }
  | { readonly type: 'options'; readonly mode: Mode; readonly randomShare: number; readonly youStart: boolean }
  | { readonly type: 'save' };

export interface PlayOptions {
  readonly mode: Mode;
  /** Share of random moves by the computer, 0 (perfect) to 100. */
  readonly randomShare: number;
  readonly youStart: boolean;
}

/** A game as plain JSON: its start, every move's resulting heaps (decimal strings), how many are played. */
export interface PlaySnapshot {
  readonly start: readonly string[];
  readonly moves: readonly (readonly string[])[];
  readonly played: number;
  readonly options: PlayOptions;
  /** Opened from a practice sheet. */
  readonly practice?: boolean;
  /** Where in the record the players agreed a draw, if they did (checked again on restore). */
  readonly drawnAt?: number;
}

/** Where the game came from: the worksheet line it was opened on. */
export interface PlaySource {
  readonly uri: string;
  readonly line: number;
  readonly lineText: string;
}

/** How the source line wrote its position, so that a saved record is written the same way. */
export interface PlayStyle {
  readonly open: string;
  readonly close: string;
  readonly separator: string;
  readonly underscores: boolean;
  /** A sum's position: each part's style, and the text between parts (` + `). */
  readonly parts?: { readonly styles: readonly PlayStyle[]; readonly join: string };
  /** A form that reads its own text (Poker Nim's): its name and its own fields, which that form writes back. */
  readonly own?: { readonly form: string; readonly [field: string]: string | number | boolean };
}

/** What the webview keeps across reloads and hands back to the host, which validates it again. */
export interface PersistedPlay {
  readonly rules: string;
  readonly style: PlayStyle;
  readonly snapshot: PlaySnapshot;
  readonly source: PlaySource | null;
}

/**
 * What the panel's game says after each step, wherever it runs (on the host, or in a module thread
 * for a game module's game): the state the webview draws, and what the panel keeps and saves.
 */
export interface PlayUpdate {
  readonly state: PlayStateView;
  readonly persist: Omit<PersistedPlay, 'source'>;
  /** The game's record, as Save writes it below its line. */
  readonly record: string;
  readonly moveCount: number;
}

/** The webview's texts in the language of the answers: its messages by their English text, and the language's code. */
export interface WebviewStrings {
  readonly language: string;
  readonly messages: Readonly<Record<string, string>>;
}

/** Every message from the host to the webview: the full state, what to keep across reloads, and the texts. */
export type ToWebview = {
  readonly type: 'state';
  readonly state: PlayStateView;
  readonly persist: PersistedPlay;
  readonly strings: WebviewStrings;
};

/** Parts of a sum at most, in a message: far more than a position of a worksheet line holds. */
const MAX_PARTS = 10_000;

/** The part a move names: none (`{}`), a whole number (`{ part }`), or null when malformed. */
function partOf(m: Record<string, unknown>): { part?: number } | null {
  if (m.part === undefined) return {};
  return isWholeUpTo(m.part, MAX_PARTS) ? { part: m.part } : null;
}

/** Validates an untrusted message from the webview; null when it is not a well-formed intent. */
export function parseToHost(raw: unknown): ToHost | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const m = raw as Record<string, unknown>;
  switch (m.type) {
    case 'ready':
    case 'undo':
    case 'redo':
    case 'restart':
    case 'agreeDraw':
    case 'hint':
    case 'verdict':
    case 'save':
      return { type: m.type };
    case 'intent': {
      const part = partOf(m);
      const intent = readIntent(m.intent, MAX_CHOICES);
      if (!part || !intent) return null;
      return { type: 'intent', intent, ...part };
    }
    case 'replayFrom':
      if (!isWholeUpTo(m.index, 100_000)) return null;
      return { type: 'replayFrom', index: m.index };
    case 'options':
      if (m.mode !== 'computer' && m.mode !== 'two-players') return null;
      if (!isWholeUpTo(m.randomShare, 100)) return null;
      if (typeof m.youStart !== 'boolean') return null;
      return { type: 'options', mode: m.mode, randomShare: m.randomShare, youStart: m.youStart };
    default:
      return null;
  }
}

/** Fields an own style keeps at most, and characters of a text field: what a form keeps is a few short words. */
const MAX_OWN_FIELDS = 8;
const MAX_OWN_TEXT = 40;

/** A plain field of a form's style: a short line of text, a safe whole number or a boolean. */
function isOwnField(value: unknown): value is string | number | boolean {
  if (typeof value === 'string') return value.length <= MAX_OWN_TEXT && !/[\n\r]/.test(value);
  return typeof value === 'boolean' || (typeof value === 'number' && Number.isSafeInteger(value));
}

/**
 * A form's own style from the untrusted state: a form's name and a few plain fields, each short, or
 * null. The form that writes it back reads only the fields it knows, as it does from a line.
 */
function ownStyle(raw: unknown): PlayStyle['own'] | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > MAX_OWN_FIELDS) return null;
  const form = (raw as Record<string, unknown>).form;
  if (typeof form !== 'string' || !/^[a-z][a-z -]{0,39}$/.test(form)) return null;
  const own: Record<string, string | number | boolean> = {};
  for (const [key, value] of entries) {
    if (!/^[a-zA-Z]{1,20}$/.test(key)) return null;
    if (!isOwnField(value)) return null;
    own[key] = value;
  }
  return { ...own, form };
}

const PLAIN_PLAY_STYLE: PlayStyle = { open: '', close: '', separator: ' ', underscores: false };

/**
 * The style kept in the webview's state, which is untrusted: plain heaps where anything is off; a
 * sum's parts checked one by one (a part is never a sum itself).
 */
export function parsePlayStyle(raw: unknown, nested = false): PlayStyle {
  if (typeof raw !== 'object' || raw === null) return PLAIN_PLAY_STYLE;
  const r = raw as Record<string, unknown>;
  const ok = (x: unknown, allowed: RegExp): x is string => typeof x === 'string' && allowed.test(x);
  if (
    !ok(r.open, /^(\( *)?$/) ||
    !ok(r.close, /^( *\))?$/) ||
    !ok(r.separator, /^ *,? *$/) ||
    r.separator.length === 0 ||
    typeof r.underscores !== 'boolean'
  )
    return PLAIN_PLAY_STYLE;
  let style: PlayStyle = { open: r.open, close: r.close, separator: r.separator, underscores: r.underscores };
  const own = ownStyle(r.own);
  if (own) style = { ...style, own };
  const parts = r.parts;
  if (nested || typeof parts !== 'object' || parts === null) return style;
  const { styles, join } = parts as Record<string, unknown>;
  if (!Array.isArray(styles) || styles.length === 0 || styles.length > MAX_PARTS || !ok(join, /^ *\+ *$/)) return style;
  return { ...style, parts: { styles: styles.map((p: unknown) => parsePlayStyle(p, true)), join } };
}
