// Forms that read their own text (Fibonacci's limit, Hackenbush's edges, Poker Nim's banks): a
// position's statement, as the analysis keeps it (restyled to write results as its game does), is
// read again by the hover, the quick fixes and the panel: it must read as the line did. A plain
// line such as `20` or `0` is read without the form (the fast path of lines of digits), and its
// restyled style must not make it read as a limit, as edges or as banks.

import * as assert from 'node:assert/strict';
import { type Rules } from '../../src/core/rules';
import { analyseText } from '../../src/core/worksheet/analyser';
import { positionShape } from '../../src/core/worksheet/positionShape';
import { parsePlayStyle } from '../../src/shared/playProtocol';
import { PlayGame } from '../../src/play/game';
import { formatPosition } from '../../src/core/worksheet/format';
import { DiagnosticCode } from '../../src/core/reading/syntax';

const CASES: readonly (readonly [string, string, string | null])[] = [
  ['fibonacci', '20', '20'],
  ['fibonacci', '(20)', '20'],
  ['fibonacci', '20 <= 6', '20,6'],
  ['fibonacci + nim', '20 + 3', '1,20,1,3'],
  ['hackenbush', '0', ''],
  ['hackenbush', '3 4', null],
  ['poker nim', '3 4 5 | 2 0', '3,4,5,2,0'],
  ['poker nim', '3 4 5', null],
  // Rows and grids of coins and a digraph's names read their own text too.
  ['ruler', 'THHTH', '2,3,5'],
  ['ruler', 'heads 5 2', '2,5'],
  ['ruler', '3 4', null],
  ['corners', '(3, 3) (1, 2)', '1,2,3,3'],
  ['corners', '(1, 2)', '1,2'],
  ['corners', 'heads', ''],
  ['corners', '1 2', null],
  ['mock turtles + corners', 'heads 1 + (1, 2)', '1,1,2,1,2'],
  // A name is its number (forms/names.ts): `a` is 0x10061; `1`, read at once as digits, 0x10031.
  ['digraph a: b; b:; 1: a', 'a b', '65633,65634'],
  ['digraph a: b; b:; 1: a', '(a, 1)', '65633,65585'],
  ['digraph a: b; b:; 1: a', '1', '65585'],
  ['digraph a: b; b:; 1: a', 'c', null],
];

describe('forms that read their own text', () => {
  for (const [rules, line, vector] of CASES)
    it(`${rules}: '${line}' reads the same from the statement the analysis keeps`, () => {
      const a = analyseText(`${rules}\n${line}\n`);
      const p = a.positions[0]!;
      const kept = positionShape(p.rules!, p.statement.items[0]!.position);
      // The vector the analysis read and keeps for the faces (they never read the line again).
      assert.equal(p.vectors[0]?.join(',') ?? null, vector);
      if (vector === null) {
        assert.equal(kept.ok, false, 'refused, as the line was');
        assert.ok(a.diagnostics.some((d) => d.severity === 'error'));
      } else {
        assert.ok(kept.ok, kept.ok ? '' : kept.message);
        assert.equal(kept.heaps.join(','), vector);
        assert.notEqual(p.verdicts[0], null);
      }
    });
});

