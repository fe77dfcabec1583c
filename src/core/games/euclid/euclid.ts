// Euclid's game: two numbers (a, b), written in either order; a move subtracts a positive multiple of
// the smaller from the larger, leaving it >= 0, and a position with a 0 has no move. When the numbers
// are equal, making one of them 0 is one move, written with the first number 0 (the spec).
//
// Normal play by the pure mathematics of euclidChain.ts: the mover wins iff the numbers are equal or
// the larger exceeds φ times the smaller, (2a − b)² > 5b² in integers; the Grundy value (for sums)
// by the quotient chain, and at most one move to any value. Numbers of any size. Misère play is left
// to the search, whose work is known exactly from the quotients.

import { bitLength, randomBelow } from '../../bigint';
import { decimalDigits, moveWork, type SearchSpace, UNBOUNDED } from '../../budget';
import { plural, t } from '../../l10n';
import { type Legality, type Move } from '../../move';
import { shortenNumbers } from '../../text';
import { type Decided, type GameFamily } from '../../verdict';
import { type GrundyValues, type MovesToValue } from '../definition';
import { chainValue, euclidMovesTo, type EuclidStep, euclidWins } from './euclidChain';
import { decideByValue } from '../heapSum';
import { PAIR_FORM } from '../forms/heaps';
import { euclidPicture } from './picture';
import { euclidControls, multipleTaken } from './controls';
import { defineGame } from '../defineGame';
import { FR_EUCLID } from './fr';
import { EUCLID_EXPLANATION, type EuclidExplanation, order, pairText, subtraction } from './explanation';

declare module '../../rules' {
  interface GameKinds {
    /** Euclid's game on two numbers: subtract a positive multiple of the smaller from the larger. */
    euclid: EuclidGame;
  }
}

type EuclidGame = { readonly kind: 'euclid' };

/** Steps of the chain shown at each end of a long one; the middle is counted. */
const CHAIN_HEAD = 4;
const CHAIN_TAIL = 3;
/** Pairs this long get bounds from their first quotient only: the whole chain is then the cost. */
const LONG_DIGITS = 1000;

/**
 * A pair's quotient chain as far as the answers need it: its length, the Grundy value of each step
 * from the top (small numbers), and the steps the explanation shows (the first and last few, whose
 * numbers are kept; the middle's are not, so that a chain of 10,000-digit numbers stays small).
 */
interface Chain {
  readonly length: number;
  /** G of each step's pair, top first: grundies[0] is the pair's own value. */
  readonly grundies: readonly bigint[];
  readonly shown: readonly (EuclidStep | number)[];
}

/**
 * Numbers this long cost one unit of work more per step of the chain, for every such length (about
 * half a microsecond of division: npm run bench:budget; at 1,024 bits a unit, a budget took 1.6 s).
 */
const BITS_PER_UNIT = 512;

/**
 * The chain of (a, b), walked while the budget lasts: each step costs 1 unit, and 1 more for every
 * 512 bits of the larger number at the top (the numbers only shrink). Null beyond the budget:
 * a chain of consecutive Fibonacci numbers of 20,000 digits has 95,000 steps of long divisions.
 */
function chainWithin(a: bigint, b: bigint, budget: number): Chain | null {
  const { big, small } = order([a, b]);
  if (small === 0n) return { length: 0, grundies: [], shown: [] };
  const perStep = 1 + Math.floor(bitLength(big) / BITS_PER_UNIT);
  const quotients: bigint[] = [];
  const head: [bigint, bigint][] = [];
  const tail: [bigint, bigint][] = [];
  let [x, y] = [big, small];
  let work = 0;
  while (y > 0n) {
    if ((work += perStep) > budget) return null;
    quotients.push(x / y);
    if (head.length < CHAIN_HEAD + CHAIN_TAIL + 1) head.push([x, y]);
    tail.push([x, y]);
    if (tail.length > CHAIN_TAIL) tail.shift();
    [x, y] = [y, x % y];
  }
  const n = quotients.length;
  const grundies = new Array<bigint>(n);
  let below = 0n;
  for (let i = n - 1; i >= 0; i--) grundies[i] = below = chainValue(quotients[i]!, below);
  const step = (i: number, [p, q]: [bigint, bigint]): EuclidStep => ({
    a: p,
    b: q,
    q: quotients[i]!,
    r: p % q,
    below: i + 1 < n ? grundies[i + 1]! : 0n,
    grundy: grundies[i]!,
  });
  // A short chain whole; a long one by its first and last steps, the middle counted.
  const shown: (EuclidStep | number)[] =
    n <= CHAIN_HEAD + CHAIN_TAIL + 1
      ? head.map((pair, i) => step(i, pair))
      : [
          ...head.slice(0, CHAIN_HEAD).map((pair, i) => step(i, pair)),
          n - CHAIN_HEAD - CHAIN_TAIL,
          ...tail.map((pair, j) => step(n - CHAIN_TAIL + j, pair)),
        ];
  return { length: n, grundies, shown };
}

