// The desktop host's module thread (a Node worker thread; bundled as dist/editorModuleWorker.js beside
// the extension): imports a worksheet's modules by file URL and runs its task
// (shared/moduleThreads.ts): the worksheet's lines (editor/moduleProtocol.ts) or a game of the play
// panel (play/playThread.ts). The only thread of the desktop editor that runs a module's code.
import { parentPort, workerData } from 'worker_threads';
import { runModuleThread } from './editor/moduleProtocol';
import { runPlayThread } from './play/playThread';
import { type ModuleThreadStart } from './shared/moduleThreads';

/** A real dynamic import, which the CommonJS bundle would otherwise turn into `require`. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the one way to import an ES module by URL from CommonJS
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

const port = parentPort;
if (port) {
  const start = workerData as ModuleThreadStart;
  const load = (path: string) => {
    const url = start.urls?.[path];
    return url ? importModule(url) : Promise.reject(new Error(path));
  };
  const post = (message: unknown) => port.postMessage(message);
  const task = start.task;
  if (task.kind === 'lines') void runModuleThread(start.language, task, load, post);
  else {
    // Messages that arrive while the game starts wait for it.
    const handler = runPlayThread(start.language, task.play, load, post);
    port.on('message', (message: unknown) => void handler.then((handle) => handle(message)));
  }
}
