// The desktop host's module thread (a Node worker thread; bundled as dist/editorModuleWorker.js beside the
// extension): imports the worksheet's modules by file URL and runs the module session
// (moduleProtocol.ts). The only thread of the editor that runs a module's code.
import { parentPort, workerData } from 'worker_threads';
import { type ModuleThreadStart, runModuleThread } from './moduleProtocol';

/** A real dynamic import, which the CommonJS bundle would otherwise turn into `require`. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the one way to import an ES module by URL from CommonJS
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

const port = parentPort;
if (port) {
  const start = workerData as ModuleThreadStart;
  void runModuleThread(
    start,
    (path) => {
      const url = start.urls?.[path];
      return url ? importModule(url) : Promise.reject(new Error(path));
    },
    (message) => port.postMessage(message),
  );
}
