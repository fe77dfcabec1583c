// Periods at research scale (games/takeAndBreak/periodSearch.ts, `nim-lens period` and `sweep`): the
// search's answer against the one-pass proof of the whole table (periodProof.ts) for every code of
// two digits, random codes of three and four, codes with d0; the literature's periods; the commands'
// reports, errors, resumed and sharded sweeps.

import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTERRUPTED, type Interrupts } from '../../src/cli/interrupts';
import { run } from '../../src/cli/main';
import { readMax } from '../../src/cli/period';
import { Progress } from '../../src/cli/progress';
import { sweep } from '../../src/cli/sweep';
import { classify, patternCodes, readSweepLines, valuesHash } from '../../src/cli/sweepCodes';
import { provedPeriod } from '../../src/core/games/periodProof';
import { type TakeAndBreakCode } from '../../src/core/games/takeAndBreak/code';
import { grundyTable } from '../../src/core/games/takeAndBreak/grundyTable';
import { type PeriodSearch, searchPeriod } from '../../src/core/games/takeAndBreak/periodSearch';
import { setLanguage } from '../../src/core/l10n';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { int, prng } from './random';
import { SLOW } from './tier';

function codeOf(text: string): TakeAndBreakCode {
  const parsed = parseRulesLine(`take-and-break ${text}`);
  if (!parsed.ok || parsed.rules.game.kind !== 'take-and-break') throw new Error(`not a code: ${text}`);
  return parsed.rules.game.code;
}

/** What the search says, checked against the whole table's own proof. */
function checkAgainstTable(text: string, max: number): PeriodSearch {
  const code = codeOf(text);
  const search = searchPeriod(code, { max });
  const values = grundyTable(code, Math.max(search.values, search.found?.provedAt ?? 0));
  const m = search.heapsLeft;
  const k = search.removal;
  const f = search.found;
  if (f) {
    assert.ok(search.theorem, text);
    // Exactly what the first provedAt values prove, and one value fewer proves nothing.
    assert.deepEqual(
      provedPeriod(values.subarray(0, f.provedAt), m, k),
      {
        period: f.period,
        preperiod: f.preperiod,
        provedFrom: f.provedAt,
      },
      text,
    );
    assert.equal(provedPeriod(values.subarray(0, f.provedAt - 1), m, k), null, `${text}, one value fewer`);
    // And every value the search computed agrees with the period.
    for (let n = f.preperiod; n + f.period < values.length; n++)
      assert.equal(values[n + f.period], values[n], `${text}: G(${n + f.period})`);
  } else if (search.theorem) {
    assert.equal(search.values, max, text);
    assert.equal(provedPeriod(values.subarray(0, max), m, k), null, `${text}: the whole table proves nothing`);
  }
  let largest = 0;
  for (let n = 0; n < search.values; n++) largest = Math.max(largest, values[n]!);
  assert.equal(search.largest, largest, `${text}: the largest value`);
  return search;
}

