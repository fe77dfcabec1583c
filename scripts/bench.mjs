// npm run bench: prints figures (never asserts). The machines are noisy: every figure is the
// median and the worst of several runs. Goals:
//  - the command line's start: `check` of an empty worksheet within 2x `node -e 0`, and a table
//    of one value about as quick;
//  - `nim-lens check --json` on 100,000 positions within 3x a minimal read-and-XOR script,
//    with peak memory under 300 MB;
//  - Wythoff and nim verdicts with 1,000-digit heaps, per position;
//  - period detection for subtraction sets with max(S) up to 1,000;
//  - Green Hackenbush: graphs of 10,000 edges decided, every winning cut counted, within the
//    editor's quick budget (20,000 units, about 10 ms; a cycle of 301 edges spends it first);
//  - take-and-break games: proving Kayles' and Double Kayles' periods, a Kayles position with a
//    40-digit heap after the proof (goal under 5 ms), a table of 10,000 values for a code with
//    no known period;
//  - misère quotients: 0.75 (R8) and misère Kayles found and proved, every two-digit code within
//    a budget, a misère 0.75 position of twelve 20-digit heaps after the proof;
//  - tokens on a digraph: the values of graphs of 100,000 vertices in well under a second (a chain
//    took minutes when the rounds repeated passes), and 1,000 misère tokens on one line stopped by
//    the budget at once, in little memory.
//  - the reach of the misère quotient engine in 20 s (0.07, 0.137, 0.04, 0.41) is not here: it takes
//    about 4 minutes, `npm run bench:quotients` (bench-quotients.mjs) prints it;
//  - the budget as a time (bench-budget.mjs, last): work units per second of every method, about
//    2 million (the default budget about 1 s), and hostile worksheets checked at the default budget.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'bench-output');
mkdirSync(out, { recursive: true });

// A deterministic generator, so that every run measures the same worksheet.
let seed = 12345;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const heap = () => Math.floor(random() * 1_000_001);

function worksheet(count) {
  const sections = [
    ['nim', () => [heap(), heap(), heap()].join(' ')],
    ['nim misere', () => [heap(), heap(), heap(), heap()].join(' ')],
    ['subtraction {1, 3, 4}', () => [heap(), heap()].join(' ')],
    ['wythoff', () => [heap(), heap()].join(' ')],
  ];
  const lines = [];
  const per = Math.ceil(count / sections.length);
  for (const [rules, make] of sections) {
    lines.push(rules);
    for (let i = 0; i < per && lines.length - sections.length < count; i++) lines.push(make());
  }
  return lines.join('\n') + '\n';
}

const minimal = `
const text = require('fs').readFileSync(process.argv[1], 'utf8');
let x = 0n, lines = 0;
for (const line of text.split('\\n')) {
  if (!/^[0-9]/.test(line)) continue;
  let v = 0n;
  for (const t of line.split(' ')) v ^= BigInt(t);
  x ^= v; lines++;
}
process.stdout.write(lines + ' ' + x + '\\n');
`;

function time(args, runs = 5) {
  const times = [];
  const cpu = [];
  let rss = 0;
  let stdoutBytes = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(process.execPath, ['--require', join(root, 'scripts', 'report-rss.cjs'), ...args], {
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    });
    const t1 = process.hrtime.bigint();
    if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
    times.push(Number(t1 - t0) / 1e6);
    const m = /maxrss=(\d+) cpu=(\d+)/.exec(r.stderr);
    if (m) {
      rss = Math.max(rss, Number(m[1]));
      cpu.push(Number(m[2]) / 1000);
    }
    stdoutBytes = r.stdout.length;
  }
  return { ...spread(times), cpu: spread(cpu), rssMB: rss / 1024, stdoutBytes };
}

/** Median and worst of several timings (ms). */
function spread(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], worst: sorted[sorted.length - 1] };
}

const ms = (x) => (x < 10 ? x.toFixed(2) : x.toFixed(0));

const file = join(out, 'worksheet-100k.nim');
writeFileSync(file, worksheet(100_000));
const minimalScript = join(out, 'minimal-xor.cjs');
writeFileSync(minimalScript, minimal);

console.log('Nim Lens benchmark (median and worst of 5 runs; the CLI timed by wall clock, including Node start-up)\n');

