// The parser: every statement of the spec, every error with its range, round trips, and no throw.

import * as assert from 'node:assert/strict';
import { ownTextParts, rulesText } from '../../src/core/game';
import { analyseText } from '../../src/core/worksheet/analyser';
import { formatPosition } from '../../src/core/worksheet/format';
import { GAME_WORDS, parseLine, parseLineInFull, parseRulesLine, splitLines } from '../../src/core/worksheet/parse';
import { type Diagnostic, DiagnosticCode } from '../../src/core/reading/syntax';
import { type LineContext } from '../../src/core/worksheet/syntax';
import { nameNumber } from '../../src/core/games/forms/names';
import { NAMES_FORM } from '../../src/core/games/digraph/form';
import { type OwnPart } from '../../src/core/games/forms/form';
import { connectObject } from './moduleHelpers';
import { rng } from './helpers';

function rulesOf(text: string): string | null {
  const st = parseLine(text, 0).statement;
  assert.ok(st && st.kind === 'rules', `rules line: ${text}`);
  return st.rules ? rulesText(st.rules) : null;
}

/** A part written with a digraph's names, which its form reads (what the analyser puts in a line's context). */
function namesPart(part: number | null): OwnPart {
  return { form: NAMES_FORM.ownText!, name: 'digraph', part };
}

describe('parser: rules lines', () => {
  const table: [string, string][] = [
    ['nim', 'nim'],
    ['NIM', 'nim'],
    ['nim misère', 'nim misere'],
    ['nim Misere', 'nim misere'],
    ['nim normal', 'nim'],
    ['subtraction {1, 3, 4}', 'subtraction {1, 3, 4}'],
    ['subtraction {4 3 1}', 'subtraction {1, 3, 4}'],
    ['subtraction {1,3,3,4}', 'subtraction {1, 3, 4}'],
    ['subtraction 1..3', 'subtraction 1..3'],
    ['subtraction {1, 2, 3}', 'subtraction 1..3'],
    ['subtraction {1..3, 7}', 'subtraction {1..3, 7}'],
    ['subtraction 1..3, misere', 'subtraction 1..3 misere'],
    ['subtraction {2,3} misère  # comment', 'subtraction {2, 3} misere'],
    ['subtraction 1_000..2_000', 'subtraction 1000..2000'],
    ['wythoff', 'wythoff'],
    ['wythoff diagonal 1', 'wythoff diagonal 1'],
    ['Wythoff Diagonal 3, misere', 'wythoff diagonal 3 misere'],
    ['wythoff, misere', 'wythoff misere'],
  ];
  for (const [text, canonical] of table) {
    it(`${text} -> ${canonical}`, () => {
      assert.equal(rulesOf(text), canonical);
      assert.deepEqual(parseLine(text, 0).diagnostics, []);
    });
  }
});

describe('parser: errors with their ranges', () => {
  const table: [string, DiagnosticCode, number, number][] = [
    ['chess', DiagnosticCode.UnknownStatement, 0, 5],
    ['subtraction {}', DiagnosticCode.EmptySet, 12, 14],
    ['subtraction {1, 0}', DiagnosticCode.NonPositiveElement, 16, 17],
    ['subtraction {1, -2}', DiagnosticCode.NonPositiveElement, 16, 18],
    ['subtraction 5..2', DiagnosticCode.EmptyRange, 12, 16],
    ['subtraction 0..2', DiagnosticCode.NonPositiveElement, 12, 13],
    ['subtraction', DiagnosticCode.Syntax, 0, 11],
    ['subtraction {1, 2', DiagnosticCode.Syntax, 12, 17],
    ['subtraction 3', DiagnosticCode.Syntax, 12, 13],
    ['wythoff diagonal 0', DiagnosticCode.DiagonalBound, 17, 18],
    ['wythoff diagonal -1', DiagnosticCode.DiagonalBound, 17, 19],
    ['wythoff diagonal', DiagnosticCode.DiagonalBound, 8, 16],
    ['nim misere normal', DiagnosticCode.ContradictoryOption, 11, 17],
    ['nim sideways', DiagnosticCode.UnknownOption, 4, 12],
    ['nim diagonal 2', DiagnosticCode.UnknownOption, 4, 12],
    ['prefer cheapest', DiagnosticCode.BadPreference, 7, 15],
    ['prefer fewest, diagonal', DiagnosticCode.BadPreference, 15, 23],
    ['prefer fewest, diagonal costs x', DiagnosticCode.BadPreference, 30, 31],
    ['3 4 5 :', DiagnosticCode.Syntax, 6, 7],
    ['3 4 5 : maybe', DiagnosticCode.Syntax, 8, 13],
    ['3 4 5 ->', DiagnosticCode.Syntax, 6, 8],
    ['(3, 4', DiagnosticCode.Syntax, 0, 5],
    ['3 4)', DiagnosticCode.Syntax, 3, 4],
    ['3, , 4', DiagnosticCode.Syntax, 1, 2],
    ['3 -4', DiagnosticCode.BadNumber, 2, 4],
    ['1__000', DiagnosticCode.BadNumber, 0, 6],
    ['1000_', DiagnosticCode.BadNumber, 0, 5],
    ['3 4 5 ?', DiagnosticCode.Syntax, 6, 7],
    ['3 4 5 x', DiagnosticCode.Syntax, 6, 7],
    ['()', DiagnosticCode.Syntax, 1, 2],
    ['@', DiagnosticCode.Syntax, 0, 1],
  ];
  for (const [text, code, start, end] of table) {
    it(`${JSON.stringify(text)}: ${code} at ${start}..${end}`, () => {
      const { diagnostics } = parseLine(text, 4);
      assert.ok(diagnostics.length >= 1, 'a diagnostic');
      const d = diagnostics[0]!;
      assert.equal(d.code, code, d.message);
      assert.deepEqual(d.range, { line: 4, start, end }, d.message);
      assert.ok(d.message.length > 10);
    });
  }

  it('a repeated option is a warning with a fix that removes it', () => {
    const { diagnostics, statement } = parseLine('nim misere misere', 0);
    assert.equal(diagnostics.length, 1);
    assert.equal(diagnostics[0]!.severity, 'warning');
    assert.equal(diagnostics[0]!.code, DiagnosticCode.RepeatedOption);
    assert.deepEqual(diagnostics[0]!.fix!.range, { line: 0, start: 10, end: 17 });
    assert.ok(statement?.kind === 'rules' && statement.rules?.misere === true);
  });

  it('one bad line does not stop the lines after it', () => {
    const a = analyseText('nim\n3 4 5 : maybe\nchess\n1 4 5 : loss\nsubtraction {}\n7\nnim\n1 2 3 : win\n');
    assert.deepEqual(
      a.diagnostics.map((d) => [d.range.line, d.code]),
      [
        [1, DiagnosticCode.Syntax],
        [2, DiagnosticCode.UnknownStatement],
        // `chess` reads as a rules line with an error: the position below it is not answered as nim.
        [3, DiagnosticCode.RulesInvalid],
        [4, DiagnosticCode.EmptySet],
        [5, DiagnosticCode.RulesInvalid],
        [7, DiagnosticCode.WrongClaim],
      ],
    );
    assert.equal(a.positions.length, 3);
  });
});

