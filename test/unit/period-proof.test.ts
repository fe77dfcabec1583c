// The least period a table of values proves (core/games/periodProof.ts, one pass for every period):
// against a check of every period one by one written here, against the solver's own proofs of
// every octal code of two digits, and against the literature's periods (Guy–Smith's certificate
// from the values a `table` computes), which `nim-lens table` reports.

import * as assert from 'node:assert/strict';
import { run } from '../../src/cli/main';
import { grundyTable } from '../../src/core/games/takeAndBreak/grundyTable';
import { OctalTable } from '../../src/core/games/octal/octal';
import { provedPeriod } from '../../src/core/games/periodProof';
import { NO_DIGIT, type TakeAndBreakCode } from '../../src/core/games/takeAndBreak/code';
import { DEFAULT_BUDGET } from '../../src/core/budget';
import { solve } from '../../src/core/solve';
import { verdictMarkdown } from '../../src/core/worksheet/markdown';
import { PLAIN_STYLE } from '../../src/core/worksheet/format';
import { analyseText } from '../../src/core/worksheet/analyser';
import { int, prng } from './random';
import { SLOW } from './tier';
import { octalGame } from '../../src/core/games/octal/octal';

/** The same question one period at a time: the last n with G(n) ≠ G(n + p), then the theorem's bound. */
function slowProvedPeriod(values: readonly number[], m: number, k: number) {
  const n = values.length;
  for (let p = 1; m * p < n; p++) {
    let last = -1;
    for (let i = 0; i + p < n; i++) if (values[i] !== values[i + p]) last = i;
    const preperiod = last + 1;
    const provedFrom = m * Math.max(preperiod, 1) + m * p + k;
    if (n >= provedFrom) return { period: p, preperiod, provedFrom };
  }
  return null;
}

function octal(digits: readonly number[]): TakeAndBreakCode {
  return { d0: NO_DIGIT, digits: digits.map((bits) => ({ bits, modifier: null })), tail: null };
}

