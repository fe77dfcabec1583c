// A move of the play panel as a person asks for it: one of a game's own moves as its controls name
// it (`act`), a move chosen from the list, or the position a piece of the picture leaves. The
// webview sends it, untrusted; `readIntent` reads its shape; the game it is made in turns it into
// the position it asks for (`intentTarget`): first in its own way where it has one
// (`GameDefinition.intent`), else `take` from a heap of tokens, refused in the common words. The host then checks that position is one legal
// move and plays it: one way in for every game, no message shaped after a game.

import { plural, t } from '../l10n';
import { type Move } from '../moves';
import { isDecimal, isWholeUpTo } from '../untrusted';
import { type GameDefinition } from './definition';
import { type IntentTarget, type MoveIntent } from './intentTypes';

export type { IntentTarget, MoveIntent };

/** Heaps an intent names at most, and arguments of a move: far beyond any position a line holds. */
const MAX_HEAPS = 100_000;
/** Characters of one argument (a 100,000-digit amount, a typed list of coins) and of all of them. */
const MAX_ARG = 1_000_000;
const MAX_ARGS_TEXT = 4_000_000;

/** An argument of a game's move: text without control characters, within MAX_ARG. */
function isArg(x: unknown): x is string {
  // eslint-disable-next-line no-control-regex
  return typeof x === 'string' && x.length <= MAX_ARG && !/[\u0000-\u001f\u007f]/.test(x);
}

/** A list of `least` to `most` entries, each `ok`; a hole (a sparse array) fails. */
function isListOf<T>(x: unknown, least: number, most: number, ok: (v: unknown) => v is T): x is readonly T[] {
  if (!Array.isArray(x) || x.length < least || x.length > most) return false;
  for (let i = 0; i < x.length; i++) if (!ok(x[i])) return false;
  return true;
}

/**
 * An intent read from an untrusted message: its kind and exactly the fields of that kind, each
 * within its limits; null when it is anything else. A copy: nothing of the message is kept.
 */
export function readIntent(raw: unknown, mostChoices: number): MoveIntent | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const m = raw as Record<string, unknown>;
  switch (m.kind) {
    case 'act': {
      if (typeof m.act !== 'string' || !/^[a-z][a-z-]{0,19}$/.test(m.act)) return null;
      if (!isListOf(m.args, 0, MAX_HEAPS + 1, isArg)) return null;
      if (m.args.reduce((sum, a) => sum + a.length, 0) > MAX_ARGS_TEXT) return null;
      return { kind: 'act', act: m.act, args: [...m.args] };
    }
    case 'choose':
      // The position a move leaves may hold nothing (Hackenbush's last edge cut).
      if (!isWholeUpTo(m.index, mostChoices) || !isListOf(m.to, 0, MAX_HEAPS, isDecimal)) return null;
      return { kind: 'choose', index: m.index, to: [...m.to] };
    case 'to':
      if (!isListOf(m.to, 0, MAX_HEAPS, isDecimal)) return null;
      return { kind: 'to', to: [...m.to] };
    default:
      return null;
  }
}

/** The game an intent is made in, as `intentTarget` asks it: its definition, the game and its position. */
export interface IntentPlace<G> {
  readonly definition: GameDefinition<G>;
  readonly game: G;
  readonly heaps: readonly bigint[];
  /** The moves the panel lists for the position, in the list's order (made only when asked). */
  listed(): readonly Move[];
}

const TOKENS = {
  token: (n: bigint) => plural(n, '{count} token', '{count} tokens'),
};

/** How a take from a heap is refused, in a game's words (stairs of coins have their own). */
export interface AmountWords {
  noHeap(n: number): string;
  atLeastOne(): string;
  hasOnly(n: number, count: bigint): string;
}

/** How a take is refused in the words of heaps and tokens. */
export const HEAP_WORDS: AmountWords = {
  noHeap: (n) => t('there is no heap {n}', { n }),
  atLeastOne: () => t('take at least one token'),
  hasOnly: (n, count) => t('heap {n} has only {tokens}', { n, tokens: TOKENS.token(count) }),
};