/**
 * The chain of the pair last asked about, with the budget it was walked within: deciding a position,
 * its Grundy value and its moves ask for it one after the other.
 */
let lastChain: { a: bigint; b: bigint; budget: number; chain: Chain | null } | null = null;

function chainOf(heaps: readonly bigint[], budget: number): Chain | null {
  const [a = 0n, b = 0n] = heaps;
  if (lastChain?.a !== a || lastChain.b !== b || lastChain.budget !== budget)
    lastChain = { a, b, budget, chain: chainWithin(a, b, budget) };
  return lastChain.chain;
}

/** k times the smaller number subtracted from the larger (from the first when they are equal: the spec). */
function euclidMove(heaps: readonly bigint[], k: bigint): Move {
  const { big, small, at } = order(heaps);
  const result = heaps.slice();
  result[at] = big - k * small;
  // The words written only when read: a search makes moves of 10,000-digit numbers by the
  // thousand, and writing them in decimal is quadratic in their length.
  let words: string | null = null;
  return {
    heaps: [at],
    amount: k * small,
    result,
    get words() {
      return (words ??= subtraction(k, small, big));
    },
  };
}

/**
 * The moves from a pair to a position of Grundy value `target`: at most one, found by
 * euclidChain.ts's `euclidMovesTo` from the value of the chain's step below (the positions
 * (m·b + r, b), m < q, have the values 0, 1, 2, … with G(b, r) left out); null when the chain is
 * beyond the budget.
 */
function movesTo(heaps: readonly bigint[], target: bigint, limit: number, budget: number): MovesToValue | null {
  const [a = 0n, b = 0n] = heaps;
  let below = 0n;
  if (a !== b && a > 0n && b > 0n && target >= 0n) {
    const chain = chainOf(heaps, budget);
    if (!chain) return null;
    below = chain.length > 1 ? chain.grundies[1]! : 0n;
  }
  const found = euclidMovesTo(a, b, target, below).moves[0];
  const m = found ? euclidMove(heaps, found.k) : null;
  return { moves: m && limit > 0 ? [m] : [], count: m ? 1n : 0n, cheapest: m };
}

/** The reason's data: the pair, the golden-ratio test's answer, the chain as shown, the winning move. */
function euclidExplanation(heaps: readonly bigint[], chain: Chain | null, winning: Move | null): EuclidExplanation {
  const { big, small } = order(heaps);
  return {
    kind: 'euclid',
    pair: heaps,
    wins: small > 0n && big !== small && euclidWins(big, small),
    chain: chain && { length: chain.length, grundy: chain.grundies[0] ?? 0n, shown: chain.shown },
    winning: winning && { k: winning.amount / small, result: winning.result },
  };
}

/** Why a pair is beyond the budget, in words. */
function beyondBudget(heaps: readonly bigint[], budget: number): string {
  return t(
    'the quotient chain of {pair} is beyond the budget of {budget} (its long divisions are counted by the length of the numbers)',
    { pair: shortenNumbers(pairText(heaps)), budget },
  );
}

/**
 * Grundy values by the quotient chain, for numbers of any size whose chain fits the budget (the
 * worst pairs, consecutive Fibonacci numbers, have about 4.8 steps per digit).
 */
function euclidValues(budget: number): GrundyValues {
  return {
    value: (heaps) => {
      const chain = chainOf(heaps, budget);
      return chain ? (chain.grundies[0] ?? 0n) : null;
    },
    movesTo: (heaps, target, limit) => movesTo(heaps, target, limit, budget),
    why(heaps) {
      const { big, small } = order(heaps);
      if (small === 0n) return t('a pair with a 0');
      if (big === small) return t('equal numbers');
      const n = chainOf(heaps, budget)?.length;
      if (n === undefined) return beyondBudget(heaps, budget);
      return plural(n, 'its quotient chain of {count} step', 'its quotient chain of {count} steps');
    },
    undecidedReason: (heaps) => beyondBudget(heaps, budget),
  };
}

/**
 * A pair whose quotient chain is beyond the budget: the φ test alone decides it, and finds the one
 * winning move. With a = q·b + r, the chain (m·b + r, b), m < q, has distinct values of which one is
 * 0: (b, r) itself when it is a loss (or r = 0), else (b + r, b) (euclidChain.ts). Its Grundy value
 * is not computed (a sum of such a pair is then unknown).
 */
