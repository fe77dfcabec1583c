// The desktop entry (VS Code's Node extension host): background searches in a Node worker thread.

import type * as vscode from 'vscode';
import { Worker } from 'worker_threads';
import { activateNimLens, type NimLensApi } from './composition';
import type { StartSearchThread } from './editor/backgroundSearch';
import type { SearchResponse } from './editor/searchProtocol';

export type { NimLensApi } from './composition';

/** Background searches in a Node worker thread running dist/searchWorker.js. */
function workerThreads(path: string): StartSearchThread {
  return (events) => {
    const worker = new Worker(path);
    worker.on('message', (response: SearchResponse) => events.message(response));
    worker.on('error', (e) => events.failed(e.message));
    worker.on('exit', (code) => events.failed(`the worker thread exited with code ${code}`));
    return { post: (request) => worker.postMessage(request), terminate: () => void worker.terminate() };
  };
}

export function activate(context: vscode.ExtensionContext): NimLensApi | undefined {
  const script = context.asAbsolutePath('dist/searchWorker.js');
  return activateNimLens(context, () => workerThreads(script));
}

export function deactivate(): void {}
