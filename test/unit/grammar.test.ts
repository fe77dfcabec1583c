// The TextMate grammar against the parser: every word the parser reads is highlighted.
//
// VS Code runs the grammar with Oniguruma; the grammar keeps to patterns that JavaScript RegExp
// reads the same way (a leading `(?i)` becomes the `i` flag), so a small scanner below, in the
// manner of vscode-textmate (earliest match first, then the first pattern; a region's end before
// its patterns), can say which scopes each piece of a line gets.

import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { KEYWORDS } from '../../src/core/worksheet/parse';

interface Captures {
  readonly [group: string]: { readonly name: string };
}

interface Rule {
  readonly include?: string;
  readonly match?: string;
  readonly begin?: string;
  readonly end?: string;
  readonly name?: string;
  readonly captures?: Captures;
  readonly beginCaptures?: Captures;
  readonly endCaptures?: Captures;
  readonly patterns?: readonly Rule[];
}

interface Grammar {
  readonly scopeName: string;
  readonly patterns: readonly Rule[];
  readonly repository: { readonly [name: string]: Rule };
}

// From out/test/unit (compiled) or test/unit (source), the grammar is at the repository's root.
const root = path.resolve(__dirname, __dirname.includes(`${path.sep}out${path.sep}`) ? '../../..' : '../..');
const grammar = JSON.parse(readFileSync(path.join(root, 'syntaxes/nim-worksheet.tmLanguage.json'), 'utf8')) as Grammar;

const compiled = new Map<string, RegExp>();

/** An Oniguruma pattern as a JavaScript RegExp (global, with capture indices, Unicode). */
function regex(source: string): RegExp {
  let re = compiled.get(source);
  if (!re) {
    const insensitive = source.startsWith('(?i)');
    const body = insensitive ? source.slice(4) : source;
    // Other inline options would mean something else, or nothing, to JavaScript.
    assert.ok(!/\(\?[imsx-]+[:)]/.test(body), `only a leading (?i): ${source}`);
    re = new RegExp(body, insensitive ? 'gdui' : 'gdu');
    compiled.set(source, re);
  }
  return re;
}

function resolve(rules: readonly Rule[]): Rule[] {
  const out: Rule[] = [];
  for (const rule of rules) {
    if (rule.include) {
      assert.ok(rule.include.startsWith('#'), rule.include);
      const target = grammar.repository[rule.include.slice(1)];
      assert.ok(target, `missing repository entry ${rule.include}`);
      if (target.match || target.begin) out.push(target);
      else out.push(...resolve(target.patterns ?? []));
    } else {
      out.push(rule);
    }
  }
  return out;
}

interface Span {
  readonly start: number;
  readonly end: number;
  readonly scope: string;
}

function exec(source: string, line: string, at: number): RegExpExecArray | null {
  const re = regex(source);
  re.lastIndex = at;
  return re.exec(line);
}

function captured(m: RegExpExecArray, name: string | undefined, captures: Captures | undefined, spans: Span[]): void {
  if (name) spans.push({ start: m.index, end: m.index + m[0].length, scope: name });
  for (const [group, { name: scope }] of Object.entries(captures ?? {})) {
    const where = m.indices?.[Number(group)];
    if (where) spans.push({ start: where[0], end: where[1], scope });
  }
}

/** The scoped spans of one line (the grammar's regions all end on their line). */
function scan(line: string): Span[] {
  const spans: Span[] = [];
  let pos = 0;
  let region: Rule | null = null;
  let steps = 0;
  while (pos <= line.length) {
    const patterns = resolve(region ? (region.patterns ?? []) : grammar.patterns);
    let best: { m: RegExpExecArray; rule: Rule | null } | null = null;
    if (region) {
      const m = exec(region.end!, line, pos);
      if (m) best = { m, rule: null };
    }
    for (const rule of patterns) {
      const m = exec(rule.match ?? rule.begin!, line, pos);
      if (m && (!best || m.index < best.m.index)) best = { m, rule };
    }
    if (!best) break;
    const { m, rule } = best;
    if (rule === null) {
      captured(m, undefined, region!.endCaptures, spans);
      region = null;
    } else if (rule.begin) {
      captured(m, rule.name, rule.beginCaptures, spans);
      region = rule;
    } else {
      captured(m, rule.name, rule.captures, spans);
    }
    const next = m.index + m[0].length;
    // An empty match moves on by one, unless it entered or left a region (the state changed).
    pos = next > pos || rule === null || rule.begin ? next : pos + 1;
    assert.ok(++steps < 10 * (line.length + 2), `the scanner loops on ${JSON.stringify(line)}`);
  }
  return spans;
}

/** The scopes of the text `piece` at its `nth` occurrence in `line` (spans that cover it exactly or more). */
function scopesOf(line: string, piece: string, nth = 0): string[] {
  let at = -1;
  for (let k = 0; k <= nth; k++) at = line.indexOf(piece, at + 1);
  assert.ok(at >= 0, `${JSON.stringify(piece)} in ${JSON.stringify(line)}`);
  return scan(line)
    .filter((s) => s.start <= at && s.end >= at + piece.length)
    .map((s) => s.scope);
}

function assertScope(line: string, piece: string, prefix: string, nth = 0): void {
  const scopes = scopesOf(line, piece, nth);
  assert.ok(
    scopes.some((s) => s.startsWith(prefix) && s.endsWith('.nim-worksheet')),
    `${JSON.stringify(piece)} in ${JSON.stringify(line)}: ${prefix}…, got ${JSON.stringify(scopes)}`,
  );
}

