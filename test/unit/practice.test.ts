// Practice sheets: what a student sees before and after a claim, grading, and puzzle sets whose
// answers are checked by exhaustive search.

import * as assert from 'node:assert/strict';
import { run } from '../../src/cli/main';
import { gradeLines } from '../../src/core/practice/grade';
import { practiceHoverMarkdown, practiceLensTitle, practiceView } from '../../src/core/practice/practiceSheet';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { generatePuzzles, MAX_FRUITLESS_UNKNOWN, puzzleSheet, puzzleSteps } from '../../src/core/practice/puzzles';
import type { Rules } from '../../src/core/rules';
import { ExhaustiveSearch } from '../../src/core/search';
import { GameSolver } from '../../src/core/solve';
import { analyseText } from '../../src/core/worksheet/analyser';
import { parseLine, splitLines } from '../../src/core/worksheet/parse';
import { nim, sub, wythoff } from './helpers';
import { SLOW } from './tier';
import { octalGame } from '../../src/core/games/octal/octal';

const SHEET = `nim
practice
3 4 5
1 4 5 : win
3 4 5 : win
2 2 : loss -> 2 1
3 4 5 -> 3 4 4
`;

/** What a hidden line must not show: a move, a verdict, the winning moves. */
function givesAway(text: string): boolean {
  return /take \d|→|->|\bWin\b|\bLoss\b|every move loses|winning moves?:|is a (win|loss)/.test(text);
}

describe('practice sheets: what the student sees', () => {
  it('the practice line parses anywhere, and makes the whole file a practice sheet', () => {
    assert.deepEqual(parseLine('practice', 0).statement, { kind: 'practice', range: { line: 0, start: 0, end: 8 } });
    assert.deepEqual(parseLine('  Practice  # for my class', 3).diagnostics, []);
    assert.match(parseLine('practice now', 0).diagnostics[0]!.message, /unexpected 'now' after 'practice'/);
    assert.equal(
      practiceView(analyseText('nim\n3 4 5\n'), () => false),
      null,
    );
    assert.ok(practiceView(analyseText('3 4 5\nnim\npractice\n'), () => false));
  });

  it('a record whose steps cannot be judged within the budget is not marked as free of mistakes', () => {
    const analysis = analyseText('kayles misere\npractice\n3 9 10 -> 3 4 4 10\n', { budget: 10 });
    const line = practiceView(analysis, () => false)!.lines.get(2)!;
    assert.equal(line.undecidedSteps, 1);
    assert.equal(practiceLensTitle(line), '? the verdict is unknown within the budget');
  });

  it('hides every verdict and move until a claim is right or the line is revealed', () => {
    const analysis = analyseText(SHEET);
    const view = practiceView(analysis, () => false)!;
    const at = (line: number) => view.lines.get(line)!;
    assert.equal(practiceLensTitle(at(2)), '? claim win or loss');
    assert.equal(practiceLensTitle(at(3)), '✗ not quite');
    assert.equal(at(4).open, true, 'a right claim opens the line');
    assert.equal(practiceLensTitle(at(6)), '✗ a step gives the win away');
    for (const line of [2, 3, 6]) {
      assert.equal(at(line).open, false);
      assert.ok(!givesAway(practiceHoverMarkdown(at(line))), `hover of line ${line + 1}`);
    }
    // Diagnostics: a wrong claim is a warning that says nothing of the answer, a mistake names no move, no fix writes the answer.
    const closed = view.diagnostics.filter((d) => [3, 6].includes(d.range.line));
    assert.deepEqual(
      closed.map((d) => [d.range.line, d.severity, d.code]),
      [
        [3, 'warning', 'wrong-claim'],
        [6, 'warning', 'mistake'],
      ],
    );
    for (const d of closed) {
      assert.ok(!d.fix, 'no fix on a hidden answer');
      assert.ok(!givesAway(d.message.replace('gives the win away', '')), d.message);
    }
    // The same findings outside a practice sheet do give the answer away: the check above can fail.
    assert.ok(analysis.diagnostics.filter((d) => [3, 6].includes(d.range.line)).every((d) => givesAway(d.message)));
    assert.deepEqual(view.score, { right: 2, wrong: 1, claimed: 3, positions: 5 });
  });

  it('a revealed line shows everything again, with its fixes', () => {
    const analysis = analyseText(SHEET);
    const view = practiceView(analysis, (line) => line === 3)!;
    const d = view.diagnostics.find((x) => x.range.line === 3)!;
    assert.equal(d.severity, 'error');
    assert.match(d.message, /wrong claim: 1 4 5 is a loss/);
    assert.ok(d.fix);
    assert.equal(view.lines.get(3)!.open, true);
  });
});

