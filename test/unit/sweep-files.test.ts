// `nim-lens sweep --out FILE` and `--merge`: the files a sweep keeps. What is not a regular file is
// refused (a symbolic link, a FIFO, a folder), a planted FILE.tmp is never written, a file that is
// not a sweep's is refused and kept as it was, shards sharing one FILE never lose each other's lines
// however often one starts again, and a line whose code is not the pattern's at its index is refused.
// Everything happens in a scratch folder (never on a device).

import * as assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { lstatSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli/main';
import { readSweepLines } from '../../src/cli/sweepCodes';

/** The command line as a process (the tests' own build of it). */
const entry = join(__dirname, '..', '..', 'src', 'cli', 'index.js');

async function cli(args: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await run(args, { write: (text) => (out += text), err: (text) => (err += text + '\n') });
  return { status, out, err };
}

const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');

describe('nim-lens sweep: the files it keeps', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nim-lens-sweep-files-'));
  /** A finished sweep of 0.? to 500 values, as --out writes it. */
  let good = '';
  before(async function () {
    this.timeout(60_000);
    const file = join(dir, 'good.jsonl');
    const r = await cli(['sweep', '0.?', '--max', '500', '--jobs', '1', '--out', file]);
    assert.equal(r.status, 0, r.err);
    good = readFileSync(file, 'utf8');
    assert.equal(lines(good).length, 7);
  });

  it('refuses a symbolic link as --out, with the reason, and leaves the link and its target as they were', async () => {
    const target = join(dir, 'target.jsonl');
    writeFileSync(target, good);
    const link = join(dir, 'link.jsonl');
    symlinkSync(target, link);
    const r = await cli(['sweep', '0.?', '--max', '500', '--out', link]);
    assert.equal(r.status, 2);
    assert.match(r.err, /^nim-lens: --out .*link\.jsonl is a symbolic link/m);
    assert.ok(lstatSync(link).isSymbolicLink(), 'still a link');
    assert.equal(readFileSync(target, 'utf8'), good);
  });

  it('never writes FILE.tmp: a link planted there does not make the sweep overwrite what it points to', async function () {
    this.timeout(60_000);
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'precious\n');
    const out = join(dir, 'planted.jsonl');
    symlinkSync(victim, `${out}.tmp`);
    writeFileSync(out, good.split('\n').slice(0, 3).join('\n') + '\n');
    const r = await cli(['sweep', '0.?', '--max', '500', '--jobs', '1', '--out', out]);
    assert.equal(r.status, 0, r.err);
    assert.equal(readFileSync(victim, 'utf8'), 'precious\n');
    assert.ok(lstatSync(out).isFile() && !lstatSync(out).isSymbolicLink());
    assert.equal(lines(readFileSync(out, 'utf8')).length, 7);
  });

  it('refuses a FIFO as --out at once (it would wait for a writer for ever)', function () {
    this.timeout(60_000);
    const fifo = join(dir, 'fifo.jsonl');
    if (spawnSync('mkfifo', [fifo]).status !== 0) this.skip();
    const r = spawnSync(process.execPath, [entry, 'sweep', '0.?', '--max', '500', '--out', fifo], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(r.signal, null, 'it did not hang');
    assert.equal(r.status, 2);
    assert.match(r.stderr, /--out .*fifo\.jsonl is a FIFO, not a regular file/);
    assert.ok(lstatSync(fifo).isFIFO(), 'still a FIFO');
  });

  it('refuses a folder as --out', async () => {
    const r = await cli(['sweep', '0.?', '--max', '500', '--out', dir]);
    assert.equal(r.status, 2);
    assert.match(r.err, /is a folder, not a regular file/);
  });

  it('refuses a file that holds no line of a sweep, whatever its newlines, and keeps it as it was', async () => {
    for (const [name, text] of [
      ['no-newline.txt', 'my notes'],
      ['blank-then-one.txt', '\n\nmy notes'],
      ['with-newline.txt', 'my notes\n'],
      ['json.txt', '{"a":1}'],
    ] as const) {
      const file = join(dir, name);
      writeFileSync(file, text);
      const r = await cli(['sweep', '0.?', '--max', '500', '--out', file]);
      assert.equal(r.status, 2, name);
      assert.match(r.err, /line \d+: not a line of a sweep/, name);
      assert.equal(readFileSync(file, 'utf8'), text, `${name} kept`);
    }
  });

  it('a line an interruption cut short stays where it is and is not read; nothing else is erased', async function () {
    this.timeout(60_000);
    const whole = lines(good);
    const file = join(dir, 'torn.jsonl');
    const torn = whole[3]!.slice(0, 40);
    writeFileSync(file, whole.slice(0, 3).join('\n') + '\n' + torn);
    const r = await cli(['sweep', '0.?', '--max', '500', '--jobs', '1', '--out', file]);
    assert.equal(r.status, 0, r.err);
    const text = readFileSync(file, 'utf8');
    assert.ok(text.startsWith(whole.slice(0, 3).join('\n') + '\n' + torn + '\n'), 'the start as it was');
    const read = readSweepLines(text, file);
    assert.ok(read.ok);
    assert.equal(read.lines.length, 7);
    // A torn line with a whole one written after it on the same line (another shard appended meanwhile).
    const glued = whole[0] + '\n' + whole[1]!.slice(0, 25) + whole[2] + '\n' + '{"co';
    const back = readSweepLines(glued, 'glued.jsonl');
    assert.ok(back.ok);
    assert.deepEqual(
      back.lines.map((l) => l.code),
      ['0.1', '0.3'],
    );
  });

  it('refuses, naming it, a line whose code is not the code at its index, or whose index is outside the pattern', async () => {
    const whole = lines(good);
    const edit = (i: number, change: (fields: Record<string, unknown>) => void) => {
      const copy = whole.map((l) => JSON.parse(l) as Record<string, unknown>);
      change(copy[i]!);
      return copy.map((l) => JSON.stringify(l)).join('\n') + '\n';
    };
    const seven = JSON.parse(whole[6]!) as Record<string, unknown>;
    assert.equal(seven.code, '0.7');
    const cases: [string, string, RegExp][] = [
      [
        'moved.jsonl',
        edit(6, (l) => (l.index = 1)),
        /moved\.jsonl, line 7: the code at index 1 of 0\.\? is 0\.1, not 0\.7/,
      ],
      [
        'renamed.jsonl',
        edit(0, (l) => ((l.code = '0.7'), (l.rules = 'octal 0.7'))),
        /renamed\.jsonl, line 1: the code at index 1 of 0\.\? is 0\.1, not 0\.7/,
      ],
      ['outside.jsonl', edit(2, (l) => (l.index = 8)), /outside\.jsonl, line 3: index 8 is outside 0\.\? \(8 codes\)/],
      [
        'rules.jsonl',
        edit(2, (l) => (l.rules = 'octal 0.77')),
        /rules\.jsonl, line 3: the rules of 0\.3 are octal 0\.3, not octal 0\.77/,
      ],
      [
        'twice.jsonl',
        edit(2, (l) => (l.hash = 'f'.repeat(64))) + whole[2] + '\n',
        /twice\.jsonl, line 8: 0\.3 is there twice with different values/,
      ],
    ];
    for (const [name, text, message] of cases) {
      const file = join(dir, name);
      writeFileSync(file, text);
      const resumed = await cli(['sweep', '0.?', '--max', '500', '--out', file]);
      assert.equal(resumed.status, 2, name);
      assert.match(resumed.err, message, name);
      assert.equal(readFileSync(file, 'utf8'), text, `${name} kept`);
      const merged = await cli(['sweep', '--merge', file]);
      assert.equal(merged.status, 2, `${name} merged`);
      assert.match(merged.err, message, `${name} merged`);
      assert.equal(merged.out, '', `${name}: no table`);
    }
  });

  it('refuses a FIFO given to --merge instead of waiting for a writer', function () {
    this.timeout(60_000);
    const fifo = join(dir, 'merge-fifo.jsonl');
    if (spawnSync('mkfifo', [fifo]).status !== 0) this.skip();
    const r = spawnSync(process.execPath, [entry, 'sweep', '--merge', fifo], { encoding: 'utf8', timeout: 30_000 });
    assert.equal(r.signal, null, 'it did not hang');
    assert.equal(r.status, 2);
    assert.match(r.stderr, /merge-fifo\.jsonl is a FIFO, not a regular file/);
  });

  it("shards sharing one --out never lose each other's lines, however often one starts again", async function () {
    this.timeout(300_000);
    const shared = join(dir, 'shared.jsonl');
    const args = ['sweep', '0.???', '--max', '3000', '--jobs', '1', '--out', shared];
    // Shard 1 done first; shard 0 then runs in another process while shard 1 starts again and again.
    const first = await cli([...args, '--shard', '1/2']);
    assert.equal(first.status, 0, first.err);
    const child = spawn(process.execPath, [entry, ...args, '--shard', '0/2'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = once(child, 'exit');
    let running = true;
    void exited.then(() => (running = false));
    let restarts = 0;
    while (running) {
      const again = await cli([...args, '--shard', '1/2']);
      assert.equal(again.status, 0, again.err);
      restarts++;
      // A restart with nothing to compute never leaves the microtask queue: let the child's exit in.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const [code] = (await exited) as [number | null];
    assert.equal(code, 0, stderr);
    assert.ok(restarts >= 3, `${restarts} restarts`);
    const merged = await cli(['sweep', '--merge', shared, '--json']);
    assert.equal(merged.err, '', 'no code is missing');
    assert.equal(merged.status, 0);
    assert.equal(lines(merged.out).length, 511);
  });
});
