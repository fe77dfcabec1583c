// Games on digraphs: the generalised Sprague–Grundy function against retrograde analysis of the
// positions (oracles/loopyBrute.ts) on random digraphs with cycles and self-loops: one token, and
// sums of two and three tokens, whose outcomes follow the rule for infinite values.

import * as assert from 'node:assert/strict';
import { gsg, sumOutcome } from '../../src/core/games/digraph/gsg';
import { checkMove } from '../../src/core/game';
import { nameNumber } from '../../src/core/games/forms/names';
import { type Rules } from '../../src/core/rules';
import { type Move } from '../../src/core/move';
import { gamePicture } from '../../src/core/pictures/gamePicture';
import { LIGHT_PALETTE } from '../../src/core/pictures/svg';
import { practiceLensTitle, practiceView } from '../../src/core/practice/practiceSheet';
import { generatePuzzles, puzzleSheet } from '../../src/core/practice/puzzles';
import { solve } from '../../src/core/solve';
import { decodeParts, encodeParts } from '../../src/core/sumPosition';
import { analyseText } from '../../src/core/worksheet/analyser';
import { formatPosition } from '../../src/core/worksheet/format';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { DiagnosticCode } from '../../src/core/reading/syntax';
import { gsgByRounds } from './oracles/gsgRounds';
import { bruteOutcome, tokenMoves } from './oracles/loopyBrute';
import { reasonMarkdown } from './helpers';
import { int, prng, type Rand } from './random';
import { oracleCount } from './tier';

function randomDigraph(r: Rand, n: number, density: number): number[][] {
  return Array.from({ length: n }, () => {
    const out = new Set<number>();
    for (let w = 0; w < n; w++) if (r() < density) out.add(w);
    return [...out];
  });
}

