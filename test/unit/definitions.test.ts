// What every game's definition answers to the questions the rest of Nim Lens asks of any game: the
// values of one heap where positions are heaps, the diagonal bound only for Wythoff, and the
// misère frontier rule only where it is proved.
import * as assert from 'node:assert/strict';
import { definitionOf } from '../../src/core/game';
import { parseRulesLine } from '../../src/core/worksheet/parse';

function gameOf(rulesLine: string) {
  const parsed = parseRulesLine(rulesLine);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.rules.game;
}

/** Each game of the registry, with G(0) … G(9) where its positions are heaps each worth its value. */
const GAMES: readonly [string, readonly number[] | null][] = [
  ['nim', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ['subtraction {1, 2}', [0, 1, 2, 0, 1, 2, 0, 1, 2, 0]],
  ['kayles', [0, 1, 2, 3, 1, 4, 3, 2, 1, 4]],
  ['grundy', [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]],
  ['turning turtles', null],
  ['corners', null],
  ['staircase', null],
  ['euclid', null],
  ['moore 2', null],
  ['fibonacci', null],
  ['hackenbush', null],
  ['digraph a: b; b: a c', null],
  ['poker nim', null],
  ['nim + kayles', null],
];

describe("every game's definition answers what any game is asked", () => {
  for (const [rulesLine, values] of GAMES)
    it(`${rulesLine}: its one-heap values, its misère rule`, () => {
      const game = gameOf(rulesLine);
      const definition = definitionOf(game);
      assert.equal(definition.heapTable, values !== null, 'heapTable says whether valueTable gives values');
      const table = definition.valueTable(game, 10);
      assert.deepEqual(table && Array.from(table.values, Number), values);
      // The frontier rule is proved for Nim and subtraction games; Kayles is wild in misère play.
      const tame = definition.tameHeaps(game, 1000) !== null;
      assert.equal(tame, rulesLine === 'nim' || rulesLine.startsWith('subtraction'));
    });

  it('Wythoff, with and without a diagonal bound: the parameter it could still be written with is its own to say', () => {
    const word = definitionOf(gameOf('wythoff')).rulesWords[0]!;
    assert.deepEqual(word.freeParameters!(gameOf('wythoff')), ['diagonal']);
    assert.deepEqual(word.freeParameters!(gameOf('wythoff diagonal 2')), []);
    // No other game has a parameter word met among the options.
    for (const [rulesLine] of GAMES) {
      const game = gameOf(rulesLine);
      for (const w of definitionOf(game).rulesWords) assert.equal(w.lateParameter, undefined, rulesLine);
    }
  });
});
