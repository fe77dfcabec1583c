// Sums of games: rules lines and positions joined by `+`, their errors on the right ranges, the
// Sprague–Grundy verdict with every winning move, records that step from sum to sum, the JSON
// report, misère sums, and Wythoff parts by their exact Grundy values. The independent brute force
// over thousands of random sums is in sums-brute.test.ts.

import * as assert from 'node:assert/strict';
import { gameText, rulesText } from '../../src/core/game';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli/main';
import { type JsonReport } from '../../src/cli/report';
import { type Rules } from '../../src/core/rules';
import { solve } from '../../src/core/solve';
import { decodeParts, encodeParts } from '../../src/core/sumPosition';
import { wythoffPair } from '../../src/core/games/wythoff/partners';
import { analyseText } from '../../src/core/worksheet/analyser';
import { formatPosition } from '../../src/core/worksheet/format';
import { verdictMarkdown } from '../../src/core/worksheet/markdown';
import { parseLine, parseRulesLine } from '../../src/core/worksheet/parse';
import { verdictTitle } from '../../src/core/worksheet/summary';
import { DiagnosticCode } from '../../src/core/reading/syntax';
import { octalGame } from '../../src/core/games/octal/octal';

function rules(text: string): Rules {
  const parsed = parseRulesLine(text);
  assert.ok(parsed.ok, `${text}: ${parsed.ok ? '' : parsed.message}`);
  return parsed.rules;
}

const PLAIN = { open: '', close: '', separator: ' ', underscores: false };
const B5 = (ns: number[]) => ns.map(BigInt);
const P = (...parts: number[][]) => encodeParts(parts.map((p) => p.map(BigInt)));
const parts = (vector: readonly bigint[]) =>
  decodeParts(vector)!
    .parts.map((p) => p.join(' '))
    .join(' + ');

/** The diagnostics of a worksheet with a code, as [column, message]. */
function found(text: string, code: DiagnosticCode): { start: number; end: number; message: string }[] {
  return analyseText(text)
    .diagnostics.filter((d) => d.code === code)
    .map((d) => ({ start: d.range.start, end: d.range.end, message: d.message }));
}

const dir = mkdtempSync(join(tmpdir(), 'nim-lens-sums-'));

async function checkJson(text: string): Promise<JsonReport> {
  const path = join(dir, 'sheet.nim');
  writeFileSync(path, text);
  let out = '';
  const code = await run(['check', '--json', path], { write: (t) => (out += t), err: () => {} });
  assert.ok(code === 0 || code === 1, `exit ${code}`);
  return JSON.parse(out) as JsonReport;
}

