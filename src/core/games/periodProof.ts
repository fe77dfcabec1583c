// The least period a table of values proves by the generalised Guy–Smith theorem (stated and
// proved in breakTable.ts): for every period p at once, in one pass over the values, so that a
// table of a million values is checked in milliseconds rather than in a million checks of every
// period. Read backwards, the values' Z-function gives for each p how far back from the end
// G(n) = G(n + p) holds, hence the last exception n0 − 1 of p; p is proved when the table is long
// enough for the theorem: N ≥ M·max(n0, 1) + M·p + k (M the most heaps a move leaves, k the most
// tokens it takes).

export interface ProvedPeriod {
  readonly period: number;
  /** The first n from which G(n + p) = G(n) holds (the last exception is n − 1). */
  readonly preperiod: number;
  /** The values the certificate needs: G(0) … G(provedFrom − 1). */
  readonly provedFrom: number;
}

/** The least period the values prove, with its preperiod; null when none is proved by them. */
export function provedPeriod(
  values: ArrayLike<number>,
  heapsLeft: number,
  largestRemoval: number,
): ProvedPeriod | null {
  const n = values.length;
  if (n < 2) return null;
  const m = Math.max(1, heapsLeft);
  // z[p]: the length of the longest run, from the end backwards, where G(i) = G(i + p).
  const z = new Int32Array(n);
  const back = (i: number): number => values[n - 1 - i]!;
  let left = 0;
  let right = 0;
  for (let i = 1; i < n; i++) {
    let k = i < right ? Math.min(right - i, z[i - left]!) : 0;
    while (i + k < n && back(k) === back(i + k)) k++;
    z[i] = k;
    if (i + k > right) {
      left = i;
      right = i + k;
    }
  }
  for (let p = 1; m * p < n; p++) {
    const preperiod = n - p - z[p]!;
    const provedFrom = m * Math.max(preperiod, 1) + m * p + largestRemoval;
    if (n >= provedFrom) return { period: p, preperiod, provedFrom };
  }
  return null;
}
