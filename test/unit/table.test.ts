// `nim-lens table`: the values of one heap, the largest, and the period with the theorem that proves it.

import * as assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli/main';
import { mexValues } from '../../src/core/games/subtraction/subtraction';
import { grundyScatter } from '../../src/core/pictures/scatter';
import { LIGHT_PALETTE } from '../../src/core/pictures/svg';

async function table(...args: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await run(['table', ...args], { write: (t) => (out += t), err: (t) => (err += t + '\n') });
  return { status, out, err };
}

interface TableJson {
  rules: string;
  values: number[];
  largest: number;
  period: number | null;
  preperiod: number | null;
  saltus: number | null;
  proof: string | null;
}

async function json(rules: string, count: number): Promise<TableJson> {
  const r = await table('--rules', rules, '--count', String(count), '--json');
  assert.equal(r.status, 0, r.err);
  return JSON.parse(r.out) as TableJson;
}

describe('nim-lens table', () => {
  it('Kayles: its values, and period 12 from 71 proved by Guy–Smith', async () => {
    const t = await json('kayles', 200);
    assert.equal(t.rules, 'octal 0.77');
    assert.deepEqual(t.values.slice(0, 12), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    assert.equal(t.values.length, 200);
    assert.deepEqual([t.period, t.preperiod, t.saltus], [12, 71, 0]);
    assert.match(t.proof!, /Guy–Smith/);
    assert.equal(t.largest, 8);
  });

  it("Grundy's game: OEIS A002188, and no period proved", async () => {
    const t = await json('grundy', 40);
    assert.deepEqual(
      t.values,
      [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1, 2, 4,
        1, 2, 4,
      ],
    );
    assert.deepEqual([t.period, t.preperiod, t.saltus, t.proof], [null, null, null, null]);
  });

  it("Lasker's Nim: the arithmetic period 4 with saltus 4 from 1, by its closed form", async () => {
    const t = await json('lasker', 13);
    assert.deepEqual(t.values, [0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11]);
    assert.deepEqual([t.period, t.preperiod, t.saltus], [4, 1, 4]);
    assert.match(t.proof!, /Lasker's Nim/);
  });

  it('nim, a subtraction run and a certified subtraction set', async () => {
    assert.deepEqual((await json('nim', 5)).values, [0, 1, 2, 3, 4]);
    const run = await json('subtraction 1..3', 9);
    assert.deepEqual(run.values, [0, 1, 2, 3, 0, 1, 2, 3, 0]);
    assert.deepEqual([run.period, run.preperiod], [4, 0]);
    const set = await json('subtraction {2, 4, 7}', 20);
    assert.deepEqual([set.period, set.preperiod], [3, 8]);
  });

  it('a subtraction period past 2^53 is written exactly, in the text and in --json', async () => {
    // A one-amount set {s} has period 2s from 0 by its closed form; as a double, 2s was rounded.
    for (const [s, period] of [
      ['99999999999999999999', '199999999999999999998'],
      ['9007199254740993', '18014398509481986'],
    ] as const) {
      const raw = await table('--rules', `subtraction {${s}}`, '--count', '5', '--json');
      assert.equal(raw.status, 0, raw.err);
      assert.match(
        raw.out,
        new RegExp(`"values":\\[0,0,0,0,0\\],"largest":0,"period":"${period}","preperiod":0,"saltus":0,`),
      );
      const text = await table('--rules', `subtraction {${s}}`, '--count', '5');
      assert.match(
        text.out,
        new RegExp(`^period ${period} from 0: closed form: G\\(n\\) = \\(n mod ${period}\\) div ${s}$`, 'm'),
      );
    }
  });

  it('a subtraction set whose largest amount is past what a period is certified for still has its values', async function () {
    this.timeout(60_000);
    // Values by the mex of the options, computed here apart: the table used to stop at G(-1).
    const mexTable = (amounts: number[], count: number): number[] => {
      const g: number[] = [];
      for (let n = 0; n < count; n++) {
        const seen = new Set(amounts.filter((a) => a <= n).map((a) => g[n - a]));
        let v = 0;
        while (seen.has(v)) v++;
        g.push(v);
      }
      return g;
    };
    const small = await json('subtraction {3, 10000000}', 12);
    assert.deepEqual(small.values, mexTable([3, 10_000_000], 12));
    assert.deepEqual([small.period, small.preperiod, small.proof], [null, null, null]);
    const text = await table('--rules', 'subtraction {3, 10000000}', '--count', '12');
    assert.equal(text.status, 0);
    assert.doesNotMatch(text.out, /G\(-1\)|the table stops/);
    assert.match(text.out, /^ 0 │ 0 0 0 1 1 1 0 0 0 1 1 1$/m);
    assert.match(
      text.out,
      /^no period proved: the largest amount, 10000000, is past 1048576, the largest for which a period is certified$/m,
    );
    // Across the larger amount, just past 2^20.
    const count = 1_048_600;
    const across = await json('subtraction {3, 5, 1048577}', count);
    assert.equal(across.values.length, count);
    const expected = mexTable([3, 5, 1_048_577], count);
    const first = across.values.findIndex((v, n) => v !== expected[n]);
    assert.equal(first, -1, `G(${first}) = ${across.values[first]}, the mex gives ${expected[first]}`);
  });

  it('the mex table of such a set stops where its work runs out, every value before it right', () => {
    const set = [
      { lo: 3n, hi: 3n },
      { lo: 5n, hi: 9n },
      { lo: 2_000_000n, hi: 3_000_000n },
    ];
    const mex = (count: number): number[] => {
      const g: number[] = [];
      for (let n = 0; n < count; n++) {
        const seen = new Set([3, 5, 6, 7, 8, 9].filter((a) => a <= n).map((a) => g[n - a]));
        let v = 0;
        while (seen.has(v)) v++;
        g.push(v);
      }
      return g;
    };
    const whole = mexValues(set, 1000, 1_000_000);
    assert.deepEqual([...whole], mex(1000));
    // A value costs one more than the amounts at most its heap: 6 + 1 from heap 9 on.
    const cut = mexValues(set, 1000, 700);
    assert.ok(cut.length > 50 && cut.length < 1000, `${cut.length} values`);
    assert.deepEqual([...cut], mex(cut.length));
    assert.equal(mexValues(set, 1000, 0).length, 0);
  });

  it('a finite hexadecimal code gets its period from the generalised Guy–Smith theorem where one holds', async () => {
    // 4.0: split a heap in two, taking nothing; its values alternate 0, 1 from 1.
    const t = await json('take-and-break 4.0', 30);
    assert.deepEqual(t.values.slice(0, 6), [0, 0, 1, 0, 1, 0]);
    assert.deepEqual([t.period, t.preperiod], [2, 1]);
    assert.match(t.proof!, /generalised Guy–Smith/);
  });

  it("a table costs what its values cost: --count 1 computes a thousand values, not the solver's whole table", async function () {
    this.timeout(60_000);
    // 0.16's period (149459 from 105351) needs 509,622 values: a table of one value does not prove it.
    const short = await json('octal 0.16', 1);
    assert.deepEqual(short.values, [0]);
    assert.deepEqual([short.period, short.preperiod, short.proof], [null, null, null]);
    const text = await table('--rules', 'octal 0.16', '--count', '1');
    assert.match(text.out, /^no period proved: no period proved by the 1000 values computed$/m);
    // Three-way splits (cubic): only as many of the thousand as come cheap.
    const three = await table('--rules', 'take-and-break 0.8', '--count', '3');
    const computed = Number(/^no period proved: none within the (\d+) values computed \(/m.exec(three.out)?.[1]);
    assert.ok(computed >= 3 && computed < 1000, `${computed} values`);
    // A longer table proves it, from its own values.
    const long = await json('octal 0.16', 510_000);
    assert.deepEqual([long.period, long.preperiod], [149459, 105351]);
  });

  it('the text table: rows of 20 with the heap size of the first, the largest, the period', async () => {
    const r = await table('--rules', 'kayles', '--count', '24');
    assert.equal(r.status, 0);
    const lines = r.out.trim().split('\n');
    assert.equal(lines[0], 'Grundy values of Kayles (octal 0.77), G(0) to G(23):');
    assert.equal(lines[1], ' 0 │ 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2');
    assert.equal(lines[2], '20 │ 1 4 6 7');
    assert.equal(lines[3], 'largest value: 7');
    assert.match(lines[4]!, /^period 12 from 71: Guy–Smith/);
  });

  it('--svg writes the scatter plot: heap size across, value up, with its text alternative', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'nim-lens-table-')), 'grundy.svg');
    const r = await table('--rules', 'grundy', '--count', '2000', '--svg', file);
    assert.equal(r.status, 0, r.err);
    const svg = readFileSync(file, 'utf8');
    // Tested without printing the SVG on failure: it is hundreds of kilobytes.
    assert.ok(/^<svg [^>]*width="640" height="320"[^>]*role="img"/.test(svg), 'an image of 640 by 320');
    const title = /<title>([^<]*)<\/title>/.exec(svg)?.[1];
    assert.match(
      title ?? '',
      /^Scatter plot of the Grundy values of Grundy&#39;s game \(take-and-break 4!\.0\) for heaps 0 to 1999: heap size across, value up, values from 0 to \d+\.$/,
    );
  });

  it('the scatter plot has one mark per pixel column and value row a heap takes, however long the table', () => {
    const values = Array.from({ length: 1_000_000 }, (_, n) => BigInt(n % 7));
    const picture = grundyScatter('a test', values, LIGHT_PALETTE);
    // Every column holds all seven values, drawn as one bar: one bar per pixel column.
    const bars = picture.svg.match(/M[\d.]+ [\d.]+h/g)!.length;
    assert.equal(bars, 584);
    assert.ok(picture.svg.length < 40_000, `${picture.svg.length} bytes`);
    assert.match(picture.alt, /values from 0 to 6/);
    // Two values far apart in one column are two bars; the bar of value v sits v rows up.
    const two = grundyScatter('two', [0n, 6n], LIGHT_PALETTE).svg;
    assert.equal(two.match(/M[\d.]+ [\d.]+h/g)!.length, 2);
  });

  it('refuses games of more than one heap, misère rules, bad counts and missing rules', async () => {
    for (const args of [
      ['--rules', 'wythoff'],
      ['--rules', 'nim + kayles'],
      ['--rules', 'kayles misere'],
      ['--rules', 'kayles', '--count', '0'],
      ['--rules', 'kayles', '--count', 'x'],
      ['--rules', 'chess'],
      [],
    ]) {
      const r = await table(...args);
      assert.equal(r.status, 2, args.join(' '));
      assert.match(r.err, /nim-lens: /);
    }
  });
});
