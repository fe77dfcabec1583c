// `nim-lens table` and `nim-lens period` beside the project's C reference of the same method
// (bench/sparse.c: the sparse-space table, the period found as periodSearch.ts finds it, and for
// `table` the values to N by that period, written as `--json` writes them), and beside the peers
// where a person has built them. Every run is a fresh process, its output to /dev/null; the runs of
// one case are alternated (one of each, then again: a round), and each figure is the median and the
// worst of RUNS (default 5); each ratio is the median of the rounds' own ratios. Prints figures and
// the goals of issue 43, never asserts.
//
//   npm run bench:peers                          builds Nim Lens and the C reference, then runs
//   RUNS=9 node scripts/bench-peers.mjs          more runs (dist/ must be built)
//   ONLY=table node scripts/bench-peers.mjs      the cases whose name matches
//
// The peers, skipped unless their paths are given:
//   NIM_LENS_OGSOLVE=/path/to/ogsolve   Beling's ogsolve, run as `ogsolve CODE -m rc2 -n N−1` (N values);
//                                       other arguments with NIM_LENS_OGSOLVE_ARGS ('{code} -m rc2 -n {last}')
//   NIM_LENS_CZAJKA=/path/to/analyze    Czajka's octal-games solver, run as `analyze CODE` (it stops at
//                                       the period); other arguments with NIM_LENS_CZAJKA_ARGS ('{code}')
// Needs a C compiler (CC, default cc) for the C reference: without one it says so and stops (status 0).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist', 'cli.js');
if (!existsSync(cli)) {
  console.error('dist/cli.js is missing: run `npm run build` first (npm run bench:peers does).');
  process.exit(2);
}
const work = mkdtempSync(join(tmpdir(), 'nim-lens-peers-'));
const binary = join(work, 'sparse');
const compiler = process.env.CC ?? 'cc';
const cc = spawnSync(compiler, ['-O2', '-o', binary, join(root, 'bench', 'sparse.c')], { encoding: 'utf8' });
if (cc.error || cc.status !== 0) {
  console.log(
    `bench:peers skipped: the C reference (bench/sparse.c) needs a C compiler, and '${compiler}' ` +
      `${cc.error ? 'is not there' : `failed:\n${cc.stderr}`} (install gcc, or set CC).`,
  );
  process.exit(0);
}
const empty = join(work, 'empty.nim');
writeFileSync(empty, '');
const devNull = openSync('/dev/null', 'w');
const runs = Number(process.env.RUNS ?? 5);
const timeTool = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
// NODE_EXTRA_CA_CERTS makes every Node process read and parse a bundle of certificates as it starts
// (about 55 ms here, twice Node's own start), for connections nim-lens never makes: some sandboxes
// and company machines set it, a terminal seldom does. The runs go without it, and say so.
const childEnv = { ...process.env };
const caCerts = childEnv.NODE_EXTRA_CA_CERTS;
delete childEnv.NODE_EXTRA_CA_CERTS;

/** One run: wall time (ms) and peak RSS (MB, where /usr/bin/time is there), the output to /dev/null. */
function once([command, ...args]) {
  const [file, argv] = timeTool ? [timeTool, ['-f', '%M', command, ...args]] : [command, args];
  const t0 = process.hrtime.bigint();
  const r = spawnSync(file, argv, { stdio: ['ignore', devNull, 'pipe'], encoding: 'utf8', env: childEnv });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${r.status}):\n${r.stderr}`);
  const lines = r.stderr.trim().split('\n');
  return { ms, mb: timeTool ? Number(lines[lines.length - 1]) / 1024 : null };
}

/** The output of one run, for the check that the answers agree. */
function output([command, ...args]) {
  const r = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 30, env: childEnv });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${r.stderr}`);
  return r;
}

const spread = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], worst: s[s.length - 1] };
};

const peerArgs = (template, code, count) =>
  template
    .split(' ')
    .filter(Boolean)
    .map((a) =>
      a
        .replace('{code}', code)
        .replace('{count}', String(count))
        .replace('{last}', String(count - 1)),
    );
const peers = [];
if (process.env.NIM_LENS_OGSOLVE)
  peers.push({
    name: 'ogsolve',
    // "found period of length P and pre-period S", where N values prove it.
    period: (out) => /found period of length (\d+) and pre-period (\d+)/.exec(out)?.slice(1, 3).map(Number),
    command: (code, count) => [
      process.env.NIM_LENS_OGSOLVE,
      ...peerArgs(process.env.NIM_LENS_OGSOLVE_ARGS ?? '{code} -m rc2 -n {last}', code, count),
    ],
  });
if (process.env.NIM_LENS_CZAJKA)
  peers.push({
    name: 'Czajka',
    // It stops at the period and writes no values: beside `period` only.
    kinds: ['period'],
    period: (out) => /Found period start=(\d+) period=(\d+)/.exec(out)?.slice(1, 3).map(Number).reverse(),
    command: (code, count) => [
      process.env.NIM_LENS_CZAJKA,
      ...peerArgs(process.env.NIM_LENS_CZAJKA_ARGS ?? '{code}', code, count),
    ],
  });

const cases = [];
for (const count of [1e6, 1e7]) {
  cases.push({ name: `table 0.16 --json, ${count.toExponential()} values`, kind: 'table', code: '0.16', count });
  for (const code of ['0.56', '0.16', '0.127'])
    cases.push({ name: `period ${code} --max ${count.toExponential()}`, kind: 'period', code, count });
}
const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null;

