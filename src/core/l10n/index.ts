// The language of the answers (spec "Language of the answers"): every sentence the core writes
// goes through `t` or `plural` with its English text as the key, and the French catalogue
// (./fr) gives its translation. The lookup and the filling of `{name}` placeholders are VS Code's
// own @vscode/l10n, made for code that runs outside the extension host (the CLI, the search
// workers, the browser's web worker); the editor's own strings use `vscode.l10n.t` the same way.
// Numbers and notation are passed as parameters and never translated.

import * as l10n from '@vscode/l10n';
import { FRENCH } from './fr';

export type Language = 'en' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'fr'];

let current: Language = 'en';

/** Answers from now on in `language` (English by default). One language per process or worker. */
export function setLanguage(language: Language): void {
  current = language;
  l10n.config({ contents: language === 'fr' ? FRENCH : {} });
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

/** A sentence in the current language: `message` is its English text, `{name}` its parameters. */
export function t(message: string, args?: MessageArgs): string {
  if (!args) return l10n.t(message);
  const plain: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(args)) plain[k] = typeof v === 'bigint' ? String(v) : v;
  return l10n.t(message, plain);
}

/**
 * A message checked elsewhere than at its call (the play panel's webview asks for its messages by
 * key: test/unit/l10n.test.ts checks its `tr('…')` calls against the webview's catalogue).
 */
export function translated(message: string): string {
  return l10n.t(message);
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