describe('parser: a rules line with an error (spec)', () => {
  /** The rules in force for each position of `text`, as `line: rules` or `line: not analysed (line N)`. */
  function answers(text: string): string[] {
    const a = analyseText(text);
    return a.positions.map((p) => {
      if (p.rules) return `${p.line + 1}: ${rulesText(p.rules)}`;
      const d = a.diagnostics.find((x) => x.range.line === p.line && x.code === DiagnosticCode.RulesInvalid);
      assert.ok(d, `line ${p.line + 1} says why it is not analysed`);
      return `${p.line + 1}: ${d.message}`;
    });
  }

  it('an unknown or mistyped game word, with or without parameters, holds back the positions below it', () => {
    assert.deepEqual(answers('nim\n3 4 5\nsoustraktion {1, 3, 4}\n5 6\nwythof\n3 5\nwythoff\n3 5\n'), [
      '2: nim',
      '4: not analysed: the rules line 3 above has an error',
      '6: not analysed: the rules line 5 above has an error',
      '8: wythoff',
    ]);
    // The line named is the one in force, not an earlier rules line with an error.
    assert.deepEqual(answers('kayles 3\n4\nwythof\n3 5\n'), [
      '2: not analysed: the rules line 1 above has an error',
      '4: not analysed: the rules line 3 above has an error',
    ]);
    // A word no game is close to, an option where the game should be, an unclosed set: the same.
    assert.deepEqual(answers('nim\nchess 3\n1 2\nmisere\n1 2\nsubtraction {1, 3, 4\n1 2\n'), [
      '3: not analysed: the rules line 2 above has an error',
      '5: not analysed: the rules line 4 above has an error',
      '7: not analysed: the rules line 6 above has an error',
    ]);
  });

  it('is a rules statement without rules, with the error on the word and the range of the whole line', () => {
    const r = parseLine('wythof diagonal 2 # a typo', 6);
    assert.deepEqual(r.statement, { kind: 'rules', rules: null, range: { line: 6, start: 0, end: 17 } });
    assert.equal(r.diagnostics.length, 1);
    assert.equal(r.diagnostics[0]!.code, DiagnosticCode.UnknownStatement);
    assert.deepEqual(r.diagnostics[0]!.range, { line: 6, start: 0, end: 6 });
  });

  it('a mistyped prefer or practice line is not a rules line: the rules above stay in force', () => {
    assert.deepEqual(answers('wythoff\nprefr fastest\n3 5\npractise\n3 5\n'), ['3: wythoff', '5: wythoff']);
    assert.equal(parseLine('prefr fastest', 0).statement, null);
  });
});

describe('parser: French game words (spec)', () => {
  const twins: [string, string][] = [
    ['soustraction {1, 3, 4}', 'subtraction {1, 3, 4}'],
    ['Soustraction 1..3, misère', 'subtraction 1..3 misere'],
    ['escalier', 'staircase'],
    ['escalier misere', 'staircase misere'],
    ['euclide', 'euclid'],
    ['Euclide misère', 'euclid misere'],
    ['tortues retournées', 'turning turtles'],
    ['tortues retournees', 'turning turtles'],
    ['TORTUES RETOURNÉES', 'turning turtles'],
    ['tortues  retourne\u0301es', 'turning turtles'],
    ['fausses tortues', 'mock turtles'],
    ['règle', 'ruler'],
    ['regle misere', 'ruler misere'],
    ['Re\u0300gle', 'ruler'],
    ['coins retournés', 'corners'],
    ['coins retournes misère', 'corners misere'],
    ['wythoff diagonale 1', 'wythoff diagonal 1'],
    ['Wythoff Diagonale 3, misère', 'wythoff diagonal 3 misere'],
    ['nim + soustraction 1..3 + règle + escalier', 'nim + subtraction 1..3 + ruler + staircase'],
    ['fausses tortues + coins retournés misère', 'mock turtles + corners misere'],
  ];
  for (const [french, english] of twins) {
    it(`${french} -> ${english}`, () => {
      assert.equal(rulesOf(french), english);
      assert.deepEqual(parseLine(french, 0).diagnostics, [], french);
    });
  }

  it('prefer fewest, diagonale costs N', () => {
    const st = parseLine('prefer fewest, diagonale costs 4', 0).statement;
    assert.ok(st?.kind === 'prefer');
    assert.deepEqual(st.preference, { kind: 'fewest', diagonalCost: 4n });
  });

  it('a mistyped French word gets its French guess, with its accents', () => {
    const d = parseLine('soustraktion {1, 2}', 0).diagnostics[0]!;
    assert.match(d.message, /did you mean 'soustraction'\?/);
    assert.equal(fixed('soustraktion {1, 2}', d), 'soustraction {1, 2}');
    assert.equal(fixed('Regel', parseLine('Regel', 0).diagnostics[0]!), 'Règle');
    assert.equal(fixed('tortues retournee', parseLine('tortues retournee', 0).diagnostics[0]!), 'tortues retournées');
  });
});

/** The line with the diagnostic's fix applied. */
function fixed(text: string, d: Diagnostic): string {
  assert.ok(d.fix, `a fix for: ${d.message}`);
  return text.slice(0, d.fix.range.start) + d.fix.text + text.slice(d.fix.range.end);
}