describe('sums: rules lines', () => {
  it('games joined by + are one sum, in the written order, with their parameters', () => {
    const r = rules('nim + kayles + wythoff');
    assert.equal(rulesText(r), 'nim + octal 0.77 + wythoff');
    assert.equal(r.misere, false);
    const s = rules('subtraction {1, 3, 4} + dawson + wythoff diagonal 1');
    assert.equal(rulesText(s), 'subtraction {1, 3, 4} + octal 0.07 + wythoff diagonal 1');
  });

  it('normal or misere after the last game applies to the whole sum', () => {
    assert.equal(rulesText(rules('nim + subtraction 1..3, misere')), 'nim + subtraction 1..3 misere');
    assert.equal(rulesText(rules('kayles + nim normal')), 'octal 0.77 + nim');
    assert.equal(rules('nim + nim misère').misere, true);
  });

  it('the canonical text reads back as the same rules (the search worker and saved games rely on it)', () => {
    for (const text of ['nim + kayles + wythoff', 'subtraction 2..5 + octal 0.137 + wythoff diagonal 3 misere']) {
      const r = rules(text);
      assert.equal(rulesText(rules(rulesText(r))), rulesText(r));
    }
  });

  it('a game alone is not a sum: every single-game file keeps its meaning', () => {
    assert.deepEqual(rules('kayles').game, octalGame([7, 7]), 'the take-and-break game of the octal code 0.77');
    assert.equal(rules('nim misere').game.kind, 'nim');
  });

  it('misere before a + is an error on the option, with the place it goes', () => {
    const [d] = found('nim misere + kayles\n', DiagnosticCode.Syntax);
    assert.deepEqual([d!.start, d!.end], [4, 10]);
    assert.match(d!.message, /applies to the whole sum: write it after the last game/);
    assert.equal(parseLine('nim misere + kayles', 0).statement?.kind, 'rules');
    assert.equal(analyseText('nim misere + kayles\n3 + 4\n').positions[0]!.rules, null);
  });

  it('a + without a game after it, or with a word that is not a game, is an error on that range', () => {
    const [end] = parseLine('nim +', 0).diagnostics;
    assert.deepEqual([end!.range.start, end!.range.end], [4, 5]);
    assert.match(end!.message, /expected a game after '\+'/);
    const [word] = parseLine('nim + kales', 0).diagnostics;
    assert.deepEqual([word!.range.start, word!.range.end], [6, 11]);
    assert.match(word!.message, /'kales' is not a game/);
  });

  it("a component's own errors keep their ranges", () => {
    const [d] = parseLine('nim + subtraction {} + kayles', 0).diagnostics;
    assert.equal(d!.code, DiagnosticCode.EmptySet);
    assert.deepEqual([d!.range.start, d!.range.end], [18, 20]);
  });
});

describe('sums: positions', () => {
  it('parts are joined by +; a Wythoff part may be written in parentheses', () => {
    const st = parseLine('3 4 + 7 + (3, 5) : win', 0).statement;
    assert.ok(st && st.kind === 'position');
    const p = st.items[0]!.position;
    assert.deepEqual(
      p.parts!.map((q) => q.heaps.map((h) => h.text).join(' ')),
      ['3 4', '7', '3 5'],
    );
    assert.deepEqual([p.range.start, p.range.end], [0, 16]);
    assert.equal(st.items[0]!.claim!.value, 'win');
  });

  it('the wrong number of parts is an error on the position', () => {
    const [d] = found('nim + kayles + wythoff\n3 4 + 7\n', DiagnosticCode.HeapCount);
    assert.deepEqual([d!.start, d!.end], [0, 7]);
    assert.match(d!.message, /sum of 3 games: a position has 3 parts joined by '\+'; this one has 2/);
    assert.equal(found('nim + kayles\n5\n', DiagnosticCode.HeapCount).length, 1);
  });

  it('a Wythoff part without two heaps is an error on that part', () => {
    const [d] = found('nim + wythoff\n3 4 + 7\n', DiagnosticCode.HeapCount);
    assert.deepEqual([d!.start, d!.end], [6, 7]);
    assert.match(d!.message, /part 2 is a position of wythoff, played on exactly 2 heaps; it has 1/);
  });

  it("a position written in another game's form is an error on its range, never an empty position", () => {
    // Edges `u-v` are Hackenbush's own text: under a game played on heaps the grammar cannot read
    // them as heaps, and says whose positions are written so (no form refuses another by name).
    for (const rules of ['nim', 'subtraction {1, 2}', 'kayles', 'staircase', 'moore 2', 'wythoff', 'euclid']) {
      const found1 = found(`${rules}\n0-1 1-2\n`, DiagnosticCode.Syntax);
      assert.equal(found1.length, 1, rules);
      assert.deepEqual([found1[0]!.start, found1[0]!.end], [0, 7], rules);
      assert.match(found1[0]!.message, /'0-1 1-2' is written as positions of hackenbush are/, rules);
      assert.equal(found(`${rules}\n0-1 1-2\n`, DiagnosticCode.Unknown).length, 0, rules);
    }
    // A line that begins with a name's edge is a position too, never an unknown statement.
    const [named] = found('nim\na-b b-c\n', DiagnosticCode.Syntax);
    assert.match(named!.message, /'a-b b-c' is written as positions of hackenbush are/);
    const [part] = found('nim + hackenbush\n0-1 + 0-1\n', DiagnosticCode.Syntax);
    assert.deepEqual([part!.start, part!.end], [0, 3]);
    assert.match(part!.message, /^'0-1' is written as positions of hackenbush are/);
  });

  it('+ in a position of one game is an error that says what + means', () => {
    const [d] = found('nim\n3 + 4\n', DiagnosticCode.HeapCount);
    assert.match(d!.message, /'\+' joins the parts of a sum of games, but nim is one game/);
  });

  it('a + with nothing after it is a syntax error', () => {
    const [d] = parseLine('3 4 +', 0).diagnostics;
    assert.match(d!.message, /expected a part after '\+'/);
  });
});