function decideByGoldenRatio(heaps: readonly bigint[]): Decided {
  const { big, small } = order(heaps);
  const wins = big === small || euclidWins(big, small);
  let winning: Move | null = null;
  if (wins) {
    const q = big / small;
    const r = big % small;
    const lowerLoses = r === 0n || !euclidWins(small, r);
    winning = big === small ? euclidMove(heaps, 1n) : euclidMove(heaps, lowerLoses ? q : q - 1n);
  }
  const explanation = euclidExplanation(heaps, null, winning);
  return wins
    ? { outcome: 'win', winningMoves: [winning!], winningMoveCount: 1n, cheapest: winning, explanation }
    : { outcome: 'loss', winningMoves: [], winningMoveCount: 0n, explanation };
}

class EuclidFamily implements GameFamily {
  private readonly values: GrundyValues;

  constructor(
    private readonly misere: boolean,
    private readonly budget: number,
  ) {
    this.values = euclidValues(budget);
  }

  decide(heaps: readonly bigint[]): Decided | null {
    if (this.misere || heaps.length !== 2) return null;
    const chain = chainOf(heaps, this.budget);
    if (!chain) return decideByGoldenRatio(heaps);
    const grundy = chain.grundies[0] ?? 0n;
    const winning = grundy === 0n ? null : (movesTo(heaps, 0n, 1, this.budget)?.cheapest ?? null);
    return decideByValue(this.values, heaps, grundy, euclidExplanation(heaps, chain, winning));
  }

  undecidedReason(heaps: readonly bigint[]): string | null {
    return this.misere
      ? t(
          "unknown: misère Euclid's game is decided by exhaustive search only, which would exceed the budget of {budget}",
          { budget: this.budget },
        )
      : t('unknown: {reason}', { reason: beyondBudget(heaps, this.budget) });
  }
}

/** The quotients of big/small, top first: the chain a search walks down. */
function quotients(heaps: readonly bigint[]): bigint[] {
  let { big: x, small: y } = order(heaps);
  const out: bigint[] = [];
  while (y > 0n) {
    out.push(x / y);
    [x, y] = [y, x % y];
  }
  return out;
}

/**
 * The positions a search reaches from (a, b), a >= b > 0, a = q·b + r: (m·b + r, b) for m = q … 1,
 * each with m moves ((b, b) has its one), then those of (b, r), down to a pair with a 0 (no move):
 * Σ q + 1 positions, no two alike even up to order (each is its own step's).
 */
function euclidSpace(heaps: readonly bigint[]): SearchSpace {
  if (decimalDigits(heaps) >= LONG_DIGITS) return UNBOUNDED;
  let positions = 1;
  let moves = 0;
  for (const q of quotients(heaps)) {
    positions += Number(q);
    moves = Math.max(moves, Number(q));
  }
  return { positions, moves };
}

/**
 * How many times the common charge a move costs a search (see `moveCost` in games/definition.ts):
 * a multiple subtracted and written (npm run bench:budget: about half the budget's rate without it).
 */
const EUCLID_MOVE_COST = 2;

/** The search's work from an empty memo, exactly: every move of each position above, and each position. */
function euclidWork(heaps: readonly bigint[]): bigint {
  const perMove = BigInt(moveWork(heaps.length) * EUCLID_MOVE_COST);
  const { big, small } = order(heaps);
  // Of a long pair, the first step alone (its positions are surely reached), and the one it leads to.
  const qs = small > 0n && decimalDigits(heaps) >= LONG_DIGITS ? [big / small] : quotients(heaps);
  // Each position and each of its moves at perMove: the root, then q positions of 1 … q moves per step.
  let work = perMove;
  for (const q of qs) work += perMove * ((q * (q + 1n)) / 2n + q);
  return work;
}

