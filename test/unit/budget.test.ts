// The budget is a time: every method charges the work it does, so that the default budget is about
// a second of one core whatever the game (the rates themselves are measured by `npm run bench`, never
// here). These tests count what a method really did (the moves it made and the heaps they left,
// the positions it kept) beside the units it charged.

import * as assert from 'node:assert/strict';
import { DEFAULT_BUDGET } from '../../src/core/budget';
import { definitionOf } from '../../src/core/game';
import { type MexGame, MexSearchValues } from '../../src/core/games/mexSearch';
import { removalRules } from '../../src/core/games/misereQuotient/heapRules';
import { type Guess } from '../../src/core/games/misereQuotient/learner';
import { MisereOutcomes } from '../../src/core/games/misereQuotient/outcomes';
import { QuotientEngine } from '../../src/core/games/misereQuotient/quotient';
import { BreakTable } from '../../src/core/games/takeAndBreak/breakTable';
import { type Game, type Rules } from '../../src/core/rules';
import { ExhaustiveSearch } from '../../src/core/search';
import { GameSolver, solve } from '../../src/core/solve';
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

/** The quotient engine of a two-digit octal code. */
function engineOf(digits: string, guesses?: readonly Guess[]): QuotientEngine {
  return new QuotientEngine(
    removalRules(
      [...digits]
        .map(Number)
        .map((d, i) => ({ j: i + 1, none: (d & 1) !== 0, one: (d & 2) !== 0, two: (d & 4) !== 0 })),
    ),
    guesses,
  );
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

  it("the quotient engine's searches charge the heaps of every position they look at", () => {
    // 0.16 with only the new-generator guess is found by the learner: nearly all its work is the
    // searches' (positions of a dozen heaps). The expansion finds it without them.
    const prototype = MisereOutcomes.prototype as unknown as { isP: (heaps: readonly number[]) => boolean };
    const original = prototype.isP;
    let positions = 0;
    let heaps = 0;
    prototype.isP = function (this: MisereOutcomes, position: readonly number[]) {
      positions++;
      heaps += position.length;
      return original.call(this, position);
    };
    const engine = engineOf('16', ['generator']);
    try {
      engine.advance(500, 200_000);
    } finally {
      prototype.isP = original;
    }
    assert.ok(engine.exhausted, 'the work ran out');
    assert.ok(positions > 10_000, `${positions} positions`);
    // Each position was reached by an option, charged a unit and one more per two of its heaps.
    assert.ok(
      positions + heaps / 2 <= engine.work * 1.1,
      `${positions} positions of ${heaps} heaps, ${engine.work} work`,
    );
  });

  it("misère Kayles's quotient is found and proved within the default budget (its certificate charged at its cost)", () => {
    const engine = engineOf('77');
    const q = engine.advance(500, DEFAULT_BUDGET);
    assert.deepEqual(q?.period, { period: 12, preperiod: 71, foundAt: 167 });
    assert.equal(q?.order, 40);
    // About 9,000 since mex interpolation and the dominated types (1.4 million before).
    assert.ok(engine.work > 4_000 && engine.work < 40_000, `${engine.work}`);
    const v = solve(rulesOf('kayles misere'), [60n, 70n, 80n]);
    assert.equal(v.explanation.kind, 'misere-quotient');
  });

  it('the value-by-value table charges its options at the rate of the sparse-space one, a hundred a unit', () => {
    const game = rulesOf('octal 0.6').game;
    assert.equal(game.kind, 'take-and-break');
    const table = new BreakTable(game.code);
    table.extend(DEFAULT_BUDGET);
    assert.equal(table.proof, null);
    assert.equal(table.values.length, 16_330);
  });

  it('values by mex key each option once, and a value beyond the budget is refused at once when asked again', () => {
    // Nim heaps, counted: every move made and every key computed.
    let moves = 0;
    let keys = 0;
    const game: MexGame = {
      *moves(heaps) {
        for (let i = 0; i < heaps.length; i++)
          for (let a = 1n; a <= heaps[i]!; a++) {
            moves++;
            const result = heaps.slice();
            result[i] = heaps[i]! - a;
            yield { heaps: [i], amount: a, result };
          }
      },
      key: (heaps) => {
        keys++;
        return heaps.join(',');
      },
      why: () => '',
      moveCount: (heaps) => heaps.reduce((a, b) => a + b, 0n),
    };
    const values = new MexSearchValues(game, 1_000_000);
    assert.equal(values.value([5n, 6n, 7n]), 5n ^ 6n ^ 7n);
    assert.ok(keys <= moves + 1, `${keys} keys for ${moves} moves`);
    const small = new MexSearchValues(game, 2_000);
    moves = 0;
    assert.equal(small.value([20n, 21n, 22n]), null);
    const first = moves;
    assert.equal(small.value([20n, 21n, 22n]), null);
    assert.equal(moves, first, 'asked again, no move is made');
  });
});
