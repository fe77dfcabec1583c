// Moore's Nim, `moore K` (Moore 1910): a move takes a positive number of tokens from each of at
// least one and at most K heaps. Normal play: the player to move loses exactly when every binary
// column holds a multiple of K + 1 ones. Misère play: the same while some heap has 2 or more; when
// none has, a loss exactly when the heaps of 1 are one more than a multiple of K + 1. The tests
// check both against exhaustive search. Winning moves are counted and listed by the columns
// (columns.ts), at any size; Grundy values, for sums, by mex within the budget.

import { randomBelow } from '../../bigint';
import { keptHeapsSpace, searchWorkFloor } from '../../budget';
import { plural, t } from '../../l10n';
import { type Legality, type Move } from '../../move';
import { heapsTakenFrom, multisetKey } from '../../moves';
import { type Decided, type GameFamily, MAX_LISTED_MOVES } from '../../verdict';
import { heapwiseGrundy } from '../heapSum';
import { MexSearchValues } from '../mexSearch';
import { randomHeaps } from '../practiceLevels';
import { type Change, ColumnBudget, columnCounts, type ColumnQuery, columnPass } from './columns';
import { movesInOrder, type MooreSetup } from './listing';
import { mooreReader } from './mooreReader';
import { moorePicture } from './picture';
import { winningResult } from './strategy';
import { defineGame } from '../defineGame';
import { mooreControls } from './controls';
import { argsOf, type IntentTarget, refusedTake, unreadAmount, wholeArg } from '../intents';
import { FR_MOORE } from './fr';
import { MOORE_EXPLANATION, mooreExplanation, uncountedText } from './explanation';

declare module '../../rules' {
  interface GameKinds {
    /** Moore's Nim: take from each of at least one and at most `k` heaps. */
    moore: MooreGame;
  }
}

export type MooreGame = { readonly kind: 'moore'; readonly k: bigint };

/** How many heaps one move may touch: K, or every heap when K is more. */
function touchable(game: MooreGame, heaps: readonly bigint[]): number {
  return game.k < BigInt(heaps.length) ? Number(game.k) : heaps.length;
}

/** Whether every column's ones are a multiple of K + 1 (Moore's losing positions of normal play). */
export function isMooreZero(heaps: readonly bigint[], k: bigint): boolean {
  const m = k + 1n;
  return columnCounts(heaps).every((c) => BigInt(c) % m === 0n);
}

/** Whether the player to move loses, by Moore's theorem (normal) or its misère form. */
export function mooreLoses(heaps: readonly bigint[], k: bigint, misere: boolean): boolean {
  if (misere && heaps.every((h) => h <= 1n)) {
    const ones = heaps.filter((h) => h === 1n).length;
    return BigInt(ones) % (k + 1n) === 1n % (k + 1n);
  }
  return isMooreZero(heaps, k);
}

/**
 * The move that leaves `result`: the heaps it takes from, the amount from each, their total. It
 * keeps its change, not a copy of the position (300 heaps, a thousand moves listed): the result
 * and the words are made when read.
 */
export function mooreMove(heaps: readonly bigint[], result: readonly bigint[]): Move {
  const touched: number[] = [];
  const amounts: bigint[] = [];
  for (let i = 0; i < heaps.length; i++)
    if (result[i]! < heaps[i]!) {
      touched.push(i);
      amounts.push(heaps[i]! - result[i]!);
    }
  const amount = amounts.reduce((a, b) => a + b, 0n);
  return {
    heaps: touched,
    amount,
    amounts,
    get result() {
      const left = heaps.slice();
      touched.forEach((i, j) => (left[i] = heaps[i]! - amounts[j]!));
      return left;
    },
    get words() {
      const pieces = touched.map((i, j) => t('{amount} from heap {heap}', { amount: amounts[j]!, heap: i + 1 }));
      let list = pieces[pieces.length - 1]!;
      if (pieces.length > 1) list = t('{first} and {last}', { first: pieces.slice(0, -1).join(', '), last: list });
      return t('take {list}', { list });
    },
  };
}

function applied(heaps: readonly bigint[], changes: readonly Change[]): bigint[] {
  const result = heaps.slice();
  for (const c of changes) result[c.heap] = c.value;
  return result;
}

/** Every legal move, in the order of ties (small positions only). */
function* allMoves(game: MooreGame, heaps: readonly bigint[]): Generator<Move> {
  const most = touchable(game, heaps);
  const result = heaps.slice();
  function* visit(from: number, used: number): Generator<Move> {
    if (used > 0) yield mooreMove(heaps, result);
    if (used === most) return;
    for (let j = from; j < heaps.length; j++)
      for (let a = 1n; a <= heaps[j]!; a++) {
        result[j] = heaps[j]! - a;
        yield* visit(j + 1, used + 1);
        result[j] = heaps[j]!;
      }
  }
  yield* visit(0, 0);
}

/** How many times the common charge a move costs a search (see `moveCost` in games/definition.ts). */
const MOORE_MOVE_COST = 2;

