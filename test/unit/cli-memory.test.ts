// The memory and threads a run of `period` or `sweep` plans before it starts: never more worker
// threads than the codes left or the cores, each planned with its table, and a limited address
// space (`ulimit -v`, as on cluster nodes) said before the start, not met as an internal error.

import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli/main';
import { planWorkers } from '../../src/cli/sweep';

const entry = join(__dirname, '..', '..', 'src', 'cli', 'index.js');

/** The command line as a process whose address space is limited to `kb` kilobytes. */
function limited(kb: number, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const quoted = args.map((a) => `'${a}'`).join(' ');
  const r = spawnSync('/bin/sh', ['-c', `ulimit -v ${kb} && exec '${process.execPath}' '${entry}' ${quoted}`], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('nim-lens period and sweep: the memory and threads they plan', () => {
  it('never plans more worker threads than the codes left or the cores, whatever --jobs says', () => {
    const cores = availableParallelism();
    const many = planWorkers(511, 256, 100_000);
    assert.ok(many.ok);
    assert.equal(many.workers, Math.min(cores, 511));
    const few = planWorkers(3, 256, 100_000);
    assert.ok(few.ok);
    assert.equal(few.workers, Math.min(cores, 3));
    const none = planWorkers(0, 256, 100_000);
    assert.ok(none.ok);
    assert.equal(none.workers, 0);
    const one = planWorkers(50, 1, 100_000);
    assert.ok(one.ok);
    assert.equal(one.workers, 1);
  });

  it('says on the terminal how many run at once (--jobs 256, seven codes)', async function () {
    this.timeout(60_000);
    let said = '';
    const status = await run(['sweep', '0.?', '--max', '300', '--jobs', '256'], {
      write: () => {},
      err: () => {},
      terminal: { write: (text) => (said += text), columns: 200 },
    });
    assert.equal(status, 0);
    const at = Math.min(availableParallelism(), 7);
    assert.match(said, new RegExp(`^sweep 0\\.\\?: 7 codes to compute, ${at} at a time, up to \\d+ MB of memory\\n`));
  });

  describe('under a limit on the address space (ulimit -v)', function () {
    before(function () {
      if (process.platform !== 'linux') this.skip();
    });

    it('period without --max runs to what fits, and proves 0.56 as without the limit', function () {
      this.timeout(120_000);
      const r = limited(2_000_000, ['period', '--rules', 'octal 0.56', '--json']);
      assert.doesNotMatch(r.stderr, /internal error/);
      assert.equal(r.status, 0, r.stderr);
      const json = JSON.parse(r.stdout) as Record<string, unknown>;
      assert.deepEqual([json.period, json.preperiod, json.provedAt], [144, 326640, 653570]);
    });

    it('a --max the address space cannot hold is refused before the start, naming the limit and the most that fits', function () {
      this.timeout(120_000);
      const r = limited(2_000_000, ['period', '--rules', 'octal 0.56', '--max', '1e9']);
      assert.equal(r.status, 2);
      assert.match(
        r.stderr,
        /^nim-lens: 1000000000 values need up to 6\.1 GB of memory and the address space is limited to 2\.0 GB \(ulimit -v\), and Node and its threads reserve [\d.]+ [MG]B of it: use --max \d+ or less\n$/,
      );
    });

    it("a sweep's jobs that do not fit are refused before the start; one that fits runs", function () {
      this.timeout(120_000);
      const refused = limited(2_000_000, ['sweep', '0.1?', '--max', '3e8', '--jobs', '1']);
      assert.equal(refused.status, 2);
      assert.match(
        refused.stderr,
        /^nim-lens: one job of 300000000 values needs up to [\d.]+ GB of memory and the address space is limited to 2\.0 GB \(ulimit -v\).*: use --max \d+ or less\n$/,
      );
      const runs = limited(2_000_000, ['sweep', '0.1?', '--max', '1e5', '--jobs', '2', '--json']);
      assert.equal(runs.status, 0, runs.stderr);
      assert.equal(runs.stdout.trim().split('\n').length, 8);
    });

    it('too little address space for any table is said as such', function () {
      this.timeout(120_000);
      const r = limited(1_000_000, ['period', '--rules', 'octal 0.56']);
      assert.equal(r.status, 2);
      assert.match(
        r.stderr,
        /^nim-lens: too little memory for a table of values: the address space is limited to 1\.0 GB/,
      );
    });
  });
});
