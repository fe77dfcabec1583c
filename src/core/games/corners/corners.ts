// Turning Corners (Winning Ways, ch. 14; Conway, On Numbers and Games, ch. 6): coins at (x, y),
// x, y >= 0; a move turns over the four corners (a, b), (a, y), (x, b), (x, y) of a rectangle with
// a < x and b < y, the corner (x, y) from heads to tails, the other three whichever side they show.
// The position is the heads, flattened as x1, y1, x2, y2, … and sorted by x, then y.
//
// The value. As in every coin-turning game, a position is the sum of games of one head each: a move
// that turns a tail to heads adds a head, and two heads on one coin cancel (G + G = 0). The value of
// one head at (x, y) is then mex{g(a, b) ⊕ g(a, y) ⊕ g(x, b) : a < x, b < y}, which is Conway's very
// definition of the nim product x ⊗ y. So a grid's value V is the XOR of x ⊗ y over its heads, for
// coordinates of any size (the tests check it against exhaustive search on every grid within 4×4).
//
// The winning moves. The move with far corner a head (x, y) and near corner (a, b) changes V by
// (x ⊕ a) ⊗ (y ⊕ b) (distributivity), so the moves from a head to value V ⊕ D are the solutions of
// u ⊗ w = D with top bits among those of x and y: nimProductEquations.ts counts and lists them.
//
// The order of ties: by the head moved from (its index among the heads), then by the near corner
// (a, b) ascending. For a winning move a determines b (w = D ⊗ u⁻¹), so winning moves are listed by
// a. Every move turns four coins over: its cost for `prefer fewest` is 4.

import { coinsTurned } from '../intents';
import { bitLength, compareBigints, randomBelow } from '../../bigint';
import { searchWorkFloor, type SearchSpace, UNBOUNDED } from '../../budget';
import { plural, t } from '../../l10n';
import { type Legality, type Move } from '../../move';
import { type Decided, type GameFamily } from '../../verdict';
import { type GrundyValues, type MovesToValue } from '../definition';
import { decideByValue } from '../heapSum';
import { nimFieldBits, nimProduct } from './nimProduct';
import { planHead, probePairs, solvePairs, type Tally } from './nimProductEquations';
import { COIN_GRID_FORM } from './form';
import { coinGridPicture } from './picture';
import { cornersControls, typedCorners } from './controls';
import { defineGame } from '../defineGame';
import { FR_CORNERS } from './fr';
import {
  type Coin,
  coinText,
  CORNERS_EXPLANATION,
  type CornersExplanation,
  EXPLAINED_HEADS,
  valuesText,
} from './explanation';

declare module '../../rules' {
  interface GameKinds {
    /** Turning Corners: coins at (x, y), x, y ≥ 0 (the position: the heads, x then y for each, sorted). */
    corners: CornersGame;
  }
}

type CornersGame = { readonly kind: 'corners' };

/** Coins every move turns over: its cost. */
const COINS_PER_MOVE = 4n;

/**
 * Budget units per case a count examines (an inverse and a few products, several microseconds, where
 * a search examines a move in well under one): the budget of 2,000,000 allows 250,000 cases.
 */
const WORK_PER_CASE = 8;

/** Cases a search for some winning moves of a head too large to count may examine, per head and in all. */
const PROBE_CASES_PER_HEAD = 2048;
const PROBE_CASES_TOTAL = 16384;

/** Practice levels 1, 2, 3: the fewest and most heads, and the largest coordinate. */
const PRACTICE_LEVELS: readonly (readonly [number, number, number])[] = [
  [2, 3, 5],
  [3, 4, 9],
  [4, 6, 15],
];

function compareCoins(a: Coin, b: Coin): number {
  return compareBigints(a.x, b.x) || compareBigints(a.y, b.y);
}

/** The heads of a position vector, in its order (sorted by x, then y). */
function headsOf(heaps: readonly bigint[]): Coin[] {
  const heads: Coin[] = [];
  for (let i = 0; i + 1 < heaps.length; i += 2) heads.push({ x: heaps[i]!, y: heaps[i + 1]! });
  return heads;
}

function flatten(coins: readonly Coin[]): bigint[] {
  const out = new Array<bigint>(2 * coins.length);
  for (let i = 0; i < coins.length; i++) {
    out[2 * i] = coins[i]!.x;
    out[2 * i + 1] = coins[i]!.y;
  }
  return out;
}

