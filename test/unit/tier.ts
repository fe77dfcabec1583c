// The test tiers. `npm test` is the quick tier, run often; `npm run test:all` (NIM_LENS_SLOW=1,
// what CI runs) is the slow tier: the heavy seeded oracles at their full counts, and the checks
// that only repeat what the quick tier already covers at a larger size.

export const SLOW = process.env.NIM_LENS_SLOW === '1';

/** A seeded oracle's number of random cases: all of them in the slow tier, a quarter otherwise. */
export function oracleCount(full: number): number {
  return SLOW ? full : Math.ceil(full / 4);
}