describe('sums: normal play by the XOR of the parts', () => {
  const r = rules('nim + kayles + wythoff');

  it('3 4 + 7 + (3, 5): values 7, 2 and 0, XOR 5, three winning moves in the order of parts', () => {
    const v = solve(r, P([3, 4], [7], [3, 5]));
    assert.equal(v.outcome, 'win');
    assert.equal(v.grundy, 5n);
    assert.deepEqual(
      v.components?.map((c) => [c.rules, c.heaps.join(' '), c.grundy]),
      [
        ['nim', '3 4', 7n],
        ['octal 0.77', '7', 2n],
        ['wythoff', '3 5', 0n],
      ],
    );
    assert.deepEqual(
      v.winningMoves.map((m) => parts(m.result)),
      ['3 1 + 7 + 3 5', '3 4 + 7 + 0 5', '3 4 + 7 + 3 2'],
    );
    assert.deepEqual(
      v.winningMoves.map((m) => m.part?.index),
      [0, 2, 2],
    );
    assert.equal(v.winningMoveCount, 3n);
    assert.equal(parts(v.recommended!.result), '3 1 + 7 + 3 5');
  });

  it('the lens says which part the move is in, and writes the sum as the line did', () => {
    const st = parseLine('3 4 + 7 + (3, 5)', 0).statement;
    assert.ok(st && st.kind === 'position');
    const v = solve(r, P([3, 4], [7], [3, 5]));
    assert.equal(
      verdictTitle(v, st.items[0]!.position.style),
      'Win · take 3 from heap 2 in part 1 (nim) → 3 1 + 7 + (3, 5) · 3 winning moves',
    );
  });

  it('the hover has a row per part, the XOR, the value *g and the moves', () => {
    const v = solve(r, P([3, 4], [7], [3, 5]));
    const text = verdictMarkdown(v, r, { open: '', close: '', separator: ' ', underscores: false });
    assert.match(text, /Grundy value `\*5`/);
    assert.match(
      text,
      /\| part 1 \| nim \| `3 4` \| \*\*7\*\* \| 7 ⊕ 4|\| part 1 \| nim \| `3 4` \| \*\*7\*\* \| 3 ⊕ 4/,
    );
    assert.match(text, /\| part 2 \| Kayles \| `7` \| \*\*2\*\* \|/);
    assert.match(text, /\| part 3 \| wythoff \| `3 5` \| \*\*0\*\* \| a cold pair \|/);
    assert.match(text, /XOR of the values: \*\*5\*\*/);
    assert.match(text, /\*\*3 winning moves\*\*/);
  });

  it('a loss when the values cancel: 1 2 + 3 (nim 3 and Kayles 3, whose value is 3)', () => {
    const v = solve(rules('nim + kayles'), P([1, 2], [3]));
    assert.equal(v.outcome, 'loss');
    assert.equal(v.grundy, 0n);
    assert.equal(v.winningMoveCount, 0n);
    assert.ok(v.recommended, 'a losing position with moves recommends one');
  });

  it('heaps of any size where each part is proved: nim, a subtraction run and Kayles by its period', () => {
    const big = 10n ** 40n;
    const v = solve(rules('nim + subtraction 1..3 + kayles'), encodeParts([[big], [big + 1n], [big + 2n]]));
    // nim: 10^40; 10^40 + 1 mod 4 = 1; Kayles of 10^40 + 2 by its period 12 from 71.
    assert.notEqual(v.outcome, 'unknown');
    assert.equal(v.components![1]!.grundy, 1n);
    assert.equal(
      v.grundy,
      v.components!.reduce((a, c) => a ^ c.grundy!, 0n),
    );
  });

  it('the same game may appear more than once; moves never cross parts', () => {
    const v = solve(rules('kayles + kayles'), P([4], [4]));
    assert.equal(v.outcome, 'loss');
    const w = solve(rules('kayles + kayles'), P([4], [5]));
    assert.equal(w.outcome, 'win');
    for (const m of w.winningMoves) assert.equal(decodeParts(m.result)!.parts.length, 2);
  });

  it('an empty part is written 0', () => {
    const v = solve(r, P([0], [0], [0, 0]));
    assert.equal(v.outcome, 'loss');
    assert.equal(v.recommended, null);
  });
});

