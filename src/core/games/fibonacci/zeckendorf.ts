// Zeckendorf's theorem: every positive integer is one sum of non-consecutive Fibonacci numbers
// (1, 2, 3, 5, 8, …). Numbers of any size: a term is its index j (F(1) = F(2) = 1, F(3) = 2, …;
// terms are F(2) and up), so that a heap of 100,000 digits, with some 130,000 terms of up to
// 100,000 digits each, is a list of small numbers; values are computed only where they are asked.
//
// The representation is found by halves (the greedy walk down the Fibonacci numbers costs the
// square of the digits). Its terms of index k and above are those of some A shifted up by k − 2:
// their sum is h(A) = F(k − 1)·A + F(k − 2)·G(A), where G(A) = Σ F(j − 1) over A's terms is
// floor((A + 1)/φ) (Hofstadter's G sequence), since F(j + s) = F(j)·F(s + 1) + F(j − 1)·F(s).
// h grows with A, and the greedy takes the largest h(A) ≤ n (a larger one, ≤ n, would be
// another representation of n), so A is the largest with h(A) ≤ n, near n/φ^(k − 2); the rest,
// n − h(A) < F(k), holds the lower terms. Both halves are found the same way. The tests check it
// against the greedy walk.

import { bitLength, isqrt } from '../../bigint';

/** (F(j), F(j + 1)), by doubling: F(2i) = F(i)(2F(i + 1) − F(i)), F(2i + 1) = F(i)² + F(i + 1)². */
function fibonacciPair(j: number): readonly [bigint, bigint] {
  if (j < SMALL.length - 1) return [SMALL[j]!, SMALL[j + 1]!];
  const [a, b] = fibonacciPair(j >> 1);
  const even = a * (2n * b - a);
  const odd = a * a + b * b;
  return j & 1 ? [odd, even + odd] : [even, odd];
}

/** F(0) … F(93): below 2^64. */
const SMALL: bigint[] = [0n, 1n];
while (SMALL.length < 94) SMALL.push(SMALL[SMALL.length - 1]! + SMALL[SMALL.length - 2]!);

/** The Fibonacci number F(j) (F(1) = F(2) = 1). */
export function fibonacciNumber(j: number): bigint {
  return fibonacciPair(j)[0];
}

const LOG2_PHI = Math.log2((1 + Math.sqrt(5)) / 2);

/** Below this many bits the greedy walk is quicker than halving. */
const WALKED_BITS = 1024;

/** The greedy walk from the largest Fibonacci number down: indexes ascending. */
function walked(n: bigint): number[] {
  let a = 1n;
  let b = 2n;
  let j = 2;
  while (b <= n) {
    const c = a + b;
    a = b;
    b = c;
    j++;
  }
  const out: number[] = [];
  for (let rest = n; rest > 0n; j--) {
    if (a <= rest) {
      out.push(j);
      rest -= a;
    }
    const c = b - a;
    b = a;
    a = c;
  }
  return out.reverse();
}