// The command line's start: `check` of an empty worksheet within 2x Node's own start (issue 39), and
// the start of every command on a small input, which is mostly loading what that command needs
// (issue 43). The CPU time (user and system) is less disturbed than the wall clock by the other work
// of the machine. `node scripts/bench.mjs --start` prints this block only.
{
  const empty = join(out, 'empty.nim');
  writeFileSync(empty, '');
  const sheet = join(out, 'start.nim');
  writeFileSync(sheet, 'nim\n3 4 5 : win\n');
  const runs = Number(process.env.NIM_LENS_START_RUNS ?? 15);
  const cli = (...args) => [join(root, 'dist', 'cli.js'), ...args];
  const cases = [
    ['node -e 0', ['-e', '0']],
    ['nim-lens --version', cli('--version')],
    ['nim-lens --help', cli('--help')],
    ['nim-lens check of an empty worksheet', cli('check', empty)],
    ['nim-lens check, one position', cli('check', sheet)],
    ['nim-lens grade, one position', cli('grade', sheet)],
    // A table of one value costs about the start, not the solver's table of the whole budget (issue 39).
    ['nim-lens table 0.6 --count 1', cli('table', '--rules', 'octal 0.6', '--count', '1')],
    ['nim-lens table 0.07 --count 10', cli('table', '--rules', 'octal 0.07', '--count', '10')],
    ['nim-lens table kayles --count 10', cli('table', '--rules', 'kayles', '--count', '10')],
    ['nim-lens period 0.07', cli('period', '--rules', 'octal 0.07')],
    ['nim-lens quotient 0.75', cli('quotient', '--rules', 'octal 0.75')],
    ['nim-lens sweep 0.? --max 100', cli('sweep', '0.?', '--max', '100', '--jobs', '1')],
    ['nim-lens puzzles nim --count 1', cli('puzzles', '--rules', 'nim', '--count', '1')],
  ];
  // Interleaved, so that a busy moment of the machine falls on every case alike.
  const samples = cases.map(() => []);
  for (let i = 0; i < runs; i++) cases.forEach(([, args], k) => samples[k].push(time(args, 1)));
  const gather = (list) => ({
    ...spread(list.map((r) => r.median)),
    cpu: spread(list.map((r) => r.cpu.median)),
  });
  const results = samples.map(gather);
  const node = results[0];
  console.log(`start-up (median and worst of ${runs} interleaved runs; CPU is user + system)`);
  cases.forEach(([label], k) => {
    const r = results[k];
    console.log(
      `  ${label.padEnd(36)}: wall median ${ms(r.median)} ms, worst ${ms(r.worst)} ms; CPU median ${ms(r.cpu.median)} ms, worst ${ms(r.cpu.worst)} ms; CPU ${(r.cpu.median / node.cpu.median).toFixed(2)}x node -e 0`,
    );
  });
  const start = results[cases.findIndex(([label]) => label === 'nim-lens check of an empty worksheet')];
  console.log(
    `  ratio of the medians                : wall ${(start.median / node.median).toFixed(2)}x, CPU ${(start.cpu.median / node.cpu.median).toFixed(2)}x (goal: at most 2x)\n`,
  );
  if (process.argv.includes('--start')) process.exit(0);
}
const base = time([minimalScript, file]);
const check = time([join(root, 'dist', 'cli.js'), 'check', '--json', file]);
console.log(`100,000 positions (nim, misère nim, subtraction {1, 3, 4}, wythoff; heaps up to 10^6)`);
console.log(
  `  minimal read-and-XOR script : median ${ms(base.median)} ms, worst ${ms(base.worst)} ms, peak RSS ${base.rssMB.toFixed(0)} MB`,
);
console.log(
  `  nim-lens check --json       : median ${ms(check.median)} ms, worst ${ms(check.worst)} ms, peak RSS ${check.rssMB.toFixed(0)} MB, ${(check.stdoutBytes / 1048576).toFixed(1)} MB of JSON`,
);
console.log(
  `  ratio of the medians        : ${(check.median / base.median).toFixed(2)}x (goal: at most 3x; memory goal: under 300 MB)\n`,
);

