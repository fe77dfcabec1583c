// The work budget: how much a search or a table may cost before the answer is `unknown`.

import { bitLength } from './bigint';
import { type Rules } from './rules';

/** Default work budget: moves examined by a search, or values computed for a table. */
export const DEFAULT_BUDGET = 2_000_000;

/** About how many digits the largest heap has (from its bit length, which is cheap to get). */
export function decimalDigits(heaps: readonly bigint[]): number {
  let bits = 0;
  for (const h of heaps) bits = Math.max(bits, bitLength(h));
  return Math.ceil(bits * 0.30103);
}

/**
 * The work of deciding a Wythoff position by its exact pairs, in budget units: a few square roots
 * of numbers twice as long as the heaps, quadratic in their length (10,000 digits ≈ 200,000 units,
 * about 0.1 s here). Small heaps cost nothing worth counting.
 */
export function wythoffCost(heaps: readonly bigint[]): number {
  const digits = decimalDigits(heaps);
  return digits < 2000 ? 0 : Math.ceil((digits * digits) / 500);
}

/** An upper bound on the moves a full search from this position would examine. */
export function estimateWork(rules: Rules, heaps: readonly bigint[]): number {
  const LIMIT = 1e15;
  let states = 1;
  let total = 0;
  for (const h of heaps) {
    if (h > 1_000_000_000n) return Infinity;
    const n = Number(h);
    states *= n + 1;
    total += n;
    if (states > LIMIT) return Infinity;
  }
  let perState = total + 1;
  const game = rules.game;
  if (game.kind === 'subtraction') {
    let size = 0n;
    for (const iv of game.set) size += iv.hi - iv.lo + 1n;
    perState = Math.min(perState, Number(size) * heaps.length + 1);
  } else if (game.kind === 'octal') {
    // Splits multiply the positions reachable: a rough bound, the search keeps its own count anyway.
    if (total > 200) return Infinity;
    return states * perState * Math.max(1, total) * 4;
  } else if (game.kind === 'wythoff') {
    perState += Math.min(Number(heaps[0]!), Number(heaps[1]!));
  }
  return states * perState;
}
