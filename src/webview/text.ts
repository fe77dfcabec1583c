// The webview's texts in the language of the answers: the catalogue the host sends with every state,
// plural choice, long numbers by their ends, and the players' names.

import { shortenNumbersWith } from '../core/shortNumbers';
import type { Player, WebviewStrings } from '../shared/playProtocol';

/** The texts in the language of the answers, sent by the host with every state. */
let strings: WebviewStrings = { language: 'en', messages: {} };

/**
 * A text of the webview in the language of the answers: `message` is its English text, the key of
 * the catalogue the host sends (src/core/l10n/fr/panelPage.ts); `{name}` placeholders filled from `args`.
 */
export function tr(message: string, args: Readonly<Record<string, string | number | bigint>> = {}): string {
  const text = strings.messages[message] ?? message;
  return text.replace(/\{([A-Za-z0-9_]+)\}/g, (m, k: string) => (k in args ? String(args[k]) : m));
}

/**
 * Whether `count` takes the singular in the language of the answers: English 1 only, French 0 and 1
 * (the sites write both forms as literal `tr` calls, so that the catalogue's test sees them).
 */
export function isSingular(count: string | number | bigint): boolean {
  const n = String(count);
  return n === '1' || (strings.language === 'fr' && n === '0');
}

/** Long numbers by their ends and their length, in the language of the answers (core/shortNumbers.ts). */
function longNumber(start: string, end: string, digits: number): string {
  return tr('{start}…{end} ({digits} digits)', { start, end, digits });
}
export function shortenNumbers(text: string): string {
  return shortenNumbersWith(text, longNumber);
}

export function who(p: Player): string {
  switch (p) {
    case 'you':
      return tr('You');
    case 'computer':
      return tr('The computer');
    case 'player 1':
      return tr('Player 1');
    case 'player 2':
      return tr('Player 2');
  }
}

/** The status while the game goes on: who is to move. */
export function toMove(p: Player): string {
  switch (p) {
    case 'you':
      return tr('You to move.');
    case 'computer':
      return tr('The computer to move.');
    case 'player 1':
      return tr('Player 1 to move.');
    case 'player 2':
      return tr('Player 2 to move.');
  }
}

/** The texts the host sent with the latest state; the page's language follows them. */
export function setStrings(next: WebviewStrings): void {
  strings = next;
  document.documentElement.lang = strings.language;
}
