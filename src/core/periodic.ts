// Eventually periodic sequences defined by a recurrence on a window of the last M values,
// with the period certified by a repeated window (never assumed from a few terms).

/**
 * A sequence v(0), v(1), … of small non-negative integers where, for n >= M, v(n) depends
 * only on v(n-M), …, v(n-1). Two equal windows at i < j prove v(n + (j-i)) = v(n) for all n >= i.
 */
export interface CertifiedSequence {
  /** Values computed so far (exact for every index below `values.length`). */
  readonly values: Int32Array;
  readonly length: number;
  /** Certified preperiod and period, or null when the budget ran out first. */
  readonly preperiod: number | null;
  readonly period: number | null;
  /** Window length M used for the certificate. */
  readonly window: number;
}

const HASH_MOD = 2147483629; // a prime below 2^31: products with the base stay exact in doubles
const HASH_BASE = 1000003;

/**
 * Computes v(n) = step(values, n) for n = 0, 1, … until a window of length `window` repeats,
 * or until `maxLength` values exist. `step` may read values[0..n-1] only.
 */
export function certifyPeriod(
  window: number,
  maxLength: number,
  step: (values: Int32Array, n: number) => number,
): CertifiedSequence {
  let values = new Int32Array(Math.min(maxLength, Math.max(1024, 4 * window + 16)));
  // B^(window-1) mod P, to drop the oldest value from the rolling hash.
  let drop = 1;
  for (let i = 1; i < window; i++) drop = (drop * HASH_BASE) % HASH_MOD;
  const seen = new Map<number, number | number[]>();
  let hash = 0;
  for (let n = 0; n < maxLength; n++) {
    if (n >= values.length) {
      const bigger = new Int32Array(Math.min(maxLength, values.length * 2));
      bigger.set(values);
      values = bigger;
    }
    const v = step(values, n);
    values[n] = v;
    // hash is the window ending at n, i.e. starting at n - window + 1.
    if (n >= window) hash = (hash - ((values[n - window]! * drop) % HASH_MOD) + HASH_MOD) % HASH_MOD;
    hash = (hash * HASH_BASE + v) % HASH_MOD;
    const start = n - window + 1;
    if (start < 0) continue;
    const prior = seen.get(hash);
    if (prior === undefined) {
      seen.set(hash, start);
      continue;
    }
    const candidates = typeof prior === 'number' ? [prior] : prior;
    for (const i of candidates) {
      if (sameWindow(values, i, start, window)) {
        return { values, length: n + 1, preperiod: i, period: start - i, window };
      }
    }
    if (typeof prior === 'number') seen.set(hash, [prior, start]);
    else prior.push(start);
  }
  return { values, length: maxLength, preperiod: null, period: null, window };
}

function sameWindow(values: Int32Array, i: number, j: number, window: number): boolean {
  for (let k = 0; k < window; k++) if (values[i + k] !== values[j + k]) return false;
  return true;
}

/** v(n) for any n >= 0 when the sequence covers it, else null. */
export function valueAt(seq: CertifiedSequence, n: bigint): number | null {
  if (n < BigInt(seq.length)) return seq.values[Number(n)]!;
  if (seq.preperiod === null || seq.period === null) return null;
  const a = BigInt(seq.preperiod);
  const idx = a + ((n - a) % BigInt(seq.period));
  return seq.values[Number(idx)]!;
}
