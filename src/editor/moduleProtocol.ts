// A worksheet that names game modules is analysed in a module thread (shared/moduleThreads.ts), the
// only thread that loads and calls them (a Node worker thread in the desktop host, a Web Worker in
// a browser). It runs the core's module session and sends each line as the editor shows it (a
// LineView: the lens's title, the hovers, the fixes, as plain data). No vscode here: the workers
// import this.

import { type Language, setLanguage } from '../core/l10n';
import { type ModuleThreadTask } from '../shared/moduleThreads';
import { DARK_PALETTE, LIGHT_PALETTE } from '../core/pictures/svg';
import { type Diagnostic } from '../core/reading/syntax';
import { type LineView, lineView } from '../core/worksheet/lineView';
import { type ModuleSessionMessage, moduleSession } from '../core/worksheet/moduleSession';

export type FromModuleThread = ModuleSessionMessage<LineView>;

/** A line the analysis could not finish (a module's fault, or the thread was ended on it). */
export function failedLineView(line: number, diagnostic: Diagnostic): LineView {
  return { line, diagnostics: [diagnostic], position: null, rulesHover: null };
}

/** Runs the session of a lines task in this thread: `load` imports a module by its path as written. */
export function runModuleThread(
  language: Language,
  task: Extract<ModuleThreadTask, { kind: 'lines' }>,
  load: (path: string) => Promise<unknown>,
  post: (message: FromModuleThread) => void,
): Promise<void> {
  setLanguage(language);
  const { view } = task;
  const options = {
    lens: view.lens,
    palette: view.dark ? DARK_PALETTE : LIGHT_PALETTE,
    withPicture: view.withPicture,
    remotenessBudget: view.remotenessBudget,
    rulesBudget: view.rulesBudget,
    practice: view.practice,
    searching: false,
  };
  return moduleSession(task.session, load, (report) => lineView(report, options), failedLineView, post);
}