describe('parser: game words', () => {
  // A game word a definition adds without a line here fails the test below.
  const samples: Record<string, [string, string]> = {
    nim: ['Nim misère', 'nim misere'],
    subtraction: ['subtraction {1, 3, 4}', 'subtraction {1, 3, 4}'],
    wythoff: ['wythoff diagonal 2', 'wythoff diagonal 2'],
    octal: ['octal 0.137, misere', 'octal 0.137 misere'],
    kayles: ['KAYLES', 'octal 0.77'],
    dawson: ['dawson normal', 'octal 0.07'],
    'take-and-break': ['Take-and-Break 0.7F!', 'take-and-break 0.7F!'],
    grundy: ['grundy', 'take-and-break 4!.0'],
    lasker: ['lasker misere', 'take-and-break 4.[3] misere'],
    'turning turtles': ['Turning Turtles', 'turning turtles'],
    'mock turtles': ['mock  turtles misère', 'mock turtles misere'],
    ruler: ['RULER normal', 'ruler'],
    corners: ['corners', 'corners'],
    staircase: ['staircase misere', 'staircase misere'],
    euclid: ['Euclid', 'euclid'],
    moore: ['Moore 2, misère', 'moore 2 misere'],
    fibonacci: ['FIBONACCI', 'fibonacci'],
    hackenbush: ['Hackenbush, misère', 'hackenbush misere'],
    digraph: ['digraph a: b c; b: a, misère', 'digraph a: b c; b: a; c:, misere'],
    chomp: ['Chomp', 'chomp'],
    'poker nim': ['Poker  Nim misère', 'poker nim misere'],
    // A game module (connected below, as the worker connects one it loaded).
    game: ['game ./heap.mjs,  misère', 'game ./heap.mjs misere'],
  };

  it('every word of the table is its own game, and nothing else is a game', () => {
    assert.deepEqual(
      [...GAME_WORDS],
      [
        'nim',
        'subtraction',
        'wythoff',
        'octal',
        'kayles',
        'dawson',
        'take-and-break',
        'grundy',
        'lasker',
        'turning turtles',
        'mock turtles',
        'ruler',
        'corners',
        'staircase',
        'euclid',
        'moore',
        'fibonacci',
        'hackenbush',
        'digraph',
        'chomp',
        'poker nim',
        'game',
      ],
    );
    assert.deepEqual(Object.keys(samples), [...GAME_WORDS], 'a sample per game word');
    connectObject('./heap.mjs', {
      name: 'Heap',
      read: (text: string) => ({ value: text }),
      write: (text: string) => text,
      moves: () => [],
    });
    for (const word of GAME_WORDS) {
      const [text, canonical] = samples[word]!;
      assert.equal(rulesOf(text), canonical, text);
      assert.deepEqual(parseLine(text, 0).diagnostics, [], text);
    }
    // Not a game, though an object's prototype has the name: no word falls through to a game.
    for (const text of ['constructor', 'toString', 'valueOf', 'hasOwnProperty diagonal 1']) {
      const r = parseLine(text, 0);
      // A rules line with an error, never a game.
      assert.ok(r.statement?.kind === 'rules' && r.statement.rules === null, text);
      assert.equal(r.diagnostics[0]?.code, DiagnosticCode.UnknownStatement, text);
    }
  });

  it('an unknown game word is an error on the word that names the games, with a did-you-mean', () => {
    const r = parseLine('kaylse misere', 3);
    assert.deepEqual(r.statement, { kind: 'rules', rules: null, range: { line: 3, start: 0, end: 13 } });
    assert.equal(r.diagnostics.length, 1);
    const d = r.diagnostics[0]!;
    assert.equal(d.code, DiagnosticCode.UnknownStatement);
    assert.equal(d.severity, 'error');
    assert.deepEqual(d.range, { line: 3, start: 0, end: 6 });
    assert.equal(
      d.message,
      "unknown game 'kaylse': did you mean 'kayles'? The games are nim, subtraction, wythoff, octal, kayles, dawson, take-and-break, grundy, lasker, turning turtles, mock turtles, ruler, corners, staircase, euclid, moore, fibonacci, hackenbush, digraph, chomp, poker nim, game",
    );
    assert.equal(fixed('kaylse misere', d), 'kayles misere');
    assert.equal(fixed('Wythof', parseLine('Wythof', 0).diagnostics[0]!), 'Wythoff');
    assert.equal(fixed('prefr fewest', parseLine('prefr fewest', 0).diagnostics[0]!), 'prefer fewest');
    assert.match(parseLine('practise', 0).diagnostics[0]!.message, /did you mean 'practice'/);
    // Far from every word: no guess, but the list of games.
    const chess = parseLine('chess', 0).diagnostics[0]!;
    assert.equal(
      chess.message,
      "unknown game 'chess': the games are nim, subtraction, wythoff, octal, kayles, dawson, take-and-break, grundy, lasker, turning turtles, mock turtles, ruler, corners, staircase, euclid, moore, fibonacci, hackenbush, digraph, chomp, poker nim, game (the other lines are prefer, practice and positions)",
    );
    assert.equal(chess.fix, undefined);
    // An option where the game should be says what it is.
    assert.match(
      parseLine('misère', 0).diagnostics[0]!.message,
      /'misère' is not a game: it follows one on a rules line, as in nim misère/,
    );
    assert.match(parseLine('diagonal 2', 0).diagnostics[0]!.message, /as in wythoff diagonal 1/);
  });
});