/** n's Zeckendorf terms as indexes, ascending (none for 0). */
export function zeckendorfIndexes(n: bigint): number[] {
  const bits = bitLength(n);
  if (bits <= WALKED_BITS) return walked(n);
  // φ·2^top, to the precision every step below needs: smaller precisions are its leading bits.
  const top = bits + 64;
  const phiTop = ((1n << BigInt(top)) + isqrt(5n << BigInt(2 * top))) >> 1n;
  const phiAt = (precision: number) => phiTop >> BigInt(top - precision);
  /** Whether g·φ < y, exactly: 2y − g > g√5. */
  const belowTimesPhi = (g: bigint, y: bigint) => {
    const r = 2n * y - g;
    return r > 0n && 5n * g * g < r * r;
  };
  /** G(A) = floor((A + 1)/φ): from φ's leading bits, then made exact. */
  const hofstadter = (a: bigint) => {
    const y = a + 1n;
    const precision = bitLength(y) + 32;
    let g = (y * (phiAt(precision) - (1n << BigInt(precision)))) >> BigInt(precision);
    while (g > 0n && !belowTimesPhi(g, y)) g--;
    while (belowTimesPhi(g + 1n, y)) g++;
    return g;
  };
  const split = (x: bigint): number[] => {
    const b = bitLength(x);
    if (b <= WALKED_BITS) return walked(x);
    // k about half the largest term's index; the shift s = k − 2.
    const s = Math.floor(b / LOG2_PHI / 2);
    const [fs, fs1] = fibonacciPair(s);
    const h = (a: bigint) => fs1 * a + fs * hofstadter(a);
    // A near x/φ^s, φ^s = F(s)·φ + F(s − 1).
    const precision = b - Math.floor(s * LOG2_PHI) + 64;
    const power = fs * phiAt(precision) + ((fs1 - fs) << BigInt(precision));
    let a = (x << BigInt(precision)) / power;
    let ha = h(a);
    while (ha > x) ha = h(--a);
    for (;;) {
      const next = h(a + 1n);
      if (next > x) break;
      a++;
      ha = next;
    }
    const out = split(x - ha);
    for (const j of split(a)) out.push(j + s);
    return out;
  };
  return split(n);
}

/** Σ F(j) and Σ F(j − 1) over indexes[from … to), each index less `offset`: by halves. */
function termSums(indexes: readonly number[], from: number, to: number, offset: number): readonly [bigint, bigint] {
  const first = indexes[from]! - offset;
  const last = indexes[to - 1]! - offset;
  if (to - from === 1 || last - first <= 64) {
    // A short span: walk up from the first term.
    let [previous, current] = fibonacciPair(first - 1);
    let j = first;
    let sum = 0n;
    let sumBelow = 0n;
    for (let i = from; i < to; i++) {
      const target = indexes[i]! - offset;
      while (j < target) {
        const next = previous + current;
        previous = current;
        current = next;
        j++;
      }
      sum += current;
      sumBelow += previous;
    }
    return [sum, sumBelow];
  }
  // The upper half shifted down to start at index 2: F(j + s) = F(j)·F(s + 1) + F(j − 1)·F(s).
  const middle = (from + to) >> 1;
  const shift = indexes[middle]! - offset - 2;
  const [x, y] = termSums(indexes, middle, to, offset + shift);
  const [fs, fs1] = fibonacciPair(shift);
  const fsBelow = fs1 - fs;
  const [lowSum, lowBelow] = termSums(indexes, from, middle, offset);
  return [lowSum + fs1 * x + fs * y, lowBelow + fs * x + fsBelow * y];
}

/** Σ F(indexes[i]) for i in [from, to): a part of a representation back as a number. */
export function sumOfTerms(indexes: readonly number[], from = 0, to = indexes.length): bigint {
  return to > from ? termSums(indexes, from, to, 0)[0] : 0n;
}

/** The index of the largest Fibonacci number at most x (x ≥ 1; at least 2, F(2) = 1). */
export function largestIndexAtMost(x: bigint): number {
  const bits = bitLength(x);
  // log2 x from its leading 53 bits; then the index by Binet's F(j) ≈ φ^j/√5, corrected exactly.
  const lead = bits > 53 ? Number(x >> BigInt(bits - 53)) : Number(x);
  const log2 = Math.log2(lead) + Math.max(0, bits - 53);
  let j = Math.max(2, Math.floor((log2 + Math.log2(Math.sqrt(5))) / LOG2_PHI) - 1);
  let [f, next] = fibonacciPair(j);
  while (f > x && j > 2) [f, next] = fibonacciPair(--j);
  while (next <= x) {
    const after = f + next;
    f = next;
    next = after;
    j++;
  }
  return j;
}

/** n's Zeckendorf terms, largest first (none for 0): for small numbers (the picture, the tests). */
export function zeckendorf(n: bigint): bigint[] {
  return zeckendorfIndexes(n).reverse().map(fibonacciNumber);
}
