// `nim-lens check --allow-modules` on a worksheet that names game modules: the analysis runs in a
// worker thread (moduleWorker.ts), the only one that loads and calls the modules, and this thread
// watches it as every face does (core/worksheet/moduleWatch.ts): a worker that takes longer than a
// line's time, crashes or runs out of memory is ended, the line says so, and a new worker goes on.

import { join, dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { currentLanguage } from '../core/l10n';
import { modulePaths } from '../core/games/module/paths';
import {
  MODULE_THREAD_HEAP_MB,
  type StartModuleThread,
  threadFailure,
  watchModuleWorksheet,
} from '../core/worksheet/moduleWatch';
import { splitLines } from '../core/worksheet/parse';
import { type PracticeLine } from '../core/practice/practiceSheet';
import { type Diagnostic } from '../core/reading/syntax';
import {
  brokenLine,
  type FromModuleWorker,
  type LineOut,
  type ModuleWorkerData,
  type PuzzlesWorkerData,
} from './moduleProtocol';
import { LinesReport, type WorksheetJob } from './report';

/**
 * A worker thread running dist/moduleWorker.js with `data`: limited in memory, its own printing (a
 * module's) read and dropped, never kept piling up. Its messages, errors and exit are the caller's.
 */
export function moduleWorker(data: ModuleWorkerData | PuzzlesWorkerData): Worker {
  const worker = new Worker(join(__dirname, 'moduleWorker.js'), {
    workerData: data,
    resourceLimits: { maxOldGenerationSizeMb: MODULE_THREAD_HEAP_MB },
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  return worker;
}

/** A module session in a worker thread, each line written as the report writes it. */
function workerThread(
  json: boolean,
  urls: Readonly<Record<string, string>>,
  grade = false,
): StartModuleThread<LineOut> {
  return (session, events) => {
    const worker = moduleWorker({ language: currentLanguage(), json, grade, session, urls });
    worker.on('message', (m: FromModuleWorker) => events.message(m));
    worker.on('error', (e) => events.failed(threadFailure(e)));
    worker.on('exit', () => events.failed(threadFailure(undefined)));
    return { terminate: () => void worker.terminate() };
  };
}

/** The file URL of each module a worksheet names, by its path as written (beside the worksheet). */
function moduleUrls(path: string, lines: readonly string[]): Record<string, string> {
  const base = dirname(resolve(path));
  return Object.fromEntries(modulePaths(lines).map((p) => [p, pathToFileURL(resolve(base, p)).href]));
}

/**
 * The grade of a practice sheet that names game modules, analysed in workers (`grade
 * --allow-modules`): each position's line as a practice sheet grades it, and the diagnostics of the
 * lines whose analysis failed (a module's fault, or a worker ended on it), which no grade counts.
 */
export async function gradeModuleWorksheet(
  path: string,
  text: string,
  budget: number,
  onLine?: (line: number, lines: number) => void,
): Promise<{ readonly lines: PracticeLine[]; readonly failed: Diagnostic[] }> {
  const lines = splitLines(text);
  const graded: PracticeLine[] = [];
  const failed: Diagnostic[] = [];
  await watchModuleWorksheet(
    lines,
    budget,
    workerThread(false, moduleUrls(path, lines), true),
    (line, out) => {
      if (out.practice) graded.push(out.practice);
      if (out.broken) failed.push(...out.diagnostics);
      onLine?.(line + 1, lines.length);
    },
    brokenLine,
  ).done;
  return { lines: graded, failed };
}

/** The report of a worksheet that names game modules, analysed in workers; whether it had an error. */
export async function reportModuleWorksheet(job: WorksheetJob): Promise<boolean> {
  const { path, text, budget, json, first, out, onLine } = job;
  const lines = splitLines(text);
  const urls = moduleUrls(path, lines);
  const report = new LinesReport(path, json, out, first);
  await watchModuleWorksheet(
    lines,
    budget,
    workerThread(json, urls),
    (line, out) => {
      report.add(out);
      onLine?.(line + 1, lines.length);
    },
    brokenLine,
  ).done;
  return report.end();
}