describe('parser: options out of place', () => {
  const table: [string, DiagnosticCode, number, number, RegExp, string | null][] = [
    [
      'wythoff misere diagonal 2',
      DiagnosticCode.Syntax,
      8,
      14,
      /^write 'misere' after 'diagonal 2': the options follow the whole game, as in wythoff diagonal 2 misere$/,
      'wythoff diagonal 2 misere',
    ],
    [
      'Wythoff Misère, diagonal 3',
      DiagnosticCode.Syntax,
      8,
      14,
      /write 'Misère' after 'diagonal 3'/,
      'wythoff diagonal 3 misere',
    ],
    [
      'subtraction misere {1,2}',
      DiagnosticCode.Syntax,
      12,
      18,
      /write 'misere' after '\{1,2\}'/,
      'subtraction {1, 2} misere',
    ],
    [
      'subtraction, misere, 1..3',
      DiagnosticCode.Syntax,
      13,
      19,
      /^write 'misere' after '1\.\.3'/,
      'subtraction 1..3 misere',
    ],
    ['octal misere 0.77', DiagnosticCode.Syntax, 6, 12, /write 'misere' after '0\.77'/, 'octal 0.77 misere'],
    ['subtraction misere', DiagnosticCode.Syntax, 0, 11, /^subtraction needs its set of amounts/, null],
    [
      'kayles diagonal 1',
      DiagnosticCode.UnknownOption,
      7,
      15,
      /^'diagonal' belongs to wythoff: kayles has no such parameter$/,
      null,
    ],
    [
      'subtraction {1, 2} misere diagonal 1',
      DiagnosticCode.UnknownOption,
      26,
      34,
      /subtraction has no such parameter/,
      null,
    ],
    [
      'kayles 0.77',
      DiagnosticCode.Syntax,
      7,
      11,
      /^unexpected '0\.77' in a rules line: kayles takes no code \(it is octal 0\.77\)/,
      null,
    ],
    ['nim {1, 2} misere', DiagnosticCode.Syntax, 4, 10, /nim takes no parameter/, null],
    ['wythoff, diagonal 2', DiagnosticCode.Syntax, 9, 19, /^'diagonal 2' goes right after 'wythoff'/, null],
    [
      'wythoff diagonal 2 diagonal 3',
      DiagnosticCode.ContradictoryOption,
      19,
      29,
      /'diagonal 3' contradicts 'diagonal 2'/,
      null,
    ],
    ['wythoff diagonl 2', DiagnosticCode.UnknownOption, 8, 15, /did you mean 'diagonal'\?/, 'wythoff diagonal 2'],
    [
      'nim Misre',
      DiagnosticCode.UnknownOption,
      4,
      9,
      /^unknown option 'Misre': did you mean 'Misere'\? The options are normal and misere$/,
      'nim misere',
    ],
  ];
  for (const [text, code, start, end, message, after] of table) {
    it(`${JSON.stringify(text)}: one ${code} at ${start}..${end} that says what is wrong`, () => {
      const r = parseLine(text, 1);
      assert.ok(r.statement?.kind === 'rules' && r.statement.rules === null, 'the rules line is in error');
      assert.equal(r.diagnostics.length, 1, JSON.stringify(r.diagnostics.map((d) => d.message)));
      const d = r.diagnostics[0]!;
      assert.equal(d.code, code, d.message);
      assert.equal(d.severity, 'error');
      assert.deepEqual(d.range, { line: 1, start, end }, d.message);
      assert.match(d.message, message);
      if (after !== null) {
        const line = fixed(text, d);
        assert.deepEqual(parseLine(line, 0).diagnostics, [], line);
        assert.equal(rulesOf(line), after, line);
      }
    });
  }

  it('options after the parameters, and a repeated diagonal, are accepted', () => {
    assert.equal(rulesOf('wythoff diagonal 2 misere'), 'wythoff diagonal 2 misere');
    assert.equal(rulesOf('wythoff diagonal 2, misere'), 'wythoff diagonal 2 misere');
    const r = parseLine('wythoff diagonal 2 misere diagonal 02', 0);
    assert.equal(r.diagnostics.length, 1);
    assert.equal(r.diagnostics[0]!.code, DiagnosticCode.RepeatedOption);
    assert.equal(r.diagnostics[0]!.severity, 'warning');
    assert.equal(fixed('wythoff diagonal 2 misere diagonal 02', r.diagnostics[0]!), 'wythoff diagonal 2 misere');
    assert.equal(rulesOf('wythoff diagonal 2 misere diagonal 02'), 'wythoff diagonal 2 misere');
  });
});

