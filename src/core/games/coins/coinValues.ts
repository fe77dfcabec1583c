// Coin-turning games (Winning Ways, ch. 14; Berlekamp, Conway and Guy) on a row of coins numbered
// 1, 2, 3, …: a position is the set of coins showing heads; a move turns over some coins, the
// rightmost of them from heads to tails, the others whichever side they show. Turning a tail to
// heads is the same as adding a heap, so a row is the sum of its heads, each alone: the row's value
// is the XOR of the values of its heads. The games here, each with the value of a head at n:
//
// - Turning Turtles: turn one or two coins. The value of n is n (a head at n is a nim heap of n: the
//   second coin m < n plays the part of the heap left).
// - Mock Turtles: turn one, two or three coins. The value of n is the n-th odious number (an odd
//   count of 1 bits): 1, 2, 4, 7, 8, 11, … Among 2k and 2k + 1 exactly one is odious (they differ
//   in the last bit only), so the n-th is 2(n − 1) plus 1 when n − 1 is evil (even count of 1 bits).
// - Ruler: turn any run of neighbouring coins ending at the rightmost. The value of n is the largest
//   power of 2 dividing n, n & −n.
//
// The ruler values over a run: let gray(m) = m ⊕ (m >> 1). Then the XOR of the ruler values of
// coins 1..m is gray(m). By induction from gray(0) = 0: if the lowest 1 bit of m is bit t, then
// m ⊕ (m − 1) = 2^(t+1) − 1 (bits 0..t), so gray(m) ⊕ gray(m − 1) = (m ⊕ (m − 1)) ⊕ ((m ⊕ (m − 1)) >> 1)
// = (2^(t+1) − 1) ⊕ (2^t − 1) = 2^t, the ruler value of m. So the run m+1..n has value
// gray(n) ⊕ gray(m), and gray is a bijection (its inverse is the XOR of all right shifts).
//
// Winning moves are counted exactly from the row's value V and a head n, for numbers of any size:
// a move with rightmost coin n reaches value 0 iff the coins it turns have values XORing to V.

export type CoinGame = 'turning turtles' | 'mock turtles' | 'ruler';

function checkCoin(n: bigint): void {
  if (n < 1n) throw new RangeError(`coins are numbered from 1: ${n}`);
}

function bitLength(n: bigint): number {
  return n === 0n ? 0 : n.toString(2).length;
}

/** 1 when n >= 0 has an odd number of 1 bits, else 0: XOR of halves folded down to one word. */
export function bitParity(n: bigint): number {
  if (n < 0n) throw new RangeError(`the parity of a negative number: ${n}`);
  let x = n;
  let length = bitLength(x);
  while (length > 32) {
    const half = BigInt(Math.ceil(length / 2));
    x = (x >> half) ^ (x & ((1n << half) - 1n));
    length = Number(half);
  }
  let w = Number(x) >>> 0;
  w ^= w >>> 16;
  w ^= w >>> 8;
  w ^= w >>> 4;
  w ^= w >>> 2;
  w ^= w >>> 1;
  return w & 1;
}

/** Whether v >= 0 has an odd number of 1 bits. */
export function isOdious(v: bigint): boolean {
  return bitParity(v) === 1;
}

/** The value of a head at n in Turning Turtles: n. */
export function turtleValue(n: bigint): bigint {
  checkCoin(n);
  return n;
}

/** The value of a head at n in Mock Turtles: the n-th odious number, 2(n − 1) + (1 if n − 1 is evil). */
export function mockTurtleValue(n: bigint): bigint {
  checkCoin(n);
  const k = n - 1n;
  return 2n * k + BigInt(1 - bitParity(k));
}

/** The coin whose Mock Turtles value is v: (v >> 1) + 1 when v is odious, else null. */
export function mockTurtleCoin(v: bigint): bigint | null {
  if (v <= 0n || !isOdious(v)) return null;
  return (v >> 1n) + 1n;
}

/** The value of a head at n in Ruler: the largest power of 2 dividing n. */
export function rulerValue(n: bigint): bigint {
  checkCoin(n);
  return n & -n;
}

/** The Gray code of m >= 0: m ⊕ (m >> 1), the XOR of the ruler values of coins 1..m (header). */
export function gray(m: bigint): bigint {
  if (m < 0n) throw new RangeError(`the Gray code of a negative number: ${m}`);
  return m ^ (m >> 1n);
}

/** The m with gray(m) = g: the XOR of g >> s over all s >= 0, by doubling shifts. */
export function grayInverse(g: bigint): bigint {
  if (g < 0n) throw new RangeError(`the inverse Gray code of a negative number: ${g}`);
  let m = g;
  const length = bitLength(g);
  for (let s = 1; s < length; s *= 2) m ^= m >> BigInt(s);
  return m;
}

/** The value of a head at n in the game. */
export function coinValue(game: CoinGame, n: bigint): bigint {
  if (game === 'turning turtles') return turtleValue(n);
  if (game === 'mock turtles') return mockTurtleValue(n);
  return rulerValue(n);
}

/** The value of a row: the XOR of its heads' values. */
export function coinRowValue(game: CoinGame, heads: readonly bigint[]): bigint {
  let v = 0n;
  for (const n of heads) v ^= coinValue(game, n);
  return v;
}

/** The moves to value 0 with a given rightmost head: how many, and the first few. */
export interface CoinMoves {
  readonly count: bigint;
  /** The other coins each move turns, ascending; the moves in increasing order of those coins, at most `limit`. */
  readonly moves: readonly (readonly bigint[])[];
}

/**
 * Turning Turtles, row value V, head n: n alone iff n = V; n with m = n ⊕ V iff 1 <= m < n. At most
 * one move (n = V leaves m = 0).
 */
