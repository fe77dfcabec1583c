// `nim-lens check`: the report, the JSON schema, exit codes and bad files; in process and as a real process.

import * as assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Environment, type Output, run } from '../../src/cli/main';
import { setLanguage } from '../../src/core/l10n';
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

/** Runs in this process; `env` holds the locale variables (none: English). */
async function capture(args: string[], env: Environment = {}): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await run(args, { write: (text) => (out += text), err: (text) => (err += text + '\n') }, env);
  return { status, out, err };
}

/** This process's environment without its locale variables, so that a child process answers in English
 * whatever the machine's language; `locale` adds some. */
function childEnv(locale: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG', 'LANGUAGE']) delete env[name];
  return { ...env, ...locale };
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
    const a = spawnSync(process.execPath, [cli, 'check', '--json', path], { encoding: 'utf8', env: childEnv() });
    assert.equal(a.status, 1, a.stderr);
    assert.equal(parseReport(a.stdout).files[0]!.positions.length, 5);
    const ok = file('proc-ok.nim', 'nim\n1 2 3 : loss\n');
    const b = spawnSync(process.execPath, [join(root, 'bin', 'nim-lens.js'), 'check', ok], {
      encoding: 'utf8',
      env: childEnv(),
    });
    assert.equal(b.status, 0, b.stderr);
    assert.match(b.stdout, /Loss · every move loses/);
  });

  it('an unreadable file: permission denied (skipped as root, who can read anything)', function () {
    if (process.getuid?.() === 0) this.skip();
    const locked = file('locked.nim', 'nim\n1\n');
    chmodSync(locked, 0o000);
    const c = spawnSync(process.execPath, [cli, 'check', locked], { encoding: 'utf8', env: childEnv() });
    assert.equal(c.status, 2);
    assert.match(c.stderr, /permission denied/);
  });

  it('--budget bounds the search: a position that needs more is unknown, with the budget named', async () => {
    // wythoff diagonal 3 has no closed form: 300 303 needs about 1,500 steps of the partner table.
    const path = file('budget.nim', 'wythoff diagonal 3\n300 303\n');
    const small = parseReport((await capture(['check', '--json', '--budget', '1000', path])).out).files[0]!
      .positions[0]!;
    assert.equal(small.outcome, 'unknown');
    assert.match(small.method, /exceed the budget of 1000$/);
    const enough = parseReport((await capture(['check', '--json', '--budget', '20000', path])).out).files[0]!
      .positions[0]!;
    assert.equal(enough.outcome, 'win');
    assert.equal((await capture(['check', '--budget', '0', path])).status, 2);
    assert.equal((await capture(['check', '--budget', path])).status, 2, 'a missing value');
  });

  it('says in recommendedFallback when the budget leaves the preference unhonoured, and only then', async () => {
    const path = file('fallback.nim', 'octal 0.7456\nprefer fastest\n7 10 10\noctal 0.716\n6 7 5 10\nnim\n3 4 5\n');
    const at = async (budget: string) =>
      parseReport((await capture(['check', '--json', '--budget', budget, path])).out).files[0]!.positions;
    const small = await at('5000');
    assert.equal(small[0]!.recommendedFallback, 'fewest tokens (remoteness beyond the search budget)');
    assert.deepEqual(small[0]!.recommended, ['3', '3', '10', '10']);
    assert.equal(small[1]!.recommendedFallback, 'fewest tokens (the slowest loss is beyond the search budget)');
    assert.equal(small[2]!.recommendedFallback, undefined, 'prefer fewest needs no remoteness for a win');
    // With the default budget both are searched: the fastest win (remoteness 22 after it) and the slowest loss.
    const full = await at('2000000');
    assert.ok(full.every((p) => p.recommendedFallback === undefined));
    assert.deepEqual(full[0]!.recommended, ['7', '6', '10']);
    assert.equal(full[1]!.outcome, 'loss');
  });
});

/** What a run writes, stdout and the terminal (standard error) in one transcript, with a clock
 * that moves 100 ms each time it is read. */
