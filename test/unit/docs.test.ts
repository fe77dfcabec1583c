// The language guide (docs/language.md) and the README's language section must say what the
// analyser does: every example is analysed here, so a change to either shows up as a failure.

import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseText } from '../../src/core/worksheet/analyser';

const root = join(__dirname, '..', '..', '..');
const guide = readFileSync(join(root, 'docs', 'language.md'), 'utf8');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
/** The README's language section (its other blocks are shell commands and JSON). */
const readmeLanguage = readme.slice(
  readme.indexOf('## The language in brief'),
  readme.indexOf('\n## ', readme.indexOf('## The language in brief') + 1),
);

/** The fenced blocks without a language (worksheet text). */
function examples(markdown: string): string[] {
  return [...markdown.matchAll(/^```\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
}

/** Errors and warnings, by line, in an example. */
function problems(text: string): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const d of analyseText(text).diagnostics) {
    if (d.severity !== 'error' && d.severity !== 'warning') continue;
    out.set(d.range.line, [...(out.get(d.range.line) ?? []), d.severity]);
  }
  return out;
}

/** What an example line's comment says the analyser reports on it. */
function expectedSeverities(line: string): string[] {
  if (/# (wrong|an error)/.test(line)) return ['error'];
  if (/# a mistake/.test(line)) return ['warning'];
  return [];
}

/** The severity a row of the table of errors gives, from its "says" column. */
function tableSeverity(says: string): 'error' | 'warning' | null {
  if (/an error/.test(says)) return 'error';
  if (/a warning/.test(says)) return 'warning';
  return null;
}

describe('the language guide and the README say what the analyser does', () => {
  for (const [name, text] of [
    ['docs/language.md', guide],
    ['README.md', readmeLanguage],
  ] as const) {
    it(`${name}: every example line is clean, except the ones its comment calls wrong or a mistake`, () => {
      const blocks = examples(text);
      assert.ok(blocks.length >= 2, `${name} has examples`);
      for (const block of blocks) {
        const lines = block.split('\n');
        const found = problems(block);
        lines.forEach((line, i) => {
          const expected = expectedSeverities(line);
          assert.deepEqual(found.get(i) ?? [], expected, `${name}: "${line}"`);
        });
      }
    });
  }

  it('docs/language.md: the table of errors gives each example the severity it says', () => {
    const table = guide.slice(guide.indexOf('| you write |'), guide.indexOf('Numbers of more than'));
    const rows = table.split('\n').filter((r) => r.startsWith('| `'));
    assert.ok(rows.length >= 8);
    for (const row of rows) {
      const [written, says] = row.split(' | ');
      const severity = tableSeverity(says!);
      assert.ok(severity, row);
      // `(under \`RULES\`)` names the rules line the examples are written under.
      const under = /\(under `([^`]+)`\)/.exec(written!)?.[1];
      for (const [, example] of written!.matchAll(/`([^`]+)`/g)) {
        if (example === under) continue;
        let rules = /under nim/.test(row) || /^[0-9]/.test(example!) ? 'nim\n' : '';
        if (under) rules = `${under}\n`;
        const found = problems(`${rules}${example}\n`);
        assert.deepEqual([...found.values()].flat(), [severity], `${example} (${row})`);
      }
    }
  });
});
