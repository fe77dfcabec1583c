// Every position, move and claim of the source documents the project was built from, pinned here as tables.

import * as assert from 'node:assert/strict';
import { moveText } from '../../src/core/moves';
import { solve } from '../../src/core/solve';
import { analyseText } from '../../src/core/worksheet/analyser';
import { DiagnosticCode } from '../../src/core/reading/syntax';
import { B, explained, nim, show, sub, wythoff } from './helpers';
import { type Rules } from '../../src/core/rules';

type Row = [rules: Rules, heaps: number[], outcome: 'win' | 'loss', winning?: string[], recommended?: string];

function check(rows: Row[]): void {
  for (const [rules, heaps, outcome, winning, recommended] of rows) {
    const v = solve(rules, B(...heaps));
    const label = `${heaps.join(' ')}`;
    assert.equal(v.outcome, outcome, `${label}: outcome`);
    if (winning)
      assert.deepEqual(
        v.winningMoves.map((m) => show(m.result)),
        winning,
        `${label}: winning moves`,
      );
    if (recommended !== undefined)
      assert.equal(v.recommended ? show(v.recommended.result) : null, recommended, `${label}: recommended`);
  }
}

describe('seed 000: Wythoff and the bounded diagonal', () => {
  it('two equal heaps are a win (both emptied at once); 2 4 -> 2 1 wins', () => {
    check([
      [wythoff(), [2, 2], 'win', ['1 2', '0 0', '2 1']],
      [wythoff(), [2, 4], 'win', ['2 1']],
      [wythoff(), [2, 1], 'loss', []],
      [wythoff(), [1, 2], 'loss', []],
    ]);
  });

  it('the cold pairs (0,0) (1,2) (3,5) (4,7) (6,10) (8,13) and (21,34) at gap 13 are losses', () => {
    for (const [a, b] of [
      [0, 0],
      [1, 2],
      [3, 5],
      [4, 7],
      [6, 10],
      [8, 13],
      [21, 34],
    ] as const) {
      assert.equal(solve(wythoff(), B(a, b)).outcome, 'loss', `${a} ${b}`);
      assert.equal(solve(wythoff(), B(b, a)).outcome, 'loss', `${b} ${a}`);
    }
  });

  it('4 6 -> 3 5 and 5 8 -> 4 7 by taking one from both', () => {
    check([
      [wythoff(), [4, 6], 'win', undefined, '3 5'],
      [wythoff(), [5, 8], 'win', ['4 7', '5 3'], '4 7'],
    ]);
  });

  it('7 10 has several winning moves, two of them to (4, 7)', () => {
    check([[wythoff(), [7, 10], 'win', ['6 10', '4 7', '7 4'], '6 10']]);
  });

  it('with a two-heap move costing 4 more, 5 8 -> 5 3 (cost 5 beats 2 + 4)', () => {
    const v = solve(wythoff(), B(5, 8), { preference: { kind: 'fewest', diagonalCost: 4n } });
    assert.equal(show(v.recommended!.result), '5 3');
    assert.equal(moveText(v.recommended!), 'take 5 from heap 2');
  });

  it('(20, 33) is a win, not the cold pair phi ~ 1.6 suggests: 33 -> 12', () => {
    check([[wythoff(), [20, 33], 'win', ['20 12'], '20 12']]);
    const text = 'wythoff\n20 33 : loss\n';
    const a = analyseText(text);
    const d = a.diagnostics.find((x) => x.code === DiagnosticCode.WrongClaim)!;
    assert.ok(d, 'the wrong claim is reported');
    assert.deepEqual(d.range, { line: 1, start: 8, end: 12 });
    assert.equal(d.fix!.text, 'win');
    assert.match(d.message, /20 12/);
  });

  it('diagonal 1: (3k, 3k) and (3k+1, 3k+2) are cold; 3 5 wins by 3 5 -> 3 3', () => {
    for (let k = 0; k < 20; k++) {
      assert.equal(solve(wythoff(1), B(3 * k, 3 * k)).outcome, 'loss');
      assert.equal(solve(wythoff(1), B(3 * k + 1, 3 * k + 2)).outcome, 'loss');
      assert.equal(solve(wythoff(1), B(3 * k + 2, 3 * k + 1)).outcome, 'loss');
    }
    check([
      [wythoff(1), [3, 5], 'win', ['3 3'], '3 3'],
      [wythoff(), [3, 5], 'loss'],
      [wythoff(1), [3, 3], 'loss'],
      [wythoff(), [3, 3], 'win', ['0 0']],
    ]);
  });

  it('the full game 3 5 -> 3 3 -> 1 3 -> 1 2 -> 0 1 -> 0 0 under diagonal 1 is legal and has no mistake', () => {
    const a = analyseText('wythoff diagonal 1\n3 5 -> 3 3 -> 1 3 -> 1 2 -> 0 1 -> 0 0\n');
    assert.deepEqual(a.diagnostics, []);
    const steps = a.positions[0]!.steps;
    assert.equal(steps.length, 5);
    assert.ok(steps.every((s) => s.legality.legal && s.mistake === false));
  });

  it('a common removal of two is illegal under diagonal 1', () => {
    const a = analyseText('wythoff diagonal 1\n3 3 -> 1 1\n');
    const d = a.diagnostics.find((x) => x.code === DiagnosticCode.IllegalMove)!;
    assert.match(d.message, /over the diagonal bound 1/);
    assert.deepEqual(d.range, { line: 1, start: 7, end: 10 });
  });
});

