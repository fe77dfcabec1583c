// npm run bench:budget (and the last part of npm run bench): the budget is a time. Every method that
// spends the budget runs afresh on inputs that need more than the default budget (or nearly all of
// it), and prints the work units it charged per second of one core: the median and the worst of 5
// runs, per input and per method. The goal: about 2,000,000 units a second everywhere, so that the
// default budget is about one second of one core whatever the game and the method. Then hostile
// worksheets of a few lines, checked by the command line at the default budget (wall time, median
// and worst of 3 runs; NIM_LENS_CLI names another build's cli.js to compare). Prints figures,
// asserts nothing. RUNS and CLI_RUNS change the runs (CLI_RUNS=0: no worksheets), ONLY=regex
// keeps the inputs whose label matches.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'bench-output');
mkdirSync(out, { recursive: true });
const RUNS = Number(process.env.RUNS ?? 5);
const CLI_RUNS = Number(process.env.CLI_RUNS ?? 3);
// Another build's command line, to compare (`NIM_LENS_CLI=/path/to/old/dist/cli.js`).
const CLI = process.env.NIM_LENS_CLI ?? join(root, 'dist', 'cli.js');
// Only the inputs and worksheets whose label matches (`ONLY=euclid`).
const ONLY = new RegExp(process.env.ONLY ?? '', 'i');

