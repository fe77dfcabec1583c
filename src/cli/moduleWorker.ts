// The worker thread of `nim-lens check --allow-modules`: loads the worksheet's game modules (the
// only thread that runs their code), connects them to the core, analyses the worksheet with the
// same analyser as every face, and posts each line's report. A module that throws or answers
// something its contract forbids is a diagnostic on the line; one that never returns is ended by
// the command's thread (moduleCheck.ts). Bundled as dist/moduleWorker.js.

import { parentPort, workerData } from 'node:worker_threads';
import { errorMessage } from '../core/errors';
import { setLanguage, t } from '../core/l10n';
import { connectModule, refuseModule, setModuleRefusal } from '../core/games/module/connected';
import { ModuleFault, moduleGame } from '../core/games/module/runtime';
import { DiagnosticCode } from '../core/reading/syntax';
import { AnalysisSteps } from '../core/worksheet/analyser';
import { type FromModuleWorker, type ModuleWorkerData } from './moduleProtocol';
import { lineOut } from './report';

/** A real dynamic import, which the CommonJS the tests compile to would turn into `require`. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the one way to import an ES module by URL from CommonJS
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

async function work(data: ModuleWorkerData, post: (message: FromModuleWorker) => void): Promise<void> {
  setLanguage(data.language);
  setModuleRefusal(() => t('it was not loaded'));
  post({ kind: 'ready' });
  for (const { path, reason } of data.refused) refuseModule(path, reason);
  for (const { path, url } of data.modules) {
    if (data.refused.some((r) => r.path === path)) continue;
    post({ kind: 'loading', path });
    try {
      const loaded = moduleGame(await importModule(url));
      if (loaded.ok) connectModule(path, loaded.runtime);
      else refuseModule(path, loaded.message);
    } catch (e) {
      refuseModule(path, t('it did not load: {message}', { message: errorMessage(e) }));
    }
  }
  const steps = new AnalysisSteps(data.lines, { budget: data.budget });
  for (;;) {
    const line = steps.nextLine;
    if (line >= data.from) post({ kind: 'start', line });
    try {
      const r = steps.next();
      if (!r) break;
      if (r.line >= data.from) post({ kind: 'line', out: lineOut(r, data.json) });
    } catch (e) {
      // A module that broke its contract while this line was analysed: said on the line.
      const text = data.lines[line] ?? '';
      const message =
        e instanceof ModuleFault ? e.message : t('internal error: {message}', { message: errorMessage(e) });
      post({
        kind: 'line',
        out: {
          line,
          position: null,
          diagnostics: [
            {
              range: { line, start: 0, end: text.length },
              severity: 'error',
              code: DiagnosticCode.Syntax,
              message,
            },
          ],
        },
      });
    }
  }
  post({ kind: 'done' });
}

const port = parentPort;
if (port) void work(workerData as ModuleWorkerData, (message) => port.postMessage(message));
