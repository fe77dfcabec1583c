// The catalogue of messages (src/core/l10n): every message the code writes through `t` or `plural`
// has a French form with the same parameters, and none is left in English. The messages are found
// in the sources with TypeScript's own parser, so that a message added without its French fails
// here; a call whose message is not a plain string literal fails too (it could not be checked).

import * as assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import * as ts from 'typescript';
import { currentLanguage, languageOfLocale, plural, setLanguage, t } from '../../src/core/l10n';
import { FRENCH, FRENCH_PARTS } from '../../src/core/l10n/fr';
// The registry adds each game's French to the catalogue (registerFrench): load it, as every entry point does.
import '../../src/core/game';
import { FR_WEBVIEW } from '../../src/core/l10n/fr/panelPage';

/** The project's folder: the nearest one above with a package.json (tests may be compiled to any folder). */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'src'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no project above ${from}`);
  }
}
const root = projectRoot(__dirname);

/** The folders whose code writes answers through the catalogue (the editor's own strings use vscode.l10n). */
const SCANNED = ['src/core', 'src/cli', 'src/play', 'src/shared'];

interface Found {
  readonly message: string;
  readonly where: string;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/**
 * Every message of a `t(…)` or `plural(count, one, other, …)` call (the webview's: `tr(…)`), and
 * the calls that are not checkable.
 */
function scan(dirs: readonly string[] = SCANNED): { found: Found[]; unchecked: string[] } {
  const found: Found[] = [];
  const unchecked: string[] = [];
  for (const dir of dirs)
    for (const file of sourceFiles(path.join(root, dir))) {
      if (file.includes(`${path.sep}l10n${path.sep}`)) continue;
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
      const visit = (node: ts.Node): void => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          const name = node.expression.text;
          let texts: readonly ts.Expression[] = [];
          if (name === 't' || name === 'tr') texts = node.arguments.slice(0, 1);
          else if (name === 'plural') texts = node.arguments.slice(1, 3);
          for (const arg of texts) {
            const { line } = source.getLineAndCharacterOfPosition(arg.getStart());
            const where = `${path.relative(root, file)}:${line + 1}`;
            if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg))
              found.push({ message: arg.text, where });
            else unchecked.push(where);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  return { found, unchecked };
}

/** The `{name}` parameters of a message, sorted. */
function parameters(message: string): string[] {
  return [...message.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]!).sort();
}

/** Messages that may read the same in both languages: notation and names only, no English words. */
function isNotation(message: string): boolean {
  const words = message.replace(/\{[A-Za-z0-9_]+\}/g, '').match(/[A-Za-z]{3,}/g) ?? [];
  return words.every((w) => SAME_IN_BOTH.has(w.toLowerCase()));
}
const SAME_IN_BOTH = new Set([
  'nim',
  'kayles',
  'wythoff',
  'grundy',
  'mex',
  'xor',
  'octal',
  'misère',
  'ruler',
  'dawson',
  'code', // French too: "1 code", "7 codes"
  'codes',
]);

describe('the catalogue of messages (English and French)', () => {
  const { found, unchecked } = scan();

  it('finds the messages in the code', () => {
    // A floor, so that a scanner that finds nothing cannot pass the tests below.
    assert.ok(found.length >= 1, `only ${found.length} messages found`);
  });

  it('every call names its message as a string literal', () => {
    assert.deepEqual(unchecked, [], 'messages that cannot be checked: pass a literal to t() and plural()');
  });

  it('every message has a French form with the same parameters', () => {
    const missing = found.filter((f) => FRENCH[f.message] === undefined).map((f) => `${f.where}: ${f.message}`);
    assert.deepEqual(missing, [], 'messages without French');
    const mismatched = found
      .filter((f) => FRENCH[f.message] !== undefined)
      .filter((f) => parameters(FRENCH[f.message]!).join(',') !== parameters(f.message).join(','))
      .map((f) => `${f.where}: ${f.message} → ${FRENCH[f.message]}`);
    assert.deepEqual(mismatched, [], 'French forms whose parameters differ');
  });

  it('no French form is left in English, unless it is notation', () => {
    const same = Object.entries(FRENCH)
      .filter(([en, fr]) => en === fr && !isNotation(en))
      .map(([en]) => en);
    assert.deepEqual(same, []);
  });

  it("the webview's messages are its catalogue's, both ways", () => {
    const webview = scan(['src/webview']);
    assert.deepEqual(webview.unchecked, []);
    assert.ok(webview.found.length >= 1);
    const keys = new Set(Object.keys(FR_WEBVIEW));
    assert.deepEqual(
      webview.found.filter((f) => !keys.has(f.message)).map((f) => `${f.where}: ${f.message}`),
      [],
      'webview messages without French in src/core/l10n/fr/panelPage.ts',
    );
    const used = new Set(webview.found.map((f) => f.message));
    assert.deepEqual(
      [...keys].filter((k) => !used.has(k)),
      [],
    );
  });

  it('the catalogue holds no message the code no longer writes', () => {
    const used = new Set([...found.map((f) => f.message), ...Object.keys(FR_WEBVIEW)]);
    assert.deepEqual(
      Object.keys(FRENCH).filter((k) => !used.has(k)),
      [],
    );
  });

  it('no message is translated twice, differently', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [part, catalogue] of Object.entries(FRENCH_PARTS))
      for (const [en, fr] of Object.entries(catalogue)) {
        const before = seen.get(en);
        if (before !== undefined && before !== fr) clashes.push(`${part}: ${en}`);
        seen.set(en, fr);
      }
    assert.deepEqual(clashes, []);
  });
});

describe('the language of the answers', () => {
  afterEach(() => setLanguage('en'));

  it('reads the language of a locale', () => {
    assert.equal(languageOfLocale('fr'), 'fr');
    assert.equal(languageOfLocale('fr-CA'), 'fr');
    assert.equal(languageOfLocale('fr_FR.UTF-8'), 'fr');
    assert.equal(languageOfLocale('en_US.UTF-8'), 'en');
    assert.equal(languageOfLocale('de_DE'), null);
    assert.equal(languageOfLocale('C'), null);
    assert.equal(languageOfLocale(''), null);
    assert.equal(languageOfLocale(undefined), null);
  });

  it('English by default, with the parameters filled in', () => {
    assert.equal(currentLanguage(), 'en');
    assert.equal(t('Heap {heap} of {count}', { heap: 2, count: 10n ** 30n }), `Heap 2 of ${10n ** 30n}`);
  });

  it('fills placeholders as vscode.l10n.t does: by name, once, the rest left as written', () => {
    // Braces that are no parameter are text (a set written in a message), and so is a missing value.
    assert.equal(
      t('takes one set of amounts, such as {set} or {run}', { set: '{1, 3, 4}' }),
      'takes one set of amounts, such as {1, 3, 4} or {run}',
    );
    // A value is never read again for placeholders, and the same name may come twice.
    assert.equal(t('{a} and {a}: {b}', { a: '{b}', b: 0 }), '{b} and {b}: 0');
    assert.equal(t('{a}{b}', { a: '', b: false }), 'false');
    assert.equal(t('no parameter {here}'), 'no parameter {here}');
    assert.equal(t('{toString} {constructor}', {}), '{toString} {constructor}', 'no prototype property is a value');
    // The language is read when it changes: the same message in French, then in English again.
    const message = 'nim-sum {xor} (binary {binary})';
    assert.equal(t(message, { xor: 5n, binary: '101' }), 'nim-sum 5 (binary 101)');
    setLanguage('fr');
    assert.equal(
      t(message, { xor: 5n, binary: '101' }),
      FRENCH[message]!.replace('{xor}', '5').replace('{binary}', '101'),
    );
    setLanguage('en');
    assert.equal(t(message, { xor: 6n, binary: '110' }), 'nim-sum 6 (binary 110)');
  });

  it('plural forms follow each language: French counts 0 and 1 as singular', () => {
    const one = '{count} winning move';
    const other = '{count} winning moves';
    assert.equal(plural(0, one, other), '0 winning moves');
    assert.equal(plural(1n, one, other), '1 winning move');
    assert.equal(plural(3n, one, other), '3 winning moves');
    setLanguage('fr');
    // The issue's own example: « 1 coup gagnant », « 3 coups gagnants », and 0 is singular in French.
    assert.equal(plural(0, one, other), '0 coup gagnant');
    assert.equal(plural(1n, one, other), '1 coup gagnant');
    assert.equal(plural(3n, one, other), '3 coups gagnants');
    assert.equal(plural(10n ** 40n, one, other), `${10n ** 40n} coups gagnants`);
  });
});
