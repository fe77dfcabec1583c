// The browser's module thread (a Web Worker started from a Blob of dist/web/moduleWorker.js): its one
// message holds the worksheet's modules as source text (a worker cannot read the workspace), each
// imported from a Blob URL of its own, and it runs the module session (editor/moduleProtocol.ts).
import { type FromModuleThread, type ModuleThreadStart, runModuleThread } from '../editor/moduleProtocol';

/** The parts of a dedicated worker's global scope used here (the Node typings have no DOM). */
interface WorkerScope {
  onmessage: ((event: { readonly data: ModuleThreadStart }) => void) | null;
  postMessage(message: FromModuleThread): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => {
  scope.onmessage = null;
  const start = event.data;
  void runModuleThread(
    start,
    async (path) => {
      const source = start.sources?.[path];
      if (source === undefined) throw new Error(path);
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      try {
        return (await import(/* webpackIgnore: true */ url)) as unknown;
      } finally {
        URL.revokeObjectURL(url);
      }
    },
    (message) => scope.postMessage(message),
  );
};
