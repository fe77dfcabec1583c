// Activation, the composition root: the analysis service, each editor feature and the play panel,
// every one registered into context.subscriptions. `editor` and `play` never import each other;
// what the play panel needs from the editor is handed to it here.

import * as vscode from 'vscode';
import { Worker } from 'worker_threads';
import { AnalysisService } from './editor/analysisService';
import { BackgroundSearch, type StartSearchThread } from './editor/backgroundSearch';
import { registerCodeActions } from './editor/codeActions';
import { registerCodeLens } from './editor/codeLens';
import { registerCommands } from './editor/commands';
import { commandTarget } from './editor/commandTarget';
import { registerDiagnostics } from './editor/diagnostics';
import { registerHover } from './editor/hover';
import { registerNimSourceNotice } from './editor/nimSourceNotice';
import type { SearchResponse } from './editor/searchProtocol';
import { longestProviderMs } from './editor/timing';
import { registerPlay } from './play/register';

export interface NimLensApi {
  readonly analyses: AnalysisService;
  /** The longest time each provider held the host's thread, in ms (the editor benchmark reads it). */
  readonly longestProviderMs: ReadonlyMap<string, number>;
}

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
  try {
    const log = vscode.window.createOutputChannel('Nim Lens', { log: true });
    const search = new BackgroundSearch(workerThreads(vscode.Uri.joinPath(context.extensionUri, 'dist', 'searchWorker.js').fsPath), log);
    const analyses = new AnalysisService(search, log);
    context.subscriptions.push(
      log,
      search,
      analyses,
      registerDiagnostics(analyses),
      registerCodeLens(analyses),
      registerHover(analyses),
      registerCodeActions(analyses),
      registerCommands(analyses),
      registerNimSourceNotice(analyses),
      registerPlay(context, (uri, line) => commandTarget(analyses, uri, line)),
    );
    return { analyses, longestProviderMs };
  } catch (e) {
    // Show the failure rather than leave a silent, half-working extension.
    void vscode.window.showErrorMessage(`Nim Lens failed to start: ${e instanceof Error ? e.message : String(e)}`);
    return undefined;
  }
}

export function deactivate(): void {}
