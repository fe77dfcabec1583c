// The edges where answers went wrong: moves to the same multiset counted once, the recommendation
// among every winning move, exact counts beyond the listed ones, the run wording for lo > 1,
// searches that count the work they do instead of refusing on an estimate, and the limits.

import * as assert from 'node:assert/strict';
import { compareBigints } from '../../src/core/bigint';
import { explanationLines } from '../../src/core/explain';
import { legalMoves } from '../../src/core/game';
import { type Preference } from '../../src/core/preference';
import type { Rules } from '../../src/core/rules';
import { ExhaustiveSearch } from '../../src/core/search';
import { GameSolver, solve } from '../../src/core/solve';
import { shortNumber } from '../../src/core/text';
import { mayImprove } from '../../src/core/worksheet/caches';
import { verdictTitle } from '../../src/core/worksheet/summary';
import { B, show, sub } from './helpers';
import { octalGame } from '../../src/core/games/octal/octal';

const octal = (digits: string, misere = false): Rules => ({
  game: octalGame([...digits].map(Number)),
  misere,
});
const kayles = (misere = false) => octal('77', misere);
const FASTEST: Preference = { kind: 'fastest' };
const multiset = (r: readonly bigint[]) => show(r.filter((h) => h > 0n).sort(compareBigints));

describe('edges: take-and-break moves to the same multiset are one move', () => {
  it('kayles 1 1 1: one move (to 1 1), counted once', () => {
    const v = solve(kayles(), B(1, 1, 1));
    assert.deepEqual(
      v.winningMoves.map((m) => show(m.result)),
      ['1 1'],
    );
    assert.equal(v.winningMoveCount, 1n);
    assert.equal(v.winningMoves[0]!.heaps[0], 0, 'the move is made in the leftmost heap of its size');
  });

  it('kayles 3 3 1: 2 3 1 and 3 2 1 are the same move', () => {
    const v = solve(kayles(), B(3, 3, 1));
    assert.deepEqual(
      v.winningMoves.map((m) => show(m.result)),
      ['2 3 1', '3 3'],
    );
    assert.equal(v.winningMoveCount, 2n);
  });

  it('the legal moves of a position reach distinct multisets, in misère play too', () => {
    for (const rules of [kayles(), octal('07', true), octal('137')]) {
      for (const heaps of [B(3, 3, 1), B(5, 5, 5), B(4, 2, 4, 2)]) {
        const results = [...legalMoves(rules, heaps)].map((m) => multiset(m.result));
        assert.equal(new Set(results).size, results.length, show(heaps));
      }
    }
    const v = solve(kayles(true), B(2, 2, 2));
    assert.equal(v.winningMoveCount, BigInt(v.winningMoves.length));
    assert.equal(new Set(v.winningMoves.map((m) => multiset(m.result))).size, v.winningMoves.length);
  });

  it('big heaps: the count over the period is per distinct heap (two equal 30-digit heaps and a third)', () => {
    const big = 10n ** 30n + 7n;
    const one = solve(kayles(), [big, 4n]);
    const two = solve(kayles(), [big, 4n, big, big]);
    // big XOR big XOR big = big: the same winning moves, in the first heap of that size only.
    assert.equal(two.winningMoveCount, one.winningMoveCount);
    assert.ok(two.winningMoves.every((m) => m.heaps[0] === 0 || m.heaps[0] === 1));
  });
});