describe('parser: Unicode spaces', () => {
  // Every Unicode space separator (\p{Zs}) but the ASCII space (the tab was a space already).
  const spaces = [
    '\u00a0',
    '\u1680',
    '\u2000',
    '\u2001',
    '\u2002',
    '\u2003',
    '\u2004',
    '\u2005',
    '\u2006',
    '\u2007',
    '\u2008',
    '\u2009',
    '\u200a',
    '\u202f',
    '\u205f',
    '\u3000',
  ];
  const name = (c: string): string => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

  for (const sp of spaces) {
    it(`${name(sp)} separates heaps, claims, arrows and words like a space, at the same columns`, () => {
      // Each line with the space in place of ' ' (one UTF-16 unit each) builds the tree of the ASCII line.
      const lines = [
        '3 4 5',
        '  3 4 5  ',
        '(5, 8)',
        '3 4 5 : win',
        '7 : N -> 6 : P -> 5',
        '3 4 5 -> 1 4 5',
        '3 4 5 → 1 4 5 # c',
        'nim misere',
        ' wythoff diagonal 2 , misere',
        'subtraction { 1 , 3 .. 5 }',
        'octal 0.77 misere',
        'prefer fewest, diagonal costs 4',
        'prefer fastest',
        'practice ',
      ];
      for (const ascii of lines) {
        const text = ascii.replace(/ /g, sp);
        const full = parseLineInFull(text, 2);
        assert.deepEqual(
          full.diagnostics,
          [],
          `${name(sp)} in ${JSON.stringify(ascii)}: ${full.diagnostics.map((d) => d.message).join('; ')}`,
        );
        assert.deepEqual(parseLine(text, 2), full, 'the fast path agrees');
        // The same tree as with ASCII spaces, up to the separators kept for the style.
        const strip = (v: unknown): string =>
          JSON.stringify(v, (k, x: unknown) => {
            if (typeof x === 'bigint') return String(x);
            return k === 'style' ? null : x;
          });
        assert.equal(strip(full), strip(parseLine(ascii, 2)), ascii);
      }
    });
  }

  it('keeps columns in UTF-16 units with spaces before, between and after', () => {
    const r = parseLine('\u3000\u30003\u00a0\u202f4\u2009:\u00a0loss\u3000->\u00a05', 0);
    assert.deepEqual(r.diagnostics, []);
    const st = r.statement!;
    assert.ok(st.kind === 'position');
    assert.deepEqual(
      st.items[0]!.position.heaps.map((h) => [h.range.start, h.range.end]),
      [
        [2, 3],
        [5, 6],
      ],
    );
    assert.deepEqual(st.items[0]!.claim!.range, { line: 0, start: 9, end: 13 });
    assert.deepEqual(st.arrows, [{ line: 0, start: 14, end: 16 }]);
    assert.deepEqual(st.items[1]!.position.range, { line: 0, start: 17, end: 18 });
    // Positions the extension writes (fixes, records) use plain spaces, however the heaps were separated.
    assert.equal(formatPosition([1n, 2n], st.items[0]!.position.style), '1  2');
    assert.equal(
      formatPosition(
        [1n, 2n],
        (
          parseLine('(3,\u00a04)', 0).statement as Extract<
            ReturnType<typeof parseLine>['statement'],
            { kind: 'position' }
          >
        ).items[0]!.position.style,
      ),
      '(1, 2)',
    );
    // And an error after such spaces is at its column.
    assert.deepEqual(parseLine('3\u00a04\u00a0x', 0).diagnostics[0]!.range, { line: 0, start: 4, end: 5 });
  });

  it('random lines of heaps and mixed spaces: the fast and the full parser agree with the ASCII line', () => {
    // The list above is every space separator (all of them are in the BMP: one UTF-16 unit).
    const all: string[] = [];
    for (let c = 0; c <= 0x10ffff; c++)
      if (/\p{Zs}/u.test(String.fromCodePoint(c)) && c !== 0x20) all.push(String.fromCodePoint(c));
    assert.deepEqual(all, spaces);
    const random = rng(17);
    for (let i = 0; i < 2000; i++) {
      const count = 1 + Math.floor(random() * 5);
      const heaps = Array.from({ length: count }, () =>
        String(Math.floor(random() * 10 ** (1 + Math.floor(random() * 8)))),
      );
      const mixed = [' ', ' ', '\t', ...spaces];
      const seps = heaps.slice(1).map(() => mixed[Math.floor(random() * mixed.length)]!);
      const text = heaps.map((h, k) => (k === 0 ? h : seps[k - 1]! + h)).join('');
      const r = parseLine(text, i);
      assert.deepEqual(r, parseLineInFull(text, i), JSON.stringify(text));
      const st = r.statement;
      assert.ok(st?.kind === 'position', JSON.stringify(text));
      assert.deepEqual(
        st.items[0]!.position.heaps.map((h) => h.text),
        heaps,
      );
      assert.deepEqual(
        st.items[0]!.position.heaps.map((h) => text.slice(h.range.start, h.range.end)),
        heaps,
      );
    }
  });
});

describe('parser: positions, claims and records', () => {
  it('reads sizes with separators, commas and parentheses, keeping the order', () => {
    const st = parseLine('10_000_000_000_000_000_000 16_180_339_887_498_948_482', 0).statement!;
    assert.ok(st.kind === 'position');
    assert.deepEqual(
      st.items[0]!.position.heaps.map((h) => h.value),
      [10n ** 19n, 16180339887498948482n],
    );
    const p = parseLine('(5, 8)', 0).statement!;
    assert.ok(p.kind === 'position');
    assert.deepEqual(
      p.items[0]!.position.heaps.map((h) => h.value),
      [5n, 8n],
    );
    assert.deepEqual(p.items[0]!.position.range, { line: 0, start: 0, end: 6 });
  });

  it('reads claims win, loss, N, P and records, combined', () => {
    const st = parseLine('7 : win -> 6 : P -> 5', 2).statement!;
    assert.ok(st.kind === 'position');
    assert.deepEqual(
      st.items.map((i) => i.claim?.value ?? null),
      ['win', 'loss', null],
    );
    assert.deepEqual(st.items[1]!.claim!.range, { line: 2, start: 15, end: 16 });
    assert.deepEqual(st.arrows, [
      { line: 2, start: 8, end: 10 },
      { line: 2, start: 17, end: 19 },
    ]);
    const n = parseLine('3 4 5 : N # the first player wins', 0);
    assert.ok(n.statement?.kind === 'position' && n.statement.items[0]!.claim?.value === 'win');
    assert.equal(n.commentStart, 10);
  });

  it('blank lines and comments are nothing', () => {
    for (const t of ['', '   ', '# only a comment', '\t# x']) {
      const r = parseLine(t, 0);
      assert.equal(r.statement, null);
      assert.deepEqual(r.diagnostics, []);
    }
  });

  it('splits CRLF, LF and CR lines', () => {
    assert.deepEqual(splitLines('a\r\nb\nc\rd'), ['a', 'b', 'c', 'd']);
  });
});

describe('formatter: round trips', () => {
  for (const text of ['3 4 5', '(5, 8)', '(5,8)', '( 5, 8 )', '1, 4, 5', '10_000_000 7', '0', '(1 2 3)']) {
    it(`${text} is written back as it was`, () => {
      const st = parseLine(text, 0).statement!;
      assert.ok(st.kind === 'position');
      const pos = st.items[0]!.position;
      assert.equal(
        formatPosition(
          pos.heaps.map((h) => h.value),
          pos.style,
        ),
        text,
      );
    });
  }

  it("writes a new position in the line's style", () => {
    const st = parseLine('(5, 8)', 0).statement!;
    assert.ok(st.kind === 'position');
    assert.equal(formatPosition([4n, 7n], st.items[0]!.position.style), '(4, 7)');
    const big = parseLine('10_000_000 5', 0).statement!;
    assert.ok(big.kind === 'position');
    assert.equal(formatPosition([9_999_999n, 5n], big.items[0]!.position.style), '9_999_999 5');
  });
});

