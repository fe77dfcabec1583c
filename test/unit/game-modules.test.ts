// Game modules (games/module/, docs/game-modules.md): the published interface, the two examples of
// examples/games/ against independent searches written here and against the octal games they are
// (a 1×n Cram strip is Dawson's Kayles, octal 0.07; Node Kayles on a path is Dawson's chess, octal
// 0.137), the rules line and its ranges, sums with built-in games, misère play, closed forms
// checked before use, positions that come back, and modules that break the contract.

import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ts from 'typescript';
import { grundyValues } from '../../src/core/game';
import { disconnectModules, refuseModule } from '../../src/core/games/module/connected';
import { modulePaths } from '../../src/core/games/module/paths';
import { numberText, positionVector, textNumber } from '../../src/core/games/module/positionText';
import { ModuleFault, type ModuleRuntime } from '../../src/core/games/module/runtime';
import { svgProblem } from '../../src/core/games/module/svgCheck';
import { solve } from '../../src/core/solve';
import { analyseText } from '../../src/core/worksheet/analyser';
import { parseLine } from '../../src/core/worksheet/parse';
import { type ModuleSessionMessage, moduleSession } from '../../src/core/worksheet/moduleSession';
import { connectExample, connectObject, gameOf, root, runtimeOf } from './moduleHelpers';

const BUDGET = 2_000_000;

// ---- independent searches ------------------------------------------------------------------------

/** Cram on an r×c board by bitmask: the Grundy value of the cells taken (`taken`), memoised. */
function cramValues(rows: number, columns: number): (taken: number) => number {
  const memo = new Map<number, number>();
  const pairs: [number, number][] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const i = r * columns + c;
      if (c + 1 < columns) pairs.push([i, i + 1]);
      if (r + 1 < rows) pairs.push([i, i + columns]);
    }
  const value = (taken: number): number => {
    const known = memo.get(taken);
    if (known !== undefined) return known;
    const seen = new Set<number>();
    for (const [a, b] of pairs)
      if (!(taken & (1 << a)) && !(taken & (1 << b))) seen.add(value(taken | (1 << a) | (1 << b)));
    let mex = 0;
    while (seen.has(mex)) mex++;
    memo.set(taken, mex);
    return mex;
  };
  return value;
}

/** Cram in misère play by bitmask: whether the player to move wins (who cannot move wins). */
function cramMisereWins(rows: number, columns: number): (taken: number) => boolean {
  const memo = new Map<number, boolean>();
  const win = (taken: number): boolean => {
    const known = memo.get(taken);
    if (known !== undefined) return known;
    let moved = false;
    let result = false;
    for (let r = 0; r < rows && !result; r++)
      for (let c = 0; c < columns && !result; c++) {
        const i = r * columns + c;
        if (taken & (1 << i)) continue;
        for (const j of [c + 1 < columns ? i + 1 : -1, r + 1 < rows ? i + columns : -1]) {
          if (j < 0 || taken & (1 << j)) continue;
          moved = true;
          if (!win(taken | (1 << i) | (1 << j))) result = true;
        }
      }
    const w = moved ? result : true;
    memo.set(taken, w);
    return w;
  };
  return win;
}

/** A board's text (rows joined by `/`) from the cells taken. */
function boardText(rows: number, columns: number, taken: number): string {
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    let row = '';
    for (let c = 0; c < columns; c++) row += taken & (1 << (r * columns + c)) ? '#' : '.';
    out.push(row);
  }
  return out.join('/');
}

/** Node Kayles by bitmask over vertices 0…n−1: the Grundy value of the vertices left. */
function nodeKaylesValue(n: number, edges: readonly [number, number][]): (alive: number) => number {
  const closed = Array.from({ length: n }, (_, v) => 1 << v);
  for (const [u, v] of edges) {
    closed[u]! |= 1 << v;
    closed[v]! |= 1 << u;
  }
  const memo = new Map<number, number>();
  const value = (alive: number): number => {
    const known = memo.get(alive);
    if (known !== undefined) return known;
    const seen = new Set<number>();
    for (let v = 0; v < n; v++) if (alive & (1 << v)) seen.add(value(alive & ~closed[v]!));
    let mex = 0;
    while (seen.has(mex)) mex++;
    memo.set(alive, mex);
    return mex;
  };
  return value;
}

