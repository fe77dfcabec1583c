// The browser's module thread (a Web Worker started from a Blob of dist/web/moduleWorker.js): its
// first message is its task (shared/moduleThreads.ts) with the worksheet's modules as source text
// (a worker cannot read the workspace), each imported from a Blob URL of its own. It runs the
// worksheet's lines (editor/moduleProtocol.ts) or a game of the play panel (play/playThread.ts),
// whose later messages are the panel's.
import { runModuleThread } from '../editor/moduleProtocol';
import { runPlayThread } from '../play/playThread';
import { type ModuleThreadStart } from '../shared/moduleThreads';

/** The parts of a dedicated worker's global scope used here (the Node typings have no DOM). */
interface WorkerScope {
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  postMessage(message: unknown): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => {
  const start = event.data as ModuleThreadStart;
  const load = async (path: string) => {
    const source = start.sources?.[path];
    if (source === undefined) throw new Error(path);
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    try {
      return (await import(/* webpackIgnore: true */ url)) as unknown;
    } finally {
      URL.revokeObjectURL(url);
    }
  };
  const post = (message: unknown) => scope.postMessage(message);
  const task = start.task;
  if (task.kind === 'lines') {
    scope.onmessage = null;
    void runModuleThread(start.language, task, load, post);
    return;
  }
  // Messages that arrive while the game starts wait for it.
  const handler = runPlayThread(start.language, task.play, load, post);
  scope.onmessage = (later) => void handler.then((handle) => handle(later.data));
};
