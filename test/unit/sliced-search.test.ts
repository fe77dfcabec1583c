// Searches in time slices, for hosts where no worker starts: the same answers as one search, and
// the thread yields between slices.

import * as assert from 'node:assert/strict';
import { ExhaustiveSearch } from '../../src/core/search';
import { solve } from '../../src/core/solve';
import { answerSearch } from '../../src/editor/searchAnswer';
import { slicedSearch } from '../../src/editor/slicedSearch';
import type { SearchRequest, SearchResponse } from '../../src/editor/searchProtocol';
import { DEFAULT_PREFERENCE } from '../../src/core/preference';
import type { Rules } from '../../src/core/rules';
import { B, nim, rng, sub, wythoff } from './helpers';
import { octalGame } from '../../src/core/games/octal/octal';

const kaylesMisere: Rules = { game: octalGame([7, 7]), misere: true };

describe('search in slices', () => {
  it('answers what one search answers, whatever the slice, with the same work in all', () => {
    const random = rng(11);
    for (const rules of [nim(true), sub([1, 3, 4], true), wythoff(2, true), kaylesMisere]) {
      for (let k = 0; k < 12; k++) {
        const count = rules.game.kind === 'wythoff' ? 2 : 1 + Math.floor(random() * 3);
        const heaps = Array.from({ length: count }, () => BigInt(Math.floor(random() * 9)));
        const whole = new ExhaustiveSearch(rules);
        const once = whole.solve(heaps, 1e7);
        for (const slice of [1, 7, 100]) {
          const sliced = new ExhaustiveSearch(rules);
          let r = sliced.solveSliced(heaps, 1e7, slice);
          let pauses = 0;
          while (r === 'paused') {
            pauses++;
            r = sliced.solveSliced(heaps, 1e7, slice);
          }
          assert.deepEqual(r, once, `${heaps.join(' ')} in slices of ${slice}`);
          assert.equal(sliced.size, whole.size);
          if (slice === 1 && whole.size > 3) assert.ok(pauses > 0, 'a slice of 1 pauses');
        }
      }
    }
  });

  it('counts the budget over every slice, and goes on after another search used the memo', () => {
    const s = new ExhaustiveSearch(kaylesMisere);
    let r = s.solveSliced(B(9, 8), 400, 50);
    while (r === 'paused') r = s.solveSliced(B(9, 8), 400, 50);
    assert.equal(r, null, 'the budget of 400 is spent across slices');
    const t = new ExhaustiveSearch(kaylesMisere);
    const expected = new ExhaustiveSearch(kaylesMisere).solve(B(6, 5), 1e7);
    assert.equal(t.solveSliced(B(6, 5), 1e7, 5), 'paused');
    assert.ok(t.solve(B(3, 2), 1e7), 'another search in between');
    let again = t.solveSliced(B(6, 5), 1e7, 5);
    while (again === 'paused') again = t.solveSliced(B(6, 5), 1e7, 5);
    assert.deepEqual(again, expected);
  });

  it('the sliced thread answers as the worker would, and lets other work run between its slices', async () => {
    const start = slicedSearch(1);
    const responses: SearchResponse[] = [];
    let failed: string | null = null;
    const thread = start({
      message: (r) => responses.push(r),
      failed: (why) => {
        failed = why;
      },
    });
    const requests: SearchRequest[] = [
      { id: 1, rules: kaylesMisere, preference: DEFAULT_PREFERENCE, heaps: B(9, 7, 3), budget: 2_000_000 },
      { id: 2, rules: wythoff(3), preference: DEFAULT_PREFERENCE, heaps: B(400, 403), budget: 2_000_000 },
    ];
    for (const r of requests) thread.post(r);
    assert.equal(responses.length, 0, 'nothing is answered inside post');
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 0);
    while (responses.length < requests.length) await new Promise((r) => setTimeout(r, 5));
    clearInterval(ticker);
    assert.equal(failed, null);
    assert.ok(ticks > 0, 'timers ran while it searched');
    for (const r of requests) {
      const expected = answerSearch(r);
      const got = responses.find((x) => x.id === r.id)!;
      assert.ok('verdict' in got && 'verdict' in expected);
      assert.equal(got.verdict.outcome, expected.verdict.outcome);
      assert.notEqual(got.verdict.outcome, 'unknown');
      assert.deepEqual(got.verdict.winningMoves, expected.verdict.winningMoves);
      assert.deepEqual(got.verdict.winningMoves, solve(r.rules, r.heaps).winningMoves);
    }
    thread.terminate();
  });

  it('stops when terminated, and reports a search that throws as an error answer', async () => {
    const responses: SearchResponse[] = [];
    const thread = slicedSearch(1)({ message: (r) => responses.push(r), failed: () => undefined });
    thread.post({ id: 7, rules: kaylesMisere, preference: DEFAULT_PREFERENCE, heaps: B(9, 9, 9), budget: 2_000_000 });
    thread.terminate();
    await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(responses, []);
    const answers: SearchResponse[] = [];
    const broken = slicedSearch(1)({ message: (r) => answers.push(r), failed: () => undefined });
    broken.post({
      id: 8,
      rules: { game: { kind: 'chess' } } as unknown as Rules,
      preference: DEFAULT_PREFERENCE,
      heaps: B(1),
      budget: 100,
    });
    while (!answers.length) await new Promise((r) => setTimeout(r, 5));
    assert.equal(answers[0]!.id, 8);
    assert.ok('error' in answers[0]!);
  });
});
