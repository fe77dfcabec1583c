// Moore's Nim: every verdict, winning move (in the order of ties), count and recommendation against
// an independent exhaustive search (oracles/mooreFibonacciBrute.ts) on every small position, normal
// and misère, K = 1, 2, 3; sums with Nim by Grundy values; heaps of 30 digits against the closed
// form, the column rule and Nim (moore 1); the rules line and records.

import * as assert from 'node:assert/strict';
import { columnCounts } from '../../src/core/games/moore/columns';
import { isMooreZero, MOORE } from '../../src/core/games/moore/moore';
import { compareMoves } from '../../src/core/moves';
import { type Rules } from '../../src/core/rules';
import { solve } from '../../src/core/solve';
import { encodeParts } from '../../src/core/sumPosition';
import { analyseText } from '../../src/core/worksheet/analyser';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { DiagnosticCode } from '../../src/core/reading/syntax';
import { mooreGrundy, mooreMoves, mooreOutcome, mooreWinningMoves } from './oracles/mooreFibonacciBrute';
import { int, prng } from './random';
import { oracleCount } from './tier';

const big = (xs: readonly number[]) => xs.map(BigInt);
const text = (xs: readonly (number | bigint)[]) => xs.join(' ');

/** Every position of `count` heaps of at most `max`, heaps in order. */
function* positions(count: number, max: number): Generator<number[]> {
  const p = new Array<number>(count).fill(0);
  for (;;) {
    yield p.slice();
    let i = count - 1;
    while (i >= 0 && p[i] === max) p[i--] = 0;
    if (i < 0) return;
    p[i]!++;
  }
}

/** Solves heaps under `moore 1` and checks the answer is Nim's: verdict, count and moves listed. */
function sameAsNim(heaps: readonly bigint[]): ReturnType<typeof solve> {
  const m = solve(rules(1, false), heaps);
  const n = solve({ game: { kind: 'nim' }, misere: false }, heaps);
  assert.equal(m.outcome, n.outcome);
  assert.equal(m.winningMoveCount, n.winningMoveCount);
  assert.deepEqual(
    m.winningMoves.map((x) => x.result),
    n.winningMoves.map((x) => x.result),
  );
  return m;
}

function rules(k: number, misere: boolean): Rules {
  return { game: { kind: 'moore', k: BigInt(k) }, misere };
}

/** Everything a verdict says, checked against the oracle. */
function checkPosition(k: number, misere: boolean, p: readonly number[]): void {
  const v = solve(rules(k, misere), big(p));
  const where = `moore ${k}${misere ? ' misère' : ''} ${text(p)}`;
  assert.equal(v.outcome, mooreOutcome(p, k, misere), where);
  const expected = mooreWinningMoves(p, k, misere);
  assert.equal(v.winningMoveCount, BigInt(expected.length), `${where}: count`);
  assert.deepEqual(
    v.winningMoves.map((m) => m.result.map(Number)),
    expected.slice(0, 1000),
    `${where}: moves in the order of ties`,
  );
  if (expected.length > 0) {
    // Fewest tokens in total; ties to the first in the order of ties.
    const total = (r: readonly number[]) => p.reduce((a, h, i) => a + h - r[i]!, 0);
    const least = Math.min(...expected.map(total));
    const first = expected.find((r) => total(r) === least)!;
    assert.deepEqual(v.recommended?.result.map(Number), first, `${where}: recommended`);
    assert.equal(v.recommended?.amount, BigInt(least), `${where}: its amount is the total taken`);
  } else if (v.outcome === 'loss') assert.equal(v.winningMoves.length, 0);
}

