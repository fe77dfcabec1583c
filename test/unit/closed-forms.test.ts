// Every closed form against exhaustive search over all small positions: outcome and the full
// set of winning moves must agree.

import * as assert from 'node:assert/strict';
import { rulesText } from '../../src/core/game';
import { type Rules } from '../../src/core/rules';
import { ExhaustiveSearch } from '../../src/core/search';
import { closedForm, nim, positions, reference, sub, wythoff } from './helpers';
import { SLOW } from './tier';

function agreeEverywhere(rules: Rules, heapCounts: number[], max: number): number {
  const search = new ExhaustiveSearch(rules);
  let checked = 0;
  for (const count of heapCounts) {
    for (const heaps of positions(count, max)) {
      const expected = reference(search, heaps);
      const actual = closedForm(rules, heaps);
      assert.deepEqual(actual, expected, `${rulesText(rules)}: ${heaps.join(' ')}`);
      checked++;
    }
  }
  return checked;
}

describe('closed forms agree with exhaustive search', () => {
  it('nim, normal and misère, up to 3 heaps of 0..7 and 4 heaps of 0..4', () => {
    for (const misere of [false, true]) {
      agreeEverywhere(nim(misere), [1, 2, 3], 7);
      agreeEverywhere(nim(misere), [4], 4);
    }
  });

  const sets: number[][] = [
    [1],
    [1, 2],
    [1, 2, 3],
    [1, 3, 4],
    [2, 3],
    [2, 4, 7],
    [1, 4],
    [3, 5, 7],
    [2, 5],
    [1, 2, 4],
    [4],
    [2, 3, 4],
  ];
  for (const set of sets) {
    it(`subtraction {${set.join(', ')}}, normal and misère, 1 to 3 heaps`, () => {
      for (const misere of [false, true]) {
        agreeEverywhere(sub(set, misere), [1], 60);
        agreeEverywhere(sub(set, misere), [2], 20);
        agreeEverywhere(sub(set, misere), [3], 10);
      }
    });
  }

  it(`the misère rule for subtraction sums holds for every set with max(S) <= ${SLOW ? 7 : 6} (3 heaps of 0..12)`, () => {
    // The 64 sets with max(S) = 7 take half the time: in the slow tier.
    for (let max = 1; max <= (SLOW ? 7 : 6); max++) {
      for (let mask = 0; mask < 1 << (max - 1); mask++) {
        const set = [...Array(max - 1).keys()].map((i) => i + 1).filter((s) => (mask >> (s - 1)) & 1);
        set.push(max);
        const rules = sub(set, true);
        const search = new ExhaustiveSearch(rules);
        for (const heaps of positions(3, 12)) {
          if (heaps[0]! > heaps[1]! || heaps[1]! > heaps[2]!) continue; // order does not matter
          assert.equal(
            closedForm(rules, heaps).outcome,
            reference(search, heaps).outcome,
            `${rulesText(rules)}: ${heaps.join(' ')}`,
          );
        }
      }
    }
  });

  for (const [lo, hi] of [
    [1, 3],
    [1, 5],
    [2, 3],
    [2, 5],
    [3, 4],
    [3, 8],
    [5, 5],
  ] as const) {
    it(`subtraction ${lo}..${hi} (closed form for a run), normal and misère`, () => {
      for (const misere of [false, true]) {
        agreeEverywhere(sub([lo, hi, 'run'], misere), [1], 60);
        agreeEverywhere(sub([lo, hi, 'run'], misere), [2], 18);
      }
    });
  }

  it('wythoff, normal and misère, all positions up to 40', () => {
    agreeEverywhere(wythoff(null, false), [2], 40);
    agreeEverywhere(wythoff(null, true), [2], 40);
  });

  for (const k of [1, 2, 3, 4, 7]) {
    it(`wythoff diagonal ${k}, normal and misère, all positions up to 30`, () => {
      agreeEverywhere(wythoff(k, false), [2], 30);
      agreeEverywhere(wythoff(k, true), [2], 30);
    });
  }
});
