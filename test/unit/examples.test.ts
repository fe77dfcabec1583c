// The example worksheets (examples/, shipped and opened by the walkthrough): every game has one,
// every line of them is answered, an error or a warning only on a line whose comment says it shows
// one (a wrong claim, a mistake),
// and every rules line and position says in a comment what it shows.

import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Game } from '../../src/core/rules';
import { analyseText } from '../../src/core/worksheet/analyser';

const root = join(__dirname, '..', '..', '..');
const folder = join(root, 'examples');
const files = readdirSync(folder).filter((f) => f.endsWith('.nim'));

/**
 * Every kind of game (a new one fails to compile here until it is listed, and then until it has an
 * example). A game module's examples are modules (examples/games/), run by test/unit/game-modules.test.ts.
 */
const KINDS: Record<Exclude<Game['kind'], 'sum' | 'module'>, true> = {
  nim: true,
  subtraction: true,
  wythoff: true,
  'take-and-break': true,
  coins: true,
  corners: true,
  staircase: true,
  euclid: true,
  moore: true,
  fibonacci: true,
  hackenbush: true,
  digraph: true,
  chomp: true,
  'poker-nim': true,
};

/** The practice sheet asks its questions without answers: its lines are the questions. */
const PRACTICE = new Set(['practice.nim']);

function kindsOf(game: Game): string[] {
  return game.kind === 'sum' ? game.components.flatMap(kindsOf) : [game.kind];
}

describe('the example worksheets', () => {
  it('every game has one', () => {
    const seen = new Set<string>();
    for (const file of files)
      for (const p of analyseText(readFileSync(join(folder, file), 'utf8')).positions)
        if (p.rules) for (const kind of kindsOf(p.rules.game)) seen.add(kind);
    assert.deepEqual(
      Object.keys(KINDS).filter((kind) => !seen.has(kind)),
      [],
      'games with no example',
    );
  });

  for (const file of files)
    it(`${file}: answered, an error or a warning only where its comment says so, nothing unknown, every line commented`, () => {
      const text = readFileSync(join(folder, file), 'utf8');
      const lines = text.split('\n');
      const a = analyseText(text);
      const said = (line: number) => /warning|avertissement|mistake|faute|wrong|fausse/i.test(lines[line]!);
      assert.deepEqual(
        a.diagnostics
          .filter((d) => (d.severity === 'error' || d.severity === 'warning') && !said(d.range.line))
          .map((d) => `${file}:${d.range.line + 1}: ${d.message}`),
        [],
      );
      const unknown = a.positions.filter((p) => p.verdicts.some((v) => v?.outcome === 'unknown'));
      assert.deepEqual(
        unknown.map((p) => `${file}:${p.line + 1}`),
        [],
        'positions left unknown at the default budget',
      );
      if (PRACTICE.has(file)) return;
      const bare = lines
        .map((line, i) => ({ line, i }))
        .filter(({ line }) => line.trim() !== '' && !line.trimStart().startsWith('#') && !line.includes('#'));
      assert.deepEqual(
        bare.map(({ line, i }) => `${file}:${i + 1}: ${line}`),
        [],
        'lines without a comment',
      );
    });
});
