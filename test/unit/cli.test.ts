// `nim-lens check`: the report, the JSON schema, exit codes and bad files; in process and as a real process.

import * as assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Output, run } from '../../src/cli/main';
import { MAX_FILE_BYTES } from '../../src/cli/readWorksheet';
import type { JsonReport } from '../../src/cli/report';

const parseReport = (text: string) => JSON.parse(text) as JsonReport;

const root = resolve(__dirname, '../../..');
const cli = join(root, 'dist', 'cli.js');
const dir = mkdtempSync(join(tmpdir(), 'nim-lens-cli-'));

function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

async function capture(args: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await run(args, { write: (t) => (out += t), err: (t) => (err += t + '\n') });
  return { status, out, err };
}

const worksheet = `# the spec's example
wythoff
5 8
20 33 : loss
nim
3 4 5 : win
1 4 5 : loss
3 4 5 -> 1 4 5
`;

describe('nim-lens check', () => {
  it('writes the JSON schema of the spec', async () => {
    const path = file('spec.nim', worksheet);
    const { status, out } = await capture(['check', '--json', path]);
    assert.equal(status, 1, 'a wrong claim is an error');
    const report = parseReport(out);
    assert.equal(report.files.length, 1);
    const f = report.files[0]!;
    assert.equal(f.path, path);
    assert.deepEqual(f.positions[0], {
      line: 3,
      rules: 'wythoff',
      heaps: ['5', '8'],
      outcome: 'win',
      winningMoves: [
        ['4', '7'],
        ['5', '3'],
      ],
      winningMoveCount: '2',
      recommended: ['4', '7'],
      method: 'Wythoff pair for gap 3: (4, 7)',
      grundy: '2',
    });
    assert.equal(f.positions[1]!.outcome, 'win');
    assert.deepEqual(f.positions[1]!.recommended, ['20', '12']);
    assert.equal(f.positions[3]!.outcome, 'loss');
    assert.deepEqual(f.positions[3]!.winningMoves, []);
    assert.equal(f.positions[3]!.rules, 'nim');
    assert.equal(f.diagnostics.length, 1);
    assert.deepEqual(
      {
        line: f.diagnostics[0]!.line,
        column: f.diagnostics[0]!.column,
        severity: f.diagnostics[0]!.severity,
        code: f.diagnostics[0]!.code,
      },
      { line: 4, column: 9, severity: 'error', code: 'wrong-claim' },
    );
  });

  it('exits 0 when no file has an error, warnings included', async () => {
    const path = file('ok.nim', 'nim\n3 4 5 -> 3 4 4\n');
    const { status, out } = await capture(['check', path]);
    assert.equal(status, 0);
    assert.match(out, /warning: mistake/);
    assert.match(out, /1 position, 0 errors, 1 warning/);
  });

  it('prints a human report with the lens text and diagnostics at line:column', async () => {
    const path = file('human.nim', worksheet);
    const { out } = await capture(['check', path]);
    assert.ok(out.includes(`${path}:3: Win · take 1 from both heaps → 4 7 · 2 winning moves`));
    assert.ok(out.includes(`${path}:4:9: error: wrong claim`));
    assert.ok(out.includes(`${path}:7: Loss · every move loses`));
  });

  it('exit 2 on usage errors', async () => {
    assert.equal((await capture([])).status, 2);
    assert.equal((await capture(['verify', 'x'])).status, 2);
    assert.equal((await capture(['check'])).status, 2);
    assert.equal((await capture(['check', '--frobnicate', 'x'])).status, 2);
    assert.equal((await capture(['check', '--budget', 'lots', 'x'])).status, 2);
    assert.equal((await capture(['--help'])).status, 0);
  });

  it('exit 2 with a clear message for missing files, directories, binary data, bad UTF-8 and huge files', async () => {
    const cases: [string, RegExp][] = [
      [join(dir, 'missing.nim'), /no such file/],
      [dir, /is a directory/],
      [file('binary.nim', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01])), /binary data/],
      [file('latin1.nim', Buffer.from([0x33, 0x20, 0xe9, 0x0a])), /not valid UTF-8/],
    ];
    const huge = join(dir, 'huge.nim');
    writeFileSync(huge, Buffer.alloc(MAX_FILE_BYTES + 1, 0x31));
    cases.push([huge, /MiB; worksheets over 32 MiB are not analysed/]);
    for (const [path, message] of cases) {
      const { status, err } = await capture(['check', path]);
      assert.equal(status, 2, path);
      assert.match(err, message);
      assert.doesNotMatch(err, /at .*\.js:\d+/, 'no stack trace');
    }
    // Good files are still reported beside a bad one.
    const good = file('good.nim', 'nim\n1 2 3\n');
    const mixed = await capture(['check', '--json', join(dir, 'missing.nim'), good]);
    assert.equal(mixed.status, 2);
    assert.equal(parseReport(mixed.out).files.length, 1);
  });

  it('runs as a real process: node dist/cli.js and the bin script', function () {
    const path = file('proc.nim', worksheet);
    const a = spawnSync(process.execPath, [cli, 'check', '--json', path], { encoding: 'utf8' });
    assert.equal(a.status, 1, a.stderr);
    assert.equal(parseReport(a.stdout).files[0]!.positions.length, 5);
    const ok = file('proc-ok.nim', 'nim\n1 2 3 : loss\n');
    const b = spawnSync(process.execPath, [join(root, 'bin', 'nim-lens.js'), 'check', ok], { encoding: 'utf8' });
    assert.equal(b.status, 0, b.stderr);
    assert.match(b.stdout, /Loss · every move loses/);
  });

  it('an unreadable file: permission denied (skipped as root, who can read anything)', function () {
    if (process.getuid?.() === 0) this.skip();
    const locked = file('locked.nim', 'nim\n1\n');
    chmodSync(locked, 0o000);
    const c = spawnSync(process.execPath, [cli, 'check', locked], { encoding: 'utf8' });
    assert.equal(c.status, 2);
    assert.match(c.stderr, /permission denied/);
  });

  it('--budget bounds the search: a position that needs more is unknown, with the budget named', async () => {
    // wythoff diagonal 3 has no closed form: 300 303 needs about 1,500 steps of the partner table.
    const path = file('budget.nim', 'wythoff diagonal 3\n300 303\n');
    const small = parseReport((await capture(['check', '--json', '--budget', '1000', path])).out).files[0]!
      .positions[0]!;
    assert.equal(small.outcome, 'unknown');
    assert.match(small.method, /exceed the budget of 1000 moves/);
    const enough = parseReport((await capture(['check', '--json', '--budget', '20000', path])).out).files[0]!
      .positions[0]!;
    assert.equal(enough.outcome, 'win');
    assert.equal((await capture(['check', '--budget', '0', path])).status, 2);
    assert.equal((await capture(['check', '--budget', path])).status, 2, 'a missing value');
  });
});