describe('period search (nim-lens period)', () => {
  it('answers as the whole table proves, for every octal code 0.d1d2 and 4.d1', () => {
    let proved = 0;
    const codes = patternCodes('0.??');
    assert.ok(codes.ok);
    const more = patternCodes('4.?');
    assert.ok(more.ok);
    for (const text of [...codes.codes, ...more.codes]) {
      if (/^0\.0+$/.test(text)) continue;
      if (checkAgainstTable(text, 4000).found) proved++;
    }
    assert.ok(proved > 50, `${proved} proved`);
  });

  it('answers as the whole table proves, for random codes of three and four digits', function () {
    this.timeout(120_000);
    const r = prng(1729);
    const count = SLOW ? 300 : 40;
    for (let c = 0; c < count; c++) {
      const length = int(r, 3, 4);
      const digits = Array.from({ length }, () => int(r, 0, 7));
      digits[length - 1] = int(r, 1, 7);
      const d0 = c % 5 === 0 ? 4 : 0;
      checkAgainstTable(`${d0}.${digits.join('')}`, SLOW ? 6000 : 2500);
    }
  });

  it('finds the period at the least length that proves it, codes leaving one heap too (0.31022: 16 from 9 in 30 values)', () => {
    const r = prng(31022);
    const texts = [
      '0.31022',
      ...Array.from({ length: 150 }, () => `0.${Array.from({ length: int(r, 1, 5) }, () => int(r, 0, 3)).join('')}`),
    ];
    for (const text of texts) {
      if (/^0\.0*$/.test(text)) continue;
      const code = codeOf(text);
      const probe = searchPeriod(code, { max: 5000 });
      const whole = grundyTable(code, 5000);
      const least = provedPeriod(whole, probe.heapsLeft, probe.removal);
      if (!least) continue;
      // With exactly the values the proof needs, the search proves the same period.
      const exact = searchPeriod(code, { max: least.provedFrom });
      assert.deepEqual(
        exact.found,
        { period: least.period, preperiod: least.preperiod, provedAt: least.provedFrom },
        text,
      );
    }
    const first = searchPeriod(codeOf('0.31022'), { max: 30 }).found;
    assert.deepEqual([first?.period, first?.preperiod], [16, 9]);
  });

  it('a code with a modifier is computed, and no period claimed (no theorem applies)', () => {
    const search = searchPeriod(codeOf('4!.0'), { max: 3000 });
    assert.equal(search.theorem, false);
    assert.equal(search.found, null);
    assert.equal(search.values, 3000);
  });

  it('three-way breaks (0.8: take one, leave three heaps) use the plain table, proved the same way', () => {
    const search = checkAgainstTable('0.8', 2000);
    assert.equal(search.method, 'plain mex');
  });

  // The literature: Winning Ways ch. 4, Gangolli and Plambeck (1989), Flammenkamp's tables, as the
  // OEIS gives them (A071434, A071435, A071452, A071453, A071464: the last exception n0 − 1; codes
  // whose values are those of another shifted by one or two heaps).
  const LITERATURE: readonly (readonly [string, number, number])[] = [
    ['0.77', 12, 71],
    ['0.07', 34, 53],
    ['0.137', 34, 52],
    ['0.7777', 24, 142],
    ['0.1377', 24, 141],
    ['0.074', 24, 142],
    ['0.460', 24, 143],
    ['0.177', 20, 497],
    ['0.453', 20, 498],
    ['0.117', 48, 47],
    ['0.051', 48, 48],
    ['0.11377', 32, 187],
    ['0.0177', 32, 188],
    ['0.047', 32, 189],
    ['0.127', 4, 46_578],
    ['0.16', 149_459, 105_351],
    ['0.56', 144, 326_640],
  ];
  for (const [text, period, preperiod] of LITERATURE)
    it(`${text}: period ${period} from ${preperiod}, as in the literature`, function () {
      this.timeout(60_000);
      const search = searchPeriod(codeOf(text), { max: 2_000_000 });
      const found = search.found;
      assert.ok(found, text);
      assert.deepEqual([found.period, found.preperiod], [period, preperiod]);
      // The generalised Guy–Smith bound: M·n0 + M·p + k with M = 2.
      assert.equal(found.provedAt, 2 * Math.max(preperiod, 1) + 2 * period + search.removal);
      // Stopped soon after the proof: the looks at the table come at least every 4 million pairs.
      assert.ok(search.values < found.provedAt * 1.5 + 1000, `${search.values} values`);
    });

  it('reports the sparse space it used (0.56: a mask with few rare sizes, the last of them small)', () => {
    const search = searchPeriod(codeOf('0.56'), { max: 1_000_000 });
    assert.ok(search.stats.mask !== 0);
    assert.ok(search.stats.rareCount < 100, `${search.stats.rareCount} rare`);
    assert.ok(search.stats.lastRare < 5000, `last rare ${search.stats.lastRare}`);
  });

  it('--max reads whole numbers, A·10^B written AeB, and powers A^B', () => {
    assert.equal(readMax('1000'), 1000);
    assert.equal(readMax('1e6'), 1_000_000);
    assert.equal(readMax('3e5'), 300_000);
    assert.equal(readMax('10^9'), 1_000_000_000);
    // A^B is A to the power B: 2^5 is 32, not 2·10^5.
    assert.equal(readMax('2^5'), 32);
    assert.equal(readMax('2^20'), 1_048_576);
    assert.equal(readMax('3^4'), 81);
    assert.equal(readMax('2^30'), null, 'past 10^9');
    assert.equal(readMax('2^1000'), null);
    assert.equal(readMax('1e10'), null);
    assert.equal(readMax('1'), null);
    assert.equal(readMax('12x'), null);
    assert.equal(readMax('^5'), null);
  });
});