/** e_1 + … + e_K of the heap sizes: the number of moves of a position. */
function moveCount(game: MooreGame, heaps: readonly bigint[]): bigint {
  const most = touchable(game, heaps);
  const e = [1n, ...new Array<bigint>(most).fill(0n)];
  for (const h of heaps) for (let j = most; j >= 1; j--) e[j]! += e[j - 1]! * h;
  return e.slice(1).reduce((a, b) => a + b, 0n);
}

/*
 * The passes' work is the solver's budget: counting the winning moves and finding the largest
 * total they leave may take all of it, listing them as much again (past it, the first ones found
 * are listed and the rest counted), and finding the first cheapest as much again. Past the count's
 * budget the verdict still stands by the columns: one winning move is given, by Moore's proof
 * (strategy.ts), and the count is null.
 */

interface WinningMoves {
  readonly moves: Move[];
  readonly count: bigint | null;
  readonly cheapest?: Move;
  readonly unlisted?: string;
  /** The work counting them would pass, where they are not counted. */
  readonly uncounted?: number;
}

/** The winning moves of a position the player to move wins: the first ones in the order of ties, all of them counted, and the cheapest. */
function winningMoves(game: MooreGame, heaps: readonly bigint[], misere: boolean, budget: number): WinningMoves {
  const counting = new ColumnBudget(budget);
  const most = touchable(game, heaps);
  const modulus = game.k + 1n;
  // Misère play's losses are of two kinds, each counted by its own pass: Moore's with a heap of 2
  // or more, and the all-small ones.
  const streams: ColumnQuery[] = misere
    ? [
        { heaps, modulus, touchable: most, needLarge: true, small: false },
        { heaps, modulus, touchable: most, needLarge: false, small: true },
      ]
    : [{ heaps, modulus, touchable: most, needLarge: false, small: false }];
  let count: bigint | null = 0n;
  let best: bigint | null = -1n;
  for (const query of streams) {
    const n = columnPass(query, 'count', counting);
    if (n === null) {
      count = null;
      break;
    }
    count += n;
    if (n === 0n || best === null) continue;
    const b = columnPass(query, 'best', counting);
    if (b === null) best = null;
    else if (b > best) best = b;
  }
  if (count === null) {
    const result = winningResult(heaps, game.k, misere);
    return {
      moves: result ? [mooreMove(heaps, result)] : [],
      count: null,
      uncounted: budget,
    };
  }
  const setup: MooreSetup = { heaps, modulus, touchable: most, misere };
  const listed = movesInOrder(setup, MAX_LISTED_MOVES, new ColumnBudget(budget));
  const moves = listed.changes.map((c) => mooreMove(heaps, applied(heaps, c)));
  const unlisted =
    !listed.complete && BigInt(moves.length) < count && moves.length < MAX_LISTED_MOVES
      ? plural(
          moves.length,
          'only the first {count} winning move is listed: listing more, heaps this large, would take too long (all are counted)',
          'only the first {count} winning moves are listed: listing more, heaps this large, would take too long (all are counted)',
        )
      : undefined;
  // Every move listed: the cheapest is among them. Else the first in order of those that leave the largest total.
  let cheapest: Move | undefined;
  if (BigInt(moves.length) < count && best !== null && best >= 0n) {
    const first = movesInOrder(setup, 1, new ColumnBudget(budget), best).changes[0];
    const move = first && mooreMove(heaps, applied(heaps, first));
    // The cheapest takes what the best total leaves: a check of the two passes against each other.
    if (move && move.amount === heaps.reduce((a, b) => a + b, 0n) - best) cheapest = move;
  }
  return { moves, count, ...(cheapest ? { cheapest } : {}), ...(unlisted ? { unlisted } : {}) };
}

/** moore 1 is Nim: a position's value is its heaps' XOR (Bouton), at any size. */
const NIM_VALUES = heapwiseGrundy({
  grundy: (h) => h,
  movesIn: (heaps, i, target) => {
    if (target >= heaps[i]!) return { moves: [], count: 0n };
    const result = heaps.slice();
    result[i] = target;
    return { moves: [mooreMove(heaps, result)], count: 1n };
  },
  multiset: false,
  why: (heaps, values) => (heaps.length === 1 ? t('a heap of {size}', { size: heaps[0]! }) : values.join(' ⊕ ')),
  undecidedReason: () => t('never: every Nim heap is its own value'),
});

class MooreFamily implements GameFamily {
  constructor(
    private readonly game: MooreGame,
    private readonly misere: boolean,
    private readonly budget: number,
  ) {}

  decide(heaps: readonly bigint[]): Decided | null {
    const loses = mooreLoses(heaps, this.game.k, this.misere);
    const explanation = mooreExplanation(this.game.k, heaps, columnCounts(heaps), this.misere, loses);
    const value = !this.misere && loses ? { value: 0n } : {};
    if (loses) return { outcome: 'loss', winningMoves: [], winningMoveCount: 0n, explanation, ...value };
    const found = winningMoves(this.game, heaps, this.misere, this.budget);
    return {
      outcome: 'win',
      winningMoves: found.moves,
      winningMoveCount: found.count,
      ...(found.cheapest ? { cheapest: found.cheapest } : {}),
      ...(found.unlisted ? { unlisted: found.unlisted } : {}),
      ...(found.uncounted === undefined ? {} : { uncounted: uncountedText(found.uncounted) }),
      explanation: found.uncounted === undefined ? explanation : { ...explanation, uncounted: found.uncounted },
    };
  }
}