describe('edges: the recommendation is chosen among every winning move', () => {
  it('kayles and 0.137 with 12-digit heaps: no winning move takes fewer tokens than the one recommended', () => {
    let checked = 0;
    for (const code of ['77', '137']) {
      for (let s = 0n; s < 40n; s++) {
        const heaps = [123_456_789_012n + s * 7919n, 987_654_321_098n + s, 5n + (s % 9n)];
        const v = solve(octal(code), heaps);
        if (v.outcome !== 'win' || v.winningMoveCount! <= BigInt(v.winningMoves.length)) continue;
        // The cheapest move of each heap is its first in order: ask for one per heap.
        const cheapest = v.recommended!.amount;
        for (const m of v.winningMoves)
          assert.ok(m.amount >= cheapest, `${code} ${show(heaps)}: ${m.amount} < ${cheapest}`);
        checked++;
      }
    }
    assert.ok(checked > 5, `positions with more winning moves than listed: ${checked}`);
  });

  it('kayles 1000000000004 6: the 1,000 listed moves all take 2 from heap 1, the recommendation takes 1 from heap 2', () => {
    const v = solve(kayles(), [1_000_000_000_004n, 6n]);
    assert.equal(v.winningMoves.length, 1000);
    assert.ok(v.winningMoves.every((m) => m.heaps[0] === 0 && m.amount === 2n));
    assert.ok(v.winningMoveCount! > 1000n);
    assert.deepEqual([v.recommended!.heaps[0], v.recommended!.amount], [1, 1n]);
  });

  it('a long run: 2000 heaps of 3000 in subtraction 2000..3000 recommend 2000 from heap 1 although the list stops early', () => {
    const v = solve(sub([2000, 3000, 'run']), [3000n, 3000n, 3000n]);
    assert.equal(v.outcome, 'win');
    assert.equal(v.recommended!.amount, 2000n);
    assert.equal(v.recommended!.heaps[0], 0);
  });

  it('the fewest tokens found per heap beyond the list: nim where only a heap past the first 1,000 moves has a cheap move', () => {
    // 1,002 heaps of 7 (XOR 0), then 4 and 1: XOR 5. Each 7 takes 5 (to 2); the 4 takes 3 (to 1).
    const heaps = [...Array<bigint>(1002).fill(7n), 4n, 1n];
    const v = solve({ game: { kind: 'nim' }, misere: false }, heaps);
    assert.equal(v.winningMoves.length, 1000);
    assert.equal(v.winningMoveCount, 1003n);
    assert.ok(v.winningMoves.every((m) => m.amount === 5n));
    assert.equal(v.recommended!.heaps[0], 1002);
    assert.equal(v.recommended!.amount, 3n);
  });
});

describe('edges: exact counts', () => {
  it('subtraction 2000..3000, heap 3000: 1,001 winning moves, 1,000 listed, and the lens says 1001', () => {
    const v = solve(sub([2000, 3000, 'run']), [3000n]);
    assert.equal(v.winningMoveCount, 1001n);
    assert.equal(v.winningMoves.length, 1000);
    assert.match(verdictTitle(v), /· 1001 winning moves$/);
  });

  it('a run over several heaps lists 1,000 moves in all and counts every one', () => {
    const v = solve(sub([2000, 3000, 'run']), [3000n, 3000n, 3000n]);
    assert.equal(v.winningMoves.length, 1000);
    assert.equal(v.winningMoveCount, 3003n);
  });

  it('run counts against the moves themselves for small runs and heaps', () => {
    for (const [lo, hi] of [
      [1, 3],
      [2, 3],
      [3, 7],
      [5, 5],
    ] as const) {
      const rules = sub([lo, hi, 'run']);
      const search = new ExhaustiveSearch(rules);
      for (let a = 0n; a < 30n; a++) {
        for (const b of [0n, 7n, 11n]) {
          const v = solve(rules, [a, b], { exhaustive: false });
          search.solve([a, b], 1e9);
          let n = 0n;
          for (const m of legalMoves(rules, [a, b])) if (search.lookup(m.result)!.outcome === 'loss') n++;
          assert.equal(v.winningMoveCount, n, `${lo}..${hi}: ${a} ${b}`);
        }
      }
    }
  });

  it('nim with 30,001 heaps of 1: 1,000 moves listed, 30,001 counted', () => {
    const v = solve({ game: { kind: 'nim' }, misere: false }, Array<bigint>(30_001).fill(1n));
    assert.equal(v.outcome, 'win');
    assert.equal(v.winningMoves.length, 1000);
    assert.equal(v.winningMoveCount, 30_001n);
  });

  it('nim with 30,000 heaps of 1, a loss: answered without holding every move of every position', () => {
    const v = solve({ game: { kind: 'nim' }, misere: false }, Array<bigint>(30_000).fill(1n));
    assert.equal(v.outcome, 'loss');
    assert.equal(v.recommended!.amount, 1n);
  });

  it('dawson 10^50 3: the lens gives the exact count, not the listed length', () => {
    const v = solve(octal('07'), [10n ** 50n, 3n]);
    assert.ok(v.winningMoveCount! > 10n ** 40n);
    assert.ok(verdictTitle(v).endsWith(`· ${shortNumber(String(v.winningMoveCount))} winning moves`), verdictTitle(v));
  });
});

