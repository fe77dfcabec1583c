// What a search thread does with a request, wherever it runs (a Node worker thread, a Web
// Worker, or time slices on the extension host's own thread). Imports the core only.

import { errorMessage } from '../core/errors';
import { LANGUAGES, type Language, setLanguage } from '../core/l10n';
import { solve } from '../core/solve';
import type { SearchRequest, SearchResponse, SearchStart } from './searchProtocol';

export function answerSearch(request: SearchRequest): SearchResponse {
  try {
    return {
      id: request.id,
      verdict: solve(request.rules, request.heaps, { preference: request.preference, budget: request.budget }),
    };
  } catch (e) {
    return { id: request.id, error: errorMessage(e) };
  }
}

/** Whether a message to a search thread is its start message (and not a request). */
export function isSearchStart(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'start';
}

/** The start message telling a search thread to answer in `language`. */
export function searchStart(language: Language): SearchStart {
  return { kind: 'start', language };
}

/**
 * Sets a search thread's language from its start message, read as untrusted input: anything but
 * one of the catalogue's languages, written exactly, leaves the thread in English.
 */
export function startSearchThread(message: unknown): Language {
  const given = typeof message === 'object' && message !== null ? (message as { language?: unknown }).language : null;
  const language = LANGUAGES.find((l) => l === given) ?? 'en';
  setLanguage(language);
  return language;
}
