// The work budget: how much a search or a table may cost before the answer is `unknown`.

import { bitLength } from './bigint';
import { type Rules } from './rules';

/** Default work budget: moves examined by a search, or values computed for a table. */
export const DEFAULT_BUDGET = 2_000_000;

/** About how many digits the largest heap has (from its bit length, which is cheap to get). */
export function decimalDigits(heaps: readonly bigint[]): number {
  let bits = 0;
  for (const h of heaps) bits = Math.max(bits, bitLength(h));
  return Math.ceil(bits * 0.30103);
}

/**
 * The work of deciding a Wythoff position by its exact pairs, in budget units: a few square roots
 * of numbers twice as long as the heaps, quadratic in their length (10,000 digits ≈ 200,000 units,
 * about 0.1 s here). Small heaps cost nothing worth counting.
 */
export function wythoffCost(heaps: readonly bigint[]): number {
  const digits = decimalDigits(heaps);
  return digits < 2000 ? 0 : Math.ceil((digits * digits) / 500);
}

/** How many multisets of positive integers have a sum of at most t (partition numbers summed), exact to t = 200. */
function partitionsUpTo(t: number): number {
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

/**
 * An upper bound on the work a full search from this position does (as the search counts it: each
 * move examined, at `moveWork` per move, and one per position): the positions it can reach times
 * the most work one of them costs. A search within this bound always finishes, so it is the gate
 * for searches only a recommendation or the hover wants; the verdict's own search just runs.
 */
export function estimateWork(rules: Rules, heaps: readonly bigint[]): number {
  const LIMIT = 1e15;
  let states = 1;
  let total = 0;
  let largest = 0;
  for (const h of heaps) {
    if (h > 1_000_000_000n) return Infinity;
    const n = Number(h);
    states *= n + 1;
    total += n;
    largest = Math.max(largest, n);
    if (states > LIMIT) return Infinity;
  }
  const game = rules.game;
  if (game.kind === 'octal') {
    // Heaps split, so positions are multisets of heaps whose sizes add up to at most the total
    // (at most `total` heaps, at most sqrt(2·total) of them distinct, and moves are made in
    // distinct heaps only): a heap has at most one move per digit to leave nothing, one to leave
    // a heap, and h/2 per digit that splits; the pieces of splits add up to less than the total.
    const positions = partitionsUpTo(total);
    let plain = 0;
    let splits = 0;
    for (const d of game.digits) {
      plain += (d & 1) + ((d & 2) >> 1);
      splits += (d & 4) >> 2;
    }
    const perState = plain * Math.ceil(Math.sqrt(2 * total)) + splits * Math.ceil(total / 2);
    return positions * (perState * moveWork(total) + 1);
  }
  // Positions keep their number of heaps, each at most the largest: as multisets, C(max + n, n).
  states = Math.min(states, multisets(largest + 1, heaps.length));
  let perState = total;
  if (game.kind === 'subtraction') {
    let size = 0n;
    for (const iv of game.set) size += iv.hi - iv.lo + 1n;
    perState = Math.min(perState, Number(size) * heaps.length);
  } else if (game.kind === 'wythoff') {
    perState += Math.min(Number(heaps[0]!), Number(heaps[1]!));
  }
  return states * (perState * moveWork(heaps.length) + 1);
}

/**
 * What a move of a position costs the search: one, plus one for every 16 heaps its result copies
 * (a line of 30,000 heaps would otherwise make gigabytes of results within a budget of moves).
 */
export function moveWork(heapCount: number): number {
  return 1 + (heapCount >> 4);
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

/**
 * A lower bound on the work an exhaustive search of this position does from an empty memo: the
 * search examines every move of every position it reaches, so it is at least the root's moves, at
 * least the length of the game that takes the smallest one-heap removal `least` again and again,
 * and at least the positions that game's moves reach in every order, with their moves (each
 * multiset counted once, hence the n!). Only the work actually done decides `unknown`: this bound
 * only refuses, without searching, the positions no search within the budget could finish.
 */
export function searchWorkLowerBound(rules: Rules, heaps: readonly bigint[]): bigint {
  const game = rules.game;
  let total = 0n;
  let largest = 0n;
  for (const h of heaps) {
    total += h;
    if (h > largest) largest = h;
  }
  const perMove = BigInt(moveWork(heaps.length));
  let rootMoves = 0n;
  let least: bigint | null;
  switch (game.kind) {
    case 'nim':
      rootMoves = total;
      least = 1n;
      break;
    case 'wythoff':
      rootMoves = total;
      least = 1n;
      break;
    case 'subtraction': {
      for (const h of heaps)
        for (const iv of game.set) if (iv.lo <= h) rootMoves += (iv.hi < h ? iv.hi : h) - iv.lo + 1n;
      least = game.set[0]?.lo ?? null;
      break;
    }
    case 'octal': {
      const digits = game.digits;
      least = null;
      for (let i = 0; i < digits.length; i++) {
        if ((digits[i]! & 2) !== 0) {
          least = BigInt(i + 1);
          break;
        }
      }
      for (let i = 0; i < heaps.length; i++) {
        const h = heaps[i]!;
        if (heaps.indexOf(h) !== i) continue; // equal heaps give the same moves
        for (let j = 1; j <= digits.length; j++) {
          const d = digits[j - 1]!;
          const rest = h - BigInt(j);
          if (rest < 0n) break;
          if (d & 1 && rest === 0n) rootMoves++;
          if (d & 2 && rest > 0n) rootMoves++;
          if (d & 4 && rest >= 2n) rootMoves += rest / 2n;
        }
      }
      break;
    }
  }
  // The root: each of its moves, and the position itself.
  let bound = rootMoves * perMove + 1n;
  if (least !== null && least > 0n) {
    // A game that takes `least` again and again is this long, and the search goes down it.
    let gameLength = 0n;
    for (const h of heaps) gameLength += takesOfLeast(h, least, game.kind === 'octal');
    if (gameLength > bound) bound = gameLength;
  }
  if (least !== null && least > 0n && heaps.length <= 12) {
    // Positions reachable by removals of `least` alone: heap h takes the sizes h, h - least, …
    // (c of them, down to what `least` still leaves: below `least` for one-heap games, at least 1
    // for take-and-break ones, which must leave a heap), `a` of which still allow that removal.
    // Each position has at least one move per such heap (nim, Wythoff and subtraction games; a
    // take-and-break position may count equal heaps once, so there only the positions count), and
    // one multiset is at most n! of these orders.
    const octal = game.kind === 'octal';
    const movable = heaps.map((h) => takesOfLeast(h, least, octal));
    const counts = movable.map((a) => a + 1n);
    let positions = 1n;
    for (const c of counts) positions *= c;
    let moves = 0n;
    if (!octal) {
      for (let i = 0; i < heaps.length; i++) moves += (positions / counts[i]!) * movable[i]!;
    }
    const reachable = (positions + moves * perMove) / BigInt(factorial(heaps.length));
    if (reachable > bound) bound = reachable;
  }
  return bound;
}
