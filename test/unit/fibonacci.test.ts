// Fibonacci Nim: verdicts, every winning move and its count against an independent exhaustive
// search (oracles/mooreFibonacciBrute.ts) for every heap to 150 with every limit, fresh or not;
// misère play by search; Grundy values in sums; 30-digit heaps against the Zeckendorf rule
// computed here again; the position form `n <= m` in the parser, records, formatting and JSON.

import * as assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli/main';
import type { JsonReport } from '../../src/cli/report';
import { FIBONACCI } from '../../src/core/games/fibonacci/fibonacci';
import { largestIndexAtMost, sumOfTerms, zeckendorfIndexes } from '../../src/core/games/fibonacci/zeckendorf';
import { type Rules } from '../../src/core/rules';
import { solve } from '../../src/core/solve';
import { encodeParts } from '../../src/core/sumPosition';
import { analyseText } from '../../src/core/worksheet/analyser';
import { formatPosition } from '../../src/core/worksheet/format';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { fibonacciGrundy, fibonacciOutcome, fibonacciWinningTakes } from './oracles/mooreFibonacciBrute';
import { int, prng } from './random';
import { oracleCount } from './tier';

const NORMAL: Rules = { game: { kind: 'fibonacci' }, misere: false };
const MISERE: Rules = { game: { kind: 'fibonacci' }, misere: true };
const position = (n: number, limit: number | null) => (limit === null ? [BigInt(n)] : [BigInt(n), BigInt(limit)]);

/** Zeckendorf's smallest term, written again here: greedy from the largest Fibonacci number. */
function smallestTerm(n: bigint): bigint {
  const fib = [1n, 2n];
  while (fib[fib.length - 1]! < n) fib.push(fib[fib.length - 1]! + fib[fib.length - 2]!);
  let rest = n;
  let last = 0n;
  for (let i = fib.length - 1; i >= 0; i--)
    if (fib[i]! <= rest) {
      rest -= fib[i]!;
      last = fib[i]!;
    }
  return last;
}