describe('seed 001: Nim, misère Nim, bounded removal', () => {
  it('normal Nim: the XOR of the columns and the move that makes it 0', () => {
    check([
      [nim(), [3, 4, 5], 'win', ['1 4 5'], '1 4 5'],
      [nim(), [1, 4, 5], 'loss', []],
      [nim(), [1, 4, 4], 'win', ['0 4 4']],
      [nim(), [1, 2, 5], 'win', ['1 2 3']],
      [nim(), [1, 2, 3], 'loss'],
      [nim(), [3, 3], 'loss'],
      [nim(), [1, 5], 'win', ['1 1']],
      [nim(), [3], 'win', ['0']],
      [nim(), [3, 4], 'win', ['3 3']],
    ]);
    const v = solve(nim(), B(3, 4, 5));
    assert.equal(explained(v, 'nim').xor, 2n);
  });

  it('misère Nim: the frontier near heaps of one', () => {
    check([
      [nim(true), [1], 'loss'],
      [nim(true), [1, 1], 'win', ['0 1', '1 0']],
      [nim(true), [1, 1, 1], 'loss'],
      [nim(true), [4, 1, 1], 'win', ['1 1 1'], '1 1 1'],
      [nim(true), [4, 1, 1, 1], 'win', ['0 1 1 1'], '0 1 1 1'],
      [nim(true), [2, 2], 'loss'],
      [nim(true), [1, 2], 'win', ['1 0']],
      [nim(true), [2], 'win', ['1']],
      [nim(true), [3, 4, 5], 'win', ['1 4 5']],
      [nim(true), [0], 'win', []],
    ]);
  });

  it('take 1 or 2: 3 is a loss, 7 -> 6, multiples of 3 lose', () => {
    check([
      [sub([1, 2]), [3], 'loss'],
      [sub([1, 2]), [7], 'win', ['6'], '6'],
      [sub([1, 2]), [4], 'win', ['3']],
      [sub([1, 2]), [5], 'win', ['3']],
      [sub([1, 2]), [6], 'loss'],
    ]);
  });
});

describe('seed 002: a sample Wythoff game', () => {
  it('16 13 -> 12 9 -> 5 9 -> 2 6 -> 2 1 -> 1 1 -> 0 0: legal, with three steps that give the win away', () => {
    const a = analyseText('wythoff\n16 13 -> 12 9 -> 5 9 -> 2 6 -> 2 1 -> 1 1 -> 0 0\n');
    const steps = a.positions[0]!.steps;
    assert.ok(steps.every((s) => s.legality.legal));
    assert.deepEqual(
      steps.map((s) => s.mistake),
      [true, true, true, false, false, false],
    );
    const warnings = a.diagnostics.filter((d) => d.code === DiagnosticCode.Mistake);
    assert.equal(warnings.length, 3);
    assert.ok(warnings.every((w) => w.severity === 'warning'));
    // From (16, 13) the winning moves reach cold pairs; the fix plays the recommended one.
    assert.equal(warnings[0]!.fix!.text, show(solve(wythoff(), B(16, 13)).recommended!.result));
  });
});

describe('seed 003: subtraction games and their periods', () => {
  it('S = {1..k}: the losses are the multiples of k+1', () => {
    for (let k = 1; k <= 6; k++) {
      for (let n = 0; n <= 60; n++) {
        assert.equal(solve(sub([1, k, 'run']), B(n)).outcome, n % (k + 1) === 0 ? 'loss' : 'win', `k=${k} n=${n}`);
        assert.equal(
          solve(sub([...Array(k).keys()].map((i) => i + 1)), B(n)).outcome,
          n % (k + 1) === 0 ? 'loss' : 'win',
        );
      }
    }
  });

  it('S = {1, 3, 4}: period 7, not 5; losses at 0 and 2 mod 7', () => {
    const v = solve(sub([1, 3, 4]), B(100));
    assert.equal(explained(v, 'subtraction-table').period, 7);
    for (let n = 0; n < 70; n++)
      assert.equal(solve(sub([1, 3, 4]), B(n)).outcome, n % 7 === 0 || n % 7 === 2 ? 'loss' : 'win', `n=${n}`);
  });

  it('S = {2, 3}: a heap of 1 has no move and is a loss; losses are 0 and 1 mod 5', () => {
    for (let n = 0; n < 50; n++) assert.equal(solve(sub([2, 3]), B(n)).outcome, n % 5 <= 1 ? 'loss' : 'win', `n=${n}`);
    assert.equal(solve(sub([2, 3], true), B(1)).outcome, 'win');
  });
});

describe('seed 004: the table game (take 1..k, misère by default)', () => {
  it('misère, one heap: a loss exactly when the size is 1 more than a multiple of k+1', () => {
    for (let k = 2; k <= 5; k++) {
      for (let n = 0; n <= 40; n++)
        assert.equal(
          solve(sub([1, k, 'run'], true), B(n)).outcome,
          n % (k + 1) === 1 ? 'loss' : 'win',
          `k=${k} n=${n}`,
        );
    }
  });

  it('normal play: residues modulo k+1 with XOR; the default heaps 1 3 5 7', () => {
    const v = solve(sub([1, 3, 'run']), B(1, 3, 5, 7));
    assert.deepEqual(explained(v, 'subtraction-run').values, B(1, 3, 1, 3));
    assert.equal(v.outcome, 'loss');
    assert.equal(solve(sub([1, 3, 'run'], true), B(1, 3, 5, 7)).outcome, 'loss');
    assert.equal(solve(sub([1, 3, 'run'], true), B(1, 3, 5, 6)).outcome, 'win');
  });
});