// 100,000 Nim positions against a script that writes the very same JSON (checked byte for byte):
// what the report costs beyond the arithmetic (goal: at most 1.2x; issue 26).
const sameJson = `
const fs = require('fs');
const path = process.argv[2];
const lines = fs.readFileSync(path, 'utf8').split('\\n');
const out = ['{"files":[{"path":' + JSON.stringify(path) + ',"positions":[\\n'];
let first = true;
for (let i = 0; i < lines.length; i++) {
  if (!/^[0-9]/.test(lines[i])) continue;
  const hs = lines[i].split(' ');
  const v = hs.map(BigInt);
  let x = 0n;
  for (const h of v) x ^= h;
  const heaps = '["' + hs.join('","') + '"]';
  let s;
  if (x === 0n) {
    let rec = 'null';
    for (let j = 0; j < v.length; j++)
      if (v[j] > 0n) { const r = hs.slice(); r[j] = String(v[j] - 1n); rec = '["' + r.join('","') + '"]'; break; }
    s = '{"line":' + (i + 1) + ',"rules":"nim","heaps":' + heaps + ',"outcome":"loss","winningMoves":[],"winningMoveCount":"0","recommended":' + rec + ',"method":"nim-sum 0 (binary 0)","grundy":"0"}';
  } else {
    const moves = [];
    let best = null, bestCost = 0n;
    for (let j = 0; j < v.length; j++) {
      const t = v[j] ^ x;
      if (t >= v[j]) continue;
      const r = hs.slice(); r[j] = String(t);
      const m = '["' + r.join('","') + '"]';
      moves.push(m);
      if (best === null || v[j] - t < bestCost) { best = m; bestCost = v[j] - t; }
    }
    s = '{"line":' + (i + 1) + ',"rules":"nim","heaps":' + heaps + ',"outcome":"win","winningMoves":[' + moves.join(',') + '],"winningMoveCount":"' + moves.length + '","recommended":' + best + ',"method":"nim-sum ' + x + ' (binary ' + x.toString(2) + ')","grundy":"' + x + '"}';
  }
  out.push((first ? '' : ',\\n') + s);
  first = false;
}
out.push('],\\n"diagnostics":[]}]}\\n');
process.stdout.write(out.join(''));
`;
const sameScript = join(out, 'same-json.cjs');
writeFileSync(sameScript, sameJson);
{
  let s2 = 777;
  const r2 = () => (s2 = (s2 * 1103515245 + 12345) % 2147483648) / 2147483648;
  const lines = ['nim'];
  for (let i = 0; i < 100_000; i++) lines.push([0, 1, 2].map(() => Math.floor(r2() * 1_000_001)).join(' '));
  const nimFile = join(out, 'nim-100k.nim');
  writeFileSync(nimFile, lines.join('\n') + '\n');
  const a = spawnSync(process.execPath, [join(root, 'dist', 'cli.js'), 'check', '--json', nimFile], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  }).stdout;
  const b = spawnSync(process.execPath, [sameScript, nimFile], { encoding: 'utf8', maxBuffer: 1 << 30 }).stdout;
  const same = time([sameScript, nimFile]);
  const cli = time([join(root, 'dist', 'cli.js'), 'check', '--json', nimFile]);
  console.log('100,000 nim positions (3 heaps up to 10^6)');
  console.log(`  the same JSON, byte for byte   : ${a === b ? 'yes' : 'NO: the script is out of date'}`);
  console.log(
    `  a script writing that JSON     : median ${ms(same.median)} ms, worst ${ms(same.worst)} ms, peak RSS ${same.rssMB.toFixed(0)} MB`,
  );
  console.log(
    `  nim-lens check --json          : median ${ms(cli.median)} ms, worst ${ms(cli.worst)} ms, peak RSS ${cli.rssMB.toFixed(0)} MB`,
  );
  console.log(`  ratio of the medians           : ${(cli.median / same.median).toFixed(2)}x (goal: at most 1.2x)\n`);
}

