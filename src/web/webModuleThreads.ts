// Module threads in the browser's web worker extension host: a Web Worker made from the bytes of
// dist/web/moduleWorker.js (as the search worker is, webWorkerSearch.ts), sent the worksheet's
// modules as source text read from the workspace (a worker cannot read it), each imported there
// from a Blob URL. A module that imports other files cannot do so here: its own source is all
// there is. Where no Web Worker starts, modules do not run, and the rules lines say why.

import * as vscode from 'vscode';
import { errorMessage } from '../core/errors';
import { threadFailure } from '../core/worksheet/moduleWatch';
import { type ModuleThreadStart, type ModuleWorkers, type StartModuleWorker } from '../shared/moduleThreads';

/** The parts of the DOM's Worker used here (the Node typings have none). */
interface WebWorker {
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  onerror: ((event: { readonly message?: string; preventDefault?(): void }) => void) | null;
  postMessage(message: unknown): void;
  terminate(): void;
}
type WebWorkerConstructor = new (url: string, options?: { name?: string }) => WebWorker;

/** Module threads in Web Workers, from the worker script at `script`. */
export function webModuleThreads(script: vscode.Uri): ModuleWorkers {
  let bytes: Thenable<Uint8Array> | null = null;
  const workerClass = () => (globalThis as { Worker?: WebWorkerConstructor }).Worker;
  const unavailable = () => (workerClass() ? null : vscode.l10n.t('this editor starts no Web Worker to run it in'));
  const start = async (worksheet: string, modules: readonly string[]): Promise<StartModuleWorker | string> => {
    const Worker = workerClass();
    if (!Worker) return unavailable()!;
    const code = await (bytes ??= vscode.workspace.fs.readFile(script));
    const folder = vscode.Uri.joinPath(vscode.Uri.parse(worksheet), '..');
    const texts: Record<string, string> = {};
    const decoder = new TextDecoder();
    for (const path of modules) {
      try {
        texts[path] = decoder.decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(folder, path)));
      } catch (e) {
        // Not sent: the thread says the module did not load, and why.
        texts[path] = `throw new Error(${JSON.stringify(errorMessage(e))});`;
      }
    }
    return (start, events) => {
      const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
      let worker: WebWorker;
      try {
        worker = new Worker(url, { name: 'Nim Lens game modules' });
      } catch (e) {
        URL.revokeObjectURL(url);
        events.failed(threadFailure({ message: errorMessage(e) }));
        return { post: () => {}, terminate: () => {} };
      }
      worker.onmessage = (event) => events.message(event.data);
      worker.onerror = (event) => {
        event.preventDefault?.();
        events.failed(threadFailure({ message: event.message }));
      };
      const first: ModuleThreadStart = { ...start, sources: texts };
      worker.postMessage(first);
      return {
        post: (m) => worker.postMessage(m),
        terminate: () => {
          worker.terminate();
          URL.revokeObjectURL(url);
        },
      };
    };
  };
  return { unavailable, start };
}
