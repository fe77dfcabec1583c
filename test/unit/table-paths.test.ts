// `nim-lens table` computes a long table of a code the theorem applies to as `period` does (the
// values until a period is proved, then that period's) and writes it a piece at a time. Its answer
// must be the one of the whole table computed value by value and proved in one pass, as before:
// checked here for every code 0.d1d2, codes of three and four digits, codes with d0 and
// hexadecimal codes, at counts below and beyond their proofs; and byte for byte against the
// output of the release before this path (the hashes below were taken from it).

import * as assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { run } from '../../src/cli/main';
import { provedPeriod } from '../../src/core/games/periodProof';
import { valuesOfTable } from '../../src/core/games/takeAndBreak/breakTable';
import { mostHeapsLeft, normalCode, type TakeAndBreakCode } from '../../src/core/games/takeAndBreak/code';
import { naiveGrundyTable } from '../../src/core/games/takeAndBreak/grundyTable';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { SLOW } from './tier';

function codeOf(text: string): TakeAndBreakCode {
  const parsed = parseRulesLine(`take-and-break ${text}`);
  if (!parsed.ok || parsed.rules.game.kind !== 'take-and-break') throw new Error(`not a code: ${text}`);
  return parsed.rules.game.code;
}

/** The table as the release before computed it: every value by the plain mex, then the one-pass proof. */
function independent(code: TakeAndBreakCode, count: number) {
  const values = naiveGrundyTable(code, count);
  const normal = normalCode(code);
  const proved = provedPeriod(values, Math.max(1, mostHeapsLeft(normal)), normal.digits.length);
  return { values, proved };
}

/** The new path's answer against the independent one: the same values, the same proof. */
function sameTable(text: string, count: number): void {
  const code = codeOf(text);
  const table = valuesOfTable(code, count);
  const expected = independent(code, count);
  assert.ok(table.values instanceof Uint32Array, text);
  assert.equal(table.values.length, count, text);
  assert.deepEqual(table.values, expected.values, `${text}: the values to ${count}`);
  if (table.proof?.kind === 'closed form') return; // 0.[3] and Lasker's Nim: their forms are tested elsewhere
  const proof = table.proof && {
    period: table.proof.period,
    preperiod: table.proof.preperiod,
    provedFrom: table.proof.provedFrom,
  };
  assert.deepEqual(proof, expected.proved, `${text}: the period proved by ${count} values`);
  if (!proof) assert.equal(table.computed, count, `${text}: every value computed where none is proved`);
}

/** The fields of `table --json` read here. */
interface TableJson {
  readonly values: number[];
  readonly largest: number;
  readonly period: number | null;
  readonly preperiod: number | null;
}
const tableJson = (text: string): TableJson => JSON.parse(text) as TableJson;

async function output(...args: string[]): Promise<string> {
  let out = '';
  let err = '';
  const status = await run(['table', ...args], { write: (t) => (out += t), err: (t) => (err += t) });
  assert.equal(status, 0, err);
  return out;
}