async function cli(args: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await run(args, { write: (text) => (out += text), err: (text) => (err += text + '\n') });
  return { status, out, err };
}

describe('nim-lens period', () => {
  it('writes the period, the proof, the values and the sparse space (0.16)', async () => {
    const { status, out } = await cli(['period', '--rules', 'octal 0.16']);
    assert.equal(status, 0);
    assert.match(out, /^octal 0\.16: period 149459 from 105351, proved by the first 509622 values$/m);
    assert.match(out, /G\(n \+ 149459\) = G\(n\) for 105351 ≤ n < 360163, hence for every n ≥ 105351/);
    assert.match(out, /^sparse space: mask \d+ \([01]+\)/m);
  });

  it('--json has the fields of the spec', async () => {
    const { status, out } = await cli(['period', '--rules', 'kayles', '--json']);
    assert.equal(status, 0);
    const json = JSON.parse(out) as Record<string, unknown>;
    assert.deepEqual(Object.keys(json), [
      'rules',
      'period',
      'preperiod',
      'saltus',
      'provedAt',
      'values',
      'largest',
      'rare',
      'seconds',
      'proof',
    ]);
    assert.deepEqual(
      [json.rules, json.period, json.preperiod, json.saltus, json.provedAt, json.largest],
      ['octal 0.77', 12, 71, 0, 168, 8],
    );
  });

  it('says no period up to N, with nulls in the JSON', async () => {
    const { status, out } = await cli(['period', '--rules', 'octal 0.6', '--max', '5000', '--json']);
    assert.equal(status, 0);
    const json = JSON.parse(out) as Record<string, unknown>;
    assert.deepEqual([json.period, json.preperiod, json.provedAt, json.values], [null, null, null, 5000]);
    const text = await cli(['period', '--rules', 'octal 0.6', '--max', '5000']);
    assert.match(text.out, /^octal 0\.6: no period up to 5000 values$/m);
  });

  it('refuses what it cannot do, before it starts', async () => {
    const nim = await cli(['period', '--rules', 'nim']);
    assert.equal(nim.status, 2);
    assert.match(nim.err, /nim is not a take-and-break game/);
    const misere = await cli(['period', '--rules', 'kayles, misere']);
    assert.equal(misere.status, 2);
    assert.match(misere.err, /normal play/);
    const max = await cli(['period', '--rules', 'kayles', '--max', 'lots']);
    assert.equal(max.status, 2);
    assert.match(max.err, /--max needs a whole number from 2 to 1000000000, not 'lots'/);
    const none = await cli(['period']);
    assert.equal(none.status, 2);
    assert.match(none.err, /period needs --rules/);
  });

  it('without WebAssembly, the TypeScript loop gives the same report (node --no-expose-wasm)', function () {
    this.timeout(120_000);
    const entry = join(__dirname, '..', '..', 'src', 'cli', 'index.js');
    const report = (flags: string[]) => {
      const r = spawnSync(process.execPath, [...flags, entry, 'period', '--rules', 'octal 0.56', '--json'], {
        encoding: 'utf8',
      });
      assert.equal(r.status, 0, r.stderr);
      const json = JSON.parse(r.stdout) as Record<string, unknown>;
      delete json.seconds;
      return json;
    };
    const withKernel = report([]);
    assert.deepEqual(
      [withKernel.period, withKernel.preperiod, withKernel.provedAt, withKernel.values],
      [144, 326640, 653570, 688139],
    );
    assert.deepEqual(report(['--no-expose-wasm']), withKernel);
  });

  it('speaks French', async () => {
    const { out } = await cli(['period', '--rules', 'kayles', '--lang', 'fr']);
    assert.match(out, /^octal 0\.77 : période 12 à partir de 71, démontrée par les 168 premières valeurs$/m);
    assert.match(out, /^preuve : Guy–Smith généralisé/m);
  });
});

