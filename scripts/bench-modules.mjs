// npm run bench:modules: a game module's search against the same search on a built-in game, apart
// from the module's own cost. Prints figures (never asserts), the median and the worst of 5 runs,
// each with fresh tables and a freshly loaded module:
//  - Cram 4×5's Grundy value (examples/games/cram.mjs): the whole time, the time spent inside the
//    module's functions (timed around each call), and what is left, Nim Lens's own work, per move;
//  - the 1×n Cram strips, n = 1 to 20, each against octal 0.07's table (Dawson's Kayles);
//  - the built-in reference: Chomp's Grundy values by the same mex search (games/mexSearch.ts),
//    per move.
// Needs `npm run compile-tests` (it runs the compiled core in out/).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const core = (path) => require(join(root, 'out', 'src', 'core', path));
const { moduleGame } = core('games/module/runtime.js');
const { connectModule } = core('games/module/connected.js');
const { forgetClosedForms } = core('games/module/closedForms.js');
const { positionVector } = core('games/module/positionText.js');
const { grundyValues } = core('game.js');
const { parseRulesLine } = core('worksheet/parse.js');
const { MexSearchValues } = core('games/mexSearch.js');
const { CHOMP } = core('games/chomp/chomp.js');

const RUNS = 5;
const BUDGET = 400_000_000;
const namespace = await import(pathToFileURL(join(root, 'examples', 'games', 'cram.mjs')).href);

/** The module with each function timed: the time inside it, and the moves it answered. */
function timedModule() {
  const clock = { ms: 0, moves: 0 };
  const game = namespace.default;
  const wrapped = { ...game };
  for (const name of ['read', 'write', 'key', 'outcome', 'samples', 'parameters']) {
    if (typeof game[name] !== 'function') continue;
    wrapped[name] = (...args) => {
      const t0 = performance.now();
      try {
        return game[name].apply(wrapped, args);
      } finally {
        clock.ms += performance.now() - t0;
      }
    };
  }
  wrapped.moves = (...args) => {
    const t0 = performance.now();
    const all = [...game.moves.apply(wrapped, args)];
    clock.ms += performance.now() - t0;
    clock.moves += all.length;
    return all;
  };
  return { exported: { default: wrapped }, clock };
}

/** A fresh module connected, and the game of its rules line. */
function fresh() {
  forgetClosedForms();
  const { exported, clock } = timedModule();
  const loaded = moduleGame(exported);
  connectModule('./cram.mjs', loaded.runtime);
  return { game: parseRulesLine('game ./cram.mjs').rules.game, clock };
}

const spread = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], worst: sorted[sorted.length - 1] };
};
const f = (x, digits = 0) => x.toFixed(digits);

console.log(`Game modules (median and worst of ${RUNS} runs, fresh tables and module each)\n`);

// Cram 4×5.
{
  const total = [];
  const inside = [];
  const perMove = [];
  let value = null;
  let moves = 0;
  for (let run = 0; run < RUNS; run++) {
    const { game, clock } = fresh();
    const t0 = performance.now();
    value = grundyValues(game, BUDGET + run).value(positionVector('...../...../...../.....'));
    const ms = performance.now() - t0;
    total.push(ms);
    inside.push(clock.ms);
    perMove.push(((ms - clock.ms) * 1000) / clock.moves);
    moves = clock.moves;
  }
  const t = spread(total);
  const m = spread(inside);
  const p = spread(perMove);
  console.log(`Cram 4x5: Grundy value ${value}, ${moves} moves examined`);
  console.log(`  whole search                 : median ${f(t.median)} ms, worst ${f(t.worst)} ms`);
  console.log(`  inside the module            : median ${f(m.median)} ms, worst ${f(m.worst)} ms`);
  console.log(`  Nim Lens's own work, per move: median ${f(p.median, 2)} µs, worst ${f(p.worst, 2)} µs\n`);
}

// The 1×n strips against octal 0.07.
{
  const dawson = grundyValues(parseRulesLine('dawson').rules.game, 2_000_000);
  const total = [];
  const perMove = [];
  let agree = true;
  for (let run = 0; run < RUNS; run++) {
    const { game, clock } = fresh();
    const values = grundyValues(game, BUDGET + run);
    const t0 = performance.now();
    for (let n = 1; n <= 20; n++) agree &&= values.value(positionVector('.'.repeat(n))) === dawson.value([BigInt(n)]);
    const ms = performance.now() - t0;
    total.push(ms);
    perMove.push(((ms - clock.ms) * 1000) / clock.moves);
  }
  const t = spread(total);
  const p = spread(perMove);
  console.log(`Cram 1xn, n = 1 to 20: ${agree ? 'every value equals' : 'NOT every value equals'} octal 0.07's`);
  console.log(`  all twenty strips            : median ${f(t.median)} ms, worst ${f(t.worst)} ms`);
  console.log(`  Nim Lens's own work, per move: median ${f(p.median, 2)} µs, worst ${f(p.worst, 2)} µs\n`);
}

// The built-in reference: Chomp's values by the same mex search.
{
  const perMove = [];
  const total = [];
  let value = null;
  let count = 0;
  for (let run = 0; run < RUNS; run++) {
    count = 0;
    const chomp = { kind: 'chomp' };
    const values = new MexSearchValues(
      {
        *moves(rows) {
          for (const m of CHOMP.legalMoves(chomp, rows)) {
            count++;
            yield m;
          }
        },
        key: (rows) => CHOMP.positionKey(chomp, rows),
        why: () => '',
        moveCount: () => 1n,
      },
      BUDGET,
    );
    const t0 = performance.now();
    value = values.value([7n, 7n, 7n, 7n, 7n, 7n]);
    const ms = performance.now() - t0;
    total.push(ms);
    perMove.push((ms * 1000) / count);
  }
  const t = spread(total);
  const p = spread(perMove);
  console.log(`Built-in reference: Chomp 7x7x7x7x7x7 by the same mex search, value ${value}, ${count} moves`);
  console.log(`  whole search                 : median ${f(t.median)} ms, worst ${f(t.worst)} ms`);
  console.log(`  per move (the game included) : median ${f(p.median, 2)} µs, worst ${f(p.worst, 2)} µs`);
}