describe('edges: the wording of subtraction lo..hi', () => {
  it('subtraction 2..3, heap 4: take 3 (to a residue below 2), as recommended', () => {
    const v = solve(sub([2, 3, 'run']), [4n]);
    assert.equal(v.recommended!.amount, 3n);
    assert.equal(
      explanationLines(v.explanation).at(-1),
      'Take 3 to leave a residue modulo 5 of 0 or 1 (Grundy value 0).',
    );
  });

  it('every winning amount of one heap is in the range the text names, and only those', () => {
    for (const [lo, hi] of [
      [2, 3],
      [3, 7],
      [4, 4],
      [1, 5],
    ] as const) {
      for (let h = 0n; h < 40n; h++) {
        const v = solve(sub([lo, hi, 'run']), [h]);
        const text = explanationLines(v.explanation).at(-1)!;
        if (v.outcome === 'loss') {
          assert.match(text, /loss/, `${lo}..${hi} ${h}`);
          continue;
        }
        const m = /^Take (\d+)(?: (?:to|or) (\d+))? /.exec(text);
        assert.ok(m, text);
        const amounts = v.winningMoves.map((w) => w.amount);
        assert.equal(BigInt(m[1]!), amounts[0], `${lo}..${hi} ${h}: ${text}`);
        assert.equal(BigInt(m[2] ?? m[1]!), amounts.at(-1), `${lo}..${hi} ${h}: ${text}`);
      }
    }
  });
});

describe('edges: searches count the work they do', () => {
  it('octal 0.1 misere, 100: no move, so the player to move wins', () => {
    const v = solve(octal('1', true), [100n]);
    assert.equal(v.outcome, 'win');
    assert.equal(v.recommended, null);
  });

  it('kayles misere 3 4 6 8 is a loss; four Dawson heaps of at most 7 are decided', () => {
    assert.equal(solve(kayles(true), B(3, 4, 6, 8)).outcome, 'loss');
    for (const heaps of [B(7, 7, 6, 5), B(7, 6, 5, 4), B(7, 7, 7, 7)])
      assert.notEqual(solve(octal('07', true), heaps).outcome, 'unknown', show(heaps));
  });

  it('the budget is the work actually done: a search that needs more is unknown, not a guess', () => {
    const v = new GameSolver(kayles(true), 50).solve(B(3, 4, 6, 8));
    assert.equal(v.outcome, 'unknown');
    assert.equal(new GameSolver(kayles(true), 1_000_000).solve(B(3, 4, 6, 8)).outcome, 'loss');
  });

  it('what earlier positions solved is reused, and a search that ran out is not run again within its budget', () => {
    const rules = kayles(true);
    const cold = new ExhaustiveSearch(rules);
    assert.equal(cold.solve(B(3, 4, 6, 8), 2000), null, 'too much work alone');
    const warm = new ExhaustiveSearch(rules);
    assert.ok(warm.solve(B(3, 4, 6, 9), 1e9), 'an earlier line solves a position this one is reached from');
    assert.equal(warm.solve(B(8, 6, 4, 3), 2000)?.outcome, 'loss', 'then the same budget is enough');
    // The failed search is remembered: asked again with the same budget it answers at once.
    const started = performance.now();
    for (let i = 0; i < 1000; i++) assert.equal(cold.solve(B(3, 4, 6, 8), 2000), null);
    assert.ok(performance.now() - started < 500);
  });

  it('prefer fastest in kayles: the win in fewest moves, by search, against an independent count', () => {
    for (const heaps of [B(5, 5, 11), B(10, 8, 4)]) {
      const v = solve(kayles(), heaps, { preference: FASTEST });
      assert.match(v.recommendedBecause, /^fastest win: \d+ moves? to the end$/, show(heaps));
      const search = new ExhaustiveSearch(kayles());
      search.solve(heaps, 1e9);
      let best = Infinity;
      for (const m of legalMoves(kayles(), heaps)) {
        const s = search.lookup(m.result)!;
        if (s.outcome === 'loss') best = Math.min(best, s.remoteness);
      }
      assert.equal(search.lookup(v.recommended!.result)!.remoteness, best, show(heaps));
    }
  });

  it('the slowest loss from kayles 5 5 5 5', () => {
    const v = solve(kayles(), B(5, 5, 5, 5));
    assert.equal(v.outcome, 'loss');
    assert.match(v.recommendedBecause, /^slowest loss: \d+ moves to the end$/);
  });

  it('a win a closed form proves is not searched under prefer fewest when the search would be long', () => {
    const rules = sub([1, 602]);
    const solver = new GameSolver(rules);
    const v = solver.solve(B(600, 601));
    assert.equal(v.outcome, 'win');
    assert.equal(v.remoteness, null, 'no search was run for a number nobody asked for');
    // A loss still gets its slowest move, which needs the search.
    assert.match(solver.solve(B(600, 600)).recommendedBecause, /^slowest loss/);
  });
});

