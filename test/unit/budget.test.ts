// The budget is a time: every method charges the work it does, so that the default budget is about
// a second of one core whatever the game (the rates themselves are measured by `npm run bench`, never
// here). These tests count what a method really did (the moves it made and the heaps they left,
// the positions it kept) beside the units it charged.

import * as assert from 'node:assert/strict';
import { DEFAULT_BUDGET } from '../../src/core/budget';
import { definitionOf } from '../../src/core/game';
import { type Game, type Rules } from '../../src/core/rules';
import { ExhaustiveSearch } from '../../src/core/search';
import { GameSolver } from '../../src/core/solve';
import { parseRulesLine } from '../../src/core/worksheet/parse';

function rulesOf(text: string): Rules {
  const parsed = parseRulesLine(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.rules;
}

/** What the moves made while `run` runs cost at least: one unit each, and one for every two heaps it leaves. */
function movesMade<T>(game: Game, run: () => T): { result: T; moves: number; heaps: number } {
  const definition = definitionOf(game) as { legalMoves: (g: Game, heaps: readonly bigint[]) => Generator };
  const original = definition.legalMoves;
  let moves = 0;
  let heaps = 0;
  definition.legalMoves = function* (g, position) {
    for (const m of original(g, position) as Generator<{ result: readonly bigint[] }>) {
      moves++;
      heaps += m.result.length;
      yield m;
    }
  };
  try {
    return { result: run(), moves, heaps };
  } finally {
    definition.legalMoves = original;
  }
}

describe('the budget charges the work done', () => {
  it('octal 0.6 misère, 50 70 90: unknown once the search has charged every move and every heap it made', () => {
    const rules = rulesOf('octal 0.6 misere');
    const heaps = [50n, 70n, 90n];
    const solver = new GameSolver(rules, DEFAULT_BUDGET);
    const { result: verdict, moves, heaps: left } = movesMade(rules.game, () => solver.solve(heaps));
    assert.equal(verdict.outcome, 'unknown');
    assert.match(verdict.method, /budget/);
    // The search did run (no bound refused it) and stopped at the budget...
    assert.ok(moves > 10_000, `${moves} moves made`);
    // ...having charged what it made: a move made, keyed and looked up, and the heaps it copied.
    assert.ok(moves + left / 2 <= DEFAULT_BUDGET, `${moves} moves leaving ${left} heaps within ${DEFAULT_BUDGET}`);
  });

  it('a search reports the work it spent, the budget when it ran out', () => {
    const rules = rulesOf('octal 0.6 misere');
    const search = new ExhaustiveSearch(rules);
    assert.equal(search.solve([30n, 31n], 100_000), null);
    assert.ok(search.spent > 100_000 && search.spent < 101_000, `${search.spent}`);
    const small = new ExhaustiveSearch(rules);
    assert.notEqual(small.solve([5n, 6n], 100_000), null);
    assert.ok(small.spent > 0 && small.spent < 100_000, `${small.spent}`);
  });
});