describe('nim-lens sweep', () => {
  it('Ctrl-C stops the threads at once and says how many codes are done and where they are kept', async () => {
    let listener: (() => void) | null = null;
    const keys: Interrupts = (l) => {
      listener = l;
      return () => void (listener = null);
    };
    setLanguage('en'); // called directly, not through run(), which sets it
    const file = join(dir, 'stopped.jsonl');
    let err = '';
    let out = '';
    const running = sweep(
      { positionals: ['0.???'], merge: false, max: '200000', jobs: '1', shard: undefined, out: file, json: false },
      { write: (text) => void (out += text), err: (text) => void (err += text + '\n') },
      new Progress(undefined),
      keys,
    );
    const started = () => existsSync(file) && readFileSync(file, 'utf8').includes('\n');
    for (let waited = 0; !started() && waited < 60_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    listener!();
    assert.equal(await running, INTERRUPTED);
    assert.equal(listener, null, 'no longer heard once it ended');
    assert.equal(out, '');
    const m =
      /^nim-lens: stopped by Ctrl-C with (\d+) of 511 codes done: their lines are in (.+), and the same command goes on from there\n$/.exec(
        err,
      );
    assert.ok(m, err);
    assert.equal(
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l !== '').length,
      Number(m[1]),
    );
  });

  const dir = mkdtempSync(join(tmpdir(), 'nim-lens-sweep-'));
  const withoutSeconds = (jsonLines: string) =>
    jsonLines
      .trim()
      .split('\n')
      .map((l) => {
        const fields = JSON.parse(l) as Record<string, unknown>;
        delete fields.seconds;
        return JSON.stringify(fields);
      });

  it('a pattern whose fixed digits make no code is refused, naming the digit (not an empty table)', async () => {
    for (const [pattern, message] of [
      [
        'V.?',
        /^nim-lens: V\.\?: V\.0 is not a code: the digit before the point only splits \(4 and up\): V has bit 1 or 2/,
      ],
      ['1.??', /^nim-lens: 1\.\?\?: 1\.00 is not a code: .*1 has bit 1 or 2/],
    ] as const) {
      const r = await cli(['sweep', pattern, '--max', '100']);
      assert.equal(r.status, 2, pattern);
      assert.equal(r.out, '', pattern);
      assert.match(r.err, message, pattern);
    }
    const none = await cli(['sweep', '0.00', '--max', '100']);
    assert.equal(none.status, 2);
    assert.match(none.err, /^nim-lens: 0\.00 names no code that allows a move/);
    // Digits beyond octal stand for themselves where they make codes (0.1V?: three-way splits).
    const beyond = await cli(['sweep', '0.1V?', '--max', '100', '--jobs', '1', '--json']);
    assert.equal(beyond.status, 0, beyond.err);
    assert.equal(beyond.out.trim().split('\n').length, 8);
  });

  it('names the codes of a pattern in order', () => {
    const codes = patternCodes('0.??');
    assert.ok(codes.ok);
    assert.equal(codes.codes.length, 64);
    assert.deepEqual(codes.codes.slice(0, 3), ['0.00', '0.01', '0.02']);
    assert.equal(codes.codes[63], '0.77');
    const d0 = patternCodes('4.1?');
    assert.ok(d0.ok);
    assert.deepEqual(d0.codes.slice(0, 2), ['4.10', '4.11']);
    assert.equal(patternCodes('0.abc?').ok, true);
    assert.equal(patternCodes('?.12').ok, false);
    assert.equal(patternCodes('0.??????').ok, false);
  });

  it("every code's line is its period search, and codes with equal values share a class", async function () {
    this.timeout(120_000);
    const max = 3000;
    const { status, out } = await cli(['sweep', '0.??', '--max', String(max), '--jobs', '2', '--json']);
    assert.equal(status, 0);
    const lines = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.equal(lines.length, 63, 'every code but 0.00');
    const tables = new Map<string, Uint32Array>();
    for (const line of lines) {
      const code = codeOf(line.code as string);
      const search = searchPeriod(code, { max });
      assert.equal(line.period, search.found?.period ?? null, line.code as string);
      assert.equal(line.preperiod, search.found?.preperiod ?? null, line.code as string);
      assert.equal(line.provedAt, search.found?.provedAt ?? null, line.code as string);
      // The values to max, extended by the period where one is proved.
      const table = grundyTable(code, max);
      tables.set(line.code as string, table);
      assert.equal(line.hash, valuesHash(table, null, max), `${line.code as string}: the fingerprint`);
    }
    let classes = 0;
    for (const line of lines) {
      const same = line.sameAs as string | null;
      if (same === null) {
        classes++;
        continue;
      }
      assert.deepEqual(tables.get(line.code as string), tables.get(same), `${line.code as string} = ${same}`);
    }
    // Codes in different classes differ somewhere below max.
    const firsts = lines.filter((l) => l.sameAs === null).map((l) => tables.get(l.code as string)!);
    for (let i = 0; i < firsts.length; i++)
      for (let j = i + 1; j < firsts.length; j++) assert.notDeepEqual(firsts[i], firsts[j]);
    assert.ok(classes < 63 && classes > 20, `${classes} classes`);
    // 0.3, 0.5 and 0.7 (any one token, and 0.5's split: values n mod 2) are one game, proved so.
    const byCode = new Map(lines.map((l) => [l.code, l]));
    assert.equal(byCode.get('0.70')!.sameAs, byCode.get('0.50')!.sameAs);
    assert.equal(byCode.get('0.70')!.sameProved, true);
  });

  it('a sweep started again with the same --out keeps the lines done and computes only the rest', async function () {
    this.timeout(120_000);
    const whole = join(dir, 'whole.jsonl');
    const one = await cli(['sweep', '0.?', '--max', '2000', '--jobs', '1', '--out', whole, '--json']);
    assert.equal(one.status, 0);
    const written = readFileSync(whole, 'utf8').trim().split('\n');
    assert.equal(written.length, 7);
    // Interrupted after three codes, in the middle of writing the fourth.
    const part = join(dir, 'part.jsonl');
    writeFileSync(part, written.slice(0, 3).join('\n') + '\n' + written[3]!.slice(0, 40));
    const kept = written.slice(0, 3).map((l) => (JSON.parse(l) as { seconds: number }).seconds);
    const again = await cli(['sweep', '0.?', '--max', '2000', '--jobs', '2', '--out', part, '--json']);
    assert.equal(again.status, 0);
    assert.deepEqual(withoutSeconds(again.out), withoutSeconds(one.out));
    // The three kept lines were not computed again (their times are the first run's); the line cut
    // short stays where it was, unread.
    const resumed = readSweepLines(readFileSync(part, 'utf8'), part);
    assert.ok(resumed.ok);
    assert.equal(resumed.lines.length, 7);
    assert.deepEqual(
      resumed.lines.slice(0, 3).map((l) => l.seconds),
      kept,
    );
    // Another sweep's file is not mixed in.
    const other = await cli(['sweep', '0.?', '--max', '3000', '--out', part]);
    assert.equal(other.status, 2);
    assert.match(other.err, /is a sweep of 0\.\? up to 2000, not of 0\.\? up to 3000/);
  });

  it('shards merged are the same table as one run; a missing shard is said', async function () {
    this.timeout(120_000);
    const one = await cli(['sweep', '0.1?', '--max', '2000', '--jobs', '1']);
    assert.equal(one.status, 0);
    const files: string[] = [];
    for (let k = 0; k < 3; k++) {
      const file = join(dir, `shard${k}.jsonl`);
      files.push(file);
      const shard = await cli(['sweep', '0.1?', '--max', '2000', '--jobs', '1', '--shard', `${k}/3`, '--out', file]);
      assert.equal(shard.status, 0);
    }
    const merged = await cli(['sweep', '--merge', ...files]);
    assert.equal(merged.status, 0, merged.err);
    assert.equal(merged.out, one.out);
    const partial = await cli(['sweep', '--merge', files[0]!, files[1]!]);
    assert.equal(partial.status, 1);
    assert.match(partial.err, /codes of 0\.1\? are in none of the files: 0\.12/);
    const bad = await cli(['sweep', '0.1?', '--shard', '3/3']);
    assert.equal(bad.status, 2);
    // Two shards may share one file: each keeps the other's lines.
    const shared = join(dir, 'shared.jsonl');
    for (const k of [0, 1])
      assert.equal(
        (await cli(['sweep', '0.1?', '--max', '2000', '--jobs', '1', '--shard', `${k}/2`, '--out', shared])).status,
        0,
      );
    assert.equal(readFileSync(shared, 'utf8').trim().split('\n').length, 8);
    assert.equal((await cli(['sweep', '--merge', shared])).out, one.out);
    // A line edited into what no run writes is refused, not shown: a preperiod past the values, a
    // proof beyond them, a period without its proof, more values than --max.
    const lines = readFileSync(files[0]!, 'utf8').trimEnd().split('\n');
    const at = lines.findIndex((l) => (JSON.parse(l) as { period: number | null }).period !== null);
    const line = JSON.parse(lines[at]!) as Record<string, unknown>;
    for (const [i, change] of [
      { preperiod: 1_000_000_000 },
      { provedAt: 1_000_000 },
      { provedAt: null },
      { period: 0 },
      { values: 5000 },
    ].entries()) {
      const edited = join(dir, `edited-${i}.jsonl`);
      writeFileSync(
        edited,
        lines.map((l, j) => (j === at ? JSON.stringify({ ...line, ...change }) : l)).join('\n') + '\n',
      );
      const r = await cli(['sweep', '--merge', edited]);
      assert.equal(r.status, 2, JSON.stringify(change));
      assert.match(r.err, new RegExp(`edited-${i}\\.jsonl, line ${at + 1}: `), JSON.stringify(change));
    }
  });

  it('puts the codes the literature says are one game in one class (0.074 … 0.077; 0.440 … 0.463)', async function () {
    this.timeout(60_000);
    for (const [pattern, first, members] of [
      ['0.07?', '0.074', ['0.075', '0.076', '0.077']],
      ['0.4?3', '0.403', []],
    ] as const) {
      const { out } = await cli(['sweep', pattern, '--max', '2000', '--jobs', '2', '--json']);
      const lines = new Map(
        out
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as { code: string; sameAs: string | null; sameProved: boolean | null })
          .map((l) => [l.code, l]),
      );
      assert.equal(lines.get(first)!.sameAs, null, first);
      for (const m of members) assert.deepEqual([lines.get(m)!.sameAs, lines.get(m)!.sameProved], [first, true], m);
      if (pattern === '0.4?3') {
        // 0.443 and 0.463: Winning Ways' values of .1377 two heaps on; 0.453 and 0.473, of .177.
        assert.equal(lines.get('0.463')!.sameAs, lines.get('0.443')!.sameAs ?? '0.443');
        assert.equal(lines.get('0.473')!.sameAs, lines.get('0.453')!.sameAs ?? '0.453');
      }
    }
  });

  it('reads back only lines a sweep wrote; classes are proved only past both periods', () => {
    const read = readSweepLines('{"code":"0.1"}\n', 'f.jsonl');
    assert.equal(read.ok, false);
    for (const row of ['null', '3', '[]', '"x"'])
      assert.equal(readSweepLines(`${row}\n{}\n`, 'f.jsonl').ok, false, row);
    const line = {
      pattern: '0.?',
      max: 100,
      code: '0.3',
      rules: 'octal 0.3',
      saltus: 0,
      provedAt: 4,
      values: 100,
      largest: 1,
      rare: { mask: 0, twist: 0, count: 0, last: 0 },
      seconds: 0,
      proof: '',
      hash: 'a'.repeat(64),
    };
    const classed = classify([
      { ...line, index: 3, period: 2, preperiod: 0 },
      { ...line, index: 5, code: '0.5', period: 2, preperiod: 97 },
      { ...line, index: 7, code: '0.7', period: 2, preperiod: 10 },
    ]);
    assert.deepEqual(
      classed.map((l) => [l.code, l.sameAs, l.sameProved]),
      [
        ['0.3', null, null],
        ['0.5', '0.3', false],
        ['0.7', '0.3', true],
      ],
    );
  });
});