describe('forms that read their own text, on hostile or odd input', () => {
  const errors = (text: string) => analyseText(text).diagnostics.filter((d) => d.severity !== 'information');

  it('parentheses written with a tab or a no-break space are written back balanced', () => {
    const [fib] = errors('fibonacci\n(\t20 <= 6) -> (\t19 <= 2)\n');
    assert.match(fib!.message, /winning move: \( 18 <= 4\)/);
    const [poker] = errors('poker nim\n(\u00a03 4 5 | 2 0) -> (\u00a03 4 5 | 2 0)\n');
    assert.match(poker!.message, /\( 3 4 5 \| 2 0\)/);
  });

  it("a saved panel style of another game's form is not used to write a record", () => {
    const rules: Rules = { game: { kind: 'nim' }, misere: false };
    for (const own of [
      { form: 'fibonacci' },
      { form: 'poker nim', open: '(', close: '' },
      { form: 'edges' },
      { form: 'coins', written: 'word', length: 5, lower: false, row: true },
      { form: 'grid', open: '(', close: ')', separator: ', ', between: ' ', pairs: true },
      { form: 'names', open: '', close: '', separator: ' ' },
    ]) {
      const style = parsePlayStyle({ open: '', close: '', separator: ' ', underscores: false, own });
      const g = new PlayGame(rules, [3n, 4n, 5n], { mode: 'two-players', randomShare: 0, youStart: true }, style);
      assert.ok(g.attempt({ kind: 'act', act: 'take', args: ['2', '5'] }).ok);
      assert.equal(g.record(), '3 4 5 -> 3 4 0', own.form);
    }
  });

  it('a part that another game writes so is named under rules whose form reads its own text too', () => {
    assert.match(errors('fibonacci\n3 | 2 0\n')[0]!.message, /'3 \| 2 0' is written as positions of poker nim are/);
  });

  it('an error after edges is on the token at fault, and a run of spaces is read once', () => {
    const [d] = errors('hackenbush\n0-1 x\n');
    assert.deepEqual([d!.range.start, d!.range.end], [4, 5]);
    assert.match(d!.message, /unexpected 'x'/);
    const spaces = ' '.repeat(20_000);
    assert.match(errors(`nim\na-b${spaces}c\n`)[0]!.message, /expected a heap size, found 'a-b'/);
    assert.match(errors(`hackenbush\n0-1${spaces}x\n`)[0]!.message, /unexpected 'x'/);
  });
});

describe('rows, grids and names read as their forms: what a review found (issue 40)', () => {
  const analysed = (text: string) => analyseText(text);
  const messages = (text: string) =>
    analysed(text).diagnostics.map((d) => `${d.range.line}:${d.range.start} ${d.message}`);

  it('a row written against its arrow (`THHTH->HTTTH`) or with an accent (`héads`) begins a position line', () => {
    const a = analysed('ruler\nTHHTH->HTTTH\nhéads 1 2\nheads 2 3 5 : win\n');
    assert.deepEqual(messages('ruler\nTHHTH->HTTTH\nhéads 1 2\nheads 2 3 5 : win\n'), []);
    assert.deepEqual(
      a.positions.map((p) => p.line),
      [1, 2, 3],
    );
    assert.ok(a.positions.every((p) => p.verdicts[0] !== null));
  });

  it('a grid is written back with the spacing its line used', () => {
    const a = analysed('corners\n(0,0)(1,1)\n(2,     3)\n');
    assert.equal(formatPosition([0n, 1n, 1n, 0n], a.positions[0]!.statement.items[0]!.position.style), '(0,1)(1,0)');
    assert.equal(
      formatPosition([0n, 0n, 2n, 0n], a.positions[1]!.statement.items[0]!.position.style),
      '(0,     0) (2,     0)',
    );
  });

  it('under a rules line with an error, rows and grids wait for it; a row with a stray word says so on the word', () => {
    assert.deepEqual(
      analysed('rulr\n(1, 2) (3, 3)\n3 + (1, 2) (3, 3)\nTHHTH x\n')
        .diagnostics.filter((d) => d.range.line > 0 && d.severity === 'error')
        .map((d) => [d.range.line, d.range.start, d.message]),
      [[3, 6, "unexpected 'x': expected '->', ':', '+' or the end of the line"]],
    );
  });

  it('the analysis keeps the vector of every item of a record, null where one does not fit or the rules are wrong', () => {
    const vectors = (text: string) => analysed(text).positions.map((p) => p.vectors.map((v) => v?.join(',') ?? null));
    assert.deepEqual(vectors('nim\n3 4 5 -> 3 4 1\nruler\nTHHTH -> 3 4\nrulr\nTHHTH\n'), [
      ['3,4,5', '3,4,1'],
      ['2,3,5', null],
      [null],
    ]);
  });

  it('heaps written under a game of coins are read as heaps and refused by the form, and a record is still judged', () => {
    const a = analysed('mock turtles\n6 7 3 -> HTHHTT\n3 6 : win\n');
    const errors = a.diagnostics.filter((d) => d.severity === 'error');
    assert.deepEqual(
      errors.map((d) => [d.range.line, d.code]),
      [
        [1, DiagnosticCode.HeapCount],
        [2, DiagnosticCode.HeapCount],
      ],
    );
    assert.match(errors[0]!.message, /^Mock Turtles is a row of coins|^mock turtles is a row of coins/);
  });
});