describe('parser: never throws', () => {
  it("on 20,000 random lines made of the language's pieces and junk", () => {
    const pieces = [
      'nim',
      'subtraction',
      'wythoff',
      'octal',
      'kayles',
      'dawson',
      '0.77',
      'kaylse',
      'diagonl',
      'diagonal',
      'misère',
      'normal',
      '\u00a0',
      '\u3000',
      'prefer',
      'fewest',
      'fastest',
      'costs',
      '{',
      '}',
      '(',
      ')',
      ',',
      ':',
      '->',
      '→',
      '..',
      '-',
      '_',
      '1',
      '0',
      '42',
      '1_000',
      'win',
      'loss',
      'N',
      'P',
      '#',
      ' ',
      ' ',
      '\t',
      'é',
      '😀',
      '\u0000',
      '\uD800',
      '99999999999999999999',
    ];
    const random = rng(5);
    for (let i = 0; i < 20_000; i++) {
      let line = '';
      const n = Math.floor(random() * 12);
      for (let k = 0; k < n; k++) line += pieces[Math.floor(random() * pieces.length)];
      const r = parseLine(line, 0);
      for (const d of r.diagnostics) {
        assert.ok(
          d.range.start >= 0 && d.range.end <= line.length && d.range.start <= d.range.end,
          `range in ${JSON.stringify(line)}`,
        );
      }
    }
    // And the analyser over a random document of such lines.
    let doc = '';
    for (let i = 0; i < 2000; i++) {
      let line = '';
      const n = Math.floor(random() * 8);
      for (let k = 0; k < n; k++) line += pieces[Math.floor(random() * pieces.length)] + ' ';
      doc += line + '\n';
    }
    analyseText(doc, { budget: 10_000 });
  });

  it('on random lines read under a digraph, with names of letters, digits and _ among the pieces', () => {
    const pieces = [
      'a',
      'v14_x',
      '_',
      'x',
      '1',
      'a2',
      '-',
      ',',
      '(',
      ')',
      ':',
      'draw',
      '->',
      '+',
      'nim',
      'h',
      't',
      ' ',
      '😀',
      'é',
    ];
    const contexts: LineContext[] = [
      { parts: [new Set(['a', 'v14_x', '1', 'a2', 'nim', 'h'])], forms: [namesPart(null)] },
      { parts: [null, new Set(['a', 'x'])], forms: [null, namesPart(1)] },
      { parts: ['unknown'], forms: [namesPart(null)] },
    ];
    const random = rng(39);
    for (let i = 0; i < 20_000; i++) {
      let line = '';
      const n = Math.floor(random() * 10);
      for (let k = 0; k < n; k++) line += pieces[Math.floor(random() * pieces.length)];
      const r = parseLine(line, 0, contexts[i % contexts.length]);
      for (const d of r.diagnostics)
        assert.ok(
          d.range.start >= 0 && d.range.end <= line.length && d.range.start <= d.range.end,
          `range in ${JSON.stringify(line)}`,
        );
      // Names (and numbers) cover the text they were read from.
      const st = r.statement;
      if (st?.kind === 'position')
        for (const item of st.items)
          for (const part of item.position.parts ?? [item.position])
            for (const name of part.heaps) assert.equal(line.slice(name.range.start, name.range.end), name.text);
    }
  });

  it('refuses absurdly long numbers with a diagnostic instead of stalling', () => {
    const r = parseLine('1'.repeat(100_001), 0);
    assert.equal(r.diagnostics[0]!.code, DiagnosticCode.BadNumber);
  });
});

describe('parser: vertex names of a digraph (issues 39 and 44)', () => {
  const under = (...names: string[]): LineContext => ({ parts: [new Set(names)], forms: [namesPart(null)] });
  const position = (text: string, context: LineContext) => {
    const r = parseLine(text, 0, context);
    assert.deepEqual(r.diagnostics, [], text);
    assert.equal(r.statement?.kind, 'position', text);
    return r.statement.kind === 'position' ? r.statement : null!;
  };

  it('the rules line reads names of letters, digits and _ in any order, option words among them', () => {
    const read = parseRulesLine('digraph v3:; m: v3; h: q_x; v14_x:; v17: q_x m; q_x: m h; _1: 2b; 2b:');
    assert.ok(read.ok);
    assert.deepEqual(read.rules.game.kind === 'digraph' && read.rules.game.names, [
      'v3',
      'm',
      'h',
      'q_x',
      'v14_x',
      'v17',
      '_1',
      '2b',
    ]);
    const normal = parseRulesLine('digraph normal: misere; misere: nim, misere');
    assert.ok(normal.ok);
    assert.equal(normal.rules.misere, true);
    assert.deepEqual(normal.rules.game.kind === 'digraph' && normal.rules.game.names, ['normal', 'misere', 'nim']);
    assert.equal(rulesText(normal.rules), 'digraph normal: misere; misere: nim; nim:, misere');
    for (const [line, column, token] of [
      ['digraph a-b: c', 9, '-'],
      ['digraph a: b-c', 12, '-'],
      ['digraph a: b.c', 12, '.'],
    ] as const) {
      const d = parseLine(line, 0).diagnostics[0]!;
      assert.equal(d.message, `expected a vertex name (letters, digits and _), found '${token}'`, line);
      assert.equal(d.range.start, column, line);
    }
  });

  it('under a digraph, a part is names however it begins: letters, digits, _, a coin word, in parentheses', () => {
    const ctx = under('1', 'a', 'v14_x', '_x', 't', 'h', 'nim');
    const names = (text: string) =>
      position(text, ctx).items.map((i) => {
        assert.equal(i.position.style.own?.form, 'names', text);
        return i.position.heaps.map((n) => n.text);
      });
    assert.deepEqual(names('1 a'), [['1', 'a']]);
    assert.deepEqual(names('v14_x _x -> v14_x t'), [
      ['v14_x', '_x'],
      ['v14_x', 't'],
    ]);
    assert.deepEqual(names('h h : draw'), [['h', 'h']]);
    assert.deepEqual(names('(nim, a)'), [['nim', 'a']]);
    const style = position('( nim, a )', ctx).items[0]!.position.style;
    assert.deepEqual(style, {
      open: '',
      close: '',
      separator: ' ',
      underscores: false,
      own: { form: 'names', open: '( ', close: ' )', separator: ', ' },
    });
    assert.equal(formatPosition([nameNumber('t'), nameNumber('a')], style), '( t, a )');
    // Without a digraph in force the same lines are what they always were.
    assert.equal(
      parseLine('1 a', 0).diagnostics[0]?.message,
      "unexpected 'a': expected '->', ':', '+' or the end of the line",
    );
    // Mistakes in a list of names, on their range.
    const errors: [string, string, number][] = [
      ['a.b', "expected a vertex name (letters, digits and _), found '.'", 1],
      // An edge is Hackenbush's: the grammar says so of the whole part.
      ['a-b', "'a-b' is written as positions of hackenbush are, not as the rules in force write them", 0],
      ['a,', "expected a vertex name after ','", 1],
      ['(a b', "the position is not closed: ')' is missing", 0],
      ['a b)', "')' without '('", 3],
    ];
    for (const [text, message, column] of errors) {
      const d = parseLine(text, 0, ctx).diagnostics[0]!;
      assert.equal(d.message, message, text);
      assert.equal(d.range.start, column, text);
    }
  });

  it('in a sum, only the part of the digraph is names', () => {
    const ctx: LineContext = { parts: [null, new Set(['a', '1'])], forms: [null, namesPart(1)] };
    const st = position('1 2 + 1 a', ctx);
    assert.deepEqual(
      st.items[0]!.position.parts!.map((p) => [p.heaps.map((h) => h.text), p.style.own?.form]),
      [
        [['1', '2'], undefined],
        [['1', 'a'], 'names'],
      ],
    );
    // A vertex first is a position whose first part is wrong, not a rules line.
    const wrong = parseLine('a + 1', 0, ctx);
    assert.equal(wrong.statement?.kind ?? null, null);
    assert.equal(wrong.diagnostics[0]!.message, "expected a heap size, found 'a'");
  });

  it('what a line is, under a digraph: a game word begins a rules line; a vertex, a position; a mistyped game word, a rules line', () => {
    const ctx = under('a', 'prefer', 'kaylse2');
    const kind = (text: string) => parseLine(text, 0, ctx).statement?.kind ?? null;
    assert.equal(kind('nim'), 'rules');
    assert.equal(kind('kayles'), 'rules');
    assert.equal(kind('kaylse'), 'rules');
    assert.equal(kind('misere'), 'rules');
    assert.equal(kind('wythof diagonal 2'), 'rules');
    assert.equal(kind('chess'), 'position');
    assert.equal(kind('a'), 'position');
    assert.equal(kind('prefer fastest'), 'prefer');
    assert.equal(kind('prefer -> a'), 'position');
    assert.equal(kind('practice'), 'practice');
    // Under a rules line with an error every name may be a vertex: its positions wait for it.
    assert.equal(parseLine('kaylse', 0, { parts: ['unknown'], forms: [namesPart(null)] }).statement?.kind, 'position');
  });
});