// 500 rules lines subtraction {1, k} with the pair k-2 k-1, against the same pairs under nim: each
// line costs what its proof needs (a period of 2 or k + 1), never a table of k² (goal: within 4x).
{
  let s3 = 4242;
  const r3 = () => (s3 = (s3 * 1103515245 + 12345) % 2147483648) / 2147483648;
  const ks = Array.from({ length: 500 }, () => 3 + Math.floor(r3() * 1498));
  const subFile = join(out, 'subtraction-1-k.nim');
  const nimFile = join(out, 'subtraction-1-k-as-nim.nim');
  writeFileSync(subFile, ks.map((k) => `subtraction {1, ${k}}\n${k - 2} ${k - 1}\n`).join(''));
  writeFileSync(nimFile, ks.map((k) => `nim\n${k - 2} ${k - 1}\n`).join(''));
  const sub = time([join(root, 'dist', 'cli.js'), 'check', '--json', subFile]);
  const nim = time([join(root, 'dist', 'cli.js'), 'check', '--json', nimFile]);
  console.log('500 lines subtraction {1, k} with k-2 k-1 (k up to 1,500), against the pairs under nim');
  console.log(`  subtraction {1, k}             : median ${ms(sub.median)} ms, worst ${ms(sub.worst)} ms`);
  console.log(`  nim                            : median ${ms(nim.median)} ms, worst ${ms(nim.worst)} ms`);
  console.log(`  ratio of the medians           : ${(sub.median / nim.median).toFixed(2)}x (goal: at most 4x)\n`);
}

// The limits: one line of very many heaps, and a record of a 10,001-digit heap (issue: right at every edge).
const manyHeaps = join(out, 'nim-30001-heaps.nim');
writeFileSync(manyHeaps, `nim\n${Array(30_001).fill('1').join(' ')}\n`);
const bigHeap = 10n ** 10000n;
const dawsonRecord = join(out, 'dawson-10001-digits.nim');
writeFileSync(dawsonRecord, `dawson\n${bigHeap} 3 -> ${bigHeap - 2n} 3\n`);
console.log('limits (nim-lens check --json)');
for (const [label, path] of [
  ['nim, one line of 30,001 heaps of 1', manyHeaps],
  ['dawson, a record of a 10,001-digit heap', dawsonRecord],
]) {
  const r = time([join(root, 'dist', 'cli.js'), 'check', '--json', path]);
  console.log(
    `  ${label.padEnd(44)}: median ${ms(r.median)} ms, worst ${ms(r.worst)} ms, peak RSS ${r.rssMB.toFixed(0)} MB, ${(r.stdoutBytes / 1048576).toFixed(1)} MB of JSON`,
  );
}
console.log('');

// In-process figures use the bundled CLI's core through a small CommonJS bundle.
const require = createRequire(import.meta.url);
const esbuild = require('esbuild');
const coreBundle = join(out, 'core.cjs');
esbuild.buildSync({
  stdin: {
    contents:
      "export * from './src/core/solve'; export * from './src/core/sumPosition'; export * from './src/core/worksheet/parse'; export * from './src/core/games/subtraction/subtraction'; export * from './src/core/games/octal/octal'; export * from './src/core/games/takeAndBreak/breakTable'; export * from './src/core/games/takeAndBreak/grundyTable'; export * from './src/core/pictures/picture'; export * from './src/core/pictures/svg'; export * from './src/core/worksheet/markdown'; export * from './src/core/worksheet/format'; export * from './src/core/games/hackenbush/edges'; export * from './src/core/games/misereQuotient/quotient'; export * from './src/core/games/misereQuotient/heapRules'; export * from './src/core/games/forms/names'; export * from './src/core/games/digraph/gsg';",
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  outfile: coreBundle,
  logLevel: 'warning',
});
const core = require(coreBundle);

/** Time per call over 5 batches of `count` calls (after one warm-up call): median and worst batch. */
function perCall(label, fn, count) {
  fn();
  const batches = [];
  for (let b = 0; b < 5; b++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < count; i++) fn(b * count + i);
    batches.push(Number(process.hrtime.bigint() - t0) / 1e6 / count);
  }
  const { median, worst } = spread(batches);
  console.log(`  ${label.padEnd(44)}: median ${median.toFixed(3)} ms, worst ${worst.toFixed(3)} ms per position`);
}

