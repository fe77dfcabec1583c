// The work budget: how much a search or a table may cost before the answer is `unknown`.

import { bitLength } from './bigint';
import { largest } from './largest';

/**
 * Default work budget, in units of about half a microsecond of one core, so about one second: every
 * method charges what it does in these units (a search's moves and positions, a table's options, a
 * quotient's checks), and `npm run bench:budget` measures each method's units per second.
 */
export const DEFAULT_BUDGET = 2_000_000;

/** About how many digits the largest heap has (from its bit length, which is cheap to get). */
export function decimalDigits(heaps: readonly bigint[]): number {
  let bits = 0;
  for (const h of heaps) bits = Math.max(bits, bitLength(h));
  return Math.ceil(bits * 0.30103);
}

/** How many multisets of positive integers have a sum of at most t (partition numbers summed), exact to t = 200. */
export function partitionsUpTo(t: number): number {
  if (t > 200) return Infinity;
  const p = new Array<number>(t + 1).fill(0);
  p[0] = 1;
  for (let part = 1; part <= t; part++) for (let n = part; n <= t; n++) p[n]! += p[n - part]!;
  return p.reduce((a, b) => a + b, 0);
}

/** C(a + b, b), as a float (a budget figure, never a verdict). */
function multisets(values: number, count: number): number {
  let c = 1;
  for (let i = 1; i <= count; i++) c = (c * (values - 1 + i)) / i;
  return c;
}

/** The sizes as numbers, their total and the largest; null when a heap is too large to count positions. */
function smallHeaps(
  heaps: readonly bigint[],
): { readonly sizes: number[]; readonly total: number; readonly largest: number } | null {
  const sizes: number[] = [];
  for (const h of heaps) {
    if (h > 1_000_000_000n) return null;
    sizes.push(Number(h));
  }
  return { sizes, total: sizes.reduce((a, b) => a + b, 0), largest: largest(sizes, 0) };
}

/*
 * Upper bounds on the work a full search from a position does (as the search counts it: each move
 * examined and each position, at `moveWork` of their heaps): the positions it can reach times the
 * most work one of them costs (`spaceWork`). A search within such a bound always finishes, so it is
 * the gate for searches only a recommendation or the hover wants; the verdict's own search just
 * runs. Each game gives its space (its `searchSpace`) from one of these two shapes; a sum of games
 * multiplies its parts' positions and adds their moves.
 */

/**
 * Games whose positions keep their heaps in place (nim, subtraction, Wythoff): as multisets, at most
 * C(max + n, n) positions (and at most the product of (h + 1)), each with at most `movesPerPosition`
 * moves given the sizes.
 */
export function keptHeapsSpace(
  heaps: readonly bigint[],
  movesPerPosition: (sizes: readonly number[], total: number) => number,
): SearchSpace {
  const small = smallHeaps(heaps);
  if (!small) return UNBOUNDED;
  let product = 1;
  for (const n of small.sizes) {
    product *= n + 1;
    if (product > 1e15) return UNBOUNDED;
  }
  const positions = Math.min(product, multisets(small.largest + 1, heaps.length));
  return { positions, moves: movesPerPosition(small.sizes, small.total) };
}

/**
 * Take-and-break games: positions are multisets of heaps whose sizes add up to at most the total
 * (at most `total` heaps, at most sqrt(2·total) of them distinct, and moves are made in distinct
 * heaps only): a heap has at most `plain` moves that leave nothing or one heap, and h/2 per digit
 * that splits (`splits` of them); the pieces of splits add up to less than the total.
 */
export function splitHeapsSpace(heaps: readonly bigint[], plain: number, splits: number): SearchSpace {
  const small = smallHeaps(heaps);
  if (!small) return UNBOUNDED;
  const total = small.total;
  return {
    positions: partitionsUpTo(total),
    moves: plain * Math.ceil(Math.sqrt(2 * total)) + splits * Math.ceil(total / 2),
    heapCount: total,
  };
}

/** Upper bounds on the positions a search from a position can reach, and on the moves of any one of them. */
export interface SearchSpace {
  readonly positions: number;
  readonly moves: number;
  /** The most heaps a reachable position has, where heaps break (more than the position's own). */
  readonly heapCount?: number;
}

/** A space too large to count. */
export const UNBOUNDED: SearchSpace = { positions: Infinity, moves: Infinity };

/**
 * The work a full search of a space does at most, as the search counts it: each move examined and
 * each position kept at `moveWork` (heaps of a position of `heapCount`).
 */
export function spaceWork(space: SearchSpace, heapCount: number): number {
  return space.positions * (space.moves + 1) * moveWork(Math.max(heapCount, space.heapCount ?? 0));
}

/**
 * What the search charges for a move of a position, and for the position itself: two units (a move
 * made, its result keyed and looked up; a position kept in the memo: about a microsecond here), one
 * more for every two heaps the result copies and its key spells (the cost grows with them: a search
 * among many heaps went at a sixth of the budget's rate when they cost one unit in 16), plus
 * `numbers` for the length of its numbers (see `numberWork`). Measured by `npm run bench:budget`.
 */
