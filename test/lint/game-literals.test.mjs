// One room per game (docs/architecture.md): outside src/core/games/ and the registry, no code
// names a game kind, a kind of reason (explanation) or a game's own move in the play panel (an
// intent's `act`) by a literal.
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

/** Game kinds (the `Game` union), kinds of reason (each game's explanation types), games' own moves. */
function kindWords() {
  // The kinds each game's folder adds to `GameKinds` (core/rules.ts, which lists none: `declare module`).
  const games = [];
  for (const file of files(join(src, 'core/games'))) {
    const text = readFileSync(file, 'utf8');
    const at = text.indexOf('interface GameKinds {');
    if (at < 0) continue;
    const block = text.slice(at, text.indexOf('\n  }', at));
    games.push(...[...block.matchAll(/^\s+'?([\w -]+)'?: /gm)].map((m) => m[1]));
  }
  // The kinds every game may explain with (`search`, `unknown`: core/explanation.ts) are no game's own.
  const common = new Set(kindsIn(read('src/core/explanation.ts')));
  const explanations = files(join(src, 'core/games'))
    .filter((f) => /(^|[\\/])explanation\.ts$|Explanation\.ts$/.test(f))
    .flatMap((f) => kindsIn(readFileSync(f, 'utf8')))
    .filter((k) => !common.has(k));
  // The moves the games' controls name (`act: 'turn'`, `typedMove('both', …)`), but a take from a
  // heap of tokens, which is every heap game's (core/games/intents.ts reads it).
  const acts = files(join(src, 'core/games')).flatMap((f) => {
    const text = readFileSync(f, 'utf8');
    return [...text.matchAll(/act: '([a-z-]+)'|typedMove\(\s*'([a-z-]+)'|argsOf\(intent, '([a-z-]+)'\)/g)].map(
      (m) => m[1] ?? m[2] ?? m[3],
    );
  });
  const controls = [...new Set(acts)].filter((a) => a !== 'take');
  return { games, explanations, controls, all: new Set([...games, ...explanations, ...controls]) };
}

/** Where the kinds may be written: the games, the registry (their definitions), the catalogue. */
const ALLOWED = ['core/games/', 'core/game.ts', 'core/l10n/'];

/** Literals that are the same word for something else: the name of a picture (its `data-kind`). */
const SAME_WORD_ELSEWHERE = new Set([
  "core/pictures/sumPicture.ts: kind: 'sum'", // the picture of a sum's parts
]);

/**
 * The strings of a file's code with the line each starts on: quoted in ', " or ` (a template's
 * text between its `${…}`), comments left out, `//` inside a string kept as text.
 */
function stringsOf(text) {
  const out = [];
  let line = 1;
  let i = 0;
  const readString = (quote) => {
    const start = line;
    let value = '';
    for (i++; i < text.length && text[i] !== quote; i++) {
      if (text[i] === '\\') {
        value += text[++i] ?? '';
        continue;
      }
      if (quote === '`' && text[i] === '$' && text[i + 1] === '{') {
        out.push({ value, line: start });
        value = '';
        let depth = 0;
        for (i += 2; i < text.length && !(text[i] === '}' && depth === 0); i++) {
          if (text[i] === '{') depth++;
          else if (text[i] === '}') depth--;
          else if (text[i] === '\n') line++;
        }
        continue;
      }
      if (text[i] === '\n') line++;
      value += text[i];
    }
    out.push({ value, line: start });
    i++;
  };
  /** The last character before i that is not a space: a regular expression may follow it. */
  const previous = (at) => {
    let j = at - 1;
    while (j >= 0 && /\s/.test(text[j])) j--;
    return j < 0 ? '' : text[j];
  };
  /** Skips a regular expression literal (its quotes are no strings), its character classes too. */
  const skipRegex = () => {
    let inClass = false;
    for (i++; i < text.length && text[i] !== '\n'; i++) {
      if (text[i] === '\\') i++;
      else if (text[i] === '[') inClass = true;
      else if (text[i] === ']') inClass = false;
      else if (text[i] === '/' && !inClass) break;
    }
    i++;
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '\n') {
      line++;
      i++;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      for (; i < stop; i++) if (text[i] === '\n') line++;
    } else if (c === "'" || c === '"' || c === '`') readString(c);
    else if (c === '/' && /[(,=:[!&|?{};]|^$/.test(previous(i))) skipRegex();
    else i++;
  }
  return out;
}

/** Each literal of `words` in the code of a file (comments left out), as `file: line`. */
function literalsIn(file, text, words) {
  const lines = text.split('\n');
  return stringsOf(text)
    .filter((s) => words.has(s.value))
    .map((s) => `${file}: ${lines[s.line - 1].trim()}`);
}

describe('lint: every game in one room', () => {
  const words = kindWords();

  it('reads the kinds from their definitions', () => {
    for (const kind of ['nim', 'take-and-break', 'moore', 'fibonacci', 'chomp', 'sum'])
      assert.ok(words.games.includes(kind), kind);
    for (const kind of ['nim', 'subtraction-run', 'partner-table', 'take-and-break', 'sum'])
      assert.ok(words.explanations.includes(kind), kind);
    for (const act of ['turn', 'knock', 'both', 'amounts', 'multiple']) assert.ok(words.controls.includes(act), act);
    assert.ok(!words.controls.includes('take'), "a take from a heap of tokens is every heap game's");
  });

  it("reads every registered kind from its folder's GameKinds, none from core/rules.ts", () => {
    // The keys of `GAMES` (core/game.ts), one line each.
    const registry = read('src/core/game.ts');
    const start = registry.indexOf('const GAMES: GameDefinitions = {');
    assert.ok(start >= 0, 'GAMES in core/game.ts');
    const block = registry.slice(start, registry.indexOf('\n};\n', start));
    const registered = [...block.matchAll(/^\s+'?([\w-]+)'?: /gm)].map((m) => m[1]);
    assert.ok(registered.length >= 15, registered.join(', '));
    assert.deepEqual([...words.games].sort(), [...registered].sort());
    // core/rules.ts names no game: its GameKinds is empty, and it is no longer allowed to write a kind.
    assert.match(read('src/core/rules.ts'), /^export interface GameKinds \{\}$/m);
    assert.ok(!ALLOWED.some((a) => 'core/rules.ts'.startsWith(a)));
  });

  it('finds a game kind in strings of any quote, after a // in a string or a quote in a regular expression, not in comments', () => {
    const probe = [
      'switch (game.kind) {',
      "  case 'wythoff': // 'nim'",
      '    return "octal";',
      '  case `euclid`:',
      "    return { url: 'https://example.org', kind: 'moore' };",
      '}',
      "/* 'staircase' */ const text = `${x} sum`;",
      "const quotes = /['\"`]/g; const word = 'corners';",
    ].join('\n');
    assert.deepEqual(literalsIn('probe.ts', probe, words.all), [
      "probe.ts: case 'wythoff': // 'nim'",
      'probe.ts: return "octal";',
      'probe.ts: case `euclid`:',
      "probe.ts: return { url: 'https://example.org', kind: 'moore' };",
      "probe.ts: const quotes = /['\"`]/g; const word = 'corners';",
    ]);
  });

  it("no code outside the games and the registry names a game, a kind of reason or a game's own move", () => {
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
