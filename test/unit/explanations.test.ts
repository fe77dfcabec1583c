// Each game writes its own reasons: every kind of reason has one renderer, found through the
// registry, and the plain lines (the CLI's and the play panel's) say the values of the position.
import * as assert from 'node:assert/strict';
import { explanationLines, methodText } from '../../src/core/explain';
import { explanationRenderer } from '../../src/core/game';
import { type GameExplanation } from '../../src/core/games/explanations';
import { solve } from '../../src/core/solve';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { PlayGame } from '../../src/play/game';
import { takeIntent } from './intents';

function verdictOf(rulesLine: string, heaps: readonly bigint[]) {
  const parsed = parseRulesLine(rulesLine);
  if (!parsed.ok) throw new Error(parsed.message);
  return solve(parsed.rules, heaps, {});
}

/** Every kind of reason a game writes as data: the compiler says when one is missing here. */
const KINDS: { readonly [K in GameExplanation['kind']]: true } = {
  chomp: true,
  coins: true,
  corners: true,
  digraph: true,
  'digraph-retrograde': true,
  euclid: true,
  fibonacci: true,
  hackenbush: true,
  nim: true,
  'subtraction-run': true,
  'subtraction-table': true,
  wythoff: true,
  'wythoff-small-diagonal': true,
  'partner-table': true,
  octal: true,
  'take-and-break': true,
  'misere-quotient': true,
  moore: true,
  'module-formula': true,
  'module-retrograde': true,
  'module-misere-retrograde': true,
  'poker-nim': true,
  'poker-nim-retrograde': true,
  staircase: true,
  sum: true,
  'sum-loopy': true,
  'sum-retrograde': true,
};

describe('explanations: each game writes its own reasons', () => {
  it('every kind of reason is written by one renderer, found through the registry', () => {
    for (const kind of Object.keys(KINDS)) assert.equal(explanationRenderer(kind).kind, kind);
    assert.throws(() => explanationRenderer('no such kind'), /no game writes reasons of kind no such kind/);
  });

  it("Kayles' lines: each heap's value, the XOR, the period proved and who wins", () => {
    const v = verdictOf('kayles', [3n, 4n]);
    assert.equal(v.explanation.kind, 'octal');
    assert.deepEqual(explanationLines(v.explanation), [
      'heap 1: 3 has Grundy value 3',
      'heap 2: 4 has Grundy value 1',
      'XOR of the values: 2',
      'Kayles (octal 0.77): period 12 from 71, proved by Guy–Smith from 168 values.',
      'XOR not 0: the player to move wins.',
    ]);
    assert.equal(
      methodText(v.explanation),
      'Grundy values 3, 1, XOR 2; period 12 from 71, proved by Guy–Smith from 168 values',
    );
  });

  it("Grundy's game's lines: the values from the table and why no period is used", () => {
    const v = verdictOf('grundy', [7n, 5n]);
    assert.equal(v.explanation.kind, 'take-and-break');
    const lines = explanationLines(v.explanation);
    assert.deepEqual(lines.slice(0, 3), [
      'heap 1: 7 has Grundy value 0',
      'heap 2: 5 has Grundy value 2',
      'XOR of the values: 2',
    ]);
    assert.match(
      lines[3]!,
      /^Grundy's game \(take-and-break 4!\.0\): a table of \d+ values; no theorem proves a period for this code\.$/,
    );
    assert.equal(lines[4], 'XOR not 0: the player to move wins.');
  });

  it('the lines of a table of cold partners: the rows computed and the partner of the first heap', () => {
    const v = verdictOf('wythoff diagonal 3', [5n, 8n]);
    assert.equal(v.explanation.kind, 'partner-table');
    assert.deepEqual(explanationLines(v.explanation), [
      'Each heap size has one cold partner; computed exactly row by row (9 rows) for wythoff diagonal 3.',
      'The partner of 5 is 3; the position is warm: the player to move wins.',
    ]);
    // (3, 5): the smaller heap is within the bound, so no reachable position feels it: Wythoff's pair.
    const cold = verdictOf('wythoff diagonal 3', [3n, 5n]);
    assert.equal(cold.outcome, 'loss');
    assert.equal(cold.explanation.kind, 'wythoff');
    assert.equal(
      explanationLines(cold.explanation).at(-1),
      '(3, 5) is a cold pair: every move leaves a warm one, so the player to move loses.',
    );
  });
});

describe("the play panel's take, refused in the game's words", () => {
  const game = (rulesLine: string, heaps: bigint[]) => {
    const parsed = parseRulesLine(rulesLine);
    if (!parsed.ok) throw new Error(parsed.message);
    return new PlayGame(parsed.rules, heaps);
  };

  it('heaps of tokens', () => {
    const g = game('nim', [3n, 4n]);
    assert.deepEqual(g.attempt(takeIntent(0, 0n, false)), { ok: false, reason: 'take at least one token' });
    assert.deepEqual(g.attempt(takeIntent(2, 1n, false)), { ok: false, reason: 'there is no heap 3' });
    assert.deepEqual(g.attempt(takeIntent(0, 4n, false)), { ok: false, reason: 'heap 1 has only 3 tokens' });
  });

  it('stairs of coins', () => {
    const g = game('staircase', [3n, 0n, 5n]);
    assert.deepEqual(g.attempt(takeIntent(0, 0n, false)), { ok: false, reason: 'move at least one coin' });
    assert.deepEqual(g.attempt(takeIntent(3, 1n, false)), { ok: false, reason: 'there is no stair 4' });
    assert.deepEqual(g.attempt(takeIntent(1, 1n, false)), { ok: false, reason: 'stair 2 has only 0 coins' });
  });
});