describe('sums: Wythoff parts by their exact Grundy value', () => {
  it("small pairs by the mex table: the known table of Wythoff's Grundy values", () => {
    const g = (x: number, y: number) => solve(rules('wythoff + nim'), P([x, y], [0])).grundy;
    const known = [
      [0, 1, 2, 3, 4, 5],
      [1, 2, 0, 4, 5, 3],
      [2, 0, 1, 5, 3, 4],
      [3, 4, 5, 6, 2, 0],
      [4, 5, 3, 2, 7, 6],
      [5, 3, 4, 0, 6, 8],
    ];
    known.forEach((row, x) => row.forEach((value, y) => assert.equal(g(x, y), BigInt(value), `G(${x}, ${y})`)));
  });

  it('a cold pair of any size has value 0: with nim 0 the sum is a loss; with nim 5 a win, its moves in nim', () => {
    const [a, b] = wythoffPair(10n ** 30n);
    const loss = solve(rules('wythoff + nim'), encodeParts([[a, b], [0n]]));
    assert.equal(loss.outcome, 'loss');
    assert.equal(loss.components![0]!.grundy, 0n);
    const win = solve(rules('wythoff + nim'), encodeParts([[a, b], [5n]]));
    assert.equal(win.outcome, 'win');
    assert.equal(win.grundy, 5n);
    // The pair's moves to value 5 need a table far beyond the budget: listed moves are winning, not all counted.
    assert.deepEqual(
      win.winningMoves.map((m) => parts(m.result)),
      [`${a} ${b} + 0`],
    );
    assert.equal(win.winningMoveCount, null);
    assert.match(win.uncounted!, /the moves of part 1 \(wythoff\) to Grundy value 5 are beyond the budget/);
    assert.equal(parts(win.recommended!.result), `${a} ${b} + 0`);
    assert.match(verdictTitle(win), /· 1 winning move found, not all counted$/);
  });

  it('a warm pair too large for the table: unknown, naming the part', () => {
    const v = solve(rules('wythoff + nim'), P([100, 2000], [3]));
    assert.equal(v.outcome, 'unknown');
    assert.match(v.method, /part 1 \(wythoff\): the Grundy value of \(100, 2000\) needs a mex table/);
    assert.deepEqual(
      v.components?.map((c) => c.grundy),
      [null, 3n],
    );
  });
});