describe('practice sheets: grading', () => {
  it('counts right, wrong, missing and mistakes per file', () => {
    assert.deepEqual(gradeLines(splitLines(SHEET)), {
      right: 2,
      wrong: 1,
      missing: 1,
      mistakes: 1,
      positions: 5,
      undecided: 0,
    });
    assert.deepEqual(gradeLines(splitLines('wythoff\n20 33 : loss\n(4, 7) : loss\n(5, 8) : N -> (4, 7) : P\n')), {
      right: 3,
      wrong: 1,
      missing: 0,
      mistakes: 0,
      positions: 3,
      undecided: 0,
    });
  });

  it('an illegal step of a record is a mistake too (it was graded as nothing, as the right move is)', () => {
    const mistakesIn = (record: string) => gradeLines(splitLines(`practice\nnim\n${record}\n`)).mistakes;
    assert.equal(mistakesIn('3 4 5 -> 1 4 5'), 0);
    assert.equal(mistakesIn('3 4 5 -> 3 4 6'), 1);
    assert.equal(mistakesIn('3 4 5 -> 9 9 9 9'), 1);
    assert.equal(mistakesIn('3 4 5 -> 3 4 4'), 1, 'legal, and gives the win away');
    assert.equal(mistakesIn('1 4 5 -> 1 4 4 -> 1 4 6'), 1, 'legal, then illegal');
    const view = analyseText('practice\nnim\n3 4 5 -> 0 0 0 -> 0 0 0\n');
    const steps = view.positions[0]!.steps;
    assert.equal(mistakesIn('3 4 5 -> 0 0 0 -> 0 0 0'), steps.filter((s) => !s.legality.legal).length);
    assert.ok(steps.length >= 1);
  });

  it('nim-lens grade: text and JSON, exit 0 unless a file cannot be read', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nim-lens-grade-'));
    const file = path.join(dir, 'sheet.nim');
    fs.writeFileSync(file, SHEET);
    const out: string[] = [];
    const err: string[] = [];
    const io = { write: (t: string) => void out.push(t), err: (t: string) => void err.push(t) };
    assert.equal(await run(['grade', '--json', file], io), 0);
    assert.deepEqual(JSON.parse(out.join('')), {
      files: [{ path: file, right: 2, wrong: 1, missing: 1, mistakes: 1, positions: 5, undecided: 0 }],
    });
    out.length = 0;
    assert.equal(await run(['grade', file], io), 0);
    assert.equal(out.join(''), `${file}: 2 right, 1 wrong, 1 missing, 1 mistake in records (5 positions)\n`);
    assert.equal(await run(['grade', file, path.join(dir, 'missing.nim')], io), 2);
    assert.match(err.join('\n'), /missing\.nim: no such file/);
  });
});

