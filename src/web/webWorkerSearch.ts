// Background searches in the browser's web worker extension host: a Web Worker made from the
// bytes of dist/web/searchWorker.js (a worker from an extension URL is refused there: "Creating
// workers from remote extensions is currently not supported"). Where no worker starts, the
// searches run in time slices on the extension host's thread instead.

import * as vscode from 'vscode';
import { errorMessage } from '../core/errors';
import type { Language } from '../core/l10n';
import type { SearchThread, StartSearchThread } from '../editor/backgroundSearch';
import { searchStart } from '../editor/searchAnswer';
import type { SearchRequest, SearchResponse, SearchStart } from '../editor/searchProtocol';
import { slicedSearch } from '../editor/slicedSearch';

/** The parts of the DOM's Worker used here (the Node typings have none). */
interface WebWorker {
  onmessage: ((event: { readonly data: SearchResponse }) => void) | null;
  onerror: ((event: { readonly message?: string; preventDefault?(): void }) => void) | null;
  postMessage(message: SearchStart | SearchRequest): void;
  terminate(): void;
}
type WebWorkerConstructor = new (url: string, options?: { name?: string }) => WebWorker;

/** Written once to the developer console when the first worker starts (the browser tests look for it). */
const WEB_WORKER_LINE = 'Nim Lens: background searches run in a Web Worker';
let announced = false;

/** Background searches in a Web Worker, told the language of its answers in its first message. */
export function webWorkerSearch(
  script: vscode.Uri,
  log: vscode.LogOutputChannel,
  language: Language,
): StartSearchThread {
  let bytes: Thenable<Uint8Array> | null = null;
  /** Set once a worker could not start: later threads go straight to time slices. */
  let refused: string | null = null;

  return (events) => {
    let target: SearchThread | null = null;
    let stopped = false;
    /** Posted and not yet answered, to hand over if the worker fails before it answers anything. */
    const outstanding = new Map<number, SearchRequest>();
    let answered = false;

    const useSlices = (reason: string) => {
      if (stopped) return;
      if (refused === null) {
        const line = `Nim Lens: no Web Worker for background searches (${reason}); they run in time slices on the extension host's thread`;
        log.warn(line);
        console.info(line);
      }
      refused = reason;
      target?.terminate();
      target = slicedSearch()({
        message: (response) => {
          outstanding.delete(response.id);
          events.message(response);
        },
        failed: (reason) => events.failed(reason),
      });
      for (const request of outstanding.values()) target.post(request);
    };

    const startWorker = (code: Uint8Array) => {
      if (stopped) return;
      const Worker = (globalThis as { Worker?: WebWorkerConstructor }).Worker;
      if (!Worker) return useSlices('this host has no Worker');
      const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
      let worker: WebWorker;
      try {
        worker = new Worker(url, { name: 'Nim Lens search' });
      } catch (e) {
        URL.revokeObjectURL(url);
        return useSlices(errorMessage(e));
      }
      worker.onmessage = (event) => {
        answered = true;
        outstanding.delete(event.data.id);
        events.message(event.data);
      };
      worker.onerror = (event) => {
        event.preventDefault?.();
        const reason = event.message ?? vscode.l10n.t('the Web Worker failed');
        // A worker that fails before its first answer never started: search in slices instead.
        if (!answered) useSlices(reason);
        else events.failed(reason);
      };
      // Its first message, before any request: the language of its answers.
      worker.postMessage(searchStart(language));
      target = {
        post: (request) => worker.postMessage(request),
        terminate: () => {
          worker.terminate();
          URL.revokeObjectURL(url);
        },
      };
      if (!announced) {
        announced = true;
        log.info('background searches run in a Web Worker');
        console.info(WEB_WORKER_LINE);
      }
      for (const request of outstanding.values()) worker.postMessage(request);
    };

    if (refused !== null) {
      useSlices(refused);
    } else {
      (bytes ??= vscode.workspace.fs.readFile(script)).then(startWorker, (e: unknown) =>
        useSlices(`its script could not be read: ${errorMessage(e)}`),
      );
    }

    return {
      post(request) {
        outstanding.set(request.id, request);
        target?.post(request);
      },
      terminate() {
        stopped = true;
        target?.terminate();
        target = null;
        outstanding.clear();
      },
    };
  };
}
