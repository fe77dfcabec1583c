// One room per game (docs/architecture.md): outside src/core/games/ and the registry, no code
// names a game kind, a kind of reason (explanation) or a kind of play-panel control by a literal.
// Code that needs to know asks the game's definition. The words are read from where they are
// defined, so a new game's kinds are checked as soon as it exists.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const src = join(root, 'src');

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const read = (path) => readFileSync(join(root, path), 'utf8');
const kindsIn = (text) => [...text.matchAll(/kind: '([^']+)'/g)].map((m) => m[1]);

/** Game kinds (the `Game` union), kinds of reason (each game's explanation types), kinds of control. */
function kindWords() {
  const rules = read('src/core/rules.ts');
  const union = rules.slice(
    rules.indexOf('export type Game ='),
    rules.indexOf(';\n', rules.indexOf('export type Game =')),
  );
  const games = kindsIn(union);
  const explanations = files(join(src, 'core/games'))
    .filter((f) => /(^|[\\/])explanation\.ts$|Explanation\.ts$/.test(f))
    .flatMap((f) => kindsIn(readFileSync(f, 'utf8')));
  const controls = kindsIn(read('src/core/games/panelControls.ts'));
  return { games, explanations, controls, all: new Set([...games, ...explanations, ...controls]) };
}

/** Where the kinds may be written: the games, the registry (kinds and definitions), the catalogue. */
const ALLOWED = [
  'core/games/',
  'core/rules.ts',
  'core/game.ts',
  'core/l10n/',
  // The webview's table of controls, one module per kind the games send: the drawing side of each
  // game's control (the webview's bundle holds no game logic and does not import the games); the
  // compiler checks that the table has every kind.
  'webview/controls/',
];

/** Literals that are the same word for something else: the name of a picture (its `data-kind`). */
const SAME_WORD_ELSEWHERE = new Set([
  "core/pictures/sumPicture.ts: kind: 'sum'", // the picture of a sum's parts
]);

/** Each literal of `words` in the code of a file (comments left out), as `file: line`. */
function literalsIn(file, text, words) {
  const found = [];
  const code = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/\/\/[^\n]*/g, '');
  code.split('\n').forEach((line) => {
    for (const m of line.matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"/g)) {
      const word = m[1] ?? m[2];
      if (words.has(word)) found.push(`${file}: ${line.trim()}`);
    }
  });
  return found;
}

describe('lint: every game in one room', () => {
  const words = kindWords();

  it('reads the kinds from their definitions', () => {
    for (const kind of ['nim', 'octal', 'moore', 'fibonacci', 'sum']) assert.ok(words.games.includes(kind), kind);
    for (const kind of ['nim', 'subtraction-run', 'partner-table', 'take-and-break', 'sum'])
      assert.ok(words.explanations.includes(kind), kind);
    for (const kind of ['coin row', 'stairs', 'heaps at once', 'amount'])
      assert.ok(words.controls.includes(kind), kind);
  });

  it('finds a switch on a game kind, in strings of either quote, and not in comments', () => {
    const probe = "switch (game.kind) {\n  case 'wythoff': // 'nim'\n    return \"octal\";\n}\n/* 'euclid' */";
    assert.deepEqual(literalsIn('probe.ts', probe, words.all), [
      "probe.ts: case 'wythoff':",
      'probe.ts: return "octal";',
    ]);
  });

  it('no code outside the games and the registry names a game, a kind of reason or a kind of control', () => {
    const found = [];
    for (const path of files(src)) {
      const file = relative(src, path).replace(/\\/g, '/');
      if (ALLOWED.some((a) => file.startsWith(a))) continue;
      found.push(...literalsIn(file, readFileSync(path, 'utf8'), words.all));
    }
    assert.deepEqual(
      found.filter((f) => !SAME_WORD_ELSEWHERE.has(f.replace(/,$/, ''))),
      [],
      'ask the game instead (its definition in src/core/games/)',
    );
  });
});
