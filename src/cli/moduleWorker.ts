// The worker thread of `nim-lens check --allow-modules` (and `grade`, `puzzles`): the core's module
// session (core/worksheet/moduleSession.ts) with the modules imported by file URL and each line
// written as the check report writes it, or a practice sheet of puzzles. The only thread that runs
// a module's code; one that never returns is ended by the command's thread (moduleCheck.ts,
// modulePuzzles.ts). Bundled as dist/moduleWorker.js.

import { parentPort, workerData } from 'node:worker_threads';
import { errorMessage } from '../core/errors';
import { setLanguage } from '../core/l10n';
import { loadModules, moduleSession } from '../core/worksheet/moduleSession';
import { modulePaths } from '../core/games/module/paths';
import { puzzles } from './puzzles';
import {
  brokenLine,
  type FromModuleWorker,
  type FromPuzzlesWorker,
  type ModuleWorkerData,
  type PuzzlesWorkerData,
} from './moduleProtocol';
import { lineOut } from './report';

/** A real dynamic import, which the CommonJS the tests compile to would turn into `require`. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the one way to import an ES module by URL from CommonJS
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

const port = parentPort;
const load = (urls: Readonly<Record<string, string>>) => (path: string) => {
  const url = urls[path];
  return url ? importModule(url) : Promise.reject(new Error(path));
};
if (port && 'puzzles' in (workerData as object)) {
  // `puzzles --allow-modules`: the modules loaded, the sheet made here as the command makes one.
  const data = workerData as PuzzlesWorkerData;
  setLanguage(data.language);
  const post = (message: FromPuzzlesWorker) => port.postMessage(message);
  post({ kind: 'ready' });
  void loadModules(modulePaths([data.puzzles.rules]), [], load(data.urls)).then(() => {
    try {
      const status = puzzles(data.puzzles, {
        write: (text) => post({ kind: 'write', text }),
        err: (text) => post({ kind: 'err', text }),
      });
      post({ kind: 'done', status });
    } catch (e) {
      // A module's fault (no samples to practise on, a throw): said, and no sheet.
      post({ kind: 'err', text: `nim-lens: ${errorMessage(e)}` });
      post({ kind: 'done', status: 1 });
    }
  });
} else if (port) {
  const data = workerData as ModuleWorkerData;
  setLanguage(data.language);
  void moduleSession(
    data.session,
    load(data.urls),
    (report) => lineOut(report, data.json, data.grade),
    brokenLine,
    (message: FromModuleWorker) => port.postMessage(message),
  );
}
