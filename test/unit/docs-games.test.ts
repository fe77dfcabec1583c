// The guides list every game the registry knows: each rules word, English and French, is shown in
// docs/language.md and docs/language.fr.md as a rules line writes it (in backticks or an example).
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULES_WORDS } from '../../src/core/game';

const root = join(__dirname, '..', '..', '..');
const guide = (name: string) => readFileSync(join(root, 'docs', name), 'utf8');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The word at the start of code: in backticks (`moore 2`) or a line of an example (`dawson   # …`). */
const shown = (text: string, word: string) => new RegExp(`(^|\`)${escape(word)}(?=[\`\\s]|$)`, 'im').test(text);

describe('the guides list every game of the registry', () => {
  it('docs/language.md shows each English rules word', () => {
    const text = guide('language.md');
    const missing = RULES_WORDS.map((w) => w.word).filter((w) => !shown(text, w));
    assert.deepEqual(missing, []);
  });

  it('docs/language.fr.md shows each French rules word, or the English one where there is none', () => {
    const text = guide('language.fr.md');
    const missing = RULES_WORDS.filter((w) => !shown(text, w.french ?? w.word)).map((w) => w.french ?? w.word);
    assert.deepEqual(missing, []);
  });
});
