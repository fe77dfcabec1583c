// The answers in French, end to end: the seed documents' positions answered with the French terms
// (docs/glossary.md), and worksheets of every game and every kind of mistake answered with no
// English left in the lens titles, hovers, diagnostics and quick-fix titles.

import * as assert from 'node:assert/strict';
import { setLanguage } from '../../src/core/l10n';
import { THEME_PALETTE } from '../../src/core/pictures/svg';
import { analyseText } from '../../src/core/worksheet/analyser';
import { verdictMarkdown } from '../../src/core/worksheet/markdown';
import { rulesHover } from '../../src/core/worksheet/rulesMarkdown';
import { verdictTitle } from '../../src/core/worksheet/summary';
import { DiagnosticCode } from '../../src/core/reading/syntax';

/** Every text a person reads about a worksheet: lens titles, hovers, diagnostics and fix titles. */
function answersOf(text: string): string[] {
  const a = analyseText(text, { budget: 200_000 });
  const out: string[] = [];
  const rulesSeen = new Set<number>();
  for (const p of a.positions) {
    p.verdicts.forEach((v, i) => {
      if (!v || !p.rules) return;
      const style = p.statement.items[i]!.position.style;
      out.push(verdictTitle(v, style), verdictMarkdown(v, p.rules, style));
    });
    if (p.rules && p.rulesLine !== null && !rulesSeen.has(p.rulesLine)) {
      rulesSeen.add(p.rulesLine);
      out.push(rulesHover(p.rules, 50_000, THEME_PALETTE, false).markdown);
    }
  }
  for (const d of a.diagnostics) {
    out.push(d.message);
    if (d.fix) out.push(d.fix.title);
  }
  return out;
}

/**
 * English words left in a French text: words of English sentences, outside code spans (positions,
 * rules words and claims are written in the worksheet's own language) and outside names.
 */
function englishIn(text: string): string[] {
  const prose = text
    .replace(/`[^`]*`/g, ' ')
    .replace(/data:image\/[^)]*\)/g, ' ')
    .replace(/\bheads( [0-9]+)+/g, ' ')
    .replace(/take\\?-and\\?-break/g, ' ')
    .replace(/Turning Turtles|Mock Turtles|Turning Corners|Ruler|Kayles|Wythoff|Grundy|Lasker|Guy–Smith|Dawson/g, ' ');
  return prose.match(ENGLISH) ?? [];
}
const ENGLISH =
  /\b(the|and|from|with|which|heaps?|moves?|winning|takes?|player|values?|every|there|this|that|is|are|has|have|not|of|to|by|for|loss|win|unknown|recommended|turn|over|stairs?|subtract|split|left|right|search|period|heads?|tails)\b/gi;

const WORKSHEETS: readonly string[] = [
  // The seed documents: Nim's binary columns, misère Nim's frontier, the {2, 3} trap, Wythoff.
  'nim\n3 4 5\n1 2 5 : perdant\n1 4 4\n3 4 5 -> 1 4 5\n',
  'nim misere\n4 1 1\n4 1 1 1\n2 2\n',
  'subtraction {2, 3}\n1\n5\nsubtraction {1, 3, 4}\n7\n10\nsubtraction 1..2\n3\n7\n',
  'wythoff\n7 10\n5 8\n(20, 33)\n3 5 : gagnant\nwythoff diagonal 1\n3 5\n',
  'kayles\n5 7\noctal 0.07\n9\ngrundy\n9 4\nlasker\n7\ntake-and-break 4.4\n6\n',
  'nim + kayles + wythoff\n3 4 + 7 + (3, 5)\n',
  'turning turtles\nTHHTH\nmock turtles\nheads 2 3 5\nruler\nheads 4 6\n',
  'corners\n(1, 2) (2, 3)\nstaircase\n3 0 5 2\neuclid\n(21, 8)\n',
  'mock turtles misere\nTHHT\nstaircase misere\n1 2\n',
  // Mistakes of every kind: syntax, rules, claims, records.
  'nmi\n3 4\n',
  'nim\n3 4 x\n3 4 : win\n3 4 -> 3 5\n3 4 -> 3 3 -> 0 3\n',
  'subtraction {}\n3\nwythoff diagonal\n3 4\n',
  'mock turtels\nTHT\nturning turtles\nheads 0 2\nheads 2 2\n',
  'euclid\n(3, 4, 5)\n',
];

describe('the answers in French', () => {
  before(() => setLanguage('fr'));
  after(() => setLanguage('en'));

  it("answers the seed documents' positions with the French terms", () => {
    const nim = answersOf('nim\n3 4 5\n').join('\n');
    assert.match(nim, /Gagnante/);
    assert.match(nim, /nim\\?-somme/);
    assert.match(nim, /1 coup gagnant/);
    const cold = answersOf('nim\n1 2 3\n').join('\n');
    assert.match(cold, /Perdante/);
    const misere = answersOf('nim misere\n4 1 1\n').join('\n');
    assert.match(misere, /misère/);
    const trap = answersOf('subtraction {2, 3}\n1\n').join('\n');
    assert.match(trap, /Perdante/);
    assert.match(trap, /position perdante/);
    assert.match(trap, /reste modulo 5/);
    const wythoff = answersOf('wythoff\n7 10\n').join('\n');
    assert.match(wythoff, /coups gagnants/);
    const periodic = answersOf('subtraction {1, 3, 4}\n10\n').join('\n');
    assert.match(periodic, /période/);
    // A wrong French claim: the diagnostic in French, and its fix in the claim's own words.
    const claim = analyseText('nim\n3 4 5 : perdant\n').diagnostics.find((d) => d.code === DiagnosticCode.WrongClaim);
    assert.ok(claim?.fix, 'a fix for the wrong claim');
    assert.equal(claim.fix.title, "Corriger l'affirmation en 'gagnant'");
    assert.equal(claim.fix.text, 'gagnant');
    assert.match(claim.message, /affirmation fausse/);
  });

  for (const text of WORKSHEETS)
    it(`leaves no English in the answers to ${JSON.stringify(text.split('\n')[0])}…`, () => {
      const leaks = answersOf(text)
        .map((m) => ({ m, words: englishIn(m) }))
        .filter((x) => x.words.length > 0)
        .map((x) => `${x.words.join(', ')} in: ${x.m.slice(0, 300)}`);
      assert.deepEqual(leaks, []);
    });
});
