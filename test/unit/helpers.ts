import { legalMoves } from '../../src/core/game';
import { type Interval } from '../../src/core/games/subtraction/intervals';
import { type Rules } from '../../src/core/rules';
import { type ExhaustiveSearch } from '../../src/core/search';
import * as assert from 'node:assert/strict';
import type { Explanation } from '../../src/core/explanation';
import { explanationMarkdown } from '../../src/core/explain';
import { solve } from '../../src/core/solve';
import type { Verdict } from '../../src/core/verdict';

export const nim = (misere = false): Rules => ({ game: { kind: 'nim' }, misere });
export const sub = (set: number[] | [number, number, 'run'], misere = false): Rules => {
  const intervals: Interval[] =
    set.length === 3 && set[2] === 'run'
      ? [{ lo: BigInt(set[0]), hi: BigInt(set[1]) }]
      : (set as number[]).map((s) => ({ lo: BigInt(s), hi: BigInt(s) }));
  return { game: { kind: 'subtraction', set: mergeIntervals(intervals) }, misere };
};
export const wythoff = (diagonal: number | null = null, misere = false): Rules => ({
  game: { kind: 'wythoff', diagonal: diagonal === null ? null : BigInt(diagonal) },
  misere,
});

function mergeIntervals(ivs: Interval[]): Interval[] {
  const sorted = [...ivs].sort((a, b) => Number(a.lo - b.lo));
  const out: Interval[] = [];
  for (const iv of sorted) {
    const last = out[out.length - 1];
    if (last && iv.lo <= last.hi + 1n) out[out.length - 1] = { lo: last.lo, hi: iv.hi > last.hi ? iv.hi : last.hi };
    else out.push(iv);
  }
  return out;
}

export const B = (...ns: number[]): bigint[] => ns.map(BigInt);
export const show = (hs: readonly bigint[]): string => hs.join(' ');

/** Outcome and winning moves by exhaustive search alone: the reference for every closed form. */
export function reference(search: ExhaustiveSearch, heaps: bigint[]): { outcome: string; winning: string[] } {
  const s = search.solve(heaps, 1e9)!;
  const winning: string[] = [];
  for (const m of legalMoves(search.rules, heaps))
    if (search.lookup(m.result)!.outcome === 'loss') winning.push(show(m.result));
  return { outcome: s.outcome, winning: winning.sort() };
}

/** What `solve` says, in the same shape, with searching switched off so that only closed forms answer. */
export function closedForm(rules: Rules, heaps: bigint[]): { outcome: string; winning: string[] } {
  const v = solve(rules, heaps, { exhaustive: false });
  return { outcome: v.outcome, winning: v.winningMoves.map((m) => show(m.result)).sort() };
}

/** All positions of `count` heaps with sizes 0..max. */
export function* positions(count: number, max: number): Generator<bigint[]> {
  const cur = new Array<number>(count).fill(0);
  for (;;) {
    yield cur.map(BigInt);
    let i = count - 1;
    while (i >= 0 && cur[i] === max) cur[i--] = 0;
    if (i < 0) return;
    cur[i]!++;
  }
}

/** A small deterministic pseudo-random generator, so that failures are reproducible (the puzzles' own). */
export { seededRandom as rng } from '../../src/core/practice/puzzles';

/** The verdict's explanation, asserted to be of this kind (and typed as it). */
export function explained<K extends Explanation['kind']>(v: Verdict, kind: K): Extract<Explanation, { kind: K }> {
  assert.equal(v.explanation.kind, kind);
  return v.explanation as Extract<Explanation, { kind: K }>;
}

/** A verdict's reason in Markdown, as the hover writes it (a sum's parts by their numbers). */
export function reasonMarkdown(e: Explanation): string {
  return explanationMarkdown(e, (_part, heaps) => heaps.join(' '));
}