/** What a run writes, stdout and the terminal (standard error) in one transcript, with a clock
 * that moves 100 ms each time it is read. */
function onTerminal(showsOutput = false) {
  const events: ['out' | 'tty', string][] = [];
  let time = 0;
  const io: Output = {
    write: (t) => void events.push(['out', t]),
    err: (t) => void events.push(['tty', t + '\n']),
    terminal: { write: (t) => void events.push(['tty', t]), now: () => (time += 100), showsOutput },
  };
  /** The line numbers each progress line showed, in order. */
  const shownLines = (verb: string, path: string) =>
    events
      .filter(([k, t]) => k === 'tty' && t.startsWith(`\r${verb} ${path}`))
      .map(([, t]) => Number(/line (\d+) of/.exec(t)![1]));
  return { io, events, shownLines };
}

describe('nim-lens check and grade: progress on a terminal', () => {
  const sheet = 'nim\n' + '3 4 5 -> 3 4 4\n'.repeat(20);

  it('rewrites one line on standard error, at most every 250 ms, and clears it at the end; nothing off a terminal', async () => {
    const path = file('progress.nim', sheet);
    const { io, events, shownLines } = onTerminal();
    assert.equal(await run(['check', '--json', path], io), 0);
    // The clock reads 100 at the start and 100 more per line: lines 3, 6, 9… are 300 ms apart.
    assert.deepEqual(shownLines('checking', path), [3, 6, 9, 12, 15, 18, 21]);
    assert.ok(events.some(([k, t]) => k === 'tty' && t === `\rchecking ${path}: line 3 of 22`));
    const last = events.filter(([k]) => k === 'tty').at(-1)![1];
    assert.match(last, /^\r +\r$/, 'the line is cleared at the end');
    const report = events
      .filter(([k]) => k === 'out')
      .map(([, t]) => t)
      .join('');
    assert.equal(parseReport(report).files[0]!.positions.length, 20, 'the report is whole');
    // Standard error in CI or on a pipe: the same report, and not a byte of progress.
    const piped = await capture(['check', '--json', path]);
    assert.deepEqual([piped.out, piped.err], [report, '']);
  });

  it('names the file among several while grading', async () => {
    const a = file('grade-a.nim', sheet);
    const b = file('grade-b.nim', sheet);
    const { io, shownLines } = onTerminal();
    assert.equal(await run(['grade', a, b], io), 0);
    assert.deepEqual(shownLines('grading', `${b} (file 2 of 2)`).slice(0, 2), [2, 5]);
  });

  it('removes the line before output to the same terminal, and before an error', async () => {
    const a = file('progress-a.nim', sheet);
    const { io, events } = onTerminal(true);
    assert.equal(await run(['check', a, join(dir, 'missing.nim'), a], io), 2);
    let visible = false;
    for (const [kind, text] of events) {
      if (kind === 'out' || text.endsWith('\n'))
        assert.ok(!visible, `written over the progress line: ${JSON.stringify(text)}`);
      if (kind === 'tty' && !text.endsWith('\n')) visible = text.trim() !== '';
    }
    assert.ok(
      events.some(([k, t]) => k === 'tty' && t.startsWith('\rchecking')),
      'the progress was shown',
    );
  });
});

describe('nim-lens check: standard output closed early', () => {
  it('`check --json big.nim | head` stops quietly and at once when the reader leaves', async () => {
    // 200,000 records: about 20 s of work in all, so ending within seconds is the stop, not the end.
    const big = file('big.nim', 'nim\n' + '3 4 5 -> 3 4 4\n'.repeat(200_000));
    const child = spawn(process.execPath, [cli, 'check', '--json', big]);
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (t: string) => (stderr += t));
    const first = await new Promise<string>((resolve) =>
      child.stdout.once('data', (b: Buffer) => resolve(b.toString())),
    );
    const closedAt = Date.now();
    child.stdout.destroy();
    const [code, signal] = await exited;
    const took = Date.now() - closedAt;
    assert.match(first, /^\{"files":\[\{"path":/);
    assert.equal(stderr, '', 'no EPIPE stack trace');
    assert.deepEqual({ code, signal }, { code: 0, signal: null });
    assert.ok(took < 5000, `ended ${took} ms after standard output was closed`);
  });
});