const require = createRequire(import.meta.url);
const esbuild = require('esbuild');
const bundle = join(out, 'budget-core.cjs');
esbuild.buildSync({
  stdin: {
    contents: [
      'budget',
      'search',
      'solve',
      'game',
      'worksheet/parse',
      'worksheet/positionShape',
      'games/misereQuotient/quotient',
      'games/misereQuotient/heapRules',
      'games/takeAndBreak/breakTable',
      'games/wythoff/wythoff',
      'games/subtraction/subtraction',
    ]
      .map((m) => `export * from './src/core/${m}';`)
      .join(' '),
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  outfile: bundle,
  logLevel: 'warning',
});
const core = require(bundle);
const B = core.DEFAULT_BUDGET;

/** Rules and the solver's vector of a worksheet's rules line and position line. */
function position(rulesLine, positionLine) {
  const rules = core.parseLineInFull(rulesLine, 0).statement.rules;
  // Read as the worksheet reads a line under these rules: names (a digraph's tokens) and the forms
  // that read their own text (coins, corners, Hackenbush) by the game's own parts.
  const forms = core.ownTextParts(rules.game);
  const context = { parts: core.namedParts(rules.game), ...(forms.some((f) => f) ? { forms } : {}) };
  const parsed = core.parseLineInFull(positionLine, 1, context);
  if (parsed.statement?.kind !== 'position') throw new Error(`${positionLine}: not read as a position`);
  const shape = core.positionShape(rules, parsed.statement.items[0].position);
  if (!shape.ok) throw new Error(`${positionLine}: ${shape.message}`);
  return { rules, heaps: shape.heaps };
}

const search = (rulesLine, positionLine) => {
  const { rules, heaps } = position(rulesLine, positionLine);
  return {
    label: `${rulesLine}: ${positionLine}`,
    run: () => {
      const s = new core.ExhaustiveSearch(rules);
      const solved = s.solve(heaps, B);
      return { work: s.spent, out: solved === null };
    },
  };
};

const removalsOf = (digits) =>
  [...digits].map((d, i) => ({ j: i + 1, none: (d & 1) !== 0, one: (d & 2) !== 0, two: (d & 4) !== 0 }));
const quotient = (digits) => ({
  label: `0.${digits}`,
  run: () => {
    const e = new core.QuotientEngine(core.removalRules(removalsOf([...digits].map(Number))));
    e.advance(500, B);
    return { work: e.work, out: e.exhausted };
  },
});

const codeOf = (rulesLine) => core.parseRulesLine(rulesLine).rules.game.code;
const valueByValue = (rulesLine) => ({
  label: rulesLine,
  run: () => {
    const t = new core.BreakTable(codeOf(rulesLine));
    t.extend(B);
    return { work: t.work, out: t.proof === null };
  },
});
const sparseSpace = (rulesLine) => ({
  label: `${rulesLine}, for a heap beyond the value-by-value table`,
  setup: () => {
    const t = new core.BreakTable(codeOf(rulesLine));
    t.extend(B);
    return t;
  },
  run: (t) => {
    const before = t.work;
    t.reach(B, 10n ** 12n);
    return { work: t.work - before, out: t.proof === null };
  },
});

const definitionGrundy = (rulesLine, positionLine) => {
  const { rules, heaps } = position(rulesLine, positionLine);
  return {
    label: `${rulesLine}: ${positionLine}`,
    run: () => {
      const values = core.definitionOf(rules.game).grundy(rules.game, B);
      const v = values.value(heaps);
      return { work: values.spent ?? B, out: v === null };
    },
  };
};

/**
 * A method inside a game's proof, timed through the solver (no search): the budget is spent when
 * the answer says so (`unknown`, or a count left open), and its rate is then the budget's.
 */
const answer = (label, rulesLine, positionLines, spent) => {
  // Several positions taken in turn where a game keeps its last answer (Euclid's chain).
  const positions = [positionLines].flat().map((line) => position(rulesLine, line));
  let turn = 0;
  return {
    label,
    run: () => {
      const { rules, heaps } = positions[turn++ % positions.length];
      const v = new core.GameSolver(rules, B, false).solve(heaps);
      const out = spent(v);
      return { work: out ? B : NaN, out };
    },
  };
};
/** Fibonacci neighbours F(n), F(n − 1): the longest quotient chain for their size. */
function fibonacciPair(n) {
  let [a, b] = [1n, 1n];
  for (let i = 2; i < n; i++) [a, b] = [a + b, a];
  return `(${a}, ${b})`;
}

const METHODS = [
  [
    'exhaustive search (core/search.ts)',
    [
      search('octal 0.6 misere', '50 70 90'),
      search('kayles misere', '60 70 80'),
      search('nim + kayles, misere', '5 6 7 + 20 21'),
      search('kayles + dawson, misere', '10 12 + 14 15'),
      search('turning turtles misere', 'heads 3 9 17 33 65'),
      search('mock turtles misere', 'heads 5 9 17 33 60'),
      search('ruler misere', 'heads 3 9 17 33 40'),
      search('corners misere', '(5, 6) (7, 9) (3, 11)'),
      search('staircase misere', '6 5 4 3 2 2'),
      search('fibonacci misere', '500'),
      search('euclid misere', '(6000, 7)'),
      search(
        'hackenbush misere',
        '0-a a-b b-c c-d d-e 0-f f-g g-h h-i i-j 0-k k-l l-m m-n n-o 0-p p-q q-r r-s s-t 0-u u-v v-w w-x x-y 0-z z-y',
      ),
    ],
  ],
  [
    'misère quotient engine (games/misereQuotient: guesses, certificate, learner)',
    ['6', '07', '16', '124', '35', '26', '165', '77'].map(quotient),
  ],
  [
    'take-and-break table, value by value (BreakTable)',
    ['take-and-break 0.8', 'take-and-break 0.7F', 'octal 0.6', 'octal 0.106'].map(valueByValue),
  ],
  ['take-and-break table, sparse space (grundyTable.ts)', ['octal 0.6', 'octal 0.106'].map(sparseSpace)],
  [
    'Grundy values by mex (games/mexSearch.ts, for sums)',
    [definitionGrundy('moore 2', '30 31 32'), definitionGrundy('moore 3', '12 13 14 15')],
  ],
  [
    'methods inside a proof, through the solver (the budget spent, as the answer says)',
    [
      answer(
        'digraph misère: 15 tokens (retrograde analysis)',
        'digraph a: b c d; b: a c e; c: a b f; d: e f g; e: d f; f: g a; g: a b c d e f, misere',
        'a b c d e f g a b c d e f g a b',
        (v) => v.outcome === 'unknown',
      ),
      answer(
        'hackenbush: a cycle of 3,001 edges (its cuts counted)',
        'hackenbush',
        Array.from({ length: 3001 }, (_, k) => `${k}-${(k + 1) % 3001}`).join(' '),
        (v) => v.winningMoveCount === null,
      ),
      answer(
        'euclid + nim: Fibonacci neighbours of 11,500 digits (chain)',
        'euclid + nim',
        [`${fibonacciPair(55_000)} + 3`, `${fibonacciPair(55_001)} + 3`],
        (v) => v.outcome === 'unknown',
      ),
    ],
  ],
  [
    "Wythoff's Grundy table (for sums)",
    [
      {
        label: 'wythoff: (400, 580), a table of 228 million moves',
        run: () => {
          const g = new core.WythoffGrundy(null, B);
          const v = g.value([400n, 580n]);
          return { work: Number((401n * 581n * 981n) / 128n), out: v === null };
        },
      },
    ],
  ],
];

/** CPU time of one core (ms): this thread's user and system time. */
function cpu(fn) {
  const c0 = process.cpuUsage();
  const result = fn();
  const c = process.cpuUsage(c0);
  return { result, ms: (c.user + c.system) / 1000 };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const M = (rate) => `${(rate / 1e6).toFixed(2)}M`;

console.log(
  `\nthe budget as a time: work units charged per second of one core, afresh, default budget ${B.toLocaleString('en')} (median and worst of ${RUNS} runs; goal about 2M, so that the default budget is about 1 s)`,
);
for (const [method, inputs] of RUNS > 0 ? METHODS : []) {
  const cases = inputs.filter((c) => ONLY.test(c.label));
  if (!cases.length) continue;
  console.log(`\n${method}`);
  const all = [];
  for (const c of cases) {
    const rates = [];
    const times = [];
    let last = null;
    for (let r = 0; r < RUNS; r++) {
      const state = c.setup?.();
      const { result, ms } = cpu(() => c.run(state));
      last = result;
      if (Number.isFinite(result.work)) rates.push(result.work / (ms / 1000));
      else times.push(ms);
    }
    if (!rates.length) {
      console.log(
        `  ${c.label.slice(0, 60).padEnd(60)}: answered within the budget in ${median(times).toFixed(0)} ms median, ${Math.max(...times).toFixed(0)} ms worst`,
      );
      continue;
    }
    all.push(...rates);
    const seconds = B / median(rates);
    console.log(
      `  ${c.label.slice(0, 60).padEnd(60)}: ${Math.round(last.work).toLocaleString('en').padStart(10)} units${last.out ? ' (budget spent)' : ''}, ${M(median(rates))}/s median, ${M(Math.min(...rates))}/s worst; the default budget ≈ ${seconds.toFixed(2)} s`,
    );
  }
  if (!all.length) continue;
  console.log(
    `  ${'the method'.padEnd(60)}: ${M(median(all))}/s median, ${M(Math.min(...all))}/s worst (the default budget ≈ ${(B / median(all)).toFixed(2)} s, at worst ${(B / Math.min(...all)).toFixed(2)} s)`,
  );
}

// Hostile worksheets: a few lines each, every game, misère, sums, quotients. Wall time of the whole
// command, Node's start-up included.
const HOSTILE = {
  'octal 0.6 misère': 'octal 0.6 misere\n50 70 90\n',
  'misère Kayles': 'kayles misere\n60 70 80\n100 200\n',
  "misère Dawson's Kayles": 'dawson misere\n30 31 40\n',
  'misère 0.07, two heaps': 'octal 0.07 misere\n26 27\n',
  "Grundy's game": 'grundy\n100000\n5000000\n',
  'octal 0.6': 'octal 0.6\n100000\n1000000 3\n',
  'take-and-break 0.8': 'take-and-break 0.8\n3000\n',
  'take-and-break 0.7F': 'take-and-break 0.7F\n3000 17\n',
  'subtraction, misère': 'subtraction {17, 333, 999, 1000} misere\n5000 7000 9000\n',
  'subtraction, large set': 'subtraction {1..3, 7, 1234567, 7654321}\n100000000000\n',
  'Wythoff, misère': 'wythoff misere\n1000 1700\n',
  'Wythoff + nim': 'wythoff + nim\n(3000, 4000) + 5\n(100000, 200000) + 3\n',
  'turning turtles, misère': 'turning turtles misere\nheads 3 9 17 33 65\n',
  'mock turtles, misère': 'mock turtles misere\nheads 5 9 17 33 60\n',
  'ruler, misère': 'ruler misere\nheads 3 9 17 33 40\n',
  'corners, misère': 'corners misere\n(5, 6) (7, 9) (3, 11)\n',
  'staircase, misère': 'staircase misere\n9 8 7 6 5 4 3\n',
  'Moore 3, misère': 'moore 3 misere\n30 31 32 33 34 35\n',
  'moore 2 + nim': 'moore 2 + nim\n30 31 32 + 5\n',
  'fibonacci + nim': 'fibonacci + nim\n3000 + 5\n100000 <= 50 + 3\n',
  'Fibonacci, misère': 'fibonacci misere\n500\n',
  'Hackenbush, misère':
    'hackenbush misere\n0-1 1-2 2-3 3-4 4-5 5-6 6-7 0-8 8-9 9-10 10-11 11-12 0-13 13-14 14-15 15-16\n',
  'digraph, misère':
    'digraph a: b c d; b: a c e; c: a b f; d: e f g; e: d f; f: g a; g: a b c d e f, misere\na b c d e f g\n',
  'nim + kayles, misère': 'nim + kayles, misere\n5 6 7 + 20 21\n',
  'kayles + dawson + wythoff': 'kayles + dawson + wythoff\n1000 + 2000 + (3000, 4000)\n',
  'kayles + dawson, misère': 'kayles + dawson, misere\n10 12 + 14 15\n',
};

if (CLI_RUNS > 0) hostileWorksheets();

function hostileWorksheets() {
  console.log(
    `\nhostile worksheets, nim-lens check at the default budget (wall time, Node's start-up included; median and worst of ${CLI_RUNS} runs)`,
  );
  const medians = [];
  let worstOfAll = 0;
  for (const [label, text] of Object.entries(HOSTILE).filter(([label]) => ONLY.test(label))) {
    const file = join(out, `hostile-${label.replace(/[^a-z0-9]+/gi, '-')}.nim`);
    writeFileSync(file, text);
    const times = [];
    for (let r = 0; r < CLI_RUNS; r++) {
      const t0 = process.hrtime.bigint();
      const run = spawnSync(process.execPath, [CLI, 'check', file], { encoding: 'utf8' });
      times.push(Number(process.hrtime.bigint() - t0) / 1e9);
      if (run.status !== 0 && run.status !== 1) throw new Error(`${label}: ${run.stderr}`);
    }
    const m = median(times);
    const worst = Math.max(...times);
    medians.push(m);
    worstOfAll = Math.max(worstOfAll, worst);
    console.log(`  ${label.padEnd(30)}: median ${m.toFixed(2)} s, worst ${worst.toFixed(2)} s`);
  }
  console.log(
    `  ${'all of them'.padEnd(30)}: median ${median(medians).toFixed(2)} s, worst ${worstOfAll.toFixed(2)} s (goal: a few seconds each)`,
  );
}
