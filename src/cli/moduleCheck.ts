// `nim-lens check --allow-modules` on a worksheet that names game modules: the analysis runs in a
// worker thread (moduleWorker.ts), the only one that loads and calls the modules, and this thread
// watches it. Each line has a time (from the budget: the search's work, and the module's own cost
// on top); a worker that takes longer, crashes or runs out of memory is ended, the line says so, and
// a new worker goes on from the next line. A module that hangs while loading is refused, and the
// rules lines that name it say why.

import { join, dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { currentLanguage, t } from '../core/l10n';
import { lineFailure } from '../core/worksheet/moduleSession';
import { modulePaths } from '../core/games/module/paths';
import { parseLineInFull, splitLines } from '../core/worksheet/parse';
import { type FromModuleWorker, type LineOut, type ModuleWorkerData } from './moduleProtocol';
import { LinesReport, type WorksheetJob } from './report';

/** Milliseconds a line (or the loading of a module) may take: two seconds, and a second per 500,000 units of budget. */
export function lineTimeLimit(budget: number): number {
  return 2000 + Math.ceil(budget / 500);
}

/**
 * Milliseconds a worker may take to start, before it runs anything of a module: the thread and the
 * core loading on a busy machine, never the module's time.
 */
const START_LIMIT = 60_000;

/** Memory a module worker may use (a module that answers too much is ended, not the command). */
const WORKER_HEAP_MB = 512;

/** Whether the worksheet names a game module (then `check` runs it in a worker, where allowed). */
export function namesModules(text: string): boolean {
  return /\bgame\b/i.test(text) && modulePaths(splitLines(text)).length > 0;
}

/** Lines before `from` that are no rules, prefer or practice line, blank: an earlier worker analysed them. */
function linesFrom(lines: readonly string[], from: number): string[] {
  return lines.map((text, i) => {
    if (i >= from || text.trim() === '') return text;
    const kind = parseLineInFull(text, i).statement?.kind;
    return kind === 'rules' || kind === 'prefer' || kind === 'practice' ? text : '';
  });
}

/** One worker's run: what it reported, and how it ended. */
type Ending =
  | { readonly done: true }
  | { readonly done: false; readonly line: number | null; readonly loading: string | null; readonly why: string };

function runWorker(data: ModuleWorkerData, limit: number, onLine: (out: LineOut) => void): Promise<Ending> {
  return new Promise((finish) => {
    const worker = new Worker(join(__dirname, 'moduleWorker.js'), {
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      stdout: true,
      stderr: true,
    });
    let line: number | null = null;
    let loading: string | null = null;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const end = (ending: Ending) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      finish(ending);
    };
    const watch = (ms = limit) => {
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          end({
            done: false,
            line,
            loading,
            why: t('the game module did not answer within {seconds} s: it was stopped', {
              seconds: (limit / 1000).toFixed(1),
            }),
          }),
        ms,
      );
    };
    watch(START_LIMIT);
    worker.on('message', (m: FromModuleWorker) => {
      if (settled) return;
      if (m.kind === 'ready') watch();
      else if (m.kind === 'loading') {
        loading = m.path;
        watch();
      } else if (m.kind === 'start') {
        loading = null;
        line = m.line;
        watch();
      } else if (m.kind === 'line') {
        onLine(m.out);
        line = null;
      } else end({ done: true });
    });
    worker.on('error', (e) =>
      end({
        done: false,
        line,
        loading,
        why:
          (e as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? t('the game module used more than {mb} MB of memory: it was stopped', { mb: WORKER_HEAP_MB })
            : t('the game module stopped its worker: {message}', { message: e.message }),
      }),
    );
    worker.on('exit', () => end({ done: false, line, loading, why: t('the game module stopped its worker') }));
  });
}

/** The report of a worksheet that names game modules, analysed in workers; whether it had an error. */
export async function reportModuleWorksheet(job: WorksheetJob): Promise<boolean> {
  const { path, text, budget, json, first, out, onLine } = job;
  const lines = splitLines(text);
  const base = dirname(resolve(path));
  const modules = modulePaths(lines);
  const urls = Object.fromEntries(modules.map((p) => [p, pathToFileURL(resolve(base, p)).href]));
  const report = new LinesReport(path, json, out, first);
  const refused: { path: string; reason: string }[] = [];
  const limit = lineTimeLimit(budget);
  let from = 0;
  for (;;) {
    const data: ModuleWorkerData = {
      language: currentLanguage(),
      json,
      session: { lines: linesFrom(lines, from), from, budget, modules, refused: [...refused] },
      urls,
    };
    const ending = await runWorker(data, limit, (o) => {
      report.add(o);
      from = o.line + 1;
      onLine?.(o.line + 1, lines.length);
    });
    if (ending.done) break;
    if (ending.loading !== null) {
      // Ended while loading a module: it is refused, and the lines that name it say why.
      refused.push({ path: ending.loading, reason: ending.why });
      continue;
    }
    const line = ending.line ?? from;
    report.add({ line, position: null, diagnostics: [lineFailure(line, lines[line] ?? '', ending.why)] });
    from = line + 1;
    if (from >= lines.length) break;
  }
  return report.end();
}
