// The parser: every statement of the spec, every error with its range, round trips, and no throw.

import * as assert from 'node:assert/strict';
import { rulesText } from '../../src/core/rules';
import { analyseText } from '../../src/core/worksheet/analyser';
import { formatPosition } from '../../src/core/worksheet/format';
import { parseLine, parseLineInFull, splitLines } from '../../src/core/worksheet/parse';
import { DiagnosticCode } from '../../src/core/worksheet/syntax';
import { rng } from './helpers';

function rulesOf(text: string): string | null {
  const st = parseLine(text, 0).statement;
  assert.ok(st && st.kind === 'rules', `rules line: ${text}`);
  return st.rules ? rulesText(st.rules) : null;
}

describe('parser: rules lines', () => {
  const table: [string, string][] = [
    ['nim', 'nim'],
    ['NIM', 'nim'],
    ['nim misère', 'nim misere'],
    ['nim Misere', 'nim misere'],
    ['nim normal', 'nim'],
    ['subtraction {1, 3, 4}', 'subtraction {1, 3, 4}'],
    ['subtraction {4 3 1}', 'subtraction {1, 3, 4}'],
    ['subtraction {1,3,3,4}', 'subtraction {1, 3, 4}'],
    ['subtraction 1..3', 'subtraction 1..3'],
    ['subtraction {1, 2, 3}', 'subtraction 1..3'],
    ['subtraction {1..3, 7}', 'subtraction {1..3, 7}'],
    ['subtraction 1..3, misere', 'subtraction 1..3 misere'],
    ['subtraction {2,3} misère  # comment', 'subtraction {2, 3} misere'],
    ['subtraction 1_000..2_000', 'subtraction 1000..2000'],
    ['wythoff', 'wythoff'],
    ['wythoff diagonal 1', 'wythoff diagonal 1'],
    ['Wythoff Diagonal 3, misere', 'wythoff diagonal 3 misere'],
    ['wythoff, misere', 'wythoff misere'],
  ];
  for (const [text, canonical] of table) {
    it(`${text} -> ${canonical}`, () => {
      assert.equal(rulesOf(text), canonical);
      assert.deepEqual(parseLine(text, 0).diagnostics, []);
    });
  }
});

