// A move of the play panel as a person asks for it: an intent of one of the kinds the games'
// controls make (take from a heap, knock down pins, choose from the list, turn coins over, take
// from several heaps at once). The webview sends it, untrusted; `readIntent` reads it; the game it
// is made in turns it into the position it asks for (`intentTarget`): first in its own way where it
// has one (`GameDefinition.intent`: stairs, banks, a limit, both of Wythoff's heaps, coins), else
// as heaps of tokens, refused in the common words. The host then checks that position is one legal
// move and plays it: one way in for every game, no message shaped after a game.

import { plural, t } from '../l10n';
import { type Move } from '../moves';
import { isDecimal, isWholeUpTo } from '../untrusted';
import { type GameDefinition } from './definition';
import { type IntentTarget, type MoveIntent } from './intentTypes';

export type { IntentTarget, MoveIntent };

/** Coins a turn names at most: a Ruler run may be long, but every coin is checked. */
export const MAX_TURNED = 10_000;
/** Heaps an intent names at most, and digits of an amount: far beyond any position a line holds. */
const MAX_HEAPS = 100_000;

/** A coin as an intent names it: a row's number, or a grid's `x,y`. */
function isCoin(x: unknown): x is string {
  return typeof x === 'string' && /^[0-9]{1,100000}(,[0-9]{1,100000})?$/.test(x);
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
    case 'take':
      if (!isWholeUpTo(m.heap, MAX_HEAPS) || !isDecimal(m.amount) || typeof m.both !== 'boolean') return null;
      return { kind: 'take', heap: m.heap, amount: m.amount, both: m.both };
    case 'pins':
      if (!isWholeUpTo(m.heap, MAX_HEAPS) || !isDecimal(m.amount) || !isDecimal(m.left)) return null;
      return { kind: 'pins', heap: m.heap, amount: m.amount, left: m.left };
    case 'choose':
      // The position a move leaves may hold nothing (Hackenbush's last edge cut).
      if (!isWholeUpTo(m.index, mostChoices) || !isListOf(m.to, 0, MAX_HEAPS, isDecimal)) return null;
      return { kind: 'choose', index: m.index, to: [...m.to] };
    case 'turn':
      if (!isListOf(m.coins, 1, MAX_TURNED, isCoin)) return null;
      return { kind: 'turn', coins: [...m.coins] };
    case 'amounts':
      if (!isListOf(m.amounts, 1, MAX_HEAPS, isDecimal)) return null;
      return { kind: 'amounts', amounts: [...m.amounts] };
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
    case 'take':
      return taken(place, intent.heap, BigInt(intent.amount), intent.both);
    case 'pins':
      // Rows of pins are a take-and-break game's own (it reads `pins` itself).
      return t('this game has no pins to knock down');
    case 'choose':
      return chosen(place, intent.index, intent.to);
    case 'turn':
      // Coins are a coin game's own (it reads `turn` itself).
      return t('this game has no coins to turn over');
    case 'amounts':
      // Amounts from several heaps at once are Moore's Nim's own (it reads `amounts` itself).
      return t('this game has no move that takes from several heaps at once');
    case 'to':
      return { to: intent.to.map((h) => BigInt(h)) };
  }
}

/** Take from one heap of tokens; a take from every heap at once is a game's own (Wythoff reads it). */
function taken<G>({ heaps }: IntentPlace<G>, heap: number, amount: bigint, both: boolean): IntentTarget {
  if (both) return t('this game has no move that takes from both heaps');
  const refused = refusedTake(heaps, heap, amount);
  if (refused !== null) return refused;
  const to = heaps.slice();
  to[heap] = heaps[heap]! - amount;
  return { to };
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

/** A game's reading of `take` where its heaps move or carry more: the position `move` gives, after the common checks in `words`. */
export function tokensTaken(
  intent: MoveIntent,
  heaps: readonly bigint[],
  move: (heap: number, amount: bigint) => bigint[] | string,
  words: AmountWords = HEAP_WORDS,
): IntentTarget | undefined {
  if (intent.kind !== 'take' || intent.both) return undefined;
  const amount = BigInt(intent.amount);
  const refused = refusedTake(heaps, intent.heap, amount, words);
  if (refused !== null) return refused;
  const to = move(intent.heap, amount);
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

/** A game's reading of `turn`: its coins turned over by its own rule (`turnCoinsOver`), or why not. */
export function coinsTurned(
  intent: MoveIntent,
  turn: (coins: readonly string[]) => bigint[] | string,
): IntentTarget | undefined {
  if (intent.kind !== 'turn') return undefined;
  const to = turn(intent.coins);
  return typeof to === 'string' ? to : { to };
}
