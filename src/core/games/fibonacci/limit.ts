// What a Fibonacci Nim position allows the move to take.

/** The most a move from this position may take: n − 1 fresh (nothing from an empty heap), else min(m, n). */
export function allowed(heaps: readonly bigint[]): bigint {
  const n = heaps[0] ?? 0n;
  if (heaps.length < 2) return n > 0n ? n - 1n : 0n;
  const m = heaps[1]!;
  return m < n ? m : n;
}
