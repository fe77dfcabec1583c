// Fibonacci Nim's winning moves from n's Zeckendorf terms (zeckendorf.ts), at any size.
//
// With n's terms F(j_1) < F(j_2) < … (indexes ascending) and S_p = F(j_1) + … + F(j_p), the
// winning amounts are the S_p at most the amount allowed such that p is the last term or
// F(j_{p+1}) > 2·S_p (the smallest term of n − S_p more than twice the amount taken). That test
// needs no number, only the gaps between indexes: S_p < F(j_p + 1), so F(j_{p+1}) > 2·S_p when
// j_{p+1} ≥ j_p + 3 (F(j + 3) > 2·F(j + 1)); when j_{p+1} = j_p + 2 it is F(j_p − 1) > 2·S_{p−1}
// (true for p = 1), which fails when j_{p−1} = j_p − 2 (F(j_p − 1) ≤ 2·F(j_p − 2)), holds when
// j_{p−1} ≤ j_p − 4, and when j_{p−1} = j_p − 3 is the same test one term further down. So every
// winning amount is counted exactly whatever n's size, and only the amounts listed are computed.
// The tests check it against exhaustive search and against the rule computed on numbers.

import { fibonacciNumber, largestIndexAtMost, sumOfTerms, zeckendorfIndexes } from './zeckendorf';

/** Heaps whose terms were asked last: the verdict, its moves, explanation and picture ask the same. */
const recent = new Map<bigint, readonly number[]>();
const RECENT = 8;

/** n's Zeckendorf terms as indexes, ascending. */
export function termsOf(n: bigint): readonly number[] {
  let terms = recent.get(n);
  if (!terms) {
    terms = zeckendorfIndexes(n);
    if (recent.size >= RECENT) recent.delete(recent.keys().next().value!);
    recent.set(n, terms);
  }
  return terms;
}

/** The smallest term of n's representation (null for 0). */
export function smallestTerm(n: bigint): bigint | null {
  const terms = termsOf(n);
  return terms.length === 0 ? null : fibonacciNumber(terms[0]!);
}

/**
 * The winning amounts from a heap of n when at most `most` may be taken: the first `limit` of them,
 * ascending, and how many there are.
 */
export function winningTakes(n: bigint, most: bigint, limit: number): { amounts: bigint[]; count: bigint } {
  const terms = termsOf(n);
  if (terms.length === 0 || most < 1n) return { amounts: [], count: 0n };
  // The sums within reach: those of the terms below F(J) ≤ most < F(J + 1), and the one
  // ending at F(J) if it is at most `most` too.
  const reach = largestIndexAtMost(most);
  let within = 0;
  while (within < terms.length && terms[within]! < reach) within++;
  if (within < terms.length && terms[within] === reach && sumOfTerms(terms, 0, within + 1) <= most) within++;
  const amounts: bigint[] = [];
  let count = 0n;
  let sum = 0n;
  let summed = 0;
  // Whether F(j_p − 1) > 2·S_{p−1}, for the term p looked at.
  let belowHolds = true;
  for (let p = 0; p < within; p++) {
    if (p > 0) {
      const gap = terms[p]! - 1 - terms[p - 1]!;
      belowHolds = gap >= 3 || (gap === 2 && belowHolds);
    }
    const next = terms[p + 1];
    const wins = next === undefined || next - terms[p]! >= 3 || belowHolds;
    if (!wins) continue;
    count++;
    if (amounts.length < limit) {
      sum += sumOfTerms(terms, summed, p + 1);
      summed = p + 1;
      amounts.push(sum);
    }
  }
  return { amounts, count };
}
