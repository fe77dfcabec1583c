// The language of the answers (spec "Language of the answers"): every sentence the core writes
// goes through `t` or `plural` with its English text as the key, and the French catalogue
// (./fr) gives its translation. Placeholders are `{name}`, as in `vscode.l10n.t` (which the
// editor's own strings use): a message is looked up and split at its placeholders once, then each
// call only joins the pieces with its values. This runs for every position of a report of 100,000
// lines, where a regular expression per call (as @vscode/l10n formats) was a fifth of the time.
// Numbers and notation are passed as parameters and never translated.

import { type Catalogue } from './fr/catalogue';
import { FRENCH, FRENCH_PARTS } from './fr';

export type Language = 'en' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'fr'];

let current: Language = 'en';

/**
 * A message in the current language, split at its placeholders: literal text at even places, the
 * names of the placeholders at odd places (`nim-sum {xor}` is ['nim-sum ', 'xor', '']).
 */
type Template = readonly string[];

/** The messages written so far in the current language, each split once. */
let templates = new Map<string, Template>();

/** Answers from now on in `language` (English by default). One language per process or worker. */
export function setLanguage(language: Language): void {
  current = language;
  templates = new Map();
}

const PLACEHOLDER = /{([^}]+)}/g;

/** The message in the current language, split at its placeholders. */
function templateOf(message: string): Template {
  let template = templates.get(message);
  if (template === undefined) {
    const text = (current === 'fr' && Object.hasOwn(FRENCH, message) ? FRENCH[message] : undefined) || message;
    const parts: string[] = [];
    let last = 0;
    for (const m of text.matchAll(PLACEHOLDER)) {
      parts.push(text.slice(last, m.index), m[1]!);
      last = m.index + m[0].length;
    }
    parts.push(text.slice(last));
    templates.set(message, (template = parts));
  }
  return template;
}

/**
 * Adds a game's French (its parts by name) to the catalogue. The registry (core/game.ts) calls it
 * for each game it lists, so that l10n imports no game; a part already added is added once.
 */
export function registerFrench(parts: Readonly<Record<string, Catalogue>>): void {
  for (const [name, catalogue] of Object.entries(parts)) {
    if (FRENCH_PARTS[name] === catalogue) continue;
    if (Object.hasOwn(FRENCH_PARTS, name)) throw new Error(`two French catalogues named ${name}`);
    FRENCH_PARTS[name] = catalogue;
    Object.assign(FRENCH, catalogue);
  }
  templates = new Map();
}

/** The language answers are written in. */
export function currentLanguage(): Language {
  return current;
}

/** The language of a locale (`fr`, `fr-CA`, `fr_FR.UTF-8`, `en_US`), or null for one without a translation. */
export function languageOfLocale(locale: string | undefined | null): Language | null {
  const m = /^([a-z]{2,3})(?:$|[-_.@])/i.exec((locale ?? '').trim());
  if (!m) return null;
  const code = m[1]!.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : null;
}

export type MessageArgs = Readonly<Record<string, string | number | boolean | bigint>>;

/**
 * A sentence in the current language: `message` is its English text, `{name}` its parameters. A
 * placeholder without a value is written as it is (`{1, 3, 4}` in a message is text).
 */
export function t(message: string, args?: MessageArgs): string {
  const template = templateOf(message);
  if (template.length === 1) return template[0]!;
  let text = template[0]!;
  for (let i = 1; i < template.length; i += 2) {
    const name = template[i]!;
    const value = args && Object.hasOwn(args, name) ? args[name] : undefined;
    text += (value === undefined ? `{${name}}` : String(value)) + template[i + 1]!;
  }
  return text;
}

/**
 * A message checked elsewhere than at its call (the play panel's webview asks for its messages by
 * key: test/unit/l10n.test.ts checks its `tr('…')` calls against the webview's catalogue).
 */
export function translated(message: string): string {
  return t(message);
}

/**
 * A sentence about `count` things, in the form the current language uses for it: `one` (English:
 * exactly 1; French: 0 and 1, "0 coup gagnant") or `other` ("3 coups gagnants"). Both forms are
 * keys of the catalogue; `{count}` is the number.
 */
export function plural(count: bigint | number, one: string, other: string, args: MessageArgs = {}): string {
  const n = typeof count === 'bigint' ? count : BigInt(Math.trunc(count));
  const size = n < 0n ? -n : n;
  const singular = current === 'fr' ? size <= 1n : size === 1n;
  return t(singular ? one : other, { count: String(count), ...args });
}
