// Solutions of u ⊗ w = D in the nim field with given top bits, counted and listed: what the winning
// moves of Turning Corners are (corners.ts), and any equation of nim products with such bounds.
//
// Why. In Turning Corners, the move with far corner a head (x, y) and near corner (a, b) changes
// the grid's value V by x⊗y ⊕ a⊗y ⊕ x⊗b ⊕ a⊗b = (x ⊕ a) ⊗ (y ⊕ b) (distributivity). With
// u = x ⊕ a and w = y ⊕ b: a < x exactly when u ≠ 0 and the top bit of u is a bit of x, and likewise
// for w and y. The moves from this head to value V ⊕ D are the pairs (u, w) with u ⊗ w = D, top(u)
// a bit of x and top(w) a bit of y (top(n): the index of the highest 1 bit). For one pair of bits k
// of x and j of y, they are
//
//   P(D, k, j) = {(u, w) : u ⊗ w = D, top(u) = k, top(w) = j},
//
// counted and listed in the smallest nim field GF(2^n) holding D, x and y (n a power of two) by the
// cheaper of two methods:
//
// - Directly: u = D ⊗ s⁻¹ or w = D ⊗ s⁻¹ for every s of the smaller interval [2^min(k,j), 2^(min+1)).
// - By halves: with h = n/2, F = 2^h and K = GF(F) the subfield of the numbers below F, write
//   u = u1·F ⊕ u0, w = w1·F ⊕ w0, D = d1·F ⊕ d0 with every half in K (u1·F, a product of a number
//   below F by F, is the ordinary one). From F ⊗ F = F ⊕ F/2:
//
//     u ⊗ w = (u1w1 ⊕ u1w0 ⊕ u0w1)·F ⊕ (u0w0 ⊕ (F/2)·u1w1)          (products ⊗ in K)
//
//   * k < h and j < h: u and w lie in K, so does their product: none when d1 ≠ 0, else P(d0, k, j)
//     in K.
//   * k < h <= j: u = u0 ∈ K, so w1 = d1 ⊗ u0⁻¹ and w0 = d0 ⊗ u0⁻¹; top(w) = j exactly when
//     top(w1) = j − h. So (u0, w1) ranges over P(d1, k, j − h) in K (none when d1 = 0), and each
//     gives the one solution u = u0, w = w1·F ⊕ d0 ⊗ w1 ⊗ d1⁻¹ (as u0⁻¹ = w1 ⊗ d1⁻¹). j < h <= k is
//     the same with the roles of u and w exchanged.
//   * k >= h and j >= h: top(u) = k says only that top(u1) = k − h (u0 is free), and likewise for w.
//     For each u1 and w1 (both ≠ 0) the high half gives u0 = (d1 ⊕ u1w1 ⊕ u1w0) ⊗ w1⁻¹, and then the
//     low half, multiplied by w1, is the quadratic
//
//       u1·w0² ⊕ b·w0 ⊕ c = 0   with   b = d1 ⊕ u1w1,   c = w1 ⊗ (d0 ⊕ (F/2)·u1w1).
//
//     Its roots w0 in K, each with its u0, are the solutions with these halves. If b = 0 there is
//     one, w0 = √(c / u1) (squaring is a bijection of K). Else w0 = (b / u1)·z turns it into
//     z² ⊕ z = e with e = u1·c / b², which has two roots z, z ⊕ 1 when the absolute trace of e is 0
//     and none when it is 1. In the nim field GF(2^(2^m)) the trace of e is its top bit, bit
//     2^m − 1: true in GF(2) (Tr(e) = e); in GF(F²) over K, e = e1·F ⊕ e0 has the conjugate
//     e1·F ⊕ (e1 ⊕ e0) (F and F ⊕ 1 are the roots of X² ⊕ X ⊕ F/2), so the relative trace is e1,
//     and Tr(e) = Tr_K(e1) is the top bit of e1, which is the top bit of e. So the count is exact
//     after 2^(k−h) · 2^(j−h) quadratics. The roots z come from a table of one root of z² ⊕ z = 2^i
//     for each i < h − 1 (z ↦ z² ⊕ z is linear over GF(2), and its image, the trace-0 elements, is
//     spanned by those powers), each found by the same halving: (z1·F ⊕ z0)² ⊕ (z1·F ⊕ z0) =
//     (z1² ⊕ z1)·F ⊕ (z0² ⊕ z0 ⊕ (F/2)·z1²).
//
// The cost of each method is known before it runs (the number of cases it examines), so the count
// is exact whenever the cheaper one fits the budget. That is the case for small grids and also for
// large ones whose coordinates reach little above half their field: 40-digit coordinates have at
// most 133 bits, in GF(2^256), so a pair of bits above 128 costs at most 2^4 · 2^4 quadratics, a pair
// with one below 128 goes down to GF(2^128) with the other one small, and three such heads are
// counted exactly in about 0.1 s.
// When the bits of both coordinates reach far above the half (100-digit coordinates: 333 bits in
// GF(2^512)), the count is not computable this way, and no faster exact method is known here: the
// count is then null, naming the head, and the moves listed are those a short search of the
// densest pairs of bits finds (with both halves high, about one solution per quadratic).
//

