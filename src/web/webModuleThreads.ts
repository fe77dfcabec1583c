// Module threads in the browser's web worker extension host: a Web Worker made from the bytes of
// dist/web/moduleWorker.js (as the search worker is, webWorkerSearch.ts), sent the worksheet's
// modules as source text read from the workspace (a worker cannot read it), each imported there
// from a Blob URL. A module that imports other files cannot do so here: its own source is all
// there is. Where no Web Worker starts, modules do not run, and the rules lines say why.

import * as vscode from 'vscode';
import { errorMessage } from '../core/errors';
import { threadFailure } from '../core/worksheet/moduleWatch';
import { type ModuleThreads, threadStart } from '../editor/moduleLines';
import { type FromModuleThread, type ModuleThreadStart } from '../editor/moduleProtocol';

/** The parts of the DOM's Worker used here (the Node typings have none). */
interface WebWorker {
  onmessage: ((event: { readonly data: FromModuleThread }) => void) | null;
  onerror: ((event: { readonly message?: string; preventDefault?(): void }) => void) | null;
  postMessage(message: ModuleThreadStart): void;
  terminate(): void;
}
type WebWorkerConstructor = new (url: string, options?: { name?: string }) => WebWorker;

/** Module threads in Web Workers, from the worker script at `script`. */
export function webModuleThreads(script: vscode.Uri): ModuleThreads {
  let bytes: Thenable<Uint8Array> | null = null;
  return async (sources) => {
    const Worker = (globalThis as { Worker?: WebWorkerConstructor }).Worker;
    if (!Worker) return vscode.l10n.t('this editor starts no Web Worker to run it in');
    const code = await (bytes ??= vscode.workspace.fs.readFile(script));
    const folder = vscode.Uri.joinPath(sources.document.uri, '..');
    const texts: Record<string, string> = {};
    const decoder = new TextDecoder();
    for (const path of sources.modules) {
      try {
        texts[path] = decoder.decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(folder, path)));
      } catch (e) {
        // Not sent: the thread says the module did not load, and why.
        texts[path] = `throw new Error(${JSON.stringify(errorMessage(e))});`;
      }
    }
    return (session, events) => {
      const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
      let worker: WebWorker;
      try {
        worker = new Worker(url, { name: 'Nim Lens game modules' });
      } catch (e) {
        URL.revokeObjectURL(url);
        events.failed(threadFailure({ message: errorMessage(e) }));
        return { terminate: () => {} };
      }
      worker.onmessage = (event) => events.message(event.data);
      worker.onerror = (event) => {
        event.preventDefault?.();
        events.failed(threadFailure({ message: event.message }));
      };
      worker.postMessage(threadStart(sources, session, { sources: texts }));
      return {
        terminate: () => {
          worker.terminate();
          URL.revokeObjectURL(url);
        },
      };
    };
  };
}
