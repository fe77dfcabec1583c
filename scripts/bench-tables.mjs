// Tables of take-and-break games at research scale (issue: Grundy's game to 1,000,000 values in under a
// minute on a 2-core machine, the time for 10^6 values at most 6 times the time for 2.5·10^5, memory
// linear in N). Prints figures, never asserts. Needs `npm run compile-tests` first: it loads the
// CommonJS build of src/core/games/takeAndBreak/grundyTable.ts from out/. Every run is a fresh Node process, so
// that each peak resident memory is its own.
//
//   node scripts/bench-tables.mjs                      Grundy's game, 250,000 and 1,000,000 values
//   node scripts/bench-tables.mjs 0.1777 1e6 1e7       another code (octal digits, d0, ! ? =) and counts
//   RUNS=5 node scripts/bench-tables.mjs               more runs than 3
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = join(root, 'out', 'src', 'core', 'games', 'takeAndBreak', 'grundyTable.js');
if (!existsSync(built)) {
  console.error(`${built} is missing: run \`npm run compile-tests\` first.`);
  process.exit(2);
}

const [codeText = '4!.0', ...countTexts] = process.argv.slice(2);
const counts = (countTexts.length ? countTexts : ['250000', '1000000']).map((t) => Math.round(Number(t)));
const runs = Number(process.env.RUNS ?? 3);
if (counts.some((n) => !Number.isFinite(n) || n < 1) || !(runs >= 1)) {
  console.error('usage: node scripts/bench-tables.mjs [CODE] [COUNT …]');
  process.exit(2);
}

// One run in a child: parse the code (digits 0–9, A–V, a modifier after a digit, no tail), build
// the table, report the time of the table alone and the peak resident memory.
const child = `
const { grundyTable, tableMethod } = require(${JSON.stringify(built)});
const [text, count] = [process.argv[1], Number(process.argv[2])];
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUV';
const digits = (s) => {
  const out = [];
  for (let i = 0; i < s.length; i++) {
    const bits = DIGITS.indexOf(s[i].toUpperCase());
    if (bits < 0) throw new Error('not a digit: ' + s[i]);
    const modifier = '!?='.includes(s[i + 1] ?? '.') ? s[++i] : null;
    out.push({ bits, modifier });
  }
  return out;
};
const [before, after = ''] = text.split('.');
const body = digits(after);
while (body.length && body[body.length - 1].bits === 0) body.pop();
const code = { d0: digits(before)[0], digits: body, tail: null };
const cpu0 = process.cpuUsage();
const t0 = process.hrtime.bigint();
const g = grundyTable(code, count);
const ms = Number(process.hrtime.bigint() - t0) / 1e6;
const cpuMs = process.cpuUsage(cpu0).user / 1000;
let largest = 0;
for (let n = 0; n < g.length; n++) if (g[n] > largest) largest = g[n];
let hash = 0;
for (let n = 0; n < g.length; n++) hash = (Math.imul(hash, 31) + g[n]) | 0;
process.stdout.write(JSON.stringify({ ms, cpuMs, maxRSSkB: process.resourceUsage().maxRSS, largest, hash, method: tableMethod(code) }));
`;

function run(count) {
  const r = spawnSync(process.execPath, ['-e', child, codeText, String(count)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`the table of ${codeText} to ${count} failed:\n${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** Median and worst of several timings (ms). */
function spread(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], worst: sorted[sorted.length - 1] };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const label = codeText === '4!.0' ? "Grundy's game (4!.0)" : codeText;
console.log(`Tables of ${label}: G(0) … G(N − 1), median and worst of ${runs} runs, each in a fresh process`);
console.log('(wall-clock time of the table alone; CPU time too, which other work on the machine disturbs less)\n');
const results = [];
for (const count of counts) {
  const each = Array.from({ length: runs }, () => run(count));
  if (new Set(each.map((e) => e.hash)).size !== 1) throw new Error(`runs to ${count} disagree`);
  const { median, worst } = spread(each.map((e) => e.ms));
  const cpu = spread(each.map((e) => e.cpuMs));
  const rssMB = Math.max(...each.map((e) => e.maxRSSkB)) / 1024;
  results.push({ count, median, worst, rssMB, cpu });
  console.log(
    `  N = ${count.toLocaleString('en-US').padStart(11)}: median ${seconds(median).padStart(9)}, worst ${seconds(worst).padStart(9)} ` +
      `(CPU time: median ${seconds(cpu.median)}, worst ${seconds(cpu.worst)}), peak RSS ${rssMB.toFixed(0)} MB (the table itself ${((4 * count) / 1048576).toFixed(1)} MB), largest value ${each[0].largest}, ${each[0].method}`,
  );
}
for (let i = 1; i < results.length; i++) {
  const [a, b] = [results[i - 1], results[i]];
  console.log(
    `  time(${b.count.toLocaleString('en-US')}) / time(${a.count.toLocaleString('en-US')}): ${(b.median / a.median).toFixed(2)} (medians), ` +
      `${(b.worst / a.worst).toFixed(2)} (worsts), ${(b.cpu.median / a.cpu.median).toFixed(2)} (CPU medians); N grew ${(b.count / a.count).toFixed(2)}x, an O(N²) table would take ${((b.count / a.count) ** 2).toFixed(1)}x`,
  );
}
if (codeText === '4!.0' && counts.includes(1_000_000))
  console.log(
    `\nGoals: 1,000,000 values in under a minute; time(10^6) at most 6 x time(2.5·10^5); memory linear in N.`,
  );