import { bitLength } from '../../bigint';
import { nimInverse, nimProduct } from './nimProduct';

/** The highest bits of each coordinate whose pairs that search tries. */
const PROBE_TOP_BITS = 8;

/** How far a count or a search has gone, and where it must stop. */
export interface Tally {
  count: bigint;
  cases: number;
  readonly cap: number;
  /** A search that needs only some solutions stops when this says it has them. */
  readonly enough?: () => boolean;
}

/** Whether the tally must stop before its next case; else that case is counted. */
function full(tally: Tally): boolean {
  if (tally.cases >= tally.cap || tally.enough?.()) return true;
  tally.cases++;
  return false;
}

export type Emit = ((u: bigint, w: bigint) => void) | null;

function top(n: bigint): number {
  return bitLength(n) - 1;
}

/** Cases examined by `solvePairs(d, k, j, n)`: the cheaper method, as it chooses. */
function pairCost(d: bigint, k: number, j: number, n: number): bigint {
  if (n === 1) return 1n;
  const direct = 1n << BigInt(Math.min(k, j));
  const split = splitCost(d, k, j, n / 2);
  return split <= direct ? split : direct;
}

function splitCost(d: bigint, k: number, j: number, h: number): bigint {
  const d1 = d >> BigInt(h);
  if (k < h && j < h) return d1 === 0n ? pairCost(d, k, j, h) : 0n;
  if (k < h) return d1 === 0n ? 0n : pairCost(d1, k, j - h, h);
  if (j < h) return d1 === 0n ? 0n : pairCost(d1, k - h, j, h);
  return 1n << BigInt(k + j - 2 * h);
}

/**
 * Every (u, w) with u ⊗ w = d, top(u) = k and top(w) = j, in GF(2^n) (d ≠ 0): counted into the tally
 * and, with `emit`, handed over. False when the tally's cap on cases stopped it first.
 */
export function solvePairs(d: bigint, k: number, j: number, n: number, tally: Tally, emit: Emit): boolean {
  if (n === 1) {
    // GF(2): k = j = 0 and d = 1.
    if (full(tally)) return false;
    tally.count++;
    emit?.(1n, 1n);
    return true;
  }
  const h = n / 2;
  if (splitCost(d, k, j, h) > 1n << BigInt(Math.min(k, j))) return solveDirectly(d, k, j, tally, emit);
  const shift = BigInt(h);
  const d1 = d >> shift;
  const d0 = d & ((1n << shift) - 1n);
  if (k < h && j < h) return d1 === 0n ? solvePairs(d, k, j, h, tally, emit) : true;
  if (d1 === 0n && (k < h || j < h)) return true;
  if (k < h) {
    const scale = nimProduct(d0, nimInverse(d1));
    return solvePairs(d1, k, j - h, h, tally, emit && ((u0, w1) => emit(u0, (w1 << shift) | nimProduct(scale, w1))));
  }
  if (j < h) {
    const scale = nimProduct(d0, nimInverse(d1));
    return solvePairs(d1, k - h, j, h, tally, emit && ((u1, w0) => emit((u1 << shift) | nimProduct(scale, u1), w0)));
  }
  return solveByQuadratics(d1, d0, k - h, j - h, h, tally, emit);
}

/** P(d, k, j) by every s of the smaller interval and its partner d ⊗ s⁻¹. */
function solveDirectly(d: bigint, k: number, j: number, tally: Tally, emit: Emit): boolean {
  const small = Math.min(k, j);
  const other = k <= j ? j : k;
  const first = 1n << BigInt(small);
  for (let s = first; s < 2n * first; s++) {
    if (full(tally)) return false;
    const partner = nimProduct(d, nimInverse(s));
    if (top(partner) !== other) continue;
    tally.count++;
    if (emit) {
      if (k <= j) emit(s, partner);
      else emit(partner, s);
    }
  }
  return true;
}

/** P(d1·F ⊕ d0, k1 + h, j1 + h) by one quadratic in w0 for each pair of high halves (u1, w1). */
function solveByQuadratics(
  d1: bigint,
  d0: bigint,
  k1: number,
  j1: number,
  h: number,
  tally: Tally,
  emit: Emit,
): boolean {
  const shift = BigInt(h);
  const half = 1n << BigInt(h - 1);
  const uFirst = 1n << BigInt(k1);
  const wFirst = 1n << BigInt(j1);
  for (let w1 = wFirst; w1 < 2n * wFirst; w1++) {
    const w1Inverse = emit ? nimInverse(w1) : 0n;
    for (let u1 = uFirst; u1 < 2n * uFirst; u1++) {
      if (full(tally)) return false;
      const p = nimProduct(u1, w1);
      const b = d1 ^ p;
      const c = nimProduct(w1, d0 ^ nimProduct(half, p));
      const give = (w0: bigint) => {
        const u0 = nimProduct(b ^ nimProduct(u1, w0), w1Inverse);
        emit!((u1 << shift) | u0, (w1 << shift) | w0);
      };
      if (b === 0n) {
        tally.count++;
        if (emit) give(squareRoot(nimProduct(c, nimInverse(u1)), h));
        continue;
      }
      const bInverse = nimInverse(b);
      const e = nimProduct(nimProduct(u1, c), nimProduct(bInverse, bInverse));
      if (e >> BigInt(h - 1) !== 0n) continue; // trace 1: no root
      tally.count += 2n;
      if (emit) {
        const r = nimProduct(b, nimInverse(u1));
        const w0 = nimProduct(r, quadraticRoot(e, h));
        give(w0);
        give(w0 ^ r);
      }
    }
  }
  return true;
}

