// The guides list every game the registry knows: each rules word, English and French, is shown in
// docs/language.md and docs/language.fr.md as a rules line writes it: at the start of code (an
// example's line or a span in backticks), never only in prose.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULES_WORDS } from '../../src/core/game';

const root = join(__dirname, '..', '..', '..');
const guide = (name: string) => readFileSync(join(root, 'docs', name), 'utf8');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The code of a guide: its inline code spans and the lines of its fenced blocks, prose left out. */
function codeOf(text: string): string[] {
  const blocks = [...text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].flatMap((m) => m[1]!.split('\n'));
  const prose = text.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  return [...blocks, ...spans];
}

/** The word at the start of a piece of code (`moore 2`, `dawson   # …`), as a rules line writes it. */
const shown = (code: readonly string[], word: string) =>
  code.some((c) => new RegExp(`^\\s*${escape(word)}(?=\\s|$)`).test(c));

describe('the guides list every game of the registry', () => {
  it('docs/language.md shows each English rules word', () => {
    const text = codeOf(guide('language.md'));
    const missing = RULES_WORDS.map((w) => w.word).filter((w) => !shown(text, w));
    assert.deepEqual(missing, []);
  });

  it('docs/language.fr.md shows each French rules word, or the English one where there is none', () => {
    const text = codeOf(guide('language.fr.md'));
    const missing = RULES_WORDS.filter((w) => !shown(text, w.french ?? w.word)).map((w) => w.french ?? w.word);
    assert.deepEqual(missing, []);
  });
});