/** A head that can move: the far corner needs a < x and b < y. A head on an axis never moves. */
function live(c: Coin): boolean {
  return c.x > 0n && c.y > 0n;
}

/** Where coin c is among the heads of a vector (its pair index), or where it would go (as the bitwise complement). */
function findCoin(heaps: readonly bigint[], c: Coin): number {
  let lo = 0;
  let hi = (heaps.length >> 1) - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const order = compareBigints(heaps[2 * mid]!, c.x) || compareBigints(heaps[2 * mid + 1]!, c.y);
    if (order === 0) return mid;
    if (order < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return ~lo;
}

/** The heads after turning these coins over, still sorted. */
function turned(heaps: readonly bigint[], coins: readonly Coin[]): bigint[] {
  const out = heaps.slice();
  for (const c of coins) {
    const at = findCoin(out, c);
    if (at >= 0) out.splice(2 * at, 2);
    else out.splice(2 * ~at, 0, c.x, c.y);
  }
  return out;
}

/** The move from head i (far corner (x, y)) with near corner (a, b). */
function cornerMove(heaps: readonly bigint[], i: number, a: bigint, b: bigint): Move {
  const x = heaps[2 * i]!;
  const y = heaps[2 * i + 1]!;
  const far = { x, y };
  const coins = [far, { x, y: b }, { x: a, y }, { x: a, y: b }];
  return {
    heaps: [i],
    amount: COINS_PER_MOVE,
    result: turned(heaps, coins),
    words: t('turn over {coins}', { coins: coins.map(coinText).join(', ') }),
  };
}

/** The XOR of x ⊗ y over the heads. */
function gridValue(heaps: readonly bigint[]): bigint {
  let v = 0n;
  for (let i = 0; i + 1 < heaps.length; i += 2) v ^= nimProduct(heaps[i]!, heaps[i + 1]!);
  return v;
}

/**
 * Budget units of one nim product (or inverse step) in a field of n bits: about 16 µs at 256 bits,
 * growing as n^1.6 (three half-size products per level): a product of 100,000-digit numbers takes
 * seconds, so their grid is refused within a budget rather than left to run.
 */
function productWork(n: number): number {
  return Math.ceil(16 * Math.max(1, n / 256) ** 1.6);
}

/** The work of a grid's value: one product per head, in the field of its longest coordinate. */
function valueWork(heaps: readonly bigint[]): number {
  let longest = 0;
  for (const h of heaps) longest = Math.max(longest, bitLength(h));
  return (heaps.length / 2) * productWork(nimFieldBits(longest));
}

/** Why a grid is beyond the budget, in words. */
function beyondBudget(budget: number): string {
  return t('the nim products of coordinates this long are beyond the budget of {budget}', { budget });
}

/** The near corners (a, b) of winning moves found from one head, the smallest a kept. */
class Corners {
  private found: { a: bigint; b: bigint }[] = [];

  constructor(
    private readonly x: bigint,
    private readonly y: bigint,
    private readonly keep: number,
  ) {}

  readonly emit = (u: bigint, w: bigint): void => {
    this.found.push({ a: this.x ^ u, b: this.y ^ w });
    if (this.found.length > 2 * this.keep + 64) this.prune();
  };

  private prune(): void {
    this.found.sort((p, q) => compareBigints(p.a, q.a));
    this.found.length = Math.min(this.found.length, this.keep);
  }

  get size(): number {
    return this.found.length;
  }

  sorted(): readonly { a: bigint; b: bigint }[] {
    this.prune();
    return this.found;
  }
}

/**
 * The moves that change the grid's value by d: the first `limit` in the order of ties and their
 * exact count where the budget allows it (see the header).
 */
function movesChanging(heaps: readonly bigint[], d: bigint, limit: number, budget: number): MovesToValue {
  if (d === 0n) return { moves: [], count: 0n, cheapest: null }; // every move changes the value
  const heads = headsOf(heaps);
  const moves: Move[] = [];
  let count: bigint | null = 0n;
  let uncounted: string | undefined;
  // A case (an inverse and a few products) costs more in a larger field: the count, and the search
  // for some moves of heads too large to count, stay within the budget for numbers of any length.
  let longest = 0;
  for (const h of heaps) longest = Math.max(longest, bitLength(h));
  const field = nimFieldBits(Math.max(longest, bitLength(d)));
  // (A case's root-finding takes about n products in a field of n bits: measured, 1,000-digit
  // coordinates cost about 0.15 s a case.)
  const caseWork = field <= 256 ? WORK_PER_CASE : Math.max(WORK_PER_CASE, 2 * productWork(field) * (field / 256));
  let cases = Math.floor(budget / caseWork);
  let probes = Math.min(PROBE_CASES_TOTAL, cases);
  for (let i = 0; i < heads.length; i++) {
    const { x, y } = heads[i]!;
    if (!live(heads[i]!)) continue;
    // Moves still to list; one more past the limit only for the cheapest, when none is listed yet.
    const keep = Math.max(limit - moves.length, moves.length === 0 ? 1 : 0);
    const n = nimFieldBits(Math.max(bitLength(x), bitLength(y), bitLength(d)));
    const plan = planHead(x, y, d, n, cases);
    const corners = new Corners(x, y, keep);
    if ('pairs' in plan) {
      cases -= plan.total;
      const tally: Tally = { count: 0n, cases: 0, cap: Infinity };
      for (const p of plan.pairs) solvePairs(d, p.k, p.j, n, tally, keep > 0 ? corners.emit : null);
      if (count !== null) count += tally.count;
    } else {
      // Looking at pairs is work too: many heads too large to count cannot each spend the budget.
      const room = cases;
      cases = Math.max(0, cases - plan.looked);
      count = null;
      uncounted ??= t(
        'the winning moves from the head ({x}, {y}) are not all counted: counting them exactly would examine more than {room} cases, beyond the budget of {budget}',
        { x, y, room, budget },
      );
      // Some of them, from the pairs of bits likeliest to have them, within a small search.
      const tally: Tally = {
        count: 0n,
        cases: 0,
        cap: Math.min(probes, PROBE_CASES_PER_HEAD),
        enough: () => corners.size >= keep,
      };
      for (const p of probePairs(x, y, d, n)) if (!solvePairs(d, p.k, p.j, n, tally, corners.emit)) break;
      probes -= tally.cases;
    }
    for (const { a, b } of corners.sorted()) moves.push(cornerMove(heaps, i, a, b));
  }
  const cheapest = moves[0] ?? null;
  const listed = moves.length > limit ? moves.slice(0, limit) : moves;
  return count === null
    ? { moves: listed, count, cheapest, ...(uncounted ? { uncounted } : {}) }
    : { moves: listed, count, cheapest };
}

// ---------------------------------------------------------------------------------------------
// Explanations.

/** The reason's data: the heads the reason writes out, with their values. */
function cornersExplanation(heaps: readonly bigint[], value: bigint): CornersExplanation {
  const heads = headsOf(heaps);
  const shown = heads.slice(0, EXPLAINED_HEADS);
  return { kind: 'corners', count: heads.length, heads: shown, values: shown.map((c) => nimProduct(c.x, c.y)), value };
}

// ---------------------------------------------------------------------------------------------
// The definition.

class CornersValues implements GrundyValues {
  constructor(private readonly budget: number) {}

  value(heaps: readonly bigint[]): bigint | null {
    return valueWork(heaps) > this.budget ? null : gridValue(heaps);
  }

  movesTo(heaps: readonly bigint[], target: bigint, limit: number): MovesToValue | null {
    if (valueWork(heaps) > this.budget) return null;
    return movesChanging(heaps, gridValue(heaps) ^ target, limit, this.budget);
  }

  why(heaps: readonly bigint[]): string {
    const heads = headsOf(heaps);
    if (heads.length === 0) return t('no heads');
    const values = heads.map((c) => nimProduct(c.x, c.y));
    return heads.length === 1
      ? `${heads[0]!.x} ⊗ ${heads[0]!.y}`
      : t("{values}, each head's x ⊗ y", { values: valuesText(values) });
  }

  undecidedReason(): string {
    return beyondBudget(this.budget);
  }
}

class CornersFamily implements GameFamily {
  private readonly values: CornersValues;

  constructor(
    private readonly misere: boolean,
    private readonly budget: number,
  ) {
    this.values = new CornersValues(budget);
  }

  decide(heaps: readonly bigint[]): Decided | null {
    // Misère play has no closed form here: exhaustive search decides it within the budget.
    if (this.misere || valueWork(heaps) > this.budget) return null;
    const value = gridValue(heaps);
    return decideByValue(this.values, heaps, value, cornersExplanation(heaps, value));
  }

  undecidedReason(): string | null {
    return this.misere
      ? t(
          'unknown: misère Turning Corners is decided by exhaustive search only, which would exceed the budget of {budget}',
          { budget: this.budget },
        )
      : t('unknown: {reason}', { reason: beyondBudget(this.budget) });
  }
}

/** The region a search can reach: every coin (a, b) with a <= x and b <= y for some head (x, y). */
function downSet(heaps: readonly bigint[]): { cells: number; moves: number } | null {
  const heads = headsOf(heaps);
  for (const c of heads) if (c.x > 1_000_000n || c.y > 1_000_000n) return null;
  const byX = heads.map((c) => ({ x: Number(c.x), y: Number(c.y) })).sort((p, q) => q.x - p.x);
  let cells = 0;
  let moves = 0;
  let height = -1; // the highest y of the heads at or right of the current column
  for (let i = 0; i < byX.length; i++) {
    height = Math.max(height, byX[i]!.y);
    const from = i + 1 < byX.length ? byX[i + 1]!.x + 1 : 0;
    const to = byX[i]!.x;
    if (to < from) continue;
    // Columns from..to, each with coins 0..height; a coin (a, b) as a far corner has a·b moves.
    cells += (to - from + 1) * (height + 1);
    moves += (((to * (to + 1) - (from - 1) * from) / 2) * height * (height + 1)) / 2;
  }
  return { cells, moves };
}

/** Turning Corners: turn over the four corners of a rectangle, the far corner from heads to tails. */
export const CORNERS = defineGame<CornersGame>({
  french: { corners: FR_CORNERS },
  explanations: [CORNERS_EXPLANATION],
  text: () => 'corners',
  rulesWords: [
    {
      word: 'corners',
      french: 'coins retournés',
      get takes() {
        return t('takes no parameter');
      },
      read: () => ({ kind: 'corners' }),
    },
  ],
  picture: (_game, _misere, heaps, verdict, options) => coinGridPicture(heaps, verdict, options),
  positionForm: COIN_GRID_FORM,
  // A head on an axis never moves and no move depends on it: positions differing only there play alike.
  positionKey: (_game, heaps) => flatten(headsOf(heaps).filter(live)).join(','),
  *legalMoves(_game, heaps) {
    const heads = headsOf(heaps);
    for (let i = 0; i < heads.length; i++) {
      const { x, y } = heads[i]!;
      for (let a = 0n; a < x; a++) for (let b = 0n; b < y; b++) yield cornerMove(heaps, i, a, b);
    }
  },
  checkMove(_game, from, to) {
    return checkCorners(from, to);
  },
  cheapestMove(_game, heaps) {
    // All moves cost four coins: the first in the order of ties, from the first head that can move.
    const i = headsOf(heaps).findIndex(live);
    return i < 0 ? null : cornerMove(heaps, i, 0n, 0n);
  },
  family: (_game, misere, budget) => new CornersFamily(misere, budget),
  grundy: (_game, budget) => new CornersValues(budget),
  searchSpace(_game, heaps): SearchSpace {
    const region = downSet(heaps);
    if (!region) return UNBOUNDED;
    // Any set of coins of the region, each with at most the moves of all its coins as far corners.
    return { positions: 2 ** region.cells, moves: region.moves, heapCount: 2 * region.cells };
  },
  // Moving each head that can move once with near corner (0, 0) turns only coins on the axes.
  playLength: (_game, heaps) => BigInt(headsOf(heaps).filter(live).length),
  searchWorkLowerBound(_game, heaps) {
    let rootMoves = 0n;
    for (const c of headsOf(heaps)) rootMoves += c.x * c.y;
    return searchWorkFloor(heaps, { rootMoves, least: null, splits: false });
  },
  randomMoveIn(_game, heaps, i, random) {
    // i is a place in the vector (the play panel picks among them): the head it belongs to.
    const head = Math.floor(i / 2);
    const x = heaps[2 * head];
    const y = heaps[2 * head + 1];
    if (x === undefined || y === undefined || x === 0n || y === 0n) return null;
    return cornerMove(heaps, head, randomBelow(x, random), randomBelow(y, random));
  },
  randomPosition(_game, level, random) {
    const [least, most, max] = PRACTICE_LEVELS[level - 1]!;
    const count = least + Math.floor(random() * (most - least + 1));
    const heads: Coin[] = [];
    for (let tries = 0; heads.length < count && tries < 100; tries++) {
      const c = { x: BigInt(1 + Math.floor(random() * max)), y: BigInt(1 + Math.floor(random() * max)) };
      if (!heads.some((h) => compareCoins(h, c) === 0)) heads.push(c);
    }
    return flatten(heads.sort(compareCoins));
  },
  words: () => ({
    name: t('Turning Corners'),
    move: t('Turn over the four corners of a rectangle; the corner farthest from (0, 0) must go from heads to tails.'),
    token: 'token',
  }),
  // The play panel lists the legal moves to choose from.
  panel: () => ({
    moveList: true,
    controls: (heaps, _style, part, marks) => cornersControls(heaps, part, marks),
  }),
  // Heads as pairs x, y, ascending by x then y, each once (the empty grid too).
  isPosition: (_game, heaps) => {
    if (heaps.length % 2 !== 0) return false;
    for (let i = 2; i < heaps.length; i += 2) {
      const [px, py, x, y] = [heaps[i - 2]!, heaps[i - 1]!, heaps[i]!, heaps[i + 1]!];
      if (px > x || (px === x && py >= y)) return false;
    }
    return true;
  },
  intent: (_game, heaps, intent) => coinsTurned(intent, typedCorners, (coins) => turnCoinsOver(heaps, coins)),
});

/** The grid after turning over the coins the panel names (`x,y`); a reason for a coin a grid has not. */
function turnCoinsOver(heaps: readonly bigint[], coins: readonly string[]): bigint[] | string {
  const named: Coin[] = [];
  const seen = new Set<string>();
  for (const c of coins) {
    const [x = '0', y = '0'] = c.split(',');
    const coin: Coin = { x: BigInt(x), y: BigInt(y) };
    const key = `${coin.x},${coin.y}`;
    if (seen.has(key))
      return t('coin {coin} is named twice: a move turns each coin over once', { coin: `(${coin.x}, ${coin.y})` });
    seen.add(key);
    named.push(coin);
  }
  return turned(heaps, named);
}

function listText(coins: readonly Coin[]): string {
  const shown = coins.slice(0, 6).map(coinText).join(', ');
  return coins.length > 6 ? `${shown}, …` : shown;
}

/** Whether `to` is `from` with the four corners of one rectangle turned over, its far corner a head. */
function checkCorners(from: readonly bigint[], to: readonly bigint[]): Legality {
  const before = headsOf(from);
  const after = headsOf(to);
  const key = (c: Coin) => `${c.x},${c.y}`;
  const was = new Set(before.map(key));
  const is = new Set(after.map(key));
  const changed = [...before.filter((c) => !is.has(key(c))), ...after.filter((c) => !was.has(key(c)))].sort(
    compareCoins,
  );
  if (changed.length === 0) return { legal: false, reason: t('no coin is turned over: a move turns over four coins') };
  if (changed.length !== 4)
    return {
      legal: false,
      reason: plural(
        changed.length,
        'turns over {count} coin ({coins}): a move turns over the four corners of a rectangle',
        'turns over {count} coins ({coins}): a move turns over the four corners of a rectangle',
        { coins: listText(changed) },
      ),
    };
  const [c0, c1, c2, c3] = changed as [Coin, Coin, Coin, Coin];
  // Sorted by x then y, a rectangle's corners are (a, b), (a, y), (x, b), (x, y).
  const rectangle = c0.x === c1.x && c2.x === c3.x && c0.y === c2.y && c1.y === c3.y && c0.x < c2.x && c0.y < c1.y;
  if (!rectangle)
    return {
      legal: false,
      reason: t('the coins turned over, {coins}, are not the four corners of a rectangle', {
        coins: listText(changed),
      }),
    };
  const i = before.findIndex((c) => compareCoins(c, c3) === 0);
  if (i < 0)
    return {
      legal: false,
      reason: t('{coin} shows tails: the corner farthest from (0, 0) must go from heads to tails', {
        coin: coinText(c3),
      }),
    };
  return { legal: true, move: cornerMove(from, i, c0.x, c0.y) };
}