describe('sums: misère play', () => {
  it('tame parts (nim, subtraction runs) by the frontier rule, at any size', () => {
    const big = 10n ** 30n;
    const v = solve(rules('nim + subtraction 1..3 misere'), encodeParts([[big, 3n], [7n]]));
    assert.notEqual(v.outcome, 'unknown');
    assert.equal(v.explanation.kind, 'sum');
    assert.ok(v.explanation.kind === 'sum' && v.explanation.misere, 'decided by the frontier rule');
    assert.equal(v.grundy, null, 'no Grundy value in misère play');
    assert.equal(v.components![1]!.grundy, 3n, "a part's normal-play value, in a misère sum too");
  });

  it('1 + 1 in misère nim + nim: a win (take one heap, leave one)', () => {
    const v = solve(rules('nim + nim misere'), P([1], [1]));
    assert.equal(v.outcome, 'win');
    assert.equal(v.winningMoveCount, 2n);
  });

  it('parts that are not tame (Kayles) by exhaustive search within the budget, else unknown', () => {
    const small = solve(rules('nim + kayles misere'), P([2], [3]));
    assert.equal(small.explanation.kind, 'search');
    const large = solve(rules('nim + kayles misere'), P([40, 40], [60]), { budget: 10_000 });
    assert.equal(large.outcome, 'unknown');
    assert.match(large.method, /misère play of this sum/);
  });
});

describe('sums: records', () => {
  const head = 'nim + kayles + wythoff\n';

  it('a step is one legal move of one part; a Kayles split is written in either order', () => {
    const a = analyseText(`${head}3 4 + 7 + 3 5 -> 3 4 + 2 4 + 3 5 -> 3 4 + 4 2 + 3 3\n`);
    assert.deepEqual(
      a.positions[0]!.steps.map((s) => s.legality.legal),
      [true, true],
    );
  });

  it('a step that changes two parts, or none, is illegal', () => {
    const [two] = found(`${head}3 4 + 7 + 3 5 -> 3 3 + 6 + 3 5\n`, DiagnosticCode.IllegalMove);
    assert.match(two!.message, /parts 1 and 2 change: a move is made in one part only/);
    const [none] = found(`${head}3 4 + 7 + 3 5 -> 3 4 + 7 + 3 5\n`, DiagnosticCode.IllegalMove);
    assert.match(none!.message, /no part changes/);
  });

  it("an illegal move of a part's game names the part", () => {
    const [d] = found(`${head}3 4 + 7 + 3 5 -> 3 4 + 7 + 1 2\n`, DiagnosticCode.IllegalMove);
    assert.match(d!.message, /in part 3 \(wythoff\): takes 2 from heap 1 but 3 from heap 2/);
  });

  it('a mistake is a step from a win to a win, with the winning moves written as sums', () => {
    const [d] = found(`${head}3 4 + 7 + (3, 5) -> 3 4 + 3 3 + (3, 5)\n`, DiagnosticCode.Mistake);
    assert.match(d!.message, /3 4 \+ 7 \+ 3 5 → 3 4 \+ 3 3 \+ 3 5 gives the win away/);
    assert.match(d!.message, /3 1 \+ 7 \+ \(3, 5\)/);
  });

  it('the quick fixes write the position after the move in the line own style', () => {
    const st = parseLine('3 4 + 7 + (3, 5)', 0).statement;
    assert.ok(st && st.kind === 'position');
    const v = solve(rules('nim + kayles + wythoff'), P([3, 4], [7], [3, 5]));
    assert.equal(formatPosition(v.winningMoves[2]!.result, st.items[0]!.position.style), '3 4 + 7 + (3, 2)');
  });

  it('a wrong claim is corrected, and its fix keeps the sum', () => {
    const [d] = analyseText(`${head}3 4 + 7 + (3, 5) : loss\n`).diagnostics.filter(
      (x) => x.code === DiagnosticCode.WrongClaim,
    );
    assert.equal(d!.fix!.text, 'win');
    assert.match(d!.message, /: take 3 from heap 2 in part 1 \(nim\) → 3 1 \+ 7 \+ \(3, 5\)/);
  });
});

