// The play panel's webview writes no text of its own language: the host sends it every message
// of the webview's catalogue (src/core/l10n/fr/panelPage.ts), translated into the language of the
// answers, keyed by its English text.

import { currentLanguage, translated } from '../core/l10n';
import { FR_WEBVIEW } from '../core/l10n/fr/panelPage';
import { type WebviewStrings } from '../shared/playProtocol';

let cached: { readonly language: string; readonly strings: WebviewStrings } | null = null;

export function webviewStrings(): WebviewStrings {
  const language = currentLanguage();
  if (cached?.language !== language)
    cached = {
      language,
      strings: { language, messages: Object.fromEntries(Object.keys(FR_WEBVIEW).map((k) => [k, translated(k)])) },
    };
  return cached.strings;
}
