// The editor's own texts in the person's language: every `vscode.l10n.t('…')` message of
// src/editor, src/web and the entries (notifications, progress titles, quick picks, status texts,
// the lenses and hovers the editor writes itself) has its French in l10n/bundle.l10n.fr.json with
// the same placeholders, and the bundle holds nothing the code no longer writes. The messages are
// found with TypeScript's own parser. And the background search threads answer in the language
// their start message names, read as untrusted input.

import * as assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import * as ts from 'typescript';
import { currentLanguage, setLanguage } from '../../src/core/l10n';
import { DEFAULT_PREFERENCE } from '../../src/core/preference';
import type { Rules } from '../../src/core/rules';
import { answerSearch, isSearchStart, searchStart, startSearchThread } from '../../src/editor/searchAnswer';
import type { SearchRequest, SearchResponse } from '../../src/editor/searchProtocol';
import { B } from './helpers';
import { octalGame } from '../../src/core/games/octal/octal';

/** The project's folder: the nearest one above with a package.json (tests may be compiled to any folder). */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'src'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no project above ${from}`);
  }
}
const root = projectRoot(__dirname);

/** The editor's side: its strings go through vscode.l10n (the core's through src/core/l10n). */
const SCANNED = ['src/editor', 'src/web', 'src/extension.ts', 'src/composition.ts'];

function sourceFiles(at: string): string[] {
  if (!statSync(at).isDirectory()) return [at];
  return readdirSync(at).flatMap((name) => {
    const full = path.join(at, name);
    return statSync(full).isDirectory() || (name.endsWith('.ts') && !name.endsWith('.d.ts')) ? sourceFiles(full) : [];
  });
}

interface Found {
  readonly message: string;
  /** The number of values passed after the message. */
  readonly values: number;
  readonly where: string;
}

/** Every `….l10n.t(…)` call: its message, and the calls that cannot be checked or run too early. */
function scan(): { found: Found[]; unchecked: string[]; atLoad: string[] } {
  const found: Found[] = [];
  const unchecked: string[] = [];
  const atLoad: string[] = [];
  for (const entry of SCANNED)
    for (const file of sourceFiles(path.join(root, entry))) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
      const visit = (node: ts.Node, inFunction: boolean): void => {
        if (
          ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          node.expression.name.text === 't' &&
          /(^|\.)l10n$/.test(node.expression.expression.getText(source))
        ) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          const where = `${path.relative(root, file)}:${line + 1}`;
          const [message, ...values] = node.arguments;
          if (message && (ts.isStringLiteral(message) || ts.isNoSubstitutionTemplateLiteral(message)))
            found.push({ message: message.text, values: values.length, where });
          else unchecked.push(where);
          // Bundles load as the extension activates: a message looked up when a module loads may miss it.
          if (!inFunction) atLoad.push(where);
        }
        const inside = inFunction || ts.isFunctionLike(node);
        ts.forEachChild(node, (child) => visit(child, inside));
      };
      visit(source, false);
    }
  return { found, unchecked, atLoad };
}

/** The placeholders of a message (`{0}`, `{name}`), sorted, each once. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
}

/** Messages that may read the same in both languages: names and notation, no English words. */
function isNotation(message: string): boolean {
  const words = message.replace(/\$\([\w-]+\)/g, '').match(/[A-Za-z]{3,}/g) ?? [];
  return words.every((w) => SAME_IN_BOTH.has(w.toLowerCase()));
}
const SAME_IN_BOTH = new Set(['nim', 'lens']);

describe("the editor's messages in English and French (l10n/bundle.l10n.fr.json)", () => {
  const { found, unchecked, atLoad } = scan();
  const bundle = JSON.parse(readFileSync(path.join(root, 'l10n', 'bundle.l10n.fr.json'), 'utf8')) as Record<
    string,
    unknown
  >;

  it('finds the messages in the code', () => {
    assert.ok(found.length >= 40, `only ${found.length} messages found`);
  });

  it('every call names its message as a string literal, and none runs as a module loads', () => {
    assert.deepEqual(unchecked, [], 'messages that cannot be checked: pass a literal to vscode.l10n.t()');
    assert.deepEqual(atLoad, [], 'vscode.l10n.t() outside any function');
  });

  it('every message passes one value per positional placeholder', () => {
    const wrong = found
      .filter((f) => {
        const indexed = placeholders(f.message).filter((p) => /^\d+$/.test(p));
        return indexed.length !== f.values || indexed.some((p, i) => p !== String(i));
      })
      .map((f) => `${f.where}: ${f.message} (${f.values} values)`);
    assert.deepEqual(wrong, []);
  });

  it('every message has a French form with the same placeholders', () => {
    const missing = found.filter((f) => typeof bundle[f.message] !== 'string').map((f) => `${f.where}: ${f.message}`);
    assert.deepEqual(missing, [], 'messages without French');
    const mismatched = found
      .filter((f) => typeof bundle[f.message] === 'string')
      .filter((f) => placeholders(bundle[f.message] as string).join(',') !== placeholders(f.message).join(','))
      .map((f) => `${f.where}: ${f.message} → ${String(bundle[f.message])}`);
    assert.deepEqual(mismatched, [], 'French forms whose placeholders differ');
  });

  it('no French form is left in English, unless it is notation', () => {
    const same = Object.entries(bundle)
      .filter(([en, fr]) => en === fr && !isNotation(en))
      .map(([en]) => en);
    assert.deepEqual(same, []);
  });

  it('the bundle holds no message the code no longer writes', () => {
    const used = new Set(found.map((f) => f.message));
    assert.deepEqual(
      Object.keys(bundle).filter((k) => !used.has(k)),
      [],
    );
  });

  it('keeps the codicons and the Markdown of the English', () => {
    const marks = (s: string) => [...s.matchAll(/\$\([\w-]+\)|\*\*|(?<!\*)\*(?!\*)|`|->|✓/g)].map((m) => m[0]);
    for (const [en, fr] of Object.entries(bundle)) assert.deepEqual(marks(String(fr)), marks(en), en);
  });
});