describe('sums: the JSON report', () => {
  it('heaps, winning moves and the recommendation are lists of parts; grundy and components', async () => {
    const json = await checkJson('nim + kayles + wythoff\n3 4 + 7 + (3, 5)\n');
    const p = json.files[0]!.positions[0]!;
    assert.equal(p.rules, 'nim + octal 0.77 + wythoff');
    assert.deepEqual(p.heaps, [['3', '4'], ['7'], ['3', '5']]);
    assert.deepEqual(p.winningMoves[0], [['3', '1'], ['7'], ['3', '5']]);
    assert.deepEqual(p.recommended, [['3', '1'], ['7'], ['3', '5']]);
    assert.equal(p.winningMoveCount, '3');
    assert.equal(p.grundy, '5');
    assert.deepEqual(p.components, [
      { rules: 'nim', heaps: ['3', '4'], grundy: '7' },
      { rules: 'octal 0.77', heaps: ['7'], grundy: '2' },
      { rules: 'wythoff', heaps: ['3', '5'], grundy: '0' },
    ]);
  });

  it('winningMoveCount is null where a part has moves beyond the budget; the listed ones still win', async () => {
    const [a, b] = wythoffPair(10n ** 30n);
    const json = await checkJson(`wythoff + nim\n(${a}, ${b}) + 5\n`);
    const p = json.files[0]!.positions[0]!;
    assert.equal(p.outcome, 'win');
    assert.equal(p.winningMoveCount, null);
    assert.deepEqual(p.winningMoves, [[[String(a), String(b)], ['0']]]);
    assert.equal(p.grundy, '5');
  });

  it('every position has its Grundy value: nim, a Wythoff pair, null in misère play', async () => {
    const json = await checkJson('3 4 5\nwythoff\n1 1\nnim misere\n3 4 5\n');
    assert.deepEqual(
      json.files[0]!.positions.map((p) => p.grundy),
      ['2', '2', null],
    );
    assert.equal(json.files[0]!.positions[0]!.components, undefined, 'one game has no components');
  });
});

describe('sums: canonical text of the components', () => {
  it('gameText of a sum joins its components', () => {
    assert.equal(gameText(rules('dawson + nim').game), 'octal 0.07 + nim');
  });
});

describe('sums: practice sheets, grade and puzzles', () => {
  it('puzzles --rules "nim + kayles" writes a sheet of sums that grade counts', async () => {
    let sheet = '';
    const status = await run(['puzzles', '--rules', 'nim + kayles', '--count', '6', '--seed', '4'], {
      write: (t) => (sheet += t),
      err: () => {},
    });
    assert.equal(status, 0);
    const lines = sheet.split('\n');
    assert.ok(lines.includes('nim + kayles') && lines.includes('practice'));
    const positions = lines.filter((l) => /^\d/.test(l));
    assert.equal(positions.length, 6);
    for (const p of positions) assert.match(p, /^\d+( \d+)* \+ \d+( \d+)*$/);
    // Each puzzle is what it says: a loss, or a win with exactly one winning move.
    for (const p of positions) {
      const v = solve(rules('nim + kayles'), encodeParts(p.split(' + ').map((q) => q.split(' ').map(BigInt))));
      assert.ok(v.outcome === 'loss' || v.winningMoveCount === 1n, `${p}: ${v.outcome}, ${v.winningMoveCount}`);
    }
    // A student answers every one right: claims, and the one winning move as a step.
    const answered = positions.map((p) => {
      const v = solve(rules('nim + kayles'), encodeParts(p.split(' + ').map((q) => q.split(' ').map(BigInt))));
      if (v.outcome === 'loss') return `${p} : loss`;
      const after = formatPosition(v.recommended!.result, { ...PLAIN, parts: { styles: [PLAIN, PLAIN], join: ' + ' } });
      return `${p} : win -> ${after}`;
    });
    const path = join(dir, 'answered.nim');
    writeFileSync(path, ['nim + kayles', 'practice', ...answered, ''].join('\n'));
    let out = '';
    assert.equal(await run(['grade', '--json', path], { write: (t) => (out += t), err: () => {} }), 0);
    const graded = (JSON.parse(out) as { files: { right: number; wrong: number; missing: number }[] }).files[0]!;
    assert.deepEqual([graded.right, graded.wrong, graded.missing], [6, 0, 0]);
  });

  it('a practice sheet of sums hides the answer until the claim is right', () => {
    const a = analyseText('practice\nnim + kayles\n1 2 + 3 : win\n');
    const d = a.diagnostics.find((x) => x.code === DiagnosticCode.WrongClaim);
    assert.ok(d, 'the wrong claim is reported');
    assert.doesNotMatch(d.message, /take/, 'without the move');
  });
});

