// `nim-lens check` on worksheets that name game modules: refused without --allow-modules (nothing
// of the module runs), answered with it (in the module worker: cli/moduleWorker.ts), and hostile
// modules — a loop that never ends, a throw, too many moves, a move that does not read back, a
// worker ended from inside — each an error on its line while the next lines are still checked.

import * as assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli/main';
import type { JsonReport } from '../../src/cli/report';
import { lineTimeLimit } from '../../src/core/worksheet/moduleWatch';
import { root } from './moduleHelpers';

const dir = mkdtempSync(join(tmpdir(), 'nim-lens-modules-'));
for (const name of ['cram.mjs', 'node-kayles.mjs'])
  copyFileSync(join(root, 'examples', 'games', name), join(dir, name));

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

async function capture(args: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await run(args, { write: (text) => (out += text), err: (text) => (err += text + '\n') });
  return { status, out, err };
}

/** A take-away module (a heap, take 1 or 2) whose `moves` body is `body` (n is the heap). */
function takeAway(name: string, body: string, top = ''): void {
  file(
    name,
    `${top}
export default {
  name: 'Take Away',
  read: (text) => (/^[0-9]+$/.test(text) ? { value: Number(text) } : { error: 'a heap' }),
  write: (n) => String(n),
  moves(n) { ${body} },
};
`,
  );
}

const FINE = 'return [1, 2].filter((k) => k <= n).map((k) => ({ text: `take ${k}`, to: n - k }));';