function onTerminal(showsOutput = false) {
  const events: ['out' | 'tty', string][] = [];
  let time = 0;
  const io: Output = {
    write: (text) => void events.push(['out', text]),
    err: (text) => void events.push(['tty', text + '\n']),
    terminal: { write: (text) => void events.push(['tty', text]), now: () => (time += 100), showsOutput },
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
    const child = spawn(process.execPath, [cli, 'check', '--json', big], { env: childEnv() });
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

/** The JSON of a report without its text (`method`, `message`, a table's `proof`): what no language may change. */
function withoutText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutText);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== 'method' && k !== 'message' && k !== 'proof')
      .map(([k, v]) => [k, withoutText(v)]),
  );
}

/** Every key of a JSON value, with its path, in order. */
function keysOf(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keysOf(v, `${at}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [`${at}.${k}`, ...keysOf(v, `${at}.${k}`)]);
}

describe("nim-lens in the person's language (--lang, LC_ALL, LC_MESSAGES, LANG)", () => {
  // run() sets the language of the whole process: the other tests expect English.
  afterEach(() => setLanguage('en'));

  const sheet = 'nim\n3 4 5 -> 3 4 4\n';
  /** The check report's last line, in each language. */
  const ENGLISH = /: 1 position, 0 errors, 1 warning\n$/;
  const FRENCH = / : 1 position analysée, 0 erreur, 1 avertissement\n$/;
  const french = (out: string) => FRENCH.test(out) && /:2:10: avertissement : .* \[mistake\]\n/.test(out);
  const english = (out: string) => ENGLISH.test(out) && /:2:10: warning: .* \[mistake\]\n/.test(out);

  it('--lang fr and --lang=fr write the human report in French, before or after the command', async () => {
    const path = file('lang.nim', sheet);
    for (const args of [
      ['--lang', 'fr', 'check', path],
      ['check', '--lang', 'fr', path],
      ['check', path, '--lang=fr'],
      ['--lang=FR', 'check', path],
      ['check', '--lang', 'fr_FR.UTF-8', path],
    ]) {
      const { status, out, err } = await capture(args);
      assert.equal(status, 0, args.join(' '));
      assert.ok(french(out), `${args.join(' ')}: ${out}`);
      assert.equal(err, '');
    }
    const { out } = await capture(['check', '--lang', 'en', path]);
    assert.ok(english(out), out);
  });

  it('English by default, and without --lang the first locale variable set decides (POSIX: LC_ALL, LC_MESSAGES, LANG)', async () => {
    const path = file('env.nim', sheet);
    const cases: [Environment, 'en' | 'fr'][] = [
      [{}, 'en'],
      [{ LANG: 'fr_FR.UTF-8' }, 'fr'],
      [{ LANG: 'fr' }, 'fr'],
      [{ LANG: 'en_US.UTF-8' }, 'en'],
      [{ LANG: 'de_DE.UTF-8' }, 'en'],
      [{ LANG: 'C.UTF-8' }, 'en'],
      [{ LC_ALL: 'fr_CA.UTF-8', LANG: 'en_US.UTF-8' }, 'fr'],
      [{ LC_ALL: 'en_US.UTF-8', LANG: 'fr_FR.UTF-8' }, 'en'],
      [{ LC_ALL: 'C', LANG: 'fr_FR.UTF-8' }, 'en'],
      [{ LC_ALL: 'POSIX', LC_MESSAGES: 'fr_FR' }, 'en'],
      [{ LC_ALL: '', LANG: 'fr_FR.UTF-8' }, 'fr'],
      [{ LC_MESSAGES: 'fr_FR.UTF-8', LANG: 'en_US.UTF-8' }, 'fr'],
      [{ LC_MESSAGES: 'en_GB', LANG: 'fr_FR' }, 'en'],
      [{ LC_ALL: 'fr_BE@euro', LC_MESSAGES: 'en_US', LANG: 'en_US' }, 'fr'],
      [{ LC_MESSAGES: '', LANG: 'fr_FR' }, 'fr'],
    ];
    for (const [env, language] of cases) {
      const { status, out } = await capture(['check', path], env);
      assert.equal(status, 0);
      assert.ok(language === 'fr' ? french(out) : english(out), `${JSON.stringify(env)}: ${out}`);
    }
    // --lang goes before the environment.
    assert.ok(english((await capture(['check', '--lang', 'en', path], { LC_ALL: 'fr_FR.UTF-8' })).out));
    assert.ok(french((await capture(['check', '--lang', 'fr', path], { LC_ALL: 'en_US.UTF-8' })).out));
  });

  it('--help, and the help of each command, in both languages', async () => {
    const en = await capture(['--help']);
    assert.equal(en.status, 0);
    assert.match(en.out, /^usage: nim-lens check \[--json\] \[--budget N\] \[--allow-modules\] FILE\.\.\./);
    assert.match(en.out, /--lang fr\|en {2}the language of the answers/);
    const fr = await capture(['--help'], { LANG: 'fr_FR.UTF-8' });
    assert.equal(fr.status, 0);
    assert.match(fr.out, /^utilisation : nim-lens check \[--json\] \[--budget N\] \[--allow-modules\] FICHIER\.\.\./);
    assert.match(fr.out, /Vérifie des feuilles \.nim/);
    assert.match(fr.out, /Écrit une feuille d'entraînement/);
    assert.match(fr.out, /--lang fr\|en {2}la langue des réponses/);
    // The same commands and options in both.
    const words = (text: string) =>
      [...text.matchAll(/(?:^|\s)(--[a-z-]+|check|grade|puzzles|table|period|sweep|quotient)\b/g)].map((m) => m[1]);
    assert.deepEqual(new Set(words(fr.out)), new Set(words(en.out)));
    assert.deepEqual(await capture(['help'], { LC_MESSAGES: 'fr_FR.UTF-8' }), fr);
    // Each command's own help: its usage first, and every option it takes (those of no other command).
    const options: Record<string, string[]> = {
      check: ['--json', '--budget', '--allow-modules'],
      grade: ['--json', '--budget', '--allow-modules'],
      puzzles: ['--rules', '--count', '--seed', '--level', '--budget', '--allow-modules'],
      table: ['--rules', '--count', '--json', '--svg'],
      period: ['--rules', '--max', '--json'],
      sweep: ['--max', '--jobs', '--shard', '--out', '--merge', '--json'],
      quotient: ['--rules', '--max-heap', '--budget', '--out', '--jobs', '--shard', '--merge', '--json'],
    };
    for (const [command, own] of Object.entries(options)) {
      const help = await capture([command, '--help']);
      assert.equal(help.status, 0, command);
      assert.ok(help.out.startsWith(`usage: nim-lens ${command} `), command);
      assert.notEqual(help.out, en.out, command);
      const listed = new Set(
        [...help.out.matchAll(/^ {2}(--[a-z-]+)/gm)].map((m) => m[1]).filter((o) => o !== '--lang' && o !== '--help'),
      );
      assert.deepEqual(listed, new Set(own), command);
      assert.match(help.out, /^ {2}--lang fr\|en /m, command);
      for (const other of Object.keys(options).filter((c) => c !== command))
        assert.ok(!help.out.includes(`nim-lens ${other} `), `${command}'s help names ${other}`);
      assert.deepEqual(await capture([command, '-h']), help, command);
      assert.deepEqual(await capture(['help', command]), help, command);
      assert.deepEqual(await capture([command, '--rules', 'x', '--help']), help, `${command}: --help wins`);
      const french = await capture(['--lang=fr', command, '--help']);
      assert.equal(french.status, 0, command);
      assert.ok(french.out.startsWith(`utilisation : nim-lens ${command} `), command);
      const optionsOf = (text: string) => new Set([...text.matchAll(/(?:^|\s)(--[a-z-]+)/g)].map((m) => m[1]));
      assert.deepEqual(optionsOf(french.out), optionsOf(help.out), `${command}: the same options in French`);
    }
  });

  it('--version: the version of package.json, in process and from the bundle', async () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    assert.deepEqual(await capture(['--version']), { status: 0, out: `nim-lens ${pkg.version}\n`, err: '' });
    const bundled = spawnSync(process.execPath, [cli, '--version'], { encoding: 'utf8', env: childEnv() });
    assert.equal(bundled.status, 0, bundled.stderr);
    assert.equal(bundled.stdout, `nim-lens ${pkg.version}\n`);
  });

  it("an unknown or misspelt option is said in the tool's own words, with the option meant, and the command's usage", async () => {
    const first = async (args: string[], env: Environment = {}) => {
      const r = await capture(args, env);
      assert.equal(r.status, 2, args.join(' '));
      assert.equal(r.out, '');
      assert.doesNotMatch(r.err, /To specify a positional argument|argument missing|does not take an argument/);
      return r.err.split('\n');
    };
    const jsn = await first(['check', '--jsn', 'x']);
    assert.equal(jsn[0], 'nim-lens: unknown option --jsn; did you mean --json?');
    assert.equal(jsn[1], 'usage: nim-lens check [--json] [--budget N] [--allow-modules] FILE...');
    assert.equal(jsn[2], "'nim-lens check --help' tells more");
    assert.equal(
      (await first(['sweep', '0.?', '--job', '2']))[0],
      'nim-lens: unknown option --job; did you mean --jobs?',
    );
    assert.equal(
      (await first(['table', '--rule=kayles']))[0],
      'nim-lens: unknown option --rule; did you mean --rules?',
    );
    assert.equal(
      (await first(['table', '--rules', 'kayles', '--max', '5']))[0],
      'nim-lens: table has no option --max (it is an option of period, sweep)',
    );
    assert.equal((await first(['check', '--frobnicate', 'x']))[0], 'nim-lens: unknown option --frobnicate');
    assert.equal((await first(['check', '-x', 'f.nim']))[0], 'nim-lens: unknown option -x');
    assert.equal((await first(['chek', 'x']))[0], "nim-lens: unknown command 'chek'; did you mean check?");
    assert.match(
      (await first(['--json', 'check', 'x']))[0]!,
      /^nim-lens: --json is not a command: the command comes first/,
    );
    const fr = { LANG: 'fr_FR.UTF-8' };
    const french = await first(['check', '--jsn', 'x'], fr);
    assert.equal(french[0], 'nim-lens: option inconnue --jsn ; vouliez-vous dire --json ?');
    assert.equal(french[1], 'utilisation : nim-lens check [--json] [--budget N] [--allow-modules] FICHIER...');
    assert.equal((await first(['chek', 'x'], fr))[0], "nim-lens: commande inconnue 'chek' ; vouliez-vous dire check ?");
  });

  it('a missing value names its option; a flag given a value, or an argument a command does not take, is said so', async () => {
    const first = async (args: string[], env: Environment = {}) => {
      const r = await capture(args, env);
      assert.equal(r.status, 2, args.join(' '));
      return r.err.split('\n')[0] ?? '';
    };
    assert.equal(await first(['table', '--rules']), 'nim-lens: --rules needs a value');
    assert.equal(await first(['sweep', '0.?', '--out']), 'nim-lens: --out needs a value');
    assert.equal(await first(['sweep', '0.?', '--out', '--json']), 'nim-lens: --out needs a value');
    assert.equal(await first(['sweep', '0.?', '--out', '']), 'nim-lens: --out needs a value');
    assert.equal(await first(['quotient', '--rules=', '--max-heap', '3']), 'nim-lens: --rules needs a value');
    assert.equal(await first(['check', '--budget']), 'nim-lens: --budget needs a value');
    assert.equal(await first(['check', '--json=1', 'x']), 'nim-lens: --json takes no value');
    assert.equal(
      await first(['table', '--rules', 'kayles', 'x']),
      "nim-lens: unexpected argument 'x': table takes options only",
    );
    // A negative number is a value, refused as a number; a value may start with a dash after =.
    assert.match(
      await first(['table', '--rules', 'kayles', '--count', '-5']),
      /^nim-lens: --count needs a whole number from 1/,
    );
    const fr = { LANG: 'fr_FR.UTF-8' };
    assert.equal(await first(['table', '--rules'], fr), 'nim-lens: --rules demande une valeur');
    assert.equal(await first(['check', '--json=1', 'x'], fr), 'nim-lens: --json ne prend pas de valeur');
  });

  it("an option a command would not use is refused, never taken and ignored: --budget where nothing searches, a run's options with --merge", async () => {
    const first = async (args: string[], env: Environment = {}) => {
      const r = await capture(args, env);
      assert.equal(r.status, 2, args.join(' '));
      assert.equal(r.out, '');
      return r.err.split('\n')[0] ?? '';
    };
    // table, period and sweep compute to --count or --max: a budget given them did nothing.
    assert.equal(
      await first(['period', '--rules', 'octal 0.16', '--budget', '5']),
      'nim-lens: period has no option --budget (it is an option of check, grade, puzzles, quotient)',
    );
    assert.match(
      await first(['table', '--rules', 'kayles', '--budget', '5']),
      /^nim-lens: table has no option --budget /,
    );
    assert.match(await first(['sweep', '0.?', '--budget', '5']), /^nim-lens: sweep has no option --budget /);
    assert.equal(
      await first(['check', '--budget', '1000000000000000', 'x.nim']),
      "nim-lens: --budget needs a positive whole number of at most 15 digits, not '1000000000000000'",
    );
    // --merge reads what a run was in its files: the options of a run were ignored.
    for (const [command, option, value] of [
      ['quotient', 'out', 'x.jsonl'],
      ['quotient', 'max-heap', '10'],
      ['quotient', 'budget', '1000'],
      ['quotient', 'jobs', '1'],
      ['quotient', 'shard', '0/2'],
      ['sweep', 'out', 'x.jsonl'],
      ['sweep', 'max', '100'],
    ] as const)
      assert.equal(
        await first([command, '--merge', 'a.jsonl', `--${option}`, value]),
        `nim-lens: --merge joins the files of the shards as they are: --${option} is not used with it`,
      );
    // A pattern given with --merge was read as a file: "cannot read 0.??: ENOENT".
    for (const command of ['quotient', 'sweep'])
      assert.equal(
        await first([command, '0.??', '--merge', 'a.jsonl']),
        "nim-lens: '0.??' is a pattern, not a file: --merge takes only the files of the shards, which hold it",
      );
    assert.equal(
      await first(['quotient', '--merge', 'a.jsonl', '--out', 'x'], { LANG: 'fr_FR.UTF-8' }),
      'nim-lens: --merge joint les fichiers des parts tels qu’ils sont : --out ne sert pas avec lui',
    );
  });

  it('a bad --lang is a usage error with a clear message, in the language of the environment', async () => {
    const path = file('bad-lang.nim', sheet);
    const xx = await capture(['check', '--lang', 'xx', path]);
    assert.equal(xx.status, 2);
    assert.equal(xx.out, '');
    assert.match(xx.err, /^nim-lens: --lang is fr or en, not 'xx'\nusage: /);
    const de = await capture(['--lang=de', 'check', path], { LANG: 'fr_FR.UTF-8' });
    assert.equal(de.status, 2);
    assert.match(de.err, /^nim-lens: --lang vaut fr ou en, pas 'de'\nutilisation : /);
    const empty = await capture(['check', path, '--lang=']);
    assert.equal(empty.status, 2);
    assert.match(empty.err, /^nim-lens: --lang is fr or en, not ''/);
    const missing = await capture(['check', path, '--lang']);
    assert.equal(missing.status, 2);
    assert.match(missing.err, /^nim-lens: --lang needs a language: fr or en\n/);
    // After `--`, `--lang` is a file name.
    const named = await capture(['check', '--lang', 'fr', '--', '--lang']);
    assert.equal(named.status, 2);
    assert.match(named.err, /^nim-lens: --lang: fichier introuvable$/m);
  });

  it('the JSON report keeps its field names, codes and values in every language; only method and message are text', async () => {
    const path = file(
      'json-lang.nim',
      worksheet + 'nim + kayles\n3 4 + 7\n3 4\nsubtraction {}\n3 4\nnim\n3 4 5 -> 3 4 4\nchess\n',
    );
    const en = await capture(['check', '--json', path]);
    const fr = await capture(['check', '--json', '--lang', 'fr', path]);
    assert.equal(en.status, 1);
    assert.equal(fr.status, 1);
    const [a, b] = [JSON.parse(en.out) as unknown, JSON.parse(fr.out) as unknown];
    assert.deepEqual(keysOf(b), keysOf(a), 'the same fields in the same order');
    assert.deepEqual(withoutText(b), withoutText(a), 'the same values');
    const codes = (r: JsonReport) => r.files[0]!.diagnostics.map((d) => [d.code, d.severity]);
    assert.deepEqual(codes(parseReport(fr.out)), codes(parseReport(en.out)));
    assert.ok(codes(parseReport(en.out)).length >= 4, 'diagnostics of several kinds');
    // The command line's own words for positions it did not solve are French.
    const methods = (r: JsonReport) => r.files[0]!.positions.map((p) => p.method);
    assert.ok(
      methods(parseReport(en.out)).includes('not analysed: the position does not fit the rules (heaps or parts)'),
    );
    assert.ok(methods(parseReport(en.out)).includes('not analysed: the rules line has an error'));
    assert.ok(
      methods(parseReport(fr.out)).includes(
        'non analysée : la position ne correspond pas aux règles (tas ou composantes)',
      ),
    );
    assert.ok(methods(parseReport(fr.out)).includes('non analysée : la ligne de règles a une erreur'));
    // grade --json and table --json: the same JSON in both languages (a table's proof is text).
    const grades = await Promise.all([
      capture(['grade', '--json', path]),
      capture(['grade', '--json', path], { LANG: 'fr_FR.UTF-8' }),
    ]);
    assert.equal(grades[1].out, grades[0].out);
    for (const rules of ['kayles', 'lasker', 'take-and-break 0.[7]', 'subtraction {2, 3}']) {
      const [x, y] = [
        await capture(['table', '--json', '--rules', rules, '--count', '60']),
        await capture(['table', '--json', '--rules', rules, '--count', '60', '--lang', 'fr']),
      ];
      assert.deepEqual(withoutText(JSON.parse(y.out)), withoutText(JSON.parse(x.out)), rules);
    }
  });

  it("the command line's own words in French: usage errors, files, grade, table, puzzles", async () => {
    const fr = { LANG: 'fr_FR.UTF-8' };
    const err = async (args: string[]) => {
      const r = await capture(args, fr);
      assert.equal(r.status, 2, args.join(' '));
      return r.err.split('\n')[0] ?? '';
    };
    assert.equal(await err(['verify', 'x']), "nim-lens: commande inconnue 'verify'");
    assert.equal(await err(['check']), 'nim-lens: aucun fichier à vérifier');
    assert.equal(await err(['grade']), 'nim-lens: aucun fichier à noter');
    assert.equal(
      await err(['check', '--budget', 'lots', 'x']),
      "nim-lens: --budget demande un nombre entier strictement positif d’au plus 15 chiffres, pas 'lots'",
    );
    assert.equal(await err(['check', '--frobnicate', 'x']), 'nim-lens: option inconnue --frobnicate');
    assert.equal(await err(['check', '--budget']), 'nim-lens: --budget demande une valeur');
    assert.equal(await err(['check', '--json=1', 'x']), 'nim-lens: --json ne prend pas de valeur');
    assert.equal(
      await err(['table', '--rules', 'kayles', 'x']),
      "nim-lens: argument inattendu 'x' : table ne prend que des options",
    );
    assert.equal(
      await err(['puzzles']),
      'nim-lens: puzzles demande --rules, par exemple --rules "nim" ou --rules "kayles"',
    );
    assert.equal(
      await err(['table']),
      'nim-lens: table demande --rules, par exemple --rules "kayles" ou --rules "grundy"',
    );
    assert.equal(
      await err(['check', join(dir, 'missing.nim')]),
      `nim-lens: ${join(dir, 'missing.nim')}: fichier introuvable`,
    );
    assert.equal(await err(['check', dir]), `nim-lens: ${dir}: c'est un dossier, pas une feuille`);
    assert.equal(
      await err(['puzzles', '--rules', 'nim', '--count', '0']),
      "nim-lens: --count demande un nombre entier de 1 à 500, pas '0'",
    );
    assert.equal(
      await err(['puzzles', '--rules', 'nim', '--seed', 'x']),
      "nim-lens: --seed demande un nombre entier (de 9 chiffres au plus), pas 'x'",
    );
    assert.equal(await err(['puzzles', '--rules', 'nim', '--level', '4']), "nim-lens: --level vaut 1, 2 ou 3, pas '4'");
    assert.equal(
      await err(['table', '--rules', 'kayles', '--count', '0']),
      "nim-lens: --count demande un nombre entier de 1 à 10000000, pas '0'",
    );
    assert.equal(
      await err(['table', '--rules', 'kayles misere']),
      'nim-lens: une table des valeurs de Grundy est celle du jeu normal ; écrivez les règles sans misere',
    );
    assert.equal(
      await err(['table', '--rules', 'wythoff']),
      "nim-lens: wythoff n'est pas un jeu à un tas : une table donne les valeurs d'un seul tas",
    );
    assert.match(await err(['table', '--rules', 'chess']), /^nim-lens: --rules 'chess' : /);

    const practice = file('grade-fr.nim', 'practice\nnim\n1 2 3 : perdant\n1 4 5 : gagnant\n3 4 5\n3 4 5 -> 3 4 4\n');
    const graded = await capture(['grade', practice], fr);
    assert.equal(graded.status, 0);
    assert.equal(
      graded.out,
      `${practice} : justes 1, fausses 1, manquantes 1, fautes dans les relevés 1 (sur 4 positions)\n`,
    );
    assert.equal(
      (await capture(['grade', practice])).out,
      `${practice}: 1 right, 1 wrong, 1 missing, 1 mistake in records (4 positions)\n`,
    );

    const table = await capture(['table', '--rules', 'lasker', '--count', '12'], fr);
    assert.equal(table.status, 0);
    const lines = table.out.split('\n');
    assert.match(lines[0]!, /^Valeurs de Grundy de .*, de G\(0\) à G\(11\) :$/);
    assert.equal(lines[2], 'plus grande valeur : 12');
    assert.match(lines[3]!, /^période 4 à partir de 1, saut \(saltus\) 4 \(G\(n \+ 4\) = G\(n\) \+ 4\) : /);
    const kayles = (await capture(['table', '--rules', 'kayles', '--count', '30'], fr)).out;
    assert.match(kayles, /\nplus grande valeur : 8\npériode 12 à partir de 71 : /);
    assert.match(
      (await capture(['table', '--rules', 'take-and-break 0.[7]', '--count', '30'], fr)).out,
      /\naucune période démontrée : /,
    );

    const few = await capture(['puzzles', '--rules', 'wythoff', '--count', '100', '--seed', '1'], fr);
    assert.equal(few.status, 0);
    assert.match(few.err, /^nim-lens: problèmes différents de niveau 1 trouvés pour ces règles : \d+ seulement\n$/);
  });

  it('the progress on a terminal is in French too', async () => {
    const path = file('progress-fr.nim', 'nim\n' + '3 4 5 -> 3 4 4\n'.repeat(20));
    const { io, events } = onTerminal();
    assert.equal(await run(['check', '--json', path, path], io, { LANG: 'fr_FR.UTF-8' }), 0);
    assert.ok(
      events.some(
        // (cut to the terminal's width, 79 columns here)
        ([k, text]) => k === 'tty' && text.startsWith(`\rvérification de ${path} (fichier 1 sur 2) : l`),
      ),
      JSON.stringify(events.filter(([k]) => k === 'tty').slice(0, 3)),
    );
    const graded = onTerminal();
    assert.equal(await run(['grade', path], graded.io, { LANG: 'fr_FR.UTF-8' }), 0);
    assert.ok(graded.events.some(([k, text]) => k === 'tty' && text.startsWith(`\rnotation de ${path} : ligne `)));
  });

  it('as a real process: the language comes from the environment, and --lang goes first', function () {
    const path = file('proc-lang.nim', sheet);
    const node = (args: string[], locale: Record<string, string>) =>
      spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env: childEnv(locale) });
    const fr = node(['check', path], { LANG: 'fr_FR.UTF-8' });
    assert.equal(fr.status, 0, fr.stderr);
    assert.ok(french(fr.stdout), fr.stdout);
    const c = node(['check', path], { LC_ALL: 'C', LANG: 'fr_FR.UTF-8' });
    assert.ok(english(c.stdout), c.stdout);
    const en = node(['check', '--lang', 'en', path], { LC_ALL: 'fr_FR.UTF-8' });
    assert.ok(english(en.stdout), en.stdout);
    const bad = node(['check', '--lang', 'xx', path], {});
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /^nim-lens: --lang is fr or en, not 'xx'\n/);
  });
});