function allPatterns(): string[] {
  const sources: string[] = [];
  const visit = (rule: Rule): void => {
    for (const s of [rule.match, rule.begin, rule.end]) if (s !== undefined) sources.push(s);
    for (const r of rule.patterns ?? []) visit(r);
  };
  grammar.patterns.forEach(visit);
  Object.values(grammar.repository).forEach(visit);
  return sources;
}

const upper = (w: string): string => w.toUpperCase();
const capital = (w: string): string => w[0]!.toUpperCase() + w.slice(1);

describe('grammar: the TextMate patterns', () => {
  it('are all patterns JavaScript reads too (Unicode mode, a leading (?i) only)', () => {
    const sources = allPatterns();
    assert.ok(sources.length > 10);
    for (const source of sources) assert.doesNotThrow(() => regex(source), source);
  });

  it('highlight every game word of the parser, in any case, at the start of a rules line', () => {
    assert.ok(KEYWORDS.games.length >= 6);
    for (const game of KEYWORDS.games) {
      // French words with their accents, without them, and with combining accents (`re\u0300gle`).
      const plain = game.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      for (const written of [game, upper(game), capital(game), plain, game.normalize('NFD')]) {
        assertScope(written, written, 'keyword.control.game');
        assertScope(`  ${written} misere # a comment`, written, 'keyword.control.game');
      }
    }
  });

  it('highlight every option, misère with or without its accent', () => {
    for (const option of KEYWORDS.options) {
      for (const written of [
        option,
        upper(option),
        option.replace('misere', 'misère'),
        option.replace('misere', 'mise\u0300re'),
        option.replace('misere', 'MISÈRE'),
      ]) {
        for (const game of KEYWORDS.games) assertScope(`${game} ${written}`, written, 'storage.modifier.option');
        assertScope(`subtraction 1..3, ${written}`, written, 'storage.modifier.option');
      }
    }
  });

  it("highlight the games' parameters: diagonal, sets, ranges and octal codes", () => {
    for (const word of KEYWORDS.gameParameters) assertScope(`wythoff ${word} 2 misere`, word, 'keyword.other');
    assertScope('Wythoff Diagonal 3, misere', 'Diagonal', 'keyword.other');
    assertScope('wythoff diagonal 12', '12', 'constant.numeric');
    assertScope('octal 0.137, misere', '0.137', 'constant.numeric');
    assertScope('subtraction {1, 3..5}', '..', 'keyword.operator.range');
    assertScope('subtraction {1, 3..5}', '{', 'punctuation.section.set');
    assertScope('subtraction {1, 3..5}', '5', 'constant.numeric');
    assertScope('subtraction 1_000..2_000', '1_000', 'constant.numeric');
  });

  it('highlight every preference word and the practice line', () => {
    for (const word of KEYWORDS.statements) assertScope(`${capital(word)} # a note`, capital(word), 'keyword.control');
    for (const word of KEYWORDS.preferences) {
      assertScope(`prefer ${word}`, word, 'keyword.other.preference');
      assertScope(`PREFER ${upper(word)}`, upper(word), 'keyword.other.preference');
    }
    assertScope('prefer fewest, diagonal costs 4', '4', 'constant.numeric');
    assertScope('practice # the whole sheet', 'practice', 'keyword.control.practice');
  });

  it('highlight every claim, arrows, numbers and comments on position lines', () => {
    for (const claim of KEYWORDS.claims) {
      for (const written of [claim, upper(claim)]) {
        assertScope(`3 4 5 : ${written}`, written, 'constant.language.claim');
        assertScope(`7 :${written} -> 6`, written, 'constant.language.claim');
      }
    }
    assertScope('3 4 5 -> 1 4 5', '->', 'keyword.operator.arrow');
    assertScope('3 4 5 → 1 4 5', '→', 'keyword.operator.arrow');
    assertScope('10_000_000 16_180_339', '16_180_339', 'constant.numeric');
    assertScope('(5, 8) : loss', '8', 'constant.numeric');
    assertScope('3 4 5 # nim', '# nim', 'comment.line');
    assertScope('nim # not the game', '# not the game', 'comment.line');
  });

  it('highlight rows of coins and grids on position lines', () => {
    assertScope('THHTH : win', 'THHTH', 'constant.language.coins');
    assertScope('thhth -> thtth', 'thtth', 'constant.language.coins');
    assertScope('heads 2 3 5 : loss', 'heads', 'keyword.other.heads');
    assertScope('heads 2 3 5 : loss', '5', 'constant.numeric');
    assertScope('(1, 2) (3, 3)', '3', 'constant.numeric');
    assertScope('mock turtles + kayles', 'kayles', 'keyword.control.game');
    assertScope('Mock  Turtles misere', 'Mock  Turtles', 'keyword.control.game');
  });

  it('treat Unicode spaces as the parser does', () => {
    assertScope('\u00a0nim\u3000misere', 'nim', 'keyword.control.game');
    assertScope('\u00a0nim\u3000misere', 'misere', 'storage.modifier.option');
    assertScope('3\u00a04 :\u202fwin', 'win', 'constant.language.claim');
    assertScope('prefer\u00a0fewest', 'fewest', 'keyword.other.preference');
  });

  it("do not highlight a word that is not the parser's", () => {
    assert.deepEqual(scopesOf('kaylse', 'kaylse'), []);
    assert.deepEqual(scopesOf('nim sideways', 'sideways'), []);
    assert.deepEqual(scopesOf('3 4 : maybe', 'maybe'), []);
  });
});