describe('parser: round trips and the fast path', () => {
  it('the canonical text of every kind of rules parses back to the same rules', () => {
    const lines = [
      'nim',
      'nim misere',
      'subtraction 1..3',
      'subtraction {1, 3, 4}',
      'subtraction {2, 3} misere',
      'subtraction {1..3, 7}',
      'subtraction {5}',
      'subtraction {1, 2}',
      'subtraction 2..9 misere',
      'subtraction {1, 3..5, 10..12}',
      'wythoff',
      'wythoff misere',
      'wythoff diagonal 1',
      'wythoff diagonal 3 misere',
      'wythoff diagonal 123456789012345678901234567890',
    ];
    for (const line of lines) {
      const first = parseLine(line, 0).statement;
      assert.ok(first?.kind === 'rules' && first.rules, line);
      const text = rulesText(first.rules);
      const again = parseLine(text, 0).statement;
      assert.ok(again?.kind === 'rules' && again.rules, text);
      assert.deepEqual(again.rules, first.rules, `${line} -> ${text}`);
      assert.equal(rulesText(again.rules), text);
    }
  });

  it('plain positions take a fast path that builds the same tree as the full parser', () => {
    const random = rng(11);
    for (let i = 0; i < 2000; i++) {
      const count = 1 + Math.floor(random() * 5);
      const text = Array.from({ length: count }, () =>
        String(Math.floor(random() * 10 ** (1 + Math.floor(random() * 12)))),
      ).join(' ');
      assert.deepEqual(parseLine(text, i), parseLineInFull(text, i), text);
    }
    for (const other of ['3  4', ' 3 4', '3 4 ', '007 1', '1_000 2', '3,4', '(3 4)', '3 4 : win', '3 -> 2']) {
      assert.deepEqual(parseLine(other, 0), parseLineInFull(other, 0), other);
    }
  });
});