describe("Moore's Nim", function () {
  this.timeout(60_000);
  describe('against exhaustive search', () => {
    for (const k of [1, 2, 3])
      for (const misere of [false, true])
        it(`moore ${k}${misere ? ', misère' : ''}: every position of up to 3 heaps of at most 6, and of 4 heaps of at most 3`, () => {
          for (let count = 1; count <= 3; count++) for (const p of positions(count, 6)) checkPosition(k, misere, p);
          for (const p of positions(4, 3)) checkPosition(k, misere, p);
        });

    it('random positions of 4 heaps of at most 7, K from 1 to 4', () => {
      const random = prng(27);
      for (let i = 0; i < oracleCount(400); i++) {
        const p = Array.from({ length: 4 }, () => int(random, 0, 7));
        checkPosition(int(random, 1, 4), random() < 0.5, p);
      }
    });

    it('lists every legal move in the order of ties, each once', () => {
      for (const k of [1, 2, 3])
        for (const p of positions(3, 3)) {
          const listed = [...MOORE.legalMoves({ kind: 'moore', k: BigInt(k) }, big(p))].map((m) =>
            m.result.map(Number),
          );
          assert.deepEqual(listed, mooreMoves(p, k), `moore ${k} ${text(p)}`);
        }
    });
  });

  describe('closed form at any size', () => {
    it('30-digit heaps: every listed move is legal and leaves a loss, in the order of ties, and the count agrees with the columns', () => {
      const random = prng(5);
      for (let i = 0; i < oracleCount(40); i++) {
        const k = int(random, 1, 3);
        const heaps = Array.from({ length: int(random, 2, 5) }, () => {
          let h = 0n;
          for (let d = 0; d < 30; d++) h = h * 10n + BigInt(int(random, 0, 9));
          return h;
        });
        const v = solve(rules(k, false), heaps);
        assert.equal(v.outcome === 'loss', isMooreZero(heaps, BigInt(k)));
        if (v.outcome === 'loss') continue;
        assert.ok(v.winningMoveCount! >= BigInt(v.winningMoves.length));
        for (const m of v.winningMoves) {
          const check = MOORE.checkMove({ kind: 'moore', k: BigInt(k) }, heaps, m.result);
          assert.ok(check.legal, m.words);
          assert.ok(isMooreZero(m.result, BigInt(k)), m.words);
        }
        // The order of ties: leftmost heap touched, then the smaller amount, heap by heap.
        for (let j = 1; j < v.winningMoves.length; j++) {
          const a = v.winningMoves[j - 1]!;
          const b = v.winningMoves[j]!;
          const key = (m: typeof a) => m.heaps.map((h, x) => [h, m.amounts![x]!] as const);
          const ka = key(a);
          const kb = key(b);
          let cmp = 0;
          for (let x = 0; x < Math.min(ka.length, kb.length) && cmp === 0; x++)
            cmp = ka[x]![0] - kb[x]![0] || Math.sign(Number(ka[x]![1] - kb[x]![1]));
          if (cmp === 0) cmp = ka.length - kb.length;
          assert.ok(cmp < 0, `${a.words} before ${b.words}`);
        }
        // The recommendation takes fewest tokens among all the winning moves listed.
        const least = v.winningMoves.reduce((x, m) => (m.amount < x ? m.amount : x), v.winningMoves[0]!.amount);
        assert.ok(v.recommended!.amount <= least);
      }
    });

    it('moore 1 is Nim: the same verdicts and counts at 30 digits', () => {
      const random = prng(11);
      for (let i = 0; i < 30; i++) {
        const heaps = Array.from(
          { length: int(random, 1, 6) },
          () => BigInt(int(random, 0, 1e9)) * 10n ** 21n + BigInt(int(random, 0, 999)),
        );
        sameAsNim(heaps);
        const mm = solve(rules(1, true), heaps);
        const nm = solve({ game: { kind: 'nim' }, misere: true }, heaps);
        assert.equal(mm.outcome, nm.outcome);
        assert.equal(mm.winningMoveCount, nm.winningMoveCount);
      }
    });

    it('counts by the columns what enumerating the results counts, heaps up to 16', () => {
      const random = prng(3);
      for (let i = 0; i < oracleCount(60); i++) {
        const k = int(random, 2, 3);
        const misere = random() < 0.5;
        const p = Array.from({ length: 3 }, () => int(random, 0, 16));
        const v = solve(rules(k, misere), big(p));
        // Every result of a move: any heaps at most their size, at least one and at most k of them changed.
        let count = 0;
        for (let a = 0; a <= p[0]!; a++)
          for (let b = 0; b <= p[1]!; b++)
            for (let c = 0; c <= p[2]!; c++) {
              const r = [a, b, c];
              const changed = r.filter((x, j) => x !== p[j]).length;
              if (changed === 0 || changed > k) continue;
              if (mooreOutcome(r, k, misere) === 'loss') count++;
            }
        assert.equal(v.winningMoveCount, BigInt(count), `moore ${k} ${misere} ${text(p)}`);
      }
    });

    it('counts the ones of each column', () => {
      assert.deepEqual(columnCounts([3n, 5n, 6n]), [2, 2, 2]);
      assert.deepEqual(columnCounts([8n, 1n]), [1, 0, 0, 1]);
    });
  });

  describe('the first 1,000 winning moves, at any size', () => {
    /** Moore's rule written again: every binary column's ones a multiple of K + 1 (misère: the small case apart). */
    function loses(r: readonly bigint[], k: number, misere: boolean): boolean {
      if (misere && r.every((h) => h <= 1n)) return r.filter((h) => h === 1n).length % (k + 1) === 1 % (k + 1);
      for (let bit = 0n; r.some((h) => h >> bit > 0n); bit++)
        if (r.filter((h) => (h >> bit) & 1n).length % (k + 1) !== 0) return false;
      return true;
    }

    /**
     * The winning moves' results in the order of ties: every move enumerated as the oracle does
     * (heap by heap from the left, smaller amounts first, fewer heaps first), the rule tested on each.
     */
    function firstWinning(p: readonly number[], k: number, misere: boolean): { first: number[][]; count: number } {
      const first: number[][] = [];
      let count = 0;
      const r = p.slice();
      // The rule again, on small numbers: misère's all-small case, else every column's ones.
      const lost = (): boolean => {
        if (misere && r.every((h) => h <= 1)) return r.filter((h) => h === 1).length % (k + 1) === 1 % (k + 1);
        for (let bit = 1; bit <= 64; bit <<= 1) {
          let ones = 0;
          for (const h of r) if (h & bit) ones++;
          if (ones % (k + 1) !== 0) return false;
        }
        return true;
      };
      const visit = (from: number, used: number) => {
        if (used > 0 && lost()) {
          count++;
          if (first.length < 1000) first.push(r.slice());
        }
        if (used === k) return;
        for (let j = from; j < p.length; j++) {
          for (let a = 1; a <= p[j]!; a++) {
            r[j] = p[j]! - a;
            visit(j + 1, used + 1);
          }
          r[j] = p[j]!;
        }
      };
      visit(0, 0);
      return { first, count };
    }

    it('on positions with thousands of winning moves, the first 1,000 of them in the order of ties', () => {
      const random = prng(41);
      let capped = 0;
      let tried = 0;
      // Positions until three or more with over 1,000 winning moves have been compared (these sizes often have them).
      while (tried < 60 && (capped < 3 || tried < oracleCount(10))) {
        tried++;
        const k = tried % 2 === 0 ? 5 : 4;
        const misere = random() < 0.3;
        const p = Array.from({ length: k === 5 ? 12 : 10 }, () => int(random, 0, k === 5 ? 3 : 7));
        const expected = firstWinning(p, k, misere);
        // A budget that lists them all and leaves the Grundy value's search (not asked here) short.
        const v = solve(rules(k, misere), big(p), { budget: 400_000 });
        const where = `moore ${k}${misere ? ' misère' : ''} ${text(p)}`;
        assert.equal(v.winningMoveCount, BigInt(expected.count), where);
        assert.deepEqual(
          v.winningMoves.map((m) => m.result.map(Number)),
          expected.first,
          where,
        );
        if (expected.count > 1000) capped++;
      }
      assert.ok(capped >= 3, `${capped} positions with more than 1,000 winning moves, of ${tried}`);
    });

    it('on six heaps of 30 digits with 10^9 to 10^25 winning moves: exactly 1,000, all winning, in order, distinct', () => {
      const random = prng(42);
      for (let i = 0; i < 6; i++) {
        const k = 2 + (i % 3);
        const heaps = Array.from({ length: 6 }, () => {
          let h = BigInt(int(random, 1, 9));
          for (let d = 1; d < 30; d++) h = h * 10n + BigInt(int(random, 0, 9));
          return h;
        });
        const v = solve(rules(k, false), heaps);
        const where = `moore ${k} ${text(heaps)}`;
        if (v.outcome === 'loss') continue;
        assert.ok(v.winningMoveCount! > 10n ** 9n, `${where}: ${v.winningMoveCount}`);
        assert.equal(v.winningMoves.length, 1000, where);
        const seen = new Set<string>();
        for (const m of v.winningMoves) {
          assert.ok(MOORE.checkMove({ kind: 'moore', k: BigInt(k) }, heaps, m.result).legal, m.words);
          assert.ok(loses(m.result, k, false), `${where}: ${m.words}`);
          seen.add(m.result.join(' '));
        }
        assert.equal(seen.size, 1000, `${where}: distinct`);
        for (let j = 1; j < 1000; j++)
          assert.ok(compareMoves(v.winningMoves[j - 1]!, v.winningMoves[j]!) < 0, `${where}: in order at ${j}`);
      }
    });
  });

  describe('verdicts beyond the count', () => {
    it('moore 2 with heaps 1 to 40: a win by the columns, a wrong claim said, the count exact or said not to be', () => {
      const heaps = Array.from({ length: 40 }, (_, i) => BigInt(i + 1));
      const v = solve(rules(2, false), heaps);
      assert.equal(v.outcome, 'win');
      assert.ok(v.winningMoves.length > 0);
      for (const m of v.winningMoves) assert.ok(isMooreZero(m.result, 2n), m.words);
      if (v.winningMoveCount === null) assert.ok(v.uncounted);
      const line = heaps.join(' ');
      const a = analyseText(`moore 2\n${line} : loss\n`);
      assert.ok(a.diagnostics.some((d) => d.code === DiagnosticCode.WrongClaim && d.severity === 'error'));
    });

    it('a budget too small to count: the verdict by the columns, the count null and said so, a winning move to play', () => {
      for (const k of [1, 2, 3])
        for (const misere of [false, true])
          for (let count = 1; count <= 3; count++)
            for (const p of positions(count, 5)) {
              const v = solve(rules(k, misere), big(p), { budget: 1, exhaustive: false });
              const where = `moore ${k}${misere ? ' misère' : ''} ${text(p)}`;
              assert.equal(v.outcome, mooreOutcome(p, k, misere), where);
              if (v.outcome === 'loss') continue;
              const winning = mooreWinningMoves(p, k, misere).map((r) => r.join(' '));
              if (winning.length === 0) continue;
              if (v.winningMoveCount === null) {
                assert.ok(v.uncounted, where);
                // Not every winning move is known: the recommendation does not claim the fewest of all.
                assert.notEqual(v.recommendedBecause, 'fewest tokens', where);
              } else assert.equal(v.winningMoveCount, BigInt(winning.length), where);
              assert.ok(v.winningMoves.length > 0, where);
              for (const m of v.winningMoves) assert.ok(winning.includes(m.result.join(' ')), `${where}: ${m.words}`);
              assert.ok(v.recommended && winning.includes(v.recommended.result.join(' ')), where);
            }
    });

    it('moore 1 with 300 heaps is Nim: the same verdict, count, moves and Grundy value', () => {
      const random = prng(43);
      for (const max of [300, 1e9]) {
        const heaps = Array.from({ length: 300 }, (_, i) =>
          max === 300 ? BigInt(i + 1) : BigInt(int(random, 0, max)),
        );
        const m = sameAsNim(heaps);
        assert.equal(
          m.grundy,
          heaps.reduce((a, b) => a ^ b, 0n),
        );
      }
    });

    it('moore 2 with 300 heaps in a sum: its value beyond the budget is unknown, quickly said', () => {
      const parsed = parseRulesLine('moore 2 + nim');
      assert.ok(parsed.ok);
      const heaps = Array.from({ length: 300 }, (_, i) => BigInt(i + 1));
      const v = solve(parsed.rules, encodeParts([heaps, [5n]]));
      assert.equal(v.outcome, 'unknown');
      assert.match(v.method, /Moore|moore/);
    });
  });

  describe('in sums', () => {
    it('moore 2 + nim: Grundy values by mex, against the oracle', () => {
      const parsed = parseRulesLine('moore 2 + nim');
      assert.ok(parsed.ok);
      const sum = parsed.rules;
      const random = prng(9);
      for (let i = 0; i < oracleCount(200); i++) {
        const p = Array.from({ length: int(random, 1, 3) }, () => int(random, 0, 5));
        const q = int(random, 0, 9);
        const v = solve(sum, encodeParts([big(p), [BigInt(q)]]));
        const g = mooreGrundy(p, 2) ^ q;
        assert.equal(v.outcome, g === 0 ? 'loss' : 'win', `${text(p)} + ${q}`);
        assert.equal(v.grundy, BigInt(g));
      }
    });
  });

  describe('in a worksheet', () => {
    it('reads moore K, refuses moore 0 and moore alone, and checks records', () => {
      const a = analyseText('moore 2\n3 5 6 -> 3 3 3 : loss\n3 5 6 -> 0 0 6\nmoore 0\nmoore\n');
      const messages = a.diagnostics.map((d) => `${d.range.line}:${d.code}:${d.message}`);
      assert.ok(!messages.some((m) => m.startsWith('1:')), messages.join('\n'));
      assert.ok(
        messages.some((m) => m.startsWith('2:illegal-move') || m.startsWith('2:mistake')),
        messages.join('\n'),
      );
      assert.ok(
        messages.some((m) => m.startsWith('3:syntax') && m.includes('at least 1')),
        messages.join('\n'),
      );
      assert.ok(
        messages.some((m) => m.startsWith('4:syntax') && m.includes('moore 2')),
        messages.join('\n'),
      );
    });

    it('refuses a move from more than K heaps, with the reason', () => {
      const check = MOORE.checkMove({ kind: 'moore', k: 2n }, [3n, 5n, 6n], [2n, 4n, 5n]);
      assert.equal(check.legal, false);
      assert.match(!check.legal ? check.reason : '', /at most 2 heaps/);
      const ok = MOORE.checkMove({ kind: 'moore', k: 2n }, [3n, 5n, 6n], [3n, 3n, 3n]);
      assert.ok(ok.legal);
      assert.equal(ok.legal && ok.move.words, 'take 2 from heap 2 and 3 from heap 3');
    });
  });
});
