// A worksheet written with the French game words (spec "French game words") reads as its English
// twin: the same JSON report from `nim-lens check`, position by position and diagnostic by
// diagnostic, with the canonical English rules; in both languages of the answers.

import * as assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli/main';
import type { JsonReport } from '../../src/cli/report';
import { setLanguage } from '../../src/core/l10n';

/** Every game with a French word, its positions, records, claims, a sum and the diagonal. */
const ENGLISH = `subtraction {1, 3, 4}
7 : win
10 -> 9 -> 5
subtraction 1..3, misère
5 6
staircase
3 0 5 2 : loss
3 0 5 2 -> 3 2 3 2
euclid
(21, 8)
(21, 8) -> (5, 8)
turning turtles
THHTH : win
heads 2 3 5
mock turtles misère
THHTH
ruler
THHTHH -> THHTHT
corners
(1, 2) (3, 3) : loss
wythoff diagonal 1
prefer fewest, diagonal costs 4
3 5
5 8
nim + subtraction 1..3 + ruler
3 4 + 7 + THHTH
staircase + corners
3 1 + (2, 2)
`;

/** The twin: every rules word in French, some with their accents, some without, some capitalised. */
const FRENCH = ENGLISH.replace(/^subtraction \{/m, 'soustraction {')
  .replace('subtraction 1..3, misère', 'Soustraction 1..3, misère')
  .replace(/^staircase$/m, 'escalier')
  .replace('euclid\n', 'euclide\n')
  .replace('turning turtles', 'tortues retournées')
  .replace('mock turtles misère', 'fausses tortues misère')
  .replace(/^ruler$/m, 'regle')
  .replace(/^corners$/m, 'coins retournes')
  .replace('wythoff diagonal 1', 'wythoff diagonale 1')
  .replace('diagonal costs 4', 'diagonale costs 4')
  .replace('nim + subtraction 1..3 + ruler', 'nim + soustraction 1..3 + Règle')
  .replace('staircase + corners', 'escalier + coins retournés');

const dir = mkdtempSync(join(tmpdir(), 'nim-lens-french-words-'));

async function report(name: string, text: string, lang: 'en' | 'fr'): Promise<JsonReport['files'][number]> {
  const path = join(dir, name);
  writeFileSync(path, text);
  let out = '';
  const status = await run(['check', '--json', '--lang', lang, path], { write: (t) => (out += t), err: () => {} });
  assert.ok(status === 0 || status === 1, `exit status ${status}`);
  return (JSON.parse(out) as JsonReport).files[0]!;
}

describe('French game words: a worksheet reads as its English twin', () => {
  it('the twin has no English game word left and every line in its place', () => {
    assert.equal(FRENCH.split('\n').length, ENGLISH.split('\n').length);
    for (const word of ['subtraction', 'staircase', 'euclid\n', 'turtles', 'ruler', 'corners', 'diagonal '])
      assert.ok(!FRENCH.includes(word), word);
  });

  // `--lang fr` sets the answers' language for the process: English again for the next file.
  afterEach(() => setLanguage('en'));

  for (const lang of ['en', 'fr'] as const) {
    it(`the same report, position by position (answers in ${lang === 'en' ? 'English' : 'French'})`, async () => {
      const english = await report(`english-${lang}.nim`, ENGLISH, lang);
      const french = await report(`french-${lang}.nim`, FRENCH, lang);
      assert.equal(english.positions.length, 16);
      assert.ok(
        english.positions.every((p) => p.rules !== null && p.outcome !== 'unknown'),
        'every position analysed and decided',
      );
      assert.deepEqual(french.positions, english.positions);
      // The same diagnostics (wrong claims, mistakes) at the same lines; the columns move with the words.
      const brief = (f: typeof english) => f.diagnostics.map((d) => `${d.line} ${d.code} ${d.severity} ${d.message}`);
      assert.deepEqual(brief(french), brief(english));
      assert.ok(english.diagnostics.length >= 2, 'the twins have claims and records to check');
    });
  }
});