/** Time of a task run afresh 5 times: median and worst. */
function fresh(fn) {
  const times = [];
  let result;
  for (let r = 0; r < 5; r++) {
    const t0 = process.hrtime.bigint();
    result = fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return { ...spread(times), result };
}

console.log('1,000-digit heaps');
const big = (k) => 10n ** 999n + BigInt(k) * 7919n + 12345n;
const nimRules = { game: { kind: 'nim' }, misere: false };
const wythoffRules = { game: { kind: 'wythoff', diagonal: null }, misere: false };
perCall('nim, 3 heaps of 1,000 digits', (i = 0) => core.solve(nimRules, [big(i), big(i + 1), big(i + 2)]), 200);
perCall(
  'misère nim, 3 heaps of 1,000 digits',
  (i = 0) => core.solve({ ...nimRules, misere: true }, [big(i), big(i + 1), big(i + 2)]),
  200,
);
perCall('wythoff, 2 heaps of 1,000 digits', (i = 0) => core.solve(wythoffRules, [big(i), big(i) * 2n + 1n]), 50);
// A sum of three games with big heaps (issue: sums): nim, Kayles by its period, a subtraction run.
const sumRules = core.parseRulesLine('nim + kayles + subtraction 1..5').rules;
perCall(
  'nim + kayles + subtraction 1..5, 1,000 digits',
  (i = 0) => core.solve(sumRules, core.encodeParts([[big(i), big(i + 1)], [big(i + 2)], [big(i + 3), big(i + 4)]])),
  50,
);

console.log('\nperiod detection (Grundy values of subtraction sets, certified by a repeated window)');
const sets = [
  [1, 3, 4],
  [2, 4, 7],
  [3, 5, 99],
  [7, 100, 250],
  [1, 500, 1000],
  [17, 333, 999, 1000],
  Array.from({ length: 50 }, (_, i) => 20 * i + 1).concat([1000]),
];
for (const set of sets) {
  const intervals = set.map((s) => ({ lo: BigInt(s), hi: BigInt(s) }));
  const { median, worst, result: h } = fresh(() => new core.SubtractionHeaps(intervals, 200_000_000));
  const label = set.length > 6 ? `{1, 21, 41, …, 981, 1000} (${set.length} amounts)` : `{${set.join(', ')}}`;
  console.log(
    `  ${label.padEnd(44)}: preperiod ${h.source.preperiod}, period ${h.source.period}, ${h.source.computed} values, median ${ms(median)} ms, worst ${ms(worst)} ms`,
  );
}

console.log('\ntake-and-break games (Grundy tables by mex over removals and splits, periods proved by Guy–Smith)');
for (const [name, code] of [
  ['Kayles 0.77', [7, 7]],
  ["Dawson's Kayles 0.07", [0, 7]],
  ['Double Kayles 0.7777', [7, 7, 7, 7]],
]) {
  const {
    median,
    worst,
    result: t,
  } = fresh(() => {
    const t = new core.OctalTable(code);
    t.extend(1e12);
    return t;
  });
  const p = t.period;
  console.log(
    `  prove ${name.padEnd(38)}: period ${p.period} from ${p.preperiod}, proved from ${p.provedFrom} values, median ${ms(median)} ms, worst ${ms(worst)} ms`,
  );
}
const kayles = core.parseRulesLine('kayles').rules;
core.solve(kayles, [5n]); // the proof, once
const forty = (i) => 10n ** 39n + BigInt(i) * 7919n + 12345n;
perCall('kayles, heaps 40 digits + 17 + 5 (proved)', (i = 0) => core.solve(kayles, [forty(i), 17n, 5n]), 20);
for (const [name, code] of [
  ['0.6 (no known period)', [6]],
  ['0.106 (no known period)', [1, 0, 6]],
]) {
  const { median, worst } = fresh(() => {
    const t = new core.OctalTable(code);
    t.extend(Infinity, 10_000);
    return t;
  });
  console.log(`  table of ${name.padEnd(35)}: 10,000 values, median ${ms(median)} ms, worst ${ms(worst)} ms`);
}
// Misère quotients (issue 30): found heap by heap and proved; the solver then decides any position.
console.log('\nmisère quotients (games/misereQuotient: certificate over every type, Φ period proved)');
const removalsOf = (digits) =>
  digits.map((d, i) => ({ j: i + 1, none: (d & 1) !== 0, one: (d & 2) !== 0, two: (d & 4) !== 0 }));
for (const [name, digits] of [
  ['0.75 (R8)', [7, 5]],
  ['Kayles 0.77', [7, 7]],
]) {
  const {
    median,
    worst,
    result: e,
  } = fresh(() => {
    const e = new core.QuotientEngine(core.removalRules(removalsOf(digits)));
    e.advance(500, Infinity);
    return e;
  });
  const q = e.quotient;
  console.log(
    `  ${name.padEnd(44)}: order ${q.order}, period ${q.period.period} from ${q.period.preperiod}, found at heap ${q.period.foundAt}, ${e.work} work, median ${ms(median)} ms, worst ${ms(worst)} ms`,
  );
}
{
  const t0 = process.hrtime.bigint();
  let solved = 0;
  let codes = 0;
  for (let a = 0; a < 8; a++)
    for (let b = 1; b < 8; b++) {
      codes++;
      const e = new core.QuotientEngine(core.removalRules(removalsOf([a, b])));
      if (e.advance(500, 1_000_000)?.period) solved++;
    }
  console.log(
    `  every code 0.d1d2 within 1,000,000 work each     : ${solved} of ${codes} solved, ${ms(Number(process.hrtime.bigint() - t0) / 1e6)} ms in all`,
  );
}
{
  const misere075 = core.parseRulesLine('octal 0.75, misere').rules;
  core.solve(misere075, [5n]); // the quotient, once
  const twenty = (i, k) => 10n ** 19n + BigInt(i) * 7919n + BigInt(k) * 104729n;
  perCall(
    'misère 0.75, twelve heaps of 20 digits',
    (i = 0) =>
      core.solve(
        misere075,
        Array.from({ length: 12 }, (_, k) => twenty(i, k)),
      ),
    20,
  );
}
// A three-way break (no sparse space): the solver's table and the plain table, one mex (issue 27).
{
  const digit = (bits) => ({ bits, modifier: null });
  const code = { d0: digit(0), digits: [digit(7), digit(15)], tail: null };
  const solver = fresh(() => {
    const t = new core.BreakTable(code);
    t.extend(Infinity, 5_000);
    return t;
  });
  const plain = fresh(() => core.naiveGrundyTable(code, 5_000));
  const same = solver.result.values.every((v, n) => v === plain.result[n]);
  console.log(
    `  0.7F, 5,000 values: solver's table median ${ms(solver.median)} ms, worst ${ms(solver.worst)} ms; plain table median ${ms(plain.median)} ms, worst ${ms(plain.worst)} ms${same ? '' : ' (VALUES DIFFER)'}`,
  );
}

console.log('\npictures in the hover (the hover text alone, then with its SVG picture as a data URI)');
const pictureCases = [
  ['wythoff (5, 8)', wythoffRules, [5n, 8n]],
  ['wythoff, heaps of 31 digits', wythoffRules, [10n ** 30n, 16n * 10n ** 29n]],
  ['wythoff, heaps of 1,000 digits', wythoffRules, [big(0), big(0) * 2n + 1n]],
  ['nim 3 heaps up to 2^30', nimRules, [1n << 29n, 123456789n, 987654321n]],
  ['kayles 4 7 100', kayles, [4n, 7n, 100n]],
  [
    'subtraction {1, 3, 4}, 9 5 100',
    { game: { kind: 'subtraction', set: [1n, 3n, 4n].map((n) => ({ lo: n, hi: n })) }, misere: false },
    [9n, 5n, 100n],
  ],
];
for (const [label, rules, heaps] of pictureCases) {
  const verdict = core.solve(rules, heaps);
  const plain = () => core.verdictMarkdown(verdict, rules, core.PLAIN_STYLE);
  const drawn = () =>
    core.verdictMarkdown(
      verdict,
      rules,
      core.PLAIN_STYLE,
      core.pictureOf(rules, heaps, verdict, { palette: core.LIGHT_PALETTE, showMoves: true }),
    );
  perCall(`${label}: text`, plain, 20);
  perCall(`${label}: text + picture`, drawn, 20);
}

console.log('\ncoins, stairs and Euclid (closed forms on numbers of any size)');
// Turning Corners: three heads with 40-digit coordinates (the nim product of 133-bit numbers).
const cornersRules = core.parseRulesLine('corners').rules;
const coordinate = (k) => 10n ** 39n + BigInt(k) * 104729n + 7n;
/** Heads (x, y) as the solver reads them: sorted by x then y, flattened. */
const grid = (heads) =>
  heads
    .slice()
    .sort(([ax, ay], [bx, by]) => (ax === bx ? Number(ay > by) - Number(ay < by) : Number(ax > bx) - Number(ax < bx)))
    .flat();
perCall(
  'corners, 3 heads of 40-digit coordinates',
  (i = 0) =>
    core.solve(
      cornersRules,
      grid([
        [coordinate(i), coordinate(i + 1)],
        [coordinate(i + 2), coordinate(i + 5)],
        [coordinate(i + 3), coordinate(i + 4)],
      ]),
    ),
  5,
);
// Mock Turtles: a row of 1,000 heads, spread over coins up to 10^30.
const mockRules = core.parseRulesLine('mock turtles').rules;
const mockRow = (i) => Array.from({ length: 1000 }, (_, k) => 10n ** 27n * BigInt(k + 1) + BigInt(i));
perCall('mock turtles, a row of 1,000 heads (30 digits)', (i = 0) => core.solve(mockRules, mockRow(i)), 5);
// An odd number of heads makes the value odious: pairs of coins win too, about 10^32 moves to count.
perCall('mock turtles, 999 heads (10^32 winning moves)', (i = 0) => core.solve(mockRules, mockRow(i).slice(1)), 5);
const euclidRules = core.parseRulesLine('euclid').rules;
const fib = [1n, 1n];
while (fib.length < 500) fib.push(fib[fib.length - 1] + fib[fib.length - 2]);
perCall(
  'euclid, Fibonacci neighbours of 104 digits',
  (i = 0) => core.solve(euclidRules, [fib[499 - (i % 2)], fib[498 - (i % 2)]]),
  20,
);
const stairRules = core.parseRulesLine('staircase').rules;
perCall(
  'staircase, 1,000 stairs of 1,000-digit piles',
  (i = 0) =>
    core.solve(
      stairRules,
      Array.from({ length: 1000 }, (_, k) => big(i + k)),
    ),
  5,
);

console.log(
  "\nGreen Hackenbush (values by fusion and colon; every winning cut, within the editor's quick budget of 20,000)",
);
const hackenbushRules = core.parseRulesLine('hackenbush').rules;
const edgeVector = (pairs) => pairs.flatMap(([u, v]) => [core.nameNumber(String(u)), core.nameNumber(String(v))]);
const stalkEdges = edgeVector(Array.from({ length: 10_000 }, (_, k) => [k, k + 1]));
// A random tree with triangles, loops and parallel edges here and there.
const treeEdges = (() => {
  const pairs = [];
  let vertices = 1;
  while (pairs.length < 10_000) {
    const u = Math.floor(random() * vertices);
    const v = vertices++;
    pairs.push([u, v]);
    const roll = random();
    if (roll < 0.05) pairs.push([v, vertices], [vertices++, u]);
    else if (roll < 0.08) pairs.push([v, v]);
    else if (roll < 0.1) pairs.push([u, v]);
  }
  return edgeVector(pairs.slice(0, 10_000));
})();
// One cycle of 301 edges through the ground (*1): each of its cuts recomputes the cycle.
const cycleEdges = edgeVector(Array.from({ length: 301 }, (_, k) => [k, (k + 1) % 301]));
const quick = { budget: 20_000 };
for (const [label, edges] of [
  ['a stalk of 10,000 edges', stalkEdges],
  ['a tree of 10,000 edges with small cycles', treeEdges],
  ['a cycle of 301 edges on the ground', cycleEdges],
]) {
  const v = core.solve(hackenbushRules, edges.slice(), quick);
  const counted = v.winningMoveCount === null ? 'count left open' : `${v.winningMoveCount} winning cuts`;
  perCall(`${label} (${v.outcome}, ${counted})`, () => core.solve(hackenbushRules, edges.slice(), quick), 5);
}

console.log("\nMoore's Nim and Fibonacci Nim at any size (verdicts by closed forms; the first 1,000 winning moves)");
{
  // A heap of 100,000 digits (the longest number a worksheet holds), fresh: some 130,000 Zeckendorf terms.
  let digits = '';
  while (digits.length < 100_000) digits += String(1 + Math.floor(random() * 9));
  const fibonacciFile = join(out, 'fibonacci-100000-digits.nim');
  writeFileSync(fibonacciFile, `fibonacci\n${digits}\n`);
  const mooreManyFile = join(out, 'moore-many-heaps.nim');
  const upTo = (n) => Array.from({ length: n }, (_, i) => i + 1).join(' ');
  writeFileSync(mooreManyFile, `moore 1\n${upTo(300)}\nmoore 2\n${upTo(40)}\n`);
  for (const [label, path, runs] of [
    ['fibonacci, a heap of 100,000 digits', fibonacciFile, 3],
    ['moore 1 on 300 heaps, moore 2 on 40', mooreManyFile, 5],
  ]) {
    const r = time([join(root, 'dist', 'cli.js'), 'check', '--json', path], runs);
    console.log(
      `  ${label.padEnd(44)}: median ${ms(r.median)} ms, worst ${ms(r.worst)} ms, peak RSS ${r.rssMB.toFixed(0)} MB, ${(r.stdoutBytes / 1048576).toFixed(1)} MB of JSON`,
    );
  }
  const thirty = (i) => 10n ** 29n + BigInt(i) * 7_919_000_003n + 123_456_789n;
  for (const k of [2n, 3n]) {
    const rules = { game: { kind: 'moore', k }, misere: false };
    const heaps = (i) => Array.from({ length: 6 }, (_, j) => thirty(i * 6 + j) * BigInt(j + 1));
    const v = core.solve(rules, heaps(0));
    perCall(
      `moore ${k}, six 30-digit heaps (${v.winningMoves.length} of ${String(v.winningMoveCount).length}-digit count listed)`,
      (i = 0) => core.solve(rules, heaps(i)),
      1,
    );
  }
}
console.log('\nTokens on a digraph (generalised Sprague–Grundy values by counters; misère within the budget)');
const chainArrows = (n) => Array.from({ length: n }, (_, k) => (k + 1 < n ? [k + 1] : []));
const sparseArrows = (n, degree) =>
  Array.from({ length: n }, () => [...new Set(Array.from({ length: degree }, () => Math.floor(random() * n)))]);
// Vertex k to every smaller one: values 0 … n − 1, the most rounds a graph of its arrows can need.
const tournamentArrows = (n) => Array.from({ length: n }, (_, k) => Array.from({ length: k }, (_, j) => j));
for (const [label, arrows] of [
  ['a chain of 100,000 vertices', chainArrows(100_000)],
  ['100,000 vertices, 3 random arrows each (cycles)', sparseArrows(100_000, 3)],
  ['a tournament of 775 vertices (300,000 arrows)', tournamentArrows(775)],
]) {
  const t = fresh(() => core.gsg(arrows));
  console.log(`  ${label.padEnd(52)}: median ${ms(t.median)} ms, worst ${ms(t.worst)} ms`);
}
const chainFile = join(out, 'digraph-chain-100k.nim');
writeFileSync(
  chainFile,
  `digraph ${Array.from({ length: 100_000 }, (_, k) => `v${k}: v${k + 1 < 100_000 ? k + 1 : k}`).join('; ')}\nv0 : draw\nv0 -> v1\n`,
);
const chainCheck = time([join(root, 'dist', 'cli.js'), 'check', '--json', chainFile]);
console.log(
  `  nim-lens check, the chain on one rules line (1.3 MB)        : median ${ms(chainCheck.median)} ms, worst ${ms(chainCheck.worst)} ms, peak RSS ${chainCheck.rssMB.toFixed(0)} MB`,
);
const misereFile = join(out, 'digraph-misere-1000-tokens.nim');
writeFileSync(
  misereFile,
  `digraph a: b c; b: a c; c:, misere\n${Array.from({ length: 1000 }, (_, k) => 'ab'[k % 2]).join(' ')}\n`,
);
const misereCheck = time([join(root, 'dist', 'cli.js'), 'check', '--json', misereFile]);
console.log(
  `  nim-lens check, 1,000 misère tokens on one line (unknown)  : median ${ms(misereCheck.median)} ms, worst ${ms(misereCheck.worst)} ms, peak RSS ${misereCheck.rssMB.toFixed(0)} MB`,
);

console.log(
  "\nthe misère quotient engine's reach in 20 s (0.07, 0.137, 0.04, 0.41): npm run bench:quotients (about 4 minutes)",
);

// The budget as a time: every method's work units per second, and hostile worksheets.
await import('./bench-budget.mjs');