describe('games on digraphs: the generalised Sprague–Grundy function', function () {
  this.timeout(120_000);

  it('a cycle a ⇄ b with an exit: a and b win, the exit loses', () => {
    // a → b, b → a, b → c: c is lost (0), b reaches it (1), and a, whose only move gives b, is lost (0).
    const values = gsg([[1], [0, 2], []]);
    assert.deepEqual(values[2], { finite: 0 });
    assert.deepEqual(values[1], { finite: 1 });
    assert.deepEqual(values[0], { finite: 0 });
    // A bare cycle a ⇄ b is a draw: ∞ with no finite follower.
    assert.deepEqual(gsg([[1], [0]]), [{ infinite: [] }, { infinite: [] }]);
    assert.equal(sumOutcome(gsg([[1], [0]]).slice(0, 1)), 'draw');
  });

  it('one token: outcomes agree with retrograde analysis on random digraphs with cycles', () => {
    const r = prng(2805);
    for (let c = 0; c < oracleCount(800); c++) {
      const n = int(r, 1, 9);
      const arrows = randomDigraph(r, n, [0.1, 0.2, 0.35][c % 3]!);
      const values = gsg(arrows);
      for (let v = 0; v < n; v++)
        assert.equal(sumOutcome([values[v]!]), bruteOutcome(arrows, [v]), `${JSON.stringify(arrows)} at ${v}`);
    }
  });

  it('the labelling with counters gives the values of the rounds of passes, on random digraphs with cycles and on the shapes that need many rounds', () => {
    const r = prng(3901);
    const graphs: number[][][] = [];
    for (let c = 0; c < oracleCount(1200); c++) {
      const n = int(r, 1, 40);
      graphs.push(randomDigraph(r, n, [0.03, 0.06, 0.12, 0.25][c % 4]!));
    }
    // A tournament (vertex k to every smaller one: values 0 … n − 1), with arrows back up that make
    // cycles; chains with loops; a vertex pointing to all.
    for (const n of [1, 2, 7, 30]) {
      const tournament = Array.from({ length: n }, (_, k) => Array.from({ length: k }, (_, j) => j));
      graphs.push(tournament);
      graphs.push(tournament.map((out, k) => (k % 3 === 0 && k + 2 < n ? [...out, k + 2] : out)));
      graphs.push(Array.from({ length: n }, (_, k) => (k + 1 < n ? [k + 1] : [k])));
      graphs.push(Array.from({ length: n }, (_, k) => (k === 0 ? Array.from({ length: n }, (_, j) => j) : [])));
    }
    for (const arrows of graphs) assert.deepEqual(gsg(arrows), gsgByRounds(arrows), JSON.stringify(arrows));
  });

  it('a chain of 100,000 vertices is labelled (the passes of the rounds took minutes), and a worksheet of it answers', () => {
    const n = 100_000;
    const values = gsg(Array.from({ length: n }, (_, k) => (k + 1 < n ? [k + 1] : [])));
    assert.deepEqual(values[n - 1], { finite: 0 });
    assert.deepEqual(values[n - 2], { finite: 1 });
    assert.deepEqual(values[0], { finite: (n - 1) % 2 });
    // The same chain on a rules line, its last vertex a loop: every vertex is a draw.
    const line = `digraph ${Array.from({ length: n }, (_, k) => `v${k}: v${k + 1 < n ? k + 1 : k}`).join('; ')}`;
    const a = analyseText(`${line}\nv0 : draw\nv0 -> v1\n`);
    assert.deepEqual(
      a.diagnostics.filter((d) => d.severity !== 'information'),
      [],
    );
    assert.equal(a.positions[0]!.verdicts[0]!.outcome, 'draw');
  });

  it('sums of two and three tokens: the rule for infinite values agrees with retrograde analysis', () => {
    const r = prng(2806);
    for (let c = 0; c < oracleCount(400); c++) {
      const n = int(r, 1, 7);
      const arrows = randomDigraph(r, n, [0.15, 0.3][c % 2]!);
      const values = gsg(arrows);
      const tokens = Array.from({ length: int(r, 2, 3) }, () => int(r, 0, n - 1));
      assert.equal(
        sumOutcome(tokens.map((v) => values[v]!)),
        bruteOutcome(arrows, tokens),
        `${JSON.stringify(arrows)} with ${tokens.join(' ')}`,
      );
    }
  });

  it('the solver: outcome, every winning move and every move that keeps a draw, normal and misère, against retrograde analysis', () => {
    const r = prng(2807);
    for (let c = 0; c < oracleCount(400); c++) {
      const n = int(r, 1, 6);
      const arrows = randomDigraph(r, n, [0.15, 0.3][c % 2]!);
      const names = arrows.map((_, v) => `v${v}`);
      const game = { kind: 'digraph', names, arrows } as const;
      const tokens = Array.from({ length: int(r, 1, 3) }, () => int(r, 0, n - 1));
      const vector = tokens.map((v) => nameNumber(names[v]!));
      const back = (result: readonly bigint[]) => result.map((h) => names.findIndex((x) => nameNumber(x) === h));
      for (const misere of [false, true]) {
        const rules: Rules = { game, misere };
        const v = solve(rules, vector);
        const where = `${JSON.stringify(arrows)} with ${tokens.join(' ')}${misere ? ', misère' : ''}`;
        assert.equal(v.outcome, bruteOutcome(arrows, tokens, misere), where);
        const key = (t: readonly number[]) => [...t].sort().join(',');
        const results = new Map(tokenMoves(arrows, tokens).map((t) => [key(t), bruteOutcome(arrows, t, misere)]));
        const wins = [...results]
          .filter(([, o]) => o === 'loss')
          .map(([k]) => k)
          .sort();
        const draws = [...results]
          .filter(([, o]) => o === 'draw')
          .map(([k]) => k)
          .sort();
        assert.deepEqual(v.winningMoves.map((m) => key(back(m.result))).sort(), v.outcome === 'win' ? wins : [], where);
        assert.equal(v.winningMoveCount, BigInt(v.outcome === 'win' ? wins.length : 0), where);
        if (v.outcome === 'draw') {
          assert.deepEqual(v.drawingMoves!.map((m) => key(back(m.result))).sort(), draws, where);
          assert.ok(v.recommended && v.drawingMoves!.includes(v.recommended), where);
        }
      }
    }
  });

  it('reads the graph from the rules line, with errors on their range', () => {
    const read = parseRulesLine('digraph a: b c; b: a; c:');
    assert.ok(read.ok);
    assert.deepEqual(read.rules.game, { kind: 'digraph', names: ['a', 'b', 'c'], arrows: [[1, 2], [0], []] });
    const errors: [string, string, number][] = [
      ['digraph a: b b', 'b is named twice in the arrows of a', 13],
      ['digraph a: b; a: c', 'the vertex a is given twice', 14],
      ['digraph a: b;; b: a', "a stray ';'", 12],
      ['digraph : b', "a vertex name is missing before ':'", 8],
      ['digraph a: b c: d', "a ';' is missing before the vertex c", 13],
    ];
    for (const [line, message, column] of errors) {
      const a = analyseText(`${line}\n`);
      const d = a.diagnostics.find((x) => x.severity === 'error');
      assert.ok(d, line);
      assert.ok(d.message.includes(message), `${line}: ${d.message}`);
      assert.equal(d.range.start, column, line);
    }
    // The options follow a comma; without it `misere` would be a vertex.
    const misere = parseRulesLine('digraph a: b; b: a, misere');
    assert.ok(misere.ok && misere.rules.misere);
  });

  it('in a worksheet: positions of names, claims of draws in English and French, records and their mistakes', () => {
    const a = analyseText(
      'digraph x: y z; y: x; z: z w; w:\nx : draw\nz : nulle\nx z : win\nx -> z\nq\nx -> w\nnim\nx\n',
    );
    const on = (line: number) => a.diagnostics.filter((d) => d.range.line === line);
    assert.equal(on(1).length, 0, 'x is a draw');
    const wrong = on(2).find((d) => d.code === DiagnosticCode.WrongClaim);
    assert.match(wrong!.message, /z is a win/);
    assert.equal(wrong!.fix?.text, 'gagnant', 'corrected in French');
    assert.equal(on(3)[0]?.fix?.text, 'draw');
    assert.match(on(4).find((d) => d.code === DiagnosticCode.Mistake)!.message, /x → z gives the draw away/);
    assert.match(on(5)[0]!.message, /q is not a vertex of the graph/);
    assert.match(on(6)[0]!.message, /there is no arrow from x to w/);
    // Under other rules a line of names is a rules line with an error.
    assert.equal(on(8)[0]?.code, DiagnosticCode.UnknownStatement);
    const draw = a.positions.find((p) => p.line === 1)!.verdicts[0]!;
    assert.equal(draw.outcome, 'draw');
    assert.equal(draw.recommendedBecause, 'keeps the draw');
    // Its picture: the graph in layers, the token on x, the move that keeps the draw marked.
    const rules = a.positions.find((p) => p.line === 1)!.rules!;
    const picture = gamePicture(rules, [nameNumber('x')], draw, { palette: LIGHT_PALETTE, showMoves: true });
    assert.equal(picture?.kind, 'digraph');
    assert.match(
      picture.alt,
      /^A digraph of 4 vertices with 1 token: x → y z; y → x; z → z w; w → ·\. The move marked: x to y\.$/,
    );
    assert.match(
      picture.svg,
      /data-arrow="x-y"[^>]*class="arrow recommended|class="arrow recommended[^"]*"[^>]*data-arrow="x-y"/,
    );
  });

  it('in a sum with Nim: one infinite value decides by its K, two are a draw, against retrograde analysis', () => {
    const r = prng(2808);
    for (let c = 0; c < oracleCount(300); c++) {
      const n = int(r, 1, 5);
      const arrows = randomDigraph(r, n, [0.2, 0.35][c % 2]!);
      const names = arrows.map((_, v) => `v${v}`);
      const tokens = Array.from({ length: int(r, 1, 2) }, () => int(r, 0, n - 1));
      const heap = int(r, 0, 4);
      // A Nim heap of h is a token on vertex h of a graph where each vertex points to every smaller one.
      const union = [...arrows, ...Array.from({ length: 5 }, (_, k) => Array.from({ length: k }, (_, j) => n + j))];
      const expected = bruteOutcome(union, [...tokens, n + heap]);
      const rules: Rules = {
        game: { kind: 'sum', components: [{ kind: 'digraph', names, arrows }, { kind: 'nim' }] },
        misere: false,
      };
      const v = solve(rules, encodeParts([tokens.map((t) => nameNumber(names[t]!)), [BigInt(heap)]]));
      const where = `${JSON.stringify(arrows)} with ${tokens.join(' ')} + ${heap}`;
      assert.equal(v.outcome, expected, where);
      const back = (m: Move): number[] => {
        const parts = decodeParts(m.result)!.parts;
        return [...parts[0]!.map((h) => names.findIndex((x) => nameNumber(x) === h)), n + Number(parts[1]![0]!)];
      };
      for (const m of v.winningMoves) assert.equal(bruteOutcome(union, back(m)), 'loss', `${where}: ${m.words ?? ''}`);
      if (v.outcome === 'win') {
        const wins = tokenMoves(union, [...tokens, n + heap]).filter((q) => bruteOutcome(union, q) === 'loss');
        const keys = new Set(wins.map((q) => [...q].sort().join(',')));
        assert.equal(v.winningMoveCount, BigInt(keys.size), where);
      }
      if (v.outcome === 'draw') {
        assert.ok(v.recommended, where);
        assert.equal(bruteOutcome(union, back(v.recommended)), 'draw', where);
        for (const m of v.drawingMoves ?? []) assert.equal(bruteOutcome(union, back(m)), 'draw', where);
        // Every move that keeps the draw, in the digraph and in the Nim heap alike, each result once.
        const draws = tokenMoves(union, [...tokens, n + heap]).filter((q) => bruteOutcome(union, q) === 'draw');
        const keys = [...new Set(draws.map((q) => [...q].sort().join(',')))].sort();
        assert.deepEqual((v.drawingMoves ?? []).map((m) => back(m).sort().join(',')).sort(), keys, where);
      }
    }
  });

  it('practice: a sheet asks for win, loss or draw, and its puzzles include draws with one move that keeps them', () => {
    const rules = parseRulesLine('digraph a: b; b: a c; c: d; d:');
    assert.ok(rules.ok);
    const options = { count: 8, seed: 3, level: 2 } as const;
    const puzzles = generatePuzzles(rules.rules, options);
    assert.ok(puzzles.some((p) => p.kind === 'keep-the-draw'));
    for (const p of puzzles) {
      const v = solve(rules.rules, p.heaps);
      if (p.kind === 'keep-the-draw') assert.equal(v.drawingMoveCount, 1n, p.text);
      if (p.kind === 'find-the-move') assert.equal(v.winningMoveCount, 1n, p.text);
      if (p.kind === 'loss') assert.equal(v.outcome, 'loss', p.text);
    }
    const sheet = puzzleSheet('digraph a: b; b: a c; c: d; d:', puzzles, options, rules.rules);
    assert.match(sheet, /`: draw`/);
    const analysis = analyseText(sheet);
    const view = practiceView(analysis, () => false)!;
    const line = [...view.lines.values()][0]!;
    assert.equal(practiceLensTitle(line), '? claim win, loss or draw');
  });
});

describe('games on digraphs: the hover says what ∞(K) means', () => {
  const markdown = (text: string): string => {
    const p = analyseText(text).positions[0]!;
    return reasonMarkdown(p.verdicts[0]!.explanation);
  };
  it('where a token has an infinite value, and not otherwise', () => {
    assert.match(markdown('digraph a: b; b: a\na\n'), /\*∞\(K\): from this vertex play can go on for ever; K lists/);
    assert.match(markdown('digraph x: y z; y: x; z: z w; w:\nx z\n'), /two or more make a draw/);
    assert.doesNotMatch(markdown('digraph a: b; b: c; c:\na\n'), /∞\(K\)/);
  });
});

describe('games on digraphs: vertex names of letters, digits and _ wherever a name appears', () => {
  const errors = (a: ReturnType<typeof analyseText>) => a.diagnostics.filter((d) => d.severity !== 'information');
  const verdictAt = (a: ReturnType<typeof analyseText>, line: number, item = 0) =>
    a.positions.find((p) => p.line === line)?.verdicts[item] ?? null;

  it('names with _ and digits in any order: the rules line, positions, records and claims', () => {
    const a = analyseText(
      [
        'digraph v3:; m: v3; h: q_x; v14_x:; v17: q_x m; q_x: m h',
        'v3 : loss',
        'h h : draw',
        'q_x v14_x : nulle',
        'v17 -> q_x',
        'v17 : draw -> q_x : draw -> h -> q_x',
      ].join('\n'),
    );
    assert.deepEqual(errors(a), []);
    const rules = a.positions[0]!.rules!;
    assert.deepEqual(rules.game, {
      kind: 'digraph',
      names: ['v3', 'm', 'h', 'q_x', 'v14_x', 'v17'],
      arrows: [[], [0], [3], [1, 2], [], [3, 1]],
    });
    assert.deepEqual(
      [1, 2, 3, 4].map((line) => verdictAt(a, line)!.outcome),
      ['loss', 'draw', 'draw', 'draw'],
    );
    assert.deepEqual(verdictAt(a, 5, 2)!.outcome, 'draw');
    // Each verdict as retrograde analysis finds it on the same graph.
    const arrows = [[], [0], [3], [1, 2], [], [3, 1]];
    assert.equal(bruteOutcome(arrows, [2, 2]), 'draw');
    assert.equal(bruteOutcome(arrows, [3, 4]), 'draw');
    assert.equal(bruteOutcome(arrows, [1]), 'win');
  });

  it('game, claim, coin and option words are vertices: lines that begin with them are positions, except a game word', () => {
    const graph =
      'digraph t: v; v: n p; n: win; p:; win: nim; nim: heads; heads: normal; normal: t _x; _x: 1; 1: a2; a2: 1';
    const a = analyseText(
      [
        graph,
        't : loss', // a coin word (a row of coins elsewhere)
        'v : win',
        'n p : n', // claim words as vertices, and the claim after ':'
        'win : p',
        'heads -> normal',
        'normal : win', // an option word
        '_x',
        '1 a2', // a name of digits first
        '(nim) -> heads', // a game word first, in parentheses
        'win nim, t',
        'h', // not a vertex: said on its range
        'nim -> heads', // a game word begins a rules line (spec), with a hint
        't',
      ].join('\n'),
    );
    const on = (line: number) => a.diagnostics.filter((d) => d.range.line === line);
    for (let line = 1; line <= 10; line++) assert.deepEqual(on(line), [], `line ${line}`);
    // Against retrograde analysis of the same graph (its vertices numbered in the order first named).
    const names = ['t', 'v', 'n', 'p', 'win', 'nim', 'heads', 'normal', '_x', '1', 'a2'];
    const arrows = [[1], [2, 3], [4], [], [5], [6], [7], [0, 8], [9], [10], [9]];
    const lines: [number, string][] = [
      [1, 't'],
      [2, 'v'],
      [3, 'n p'],
      [4, 'win'],
      [5, 'heads'],
      [6, 'normal'],
      [7, '_x'],
      [8, '1 a2'],
      [9, 'nim'],
      [10, 'win nim t'],
    ];
    for (const [line, tokens] of lines)
      assert.equal(
        verdictAt(a, line)!.outcome,
        bruteOutcome(
          arrows,
          tokens.split(' ').map((x) => names.indexOf(x)),
        ),
        `line ${line}: ${tokens}`,
      );
    assert.match(on(11)[0]!.message, /^h is not a vertex of the graph/);
    assert.deepEqual(on(11)[0]!.range, { line: 11, start: 0, end: 1 });
    const hint = on(12).find((d) => d.severity === 'warning')!;
    assert.match(
      hint.message,
      /'nim' is a vertex of the graph, but a line that begins with a game word is a rules line: write \(nim\)/,
    );
    assert.equal(on(12).find((d) => d.severity === 'error')?.code, DiagnosticCode.Syntax);
    assert.match(on(13)[0]!.message, /not analysed: the rules line 13 above has an error/);
    const nim = a.positions.find((p) => p.line === 9)!;
    assert.deepEqual(
      nim.steps.map((s) => s.legality.legal),
      [true],
    );
  });

  it('positions written back stay positions: a game word first is put in parentheses, a longer name is not one', () => {
    const a = analyseText(
      ['digraph a: nim; nim: practice; practice: nim_x; nim_x:', 'a', 'nim_x', 'nim_x a'].join('\n'),
    );
    assert.deepEqual(errors(a), []);
    const line = a.positions.find((p) => p.line === 1)!;
    const style = line.statement.items[0]!.position.style;
    assert.equal(formatPosition(line.verdicts[0]!.recommended!.result, style), '(nim)');
    assert.equal(formatPosition([nameNumber('practice'), nameNumber('a')], style), '(practice a)');
    assert.equal(formatPosition([nameNumber('nim_x'), nameNumber('nim')], style), 'nim_x nim');
    // A practice sheet of such a graph reads back as it was written.
    const rules = 'digraph nim: kayles a; kayles: nim; a:';
    const read = parseRulesLine(rules);
    assert.ok(read.ok);
    const options = { count: 12, seed: 5, level: 2 } as const;
    const puzzles = generatePuzzles(read.rules, options);
    const sheet = puzzleSheet(rules, puzzles, options, read.rules);
    assert.match(sheet, /^\(nim nim\)$/m);
    const back = analyseText(sheet);
    assert.deepEqual(errors(back), []);
    assert.equal(back.positions.length, puzzles.length);
  });

  it('names that begin with digits, and a digraph after another game in a sum (issue 44)', () => {
    const a = analyseText(
      [
        'digraph a: 1; 1: a2; a2:',
        '1 a : win',
        '1 -> a2',
        'nim + digraph a: b; b:',
        '1 + a : loss',
        '1 + a -> 1 + b',
        '(1, 2) + a b',
        'digraph v14: v2_x; v2_x: v14 + nim',
        'v14 v2_x v2_x + 0 : draw',
        'v14 + 0 -> v2_x + 0',
      ].join('\n'),
    );
    assert.deepEqual(errors(a), []);
    assert.equal(verdictAt(a, 4)!.outcome, 'loss');
    assert.equal(verdictAt(a, 8)!.outcome, 'draw');
  });

  it('a rules line with an error: the tokens below it are not analysed, each naming that line (spec)', () => {
    const a = analyseText(
      ['digraph a: b b', 'a', 'a -> b', '3 4', 'a : draw', 'nim', '3', 'digraf a: b; b: a', 'a', 'b a'].join('\n'),
    );
    const on = (line: number) => a.diagnostics.filter((d) => d.range.line === line);
    for (const line of [1, 2, 3, 4]) {
      assert.equal(on(line).length, 1, `line ${line}`);
      assert.equal(on(line)[0]!.code, DiagnosticCode.RulesInvalid, `line ${line}`);
      assert.match(on(line)[0]!.message, /the rules line 1 above/, `line ${line}`);
    }
    assert.equal(verdictAt(a, 6)!.outcome, 'win');
    for (const line of [8, 9]) assert.match(on(line)[0]!.message, /the rules line 8 above/, `line ${line}`);
  });
});

describe('games on digraphs: a move along a self-loop', () => {
  it('a move along a self-loop is legal (issue 44): alone, in a record and in a sum', () => {
    const a = analyseText(
      ['digraph a: a b; b:', 'a -> a -> b', 'digraph a: a + nim', 'a + 3 -> a + 3 -> a + 1'].join('\n'),
    );
    assert.deepEqual(
      a.diagnostics.filter((d) => d.code === DiagnosticCode.IllegalMove),
      [],
    );
    const rules = parseRulesLine('digraph a: a b; b:');
    assert.ok(rules.ok);
    const step = checkMove(rules.rules, [nameNumber('a')], [nameNumber('a')]);
    assert.ok(step.legal);
    assert.equal(step.move.words, 'move the token on a to a');
    const none = checkMove(rules.rules, [nameNumber('b')], [nameNumber('b')]);
    assert.ok(!none.legal);
    assert.match(none.reason, /no token moved/);
    // In a sum, a step that changes no part is a move only where a part has such a move.
    const still = analyseText('digraph a: b; b: + nim + hackenbush\na + 3 + 0-1 -> a + 3 + 0-1\n');
    assert.match(
      still.diagnostics.find((d) => d.code === DiagnosticCode.IllegalMove)!.message,
      /no part changes: a move is made in one part/,
    );
  });
});

describe('games on digraphs: misère play within the budget, alone and in sums', function () {
  this.timeout(120_000);

  it('1,000 tokens on one line: the analysis counts each position and move by its tokens, stops within the budget and says so (issue 44)', () => {
    const rules = parseRulesLine('digraph a: b c; b: a c; c:, misere');
    assert.ok(rules.ok);
    const tokens = Array.from({ length: 1000 }, (_, k) => nameNumber(['a', 'b'][k % 2]!));
    const small = solve(rules.rules, tokens, { budget: 50_000 });
    assert.equal(small.outcome, 'unknown');
    assert.match(
      small.method,
      /^unknown: misère play on a digraph is decided by retrograde analysis of the positions reachable, which stopped at the budget of 50000 after finding \d+ positions \(each position and each move it examines costs 502 units, for its 1000 tokens\)$/,
    );
    const found = Number(/after finding (\d+) positions/.exec(small.method)![1]);
    assert.ok(
      found >= 2 && found <= 100,
      `${found} positions within a budget of 50,000 units (502 a position and a move)`,
    );
    // The worksheet's budget: the same, with its own figures (the old analysis filled 4 GB here).
    const a = analyseText(`digraph a: b c; b: a c; c:, misere\n${tokens.map((_, k) => ['a', 'b'][k % 2]).join(' ')}\n`);
    assert.equal(a.positions[0]!.verdicts[0]!.outcome, 'unknown');
    assert.match(a.positions[0]!.verdicts[0]!.method, /stopped at the budget of 2000000 after finding \d+ positions/);
    // A few tokens are still decided, by the same analysis.
    assert.equal(
      solve(rules.rules, tokens.slice(0, 3), { budget: 50_000 }).outcome,
      bruteOutcome([[1, 2], [0, 2], []], [0, 1, 0], true),
    );
  });

  it('misère sums with a digraph part: decided by retrograde analysis of the sum, against retrograde analysis of the union graph (issue 44)', () => {
    // No move at all: the player to move has won (misère).
    const none = analyseText('digraph a: b; b: + nim, misere\nb + 0 : win\nb + 0 -> b + 0\n');
    assert.equal(none.positions[0]!.verdicts[0]!.outcome, 'win');
    assert.match(none.diagnostics.find((d) => d.range.line === 2)!.message, /no part changes/);
    const r = prng(3902);
    let decided = 0;
    for (let c = 0; c < oracleCount(300); c++) {
      const n = int(r, 1, 5);
      const arrows = randomDigraph(r, n, [0.2, 0.35][c % 2]!);
      const names = arrows.map((_, v) => `v${v}`);
      const tokens = Array.from({ length: int(r, 1, 2) }, () => int(r, 0, n - 1));
      const heap = int(r, 0, 4);
      // A Nim heap of h is a token on vertex h of a graph where each vertex points to every smaller one.
      const union = [...arrows, ...Array.from({ length: 5 }, (_, k) => Array.from({ length: k }, (_, j) => n + j))];
      const rules: Rules = {
        game: { kind: 'sum', components: [{ kind: 'digraph', names, arrows }, { kind: 'nim' }] },
        misere: true,
      };
      const v = solve(rules, encodeParts([tokens.map((t) => nameNumber(names[t]!)), [BigInt(heap)]]));
      const where = `${JSON.stringify(arrows)} with ${tokens.join(' ')} + ${heap}, misère`;
      assert.equal(v.outcome, bruteOutcome(union, [...tokens, n + heap], true), where);
      decided++;
      const back = (m: Move): number[] => {
        const parts = decodeParts(m.result)!.parts;
        return [...parts[0]!.map((h) => names.findIndex((x) => nameNumber(x) === h)), n + Number(parts[1]![0]!)];
      };
      const key = (q: readonly number[]) => [...q].sort().join(',');
      const results = tokenMoves(union, [...tokens, n + heap]);
      const want = (o: string) =>
        [...new Set(results.filter((q) => bruteOutcome(union, q, true) === o).map(key))].sort();
      assert.deepEqual(v.winningMoves.map((m) => key(back(m))).sort(), v.outcome === 'win' ? want('loss') : [], where);
      if (v.outcome === 'draw')
        assert.deepEqual((v.drawingMoves ?? []).map((m) => key(back(m))).sort(), want('draw'), where);
    }
    assert.equal(decided, oracleCount(300));
  });

  it('a misère sum beyond the budget says what the analysis did', () => {
    const rules = parseRulesLine('digraph a: b; b: a + nim, misere');
    assert.ok(rules.ok);
    const v = solve(rules.rules, encodeParts([[nameNumber('a')], [1000n]]), { budget: 5_000 });
    assert.equal(v.outcome, 'unknown');
    assert.match(
      v.method,
      /^unknown: misère play of this sum, which has a part whose positions can come back \(tokens on a digraph\), is decided by retrograde analysis of the positions reachable, which stopped at the budget of 5000 after finding \d+ positions$/,
    );
  });
});