describe('Fibonacci Nim', function () {
  this.timeout(60_000);
  it('every heap to 150, fresh and with every limit to n + 2: outcome, winning moves, count, recommendation', () => {
    for (let n = 0; n <= 150; n++)
      for (const limit of [null, ...Array.from({ length: n + 2 }, (_, i) => i + 1)]) {
        const v = solve(NORMAL, position(n, limit));
        const where = `${n} <= ${limit ?? 'fresh'}`;
        assert.equal(v.outcome, fibonacciOutcome(n, limit, false), where);
        const takes = fibonacciWinningTakes(n, limit, false);
        assert.deepEqual(
          v.winningMoves.map((m) => Number(m.amount)),
          takes,
          where,
        );
        assert.equal(v.winningMoveCount, BigInt(takes.length), where);
        for (const m of v.winningMoves) assert.deepEqual(m.result, [BigInt(n) - m.amount, 2n * m.amount]);
        if (takes.length) assert.equal(v.recommended?.amount, BigInt(takes[0]!), where);
      }
  });

  it('misère play by search agrees with the oracle, heaps to 40', () => {
    for (let n = 0; n <= 40; n++)
      for (const limit of [null, 1, 2, 3, 5, 8, n]) {
        const v = solve(MISERE, position(n, limit));
        assert.equal(v.outcome, fibonacciOutcome(n, limit, true), `misère ${n} <= ${limit ?? 'fresh'}`);
        assert.deepEqual(
          v.winningMoves.map((m) => Number(m.amount)),
          fibonacciWinningTakes(n, limit, true),
        );
      }
  });

  it('Grundy values in a sum with Nim agree with the oracle', () => {
    const parsed = parseRulesLine('fibonacci + nim');
    assert.ok(parsed.ok);
    const sum = parsed.rules;
    const random = prng(8);
    for (let i = 0; i < oracleCount(400); i++) {
      const n = int(random, 0, 60);
      const limit = random() < 0.3 ? null : int(random, 1, 70);
      const q = int(random, 0, 15);
      const v = solve(sum, encodeParts([position(n, limit), [BigInt(q)]]));
      const g = fibonacciGrundy(n, limit) ^ q;
      assert.equal(v.grundy, BigInt(g), `${n} <= ${limit} + ${q}`);
      assert.equal(v.outcome, g === 0 ? 'loss' : 'win');
    }
  });

  it('30-digit heaps: the Zeckendorf rule, and every winning move leaves a loss', () => {
    const random = prng(30);
    for (let i = 0; i < 200; i++) {
      let n = 0n;
      for (let d = 0; d < 30; d++) n = n * 10n + BigInt(int(random, 0, 9));
      const limit = random() < 0.3 ? null : BigInt(int(random, 1, 1e6));
      const heaps = limit === null ? [n] : [n, limit];
      let most = limit ?? n - 1n;
      if (most > n) most = n;
      const v = solve(NORMAL, heaps);
      assert.equal(v.outcome, smallestTerm(n) <= most ? 'win' : 'loss', String(n));
      for (const m of v.winningMoves) {
        const left = n - m.amount;
        assert.ok(m.amount <= most);
        assert.ok(left === 0n || smallestTerm(left) > 2n * m.amount);
        assert.equal(solve(NORMAL, m.result).outcome, 'loss');
      }
      if (v.outcome === 'win') assert.equal(v.recommended?.amount, smallestTerm(n));
    }
  });

  it('a fresh heap is lost exactly when it is a Fibonacci number', () => {
    const fib = new Set([1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144]);
    for (let n = 1; n <= 150; n++)
      assert.equal(solve(NORMAL, [BigInt(n)]).outcome, fib.has(n) ? 'loss' : 'win', String(n));
  });

  describe('positions written n <= m', () => {
    it('reads 20, 20 <= 6 and 20 ≤ 6, and checks a record step with its limit', () => {
      const a = analyseText('fibonacci\n20\n20 <= 6\n20 ≤ 6\n20 -> 17 <= 6\n20 -> 17\n20 -> 17 <= 5\n');
      const on = (line: number) => a.diagnostics.filter((d) => d.range.line === line);
      for (const line of [1, 2, 3]) assert.deepEqual(on(line), [], String(line));
      assert.equal(a.positions.find((p) => p.line === 2)?.verdicts[0]?.outcome, 'win');
      assert.equal(on(4)[0]?.code, 'mistake');
      assert.equal(on(5)[0]?.code, 'illegal-move');
      assert.match(on(5)[0]!.message, /17 <= 6/);
      assert.equal(on(6)[0]?.code, 'illegal-move');
    });

    it('refuses a limit of 0, a limit after two heaps, and a limit in other games', () => {
      const a = analyseText('fibonacci\n20 <= 0\n3 4 <= 2\nnim\n3 <= 2\n');
      const on = (line: number) => a.diagnostics.filter((d) => d.range.line === line && d.severity === 'error');
      assert.equal(on(1).length, 1);
      assert.deepEqual([on(1)[0]!.range.start, on(1)[0]!.range.end], [6, 7]);
      assert.equal(on(2).length, 1);
      assert.equal(on(4).length, 1);
      // Said by the grammar, which asks the forms that read their own text: no form refuses another by name.
      assert.match(
        on(4)[0]!.message,
        /'3 <= 2' is written as positions of fibonacci are, not as the rules in force write them/,
      );
    });

    it('writes results with their limit, as the line wrote it', () => {
      const style = FIBONACCI.positionForm.restyle(FIBONACCI.positionForm.defaultStyle);
      assert.equal(formatPosition([17n, 6n], style), '17 <= 6');
      assert.equal(formatPosition([20n], style), '20');
      assert.equal(formatPosition([17n, 6n], { ...style, own: { ...style.own!, between: ' ≤ ' } }), '17 ≤ 6');
      // A saved panel state may hold anything: what this form does not write is written its own way.
      assert.equal(
        formatPosition([17n, 6n], { ...style, own: { form: 'fibonacci', between: ' < ', open: 'x' } }),
        '17 <= 6',
      );
      assert.deepEqual(FIBONACCI.positionForm.json([20n, 6n]), ['20', '6']);
    });

    it('reads (20 <= 6) in parentheses, as 20 <= 6, and writes its results in them', () => {
      const a = analyseText('fibonacci\n(20 <= 6)\n(20 <= 6) -> (18 <= 4)\n(20) <= 6\n');
      const on = (line: number) => a.diagnostics.filter((d) => d.range.line === line);
      assert.deepEqual(on(1), []);
      assert.deepEqual(on(2), []);
      const p = a.positions.find((x) => x.line === 1)!;
      assert.equal(p.verdicts[0]?.outcome, 'win');
      assert.deepEqual(p.verdicts[0]?.recommended?.result, [18n, 4n]);
      assert.equal(formatPosition([18n, 4n], p.statement.items[0]!.position.style), '(18 <= 4)');
      // A limit after a closed heap: said in the words of the limit, not as a missing ')'.
      assert.equal(on(3).length, 1);
      assert.doesNotMatch(on(3)[0]!.message, /missing/);
      assert.match(on(3)[0]!.message, /20 <= 6/);
    });

    it('names a position with its limit in the messages of claims and records', () => {
      const a = analyseText(
        'fibonacci\n20 <= 2 : loss\n20 <= 6 -> 19 <= 2\nfibonacci + nim\n20 <= 6 + 3 -> 18 <= 4 + 3\n',
      );
      const on = (line: number) => a.diagnostics.filter((d) => d.range.line === line).map((d) => d.message);
      assert.match(on(1).join('\n'), /wrong claim: 20 <= 2 is a win/);
      assert.match(on(2).join('\n'), /mistake: 20 <= 6 → 19 <= 2 gives the win away/);
      assert.match(on(4).join('\n'), /mistake: 20 <= 6 \+ 3 → 18 <= 4 \+ 3 gives the win away/);
    });
  });

  describe('heaps of any size', () => {
    /** F(j) (F(1) = F(2) = 1) by powers of the matrix [[1, 1], [1, 0]], written again here. */
    function fib(j: number): bigint {
      let [a, b, c, d] = [1n, 0n, 0n, 1n]; // the identity
      let [p, q, r, s] = [1n, 1n, 1n, 0n];
      for (let e = j; e > 0; e >>= 1) {
        if (e & 1) [a, b, c, d] = [a * p + b * r, a * q + b * s, c * p + d * r, c * q + d * s];
        [p, q, r, s] = [p * p + q * r, p * q + q * s, r * p + s * r, r * q + s * s];
      }
      return b;
    }

    /** The greedy walk, written again: n's terms, smallest first. */
    function greedyTerms(n: bigint): bigint[] {
      const f = [1n, 2n];
      while (f[f.length - 1]! <= n) f.push(f[f.length - 1]! + f[f.length - 2]!);
      const out: bigint[] = [];
      let rest = n;
      for (let i = f.length - 1; i >= 0; i--)
        if (f[i]! <= rest) {
          out.unshift(f[i]!);
          rest -= f[i]!;
        }
      return out;
    }

    /** The spec's rule on numbers: t = a sum of the smallest terms, t ≤ most, the next term more than 2t (or none). */
    function takesByTheRule(terms: readonly bigint[], most: bigint): bigint[] {
      const out: bigint[] = [];
      let t = 0n;
      for (let p = 0; p < terms.length; p++) {
        t += terms[p]!;
        if (t > most) break;
        if (p === terms.length - 1 || terms[p + 1]! > 2n * t) out.push(t);
      }
      return out;
    }

    /** A heap of about 100,000 digits from chosen terms: 1,600 small ones, gaps 2 to 4, then a few of up to 100,000 digits. */
    function constructedHeap(random: () => number): { n: bigint; terms: bigint[] } {
      const indexes: number[] = [];
      for (let j = int(random, 2, 5); indexes.length < 1600; j += int(random, 2, 4)) indexes.push(j);
      for (let j = 300_000 + int(random, 0, 1000); j < 478_000; j += int(random, 20_000, 60_000)) indexes.push(j);
      indexes.push(478_495);
      // The small terms by one walk up, the large ones each by the matrix.
      const terms: bigint[] = [];
      let [a, b, at] = [1n, 1n, 2];
      for (const j of indexes) {
        if (j < 10_000) {
          while (at < j) [a, b, at] = [b, a + b, at + 1];
          terms.push(b);
        } else terms.push(fib(j));
      }
      return { n: terms.reduce((x, y) => x + y, 0n), terms };
    }

    it('Zeckendorf terms found by halves are the greedy walk, 400 to 3,000 digits', () => {
      const random = prng(31);
      for (let i = 0; i < oracleCount(12); i++) {
        let n = BigInt(int(random, 1, 9));
        for (let d = int(random, 400, 3000); d > 0; d--) n = n * 10n + BigInt(int(random, 0, 9));
        const indexes = zeckendorfIndexes(n);
        assert.deepEqual(indexes.map(fib), greedyTerms(n), `${String(n).length} digits`);
        assert.equal(sumOfTerms(indexes), n);
        const j = largestIndexAtMost(n);
        assert.ok(fib(j) <= n && fib(j + 1) > n);
      }
    });

    it('a heap of 100,000 digits: the verdict, every winning move counted, the first 1,000 listed in order', () => {
      const random = prng(32);
      const { n, terms } = constructedHeap(random);
      assert.ok(String(n).length > 99_000);
      for (const most of [null, 10n ** 30n, 10n ** 5000n, n]) {
        const heaps = most === null ? [n] : [n, most];
        let allowed = most ?? n - 1n;
        if (allowed > n) allowed = n;
        const expected = takesByTheRule(terms, allowed);
        const v = solve(NORMAL, heaps);
        const where = most === null ? 'fresh' : `at most ${String(most).length} digits`;
        assert.equal(v.outcome, terms[0]! <= allowed ? 'win' : 'loss', where);
        assert.equal(v.winningMoveCount, BigInt(expected.length), where);
        assert.deepEqual(
          v.winningMoves.map((m) => m.amount),
          expected.slice(0, 1000),
          where,
        );
        assert.equal(v.recommended?.amount, expected[0], where);
        assert.ok(v.method.length < 400, where);
      }
      // A Fibonacci number of 100,000 digits, fresh: lost; one move less is won by taking 1.
      const f = fib(478_495);
      assert.equal(solve(NORMAL, [f]).outcome, 'loss');
      assert.equal(solve(NORMAL, [f - 1n]).recommended?.amount, 1n);
    });

    it('a heap of 100,000 random digits: every listed move leaves a loss, the first 1,000 of more', () => {
      const random = prng(33);
      let digits = String(int(random, 1, 9));
      while (digits.length < 100_000) digits += String(int(random, 0, 9));
      const n = BigInt(digits);
      const v = solve(NORMAL, [n]);
      assert.equal(v.outcome, 'win');
      assert.equal(v.winningMoves.length, 1000);
      assert.ok(v.winningMoveCount! > 1000n);
      for (let i = 1; i < v.winningMoves.length; i++)
        assert.ok(v.winningMoves[i - 1]!.amount < v.winningMoves[i]!.amount);
      for (const m of [v.winningMoves[0]!, v.winningMoves[999]!]) {
        assert.deepEqual(m.result, [n - m.amount, 2n * m.amount]);
        assert.equal(solve(NORMAL, m.result).outcome, 'loss');
      }
    });
  });

  describe('in the JSON report', () => {
    async function report(text: string): Promise<JsonReport> {
      const path = join(mkdtempSync(join(tmpdir(), 'nim-lens-fibonacci-')), 'f.nim');
      writeFileSync(path, text);
      let out = '';
      await run(['check', '--json', path], { write: (s) => (out += s), err: () => undefined }, {});
      return JSON.parse(out) as JsonReport;
    }

    it('a position is its heap, then its limit: heaps, winning moves and the recommendation', async () => {
      const r = await report('fibonacci\n20 <= 6\n20\n(20 <= 6)\n20 <= 6 -> 18 <= 4\n');
      const [limited, fresh, parens, record] = r.files[0]!.positions;
      assert.deepEqual(limited!.heaps, ['20', '6']);
      assert.deepEqual(limited!.winningMoves, [['18', '4']]);
      assert.deepEqual(limited!.recommended, ['18', '4']);
      assert.deepEqual(fresh!.heaps, ['20']);
      assert.deepEqual(parens!.heaps, ['20', '6']);
      assert.deepEqual(record!.heaps, ['20', '6']);
    });

    it('the results of a heap of 2,000 digits, fresh or not, are its decimal text less the amount', async () => {
      const random = prng(34);
      let digits = String(int(random, 1, 9));
      while (digits.length < 2000) digits += String(int(random, 0, 9));
      // Tails of zeros make the borrow run on.
      digits = digits.slice(0, 1500) + '0'.repeat(499) + '1';
      const n = BigInt(digits);
      const r = await report(`fibonacci\n${digits}\n${digits} <= ${'9'.repeat(600)}\n`);
      for (const p of r.files[0]!.positions) {
        assert.ok(p.winningMoves.length > 10);
        for (const [left, limit] of p.winningMoves as string[][]) {
          const taken = BigInt(limit!) / 2n;
          assert.equal(left, String(n - taken));
        }
      }
    });

    it("a sum's parts and components carry the limit too", async () => {
      const r = await report('fibonacci + nim\n20 <= 6 + 3\n20 + 3\n');
      const [limited, fresh] = r.files[0]!.positions;
      assert.deepEqual(limited!.heaps, [['20', '6'], ['3']]);
      assert.deepEqual(limited!.components?.[0]?.heaps, ['20', '6']);
      assert.deepEqual(limited!.winningMoves, [
        [['17', '6'], ['3']],
        [['16', '8'], ['3']],
      ]);
      assert.deepEqual(fresh!.heaps, [['20'], ['3']]);
    });
  });
});
