// Every reason as a person reads it, pinned byte for byte (explanationTexts.ts: the CLI's one
// line, the plain lines, the lens title and the hover, in English and in French, for positions of
// every game). The record is the text before reasons became data of each game's kind: a change of
// how reasons are made must leave what they say alone. `NIM_LENS_RECORD=1` writes the record anew
// (only where the texts are meant to change).
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { explanationLines, methodText } from '../../src/core/explain';
import { type Language, setLanguage } from '../../src/core/l10n';
import { analyseText } from '../../src/core/worksheet/analyser';
import { root, type Texts, worksheets } from './explanationTexts';

const RECORD = join(root, 'test', 'unit', 'fixtures', 'explanation-texts.json');

/** The texts written by a fresh process: nothing another test did is in its caches. */
function freshTexts(): Record<string, Record<Language, Texts[]>> {
  const out = execFileSync(process.execPath, [join(__dirname, 'explanationTexts.js')], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  return JSON.parse(out) as Record<string, Record<Language, Texts[]>>;
}

describe("explanations' texts, byte for byte", () => {
  const texts = freshTexts();
  if (process.env.NIM_LENS_RECORD === '1') writeFileSync(RECORD, `${JSON.stringify(texts, null, 1)}\n`);
  const record = JSON.parse(readFileSync(RECORD, 'utf8')) as typeof texts;

  it('records the same worksheets', () => assert.deepEqual(Object.keys(texts), Object.keys(record)));

  /**
   * The kinds of reason written wholly when read. Not yet: a sum's rows (`sum`, `sum-loopy`) carry
   * each part's name and `why`, and take-and-break's reason its table's words, written when decided.
   */
  const READ_IN_ITS_LANGUAGE = new Set([
    'nim',
    'coins',
    'corners',
    'staircase',
    'euclid',
    'moore',
    'fibonacci',
    'hackenbush',
    'digraph',
    'digraph-retrograde',
    'chomp',
    'poker-nim',
    'poker-nim-retrograde',
    'sum-retrograde',
  ]);

  it('writes a reason in the language it is read in, whatever the language it was decided in', () => {
    const mismatches: string[] = [];
    const seen = new Set<string>();
    for (const [name, text] of Object.entries(worksheets())) {
      setLanguage('fr');
      let analysis;
      try {
        analysis = analyseText(text, { budget: 200_000 });
      } finally {
        setLanguage('en');
      }
      const verdicts = analysis.positions.flatMap((p) => (p.rules ? p.verdicts.filter((v) => v !== null) : []));
      const english = record[name]!.en;
      assert.equal(verdicts.length, english.length, name);
      verdicts.forEach((v, i) => {
        if (!READ_IN_ITS_LANGUAGE.has(v.explanation.kind)) return;
        seen.add(v.explanation.kind);
        const read = { methodText: methodText(v.explanation), lines: explanationLines(v.explanation) };
        const expected = { methodText: english[i]!.methodText, lines: english[i]!.lines };
        if (JSON.stringify(read) !== JSON.stringify(expected))
          mismatches.push(`${name}, ${english[i]!.line}: ${JSON.stringify(read)}`);
      });
    }
    assert.deepEqual(mismatches, []);
    assert.deepEqual([...seen].sort(), [...READ_IN_ITS_LANGUAGE].sort(), 'every such kind met');
  });
  for (const name of Object.keys(record))
    for (const language of ['en', 'fr'] as const)
      it(`says what it said of ${name} in ${language}`, () =>
        assert.deepEqual(texts[name]![language], record[name]![language]));
});