describe('positions beyond heaps: rows of coins, grids, stairs and pairs', () => {
  // Rows and grids are their forms' own text: a line is read as the rules in force read it.
  const positionOf = (rules: string, text: string) => {
    const read = parseRulesLine(rules);
    assert.ok(read.ok, rules);
    const st = parseLineInFull(text, 0, { parts: [], forms: ownTextParts(read.rules.game) }).statement;
    assert.equal(st?.kind, 'position', text);
    return st.kind === 'position' ? st.items[0]!.position : null!;
  };
  const shapeOf = (rules: string, text: string) => {
    const analysis = analyseText(`${rules}\n${text}`);
    const p = analysis.positions[0]!;
    return { p, diagnostics: analysis.diagnostics };
  };

  it('two-word game names, alone, with misère and in sums', () => {
    assert.equal(rulesOf('turning turtles'), 'turning turtles');
    assert.equal(rulesOf('Mock Turtles misere'), 'mock turtles misere');
    assert.equal(rulesOf('ruler'), 'ruler');
    assert.equal(rulesOf('mock turtles + kayles'), 'mock turtles + octal 0.77');
    assert.equal(rulesOf('corners + staircase + euclid'), 'corners + staircase + euclid');
    const turning = parseLineInFull('turning', 0).diagnostics[0]!;
    assert.equal(turning.code, DiagnosticCode.UnknownStatement);
    assert.match(turning.message, /did you mean 'turning turtles'/);
    const typo = parseLineInFull('Mock turtels misere', 0).diagnostics[0]!;
    assert.match(typo.message, /unknown game 'Mock turtels': did you mean 'Mock turtles'\?/);
    assert.deepEqual([typo.range.start, typo.range.end], [0, 12]);
    assert.deepEqual(typo.fix, { title: "Change to 'Mock turtles'", range: typo.range, text: 'Mock turtles' });
  });

  it('a row as a word of H and T, or by its heads; written back in its own form', () => {
    const word = positionOf('ruler', 'THHTH');
    assert.deepEqual(
      word.heaps.map((h) => [h.value, h.range.start]),
      [
        [2n, 1],
        [3n, 2],
        [5n, 4],
      ],
    );
    assert.equal(formatPosition([1n, 5n], word.style), 'HTTTH');
    assert.equal(formatPosition([], word.style), 'TTTTT');
    assert.equal(formatPosition([2n], positionOf('ruler', 'thhth').style), 'thttt');
    const heads = positionOf('ruler', 'heads 5 2 3');
    assert.deepEqual(
      heads.heaps.map((h) => h.value),
      [5n, 2n, 3n],
    );
    assert.equal(formatPosition([2n, 3n, 5n], heads.style), 'heads 2 3 5');
    assert.equal(formatPosition([], positionOf('ruler', 'heads').style), 'heads');
  });

  it('a grid as pairs; one pair or `heads` alone is a grid under corners, and its results are pairs', () => {
    const grid = positionOf('corners', '(1, 2) (3, 3)');
    assert.deepEqual(
      grid.heaps.map((h) => h.value),
      [1n, 2n, 3n, 3n],
    );
    assert.equal(formatPosition([0n, 0n, 3n, 3n], grid.style), '(0, 0) (3, 3)');
    const { p } = shapeOf('corners', '(1, 1)');
    // The recommended move from (1, 1) turns over the four corners of (0, 0)–(1, 1): three heads appear.
    const v = p.verdicts[0]!;
    assert.equal(v.outcome === 'unknown' ? 'unknown' : 'decided', 'decided');
    assert.equal(
      formatPosition([0n, 0n, 0n, 1n, 1n, 0n], p.statement.items[0]!.position.style),
      '(0, 0) (0, 1) (1, 0)',
    );
    assert.equal(formatPosition([], p.statement.items[0]!.position.style), 'heads');
    // Under Wythoff a pair stays a pair; under Kayles a pair in parentheses is two heaps.
    const kayles = shapeOf('kayles', '(3, 5)').p;
    assert.equal(formatPosition([1n, 1n, 5n], kayles.statement.items[0]!.position.style), '(1, 1, 5)');
  });

  it('each game reads its own form, with errors on the range at fault', () => {
    const error = (rules: string, text: string) => {
      const d = shapeOf(rules, text).diagnostics.find((x) => x.severity === 'error');
      assert.ok(d, `${rules} / ${text}`);
      return d;
    };
    const twice = error('mock turtles', 'heads 2 3 2');
    assert.match(twice.message, /coin 2 is listed twice/);
    assert.deepEqual([twice.range.start, twice.range.end], [10, 11]);
    const zero = error('ruler', 'heads 0 4');
    assert.match(zero.message, /coins are numbered from 1/);
    assert.deepEqual([zero.range.start, zero.range.end], [6, 7]);
    assert.match(error('turning turtles', '2 3 5').message, /a row of coins: write it as a word of H and T/);
    // No form refuses another by name: what the rules in force cannot read names the games that read it.
    assert.match(
      error('nim', 'THHTH').message,
      /^'THHTH' is written as positions of turning turtles, mock turtles, ruler are, not as the rules in force write them$/,
    );
    assert.match(error('nim', '(1, 2) (3, 4)').message, /^'\(1, 2\) \(3, 4\)' is written as positions of corners are/);
    assert.match(
      error('wythoff', 'heads').message,
      /^'heads' is written as positions of turning turtles, mock turtles, ruler, corners are/,
    );
    assert.match(error('corners', '1 2').message, /a grid of coins: write its heads as pairs/);
    assert.match(error('corners', '(1, 2) (1, 2)').message, /the coin \(1, 2\) is listed twice/);
    assert.match(error('euclid', '(1, 2, 3)').message, /exactly 2 heaps/);
    assert.match(
      error('mock turtles + kayles', '3 4 + 5').message,
      /part 1 is a position of Mock Turtles, which is a row of coins|part 1 is a position of mock turtles, which is a row of coins/,
    );
    const grid = error('corners', '(1, 2) (3)');
    assert.match(grid.message, /a coin of a grid is written \(x, y\)/);
    assert.deepEqual([grid.range.start, grid.range.end], [7, 10]);
    const open = error('corners', '(1, 2) (3, 4');
    assert.match(open.message, /the position is not closed/);
    const after = error('ruler', 'THHTH x -> THTTT');
    assert.match(after.message, /unexpected 'x'/);
    assert.deepEqual([after.range.start, after.range.end], [6, 7]);
    assert.match(error('corners', 'THHTH').message, /written as positions of turning turtles, mock turtles, ruler are/);
    assert.match(error('ruler', '(1, 2) (3, 3)').message, /written as positions of corners are/);
    assert.match(error('corners', '3 x').message, /^Turning Corners is a grid of coins/);
    assert.match(error('ruler', '(x)').message, /^Ruler is a row of coins/);
  });

  it('heads and pairs may be separated by commas, as heaps are', () => {
    const heads = positionOf('ruler', 'heads 3, 1 5');
    assert.deepEqual(
      heads.heaps.map((h) => h.value),
      [3n, 1n, 5n],
    );
    const grid = positionOf('corners', '(1, 2), (3, 3)');
    assert.deepEqual(
      grid.heaps.map((h) => h.value),
      [1n, 2n, 3n, 3n],
    );
    assert.equal(formatPosition([0n, 1n, 3n, 3n], grid.style), '(0, 1), (3, 3)');
  });

  it('sums of coins and heaps parse part by part', () => {
    const position = positionOf('turning turtles + nim', 'THHTH + 3 4');
    assert.equal(position.parts!.length, 2);
    assert.deepEqual(position.parts![0]!.style.own, {
      form: 'coins',
      written: 'word',
      length: 5,
      lower: false,
      row: true,
    });
    assert.equal(position.style.own, undefined);
    assert.equal(position.parts![1]!.style.own, undefined);
    const { p, diagnostics } = shapeOf('turning turtles + nim', 'heads 1 4 + 3');
    assert.deepEqual(
      diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    assert.notEqual(p.verdicts[0], null);
  });
});
