// Take-and-break games: pinned known values, proved periods, tables against exhaustive search,
// split counts against direct counting, legality of record steps, and the rules line's errors.

import * as assert from 'node:assert/strict';
import { OctalFamily, OctalTable } from '../../src/core/games/octal/octal';
import { compareBigints } from '../../src/core/bigint';
import { checkMove } from '../../src/core/game';
import type { Rules } from '../../src/core/rules';
import { ExhaustiveSearch } from '../../src/core/search';
import { solve } from '../../src/core/solve';
import { analyseText } from '../../src/core/worksheet/analyser';
import { DiagnosticCode } from '../../src/core/reading/syntax';
import { periodRows } from '../../src/core/explanation';
import { PLAIN_STYLE } from '../../src/core/worksheet/format';
import { verdictMarkdown } from '../../src/core/worksheet/markdown';
import { B, closedForm, explained, positions, reference, show, sub } from './helpers';
import { octalGame } from '../../src/core/games/octal/octal';

const code = (text: string): number[] => [...text].map(Number);
const octal = (text: string, misere = false): Rules => ({ game: octalGame(code(text)), misere });

function table(text: string, budget = 50_000_000): OctalTable {
  const t = new OctalTable(code(text));
  t.extend(budget);
  return t;
}

describe('octal games: known values and proved periods', () => {
  it('Kayles (0.77) begins 0 1 2 3 1 4 3 2 1 4 2 6 and has period 12 from 71, proved from 168 values', () => {
    const t = table('77');
    assert.deepEqual(t.values.slice(0, 12), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    assert.deepEqual(t.period, { preperiod: 71, period: 12, provedFrom: 168 });
  });

  it("Dawson's Kayles (0.07): P-heaps 0 1 5 9 15 21 25 29 35, period 34 from 53", () => {
    const t = table('07');
    const zeros = t.values.map((g, n) => (g === 0 ? n : -1)).filter((n) => n >= 0 && n <= 35);
    assert.deepEqual(zeros, [0, 1, 5, 9, 15, 21, 25, 29, 35]);
    assert.equal(t.period!.period, 34);
    assert.equal(t.period!.preperiod, 53);
  });

  it('0.07 at n + 1 equals 0.137 at n', () => {
    const a = table('07');
    const b = table('137');
    for (let n = 0n; n < 2000n; n++) assert.equal(a.grundy(n + 1n), b.grundy(n), `n=${n}`);
  });

  it('Double Kayles (0.7777) has period 24 from 142', () => {
    const t = table('7777');
    assert.equal(t.period!.period, 24);
    assert.equal(t.period!.preperiod, 142);
  });

  it('a code with no known period (0.6) answers from its table and is unknown beyond it', () => {
    const t = table('6', 2_000_000);
    assert.equal(t.period, null);
    assert.ok(t.values.length > 500);
    const v = solve(octal('6'), [10n ** 30n]);
    assert.equal(v.outcome, 'unknown');
  });

  it('octal 0.3033 is subtraction {1, 3, 4} on every small position', () => {
    for (const [count, max] of [
      [1, 40],
      [2, 15],
      [3, 7],
    ] as const) {
      for (const heaps of positions(count, max)) {
        const a = solve(octal('3033'), heaps);
        const b = solve(sub([1, 3, 4]), heaps);
        // The same positions as multisets: octal answers leave out an emptied heap, and moves in
        // equal heaps, distinct moves of the subtraction game, are one move of the octal game.
        const multiset = (r: readonly bigint[]) => show(r.filter((h) => h > 0n).sort(compareBigints));
        assert.equal(a.outcome, b.outcome, show(heaps));
        const distinct = [...new Set(b.winningMoves.map((m) => multiset(m.result)))];
        assert.deepEqual(
          a.winningMoves.map((m) => multiset(m.result)),
          distinct,
          show(heaps),
        );
        assert.equal(a.winningMoveCount, BigInt(distinct.length), show(heaps));
      }
    }
  });
});

describe('octal games: closed forms against exhaustive search', () => {
  const codes = [
    '77',
    '07',
    '137',
    '7777',
    '6',
    '106',
    '4',
    '5',
    '14',
    '16',
    '44',
    '71',
    '3',
    '12',
    '154',
    '0404',
    '57',
    '264',
    '3033',
    '757',
  ];
  for (const c of codes) {
    it(`0.${c}: outcome and every winning move of each position up to 3 heaps`, () => {
      const search = new ExhaustiveSearch(octal(c));
      for (const [count, max] of [
        [1, 24],
        [2, 11],
        [3, 6],
      ] as const) {
        for (const heaps of positions(count, max)) {
          assert.deepEqual(closedForm(octal(c), heaps), reference(search, heaps), `0.${c} ${show(heaps)}`);
        }
      }
    });
  }

  it('misère play by exhaustive search, and unknown with the reason beyond the budget', () => {
    // Misère Kayles is decided by search alone: compared with the reference on every small position.
    const search = new ExhaustiveSearch(octal('77', true));
    for (const heaps of positions(2, 8)) {
      const v = solve(octal('77', true), heaps);
      assert.equal(v.outcome, reference(search, heaps).outcome, show(heaps));
    }
    // (Misère Kayles's quotient is proved within about 9,000 units: below that, these heaps are beyond it.)
    const far = solve(octal('77', true), [300n, 301n, 302n], { budget: 2_000 });
    assert.equal(far.outcome, 'unknown');
    assert.match(far.method, /budget of 2000/);
  });
});

describe('octal games: big heaps', () => {
  it('splits of big Kayles heaps are counted exactly, as direct counting says', () => {
    const family = new OctalFamily(code('77'), false, 50_000_000);
    family.decide([200n]);
    const t = family.table;
    for (const m of [20_000n, 20_011n, 35_003n]) {
      for (const target of [0, 1, 4, 7]) {
        let direct = 0n;
        const first: bigint[] = [];
        for (let a = 1n; 2n * a <= m; a++) {
          if ((t.grundy(a)! ^ t.grundy(m - a)!) === target) {
            direct++;
            if (first.length < 1000) first.push(a);
          }
        }
        const split = family.splitsTo(m, target, 1000)!;
        assert.equal(split.count, direct, `m=${m} t=${target}`);
        assert.deepEqual(split.first, first, `m=${m} t=${target}`);
      }
    }
  });

  it('a Kayles position with a 40-digit heap: at most 1,000 moves listed, their exact number given', () => {
    const big = 10n ** 39n + 12345n;
    const v = solve(octal('77'), [big]);
    assert.equal(v.outcome, 'win');
    assert.equal(v.winningMoves.length, 1000);
    assert.ok(v.winningMoveCount! > 10n ** 30n, String(v.winningMoveCount));
    // With a heap of 7 beside it, the target value 2 has no pair in Kayles' period: few moves.
    const pair = solve(octal('77'), [big, 7n]);
    assert.equal(pair.winningMoveCount, BigInt(pair.winningMoves.length));
    assert.match(v.method, /period 12 from 71, proved by Guy–Smith from 168 values/);
  });
});

describe('octal games in worksheets', () => {
  it('record steps compare heaps as multisets', () => {
    const kayles = octal('77');
    assert.equal(checkMove(kayles, B(7), B(2, 4)).legal, true);
    assert.equal(checkMove(kayles, B(7), B(4, 2)).legal, true);
    assert.equal(checkMove(kayles, B(7, 3), B(3, 2, 4)).legal, true);
    assert.equal(checkMove(kayles, B(2), B(0)).legal, true);
    const three = checkMove(kayles, B(7), B(1, 1, 2));
    assert.ok(!three.legal && /at most two/.test(three.reason));
    const far = checkMove(kayles, B(7), B(1, 2));
    assert.ok(!far.legal && /does not allow taking 4/.test(far.reason));
    const both = checkMove(kayles, B(7, 5), B(6, 4));
    assert.ok(!both.legal && /both changed/.test(both.reason));
    const dawsonEnd = checkMove(octal('07'), B(1), B(0));
    assert.ok(!dawsonEnd.legal, "in Dawson's Kayles a single pin cannot be taken");
  });

  it('answers write the pieces in place of the heap, smaller first', () => {
    const a = analyseText('kayles\n7 3\n');
    const v = a.positions[0]!.verdicts[0]!;
    // G(7) = 2, G(3) = 3, XOR 1: heap 1 goes to value 3 (6, or 2 and 4), heap 2 to value 2 (2).
    assert.deepEqual(
      v.winningMoves.map((m) => show(m.result)),
      ['6 3', '2 4 3', '7 2'],
    );
  });

  it('a bad code is a diagnostic on its range', () => {
    const cases: [string, RegExp, [number, number]][] = [
      ['octal 0.8', /'8' is not an octal digit/, [8, 9]],
      // Digits of another code: they were "missing", and 0x7 was "not '0'".
      ['octal 0.A', /^'A' is not an octal digit: .*take-and-break 0\.A\)$/, [8, 9]],
      ['octal 0.[3]', /^'\[' is not an octal digit: .*take-and-break 0\.\[3\]\)$/, [8, 9]],
      ['octal 0x7', /such as 0\.77, not '0x7'$/, [6, 7]],
      // A character outside the BMP read whole; no take-and-break code for what cannot be one.
      ['octal 0.😀7', /^'😀' is not an octal digit: the digits are 0 to 7$/, [8, 10]],
      ['octal 0.é7', /^'é' is not an octal digit: the digits are 0 to 7$/, [8, 9]],
      ['octal 1.2', /starts with '0.'/, [6, 7]],
      ['octal 0.', /digits are missing/, [6, 8]],
      ['octal 0.000', /allows no move/, [6, 11]],
      [`octal 0.${'7'.repeat(10_000)}`, /10000 digits is longer/, [6, 10_008]],
      ['octal', /needs its code/, [0, 5]],
    ];
    for (const [text, message, [start, end]] of cases) {
      const d = analyseText(text).diagnostics.find((x) => x.code === DiagnosticCode.BadOctalCode);
      assert.ok(d, text.slice(0, 20));
      assert.match(d.message, message);
      assert.deepEqual([d.range.start, d.range.end], [start, end], text.slice(0, 20));
    }
    const diagonal = analyseText('kayles diagonal 1').diagnostics[0]!;
    assert.equal(diagonal.code, DiagnosticCode.UnknownOption);
  });
});

