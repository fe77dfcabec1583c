// Every reason as a person reads it, for explanation-texts.test.ts: for positions of every game
// (the examples and the edge cases of each game's reason), the CLI's one line (`method`), the
// plain lines (the CLI, the play panel), the lens title and the hover, in English and in French.
// Run as a program, it writes them as JSON: the test reads them from a fresh process, so that
// what other tests left in the core's caches (a sum's part names, a search's table) is not read.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { explanationLines, methodText } from '../../src/core/explain';
import { type Language, setLanguage } from '../../src/core/l10n';
import { analyseText } from '../../src/core/worksheet/analyser';
import { verdictMarkdown } from '../../src/core/worksheet/markdown';
import { verdictTitle } from '../../src/core/worksheet/summary';

export const root = join(__dirname, '..', '..', '..');

/** Positions beyond the examples: each game's reason in its other cases (empty, large, long, misère, draws). */
const EXTRA: Readonly<Record<string, string>> = {
  coins: [
    'turning turtles',
    'TTTT',
    'heads 1 2 3',
    'heads 3 5 8 13 21 34 55 89 144 233 377 610 987 1597 2584 4181',
    'heads 1000000000000000000000000000000000000001 7',
    'mock turtles',
    'heads 1 2 4 8 16 32 64 128 256 512 1024 2048 4096 8192 16384 32768 65536 131072 262144 524288 1048576 2097152 4194304 8388608 16777216 33554432 67108864 134217728',
    'ruler',
    'heads 4 6',
    'heads 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30',
    'heads 100000',
    'mock turtles misere',
    'THHT',
    'turning turtles misere',
    'heads 1 2',
  ].join('\n'),
  corners: [
    'corners',
    '(1, 1)',
    '(1, 2) (3, 3)',
    '(2, 3) (4, 5) (6, 7) (8, 9) (10, 11) (12, 13) (14, 15) (16, 17) (18, 19) (20, 21) (22, 23) (24, 25) (26, 27) (28, 29)',
    '(5000000000, 7000000000)',
    '(3, 3)',
  ].join('\n'),
  staircase: [
    'staircase',
    '0',
    '1 0 2 0 3 0 4 0 5 0 6 0 7 0 8 0 9 0 10 0 11 0 12 0 13 0 14 0 15 0 16 0 17 0 18 0 19 0 20 0 21 0 22 0 23 0 24 0 25 0 26 0 27 0 28 0 29 0 30 0',
    '5 5',
    'staircase misere',
    '1 0 1',
    '2 0 3',
    '0 0',
  ].join('\n'),
  euclid: [
    'euclid',
    '(5, 0)',
    '(0, 0)',
    '(13, 8)',
    '(3, 1)',
    '(34, 21)',
    '(1000000, 999999)',
    'euclid misere',
    '(21, 8)',
    '(8, 5)',
    '(3, 3)',
  ].join('\n'),
  moore: [
    'moore 2',
    '0 0 0',
    '7 7 7 1',
    '1 2 3 4 5 6 7 8',
    'moore 3',
    '3 5 6 7',
    'moore 2 misere',
    '1 1 1',
    '3 5 6',
    '2 2 2',
  ].join('\n'),
  fibonacci: [
    'fibonacci',
    '0',
    '1',
    '13',
    '100 <= 3',
    '1000000000000000000000000000000 <= 5',
    'fibonacci misere',
    '1',
    '8',
    '20 <= 3',
  ].join('\n'),
  hackenbush: [
    'hackenbush',
    '0-1',
    '1-2',
    '0-1 1-2 2-0 0-3 3-4 4-0',
    'hackenbush misere',
    '0-1',
    '0-1 0-2',
    '0-1 1-2 2-0',
  ].join('\n'),
  digraph: [
    'digraph a: b c; b: c; c:',
    'a',
    'a b',
    'a a b c',
    'digraph a: b; b: a c; c: d; d:, misere',
    'a',
    'c',
    'd',
    'a c',
    'digraph a: b; b: a; c: + nim',
    'a + 3',
    'a + 0',
    'c + 0',
    'digraph a: b; b: a c; c: + nim',
    'a + 1',
    'a + 2',
    'b + 1',
    'digraph a: b; b: a c; c: + digraph x: y; y: x',
    'a + x',
    'digraph a: b; b: a c; c: + nim, misere',
    'a + 1',
    'c + 1',
  ].join('\n'),
  chomp: [
    'chomp',
    '1',
    '5',
    '3 3 3',
    '4 1 1 1',
    '3 2',
    '6 6',
    '5 4 2 1',
    '7 6 5 4 3 2 1',
    'chomp misere',
    '2 1',
    '3',
  ].join('\n'),
  poker: [
    'poker nim',
    '0 0 0 | 0 0',
    '0 0 | 3 0',
    '7 7 | 1 2',
    '1000000000000000000000000 5 | 0 0',
    'poker nim misere',
    '1 | 0 0',
    '1 1 | 0 0',
    '2 | 1 0',
    '0 | 0 0',
  ].join('\n'),
  sums: [
    'nim + kayles + wythoff',
    '3 4 + 7 + (3, 5)',
    '1 + 1 + (1, 2)',
    'nim + kayles, misere',
    '1 + 3',
    '3 + 5',
    'turning turtles + staircase + euclid',
    'heads 2 3 + 3 0 5 + (8, 5)',
    'corners + moore 2 + fibonacci',
    '(1, 2) + 3 5 + 20 <= 6',
    'hackenbush + chomp + poker nim',
    '0-1 1-2 + 3 2 + 3 4 | 1 0',
    'turning turtles + nim, misere',
    'heads 1 + 2',
  ].join('\n'),
  heaps: [
    'nim',
    '1 2 3',
    'nim misere',
    '1 1 1',
    'subtraction {1, 3, 4}',
    '10 7',
    'wythoff',
    '(4, 7)',
    'kayles',
    '5 7',
    'grundy',
    '9 4',
  ].join('\n'),
};