export function moveWork(heapCount: number, numbers = 0): number {
  return MOVE_WORK + (heapCount >> 1) + numbers;
}

/** The least a search charges for a move or a position (`moveWork` of no heaps). */
export const MOVE_WORK = 2;

/** Numbers below this cost nothing more to move in; longer ones cost a unit per 256 bits. */
const LONG_NUMBER = 1n << 2048n;

/**
 * The extra work of a move among numbers longer than 2,048 bits: one unit per 256 bits of the
 * longest. Its arithmetic, and its key, which the memo keeps, grow with the length: a search of
 * Euclid's pairs of 20,000 digits would otherwise take a minute and gigabytes within a budget of moves.
 */
export function numberWork(heaps: readonly bigint[]): number {
  let longest = 0n;
  for (const h of heaps) if (h >= LONG_NUMBER && h > longest) longest = h;
  return longest === 0n ? 0 : Math.floor(bitLength(longest) / 256);
}

/**
 * How many times `least` can be taken from a heap of h, one after the other: down to below `least`
 * in one-heap games; in take-and-break games a removal that leaves a heap must leave one of at
 * least 1, so down to 1 at least.
 */
function takesOfLeast(h: bigint, least: bigint, leavesAHeap: boolean): bigint {
  if (!leavesAHeap) return h / least;
  return h > 0n ? (h - 1n) / least : 0n;
}

/** n! for the small n the bound below uses it for (n <= 12). */
function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

/** What a game tells the lower bound below about a position. */
export interface SearchFloor {
  /** The moves of the position itself. */
  readonly rootMoves: bigint;
  /** The smallest removal that leaves the heap in place (smaller), or null when there is none. */
  readonly least: bigint | null;
  /** Take-and-break games: a removal that leaves a heap leaves one of 1 at least, and equal heaps count once. */
  readonly splits: boolean;
  /** Positions the search surely reaches (each costs MOVE_WORK at least), when the game knows more than the above. */
  readonly reachable?: bigint;
}

/**
 * The partitions of n into exactly three positive parts, pairwise different when `distinct`:
 * round(n²/12) (OEIS A069905); distinct parts are the partitions of n − 3 (take 0, 1, 2 from them).
 */
export function threePartPartitions(n: bigint, distinct: boolean): bigint {
  const m = distinct ? n - 3n : n;
  return m <= 0n ? 0n : (m * m + 6n) / 12n;
}

/**
 * The positions a search of a heap of h surely reaches by splitting twice with a removal of j that
 * may split into two heaps (`distinct`: only into two different ones): every {x, y, z} with
 * x + y + z = h − 2j, by x | y + z + j, then y | z. They differ from each other as multisets.
 */
export function twoSplitPositions(h: bigint, j: bigint, distinct: boolean): bigint {
  return threePartPartitions(h - 2n * j, distinct);
}

/**
 * A lower bound on the work an exhaustive search of this position does from an empty memo: the
 * search examines every move of every position it reaches, so it is at least the root's moves, at
 * least the length of the game that takes the smallest one-heap removal `least` again and again,
 * and at least the positions that game's moves reach in every order, with their moves (each
 * multiset counted once, hence the n!). Only the work actually done decides `unknown`: this bound
 * only refuses, without searching, the positions no search within the budget could finish.
 */
export function searchWorkFloor(
  heaps: readonly bigint[],
  { rootMoves, least, splits, reachable }: SearchFloor,
): bigint {
  const perMove = BigInt(moveWork(heaps.length, numberWork(heaps)));
  // Any position the search keeps costs at least this (its heaps may be fewer than the root's).
  const perPosition = BigInt(MOVE_WORK);
  // The root: each of its moves, and the position itself.
  let bound = (rootMoves + 1n) * perMove;
  if (reachable !== undefined && reachable * perPosition > bound) bound = reachable * perPosition;
  if (least === null || least <= 0n) return bound;
  // A game that takes `least` again and again is this long, and the search goes down it.
  const movable = heaps.map((h) => takesOfLeast(h, least, splits));
  const gameLength = movable.reduce((a, b) => a + b, 0n) * perPosition;
  if (gameLength > bound) bound = gameLength;
  if (heaps.length <= 12) {
    // Positions reachable by removals of `least` alone: heap h takes c = a + 1 sizes, `a` of which
    // still allow that removal. Each position has at least one move per such heap (take-and-break
    // positions may count equal heaps once, so there only the positions count), and one multiset
    // is at most n! of these orders.
    const counts = movable.map((a) => a + 1n);
    let positions = 1n;
    for (const c of counts) positions *= c;
    let moves = 0n;
    if (!splits) for (let i = 0; i < heaps.length; i++) moves += (positions / counts[i]!) * movable[i]!;
    // Heaps kept in place keep the root's count of heaps, and its cost per position.
    const reachable =
      (positions * (splits ? perPosition : perMove) + moves * perMove) / BigInt(factorial(heaps.length));
    if (reachable > bound) bound = reachable;
  }
  return bound;
}