/** The position an intent asks for, in the game's words where it cannot be made (not yet whether it is legal). */
export function intentTarget<G>(place: IntentPlace<G>, intent: MoveIntent): IntentTarget {
  // The game's own reading first (its heaps move, carry more, or are not heaps: stairs, banks, coins).
  const own = place.definition.intent?.(place.game, place.heaps, intent);
  if (own !== undefined) return own;
  switch (intent.kind) {
    case 'act':
      // A take from a heap of tokens is every heap game's; any other move is a game's own.
      return (
        tokensTaken(intent, place.heaps, (heap, amount) => {
          const to = place.heaps.slice();
          to[heap] = place.heaps[heap]! - amount;
          return to;
        }) ?? t('this game has no move of that kind')
      );
    case 'choose':
      return chosen(place, intent.index, intent.to);
    case 'to':
      return { to: intent.to.map((h) => BigInt(h)) };
  }
}

/** The arguments of `intent` where it is the game's move `act`, else undefined. */
export function argsOf(intent: MoveIntent, act: string): readonly string[] | undefined {
  return intent.kind === 'act' && intent.act === act ? intent.args : undefined;
}

/** A whole number as a person typed it or a piece carries it (spaces around it aside), or null. */
export function wholeArg(text: string | undefined): bigint | null {
  if (text === undefined) return null;
  const digits = text.trim();
  return /^[0-9]{1,100000}$/.test(digits) ? BigInt(digits) : null;
}

/** Heaps an intent names at most: a heap's number is a small whole number. */
function heapArg(text: string | undefined): number | null {
  const n = wholeArg(text);
  return n !== null && n < BigInt(MAX_HEAPS) ? Number(n) : null;
}

/** Why a typed amount cannot be read. */
export function unreadAmount(): string {
  return t('write the amount as a whole number');
}

/** Why `amount` cannot be taken from heap `heap` (there is none, nothing taken, too much), in `words`; null when it can. */
export function refusedTake(
  heaps: readonly bigint[],
  heap: number,
  amount: bigint,
  words: AmountWords = HEAP_WORDS,
): string | null {
  if (heap < 0 || heap >= heaps.length) return words.noHeap(heap + 1);
  if (amount < 1n) return words.atLeastOne();
  if (heaps[heap]! < amount) return words.hasOnly(heap + 1, heaps[heap]!);
  return null;
}

/**
 * The reading of `take` [heap, amount] (a heap's number from 0, an amount as typed): the position
 * `move` gives, after the common checks in `words`; undefined for another move.
 */
export function tokensTaken(
  intent: MoveIntent,
  heaps: readonly bigint[],
  move: (heap: number, amount: bigint) => bigint[] | string,
  words: AmountWords = HEAP_WORDS,
): IntentTarget | undefined {
  const args = argsOf(intent, 'take');
  if (args === undefined) return undefined;
  const heap = heapArg(args[0]);
  const amount = wholeArg(args[1]);
  if (heap === null || args.length !== 2) return t('this game has no move of that kind');
  if (amount === null) return unreadAmount();
  const refused = refusedTake(heaps, heap, amount, words);
  if (refused !== null) return refused;
  const to = move(heap, amount);
  return typeof to === 'string' ? to : { to };
}

/** The move at `index` of the list the panel shows, made again from the position: refused unless it leaves `to`. */
function chosen<G>(place: IntentPlace<G>, index: number, to: readonly string[]): IntentTarget {
  if (!place.definition.panel(place.game).moveList) return t("choose a move with the heaps' controls");
  const move = place.listed()[index];
  if (!move || move.result.length !== to.length || move.result.some((h, i) => String(h) !== to[i]))
    return t('that move is not in the list for this position');
  return { to: move.result };
}

/**
 * A game's reading of `turn` [text]: the coins a person typed or picked, read by `read` (a row's
 * numbers, a grid's corners), turned over by the game's own rule (`turn`), or why not.
 */
export function coinsTurned(
  intent: MoveIntent,
  read: (text: string) => readonly string[] | string,
  turn: (coins: readonly string[]) => bigint[] | string,
): IntentTarget | undefined {
  const args = argsOf(intent, 'turn');
  if (args === undefined) return undefined;
  const coins = read(args.join(' '));
  if (typeof coins === 'string') return coins;
  const to = turn(coins);
  return typeof to === 'string' ? to : { to };
}