console.log(
  `Nim Lens (Node ${process.version}) beside the C reference of the same method (bench/sparse.c, ${compiler} -O2)` +
    `${peers.length ? ` and ${peers.map((p) => p.name).join(', ')}` : ' (no peer given: NIM_LENS_OGSOLVE, NIM_LENS_CZAJKA)'}; ` +
    `median and worst of ${runs} alternated runs, each a fresh process, output to /dev/null\n`,
);
console.log('Goals: net of Node’s start (an empty check) within 1.25 times C at 10^6 values; the whole process');
console.log('within 1 times C at 10^7; peak memory at most 100 MB at 10^6, 250 MB at 10^7.\n');

if (caCerts !== undefined)
  console.log(`NODE_EXTRA_CA_CERTS (${caCerts}) is set here: every run goes without it (see the script's head).`);
const nodeAlone = spread(Array.from({ length: runs }, () => once(['node', '-e', '0']).ms));
console.log(
  `Node's own start (node -e 0): median ${nodeAlone.median.toFixed(0)} ms, worst ${nodeAlone.worst.toFixed(0)} ms.\n`,
);

const emptyCheck = ['node', cli, 'check', empty];
for (const c of cases) {
  if (only && !only.test(c.name)) continue;
  const nim =
    c.kind === 'table'
      ? ['node', cli, 'table', '--rules', `octal ${c.code}`, '--count', String(c.count), '--json']
      : ['node', cli, 'period', '--rules', `octal ${c.code}`, '--max', String(c.count), '--json'];
  const ref = [binary, c.code, String(c.count), c.kind];
  // The answers agree: the values (table) or the period, preperiod and proof's length (period).
  const nimOut = output(nim).stdout;
  const refOut = output(ref);
  let agree;
  if (c.kind === 'table') agree = nimOut.slice(nimOut.indexOf('['), nimOut.indexOf(']') + 1) === refOut.stdout.trim();
  else {
    const a = JSON.parse(nimOut);
    const b = JSON.parse(refOut.stderr);
    agree = a.period === b.period && a.preperiod === b.preperiod && a.provedAt === b.provedAt;
  }
  const rows = [
    { name: 'nim-lens', command: nim },
    { name: 'C reference', command: ref },
    { name: 'empty check', command: emptyCheck },
    ...peers
      .filter((p) => !p.kinds || p.kinds.includes(c.kind))
      .map((p) => ({ name: p.name, command: p.command(c.code, c.count), period: p.period })),
  ].map((r) => ({ ...r, times: [], memory: [] }));
  for (let i = 0; i < runs; i++)
    for (const r of rows) {
      const m = once(r.command);
      r.times.push(m.ms);
      if (m.mb !== null) r.memory.push(m.mb);
    }
  // A peer's period and preperiod, where it prints them, agree with Nim Lens's.
  const nimPeriod = c.kind === 'period' ? JSON.parse(nimOut) : null;
  const peerAgree = rows
    .filter((r) => r.period && nimPeriod)
    .map((r) => {
      const [p, pre] = r.period(output(r.command).stdout) ?? [];
      const same = p === nimPeriod.period && pre === nimPeriod.preperiod;
      return `, with ${r.name}: ${same ? 'yes' : `NO (${p ?? 'no period'} from ${pre ?? '?'})`}`;
    })
    .join('');
  console.log(`${c.name} (answers agree with C: ${agree ? 'yes' : 'NO'}${peerAgree})`);
  for (const r of rows) {
    const t = spread(r.times);
    const mem = r.memory.length ? spread(r.memory) : null;
    console.log(
      `  ${r.name.padEnd(12)}: median ${t.median.toFixed(0)} ms, worst ${t.worst.toFixed(0)} ms` +
        (mem ? `, peak RSS median ${mem.median.toFixed(0)} MB, worst ${mem.worst.toFixed(0)} MB` : ''),
    );
  }
  // Each ratio is the median of the rounds' own ratios: the runs of one round ran one after the
  // other, under the same load, where the medians of each row may come from different moments.
  const [ours, reference, start] = rows;
  const paired = (f) => spread(ours.times.map((_, i) => f(i))).median;
  const whole = paired((i) => ours.times[i] / reference.times[i]);
  const net = paired((i) => (ours.times[i] - start.times[i]) / reference.times[i]);
  const mem = ours.memory.length ? spread(ours.memory).worst : null;
  const big = c.count >= 1e7;
  console.log(
    `  ratios (median of the rounds'): whole ${whole.toFixed(2)}x C, net of the start ${net.toFixed(2)}x C` +
      rows
        .slice(3)
        .map((r) => `, ${paired((i) => ours.times[i] / r.times[i]).toFixed(2)}x ${r.name}`)
        .join('') +
      `  (goal: ${big ? `whole ≤ 1x: ${whole <= 1 ? 'met' : 'not met'}` : `net ≤ 1.25x: ${net <= 1.25 ? 'met' : 'not met'}`}` +
      (mem === null ? ')' : `; memory ≤ ${big ? 250 : 100} MB: ${mem <= (big ? 250 : 100) ? 'met' : 'not met'})`),
  );
  console.log();
}