describe('the least period a table proves', () => {
  it('equals the one-by-one check on 3,000 random sequences, periodic after a random start', () => {
    const r = prng(29);
    for (let c = 0; c < 3000; c++) {
      const n = int(r, 2, 300);
      const p = int(r, 1, 40);
      const start = int(r, 0, 120);
      const alphabet = int(r, 1, 4);
      const cycle = Array.from({ length: p }, () => int(r, 0, alphabet));
      const values = Array.from({ length: n }, (_, i) => (i < start ? int(r, 0, alphabet) : cycle[(i - start) % p]!));
      // Now and then an exception late in the sequence.
      if (c % 7 === 0) values[int(r, 0, n - 1)] = alphabet + 1;
      const m = int(r, 1, 3);
      const k = int(r, 0, 5);
      assert.deepEqual(provedPeriod(values, m, k), slowProvedPeriod(values, m, k), `case ${c}`);
    }
  });

  it("equals the solver's own proof for every octal code 0.d1d2 whose period it proves", () => {
    // All 46 periods are proved within a tenth of the default budget; the slow tier also runs the
    // 17 codes with no period to the end of the whole budget (15 s), as the solver does.
    const budget = SLOW ? DEFAULT_BUDGET : DEFAULT_BUDGET / 10;
    let proved = 0;
    for (let d1 = 0; d1 <= 7; d1++)
      for (let d2 = 0; d2 <= 7; d2++) {
        const digits = d2 ? [d1, d2] : [d1];
        if (digits.every((d) => d === 0)) continue;
        const table = new OctalTable(digits);
        table.extend(budget);
        const per = table.period;
        if (!per) continue;
        proved++;
        // The theorem's M: two heaps where a digit splits, else one.
        const m = digits.some((d) => (d & 4) !== 0) ? 2 : 1;
        const values = grundyTable(octal(digits), per.provedFrom);
        assert.deepEqual(provedPeriod(values, m, digits.length), per, `0.${digits.join('')}`);
        const more = grundyTable(octal(digits), per.provedFrom + 37);
        assert.deepEqual(provedPeriod(more, m, digits.length)?.period, per.period, `0.${digits.join('')}, more values`);
        // The table found it at the first length that proves a period: one value fewer proves none.
        assert.equal(
          provedPeriod(values.subarray(0, per.provedFrom - 1), m, digits.length),
          null,
          `0.${digits.join('')}`,
        );
      }
    assert.equal(proved, 46, `${proved} codes proved`);
  });

  it('no period for a code the literature leaves open (0.6, 10,000 values)', () => {
    assert.equal(provedPeriod(grundyTable(octal([6]), 10_000), 2, 1), null);
  });

  async function tableJson(rules: string, count: number) {
    let out = '';
    const status = await run(['table', '--rules', rules, '--count', String(count), '--json'], {
      write: (text) => (out += text),
      err: () => {},
    });
    assert.equal(status, 0);
    return JSON.parse(out) as { period: number | null; preperiod: number | null; proof: string | null };
  }

  it('table: 0.127 has period 4 from 46,578, proved by its 100,000 values (Guy–Smith needs 93,167)', async () => {
    const json = await tableJson('octal 0.127', 100_000);
    assert.deepEqual([json.period, json.preperiod], [4, 46_578]);
    assert.match(json.proof!, /G\(n \+ 4\) = G\(n\) for 46578 ≤ n < 93163/);
    // One value fewer than the certificate needs: that period is not claimed from them.
    const values = grundyTable(octal([1, 2, 7]), 93_166);
    assert.equal(provedPeriod(values, 2, 3), null);
  });

  it('small heaps keep the period the value-by-value table proves (0.45: period 20 from 498)', () => {
    const v = solve({ game: octalGame([4, 5]), misere: false }, [5n, 7n]);
    assert.match(v.method, /period 20 from 498, proved by Guy–Smith from 1038 values/);
  });

  (SLOW ? it : it.skip)(
    'a heap of 10^30 in 0.56 is decided whatever came before it on the worksheet, and its hover is written',
    function () {
      this.timeout(120_000);
      const lines = ['octal 0.56'];
      for (let h = 700; h <= 1340; h += 20) lines.push(String(h));
      lines.push(String(10n ** 30n), '1400');
      const a = analyseText(lines.join('\n'));
      const outcomes = a.positions.map((p) => p.verdicts[0]!.outcome);
      assert.ok(!outcomes.includes('unknown'), outcomes.join(' '));
      const rules = { game: octalGame([5, 6]), misere: false };
      const alone = solve(rules, [10n ** 30n]);
      assert.equal(a.positions[a.positions.length - 2]!.verdicts[0]!.grundy, alone.grundy);
      // The explanation keeps a bounded part of the 326,784 values of the preperiod and period.
      const md = verdictMarkdown(alone, rules, PLAIN_STYLE);
      assert.match(md, /Grundy value `\*/);
    },
  );

  (SLOW ? it : it.skip)(
    'the solver decides a heap of 10^30 in 0.56 within the default budget: its table proves the period',
    function () {
      this.timeout(120_000);
      const big = 10n ** 30n;
      const v = solve({ game: octalGame([5, 6]), misere: false }, [big, 7n]);
      const values = grundyTable(octal([5, 6]), 653_570);
      const g = values[326_640 + Number((big - 326_640n) % 144n)]! ^ values[7]!;
      assert.equal(v.grundy, BigInt(g));
      assert.equal(v.outcome, g === 0 ? 'loss' : 'win');
      assert.match(v.method, /period 144 from 326640/);
    },
  );

  (SLOW ? it : it.skip)(
    'table: 0.56 has period 144 from 326,640 (653,570 values) and 0.16 period 149,459 from 105,351 (509,622)',
    async function () {
      this.timeout(120_000);
      const a = await tableJson('octal 0.56', 660_000);
      assert.deepEqual([a.period, a.preperiod], [144, 326_640]);
      const b = await tableJson('octal 0.16', 510_000);
      assert.deepEqual([b.period, b.preperiod], [149_459, 105_351]);
      assert.equal(provedPeriod(grundyTable(octal([5, 6]), 653_569), 2, 2), null);
    },
  );
});
