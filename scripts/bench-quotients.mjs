// npm run bench:quotients: the reach of the misère quotient engine in a fixed time. For 0.07
// (Dawson's Kayles), 0.137 (Dawson's chess), 0.04, 0.41, 0.42, 0.54 and 0.56: the heap the engine
// alone proves, heap by heap, within 20 s of the wall clock (stopped by its watch, as Ctrl-C stops
// `nim-lens quotient`), with |Q| there and the CPU time spent, beside MisereSolver's reach in the
// same 20 s where it was measured. Each run is a process of its own, one after
// the other (never two at once: the machines are shared); the figures are the median and the worst
// of the runs, never the best alone, and every run's heap is printed. Prints figures, never asserts.
// Needs `npm run compile-tests` (it runs the compiled core in out/).
//
//   NIM_LENS_QUOTIENT_RUNS (default 3)     runs a code
//   NIM_LENS_QUOTIENT_SECONDS (default 20) seconds a run
//   node scripts/bench-quotients.mjs 0.07 0.41    only these codes
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const self = fileURLToPath(import.meta.url);

/** One run, in this process: `--run CODE SECONDS`; prints its result as one line of JSON. */
function runOnce(code, seconds) {
  const require = createRequire(import.meta.url);
  const core = (path) => require(join(root, 'out', 'src', 'core', path));
  const { QuotientEngine } = core('games/misereQuotient/quotient.js');
  const { removalRules } = core('games/misereQuotient/heapRules.js');
  const digits = code.split('.')[1].split('').map(Number);
  // The code's removals as the take-and-break game gives them to the engine: its digits that allow a move.
  const removals = digits.flatMap((d, i) =>
    d === 0 ? [] : [{ j: i + 1, none: (d & 1) !== 0, one: (d & 2) !== 0, two: (d & 4) !== 0 }],
  );
  const engine = new QuotientEngine(removalRules(removals));
  const started = Date.now();
  const cpu0 = process.cpuUsage();
  // The last heap proved within the time: the watch asks every few milliseconds of work, so a heap
  // may still end a little after it; that one does not count.
  let heapAt = 0;
  let q = null;
  engine.watch(() => Date.now() - started < seconds * 1000);
  engine.advance(100_000, Infinity, (level) => {
    const at = (Date.now() - started) / 1000;
    if (at > seconds) return;
    heapAt = at;
    q = level;
  });
  const cpu = process.cpuUsage(cpu0);
  const p = q ? q.presentation.order.filter((x) => q.inP[x] === 1).length : 0;
  process.stdout.write(
    JSON.stringify({
      code,
      heap: q?.level ?? 0,
      order: q?.order ?? 1,
      p,
      period: q?.period?.period ?? null,
      heapAt,
      seconds: (Date.now() - started) / 1000,
      cpu: (cpu.user + cpu.system) / 1e6,
    }) + '\n',
  );
}

if (process.argv[2] === '--run') {
  runOnce(process.argv[3], Number(process.argv[4]));
} else {
  const runs = Number(process.env.NIM_LENS_QUOTIENT_RUNS ?? 3);
  const seconds = Number(process.env.NIM_LENS_QUOTIENT_SECONDS ?? 20);
  const codes = process.argv.slice(2).length
    ? process.argv.slice(2)
    : ['0.07', '0.137', '0.04', '0.41', '0.42', '0.54', '0.56'];
  const load = () =>
    loadavg()
      .map((x) => x.toFixed(1))
      .join(' ');
  console.log(
    `misère quotients: the heap proved within ${seconds} s, the engine alone (${runs} runs a code, one at a time; ${cpus().length} cores, load ${load()})`,
  );
  const names = { 0.07: "Dawson's Kayles", 0.137: "Dawson's chess" };
  // CGSuite's MisereSolver within the same 20 s on these machines (issue 43), where it was measured.
  // Measured here 2026-12-06, built from CGSuite's sources, one run a code at a load of about 2
  // (issue 43 had 29, 43, 33, 33 and 10,399 for 0.07, 0.04, 0.41, 0.42 and 0.56 on a busier day).
  const misereSolver = { 0.07: 33, 0.137: 32, 0.04: 44, 0.41: 34, 0.42: 34, 0.54: 86, 0.56: 16872 };
  for (const code of codes) {
    const results = [];
    for (let r = 0; r < runs; r++) {
      const child = spawnSync(process.execPath, [self, '--run', code, String(seconds)], { encoding: 'utf8' });
      if (child.status !== 0) throw new Error(`${code}: ${child.stderr}`);
      results.push(JSON.parse(child.stdout));
    }
    // Fewer heaps is worse; the median of an even count is the lower middle one (the worse).
    const sorted = [...results].sort((a, b) => a.heap - b.heap || a.seconds - b.seconds);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    const worst = sorted[0];
    const cpu = results.map((r) => r.cpu).sort((a, b) => a - b);
    const at = (r) => `heap ${r.heap} (|Q| ${r.order}, |P| ${r.p}${r.period ? `, period ${r.period}: final` : ''})`;
    console.log(
      `  ${`${code}${names[code] ? ` (${names[code]})` : ''}`.padEnd(24)}: median ${at(median)}, worst ${at(worst)}; ` +
        `every run: ${results.map((r) => `${r.heap} at ${r.heapAt.toFixed(1)} s`).join(', ')}; ` +
        `CPU median ${cpu[Math.floor((cpu.length - 1) / 2)].toFixed(1)} s` +
        (misereSolver[code] && seconds === 20 ? `; MisereSolver: heap ${misereSolver[code]}` : ''),
    );
  }
  console.log(`  (load after: ${load()})`);
}