/** A small seeded generator, so that the random graphs are the same on every run. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A graph's text as Node Kayles reads it: its edges, then its lone vertices (numbered from 1). */
function graphText(n: number, edges: readonly [number, number][]): string {
  const touched = new Set(edges.flat());
  const lone = Array.from({ length: n }, (_, v) => v).filter((v) => !touched.has(v));
  return [...edges.map(([u, v]) => `${u + 1}-${v + 1}`), ...lone.map((v) => `${v + 1}`)].join(' ');
}

// ---- the tests ---------------------------------------------------------------------------------

describe('game modules: the published interface', () => {
  it('the core reads the declarations of types/game-module.d.ts themselves (games/module/api.ts re-exports them)', () => {
    const api = readFileSync(join(root, 'src/core/games/module/api.ts'), 'utf8');
    const published = readFileSync(join(root, 'types/game-module.d.ts'), 'utf8');
    const names = [...published.matchAll(/^export (?:type|interface) (\w+)/gm)].map((m) => m[1]).sort();
    assert.deepEqual(names, ['GameModule', 'GameMove', 'GamePicture', 'Read', 'TextRange']);
    assert.match(
      api,
      new RegExp(`^export type \\{ ${names.join(', ')} \\} from '../../../../types/game-module';$`, 'm'),
    );
    // A second copy of a declaration would drift from the published one.
    assert.doesNotMatch(api, /^export (?:interface|type \w+)/m);
  });

  it('the two examples are typed by it (TypeScript checks their JavaScript against types/game-module.d.ts)', () => {
    const files = ['cram.mjs', 'node-kayles.mjs'].map((f) => join(root, 'examples', 'games', f));
    const program = ts.createProgram(files, {
      allowJs: true,
      checkJs: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      skipLibCheck: true,
      types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    assert.deepEqual(problems, []);
  });

  it("a position's text is one number, and back", () => {
    for (const text of ['', '3x4', '..#./..../....', '1-2 2-3', 'é ∞ 😀']) {
      assert.equal(numberText(textNumber(text)), text);
      assert.deepEqual(positionVector(text), [textNumber(text)]);
    }
    assert.equal(numberText(0n), null);
    assert.equal(numberText(0x2abcdn), null);
  });

  it('a worksheet names its modules: alone, in a sum, each once', () => {
    assert.deepEqual(
      modulePaths(['game ./cram.mjs 4x5', 'nim + game ../g/node-kayles.mjs', '3x4', 'game ./cram.mjs', 'game x.mjs']),
      ['./cram.mjs', '../g/node-kayles.mjs'],
    );
  });

  it('an export that is no game says why', () => {
    for (const [exported, why] of [
      [{}, /no default export/],
      [{ default: { name: 'x', read: () => null, write: () => '' } }, /no function moves/],
      [{ default: { name: '', read() {}, write() {}, moves() {} } }, /no name/],
      [{ default: { name: 'x', read() {}, write() {}, moves() {}, key: 3 } }, /key is not a function/],
    ] as const)
      assert.throws(() => runtimeOf(exported), why);
  });
});

describe('game modules: Cram (examples/games/cram.mjs)', () => {
  before(async () => {
    await connectExample('cram.mjs');
  });

  it("a 1×n strip is Dawson's Kayles (octal 0.07), n = 1 to 20", () => {
    const cram = grundyValues(gameOf('game ./cram.mjs'), BUDGET);
    const dawson = grundyValues(gameOf('dawson'), BUDGET);
    for (let n = 1; n <= 20; n++)
      assert.equal(cram.value(positionVector('.'.repeat(n))), dawson.value([BigInt(n)]), `1x${n}`);
  });

  it('every board of up to 12 cells, and every position of the 3×3 and 2×5 boards, has the value of an independent search', () => {
    const cram = grundyValues(gameOf('game ./cram.mjs'), BUDGET);
    for (let rows = 1; rows <= 4; rows++)
      for (let columns = 1; rows * columns <= 12; columns++) {
        const expected = cramValues(rows, columns);
        assert.equal(
          cram.value(positionVector(boardText(rows, columns, 0))),
          BigInt(expected(0)),
          `${rows}x${columns}`,
        );
      }
    for (const [rows, columns] of [
      [3, 3],
      [2, 5],
    ] as const) {
      const expected = cramValues(rows, columns);
      for (let taken = 0; taken < 1 << (rows * columns); taken++)
        assert.equal(
          cram.value(positionVector(boardText(rows, columns, taken))),
          BigInt(expected(taken)),
          boardText(rows, columns, taken),
        );
    }
  });

  it('a worksheet: outcomes, every winning move with its count, claims and records', () => {
    const a = analyseText('game ./cram.mjs\n3x4\n..#./..../....\n2x2 : loss\n2x3 -> ##./...\n3x3 : loss\n');
    assert.deepEqual(
      a.diagnostics.map((d) => [d.range.line, d.code]),
      [[4, 'mistake']],
    );
    const value = cramValues(3, 4);
    const [empty, taken, square, step] = a.positions;
    const v = empty!.verdicts[0]!;
    assert.equal(v.outcome, 'win');
    assert.equal(v.grundy, BigInt(value(0)));
    // The winning moves: those to a position of value 0, by the independent search.
    let count = 0;
    for (const m of v.winningMoves) {
      const text = numberText(m.result[0]!)!;
      const cells = [...text.replace(/\//g, '')].reduce((mask, x, i) => (x === '#' ? mask | (1 << i) : mask), 0);
      assert.equal(value(cells), 0, text);
      count++;
    }
    assert.equal(v.winningMoveCount, BigInt(count));
    assert.equal(count, 7);
    assert.match(v.winningMoves[0]!.words!, /^cells 1,1 and 2,1$/);
    assert.equal(taken!.verdicts[0]!.grundy, BigInt(value(0b100)));
    assert.equal(square!.verdicts[0]!.outcome, 'loss');
    assert.equal(step!.line, 4);
    // 3x3 : loss is right, by the independent search.
    assert.equal(cramValues(3, 3)(0), 0);
  });

  it('the closed form of empty boards is used only after search agreed with it, and the hover says so', () => {
    const a = analyseText('game ./cram.mjs\n4x4\n');
    const v = a.positions[0]!.verdicts[0]!;
    assert.equal(v.outcome, 'loss');
    assert.match(v.method, /Cram's formula, checked against exhaustive search on \d+ positions/);
    assert.equal(a.diagnostics.length, 0);
  });

  it('sums with built-in games, by Grundy values (mex)', () => {
    const a = analyseText('game ./cram.mjs + nim + kayles\n2x3 + 3 + 4\n1x5 + 0 + 0 : loss\n');
    assert.deepEqual(a.diagnostics, []);
    const [first, second] = a.positions;
    const g23 = cramValues(2, 3)(0);
    assert.equal(first!.verdicts[0]!.grundy, BigInt(g23 ^ 3 ^ 1));
    assert.equal(second!.verdicts[0]!.outcome, 'loss');
  });

  it('misère play by search, against an independent misère search', () => {
    const game = gameOf('game ./cram.mjs misere');
    for (const [rows, columns] of [
      [2, 3],
      [3, 3],
      [1, 7],
      [2, 4],
    ] as const) {
      const win = cramMisereWins(rows, columns);
      for (let taken = 0; taken < 1 << (rows * columns); taken += 5) {
        const v = solve({ game, misere: true }, positionVector(boardText(rows, columns, taken)), { budget: BUDGET });
        assert.equal(v.outcome, win(taken) ? 'win' : 'loss', boardText(rows, columns, taken));
      }
    }
  });

  it('errors fall on their columns: a bad cell, a bad row, bad parameters, a board too large', () => {
    const a = analyseText('game ./cram.mjs\n..x./....\n.../....\ngame ./cram.mjs 4y5\ngame ./cram.mjs 2x3\n3x3\n');
    const at = a.diagnostics.map((d) => [d.range.line, d.range.start, d.range.end, d.message]);
    assert.deepEqual(at[0]!.slice(0, 3), [1, 2, 3]);
    assert.match(at[0]![3] as string, /'x' is not a cell/);
    assert.deepEqual(at[1]!.slice(0, 3), [2, 4, 8]);
    assert.deepEqual(at[2]!.slice(0, 3), [3, 16, 19]);
    assert.match(at[2]![3] as string, /^Cram: the parameters are the largest board/);
    assert.match(at[3]![3] as string, /at most 2x3/);
  });

  it("a '#' alone is a comment; a '#' in a board is a taken cell, at the start of a line too", () => {
    const a = analyseText('game ./cram.mjs\n#.../..../...# # a comment\n#.#./..../....\n');
    assert.deepEqual(a.diagnostics, []);
    assert.equal(numberText(a.positions[0]!.vectors[0]![0]!), '#.../..../...#');
    assert.equal(a.lines[1]!.commentStart, 15);
    assert.equal(numberText(a.positions[1]!.vectors[0]![0]!), '#.#./..../....');
    // Other games' lines are read as before.
    assert.equal(parseLine('3 4#5', 0).commentStart, 3);
  });
});

describe('game modules: Node Kayles (examples/games/node-kayles.mjs)', () => {
  let runtime: ModuleRuntime;
  before(async () => {
    runtime = await connectExample('node-kayles.mjs');
  });

  it("on a path it is Dawson's chess (octal 0.137), n = 1 to 22", () => {
    const nodeKayles = grundyValues(gameOf('game ./node-kayles.mjs'), BUDGET);
    const dawsonsChess = grundyValues(gameOf('octal 0.137'), BUDGET);
    for (let n = 1; n <= 22; n++) {
      const edges = Array.from({ length: n - 1 }, (_, i): [number, number] => [i, i + 1]);
      assert.equal(
        nodeKayles.value(positionVector(graphText(n, edges))),
        dawsonsChess.value([BigInt(n)]),
        `a path of ${n}`,
      );
    }
  });

  it('random graphs of up to 9 vertices have the value of an independent search', () => {
    const nodeKayles = grundyValues(gameOf('game ./node-kayles.mjs'), BUDGET);
    const random = seeded(42);
    for (let trial = 0; trial < 120; trial++) {
      const n = 1 + Math.floor(random() * 9);
      const edges: [number, number][] = [];
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (random() < 0.3) edges.push([u, v]);
      const text = graphText(n, edges);
      const canonical = runtime.read(text, '');
      assert.ok(canonical.ok, text);
      assert.equal(
        nodeKayles.value(positionVector(canonical.value)),
        BigInt(nodeKaylesValue(n, edges)((1 << n) - 1)),
        text,
      );
    }
  });

  it('a move writes the edges left, then the lone vertices; the empty graph is empty', () => {
    const a = analyseText('game ./node-kayles.mjs\n1-2 2-3 3-1 3-4 5\n1\n');
    assert.deepEqual(a.diagnostics, []);
    const v = a.positions[0]!.verdicts[0]!;
    const results = v.winningMoves.map((m) => `${m.words} → ${numberText(m.result[0]!)}`);
    // The value: a triangle with a tail and a lone vertex, by the independent search.
    const g = nodeKaylesValue(5, [
      [0, 1],
      [1, 2],
      [0, 2],
      [2, 3],
    ])(31);
    assert.equal(v.grundy, BigInt(g));
    assert.ok(results.length > 0);
    assert.deepEqual(
      a.positions[1]!.verdicts[0]!.winningMoves.map((m) => numberText(m.result[0]!)),
      ['empty'],
    );
  });

  it("an error names the item's columns", () => {
    const a = analyseText('game ./node-kayles.mjs\n1-2 2-x 4\n1-1\n');
    assert.deepEqual(
      a.diagnostics.map((d) => [d.range.line, d.range.start, d.range.end]),
      [
        [1, 4, 7],
        [2, 0, 3],
      ],
    );
  });
});

/** A take-away game as a module: a heap of n tokens, take 1 or 2 (values n mod 3); options to break it. */
function takeAway(
  options: { grundy?: (n: number) => number | null; samples?: string[]; moves?: (n: number) => unknown } = {},
) {
  return {
    name: 'Take Away',
    read: (text: string) =>
      /^[0-9]+$/.test(text) ? { value: Number(text) } : { error: 'a heap', at: [0, text.length] },
    write: (n: number) => String(n),
    moves:
      options.moves ?? ((n: number) => [1, 2].filter((k) => k <= n).map((k) => ({ text: `take ${k}`, to: n - k }))),
    ...(options.grundy ? { grundy: options.grundy } : {}),
    ...(options.samples ? { samples: () => options.samples } : {}),
  };
}

describe('game modules: closed forms, cycles, refusals', () => {
  afterEach(() => disconnectModules());

  it('a closed form that agrees with search is used; one that does not is refused on the rules line, and search answers', () => {
    connectObject('./right.mjs', takeAway({ grundy: (n) => n % 3, samples: ['7'] }));
    const right = analyseText('game ./right.mjs\n1000000\n');
    assert.deepEqual(right.diagnostics, []);
    assert.equal(right.positions[0]!.verdicts[0]!.grundy, 1n);
    assert.match(
      right.positions[0]!.verdicts[0]!.method,
      /Take Away's formula, checked against exhaustive search on 8 positions/,
    );
    connectObject('./wrong.mjs', takeAway({ grundy: (n) => (n === 5 ? 0 : n % 3), samples: ['7'] }));
    const wrong = analyseText('game ./wrong.mjs\n5\n');
    assert.equal(wrong.diagnostics.length, 1);
    assert.equal(wrong.diagnostics[0]!.severity, 'warning');
    assert.match(
      wrong.diagnostics[0]!.message,
      /its formula gives the Grundy value 0 to '5', exhaustive search 2: it is not used/,
    );
    assert.equal(wrong.positions[0]!.verdicts[0]!.outcome, 'win');
    assert.match(wrong.positions[0]!.verdicts[0]!.method, /exhaustive search/);
    connectObject('./unchecked.mjs', takeAway({ grundy: (n) => n % 3 }));
    const unchecked = analyseText('game ./unchecked.mjs\n5\n');
    assert.match(unchecked.diagnostics[0]!.message, /no samples to check its formula on/);
  });

  it('positions that come back: draws by retrograde analysis, in normal and misère play', () => {
    // A token on a cycle a → b → c → a with an exit c → end: `a` is a draw? No: the mover from c may exit.
    const arrows: Record<string, string[]> = { a: ['b'], b: ['c'], c: ['a', 'end'], end: [], x: ['x'] };
    connectObject('./cycle.mjs', {
      name: 'Cycle',
      cycles: true,
      read: (text: string) => (text in arrows ? { value: text } : { error: 'a vertex' }),
      write: (v: string) => v,
      moves: (v: string) => arrows[v]!.map((w) => ({ text: `to ${w}`, to: w })),
    });
    const a = analyseText('game ./cycle.mjs\nc\nb\na\nx : draw\ngame ./cycle.mjs misere\nend\nx\n');
    assert.deepEqual(a.diagnostics, []);
    assert.deepEqual(
      a.positions.map((p) => p.verdicts[0]!.outcome),
      ['win', 'loss', 'win', 'draw', 'win', 'draw'],
    );
  });

  it('where modules are not allowed, the path says why and nothing runs; a refused module says its reason', () => {
    const a = analyseText('game ./cram.mjs\n3x4\n');
    assert.equal(a.diagnostics[0]!.range.start, 5);
    assert.equal(a.diagnostics[0]!.range.end, 15);
    assert.match(a.diagnostics[0]!.message, /the game module \.\/cram\.mjs does not run: /);
    // The lines below are its positions, not analysed (a '#' in them a cell, not a comment).
    const below = analyseText('game ./cram.mjs + nim\n..#./.... + 3\n3x4 + 1 : win\n');
    assert.deepEqual(
      below.diagnostics.map((d) => [d.range.line, d.code]),
      [
        [0, 'syntax'],
        [1, 'rules-invalid'],
        [2, 'rules-invalid'],
      ],
    );
    refuseModule('./cram.mjs', 'it did not load: boom');
    assert.match(analyseText('game ./cram.mjs\n').diagnostics[0]!.message, /does not run: it did not load: boom/);
    for (const [line, message] of [
      ['game', /game needs the path of a module/],
      ['game cram.mjs', /is not a module path/],
      ['game ./cram.txt', /is not a module path/],
    ] as const)
      assert.match(parseLine(line, 0).diagnostics[0]!.message, message, line);
  });
});

describe('game modules: answers that break the contract are faults, never trusted', () => {
  afterEach(() => disconnectModules());

  const faultOf = (game: object, text = '3') => {
    const runtime = runtimeOf({ default: game });
    try {
      runtime.moves(text, '');
      for (const m of runtime.moves(text, '')) runtime.key(m.to, '');
    } catch (e) {
      assert.ok(e instanceof ModuleFault, String(e));
      return e.message;
    }
    return null;
  };

  it('a throw, a move that does not read back, a key that is not a string, too many moves, a text a line cannot hold', () => {
    assert.match(
      faultOf(
        takeAway({
          moves: () => {
            throw new Error('boom');
          },
        }),
      )!,
      /threw in moves: boom/,
    );
    assert.match(
      faultOf(takeAway({ moves: () => [{ text: 'take', to: -1 }] }))!,
      /leads to '-1', which does not read back/,
    );
    assert.match(faultOf({ ...takeAway(), key: () => 7 })!, /key of '2' is not a string/);
    assert.match(
      faultOf(takeAway({ moves: () => Array.from({ length: 10_001 }, () => ({ text: 'take 1', to: 2 })) }))!,
      /more than 10000 moves/,
    );
    assert.match(
      faultOf(takeAway({ moves: () => [{ text: 'take', to: 'x'.repeat(20_000) }] }))!,
      /wrote a position that is not text|more than 10000/,
    );
    assert.match(faultOf({ ...takeAway(), write: (n: number) => `${n} + 1` })!, /which a worksheet line cannot hold/);
    assert.match(faultOf(takeAway({ moves: () => 3 }))!, /answered no list of moves/);
    assert.match(faultOf(takeAway({ moves: () => [{ text: '', to: 1 }] }))!, /whose text is not a line/);
  });

  it('in a worksheet, a fault is said on the line and the next line is still analysed', () => {
    connectObject(
      './bad.mjs',
      takeAway({
        moves: (n: number) =>
          n === 4
            ? [{ text: 'x', to: -1 }]
            : [1, 2].filter((k) => k <= n).map((k) => ({ text: `take ${k}`, to: n - k })),
      }),
    );
    const a = analyseText('game ./bad.mjs\n5 : win\n2 : win\n');
    assert.deepEqual(
      a.diagnostics.map((d) => [d.range.line, d.severity]),
      [[1, 'error']],
    );
    assert.match(
      a.diagnostics[0]!.message,
      /the game module's move 'x' leads to '-1', which does not read back as a position: a heap/,
    );
    assert.equal(a.positions.length, 1);
    assert.equal(a.positions[0]!.verdicts[0]!.outcome, 'win');
  });

  it('a picture with a script, an event, an outside reference or no <svg> is refused', () => {
    assert.equal(svgProblem('<svg width="10"><rect id="a" fill="url(#g)"/></svg>'), null);
    for (const [svg, why] of [
      ['<svg><script>alert(1)</script></svg>', /<script>/],
      ['<svg><rect onclick="x()"/></svg>', /event attribute/],
      ['<svg><image href="http://x/y.png"/></svg>', /<image>/],
      ['<svg><rect fill="url(http://x)"/></svg>', /outside it/],
      ['<svg><foreignObject/></svg>', /<foreignObject>/],
      ['<div></div>', /not one <svg>/],
      [`<svg>${'x'.repeat(1_000_001)}</svg>`, /more than 1000000/],
    ] as const)
      assert.match(svgProblem(svg) ?? '', why, svg.slice(0, 40));
    const runtime = runtimeOf({ default: { ...takeAway(), picture: () => ({ svg: '<svg><script/></svg>' }) } });
    assert.throws(() => runtime.picture('3', ''), /picture is refused: its picture holds a <script> element/);
  });
});

describe('game modules: the module session a worker runs (worksheet/moduleSession.ts)', () => {
  afterEach(() => disconnectModules());

  it('loads each module, says what it does in order, and reports each line from `from` on', async () => {
    const messages: ModuleSessionMessage<string>[] = [];
    await moduleSession(
      {
        lines: ['game ./t.mjs', '', '5', 'game ./gone.mjs', '3', 'game ./hung.mjs'],
        from: 2,
        budget: BUDGET,
        modules: ['./t.mjs', './gone.mjs', './hung.mjs'],
        refused: [{ path: './hung.mjs', reason: 'it did not answer' }],
      },
      (path) => (path === './t.mjs' ? Promise.resolve({ default: takeAway() }) : Promise.reject(new Error('no file'))),
      (r) => `${r.position?.verdicts[0]?.outcome ?? '-'} ${r.diagnostics.map((d) => d.message).join('; ')}`.trim(),
      (line, d) => `failed ${line}: ${d.message}`,
      (m) => messages.push(m),
    );
    assert.deepEqual(messages.slice(0, 3), [
      { kind: 'ready' },
      { kind: 'loading', path: './t.mjs' },
      { kind: 'loading', path: './gone.mjs' },
    ]);
    const lines = messages.flatMap((m) => (m.kind === 'line' ? [[m.line, m.out]] : []));
    assert.deepEqual(lines, [
      [2, 'win'],
      [3, '- the game module ./gone.mjs does not run: it did not load: no file'],
      [4, '- not analysed: the rules line 4 above has an error'],
      [5, '- the game module ./hung.mjs does not run: it did not answer'],
    ]);
    assert.deepEqual(messages[messages.length - 1], { kind: 'done' });
    assert.ok(messages.some((m) => m.kind === 'start' && m.line === 2));
    assert.ok(!messages.some((m) => m.kind === 'start' && m.line < 2));
  });
});
