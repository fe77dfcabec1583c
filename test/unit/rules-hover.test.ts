// The hover on a rules line: the game in words, its Grundy sequence within a small budget as a
// scatter plot and as text, and what is proved beyond the plot.

import * as assert from 'node:assert/strict';
import { grundyTable } from '../../src/core/games/takeAndBreak/grundyTable';
import { LIGHT_PALETTE } from '../../src/core/pictures/svg';
import type { Rules } from '../../src/core/rules';
import { parseRulesLine } from '../../src/core/worksheet/parse';
import { RULES_HOVER_BUDGET, RULES_HOVER_HEAPS, rulesHover } from '../../src/core/worksheet/rulesMarkdown';

const rulesOf = (text: string): Rules => {
  const r = parseRulesLine(text);
  assert.ok(r.ok, text);
  return r.rules;
};

const hover = (text: string, picture = true) => rulesHover(rulesOf(text), RULES_HOVER_BUDGET, LIGHT_PALETTE, picture);

describe('the hover on a rules line', () => {
  it("Kayles: the first values (Guy and Smith's table), the plot, and the period proved beyond it", () => {
    const h = hover('kayles');
    assert.equal(h.values.length, RULES_HOVER_HEAPS);
    assert.deepEqual(
      h.values.slice(0, 24).map(Number),
      [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7],
    );
    // Period 12 from 71: every later value repeats the one 12 before.
    for (let n = 71 + 12; n < h.values.length; n++) assert.equal(h.values[n], h.values[n - 12]);
    assert.match(h.markdown, /^\*\*Kayles\*\* · `octal 0\.77`/);
    assert.match(
      h.markdown,
      /!\[Scatter plot of the Grundy values of Kayles \(octal 0\.77\) for heaps 0 to 1999: heap size across, value up, values from 0 to 8\.\]\(data:image\/svg\+xml;base64,/,
    );
    assert.ok(h.markdown.length < 60_000, `${h.markdown.length} characters`);
    assert.match(h.markdown, /G\(0\) to G\(39\): `0 1 2 3 1 4 3 2 1 4 2 6 /);
    assert.match(
      h.markdown,
      /Beyond the plot, G\(1000000\) = 1, by: values 1 \\\(period 12 from 71, proved by Guy–Smith\\\)/,
    );
  });

  it("Grundy's game: the values of the sparse-space table, and no theorem beyond them", () => {
    const h = hover('grundy');
    const code = rulesOf('grundy').game;
    assert.equal(code.kind, 'take-and-break');
    if (code.kind !== 'take-and-break') return;
    assert.deepEqual(h.values.map(Number), [...grundyTable(code.code, RULES_HOVER_HEAPS)]);
    // OEIS A002188.
    assert.deepEqual(h.values.slice(0, 20).map(Number), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3]);
    assert.match(
      h.markdown,
      /G\(1000000\) is not known: heap 1000000 is beyond the \d+ values computed within the budget of 50000, and no theorem proves a period/,
    );
  });

  it("Lasker's Nim and Nim: closed forms beyond the plot", () => {
    assert.match(hover('lasker').markdown, /G\(1000000\) = 999999, by: values 999999 \\\(Lasker's Nim/);
    assert.match(hover('nim').markdown, /G\(1000000\) = 1000000/);
    assert.match(hover('subtraction {2, 3}').markdown, /G\(1000000\) = 0, by: values 0 \\\(residues modulo 5\\\)/);
  });

  it('a three-way break stops where the budget does, with the reason', () => {
    const h = hover('take-and-break 0.8');
    assert.ok(h.values.length > 50 && h.values.length < RULES_HOVER_HEAPS, `${h.values.length}`);
    assert.deepEqual(h.values.slice(0, 10).map(Number), [0, 0, 0, 0, 1, 1, 1, 2, 2, 2]);
    assert.match(h.markdown, /is not known: heap 1000000 is beyond the \d+ values/);
  });

  it('misère rules say the values are those of normal play; no picture when pictures are off', () => {
    const h = hover('dawson misere', false);
    assert.match(
      h.markdown,
      /Misère play: the player who makes the last move loses\. The values below are those of normal play\./,
    );
    assert.doesNotMatch(h.markdown, /data:image/);
    assert.equal(h.values.length, RULES_HOVER_HEAPS);
  });

  it('games of two heaps and sums: the game in words only', () => {
    const w = hover('wythoff');
    assert.deepEqual(w.values, []);
    assert.match(w.markdown, /Take any number of tokens from one heap, or the same number from both/);
    const s = hover('nim + kayles');
    assert.deepEqual(s.values, []);
    assert.match(s.markdown, /A sum of games: a move is made in one of them\. Part 1: Take any number/);
  });
});