export interface Texts {
  readonly line: string;
  readonly title: string;
  readonly method: string;
  readonly methodText: string;
  readonly lines: readonly string[];
  readonly hover: string;
}

export function worksheets(): Record<string, string> {
  const out: Record<string, string> = {};
  const dir = join(root, 'examples');
  for (const name of readdirSync(dir).sort())
    if (name.endsWith('.nim')) out[name] = readFileSync(join(dir, name), 'utf8');
  for (const [name, text] of Object.entries(EXTRA)) out[`extra: ${name}`] = `${text}\n`;
  return out;
}

/** Every verdict's texts in a language: the worksheet analysed afresh in it, as a new editor or CLI run would. */
function textsOf(text: string, language: Language): Texts[] {
  setLanguage(language);
  try {
    const lines = text.split('\n');
    const a = analyseText(text, { budget: 200_000 });
    const out: Texts[] = [];
    for (const p of a.positions)
      p.verdicts.forEach((v, i) => {
        if (!v || !p.rules) return;
        const style = p.statement.items[i]!.position.style;
        out.push({
          line: `${p.line + 1}: ${lines[p.line]!.trim()} [${i}]`,
          title: verdictTitle(v, style),
          method: v.method,
          methodText: methodText(v.explanation),
          lines: explanationLines(v.explanation),
          hover: verdictMarkdown(v, p.rules, style),
        });
      });
    return out;
  } finally {
    setLanguage('en');
  }
}

export function allTexts(): Record<string, Record<Language, Texts[]>> {
  const out: Record<string, Record<Language, Texts[]>> = {};
  for (const [name, text] of Object.entries(worksheets()))
    out[name] = { en: textsOf(text, 'en'), fr: textsOf(text, 'fr') };
  return out;
}

if (require.main === module) process.stdout.write(JSON.stringify(allTexts()));
