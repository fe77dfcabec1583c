// The verdict from a retrograde analysis (games/retrograde.ts, `retrogradeVerdict`), which misère
// Poker Nim and misère sums with a digraph part share: on small games written here, the outcome,
// the winning and drawing moves listed and counted, and the recommendation each chooser makes,
// among all the winning moves, listed or not.

import * as assert from 'node:assert/strict';
import { explanationLines } from '../../src/core/explain';
import { type Explanation } from '../../src/core/explanation';
import { retrograde, type RetrogradeDone, retrogradeVerdict } from '../../src/core/games/retrograde';
import { type RetrogradeReason } from '../../src/core/games/retrogradeExplanation';
import { type Move } from '../../src/core/move';
import { MAX_LISTED_MOVES } from '../../src/core/verdict';

const P = (...ns: number[]) => ns.map(BigInt);
const results = (moves: readonly Move[] | undefined) => (moves ?? []).map((m) => m.result.join(' '));
const first = () => false;
const fewest = (m: Move, kept: Move) => m.amount < kept.amount;
/** The reason of a game that decides by retrograde analysis (Poker Nim's: any such game's would do). */
const explain = (reason: RetrogradeReason): Explanation => ({ kind: 'poker-nim-retrograde', ...reason });

/** A finished analysis of the positions reachable from `start` by `moves`, in normal play (no move: a loss). */
function analyse(start: readonly bigint[], moves: (p: readonly bigint[]) => Move[]): RetrogradeDone<readonly bigint[]> {
  const analysis = retrograde<readonly bigint[]>(
    { key: (p) => p.join(' '), moves: (p) => moves(p).map((m) => m.result), size: () => 1, noMove: 'loss' },
    start,
    1e7,
  );
  assert.ok(analysis.done);
  return analysis;
}

/** Nim's moves, heap by heap, fewest first. */
function nimMoves(p: readonly bigint[]): Move[] {
  const out: Move[] = [];
  p.forEach((h, i) => {
    for (let a = 1n; a <= h; a++) {
      const result = p.slice();
      result[i] = h - a;
      out.push({ heaps: [i], amount: a, result });
    }
  });
  return out;
}

describe('retrograde analysis: the verdict from it', () => {
  it('Nim 3 6 6: three winning moves; the first takes 3 from heap 1, the fewest tokens 1 from heap 2', () => {
    const start = P(3, 6, 6);
    const analysis = analyse(start, nimMoves);
    assert.equal(analysis.positions, 4 * 7 * 7);
    const byFirst = retrogradeVerdict(analysis, start, nimMoves(start), explain, first);
    assert.equal(byFirst.outcome, 'win');
    assert.equal(byFirst.winningMoveCount, 3n);
    assert.deepEqual(results(byFirst.winningMoves), ['0 6 6', '3 5 6', '3 6 5']);
    assert.equal(byFirst.cheapest?.result.join(' '), '0 6 6');
    assert.equal(byFirst.drawingMoves, undefined);
    assert.deepEqual(byFirst.explanation, { kind: 'poker-nim-retrograde', outcome: 'win', positions: 196 });
    assert.match(explanationLines(byFirst.explanation)[0]!, /retrograde analysis of the 196 positions reachable/);
    assert.match(explanationLines(byFirst.explanation)[1]!, /the player to move wins/);
    // Ties keep the first: heap 2 before heap 3.
    const byFewest = retrogradeVerdict(analysis, start, nimMoves(start), explain, fewest);
    assert.deepEqual(results(byFewest.winningMoves), ['0 6 6', '3 5 6', '3 6 5']);
    assert.equal(byFewest.cheapest?.result.join(' '), '3 5 6');
  });

  it('Nim 1 2 3: a loss, no move listed or counted', () => {
    const start = P(1, 2, 3);
    const v = retrogradeVerdict(analyse(start, nimMoves), start, nimMoves(start), explain, fewest);
    assert.equal(v.outcome, 'loss');
    assert.deepEqual(v.winningMoves, []);
    assert.equal(v.winningMoveCount, 0n);
    assert.equal(v.cheapest, undefined);
  });

  it('a cycle: 0 ⇄ 1 → 2 → 3 is a draw from 1, kept by the move to 0', () => {
    const arrows: Record<number, number[]> = { 0: [1], 1: [0, 2], 2: [3], 3: [] };
    const moves = (p: readonly bigint[]): Move[] =>
      arrows[Number(p[0])]!.map((w) => ({ heaps: [0], amount: 1n, result: P(w) }));
    const analysis = analyse(P(1), moves);
    const v = retrogradeVerdict(analysis, P(1), moves(P(1)), explain, fewest);
    assert.equal(v.outcome, 'draw');
    assert.deepEqual(v.winningMoves, []);
    assert.equal(v.winningMoveCount, 0n);
    assert.deepEqual(results(v.drawingMoves), ['0']);
    assert.equal(v.drawingMoveCount, 1n);
    assert.equal(retrogradeVerdict(analysis, P(2), moves(P(2)), explain, first).cheapest?.result.join(' '), '3');
  });

  it('more winning moves than are listed: all counted, the recommendation chosen among all of them', () => {
    // From 0, a move to each of 1 … n, each a position with no move (a loss): the move to k costs n + 1 − k.
    const n = MAX_LISTED_MOVES + 500;
    const moves = (p: readonly bigint[]): Move[] =>
      p[0] === 0n ? Array.from({ length: n }, (_, i) => ({ heaps: [0], amount: BigInt(n - i), result: P(i + 1) })) : [];
    const analysis = analyse(P(0), moves);
    const byFewest = retrogradeVerdict(analysis, P(0), moves(P(0)), explain, fewest);
    assert.equal(byFewest.outcome, 'win');
    assert.equal(byFewest.winningMoveCount, BigInt(n));
    assert.equal(byFewest.winningMoves.length, MAX_LISTED_MOVES);
    assert.equal(byFewest.winningMoves.at(-1)?.result[0], BigInt(MAX_LISTED_MOVES));
    // The move of fewest tokens is the last, never listed.
    assert.deepEqual(byFewest.cheapest?.result, P(n));
    assert.equal(byFewest.cheapest?.amount, 1n);
    assert.deepEqual(retrogradeVerdict(analysis, P(0), moves(P(0)), explain, first).cheapest?.result, P(1));
  });
});
