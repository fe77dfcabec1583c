// The worker thread of `nim-lens check --allow-modules`: the core's module session
// (core/worksheet/moduleSession.ts) with the modules imported by file URL and each line written as
// the check report writes it. The only thread that runs a module's code; one that never returns is
// ended by the command's thread (moduleCheck.ts). Bundled as dist/moduleWorker.js.

import { parentPort, workerData } from 'node:worker_threads';
import { setLanguage } from '../core/l10n';
import { moduleSession } from '../core/worksheet/moduleSession';
import { brokenLine, type FromModuleWorker, type ModuleWorkerData } from './moduleProtocol';
import { lineOut } from './report';

/** A real dynamic import, which the CommonJS the tests compile to would turn into `require`. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the one way to import an ES module by URL from CommonJS
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

const port = parentPort;
if (port) {
  const data = workerData as ModuleWorkerData;
  setLanguage(data.language);
  void moduleSession(
    data.session,
    (path) => {
      const url = data.urls[path];
      return url ? importModule(url) : Promise.reject(new Error(path));
    },
    (report) => lineOut(report, data.json, data.grade),
    brokenLine,
    (message: FromModuleWorker) => port.postMessage(message),
  );
}