/** √e in GF(2^bits): with s = s1·F ⊕ s0, s² = s1²·F ⊕ (s0² ⊕ (F/2)·s1²). */
function squareRoot(e: bigint, bits: number): bigint {
  if (bits === 1) return e;
  const h = bits / 2;
  const shift = BigInt(h);
  const e1 = e >> shift;
  const e0 = e & ((1n << shift) - 1n);
  const s1 = squareRoot(e1, h);
  return (s1 << shift) | squareRoot(e0 ^ nimProduct(e1, 1n << BigInt(h - 1)), h);
}

/** One root of z² ⊕ z = e in GF(2^bits), for e of trace 0 (e < 2^(bits − 1)), by halves (see the header). */
function halvingRoot(e: bigint, bits: number): bigint {
  if (bits === 1) return 0n;
  const h = bits / 2;
  const shift = BigInt(h);
  const half = 1n << BigInt(h - 1);
  const e1 = e >> shift;
  const e0 = e & ((1n << shift) - 1n);
  // z1² ⊕ z1 = e1, then z0² ⊕ z0 = e0 ⊕ (F/2)·z1² = e0 ⊕ (F/2)·(z1 ⊕ e1): of the two roots z1, z1 ⊕ 1,
  // exactly one leaves a right side of trace 0 (they differ by F/2, of trace 1).
  let z1 = halvingRoot(e1, h);
  let rest = e0 ^ nimProduct(z1 ^ e1, half);
  if (rest >> BigInt(h - 1) !== 0n) {
    z1 ^= 1n;
    rest ^= half;
  }
  return (z1 << shift) | halvingRoot(rest, h);
}

/** Per field: a root of z² ⊕ z = 2^i for each i < bits − 1. */
const ROOT_TABLES = new Map<number, bigint[]>();

function quadraticRoot(e: bigint, bits: number): bigint {
  let table = ROOT_TABLES.get(bits);
  if (!table) {
    table = Array.from({ length: Math.max(0, bits - 1) }, (_, i) => halvingRoot(1n << BigInt(i), bits));
    ROOT_TABLES.set(bits, table);
  }
  let z = 0n;
  for (let i = 0, rest = e; rest > 0n; i++, rest >>= 1n) if (rest & 1n) z ^= table[i]!;
  return z;
}

function bitsOf(n: bigint): number[] {
  const out: number[] = [];
  const digits = n.toString(2);
  for (let i = 0; i < digits.length; i++) if (digits[i] === '1') out.push(digits.length - 1 - i);
  return out; // highest first
}

export interface PairPlan {
  readonly k: number;
  readonly j: number;
  readonly cost: bigint;
}

/**
 * The pairs of bits of a head that can have solutions, with the cases each costs, when all of them
 * (and the pairs looked at, a case each) fit in `cases`; else how many pairs it looked at.
 */
export function planHead(
  x: bigint,
  y: bigint,
  d: bigint,
  n: number,
  cases: number,
): { readonly pairs: PairPlan[]; readonly total: number } | { readonly looked: number } {
  const pairs: PairPlan[] = [];
  let total = 0n;
  let looked = 0;
  const limit = BigInt(cases);
  for (const k of bitsOf(x))
    for (const j of bitsOf(y)) {
      const cost = pairCost(d, k, j, n);
      looked++;
      total += cost + 1n;
      if (total > limit) return { looked };
      if (cost > 0n) pairs.push({ k, j, cost });
    }
  return { pairs, total: Number(total) };
}

/**
 * The pairs of high bits most likely to give solutions soon: expected solutions 2^(k + j − n) over
 * the cases they cost, highest first.
 */
export function probePairs(x: bigint, y: bigint, d: bigint, n: number): PairPlan[] {
  const pairs: { plan: PairPlan; density: number }[] = [];
  for (const k of bitsOf(x).slice(0, PROBE_TOP_BITS))
    for (const j of bitsOf(y).slice(0, PROBE_TOP_BITS)) {
      const cost = pairCost(d, k, j, n);
      if (cost > 0n) pairs.push({ plan: { k, j, cost }, density: k + j - n - (bitLength(cost) - 1) });
    }
  pairs.sort((p, q) => q.density - p.density || q.plan.k - p.plan.k || q.plan.j - p.plan.j);
  return pairs.map((p) => p.plan);
}
