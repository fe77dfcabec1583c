// Euclid's game (Cole and Davie, 1969): a position is a pair (a, b) of non-negative integers; a move
// subtracts a positive multiple of the smaller number from the larger, leaving it non-negative. A
// pair with a 0 has no move. When a = b, making one of them 0 is one move (the spec writes it with
// the first number 0).
//
// The Grundy value follows the continued fraction of a/b, step by step (proved here):
//
//   For a >= b > 0 write a = q·b + r with 0 <= r < b, and let P_m = (m·b + r, b) for m = 1..q, and
//   P_0 = (b, r) (the position (r, b), in order). For m >= 1 the smaller number of P_m is b (as
//   m·b + r >= b), its quotient is m, and its moves subtract k·b for k = 1..m, reaching exactly
//   P_(m−k): every P_j with j < m, and nothing else. (For m = 1 and r = 0, P_1 = (b, b), whose one
//   move reaches a pair of b and 0, P_0's position.) So G(P_m) = mex{G(P_0), …, G(P_(m−1))}.
//   With c = G(P_0) = G(b, r) (and G(b, 0) = 0), induction on m gives G(P_m) = m − 1 for 1 <= m <= c
//   and G(P_m) = m for m > c (the values 0, 1, 2, … with c skipped): for m <= c the earlier values are
//   c and 0, …, m − 2, whose mex is m − 1 < c; for m > c they are c, 0, …, c − 1 and c + 1, …, m − 1,
//   that is 0, …, m − 1, whose mex is m. Hence
//
//     G(a, b) = G(P_q) = q if q > c, and q − 1 if q <= c   (c = 0 always gives q, since q >= 1).
//
//   The values G(P_0), …, G(P_(q−1)) are distinct (each P_j reaches all below it), so from (a, b) at
//   most one move reaches any given value: to c by k = q, to
//   v < c by reaching P_(v+1), to v > c by reaching P_v, each when that index is below q.
//
// Winning: the mover wins iff G ≠ 0, iff q >= 2, or q = 1 and (b, r) is a loss. The classical form of
// that is the golden-ratio test: for a >= b > 0 the mover wins iff a = b or a > φ·b, decided in
// integers as (2a − b)² > 5b² (2a − b > 0, and a = φ·b never holds for b > 0 as φ is irrational).
//
// Everything is O(number of continued-fraction steps) in bigints of any size.

/** Throws unless both numbers are non-negative. */
function checkPair(a: bigint, b: bigint): void {
  if (a < 0n || b < 0n) throw new RangeError(`Euclid's game needs non-negative numbers: (${a}, ${b})`);
}

/** Whether the player to move from (a, b) wins, by the golden-ratio test in exact integers. */
export function euclidWins(a: bigint, b: bigint): boolean {
  checkPair(a, b);
  const big = a > b ? a : b;
  const small = a > b ? b : a;
  if (small === 0n) return false;
  if (big === small) return true;
  const d = 2n * big - small;
  return d * d > 5n * small * small;
}

/** The quotients of the continued fraction of big/small (big >= small > 0), top first. */
function quotients(big: bigint, small: bigint): bigint[] {
  const out: bigint[] = [];
  let x = big;
  let y = small;
  while (y > 0n) {
    out.push(x / y);
    [x, y] = [y, x % y];
  }
  return out;
}

/** One step of the rule: the value of the top of a chain of quotient q over a bottom of value c. */
export function chainValue(q: bigint, c: bigint): bigint {
  return q > c ? q : q - 1n;
}

/** The Grundy value of (a, b), by the quotient chain (header). */
export function euclidGrundy(a: bigint, b: bigint): bigint {
  checkPair(a, b);
  const big = a > b ? a : b;
  const small = a > b ? b : a;
  if (small === 0n) return 0n;
  const qs = quotients(big, small);
  let g = 0n;
  for (let i = qs.length - 1; i >= 0; i--) g = chainValue(qs[i]!, g);
  return g;
}

/** One step of the chain: a = q·b + r (a >= b > 0), G(b, r) = below, G(a, b) = grundy. */
export interface EuclidStep {
  readonly a: bigint;
  readonly b: bigint;
  readonly q: bigint;
  readonly r: bigint;
  /** G(b, r): 0 when r = 0. */
  readonly below: bigint;
  /** G(a, b): q if q > below, else q − 1. */
  readonly grundy: bigint;
}

/**
 * The steps behind G(a, b), top first (the pair itself, larger first; the last step has r = 0), for
 * an explanation such as "21 = 2·8 + 5, G(8, 5) = 0, so G(21, 8) = 2". Empty when a number is 0.
 */
export function euclidChain(a: bigint, b: bigint): EuclidStep[] {
  checkPair(a, b);
  const pairs: [bigint, bigint][] = [];
  let x = a > b ? a : b;
  let y = a > b ? b : a;
  while (y > 0n) {
    pairs.push([x, y]);
    [x, y] = [y, x % y];
  }
  const steps: EuclidStep[] = new Array<EuclidStep>(pairs.length);
  let below = 0n;
  for (let i = pairs.length - 1; i >= 0; i--) {
    const [big, small] = pairs[i]!;
    const q = big / small;
    const grundy = chainValue(q, below);
    steps[i] = { a: big, b: small, q, r: big % small, below, grundy };
    below = grundy;
  }
  return steps;
}

/** A move of Euclid's game: k times the smaller number taken from the number at `reduced`. */
export interface EuclidMove {
  readonly k: bigint;
  /** Which number of the pair, as given, is reduced: 0 for the first, 1 for the second. */
  readonly reduced: 0 | 1;
  /** The pair after the move, in the order given. */
  readonly result: readonly [bigint, bigint];
}

export interface EuclidMovesTo {
  readonly count: bigint;
  readonly moves: readonly EuclidMove[];
}

/**
 * Every move from (a, b) to a position of Grundy value `target`: at most one, by the chain's values
 * (header). `below` is c = G(b, r) of the step under the pair (larger number b, remainder r), for a
 * caller that has the chain already; computed when not given.
 */
export function euclidMovesTo(a: bigint, b: bigint, target: bigint, below?: bigint): EuclidMovesTo {
  checkPair(a, b);
  const none: EuclidMovesTo = { count: 0n, moves: [] };
  if (a === 0n || b === 0n || target < 0n) return none;
  // Equal numbers: the one move makes the first 0, a pair with a 0, of value 0.
  if (a === b) return target === 0n ? { count: 1n, moves: [{ k: 1n, reduced: 0, result: [0n, b] }] } : none;
  const first = a > b;
  const big = first ? a : b;
  const small = first ? b : a;
  const q = big / small;
  const r = big % small;
  const c = below ?? euclidGrundy(small, r);
  // The index j of the chain position P_j = (j·small + r, small) of value target, as in the header.
  let j = target;
  if (target === c) j = 0n;
  else if (target < c) j = target + 1n;
  if (j >= q) return none;
  const k = q - j;
  const left = big - k * small;
  const move: EuclidMove = { k, reduced: first ? 0 : 1, result: first ? [left, small] : [small, left] };
  return { count: 1n, moves: [move] };
}