describe('the language of the background search threads', () => {
  afterEach(() => setLanguage('en'));

  it('reads the start message as untrusted input: only a known language, written exactly', () => {
    assert.equal(isSearchStart(searchStart('fr')), true);
    assert.equal(isSearchStart({ id: 1 }), false);
    assert.equal(isSearchStart(null), false);
    assert.equal(isSearchStart('start'), false);
    assert.equal(startSearchThread(searchStart('fr')), 'fr');
    assert.equal(currentLanguage(), 'fr');
    for (const bad of [
      { kind: 'start', language: 'de' },
      { kind: 'start', language: 'FR' },
      { kind: 'start', language: 'fr-CA' },
      { kind: 'start', language: ['fr'] },
      { kind: 'start', language: { toString: () => 'fr' } },
      { kind: 'start' },
      'fr',
      null,
      undefined,
      42,
    ]) {
      setLanguage('fr');
      assert.equal(startSearchThread(bad), 'en', JSON.stringify(bad) ?? 'undefined');
      assert.equal(currentLanguage(), 'en');
    }
  });

  /** A search that ends unknown within its budget: its reason is a sentence of the core. */
  const kaylesMisere: Rules = { game: octalGame([7, 7]), misere: true };
  const request: SearchRequest = {
    id: 5,
    rules: kaylesMisere,
    preference: DEFAULT_PREFERENCE,
    heaps: B(9, 8),
    budget: 400,
  };

  /** The answer of the Node worker thread (the compiled src/editor/searchWorker.js) started with `workerData`. */
  async function workerAnswer(workerData: unknown): Promise<SearchResponse> {
    const worker = new Worker(path.join(__dirname, '..', '..', 'src', 'editor', 'searchWorker.js'), { workerData });
    try {
      return await new Promise<SearchResponse>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage(request);
      });
    } finally {
      await worker.terminate();
    }
  }

  it('the Node worker thread answers in the language of its workerData, else in English', async () => {
    setLanguage('fr');
    const french = answerSearch(request);
    setLanguage('en');
    const english = answerSearch(request);
    assert.ok('verdict' in english && english.verdict.outcome === 'unknown');
    assert.notDeepEqual(french, english, "the core's reason is translated (src/core/l10n/fr/solver.ts)");
    assert.deepEqual(await workerAnswer(searchStart('fr')), french);
    assert.deepEqual(await workerAnswer(searchStart('en')), english);
    assert.deepEqual(await workerAnswer({ kind: 'start', language: 'xx' }), english);
    assert.deepEqual(await workerAnswer(undefined), english);
  });

  it('the Web Worker takes its language from its first message, then answers requests', async () => {
    const scope = globalThis as unknown as {
      onmessage?: ((event: { data: unknown }) => void) | null;
      postMessage?: (response: SearchResponse) => void;
    };
    const posted: SearchResponse[] = [];
    const before = { onmessage: scope.onmessage, postMessage: scope.postMessage };
    scope.postMessage = (response) => posted.push(response);
    try {
      await import('../../src/web/searchWorker');
      const onmessage = scope.onmessage!;
      onmessage({ data: searchStart('fr') });
      assert.equal(currentLanguage(), 'fr');
      assert.deepEqual(posted, [], 'the start message is not answered');
      onmessage({ data: request });
      const french = answerSearch(request);
      assert.deepEqual(posted, [french]);
      onmessage({ data: { kind: 'start', language: 'klingon' } });
      assert.equal(currentLanguage(), 'en');
    } finally {
      scope.onmessage = before.onmessage;
      scope.postMessage = before.postMessage;
    }
  });
});