describe('nim-lens check and game modules', () => {
  it('without --allow-modules: the rules line says why, and nothing of the module runs', async () => {
    const marker = join(dir, 'ran');
    takeAway(
      'marked.mjs',
      FINE,
      `import { writeFileSync } from 'node:fs'; writeFileSync(${JSON.stringify(marker)}, 'x');`,
    );
    const path = file('refused.nim', 'game ./marked.mjs\n5\n');
    const { status, out } = await capture(['check', path]);
    assert.equal(status, 1);
    assert.match(
      out,
      /refused\.nim:1:6: error: the game module \.\/marked\.mjs does not run: nim-lens runs game modules only with --allow-modules/,
    );
    assert.ok(!existsSync(marker), 'the module was not loaded');
    const fr = await capture(['check', '--lang', 'fr', path]);
    assert.match(fr.out, /nim-lens n’exécute les modules de jeu qu’avec --allow-modules/);
    // With the flag it runs (in the worker).
    const allowed = await capture(['check', '--allow-modules', path]);
    assert.equal(allowed.status, 0, allowed.out);
    assert.match(allowed.out, /refused\.nim:2: Win · take 2 → 3 · 1 winning move/);
    assert.ok(existsSync(marker));
  });

  it('with --allow-modules: outcomes, winning moves and their count, Grundy values, sums and misère play, the JSON of texts', async () => {
    const path = file(
      'examples.nim',
      [
        'game ./cram.mjs',
        '3x4',
        '..#./..../....',
        '2x2 : loss',
        'game ./node-kayles.mjs',
        '1-2 2-3 3-4 4-5',
        'game ./cram.mjs + nim',
        '2x3 + 3',
        'game ./cram.mjs misere',
        '2x3',
      ].join('\n'),
    );
    const { status, out } = await capture(['check', '--allow-modules', '--json', path]);
    assert.equal(status, 0, out);
    const report = JSON.parse(out) as JsonReport;
    const [board, taken, square, path5, sum, misere] = report.files[0]!.positions;
    assert.deepEqual(board!.heaps, ['..../..../....']);
    assert.equal(board!.outcome, 'win');
    assert.equal(board!.winningMoveCount, '7');
    assert.equal(board!.grundy, '1');
    assert.deepEqual(board!.winningMoves[0], ['#.../#.../....']);
    assert.deepEqual(taken!.heaps, ['..#./..../....']);
    assert.equal(taken!.winningMoveCount, '5');
    assert.equal(square!.outcome, 'loss');
    assert.match(square!.method, /Cram's formula, checked against exhaustive search/);
    // A path of 5 is Dawson's chess with 5: value 3 (octal 0.137), one winning move, the middle vertex.
    assert.equal(path5!.grundy, '3');
    assert.deepEqual(path5!.winningMoves, [['1 5']]);
    assert.equal(sum!.grundy, '2');
    assert.deepEqual(sum!.heaps, [['.../...'], ['3']]);
    assert.deepEqual(sum!.components, [
      { rules: 'game ./cram.mjs', heaps: ['.../...'], grundy: '1' },
      { rules: 'nim', heaps: ['3'], grundy: '3' },
    ]);
    assert.equal(sum!.winningMoveCount, '1');
    assert.equal(misere!.rules, 'game ./cram.mjs misere');
    assert.equal(misere!.grundy, null);
    assert.ok(misere!.outcome === 'win' || misere!.outcome === 'loss');
    // The human report writes each move in the module's words.
    const text = await capture(['check', '--allow-modules', path]);
    assert.match(text.out, /examples\.nim:2: Win · cells 1,1 and 2,1 → #\.\.\.\/#\.\.\.\/\.\.\.\. · 7 winning moves/);
  });

  it('examples/games/modules.nim: every line answered, no error, with --allow-modules', async () => {
    const { status, out } = await capture(['check', '--allow-modules', join(root, 'examples', 'games', 'modules.nim')]);
    assert.equal(status, 0, out);
    assert.match(out, /modules\.nim: 7 positions, 0 errors, 0 warnings/);
    assert.match(out, /modules\.nim:15: Win · choose 3 → 1 5 · 1 winning move/);
  });

  it('a module that never returns is ended at its time: the line says so, and the next lines are checked', async () => {
    takeAway('loop.mjs', `if (n === 4) for (;;) {} ${FINE}`);
    takeAway('fine.mjs', FINE);
    const path = file('loop.nim', 'game ./loop.mjs\n3\n4\n2 : win\ngame ./fine.mjs\n3 : loss\n');
    const { status, out } = await capture(['check', '--allow-modules', '--budget', '1000', path]);
    assert.equal(status, 1);
    const seconds = (lineTimeLimit(1000) / 1000).toFixed(1);
    assert.ok(
      out.includes(`loop.nim:3:1: error: the game module did not answer within ${seconds} s: it was stopped`),
      out,
    );
    assert.match(out, /loop\.nim:2: Loss/);
    assert.match(out, /loop\.nim:4: Win/);
    assert.match(out, /loop\.nim:6: Loss/);
  });

  it('a module that never finishes loading is refused: its rules lines say why', async () => {
    takeAway('hang.mjs', FINE, 'for (;;) {}');
    const path = file('hang.nim', 'game ./hang.mjs\n3\nnim\n3 4\n');
    const { status, out } = await capture(['check', '--allow-modules', '--budget', '1000', path]);
    assert.equal(status, 1);
    assert.match(
      out,
      /hang\.nim:1:6: error: the game module \.\/hang\.mjs does not run: the game module did not answer within/,
    );
    assert.match(out, /hang\.nim:4: Win/);
  });

  it('a picture with a script is a warning on its position, and the position is answered', async () => {
    file(
      'svg.mjs',
      `export default {
  name: 'Take Away',
  read: (text) => (/^[0-9]+$/.test(text) ? { value: Number(text) } : { error: 'a heap' }),
  write: (n) => String(n),
  moves(n) { ${FINE} },
  picture: () => ({ svg: '<svg><script>alert(1)</script></svg>' }),
};
`,
    );
    const path = file('svg.nim', 'game ./svg.mjs\n4\n');
    const { status, out } = await capture(['check', '--allow-modules', '--json', path]);
    assert.equal(status, 0, out);
    const report = JSON.parse(out) as JsonReport;
    assert.deepEqual(
      report.files[0]!.diagnostics.map((d) => [d.line, d.severity, d.code, d.message]),
      [
        [
          2,
          'warning',
          'refused-picture',
          "the game module's picture is refused: its picture holds a <script> element; the move list stands in for it",
        ],
      ],
    );
    assert.equal(report.files[0]!.positions[0]!.outcome, 'win');
  });

  it('a throw, too many moves, a move that does not read back, an exit: errors on their lines, never a crash', async () => {
    takeAway('throws.mjs', `if (n === 4) throw new Error('no moves today'); ${FINE}`);
    takeAway('many.mjs', 'return Array.from({ length: 20000 }, () => ({ text: "take 1", to: n - 1 }));');
    takeAway('back.mjs', 'return [{ text: "take 1", to: -n }];');
    takeAway('exits.mjs', `if (n === 4) process.exit(3); ${FINE}`);
    const path = file(
      'hostile.nim',
      'game ./throws.mjs\n4\n3\ngame ./many.mjs\n3\ngame ./back.mjs\n3\ngame ./exits.mjs\n4\n3 : loss\n',
    );
    const { status, out, err } = await capture(['check', '--allow-modules', '--json', path]);
    assert.equal(status, 1);
    assert.equal(err, '');
    const report = JSON.parse(out) as JsonReport;
    const file0 = report.files[0]!;
    const said = file0.diagnostics.map((d) => [d.line, d.message]);
    assert.match(said.find(([l]) => l === 2)![1] as string, /the game module threw in moves: no moves today/);
    assert.match(said.find(([l]) => l === 5)![1] as string, /more than 10000 moves from one position/);
    assert.match(
      said.find(([l]) => l === 7)![1] as string,
      /leads to '-3', which does not read back as a position: a heap/,
    );
    assert.match(said.find(([l]) => l === 9)![1] as string, /the game module stopped its worker/);
    assert.deepEqual(
      file0.positions.map((p) => [p.line, p.outcome]),
      [
        [3, 'loss'],
        [10, 'loss'],
      ],
    );
  });
});

describe('nim-lens grade and game modules', () => {
  const sheet = () => file('practice-cram.nim', 'practice\ngame ./cram.mjs\n2x2 : win\n2x3\n1x3 : win\n');

  it('with --allow-modules: a practice sheet of a module game is graded by its module', async () => {
    const { status, out, err } = await capture(['grade', '--allow-modules', '--json', sheet()]);
    assert.equal(status, 0, err);
    assert.equal(err, '');
    // 2x2 is a loss (the claim is wrong), 1x3 a win (right), 2x3 has no claim.
    assert.deepEqual(JSON.parse(out), {
      files: [{ path: sheet(), right: 1, wrong: 1, missing: 1, mistakes: 0, positions: 3, undecided: 0 }],
    });
  });

  it('without it: nothing of the module runs, its positions are undecided, and the command says why', async () => {
    const { status, out, err } = await capture(['grade', sheet()]);
    assert.equal(status, 0);
    assert.match(
      out,
      /: 0 right, 0 wrong, 1 missing, 0 mistakes in records, 2 undecided \(verdict unknown\) \(3 positions\)/,
    );
    assert.equal(
      err,
      `nim-lens: ${sheet()}: nim-lens runs game modules only with --allow-modules (a module is code: run it only if you trust it)\n`,
    );
  });

  it('a line a module breaks is graded by no one, and said on standard error', async () => {
    takeAway('grade-throws.mjs', `if (n === 4) throw new Error('no moves today'); ${FINE}`);
    const path = file('practice-throws.nim', 'practice\ngame ./grade-throws.mjs\n4 : win\n3 : loss\n');
    const { status, out, err } = await capture(['grade', '--allow-modules', path]);
    assert.equal(status, 0);
    assert.match(out, /: 1 right, 0 wrong, 0 missing, 0 mistakes in records \(1 position\)/);
    assert.equal(err, `nim-lens: ${path}:3: the game module threw in moves: no moves today\n`);
  });
});

describe('nim-lens puzzles and game modules', () => {
  /** Runs the command from the folder of the modules (a rules path is found from the current folder). */
  async function inDir(args: string[]) {
    const before = process.cwd();
    process.chdir(dir);
    try {
      return await capture(args);
    } finally {
      process.chdir(before);
    }
  }

  it('with --allow-modules: a sheet of Cram boards from its samples, each a loss or a win with one winning move', async () => {
    const args = ['puzzles', '--allow-modules', '--rules', 'game ./cram.mjs + nim', '--count', '3', '--seed', '2'];
    const { status, out, err } = await inDir(args);
    assert.equal(status, 0, err);
    assert.equal(
      out,
      [
        '# Practice: 3 positions, level 1 (seed 2).',
        '# Claim each one `: win` or `: loss`. A win has exactly one winning move: write it as `-> position`.',
        'game ./cram.mjs + nim',
        'practice',
        '',
        '. + 6 7',
        '.. + 6 1',
        '. + 4 4',
        '',
      ].join('\n'),
    );
    // The same sheet, checked by the module: each claim is right when claimed as the sheet means.
    const sheet = file('cram-sheet.nim', out.replace('. + 6 7', '. + 6 7 : win').replace('. + 4 4', '. + 4 4 : loss'));
    const graded = await capture(['grade', '--allow-modules', '--json', sheet]);
    assert.deepEqual((JSON.parse(graded.out) as { files: unknown[] }).files[0], {
      path: sheet,
      right: 2,
      wrong: 0,
      missing: 1,
      mistakes: 0,
      positions: 3,
      undecided: 0,
    });
  });

  it('without it nothing of the module runs; a module with no samples, or one that hangs, is said', async () => {
    const refused = await inDir(['puzzles', '--rules', 'game ./cram.mjs']);
    assert.equal(refused.status, 2);
    assert.match(refused.err, /the game module \.\/cram\.mjs does not run: .*--allow-modules/);
    const none = await inDir(['puzzles', '--allow-modules', '--rules', 'game ./node-kayles.mjs']);
    assert.equal(none.status, 1);
    assert.equal(none.err, 'nim-lens: Node Kayles gives no sample positions to practise on\n');
    file(
      'hangs-in-samples.mjs',
      `export default {
  name: 'Hang',
  read: (text) => ({ value: Number(text) }),
  write: (n) => String(n),
  moves: (n) => (n > 0 ? [{ text: 'take 1', to: n - 1 }] : []),
  samples() { for (;;) {} },
};
`,
    );
    const { puzzlesInWorker } = await import('../../src/cli/modulePuzzles');
    let err = '';
    const before = process.cwd();
    process.chdir(dir);
    try {
      const status = await puzzlesInWorker(
        { rules: 'game ./hangs-in-samples.mjs', count: '3', seed: '1', level: undefined, budget: 1000 },
        { write: () => undefined, err: (text) => (err += text + '\n') },
        500,
      );
      assert.equal(status, 1);
    } finally {
      process.chdir(before);
    }
    assert.equal(
      err,
      `nim-lens: the game module did not answer within ${((500 + lineTimeLimit(1000)) / 1000).toFixed(1)} s: it was stopped\n`,
    );
  });
});
