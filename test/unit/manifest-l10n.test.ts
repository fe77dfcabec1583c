// The manifest's texts in the person's language, the way VS Code's own extensions do it: every text
// a person reads in package.json's `contributes` (and its name and description) is a `%key%`, with
// its English in package.nls.json and its French in package.nls.fr.json. Both files hold exactly
// the keys the manifest uses, the French is written (not the English copied), and the packaged
// files include them.

import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

/** The project's folder: the nearest one above with a package.json (tests may be compiled to any folder). */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'src'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no project above ${from}`);
  }
}
const root = projectRoot(__dirname);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function readJson(name: string): Json {
  return JSON.parse(readFileSync(path.join(root, name), 'utf8')) as Json;
}

function readCatalogue(name: string): Record<string, string> {
  const value = readJson(name);
  assert.ok(value !== null && typeof value === 'object' && !Array.isArray(value), `${name} is an object`);
  for (const [k, v] of Object.entries(value)) assert.equal(typeof v, 'string', `${name}: ${k} is a string`);
  return value as Record<string, string>;
}

/** Every string of a JSON value, with where it is (`contributes.commands[0].title`). */
function strings(value: Json, where: string, out: { where: string; text: string }[] = []) {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${where}[${i}]`, out));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, where ? `${where}.${k}` : k, out);
  return out;
}

const KEY = /^%([\w.-]+)%$/;

/** Texts that may read the same in both languages: the extension's name and notation only. */
function isName(text: string): boolean {
  const words = text.match(/[A-Za-z]{3,}/g) ?? [];
  return words.every((w) => SAME_IN_BOTH.has(w.toLowerCase()));
}
const SAME_IN_BOTH = new Set(['nim', 'lens']);

/** The fields of `contributes` a person reads: they must be keys, never English written in place. */
const READ_FIELDS = /\.(title|description|markdownDescription|altText|enumDescriptions\[\d+\]|aliases\[0\]|label)$/;

describe('the manifest in English and French (package.nls.json, package.nls.fr.json)', () => {
  const manifest = readJson('package.json') as { [key: string]: Json };
  const english = readCatalogue('package.nls.json');
  const french = readCatalogue('package.nls.fr.json');
  const used = strings(manifest, '')
    .map((s) => ({ ...s, key: KEY.exec(s.text)?.[1] }))
    .filter((s): s is { where: string; text: string; key: string } => s.key !== undefined);

  it('finds the keys in the manifest', () => {
    assert.ok(used.length >= 30, `only ${used.length} keys found`);
    assert.equal(manifest.displayName, '%displayName%');
    assert.equal(manifest.description, '%description%');
  });

  it('every text a person reads in contributes is a key', () => {
    const literal = strings(manifest.contributes!, 'contributes')
      .filter((s) => READ_FIELDS.test(s.where) && !KEY.test(s.text))
      .map((s) => `${s.where}: ${s.text}`);
    assert.deepEqual(literal, []);
  });

  it('every key has its English and its French', () => {
    const missing = used.flatMap((u) => [
      ...(english[u.key] === undefined ? [`package.nls.json: ${u.key} (${u.where})`] : []),
      ...(french[u.key] === undefined ? [`package.nls.fr.json: ${u.key} (${u.where})`] : []),
    ]);
    assert.deepEqual(missing, []);
  });

  it('the two files hold no key the manifest does not use, and the same keys', () => {
    const keys = new Set(used.map((u) => u.key));
    assert.deepEqual(
      Object.keys(english).filter((k) => !keys.has(k)),
      [],
      'package.nls.json',
    );
    assert.deepEqual(
      Object.keys(french).filter((k) => !keys.has(k)),
      [],
      'package.nls.fr.json',
    );
    assert.deepEqual(Object.keys(french).sort(), Object.keys(english).sort());
  });

  it('no French text is the English copied, unless it is a name', () => {
    const same = Object.keys(english)
      .filter((k) => french[k] === english[k] && !isName(english[k]!))
      .map((k) => `${k}: ${english[k]}`);
    assert.deepEqual(same, []);
    assert.deepEqual(
      Object.keys(french).filter((k) => french[k]!.trim() === ''),
      [],
      'empty French texts',
    );
  });

  it('the French keeps the links to commands and the line breaks of the English', () => {
    const links = (s: string) => [...s.matchAll(/\]\((command:[^)]+)\)/g)].map((m) => m[1]!);
    const lines = (s: string) => s.split('\n').length;
    for (const k of Object.keys(english)) {
      assert.deepEqual(links(french[k]!), links(english[k]!), k);
      assert.equal(lines(french[k]!), lines(english[k]!), k);
    }
  });

  it('names the runtime bundles folder, which holds the French bundle', () => {
    assert.equal(manifest.l10n, './l10n');
    assert.ok(existsSync(path.join(root, 'l10n', 'bundle.l10n.fr.json')));
  });

  it('packages the translations (.vscodeignore is an allowlist)', () => {
    const lines = readFileSync(path.join(root, '.vscodeignore'), 'utf8').split(/\r?\n/);
    for (const line of ['!package.nls.json', '!package.nls.*.json', '!l10n/**']) assert.ok(lines.includes(line), line);
  });
});
