// Every command of the built command line, as a person runs it (`node dist/cli.js`): the bundle is
// split into chunks that each command loads when it runs (scripts/build.mjs), so each one is run
// from the build here, with its real answer. Needs `npm run build` first, as cli.test.ts does.

import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../../..');
const cli = join(root, 'dist', 'cli.js');
const dir = mkdtempSync(join(tmpdir(), 'nim-lens-dist-'));

/** A run of the built command line, in English unless `--lang` says otherwise. */
function run(...args: string[]): { status: number | null; out: string; err: string } {
  const env = { ...process.env };
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG', 'LANGUAGE']) delete env[name];
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env, cwd: dir });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

describe('nim-lens from the build: every command loads what it needs and answers', () => {
  const sheet = join(dir, 'sheet.nim');
  writeFileSync(sheet, 'nim\n3 4 5 : win\n1 4 5 : loss\n');

  it('--version, --help and a command’s help', () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    assert.equal(run('--version').out, `nim-lens ${version}\n`);
    assert.match(run('--help').out, /nim-lens table/);
    assert.match(run('help', 'period').out, /^usage: nim-lens period/);
  });

  it('check and grade', () => {
    const check = run('check', '--json', sheet);
    assert.equal(check.status, 0, check.err);
    const report = JSON.parse(check.out) as { files: { positions: { outcome: string }[] }[] };
    assert.deepEqual(
      report.files[0]!.positions.map((p) => p.outcome),
      ['win', 'loss'],
    );
    const grade = run('grade', sheet);
    assert.equal(grade.status, 0, grade.err);
    assert.match(grade.out, /2 right, 0 wrong, 0 missing/);
  });

  it('table and period of an octal code, and a table of a named game', () => {
    const table = run('table', '--rules', 'octal 0.07', '--count', '10');
    assert.equal(table.status, 0, table.err);
    assert.match(
      table.out,
      /^Grundy values of Dawson's Kayles \(octal 0\.07\), G\(0\) to G\(9\):\n0 │ 0 0 1 1 2 0 3 1 1 0\n/,
    );
    const json = JSON.parse(run('table', '--rules', 'kayles', '--count', '6', '--json').out) as { values: number[] };
    assert.deepEqual(json.values, [0, 1, 2, 3, 1, 4]);
    const period = run('period', '--rules', 'octal 0.07');
    assert.equal(period.status, 0, period.err);
    assert.match(period.out, /^octal 0\.07: period 34 from 53, proved by the first 176 values\n/);
  });

  it('quotient, sweep and puzzles', () => {
    const quotient = run('quotient', '--rules', 'octal 0.75');
    assert.equal(quotient.status, 0, quotient.err);
    assert.match(quotient.out, /^octal 0\.75 \(misère\): quotient of order 8, found at heap 21\n/);
    // The sweep's worker threads are their own files beside the chunks.
    const sweep = run('sweep', '0.?', '--max', '100', '--jobs', '1');
    assert.equal(sweep.status, 0, sweep.err);
    assert.match(sweep.out, /7 codes, 5 with a period proved, 2 open/);
    assert.match(sweep.out, /\| 0\.2 \| 2 from 1 \| 4 \| 1 \|/);
    // A sweep of quotients runs dist/quotientWorker.js, one code at a time in each thread.
    const quotients = run('quotient', '0.?', '--max-heap', '10', '--jobs', '1');
    assert.equal(quotients.status, 0, quotients.err);
    assert.match(quotients.out, /7 codes, 5 final \(Φ’s period proved\), 2 partial/);
    assert.match(quotients.out, /^\| 0\.5 \| 6 \| 2 \| 1 \| final, tame \| 2 from heap 0 \| 0\.3 \|$/m);
    const puzzles = run('puzzles', '--rules', 'nim', '--count', '2', '--seed', '1');
    assert.equal(puzzles.status, 0, puzzles.err);
    assert.match(puzzles.out, /^# Practice: 2 positions, level 1 \(seed 1\)\./);
  });

  it('the language chosen in the entry reaches the command’s own chunk', () => {
    const table = run('--lang', 'fr', 'table', '--rules', 'octal 0.07', '--count', '3');
    assert.equal(table.status, 0, table.err);
    assert.match(
      table.out,
      /^Valeurs de Grundy de Kayles de Dawson \(octal 0\.07\), de G\(0\) à G\(2\) :\n0 │ 0 0 1\n/,
    );
  });

  it('a usage error and a bad rules line: status 2 and the tool’s own words', () => {
    const usage = run('table');
    assert.equal(usage.status, 2);
    assert.match(usage.err, /table needs --rules/);
    const bad = run('period', '--rules', 'octal 0.9');
    assert.equal(bad.status, 2);
    assert.match(bad.err, /^nim-lens: --rules 'octal 0\.9': /);
    assert.doesNotMatch(bad.err, /at .*\.m?js:\d+/, 'no stack trace');
  });
});
