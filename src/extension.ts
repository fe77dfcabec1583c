// The desktop entry (VS Code's Node extension host): background searches, and worksheets that name
// game modules, each in a Node worker thread.

import * as vscode from 'vscode';
import { pathToFileURL } from 'url';
import { Worker } from 'worker_threads';
import { activateNimLens, type NimLensApi } from './composition';
import { type Language, languageOfLocale, setLanguage } from './core/l10n';
import type { StartSearchThread } from './editor/backgroundSearch';
import { searchStart } from './editor/searchAnswer';
import type { SearchResponse } from './editor/searchProtocol';
import { MODULE_THREAD_HEAP_MB, threadFailure } from './core/worksheet/moduleWatch';
import { type ModuleWorkers, type StartModuleWorker } from './shared/moduleThreads';

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

/**
 * Module threads: Node worker threads running dist/editorModuleWorker.js, which import each module
 * by its file URL beside the worksheet (a worksheet not saved to disk has no modules beside it).
 */
function moduleWorkerThreads(path: string): ModuleWorkers {
  return {
    unavailable: (worksheet) =>
      vscode.Uri.parse(worksheet).scheme === 'file'
        ? null
        : vscode.l10n.t('a game module is found beside its worksheet: save the worksheet in a folder first'),
    start: (worksheet, modules) => {
      const folder = vscode.Uri.joinPath(vscode.Uri.parse(worksheet), '..');
      const urls = Object.fromEntries(
        modules.map((m) => [m, pathToFileURL(vscode.Uri.joinPath(folder, m).fsPath).href]),
      );
      return Promise.resolve<StartModuleWorker>((start, events) => {
        const worker = new Worker(path, {
          workerData: { ...start, urls },
          resourceLimits: { maxOldGenerationSizeMb: MODULE_THREAD_HEAP_MB },
          stdout: true,
          stderr: true,
        });
        // A module's own printing is not the analysis: read and dropped, never kept piling up.
        worker.stdout.resume();
        worker.stderr.resume();
        worker.on('message', (m: unknown) => events.message(m));
        worker.on('error', (e) => events.failed(threadFailure(e)));
        worker.on('exit', () => events.failed(threadFailure(undefined)));
        return { post: (m) => worker.postMessage(m), terminate: () => void worker.terminate() };
      });
    },
  };
}

export function activate(context: vscode.ExtensionContext): NimLensApi | undefined {
  // The core answers in VS Code's display language (English where it has no translation), set
  // before anything is analysed; the worker thread is told the same when it starts.
  const language = languageOfLocale(vscode.env.language) ?? 'en';
  setLanguage(language);
  const script = context.asAbsolutePath('dist/searchWorker.js');
  return activateNimLens(
    context,
    () => workerThreads(script, language),
    moduleWorkerThreads(context.asAbsolutePath('dist/editorModuleWorker.js')),
  );
}

export function deactivate(): void {}