describe('practice sheets: puzzles', () => {
  const octal = (digits: number[], misere = false): Rules => ({ game: octalGame(digits), misere });
  const ruleSets: [string, Rules][] = [
    ['nim', nim()],
    ['nim misere', nim(true)],
    ['subtraction {1, 3, 4}', sub([1, 3, 4])],
    ['wythoff', wythoff()],
    ['wythoff diagonal 2', wythoff(2)],
    ['kayles', octal([7, 7])],
    ['dawson misere', octal([0, 7], true)],
  ];
  for (const [name, rules] of ruleSets) {
    it(`${name}: losses, or wins with exactly one winning move, by exhaustive search; none alike; the same seed, the same sheet`, () => {
      const search = new ExhaustiveSearch(rules);
      for (const level of [1, 2] as const) {
        const options = { count: 8, seed: 42, level };
        const puzzles = generatePuzzles(rules, options);
        assert.equal(puzzles.length, 8, `${name} level ${level}`);
        const keys = puzzles.map((p) => [...p.heaps].sort((a, b) => (a < b ? -1 : 1)).join(' '));
        assert.equal(new Set(keys).size, keys.length, 'no two alike');
        assert.ok(puzzles.some((p) => p.kind === 'loss') && puzzles.some((p) => p.kind === 'find-the-move'));
        for (const p of puzzles) {
          const solved = search.solve(p.heaps, 5e6);
          if (!solved) continue; // beyond the reference search: the solver's closed form decided it
          assert.equal(solved.outcome === 'loss', p.kind === 'loss', `${name}: ${p.heaps.join(' ')}`);
          if (p.kind === 'find-the-move') {
            let winning = 0;
            for (const m of legalMovesOf(rules, p.heaps)) if (search.solve(m, 5e6)!.outcome === 'loss') winning++;
            assert.equal(winning, 1, `${name}: ${p.heaps.join(' ')} has one winning move`);
          }
        }
        assert.deepEqual(generatePuzzles(rules, options), puzzles, 'the same seed gives the same puzzles');
      }
      assert.notDeepEqual(
        generatePuzzles(rules, { count: 8, seed: 43, level: 1 }),
        generatePuzzles(rules, { count: 8, seed: 42, level: 1 }),
      );
    });
  }

  it('every puzzle is decided when its sheet is checked alone, its lines in order (lasker misere: one was not)', function () {
    this.timeout(120_000);
    const parsed = parseRulesLine('lasker misere');
    assert.ok(parsed.ok);
    const puzzles = generatePuzzles(parsed.rules, { count: 15, seed: 11, level: 2 });
    assert.equal(puzzles.length, 15);
    // As `nim-lens check` of the sheet in a process of its own: one solver, fresh, the lines in order.
    const check = new GameSolver(parsed.rules);
    for (const p of puzzles) {
      const v = check.solve(p.heaps);
      assert.equal(v.outcome === 'loss', p.kind === 'loss', `${p.text}: ${v.outcome}`);
      assert.notEqual(v.outcome, 'unknown', p.text);
    }
  });

  it('a level whose positions are mostly beyond the budget stops early, shorter, and says why', () => {
    const parsed = parseRulesLine('corners misere');
    assert.ok(parsed.ok);
    let beyond = 0;
    const options = { count: 10, seed: 5, level: 3 as const, onBeyondBudget: () => beyond++ };
    const steps = puzzleSteps(parsed.rules, options);
    let candidates = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) candidates++;
    // Each candidate is one solver call within CANDIDATE_BUDGET; before, all 6,000 were tried.
    assert.ok(candidates <= 2 * MAX_FRUITLESS_UNKNOWN, `${candidates} candidates`);
    assert.ok(step.value.length < 10);
    assert.equal(beyond, 1, 'the search says it stopped on candidates beyond the budget');
    // The same search again (seconds): in the slow tier; the quick tier checks seeds on cheaper sheets.
    if (SLOW) assert.deepEqual(generatePuzzles(parsed.rules, options), step.value, 'the same seed, the same sheet');
    // Where candidates are decided, nothing is said: a short sheet is then the rules' own limit.
    let said = 0;
    generatePuzzles(nim(true), {
      count: 500,
      seed: 1,
      level: 1,
      onBeyondBudget: () => said++,
    });
    assert.equal(said, 0);
  });

  it('stops at its time limit, with a shorter sheet', () => {
    const none = generatePuzzles(nim(), { count: 10, seed: 1, level: 1, timeLimitMs: 0 });
    assert.deepEqual(none, []);
  });

  it('harder with the level: more heaps or larger ones', () => {
    // Ten puzzles a level in the quick tier (their searches take seconds at level 3), twenty in the slow.
    const size = (level: 1 | 2 | 3) =>
      generatePuzzles(nim(), { count: SLOW ? 20 : 10, seed: 5, level }).reduce(
        (s, p) => s + p.heaps.length * 100 + Number(p.heaps.reduce((a, b) => (a > b ? a : b))),
        0,
      );
    assert.ok(size(1) < size(2) && size(2) < size(3));
  });

  it('the sheet is a practice worksheet with no error, and nim-lens puzzles writes it', async () => {
    const rules = wythoff();
    const options = { count: 5, seed: 9, level: 1 as const };
    const text = puzzleSheet('wythoff', generatePuzzles(rules, options), options);
    const analysis = analyseText(text);
    assert.ok(practiceView(analysis, () => false));
    assert.deepEqual(
      analysis.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    assert.equal(analysis.positions.length, 5);
    const out: string[] = [];
    const io = { write: (t: string) => void out.push(t), err: () => undefined };
    assert.equal(await run(['puzzles', '--rules', 'wythoff', '--count', '5', '--seed', '9'], io), 0);
    assert.equal(out.join(''), text);
    for (const bad of [
      ['--rules', 'chess'],
      ['--rules', 'nim', '--level', '4'],
      ['--rules', 'nim', '--count', '0'],
      ['--count', '3'],
      ['--rules', 'nim', '--seed', 'x'],
    ]) {
      assert.equal(await run(['puzzles', ...bad], io), 2, bad.join(' '));
    }
  });
});

function legalMovesOf(rules: Rules, heaps: readonly bigint[]): bigint[][] {
  // The core's move generator, imported lazily to keep this file's imports about practice.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { legalMoves } = require('../../src/core/game') as typeof import('../../src/core/game');
  return [...legalMoves(rules, heaps)].map((m) => [...m.result]);
}
