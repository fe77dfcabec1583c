// The splits of a heap into two heaps whose Grundy values have a given XOR (or whose misère classes
// have a product in P), for a heap game whose values are periodic (G(n + p) = G(n) for n ≥ n0):
// counted by the period's residues, never one by one for a big heap, and the first ones listed
// smaller piece first. Shared by the octal codes, the take-and-break codes whose period a theorem
// proves, and the misère quotients.

/** Splits of a heap beyond this are not looked at one by one when no period is known. */
const MOST_SPLITS_LOOKED_AT = 5_000_000n;

/**
 * Splits of m into a + b (1 <= a <= b) with G(a) XOR G(b) = t: the first `limit` values of a, and
 * how many there are; null where a value is not known, or m is too big to look at without a period.
 */
export function periodicSplits(
  m: bigint,
  t: number,
  limit: number,
  grundy: (n: bigint) => number | null,
  period: { readonly preperiod: number; readonly period: number } | null,
): { first: bigint[]; count: bigint } | null {
  return periodicSplitsWhere(m, limit, period, (a, b) => {
    const ga = grundy(a);
    const gb = grundy(b);
    return ga === null || gb === null ? null : (ga ^ gb) === t;
  });
}

/**
 * Splits of m into a + b (1 <= a <= b) that `matches`, for a heap game whose heaps' values (Grundy
 * values, misère classes) repeat with `period` from its preperiod: the first `limit` values of a
 * and how many there are; null where `matches` does not know, or m is too big without a period.
 */
export function periodicSplitsWhere(
  m: bigint,
  limit: number,
  period: { readonly preperiod: number; readonly period: number } | null,
  matchesSplit: (a: bigint, b: bigint) => boolean | null,
): { first: bigint[]; count: bigint } | null {
  const half = m / 2n;
  const first: bigint[] = [];
  const matches = (a: bigint): boolean | null => matchesSplit(a, m - a);
  // Where both parts are in the periodic part (b >= a >= n0), the values repeat with a: count by residue.
  const n0 = period ? BigInt(period.preperiod) : null;
  const periodicStart = n0 !== null && n0 > 1n ? n0 : 1n; // pieces are heaps: a >= 1
  const periodicFrom = period && half >= periodicStart ? periodicStart : null;
  const explicitEnd = periodicFrom === null ? half : periodicFrom - 1n; // a in [1, explicitEnd] one by one
  if (periodicFrom === null && half > MOST_SPLITS_LOOKED_AT) return null;
  let count = 0n;
  for (let a = 1n; a <= explicitEnd; a++) {
    const ok = matches(a);
    if (ok === null) return null;
    if (ok) {
      count++;
      if (first.length < limit) first.push(a);
    }
  }
  if (periodicFrom !== null && period) {
    const p = BigInt(period.period);
    const offsets: bigint[] = [];
    for (let r = 0n; r < p; r++) {
      const a0 = periodicFrom + r;
      if (a0 > half) break;
      if (!matches(a0)) continue;
      offsets.push(r);
      count += (half - a0) / p + 1n;
    }
    // The first ones in order, period by period over the matching offsets: every step is a match.
    for (let base = periodicFrom; offsets.length && first.length < limit && base <= half; base += p) {
      for (const r of offsets) {
        if (base + r > half || first.length >= limit) break;
        first.push(base + r);
      }
    }
  }
  return { first, count };
}
