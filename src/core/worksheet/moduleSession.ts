// A worksheet that names game modules, analysed in the thread that runs them: what a module worker
// does, wherever it runs (the command line's worker thread, cli/moduleWorker.ts; the editor's search
// worker, a worker thread or a Web Worker). It loads each module the worksheet names (`load`: by
// file URL in Node, from the source the host sent in a browser), connects it, analyses the lines
// with the same AnalysisSteps as every face, and posts what it does as messages, so that the thread
// that started it can watch it: a line that takes longer than its time, or a module that never
// finishes loading, is the watcher's to end (it terminates the worker, says so on the line, and
// starts another from the next line, the module that hung refused: `ModuleSessionStart.refused`).
// The module's answers are checked in games/module/runtime.ts; its faults are said on their lines.

import { errorMessage } from '../errors';
import { connectModule, refuseModule, setModuleRefusal } from '../games/module/connected';
import { ModuleFault, moduleGame } from '../games/module/runtime';
import { pictureFindings } from '../games/module/picture';
import { t } from '../l10n';
import { DiagnosticCode, type Diagnostic } from '../reading/syntax';
import { type LineReport } from './analysis';
import { AnalysisSteps } from './analyser';

/** What a module worker is asked: the worksheet, its budget, the modules to load. Plain data (it is posted). */
export interface ModuleSessionStart {
  /** The worksheet's lines; those before `from` need only be its rules, prefer and practice lines (the rest blank). */
  readonly lines: readonly string[];
  /** The first line to report (a session started again after the watcher ended one). */
  readonly from: number;
  readonly budget: number;
  /** The paths of the modules the worksheet names, as written (`./cram.mjs`). */
  readonly modules: readonly string[];
  /** Modules an earlier session did not finish loading (it was ended), and why: not loaded again. */
  readonly refused: readonly { readonly path: string; readonly reason: string }[];
  /** Lines the face already has (from an earlier version of the worksheet): blank here, and not reported. */
  readonly known?: readonly number[];
}

/** What a module worker says, in order: `T` is a line's report as its face writes it. */
export type ModuleSessionMessage<T> =
  /** Started, before any module is loaded: the watch begins (a worker's start is not the module's time). */
  | { readonly kind: 'ready' }
  /** Loading the module of `path` (a worker ended now hung on it). */
  | { readonly kind: 'loading'; readonly path: string }
  /** Analysing line `line` (0-based; a worker ended now hung on it). */
  | { readonly kind: 'start'; readonly line: number }
  | { readonly kind: 'line'; readonly line: number; readonly out: T }
  | { readonly kind: 'done' };

/** The diagnostic of a line whose analysis a module broke (or the watcher ended): on the whole line. */
export function lineFailure(line: number, text: string, message: string): Diagnostic {
  return { range: { line, start: 0, end: text.length }, severity: 'error', code: DiagnosticCode.Syntax, message };
}

/**
 * Loads and connects the modules of `paths` in this thread (those `refused` are refused with their
 * reason, not loaded): a module that does not load, or is no game, is refused with why, and the
 * rules lines that name it say so. `loading` is told before each import (a watcher ends a thread
 * that hangs there).
 */
export async function loadModules(
  paths: readonly string[],
  refused: ModuleSessionStart['refused'],
  load: (path: string) => Promise<unknown>,
  loading: (path: string) => void = () => {},
): Promise<void> {
  setModuleRefusal(() => t('it was not loaded'));
  for (const { path, reason } of refused) refuseModule(path, reason);
  for (const path of paths) {
    if (refused.some((r) => r.path === path)) continue;
    loading(path);
    try {
      const loaded = moduleGame(await load(path));
      if (loaded.ok) connectModule(path, loaded.runtime);
      else refuseModule(path, loaded.message);
    } catch (e) {
      refuseModule(path, t('it did not load: {message}', { message: errorMessage(e) }));
    }
  }
}

/**
 * Runs a session: `load` imports a module by its path (its namespace, or a throw), `render` writes
 * a line's report for the face, `failed` a line whose analysis failed outside a check (a bug, said
 * as an internal error), `post` sends each message.
 */
export async function moduleSession<T>(
  start: ModuleSessionStart,
  load: (path: string) => Promise<unknown>,
  render: (report: LineReport) => T,
  failed: (line: number, diagnostic: Diagnostic) => T,
  post: (message: ModuleSessionMessage<T>) => void,
): Promise<void> {
  post({ kind: 'ready' });
  await loadModules(start.modules, start.refused, load, (path) => post({ kind: 'loading', path }));
  const steps = new AnalysisSteps(start.lines, { budget: start.budget });
  const known = new Set(start.known ?? []);
  const reports = (line: number) => line >= start.from && !known.has(line);
  for (;;) {
    const line = steps.nextLine;
    if (line >= start.lines.length) break;
    if (reports(line)) post({ kind: 'start', line });
    try {
      const r = steps.next();
      if (!r) break;
      const p = r.position;
      const refused = p
        ? pictureFindings(
            p.rules?.game,
            p.statement.items.map((it, i) => ({ range: it.position.range, vector: p.vectors[i] ?? null })),
          )
        : [];
      const report = refused.length ? { ...r, diagnostics: [...r.diagnostics, ...refused] } : r;
      if (reports(r.line)) post({ kind: 'line', line: r.line, out: render(report) });
    } catch (e) {
      // The analyser says a module's faults on their lines; anything else is a bug, said on the line too.
      const message =
        e instanceof ModuleFault ? e.message : t('internal error: {message}', { message: errorMessage(e) });
      if (reports(line))
        post({ kind: 'line', line, out: failed(line, lineFailure(line, start.lines[line] ?? '', message)) });
    }
  }
  post({ kind: 'done' });
}
