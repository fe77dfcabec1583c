// Rows of coins (Winning Ways, ch. 14): Turning Turtles, Mock Turtles and Ruler. Coins are numbered
// 1, 2, 3, … from the left and a position is the list of the coins showing heads, ascending. A move
// turns over some coins, the rightmost of them from heads to tails: one or two coins (Turning
// Turtles), up to three (Mock Turtles), any run of neighbours (Ruler). A row is the sum of its heads,
// each alone, so its Grundy value is the XOR of its heads' values (coinValues.ts proves the values
// and counts the moves to a value; the tests check both against exhaustive search). Misère play is
// left to the search.

import { coinsTurned } from '../intents';
import { compareBigints, randomBelow } from '../../bigint';
import { type SearchSpace, searchWorkFloor, UNBOUNDED } from '../../budget';
import { t } from '../../l10n';
import { type Legality, type Move } from '../../move';
import { type Decided, type GameFamily, MAX_LISTED_MOVES } from '../../verdict';
import { coinRowValue, coinValue, mockTurtleMovesFrom, rulerMoveFrom, turtleMovesFrom } from './coinValues';
import { type GrundyValues, type MovesToValue } from '../definition';
import { decideByValue } from '../heapSum';
import { COIN_ROW_FORM } from './form';
import { coinRowPicture } from './picture';
import { coinRowControls, typedRowCoins } from './controls';
import { defineGame } from '../defineGame';
import { FR_COINS } from './fr';
import {
  COIN_ROW_EXPLANATION,
  type CoinRule,
  coinRowExplanation,
  leftOutText,
  MAX_RESULT_HEADS,
  NAMED_HEADS,
  nameOf,
} from './explanation';

export { type CoinRule, MAX_RESULT_HEADS } from './explanation';

declare module '../../rules' {
  interface GameKinds {
    /**
     * A row of coins 1, 2, 3, … (the position: the coins showing heads, ascending): a move turns over
     * coins, the rightmost from heads to tails; one or two of them (Turning Turtles), up to three
     * (Mock Turtles), or any run of neighbours (Ruler).
     */
    coins: CoinRowGame;
  }
}

export type CoinRowGame = { readonly kind: 'coins'; readonly rule: CoinRule };

/** Coins a move turns at most, null for a run of any length (the play panel's coins). */
const MOST_TURNED: Readonly<Record<CoinRule, number | null>> = { 'turning turtles': 2, 'mock turtles': 3, ruler: null };

/** What a move takes, in words (in the language of the answers). */
function moveWords(rule: CoinRule): string {
  switch (rule) {
    case 'turning turtles':
      return t('Turn over one or two coins, the rightmost of them from heads to tails.');
    case 'mock turtles':
      return t('Turn over one, two or three coins, the rightmost of them from heads to tails.');
    case 'ruler':
      return t('Turn over a run of neighbouring coins, the rightmost of them from heads to tails.');
  }
}

