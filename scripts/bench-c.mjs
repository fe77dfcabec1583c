// The sparse-space table of Nim Lens beside the same method in plain C (bench/sparse.c, compiled
// here with the machine's cc -O2): Grundy's game to 10^6 values, 0.56 and 0.16 to the values their
// proofs need. Nim Lens runs the table's loop in WebAssembly (sparseKernel.wat) where it can, and in
// TypeScript elsewhere: both are timed. Each run a fresh process; median and worst of RUNS (default
// 3); the values' hashes must agree. Prints figures, never asserts. Needs `npm run compile-tests`
// (out/) and a C compiler.
//
//   node scripts/bench-c.mjs                   the three tables
//   node scripts/bench-c.mjs 0.1777=10000000   other codes, CODE=COUNT
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'out', 'src');
if (!existsSync(join(out, 'core', 'games', 'takeAndBreak', 'grundyTable.js'))) {
  console.error('out/ is missing: run `npm run compile-tests` first.');
  process.exit(2);
}
const binary = join(mkdtempSync(join(tmpdir(), 'nim-lens-c-')), 'sparse');
const cc = spawnSync(process.env.CC ?? 'cc', ['-O2', '-o', binary, join(root, 'bench', 'sparse.c')], {
  encoding: 'utf8',
});
if (cc.status !== 0) {
  console.error(`cannot compile bench/sparse.c:\n${cc.stderr ?? cc.error}`);
  process.exit(2);
}

const tables =
  process.argv.length > 2
    ? process.argv.slice(2).map((a) => a.split('='))
    : [
        ['4!.0', '1000000'],
        ['0.56', '653570'],
        ['0.16', '509622'],
      ];
const runs = Number(process.env.RUNS ?? 3);

// Nim Lens's table in a child, by the engine asked for: the code read as a rules line reads it, the
// table timed alone.
const child = `
const { sparseGrundyTable } = require(${JSON.stringify(join(out, 'core', 'games', 'takeAndBreak', 'grundyTable.js'))});
const { parseRulesLine } = require(${JSON.stringify(join(out, 'core', 'worksheet', 'parse.js'))});
const code = parseRulesLine('take-and-break ' + process.argv[1]).rules.game.code;
const count = Number(process.argv[2]);
const t0 = process.hrtime.bigint();
const g = sparseGrundyTable(code, count, null, {}, process.argv[3]);
const ms = Number(process.hrtime.bigint() - t0) / 1e6;
let largest = 0, hash = 0;
for (let n = 0; n < g.length; n++) { if (g[n] > largest) largest = g[n]; hash = (Math.imul(hash, 31) + g[n]) | 0; }
process.stdout.write(JSON.stringify({ values: g.length, largest, hash, ms, maxRSSkB: process.resourceUsage().maxRSS }));
`;

function once(command, args) {
  const r = spawnSync(command, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${r.stderr}`);
  return JSON.parse(r.stdout);
}
const spread = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], worst: s[s.length - 1] };
};
const sec = (ms) => `${(ms / 1000).toFixed(2)} s`;

console.log(
  `The sparse-space table: Nim Lens (Node ${process.version}) with its WebAssembly kernel and with its TypeScript loop, and C (cc -O2); median and worst of ${runs} runs\n`,
);
console.log('| table | WebAssembly kernel | TypeScript loop | C | kernel ÷ C | loop ÷ C | values agree |');
console.log('|---|---|---|---|---|---|---|');
for (const [code, count] of tables) {
  const kernel = [];
  const loop = [];
  const c = [];
  for (let i = 0; i < runs; i++) {
    kernel.push(once(process.execPath, ['-e', child, code, count, 'webassembly']));
    loop.push(once(process.execPath, ['-e', child, code, count, 'typescript']));
    c.push(once(binary, [code, count]));
  }
  const agree = [...kernel, ...loop, ...c].every((r) => r.hash === c[0].hash && r.largest === c[0].largest);
  const [k, l, b] = [kernel, loop, c].map((rs) => spread(rs.map((r) => r.ms)));
  const cell = (x) => `${sec(x.median)} (worst ${sec(x.worst)})`;
  console.log(
    `| ${code}, ${Number(count).toLocaleString('en')} values | ${cell(k)} | ${cell(l)} | ${cell(b)} | ` +
      `${(k.median / b.median).toFixed(2)} | ${(l.median / b.median).toFixed(2)} | ${agree ? 'yes' : 'NO'} |`,
  );
}
