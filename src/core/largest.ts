// The largest of many numbers without spreading them as arguments: `Math.max(...list)` throws
// "Maximum call stack size exceeded" past about 100,000 of them (a line of a million heaps).

/** The largest of `values`, or `floor` when there are none or all are smaller. */
export function largest(values: Iterable<number>, floor = -Infinity): number {
  let most = floor;
  for (const v of values) if (v > most) most = v;
  return most;
}