describe('sums: what the review found', () => {
  it('prefer fastest and the slowest loss search small sums, as they do one game', () => {
    const fast = solve(rules('nim + nim'), P([3, 6, 5], [2, 4]), { preference: { kind: 'fastest' } });
    const alone = solve(rules('nim'), B5([3, 6, 5, 2, 4]), { preference: { kind: 'fastest' } });
    assert.match(fast.recommendedBecause, /^fastest win: \d+ moves to the end$/);
    assert.equal(fast.recommendedBecause, alone.recommendedBecause);
    const loss = solve(rules('kayles + kayles'), P([4], [4]));
    assert.match(loss.recommendedBecause, /^slowest loss/);
  });

  it("a sum decided by search still shows its parts' values in the hover", () => {
    const r = rules('nim + kayles misere');
    const v = solve(r, P([3], [4]));
    assert.equal(v.explanation.kind, 'search');
    const text = verdictMarkdown(v, r, PLAIN);
    assert.match(text, /\| part 1 \| nim \| `3` \| \*\*3\*\* \|/);
    assert.match(text, /\| part 2 \| octal 0\\\.77 \| `4` \| \*\*1\*\* \|/);
  });

  it("the hover writes each part as its line wrote it: a digraph's tokens by name, Fibonacci Nim's limit", () => {
    const hover = (text: string): string => {
      const p = analyseText(text).positions[0]!;
      return verdictMarkdown(p.verdicts[0]!, p.rules!, p.statement.items[0]!.position.style);
    };
    // Names were written as the numbers that stand for them, and the limit was dropped (`20 6`).
    const names = hover('digraph a: b; b: c; c: + nim\na + 3\n');
    assert.match(names, /\| part 1 \| [^|]+ \| `a` \|/, names);
    const limit = hover('fibonacci + nim\n20 <= 6 + 3\n');
    assert.match(limit, /\| part 1 \| [^|]+ \| `20 <= 6` \|/, limit);
  });

  it('a misère sum by the frontier rule says the rule once, after the XOR', () => {
    const r = rules('nim + subtraction 1..3 misere');
    const text = verdictMarkdown(solve(r, P([3], [5])), r, PLAIN);
    assert.equal(text.match(/XOR of the/g)?.length, 1);
    assert.match(text, /Misère/);
  });

  it('many Wythoff parts beyond the table are refused at once, not searched in vain', () => {
    const r = rules(Array.from({ length: 40 }, () => 'wythoff').join(' + '));
    const start = performance.now();
    const v = solve(r, encodeParts(Array.from({ length: 40 }, (_, i) => [BigInt(100 + i), BigInt(2000 + i)])));
    assert.equal(v.outcome, 'unknown');
    assert.ok(performance.now() - start < 5000, 'a lower bound refuses the search');
  });

  it('parse errors around + say what to write', () => {
    assert.match(parseLine('3 + 4 5 : win + 3', 0).diagnostics[0]!.message, /a claim follows the whole position/);
    assert.match(parseLine('(3 + 4)', 0).diagnostics[0]!.message, /a part in parentheses cannot hold '\+'/);
    assert.equal(parseLine('wythoff misere diagonal 2 + nim', 0).diagnostics.length, 1);
  });
});