describe('parser: errors with their ranges', () => {
  const table: [string, DiagnosticCode, number, number][] = [
    ['chess', DiagnosticCode.UnknownStatement, 0, 5],
    ['subtraction {}', DiagnosticCode.EmptySet, 12, 14],
    ['subtraction {1, 0}', DiagnosticCode.NonPositiveElement, 16, 17],
    ['subtraction {1, -2}', DiagnosticCode.NonPositiveElement, 16, 18],
    ['subtraction 5..2', DiagnosticCode.EmptyRange, 12, 16],
    ['subtraction 0..2', DiagnosticCode.NonPositiveElement, 12, 13],
    ['subtraction', DiagnosticCode.Syntax, 0, 11],
    ['subtraction {1, 2', DiagnosticCode.Syntax, 12, 17],
    ['subtraction 3', DiagnosticCode.Syntax, 12, 13],
    ['wythoff diagonal 0', DiagnosticCode.DiagonalBound, 17, 18],
    ['wythoff diagonal -1', DiagnosticCode.DiagonalBound, 17, 19],
    ['wythoff diagonal', DiagnosticCode.DiagonalBound, 8, 16],
    ['nim misere normal', DiagnosticCode.ContradictoryOption, 11, 17],
    ['nim sideways', DiagnosticCode.UnknownOption, 4, 12],
    ['nim diagonal 2', DiagnosticCode.UnknownOption, 4, 12],
    ['prefer cheapest', DiagnosticCode.BadPreference, 7, 15],
    ['prefer fewest, diagonal', DiagnosticCode.BadPreference, 15, 23],
    ['prefer fewest, diagonal costs x', DiagnosticCode.BadPreference, 30, 31],
    ['3 4 5 :', DiagnosticCode.Syntax, 6, 7],
    ['3 4 5 : maybe', DiagnosticCode.Syntax, 8, 13],
    ['3 4 5 ->', DiagnosticCode.Syntax, 6, 8],
    ['(3, 4', DiagnosticCode.Syntax, 0, 5],
    ['3 4)', DiagnosticCode.Syntax, 3, 4],
    ['3, , 4', DiagnosticCode.Syntax, 1, 2],
    ['3 -4', DiagnosticCode.BadNumber, 2, 4],
    ['1__000', DiagnosticCode.BadNumber, 0, 6],
    ['1000_', DiagnosticCode.BadNumber, 0, 5],
    ['3 4 5 ?', DiagnosticCode.Syntax, 6, 7],
    ['3 4 5 x', DiagnosticCode.Syntax, 6, 7],
    ['()', DiagnosticCode.Syntax, 1, 2],
    ['@', DiagnosticCode.Syntax, 0, 1],
  ];
  for (const [text, code, start, end] of table) {
    it(`${JSON.stringify(text)}: ${code} at ${start}..${end}`, () => {
      const { diagnostics } = parseLine(text, 4);
      assert.ok(diagnostics.length >= 1, 'a diagnostic');
      const d = diagnostics[0]!;
      assert.equal(d.code, code, d.message);
      assert.deepEqual(d.range, { line: 4, start, end }, d.message);
      assert.ok(d.message.length > 10);
    });
  }

  it('a repeated option is a warning with a fix that removes it', () => {
    const { diagnostics, statement } = parseLine('nim misere misere', 0);
    assert.equal(diagnostics.length, 1);
    assert.equal(diagnostics[0]!.severity, 'warning');
    assert.equal(diagnostics[0]!.code, DiagnosticCode.RepeatedOption);
    assert.deepEqual(diagnostics[0]!.fix!.range, { line: 0, start: 10, end: 17 });
    assert.ok(statement?.kind === 'rules' && statement.rules?.misere === true);
  });

  it('one bad line does not stop the lines after it', () => {
    const a = analyseText('nim\n3 4 5 : maybe\nchess\n1 4 5 : loss\nsubtraction {}\n7\nnim\n1 2 3 : win\n');
    assert.deepEqual(a.diagnostics.map((d) => [d.range.line, d.code]), [
      [1, DiagnosticCode.Syntax],
      [2, DiagnosticCode.UnknownStatement],
      [4, DiagnosticCode.EmptySet],
      [5, DiagnosticCode.RulesInvalid],
      [7, DiagnosticCode.WrongClaim],
    ]);
    assert.equal(a.positions.length, 3);
  });
});

describe('parser: positions, claims and records', () => {
  it('reads sizes with separators, commas and parentheses, keeping the order', () => {
    const st = parseLine('10_000_000_000_000_000_000 16_180_339_887_498_948_482', 0).statement!;
    assert.ok(st.kind === 'position');
    assert.deepEqual(st.items[0]!.position.heaps.map((h) => h.value), [10n ** 19n, 16180339887498948482n]);
    const p = parseLine('(5, 8)', 0).statement!;
    assert.ok(p.kind === 'position');
    assert.deepEqual(p.items[0]!.position.heaps.map((h) => h.value), [5n, 8n]);
    assert.deepEqual(p.items[0]!.position.range, { line: 0, start: 0, end: 6 });
  });

  it('reads claims win, loss, N, P and records, combined', () => {
    const st = parseLine('7 : win -> 6 : P -> 5', 2).statement!;
    assert.ok(st.kind === 'position');
    assert.deepEqual(st.items.map((i) => i.claim?.value ?? null), ['win', 'loss', null]);
    assert.deepEqual(st.items[1]!.claim!.range, { line: 2, start: 15, end: 16 });
    assert.deepEqual(st.arrows, [{ line: 2, start: 8, end: 10 }, { line: 2, start: 17, end: 19 }]);
    const n = parseLine('3 4 5 : N # the first player wins', 0);
    assert.ok(n.statement?.kind === 'position' && n.statement.items[0]!.claim?.value === 'win');
    assert.equal(n.commentStart, 10);
  });

  it('blank lines and comments are nothing', () => {
    for (const t of ['', '   ', '# only a comment', '\t# x']) {
      const r = parseLine(t, 0);
      assert.equal(r.statement, null);
      assert.deepEqual(r.diagnostics, []);
    }
  });

  it('splits CRLF, LF and CR lines', () => {
    assert.deepEqual(splitLines('a\r\nb\nc\rd'), ['a', 'b', 'c', 'd']);
  });
});