/** The index of the first head >= x in an ascending list (its length when there is none). */
function firstAtLeast(heads: readonly bigint[], x: bigint): number {
  let lo = 0;
  let hi = heads.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (heads[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The row with `coins` (ascending) turned over: the sorted symmetric difference. */
function turned(heads: readonly bigint[], coins: readonly bigint[]): bigint[] {
  const out: bigint[] = [];
  let i = 0;
  let j = 0;
  while (i < heads.length || j < coins.length) {
    const a = heads[i];
    const b = coins[j];
    if (b === undefined || (a !== undefined && a < b)) {
      out.push(a!);
      i++;
    } else if (a === undefined || b < a) {
      out.push(b);
      j++;
    } else {
      i++;
      j++;
    }
  }
  return out;
}

/** The row with the run start..n turned over; only for runs whose result is listed (at most MAX_RESULT_HEADS). */
function runTurned(heads: readonly bigint[], start: bigint, n: bigint): bigint[] {
  const lo = firstAtLeast(heads, start);
  const hi = firstAtLeast(heads, n + 1n);
  const out = heads.slice(0, lo);
  let k = lo;
  for (let c = start; c <= n; c++) {
    if (k < hi && heads[k] === c) k++;
    else out.push(c);
  }
  for (let i = hi; i < heads.length; i++) out.push(heads[i]!);
  return out;
}

/** How many heads the row has once the run start..n is turned over, without building it. */
function runResultSize(heads: readonly bigint[], start: bigint, n: bigint): bigint {
  const inRun = BigInt(firstAtLeast(heads, n + 1n) - firstAtLeast(heads, start));
  return BigInt(heads.length) - 2n * inRun + (n - start + 1n);
}

/** `turn over coin 5`, `turn over coins 5 and 2`, `turn over coins 5, 3 and 1`: the rightmost first. */
function turnWords(coins: readonly bigint[]): string {
  const down = [...coins].sort(compareBigints).reverse();
  if (down.length === 1) return t('turn over coin {coin}', { coin: down[0]! });
  return t('turn over coins {coins} and {last}', { coins: down.slice(0, -1).join(', '), last: down[down.length - 1]! });
}

/** A Ruler run in words: `turn over coin 5`, `turn over coins 4 and 5`, `turn over coins 3 to 5`. */
function runWords(start: bigint, n: bigint): string {
  if (start === n) return t('turn over coin {coin}', { coin: n });
  if (start + 1n === n) return t('turn over coins {coins} and {last}', { coins: start, last: n });
  return t('turn over coins {start} to {end}', { start, end: n });
}

/** The move of head i (the rightmost coin turned) with the other coins `others`, ascending. */
function coinMove(heads: readonly bigint[], i: number, others: readonly bigint[]): Move {
  const coins = [...others, heads[i]!];
  return { heaps: [i], amount: BigInt(coins.length), result: turned(heads, coins), words: turnWords(coins) };
}

/** The Ruler move turning the run start..heads[i]. */
function runMove(heads: readonly bigint[], i: number, start: bigint): Move {
  const n = heads[i]!;
  return { heaps: [i], amount: n - start + 1n, result: runTurned(heads, start, n), words: runWords(start, n) };
}

/** The legal moves with rightmost coin n (not counting the choice of n): n, n·n-ish, or n runs. */
function movesFromHead(rule: CoinRule, n: bigint): bigint {
  if (rule === 'mock turtles') return 1n + (n - 1n) + ((n - 1n) * (n - 2n)) / 2n;
  return n;
}

/** The moves of a row to value 0 when its value (relative to the target) is V: listed, counted, the cheapest. */
interface RowMoves extends MovesToValue {
  readonly count: bigint;
  /** Ruler moves counted but not listed (nor the cheapest): their results would list too many heads. */
  readonly leftOut: bigint;
}

/**
 * The moves from the row to value (row value ⊕ V), head by head in the order of ties (the head's
 * place, then the coins turned, then the other coins ascending): a move with rightmost coin n
 * reaches it exactly when the coins it turns have values XORing to V (coinValues.ts counts those).
 * V is the row's value unless given: the moves to value 0, the winning ones.
 */
export function coinRowMoves(
  rule: CoinRule,
  heads: readonly bigint[],
  limit = MAX_LISTED_MOVES,
  V = coinRowValue(rule, heads),
): RowMoves {
  const moves: Move[] = [];
  let count = 0n;
  let leftOut = 0n;
  let cheapest: Move | null = null;
  for (let i = 0; i < heads.length; i++) {
    const n = heads[i]!;
    const open = moves.length < limit;
    if (rule === 'ruler') {
      const { start } = rulerMoveFrom(n, V);
      if (start === null) continue;
      count++;
      if (runResultSize(heads, start, n) > BigInt(MAX_RESULT_HEADS)) {
        leftOut++;
        continue;
      }
      const amount = n - start + 1n;
      if (!open && cheapest && amount >= cheapest.amount) continue;
      const m = runMove(heads, i, start);
      if (open) moves.push(m);
      if (!cheapest || amount < cheapest.amount) cheapest = m;
      continue;
    }
    // Ask for one move even when the list is full: a head's moves all turn as many coins, and the
    // first of them is the cheapest candidate.
    const want = Math.max(1, limit - moves.length);
    const found = rule === 'turning turtles' ? turtleMovesFrom(n, V, want) : mockTurtleMovesFrom(n, V, want);
    if (found.count === 0n) continue;
    count += found.count;
    const first = found.moves[0]!;
    const amount = BigInt(first.length + 1);
    let firstMove: Move | null = null;
    if (open) {
      for (const others of found.moves) {
        if (moves.length >= limit) break;
        const m = coinMove(heads, i, others);
        firstMove ??= m;
        moves.push(m);
      }
    }
    if (!cheapest || amount < cheapest.amount) cheapest = firstMove ?? coinMove(heads, i, first);
  }
  return { moves, count, cheapest, leftOut };
}

/** The values of the heads and their XOR. */
function valuesOf(rule: CoinRule, heads: readonly bigint[]): { values: bigint[]; xor: bigint } {
  const values = heads.map((n) => coinValue(rule, n));
  return { values, xor: values.reduce((a, b) => a ^ b, 0n) };
}

/** Normal-play Grundy values of rows: the XOR of the heads' values, and the moves to any value. */
class CoinRowValues implements GrundyValues {
  constructor(private readonly rule: CoinRule) {}

  value(heads: readonly bigint[]): bigint {
    return coinRowValue(this.rule, heads);
  }

  movesTo(heads: readonly bigint[], target: bigint, limit: number): MovesToValue {
    const { moves, count, cheapest, leftOut } = coinRowMoves(this.rule, heads, limit, this.value(heads) ^ target);
    return leftOut > 0n ? { moves, count, cheapest, unlisted: leftOutText(leftOut) } : { moves, count, cheapest };
  }

  why(heads: readonly bigint[]): string {
    if (heads.length === 0) return t('no heads');
    const { values } = valuesOf(this.rule, heads);
    if (heads.length > NAMED_HEADS) return t('the XOR of the values of {count} heads', { count: heads.length });
    return t('values {values} of heads {heads}', { values: values.join(' ⊕ '), heads: heads.join(', ') });
  }

  undecidedReason(): string {
    return t("never: every head's value is known by its closed form");
  }
}

/** Normal play by the values; misère play goes to the search (null). */
class CoinRowFamily implements GameFamily {
  private readonly values: CoinRowValues;

  constructor(
    private readonly rule: CoinRule,
    private readonly misere: boolean,
    private readonly budget: number,
  ) {
    this.values = new CoinRowValues(rule);
  }

  decide(heads: readonly bigint[]): Decided | null {
    if (this.misere) return null;
    const { values, xor } = valuesOf(this.rule, heads);
    // Ruler moves too long to list are said in the explanation: counted first (at most one per head, cheap).
    const leftOut = this.rule === 'ruler' && xor !== 0n ? coinRowMoves(this.rule, heads, 0, xor).leftOut : 0n;
    const decided = decideByValue(this.values, heads, xor, coinRowExplanation(this.rule, heads, values, xor, leftOut));
    // The explanation says which moves are left out; a sum's part says it through `unlisted`.
    return decided && { ...decided, unlisted: undefined };
  }

  undecidedReason(): string | null {
    return this.misere
      ? t(
          'unknown: misère play of {rule} is decided by exhaustive search only, which would exceed the budget of {budget}',
          { rule: this.rule, budget: this.budget },
        )
      : null;
  }
}

/** Coins listed for a message: the first few, then how many more. */
function coinList(coins: readonly bigint[]): string {
  if (coins.length <= 8) return coins.join(', ');
  return t('{coins}, … ({count} coins)', { coins: coins.slice(0, 8).join(', '), count: coins.length });
}

function checkRowMove(rule: CoinRule, from: readonly bigint[], to: readonly bigint[]): Legality {
  const refuse = (reason: string): Legality => ({ legal: false, reason });
  const a = [...from].sort(compareBigints);
  const b = [...to].sort(compareBigints);
  for (const c of b) if (c < 1n) return refuse(t('coins are numbered from 1: there is no coin {coin}', { coin: c }));
  for (let i = 1; i < b.length; i++)
    if (b[i] === b[i - 1]) return refuse(t('coin {coin} is listed twice', { coin: b[i]! }));
  const flipped = turned(a, b);
  if (flipped.length === 0) return refuse(t('nothing changes: a move turns over at least one coin'));
  const r = flipped[flipped.length - 1]!;
  const i = firstAtLeast(a, r);
  if (a[i] !== r)
    return refuse(t('coin {coin} shows tails: the rightmost coin turned must go from heads to tails', { coin: r }));
  const k = flipped.length;
  if (rule === 'turning turtles' && k > 2)
    return refuse(
      t('turns over {count} coins ({coins}): Turning Turtles turns over one or two', {
        count: k,
        coins: coinList(flipped),
      }),
    );
  if (rule === 'mock turtles' && k > 3)
    return refuse(
      t('turns over {count} coins ({coins}): Mock Turtles turns over one, two or three', {
        count: k,
        coins: coinList(flipped),
      }),
    );
  const start = flipped[0]!;
  if (rule === 'ruler' && r - start + 1n !== BigInt(k))
    return refuse(
      t(
        'turns over coins {coins}, which are not a run of neighbours: Ruler turns over a run ending at its rightmost coin',
        { coins: coinList(flipped) },
      ),
    );
  const words = rule === 'ruler' ? runWords(start, r) : turnWords(flipped);
  return { legal: true, move: { heaps: [i], amount: BigInt(k), result: b, words } };
}

function sum(ns: readonly bigint[]): bigint {
  return ns.reduce((a, b) => a + b, 0n);
}

/** Practice rows: the row's length and how many heads, by level. */
const LEVELS: readonly { readonly length: number; readonly heads: readonly [number, number] }[] = [
  { length: 7, heads: [2, 3] },
  { length: 12, heads: [3, 5] },
  { length: 20, heads: [4, 7] },
];

export const COIN_ROW = defineGame<CoinRowGame>({
  french: { coins: FR_COINS },
  explanations: [COIN_ROW_EXPLANATION],
  text: (game) => game.rule,
  rulesWords: [
    {
      word: 'turning turtles',
      french: 'tortues retournées',
      get takes() {
        return t('takes no parameter');
      },
      read: () => ({ kind: 'coins', rule: 'turning turtles' }),
    },
    {
      word: 'mock turtles',
      french: 'fausses tortues',
      get takes() {
        return t('takes no parameter');
      },
      read: () => ({ kind: 'coins', rule: 'mock turtles' }),
    },
    {
      word: 'ruler',
      french: 'règle',
      get takes() {
        return t('takes no parameter');
      },
      read: () => ({ kind: 'coins', rule: 'ruler' }),
    },
  ],
  picture: (_game, _misere, heaps, verdict, options) => coinRowPicture(heaps, verdict, options),
  positionForm: COIN_ROW_FORM,
  // The heads are coins in their places: the vector is the set of them, kept sorted.
  positionKey: (_game, heads) => heads.join(','),
  *legalMoves(game, heads) {
    for (let i = 0; i < heads.length; i++) {
      const n = heads[i]!;
      if (game.rule === 'ruler') {
        for (let start = n; start >= 1n; start--) yield runMove(heads, i, start);
        continue;
      }
      yield coinMove(heads, i, []);
      for (let m = 1n; m < n; m++) yield coinMove(heads, i, [m]);
      if (game.rule === 'mock turtles')
        for (let m1 = 1n; m1 < n; m1++) for (let m2 = m1 + 1n; m2 < n; m2++) yield coinMove(heads, i, [m1, m2]);
    }
  },
  checkMove: (game, from, to) => checkRowMove(game.rule, from, to),
  // Turning the leftmost head alone: one coin, the first in the order of ties.
  cheapestMove: (_game, heads) => (heads.length === 0 ? null : coinMove(heads, 0, [])),
  family: (game, misere, budget) => new CoinRowFamily(game.rule, misere, budget),
  grundy: (game) => new CoinRowValues(game.rule),
  // Each move writes which coins it turns (npm run bench:budget: about two thirds of the budget's
  // rate at the common charge for Turning and Mock Turtles).
  moveCost: 1.5,
  searchSpace(game, heads): SearchSpace {
    // Every reachable row is a set of coins up to the rightmost head N, each with at most the moves
    // of a row of N heads.
    if (heads.length === 0) return { positions: 1, moves: 0 };
    const top = heads[heads.length - 1]!;
    if (top > 200n) return UNBOUNDED;
    const N = Number(top);
    let moves = 0;
    for (let n = 1; n <= N; n++) moves += Number(movesFromHead(game.rule, BigInt(n)));
    return { positions: 2 ** N, moves, heapCount: N };
  },
  // Each head walked down to coin 1 and off, leftmost first (turning it and the tail below it): a
  // play of one move per unit of the heads' sum, legal in all three games.
  playLength: (_game, heads) => sum(heads),
  searchWorkLowerBound(game, heads) {
    const rootMoves = heads.reduce((a, n) => a + movesFromHead(game.rule, n), 0n);
    // The search reaches every set of the heads (turning heads alone) and the walk above.
    const subsets = 1n << BigInt(Math.min(heads.length, 64));
    const walk = sum(heads) + 1n;
    return searchWorkFloor(heads, {
      rootMoves,
      least: null,
      splits: false,
      reachable: subsets > walk ? subsets : walk,
    });
  },
  randomMoveIn(game, heads, i, random) {
    const n = heads[i];
    if (n === undefined) return null;
    if (game.rule === 'ruler') {
      // Runs of at most 100 coins: the play panel never builds an astronomically long row.
      const longest = n < 100n ? n : 100n;
      return runMove(heads, i, n - randomBelow(longest, random));
    }
    // How many coins: one, two or three, as many as the rules and the coins below n allow.
    let most = n >= 2n ? 2 : 1;
    if (game.rule === 'mock turtles' && n >= 3n) most = 3;
    const k = 1 + Math.floor(random() * most);
    if (k === 1) return coinMove(heads, i, []);
    const m1 = 1n + randomBelow(n - 1n, random);
    if (k === 2) return coinMove(heads, i, [m1]);
    let m2 = 1n + randomBelow(n - 2n, random);
    if (m2 >= m1) m2++;
    return coinMove(heads, i, m1 < m2 ? [m1, m2] : [m2, m1]);
  },
  randomPosition(_game, level, random) {
    const { length, heads } = LEVELS[level - 1]!;
    const count = heads[0] + Math.floor(random() * (heads[1] - heads[0] + 1));
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(1 + Math.floor(random() * length));
    return [...chosen].sort((a, b) => a - b).map(BigInt);
  },
  words: (game) => ({ name: nameOf(game.rule), move: moveWords(game.rule), token: 'token' }),
  // The play panel lists the legal moves to choose from.
  panel: (game) => ({
    moveList: true,
    controls: (heads, style, part, marks) => coinRowControls(heads, style, MOST_TURNED[game.rule], part, marks),
  }),
  // A row: heads from 1, ascending (the empty row too).
  isPosition: (_game, heads) => heads.every((h, i) => h >= 1n && (i === 0 || heads[i - 1]! < h)),
  intent: (_game, heads, intent) => coinsTurned(intent, typedRowCoins, (coins) => turnCoinsOver(heads, coins)),
});

/** The row after turning over the coins the panel names (their numbers); a reason for a coin a row has not. */
function turnCoinsOver(heads: readonly bigint[], coins: readonly string[]): bigint[] | string {
  const named = new Set<bigint>();
  for (const c of coins) {
    if (c.includes(','))
      return t('coin {coin} is a place in a grid: name the coins of a row by their numbers', { coin: c });
    const n = BigInt(c);
    if (n < 1n) return t('coins are numbered from 1: there is no coin 0');
    if (named.has(n)) return t('coin {coin} is named twice: a move turns each coin over once', { coin: n });
    named.add(n);
  }
  return turned(heads, [...named].sort(compareBigints));
}