const kaylesRules = octal('77');
const dawsonRules = octal('07');

describe('octal games: the hover lays the values out one period per row', () => {
  it('Kayles: the preperiod in rows of 12, then the period 12 from 71 apart', () => {
    const e = explained(solve(kaylesRules, [4n, 7n]), 'octal');
    const rows = periodRows(e.firstValues, e.period!.preperiod, e.period!.period);
    assert.deepEqual(rows, [
      ' 0 │ 0 1 2 3 1 4 3 2 1 4 2 6',
      '12 │ 4 1 2 7 1 4 3 2 1 4 6 7',
      '24 │ 4 1 2 8 5 4 7 2 1 8 6 7',
      '36 │ 4 1 2 3 1 4 7 2 1 8 2 7',
      '48 │ 4 1 2 8 1 4 7 2 1 4 2 7',
      '60 │ 4 1 2 8 1 4 7 2 1 8 6',
      '     then every 12 for ever:',
      '71 │ 7 4 1 2 8 1 4 7 2 1 8 2',
    ]);
    const hover = verdictMarkdown(solve(kaylesRules, [4n, 7n]), kaylesRules, PLAIN_STYLE);
    assert.match(
      hover,
      /Kayles \\\(octal 0\\\.77\\\): period \*\*12\*\* from \*\*71\*\*, proved by Guy–Smith from 168 values\./,
    );
    assert.ok(hover.includes(['```text', ...rows, '```'].join('\n')));
    assert.match(hover, /\| heap 2 \| 7 \| 2 \|/);
  });

  it('every value of the period is on its row, a long preperiod is elided in the middle, a wide period wraps', () => {
    const values = Array.from({ length: 1100 }, (_, i) => i % 7);
    const rows = periodRows(values, 1000, 100);
    assert.equal(rows.filter((r) => r.includes('more rows')).length, 1, 'the 1,000-value preperiod is elided');
    const periodic = rows.slice(rows.findIndex((r) => r.includes('for ever')) + 1);
    const shown = periodic.flatMap((r) => r.split('│')[1]!.trim().split(/ +/)).map(Number);
    assert.deepEqual(shown, values.slice(1000, 1100), 'the period is shown whole, wrapped');
    assert.ok(periodic.every((r) => r.length <= 90));
    assert.deepEqual(periodRows([0, 1, 2], 0, 3), ['    every 3 for ever:', '0 │ 0 1 2']);
  });

  it('the hover counts every winning move of a 40-digit heap, beyond the ones it lists', () => {
    const heap = 10n ** 40n;
    const v = solve(dawsonRules, [heap]);
    const hover = verdictMarkdown(v, dawsonRules, PLAIN_STYLE);
    assert.ok(v.winningMoveCount! > 1000n);
    assert.match(hover, /winning moves\*\*/);
    assert.equal((hover.match(/^- take/gm) ?? []).length, 50);
    assert.match(hover, /- … and .+ more/);
  });
});