describe('edges: remoteness is searched on the position, never guessed (issue 26)', () => {
  /** The least remoteness of a winning move, or the greatest of any move from a loss, by a search of its own. */
  function best(rules: Rules, heaps: bigint[]): { outcome: string; r: number } {
    const search = new ExhaustiveSearch(rules);
    const root = search.solve(heaps, 1e9)!;
    let r = root.outcome === 'win' ? Infinity : -1;
    for (const m of legalMoves(rules, heaps)) {
      const s = search.lookup(m.result)!;
      if (root.outcome === 'win' && s.outcome === 'loss') r = Math.min(r, s.remoteness);
      if (root.outcome === 'loss') r = Math.max(r, s.remoteness);
    }
    return { outcome: root.outcome, r };
  }

  // The positions: an upper bound on their search exceeded the budget, so the recommendation
  // fell back to fewest tokens (remoteness 21, 24, 10 and 18) while the search itself fits.
  const cases: [string, number[], 'win' | 'loss', number][] = [
    ['716', [6, 7, 5, 10], 'loss', 23],
    ['7456', [7, 10, 10], 'win', 22],
    ['0573', [6, 12, 9], 'win', 8],
    ['5317', [7, 12, 8], 'win', 14],
  ];
  for (const [code, heaps, outcome, remoteness] of cases) {
    it(`octal 0.${code}, ${heaps.join(' ')}: the ${outcome === 'win' ? 'fastest win' : 'slowest loss'} leaves remoteness ${remoteness}`, () => {
      const rules = octal(code);
      const v = solve(rules, B(...heaps), { preference: FASTEST });
      assert.equal(v.outcome, outcome);
      assert.deepEqual(best(rules, B(...heaps)), { outcome, r: remoteness }, 'the independent search agrees');
      const after = new ExhaustiveSearch(rules).solve(v.recommended!.result, 1e9)!;
      assert.equal(after.remoteness, remoteness, show(v.recommended!.result));
      assert.equal(v.fallback, undefined);
      assert.equal(v.remoteness, remoteness + 1);
      assert.match(v.recommendedBecause, outcome === 'win' ? /^fastest win: / : /^slowest loss: /);
    });
  }

  it('beyond the budget the preference is not honoured, and the verdict says so', () => {
    const small = new GameSolver(octal('7456'), 5_000);
    const fast = small.solve(B(7, 10, 10), FASTEST);
    assert.equal(fast.outcome, 'win');
    // Not tried within 5,000 (its upper bound is far above), but the default budget would try it.
    assert.ok(fast.fallback && fast.fallback.retryFrom > 5_000 && fast.fallback.retryFrom <= 2_000_000);
    assert.equal(fast.recommendedBecause, 'fewest tokens (remoteness beyond the search budget)');
    const loss = new GameSolver(octal('716'), 5_000).solve(B(6, 7, 5, 10));
    assert.ok(loss.fallback);
    assert.equal(loss.recommendedBecause, 'fewest tokens (the slowest loss is beyond the search budget)');
    // A larger budget may honour it: the editor asks its worker.
    assert.equal(mayImprove(fast, 2_000_000), true);
    // A loss whose search could not finish within any budget the editor has: final, never asked again.
    const far = new GameSolver({ game: { kind: 'nim' }, misere: false }).solve(B(256, 512, 768));
    assert.equal(far.outcome, 'loss');
    assert.ok(far.fallback && far.fallback.retryFrom > 200_000_000, String(far.fallback?.retryFrom));
    assert.equal(mayImprove(far, 200_000_000), false);
    // Nor is a loss's slowest loss asked of the worker, whatever its budget: only prefer fastest's win.
    assert.ok(loss.fallback);
    assert.equal(mayImprove(loss, Infinity), false);
    // Under prefer fewest a win needs no remoteness: nothing falls back.
    assert.equal(small.solve(B(7, 10, 10)).fallback, undefined);
  });

  it('a proved win under prefer fewest costs its proof only; the hover asks for its moves to the end', () => {
    // subtraction {1, k} with k − 2, k − 1: parity decides; a search for the remoteness would cost k².
    const solver = new GameSolver(sub([1, 300]));
    const v = solver.solve(B(298, 299));
    assert.equal(v.outcome, 'win');
    assert.equal(v.remoteness, null, 'no search for a number the line does not show');
    assert.equal(solver.remoteness(B(298, 299)), null, 'too long a search for a hover');
    const nim = new GameSolver({ game: { kind: 'nim' }, misere: false });
    assert.equal(nim.solve(B(1, 2, 4)).remoteness, null);
    // The hover's search: 4 → 3, then the loser delays, taking one token at a time.
    const nimRules: Rules = { game: { kind: 'nim' }, misere: false };
    assert.equal(nim.remoteness(B(1, 2, 4)), best(nimRules, B(1, 2, 4)).r + 1);
    assert.equal(nim.remoteness(B(1, 2, 4)), 7);
  });
});