/** Why a step is not one move of Euclid's game, or the move it is. */
function checkStep(from: readonly bigint[], to: readonly bigint[]): Legality {
  const refuse = (reason: string): Legality => ({ legal: false, reason });
  if (from.length !== 2 || to.length !== 2) return refuse(t("Euclid's game is played on two numbers"));
  const [a, b] = from as [bigint, bigint];
  const [x, y] = to as [bigint, bigint];
  if (a === 0n || b === 0n)
    return refuse(t('{pair} has a 0: a position with a 0 has no move', { pair: pairText(from) }));
  if (a === x && b === y)
    return refuse(t('nothing changes: a move subtracts a positive multiple of the smaller number'));
  if (a === b) {
    // One move, written (0, b); the same move written (b, 0) is accepted as what it is.
    if (x === 0n && y === b) return { legal: true, move: euclidMove(from, 1n) };
    if (x === a && y === 0n)
      return { legal: true, move: { heaps: [1], amount: b, result: to, words: subtraction(1n, a, b) } };
    return refuse(t('the numbers are equal: the only move makes one of them 0, leaving (0, {b})', { b }));
  }
  const { big, small, at } = order(from);
  // The smaller number stays where it is; the larger becomes `left`.
  const kept = at === 0 ? y : x;
  const left = at === 0 ? x : y;
  if (kept !== small) {
    if (left === small && kept < big && (big - kept) % small === 0n) {
      const right = at === 0 ? [kept, small] : [small, kept];
      return refuse(
        t('the numbers keep their places: {move} leaves {pair}', {
          move: subtraction((big - kept) / small, small, big),
          pair: pairText(right),
        }),
      );
    }
    return refuse(
      left === big
        ? t('{small} is the smaller number: a move subtracts a multiple of it from the larger, {big}', { small, big })
        : t('both numbers change: a move changes only the larger number, {big}', { big }),
    );
  }
  if (left > big) return refuse(t('{big} grows to {left}: a move subtracts from the larger number', { big, left }));
  const taken = big - left;
  if (taken % small !== 0n)
    return refuse(
      t('{big} − {left} = {taken} is not a multiple of {small}: a move subtracts a multiple of the smaller number', {
        big,
        left,
        taken,
        small,
      }),
    );
  return { legal: true, move: euclidMove(from, taken / small) };
}

/** Euclid's game: subtract a positive multiple of the smaller number from the larger. */
export const EUCLID = defineGame<EuclidGame>({
  french: { euclid: FR_EUCLID },
  explanations: [EUCLID_EXPLANATION],
  text: () => 'euclid',
  rulesWords: [
    {
      word: 'euclid',
      french: 'euclide',
      get takes() {
        return t('takes no parameter');
      },
      read: () => ({ kind: 'euclid' }),
    },
  ],
  picture: (_game, _misere, heaps, verdict, options) => euclidPicture(heaps, verdict, options),
  heapCount: () => 2,
  positionForm: PAIR_FORM,
  // The same game in either order (the smaller is always the one kept); every pair with a 0 is the
  // end. Pairs of one ratio, (g·a, g·b) and (a, b), also play alike, but a key by lowest terms would
  // cost a chain of its own for every position a search meets.
  positionKey(_game, heaps) {
    const { big, small } = order(heaps);
    // In hexadecimal: written in linear time, where decimal is quadratic in the length.
    return small === 0n ? '0' : `${small.toString(16)},${big.toString(16)}`;
  },
  *legalMoves(_game, heaps) {
    const { big, small } = order(heaps);
    if (small === 0n) return;
    for (let k = 1n; k * small <= big; k++) yield euclidMove(heaps, k);
  },
  checkMove: (_game, from, to) => checkStep(from, to),
  cheapestMove: (_game, heaps) => (order(heaps).small === 0n ? null : euclidMove(heaps, 1n)),
  family: (_game, misere, budget) => new EuclidFamily(misere, budget),
  grundy: (_game, budget) => euclidValues(budget),
  searchSpace: (_game, heaps) => euclidSpace(heaps),
  moveCost: EUCLID_MOVE_COST,
  // One multiple at a time: the quotients add up to the longest play.
  playLength(_game, heaps) {
    const { big, small } = order(heaps);
    if (small === 0n) return 0n;
    // Of a long pair, the first step's: the chain itself is the cost.
    return decimalDigits(heaps) >= LONG_DIGITS ? big / small : quotients(heaps).reduce((a, q) => a + q, 0n);
  },
  searchWorkLowerBound: (_game, heaps) => euclidWork(heaps),
  randomMoveIn(_game, heaps, i, random) {
    const { big, small, at } = order(heaps);
    // Only the larger number moves (either one of equal numbers: the move is the same).
    if (small === 0n || (i !== at && big !== small)) return null;
    return euclidMove(heaps, 1n + randomBelow(big / small, random));
  },
  randomPosition(_game, level, random) {
    const max = [20, 100, 1000][level - 1]!;
    return [BigInt(1 + Math.floor(random() * max)), BigInt(1 + Math.floor(random() * max))];
  },
  words: () => ({
    name: t("Euclid's game"),
    move: t('Subtract a positive multiple of the smaller number from the larger, leaving it at least 0.'),
    token: 'token',
  }),
  // The play panel lists the legal moves to choose from, beside its multiples.
  panel: () => ({ moveList: true, controls: (heaps, _style, part) => euclidControls(heaps, part) }),
  intent: (_game, heaps, intent) => multipleTaken(heaps, intent),
});
