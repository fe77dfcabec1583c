// One winning move of Moore's Nim by the proof of Moore's theorem, for positions whose winning
// moves are too many to count within the budget: a column at a time from the highest, the ones of
// the heaps not yet touched are made a multiple of K + 1 by touching r more of them (r, their
// count modulo K + 1, putting a 0 on their 1 there, which takes them below their size, their lower
// bits then free), or, when fewer than r may still be touched, by putting a 1 in K + 1 − r of the
// heaps already touched (there are that many). At most K heaps are touched; at least one unless
// the position is a loss. Misère play keeps that move while it leaves a heap of 2 or more, else
// leaves heaps of at most 1 whose count is one more than a multiple of K + 1. Linear in the
// digits; the tests check every move it gives against exhaustive search.

/** The position a winning move leaves (null where the player to move has no winning move). */
export function winningResult(heaps: readonly bigint[], k: bigint, misere: boolean): bigint[] | null {
  const m = k + 1n;
  const most = k < BigInt(heaps.length) ? Number(k) : heaps.length;
  if (misere && heaps.every((h) => h <= 1n)) return smallResult(heaps, m, most);
  const result = heaps.slice();
  const touched: number[] = [];
  const isTouched = heaps.map(() => false);
  let top = 0;
  for (const h of heaps) top = Math.max(top, h.toString(2).length);
  for (let b = top - 1; b >= 0; b--) {
    const bit = 1n << BigInt(b);
    const ones: number[] = [];
    for (let i = 0; i < heaps.length; i++) if (!isTouched[i] && heaps[i]! & bit) ones.push(i);
    const r = Number(BigInt(ones.length) % m);
    if (r === 0) continue;
    if (r <= most - touched.length)
      for (const i of ones.slice(0, r)) {
        // A 0 on its 1 here, its higher bits kept, its lower ones 0 until set.
        result[i] = (heaps[i]! >> BigInt(b + 1)) << BigInt(b + 1);
        isTouched[i] = true;
        touched.push(i);
      }
    else for (const i of touched.slice(0, Number(m) - r)) result[i] = result[i]! | bit;
  }
  if (touched.length === 0) return null;
  if (!misere || result.some((h) => h > 1n)) return result;
  // Misère: the move leaves only heaps of at most 1; leave a count of them one more than a multiple of K + 1.
  return smallResult(heaps, m, most);
}

/**
 * Misère play's move to heaps of at most 1, from a position whose heaps of 2 or more are no more
 * than a move may touch: each of those left at 0 or 1, and some heaps of 1 emptied, so that the
 * heaps of 1 left are one more than a multiple of m; null where none does (a loss).
 */
function smallResult(heaps: readonly bigint[], m: bigint, most: number): bigint[] | null {
  const large = heaps.flatMap((h, i) => (h > 1n ? [i] : []));
  const ones = heaps.flatMap((h, i) => (h === 1n ? [i] : []));
  for (let kept = large.length; kept >= 0; kept--)
    for (let emptied = 0; emptied <= Math.min(most - large.length, ones.length); emptied++) {
      if (large.length + emptied === 0) continue;
      if (BigInt(ones.length - emptied + kept) % m !== 1n % m) continue;
      const result = heaps.slice();
      large.forEach((i, x) => (result[i] = x < kept ? 1n : 0n));
      for (const i of ones.slice(0, emptied)) result[i] = 0n;
      return result;
    }
  return null;
}