export function turtleMovesFrom(n: bigint, V: bigint, limit = 8): CoinMoves {
  checkCoin(n);
  if (V < 0n) throw new RangeError(`a row's value is not negative: ${V}`);
  if (n === V) return { count: 1n, moves: limit > 0 ? [[]] : [] };
  const m = n ^ V;
  if (m >= 1n && m < n) return { count: 1n, moves: limit > 0 ? [[m]] : [] };
  return { count: 0n, moves: [] };
}

/**
 * The Ruler move to value 0 with rightmost head n: the run start..n where gray(start − 1) =
 * gray(n) ⊕ V, when start − 1 < n. At most one. Given as its first coin rather than a list, since a
 * run may hold more coins than can be listed.
 */
export interface RulerMove {
  readonly count: bigint;
  /** The first coin of the run (the run is start..n), or null when there is no move. */
  readonly start: bigint | null;
}

export function rulerMoveFrom(n: bigint, V: bigint): RulerMove {
  checkCoin(n);
  if (V < 0n) throw new RangeError(`a row's value is not negative: ${V}`);
  const m = grayInverse(gray(n) ^ V);
  return m < n ? { count: 1n, start: m + 1n } : { count: 0n, start: null };
}

/**
 * Mock Turtles, row value V, head n of value u: with w = u ⊕ V, the move turns n alone when w = 0,
 * n and the coin of value w when w is odious and below u, and n with two coins of values o < o' < u
 * when o ⊕ o' = w. An XOR of two odious numbers is evil, so the three kinds never mix: w decides
 * which, and for w evil and non-zero every odious o gives an odious o ⊕ w, so the pairs are counted
 * by `odiousPairCount`.
 */
export function mockTurtleMovesFrom(n: bigint, V: bigint, limit = 8): CoinMoves {
  checkCoin(n);
  if (V < 0n) throw new RangeError(`a row's value is not negative: ${V}`);
  const u = mockTurtleValue(n);
  const w = u ^ V;
  if (w === 0n) return { count: 1n, moves: limit > 0 ? [[]] : [] };
  if (isOdious(w)) {
    if (w >= u) return { count: 0n, moves: [] };
    return { count: 1n, moves: limit > 0 ? [[mockTurtleCoin(w)!]] : [] };
  }
  const { count, smaller } = odiousPairs(u, w, limit);
  const moves = smaller.map((o) => [mockTurtleCoin(o)!, mockTurtleCoin(o ^ w)!]);
  return { count, moves };
}

/** The number of pairs {o, o'} of odious numbers, o < o' < u, with o ⊕ o' = w (w > 0). */
export function odiousPairCount(u: bigint, w: bigint): bigint {
  return odiousPairs(u, w, 0).count;
}

/**
 * The pairs of `odiousPairCount` by a digit DP over the bits, high to low: x runs over numbers with
 * x < u, x ⊕ w < u, an odd number of 1 bits, and bit t clear for the top bit t of w, which makes x
 * the smaller of the pair, so each pair is counted once (by its smaller number). The state after a
 * prefix of bits is whether x is already below u, whether x ⊕ w is, and x's parity so far: 8
 * states, so O(bits) work. The table of completions from each state also lists the smallest x in
 * increasing order, descending only where a completion exists: O(bits) per pair listed.
 */
function odiousPairs(u: bigint, w: bigint, limit: number): { count: bigint; smaller: bigint[] } {
  const length = bitLength(u);
  if (w <= 0n || bitLength(w) > length) return { count: 0n, smaller: [] };
  const top = bitLength(w) - 1;
  const uBits = bitsOf(u, length);
  const wBits = bitsOf(w, length);
  // State s: bit 0, x < u already; bit 1, x ⊕ w < u already; bit 2, the parity of x's bits so far.
  const next = (s: number, bit: number, x: number): number => {
    if (bit === top && x === 1) return -1;
    let lessX = s & 1;
    let lessY = (s >> 1) & 1;
    const y = x ^ wBits[bit]!;
    const ub = uBits[bit]!;
    if (!lessX) {
      if (x > ub) return -1;
      if (x < ub) lessX = 1;
    }
    if (!lessY) {
      if (y > ub) return -1;
      if (y < ub) lessY = 1;
    }
    return lessX | (lessY << 1) | ((((s >> 2) & 1) ^ x) << 2);
  };
  // completions[i][s]: the ways to choose bits i − 1..0 from state s.
  const completions: bigint[][] = [[0n, 0n, 0n, 0n, 0n, 0n, 0n, 1n]];
  for (let i = 1; i <= length; i++) {
    const below = completions[i - 1]!;
    const row: bigint[] = [];
    for (let s = 0; s < 8; s++) {
      let ways = 0n;
      for (let x = 0; x <= 1; x++) {
        const t = next(s, i - 1, x);
        if (t >= 0) ways += below[t]!;
      }
      row.push(ways);
    }
    completions.push(row);
  }
  const count = completions[length]![0]!;
  const smaller: bigint[] = [];
  const walk = (i: number, s: number, prefix: bigint): void => {
    if (i === 0) {
      smaller.push(prefix);
      return;
    }
    for (let x = 0; x <= 1 && smaller.length < limit; x++) {
      const t = next(s, i - 1, x);
      if (t >= 0 && completions[i - 1]![t]! > 0n) walk(i - 1, t, (prefix << 1n) | BigInt(x));
    }
  };
  if (limit > 0 && count > 0n) walk(length, 0, 0n);
  return { count, smaller };
}

/** Bit i of n at index i, for i < length. */
function bitsOf(n: bigint, length: number): number[] {
  const digits = n.toString(2);
  const out = new Array<number>(length).fill(0);
  for (let i = 0; i < digits.length; i++) out[digits.length - 1 - i] = digits.charCodeAt(i) - 48;
  return out;
}