function checkStep(game: MooreGame, from: readonly bigint[], to: readonly bigint[]): Legality {
  const step = heapsTakenFrom(from, to);
  if (!step.ok) return step.legality;
  if (BigInt(step.changed.length) > game.k)
    return {
      legal: false,
      reason: plural(
        game.k,
        'takes from {count} heaps ({heaps}); a move of moore {k} takes from at most {k} heap',
        'takes from {count} heaps ({heaps}); a move of moore {k} takes from at most {k} heaps',
        { count: step.changed.length, heaps: step.changed.map((i) => i + 1).join(', '), k: game.k },
      ),
    };
  return { legal: true, move: mooreMove(from, to) };
}

/** Moore's Nim: take from up to K heaps at once, any positive amount from each. */
export const MOORE = defineGame<MooreGame>({
  french: { moore: FR_MOORE },
  explanations: [MOORE_EXPLANATION],
  text: (game) => `moore ${game.k}`,
  rulesWords: [
    {
      word: 'moore',
      get takes() {
        return t('takes the most heaps a move may take from, K ≥ 1 (moore 2)');
      },
      read: mooreReader,
    },
  ],
  // Heaps may be taken from in any combination: their order and the empty ones mean nothing.
  positionKey: (_game, heaps) => multisetKey(heaps),
  legalMoves: (game, heaps) => allMoves(game, heaps),
  checkMove: (game, from, to) => checkStep(game, from, to),
  cheapestMove(_game, heaps) {
    const i = heaps.findIndex((h) => h > 0n);
    if (i < 0) return null;
    const result = heaps.slice();
    result[i] = heaps[i]! - 1n;
    return mooreMove(heaps, result);
  },
  family: (game, misere, budget) => new MooreFamily(game, misere, budget),
  grundy: (game, budget) =>
    game.k === 1n
      ? NIM_VALUES
      : new MexSearchValues(
          {
            moves: (heaps) => allMoves(game, heaps),
            key: multisetKey,
            why: (_heaps, value) => t('mex of its options: {value}', { value }),
            moveCount: (heaps) => moveCount(game, heaps),
            moveCost: MOORE_MOVE_COST,
          },
          budget,
        ),
  // A move from several heaps, its amounts and its words (npm run bench:budget: under half the
  // budget's rate at the common charge, in a search or a mex).
  moveCost: MOORE_MOVE_COST,
  searchSpace: (game, heaps) =>
    keptHeapsSpace(heaps, (sizes) => {
      const n = moveCount(game, sizes.map(BigInt));
      return n > 1_000_000_000_000n ? Infinity : Number(n);
    }),
  playLength: (_game, heaps) => heaps.reduce((a, b) => a + b, 0n),
  searchWorkLowerBound: (game, heaps) =>
    searchWorkFloor(heaps, { rootMoves: moveCount(game, heaps), least: 1n, splits: false }),
  randomMoveIn(_game, heaps, i, random) {
    if (heaps[i]! <= 0n) return null;
    const result = heaps.slice();
    result[i] = heaps[i]! - 1n - randomBelow(heaps[i]!, random);
    return mooreMove(heaps, result);
  },
  randomPosition: randomHeaps([
    { heaps: [2, 3], max: 7 },
    { heaps: [3, 4], max: 15 },
    { heaps: [4, 5], max: 31 },
  ]),
  words: (game) => ({
    name: t("Moore's Nim"),
    move: plural(
      game.k,
      'Take any positive number of tokens from each of at most {count} heap.',
      'Take any positive number of tokens from each of at most {count} heaps.',
    ),
    token: 'token',
  }),
  // The panel's amount for each heap, taken in one move (the game's check says whether it is one).
  intent: (_game, heaps, intent) => {
    const amounts = argsOf(intent, 'amounts');
    return amounts === undefined ? undefined : takenAtOnce(heaps, amounts);
  },
  panel: (game) => ({
    moveList: true,
    controls: (heaps, _style, part) => mooreControls(heaps, BigInt(game.k), part),
  }),
  picture: (game, _misere, heaps, verdict, options) => moorePicture(game.k, heaps, verdict, options),
});

/** Takes `amounts[i]` from heap i at once; the game's check then says whether that is one move. */
function takenAtOnce(heaps: readonly bigint[], written: readonly string[]): IntentTarget {
  if (written.length !== heaps.length)
    return t('give an amount for each of the {count} heaps (0 for a heap left alone)', { count: heaps.length });
  const to = heaps.slice();
  for (let i = 0; i < heaps.length; i++) {
    // A field left empty leaves its heap alone.
    const amount = written[i]!.trim() === '' ? 0n : wholeArg(written[i]);
    if (amount === null) return unreadAmount();
    const refused = amount > 0n ? refusedTake(heaps, i, amount) : null;
    if (refused !== null) return refused;
    to[i] = heaps[i]! - amount;
  }
  return { to };
}
