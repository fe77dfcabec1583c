// The desktop entry (VS Code's Node extension host): background searches in a Node worker thread.

import * as vscode from 'vscode';
import { Worker } from 'worker_threads';
import { activateNimLens, type NimLensApi } from './composition';
import { type Language, languageOfLocale, setLanguage } from './core/l10n';
import type { StartSearchThread } from './editor/backgroundSearch';
import { searchStart } from './editor/searchAnswer';
import type { SearchResponse } from './editor/searchProtocol';

export type { NimLensApi } from './composition';

/** Background searches in a Node worker thread running dist/searchWorker.js, told the language of its answers. */
function workerThreads(path: string, language: Language): StartSearchThread {
  return (events) => {
    const worker = new Worker(path, { workerData: searchStart(language) });
    worker.on('message', (response: SearchResponse) => events.message(response));
    worker.on('error', (e) => events.failed(e.message));
    worker.on('exit', (code) => events.failed(vscode.l10n.t('the worker thread exited with code {0}', code)));
    return { post: (request) => worker.postMessage(request), terminate: () => void worker.terminate() };
  };
}

export function activate(context: vscode.ExtensionContext): NimLensApi | undefined {
  // The core answers in VS Code's display language (English where it has no translation), set
  // before anything is analysed; the worker thread is told the same when it starts.
  const language = languageOfLocale(vscode.env.language) ?? 'en';
  setLanguage(language);
  const script = context.asAbsolutePath('dist/searchWorker.js');
  return activateNimLens(context, () => workerThreads(script, language));
}

export function deactivate(): void {}