describe('formatter: round trips', () => {
  for (const text of ['3 4 5', '(5, 8)', '(5,8)', '( 5, 8 )', '1, 4, 5', '10_000_000 7', '0', '(1 2 3)']) {
    it(`${text} is written back as it was`, () => {
      const st = parseLine(text, 0).statement!;
      assert.ok(st.kind === 'position');
      const pos = st.items[0]!.position;
      assert.equal(formatPosition(pos.heaps.map((h) => h.value), pos.style), text);
    });
  }

  it('writes a new position in the line\'s style', () => {
    const st = parseLine('(5, 8)', 0).statement!;
    assert.ok(st.kind === 'position');
    assert.equal(formatPosition([4n, 7n], st.items[0]!.position.style), '(4, 7)');
    const big = parseLine('10_000_000 5', 0).statement!;
    assert.ok(big.kind === 'position');
    assert.equal(formatPosition([9_999_999n, 5n], big.items[0]!.position.style), '9_999_999 5');
  });
});

describe('parser: never throws', () => {
  it('on 20,000 random lines made of the language\'s pieces and junk', () => {
    const pieces = ['nim', 'subtraction', 'wythoff', 'diagonal', 'misère', 'normal', 'prefer', 'fewest', 'fastest', 'costs', '{', '}', '(', ')', ',', ':', '->', '→', '..', '-', '_', '1', '0', '42', '1_000', 'win', 'loss', 'N', 'P', '#', ' ', ' ', '\t', 'é', '😀', '\u0000', '\uD800', '99999999999999999999'];
    const random = rng(5);
    for (let i = 0; i < 20_000; i++) {
      let line = '';
      const n = Math.floor(random() * 12);
      for (let k = 0; k < n; k++) line += pieces[Math.floor(random() * pieces.length)];
      const r = parseLine(line, 0);
      for (const d of r.diagnostics) {
        assert.ok(d.range.start >= 0 && d.range.end <= line.length && d.range.start <= d.range.end, `range in ${JSON.stringify(line)}`);
      }
    }
    // And the analyser over a random document of such lines.
    let doc = '';
    for (let i = 0; i < 2000; i++) {
      let line = '';
      const n = Math.floor(random() * 8);
      for (let k = 0; k < n; k++) line += pieces[Math.floor(random() * pieces.length)] + ' ';
      doc += line + '\n';
    }
    analyseText(doc, { budget: 10_000 });
  });

  it('refuses absurdly long numbers with a diagnostic instead of stalling', () => {
    const r = parseLine('1'.repeat(100_001), 0);
    assert.equal(r.diagnostics[0]!.code, DiagnosticCode.BadNumber);
  });
});

describe('parser: round trips and the fast path', () => {
  it('the canonical text of every kind of rules parses back to the same rules', () => {
    const lines = [
      'nim', 'nim misere', 'subtraction 1..3', 'subtraction {1, 3, 4}', 'subtraction {2, 3} misere', 'subtraction {1..3, 7}',
      'subtraction {5}', 'subtraction {1, 2}', 'subtraction 2..9 misere', 'subtraction {1, 3..5, 10..12}', 'wythoff', 'wythoff misere',
      'wythoff diagonal 1', 'wythoff diagonal 3 misere', 'wythoff diagonal 123456789012345678901234567890',
    ];
    for (const line of lines) {
      const first = parseLine(line, 0).statement;
      assert.ok(first?.kind === 'rules' && first.rules, line);
      const text = rulesText(first.rules);
      const again = parseLine(text, 0).statement;
      assert.ok(again?.kind === 'rules' && again.rules, text);
      assert.deepEqual(again.rules, first.rules, `${line} -> ${text}`);
      assert.equal(rulesText(again.rules), text);
    }
  });

  it('plain positions take a fast path that builds the same tree as the full parser', () => {
    const random = rng(11);
    for (let i = 0; i < 2000; i++) {
      const count = 1 + Math.floor(random() * 5);
      const text = Array.from({ length: count }, () => String(Math.floor(random() * 10 ** (1 + Math.floor(random() * 12))))).join(' ');
      assert.deepEqual(parseLine(text, i), parseLineInFull(text, i), text);
    }
    for (const other of ['3  4', ' 3 4', '3 4 ', '007 1', '1_000 2', '3,4', '(3 4)', '3 4 : win', '3 -> 2']) {
      assert.deepEqual(parseLine(other, 0), parseLineInFull(other, 0), other);
    }
  });
});
