// The French documents say what the code does: the example worksheet examples/nora-et-camille.nim,
// made of the positions of the French seed documents, has no error and claims in French words; and
// every worksheet example of the French language guide (docs/language.fr.md) is analysed as its
// comment says, as test/unit/docs.test.ts does for the English guide.

import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../../src/cli/main';
import type { JsonReport } from '../../src/cli/report';
import { setLanguage } from '../../src/core/l10n';
import { analyseText } from '../../src/core/worksheet/analyser';
import { examples, problems } from './docExamples';

const root = join(__dirname, '..', '..', '..');
const examplePath = join(root, 'examples', 'nora-et-camille.nim');
const example = readFileSync(examplePath, 'utf8');
const guide = readFileSync(join(root, 'docs', 'language.fr.md'), 'utf8');
const englishGuide = readFileSync(join(root, 'docs', 'language.md'), 'utf8');

/** A line without its comment. */
const code = (line: string) => line.replace(/#.*$/, '').trim();

/** What a line's French comment says the analyser reports on it. */
function expectedSeverities(line: string): string[] {
  if (/# (faux|une erreur)/.test(line)) return ['error'];
  if (/# une faute/.test(line)) return ['warning'];
  return [];
}

describe('the French example worksheet (examples/nora-et-camille.nim)', () => {
  afterEach(() => setLanguage('en'));

  it('has no error, and a warning only on the steps its comment calls « une faute »', () => {
    const analysis = analyseText(example);
    const errors = analysis.diagnostics.filter((d) => d.severity === 'error');
    assert.deepEqual(
      errors.map((d) => `${d.range.line + 1}: ${d.message}`),
      [],
    );
    const lines = example.split('\n');
    const found = problems(example);
    lines.forEach((line, i) =>
      assert.deepEqual(found.get(i) ?? [], expectedSeverities(line), `line ${i + 1}: ${line}`),
    );
    assert.ok(analysis.positions.length >= 40, `${analysis.positions.length} positions`);
  });

  it('writes its claims in French: gagnant and perdant, never win, loss, N or P', () => {
    const claims = example
      .split('\n')
      .map(code)
      .flatMap((line) => [...line.matchAll(/:\s*([A-Za-zé]+)/g)].map((m) => m[1]!));
    assert.ok(claims.length >= 30, `${claims.length} claims`);
    assert.deepEqual([...new Set(claims)].sort(), ['gagnant', 'perdant']);
  });

  it("holds the seed documents' positions, with their verdicts", () => {
    const verdict = (rules: string, position: string) => {
      const analysis = analyseText(`${rules}\n${position}\n`);
      return analysis.positions[0]!.verdicts[0]!.outcome;
    };
    // Every claim the sheet makes is one of these, under the rules line above it.
    const expected: [string, string, 'win' | 'loss'][] = [
      ['wythoff', '7 10', 'win'],
      ['wythoff', '5 8', 'win'],
      ['wythoff', '20 33', 'win'],
      ['wythoff', '21 34', 'loss'],
      ['wythoff', '8 13', 'loss'],
      ['wythoff diagonal 1', '3 3', 'loss'],
      ['nim', '3 3', 'loss'],
      ['nim', '1 5', 'win'],
      ['nim misère', '1 1 1', 'loss'],
      ['nim misère', '4 1 1', 'win'],
      ['subtraction 1..2', '3', 'loss'],
      ['subtraction {1, 3, 4}', '5', 'win'],
      ['subtraction {2, 3}', '1', 'loss'],
      ['subtraction {2, 3}', '4', 'win'],
    ];
    for (const [rules, position, outcome] of expected) {
      assert.equal(verdict(rules, position), outcome, `${rules}: ${position}`);
      // The rules line, alone or with its comment.
      const at = example.search(new RegExp(`\\n${rules.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} *(#[^\\n]*)?\\n`));
      assert.ok(at >= 0, rules);
      const block = example.slice(at);
      const claim = outcome === 'win' ? 'gagnant' : 'perdant';
      assert.match(
        block,
        new RegExp(`\\n\\(?${position.replace(/ /g, ',? ')}\\)? : ${claim}\\b`),
        `${rules}: ${position}`,
      );
    }
    for (const record of [
      '3 4 5 -> 1 4 5',
      '5 8 -> 4 7',
      '20 33 -> 20 12',
      '4 1 1 : gagnant -> 1 1 1',
      '9 : gagnant -> 6',
    ])
      assert.ok(example.includes(record), record);
  });

  it('checks clean from the command line, in both languages, with the same JSON', async () => {
    const reports: string[] = [];
    for (const lang of ['en', 'fr']) {
      let out = '';
      const status = await run(['check', '--json', '--lang', lang, examplePath], {
        write: (text) => (out += text),
        err: () => {},
      });
      assert.equal(status, 0, lang);
      const report = JSON.parse(out) as JsonReport;
      assert.deepEqual(
        report.files[0]!.diagnostics.map((d) => d.severity),
        ['warning', 'warning'],
      );
      reports.push(
        JSON.stringify(report.files[0]!.positions.map((p) => [p.line, p.outcome, p.recommended, p.winningMoveCount])),
      );
    }
    assert.equal(reports[1], reports[0]);
  });
});

describe('the French language guide (docs/language.fr.md) says what the analyser does', () => {
  it('has the examples of the English guide, with comments in French', () => {
    const fr = examples(guide);
    const en = examples(englishGuide);
    assert.equal(fr.length, en.length, 'as many examples');
    // The worksheet language stays as it is: the same lines once comments are set aside.
    fr.forEach((block, i) => assert.deepEqual(block.split('\n').map(code), en[i]!.split('\n').map(code), block));
  });

  it('every example line is clean, except the ones its comment calls faux, une erreur or une faute', () => {
    for (const block of examples(guide)) {
      const found = problems(block);
      block.split('\n').forEach((line, i) => assert.deepEqual(found.get(i) ?? [], expectedSeverities(line), line));
    }
  });

  it('the table of errors gives each example the severity it says', () => {
    const table = guide.slice(guide.indexOf('| vous écrivez |'), guide.indexOf('Les nombres de plus de'));
    const rows = table.split('\n').filter((r) => r.startsWith('| `'));
    const englishRows = englishGuide
      .slice(englishGuide.indexOf('| you write |'), englishGuide.indexOf('Numbers of more than'))
      .split('\n')
      .filter((r) => r.startsWith('| `'));
    assert.equal(rows.length, englishRows.length);
    for (const row of rows) {
      const [written, says] = row.split(' | ');
      let severity: 'error' | 'warning' | null = null;
      if (/une erreur/.test(says!)) severity = 'error';
      else if (/un avertissement/.test(says!)) severity = 'warning';
      assert.ok(severity, row);
      const under = /\(sous `([^`]+)`\)/.exec(written!)?.[1];
      for (const [, text] of written!.matchAll(/`([^`]+)`/g)) {
        if (text === under) continue;
        let rules = /sous nim/.test(row) || /^[0-9]/.test(text!) ? 'nim\n' : '';
        if (under) rules = `${under}\n`;
        const found = problems(`${rules}${text}\n`);
        assert.deepEqual([...found.values()].flat(), [severity], `${text} (${row})`);
      }
    }
  });

  it('links to the English guide, which links back', () => {
    assert.match(guide, /\]\(language\.md\)/);
    assert.match(englishGuide.slice(0, 300), /\]\(language\.fr\.md\)/);
  });
});

describe('the French tour (examples/visite.nim), which the walkthrough opens in French', () => {
  const tour = readFileSync(join(root, 'examples', 'tour.nim'), 'utf8').split('\n');
  const visite = readFileSync(join(root, 'examples', 'visite.nim'), 'utf8').split('\n');
  /** The claim words of each language, so that a line of one tour can be compared with the other's. */
  const claims = (line: string) =>
    code(line)
      .replace(/: gagnant$/, ': win')
      .replace(/: perdant$/, ': loss');

  it('has the positions, rules and records of the English tour, line by line, with French claims', () => {
    assert.equal(visite.length, tour.length);
    visite.forEach((line, i) => assert.equal(claims(line), code(tour[i]!), `line ${i + 1}`));
    assert.ok(visite.some((l) => /: gagnant\b/.test(l)) && visite.some((l) => /: perdant\b/.test(l)));
    assert.ok(!visite.some((l) => /: (win|loss)\b/.test(code(l))), 'no English claim');
  });

  it('has no error or warning, and every claim is right', () => {
    assert.deepEqual([...problems(visite.join('\n')).entries()], []);
  });
});