describe('nim-lens table by the period search, against the whole table', () => {
  it('every code 0.d1d2: the same values and period at 1,000 and 3,000 values (and 8,000 in the slow tier)', function () {
    this.timeout(300_000);
    for (let d1 = 0; d1 <= 7; d1++)
      for (let d2 = 0; d2 <= 7; d2++) {
        if (d1 + d2 === 0) continue;
        for (const count of SLOW ? [1000, 3000, 8000] : [1000, 3000]) sameTable(`0.${d1}${d2}`, count);
      }
  });

  it('codes of three and four digits, with d0, and hexadecimal: the same values and period', function () {
    this.timeout(300_000);
    const codes = ['0.16', '0.56', '0.127', '0.137', '0.156', '0.1777', '0.354', '0.7777', '0.051', '0.106'];
    codes.push('4.0', '4.07', '4.7', '0.4', '0.77', '0.007', '0.4444');
    for (const text of codes) for (const count of [1000, 2500, 6000]) sameTable(text, count);
    // Three- and four-way breaks (plain mex, cubic and worse): shorter tables.
    for (const text of ['0.8', '0.C', '0.F', '0.38', '8.0', '0.B7', '0.0F'])
      for (const count of [1000, 1200]) sameTable(text, count);
  });

  it('the values beyond the proof are the period’s, at a count far past it (Kayles to 200,000)', () => {
    const code = codeOf('0.77');
    const table = valuesOfTable(code, 200_000);
    assert.ok(table.values instanceof Uint32Array);
    assert.equal(table.values.length, 200_000);
    assert.deepEqual(table.proof, { kind: 'period', period: 12, preperiod: 71, provedFrom: 168 });
    assert.ok(table.computed < 1000, `computed ${table.computed}`);
    const whole = naiveGrundyTable(code, 2000);
    for (let n = 0; n < 200_000; n++) assert.equal(table.values[n], whole[n < 2000 ? n : 1000 + ((n - 1000) % 12)]);
  });

  it('the command’s text and JSON, byte for byte as the release before wrote them', async function () {
    this.timeout(300_000);
    // sha256 of `nim-lens table --rules RULES --count N [--json]` from the build of f73833e.
    const before: [string, number, string, string][] = [
      ['octal 0.127', 100000, '', '7012fe352177467691351f2554f052d5edb62ec30194ed9982db9b5ac1e4fc94'],
      ['octal 0.127', 100000, '--json', '7b8525b7e977ae444c48a81cfc3edfc8c29f55c96cda93797cf1e67eda26f48f'],
      ['take-and-break 0.1777', 50000, '', '09b79060e2e220c75068134092535ff440686260e907d45f6375b5fdf1549f3f'],
      ['take-and-break 0.1777', 50000, '--json', 'b16e7c4aacd1ac770e97feeefbe343c6e5fc9b62035796d4778619b4e927d02d'],
      ['octal 0.354', 30000, '', '605f7733d01d9bf990d925d85fd02993907d966968021ff3ed5f724011671ab4'],
      ['octal 0.354', 30000, '--json', '38c71eecfda40bb19446c0bacb98b8a84baa34d0200fd85482ea8320c4620947'],
      ['octal 0.16', 1000000, '', 'c08bb0001025adfab83ff8bfb18d874e831c451c63b913768037e5ee8ca7271a'],
      ['octal 0.16', 1000000, '--json', '6adf14851249188c0f460aa4117b7538f043acf6db8918dc57539c04ff85e23c'],
    ];
    if (SLOW)
      before.push(
        ['octal 0.56', 700000, '', '39048cbb8f0336362114969d7c8950030c275cbd51b3102cb8b397c8b68d0979'],
        ['octal 0.56', 700000, '--json', '336e28ae2a055c12733aebea50b0f78b23c90c2d4ba7f42c55d49af5464cda5d'],
      );
    for (const [rules, count, json, hash] of before) {
      const args = ['--rules', rules, '--count', String(count), ...(json ? [json] : [])];
      const out = await output(...args);
      assert.equal(createHash('sha256').update(out).digest('hex'), hash, args.join(' '));
    }
  });

  it('--json past a period (its text made once, written again): the values and the largest, at every count around its turns', async () => {
    // Kayles from 71 with period 12, 0.127 from 46,578 with period 4, and 0.33 from 0 with period 3: counts
    // before the preperiod, at it, one turn of text (a piece's worth of whole periods) and more.
    const cases: [string, string, number, number, number][] = [
      ['octal 0.77', '0.77', 71, 12, 20_004],
      ['octal 0.127', '0.127', 46_578, 4, 20_000],
      ['octal 0.33', '0.33', 0, 3, 20_001],
    ];
    for (const [rules, text, from, period, turn] of cases) {
      const start = Math.max(1, from);
      const counts = [from - 1, from, from + 1, start + period, start + turn - 1, start + turn, start + turn + 1];
      counts.push(start + 2 * turn + period + 3, start + 5 * turn + 1);
      const code = codeOf(text);
      // The values themselves are held to the whole table above: here the text written of them.
      const expected = valuesOfTable(code, Math.max(...counts)).values as Uint32Array;
      const proved = tableJson(await output('--rules', rules, '--count', String(Math.max(...counts)), '--json'));
      assert.deepEqual([proved.period, proved.preperiod], [period, from], text);
      for (const count of counts.filter((c) => c >= 1)) {
        const json = tableJson(await output('--rules', rules, '--count', String(count), '--json'));
        const values = expected.subarray(0, count);
        assert.deepEqual(json.values, Array.from(values), `${rules} to ${count}`);
        assert.equal(
          json.largest,
          values.reduce((a, b) => Math.max(a, b), 0),
          `${rules} to ${count}: the largest`,
        );
      }
    }
  });

  it('bytes and text make the same output', async () => {
    // The command line writes bytes where its output takes them, else text: the same characters.
    for (const json of [[], ['--json']]) {
      let text = '';
      const status = await run(['table', '--rules', 'octal 0.16', '--count', '45000', ...json], {
        write: (t) => (text += t),
        err: () => {},
      });
      const pieces: Buffer[] = [];
      const status2 = await run(['table', '--rules', 'octal 0.16', '--count', '45000', ...json], {
        write: (t) => pieces.push(Buffer.from(t)),
        writeBytes: (b) => pieces.push(Buffer.from(b)),
        err: () => {},
      });
      assert.deepEqual([status, status2], [0, 0]);
      assert.equal(Buffer.concat(pieces).toString('utf8'), text);
    }
  });
});
