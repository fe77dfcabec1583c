// The editor's module thread: a worksheet that names game modules is analysed there, the only
// thread that loads and calls them (a Node worker thread in the desktop host, a Web Worker in a
// browser). It runs the core's module session and sends each line as the editor shows it (a
// LineView: the lens's title, the hovers, the fixes, as plain data). No vscode here: the workers
// import this.

import { type Language, setLanguage } from '../core/l10n';
import { DARK_PALETTE, LIGHT_PALETTE } from '../core/pictures/svg';
import { type Diagnostic } from '../core/reading/syntax';
import { type LensContent, type LineView, lineView } from '../core/worksheet/lineView';
import { type ModuleSessionMessage, type ModuleSessionStart, moduleSession } from '../core/worksheet/moduleSession';

/** How the lines are shown: the settings and the theme's kind of the worksheet's window. */
export interface LineViewSettings {
  readonly lens: LensContent;
  readonly dark: boolean;
  readonly withPicture: boolean;
  readonly remotenessBudget: number;
  readonly rulesBudget: number;
}

/** What a module thread is told: the Node worker's workerData, the Web Worker's only message. */
export interface ModuleThreadStart {
  readonly language: Language;
  readonly session: ModuleSessionStart;
  readonly view: LineViewSettings;
  /** Node: each module's file URL, by its path as written. */
  readonly urls?: Readonly<Record<string, string>>;
  /** Browser: each module's source text, by its path as written (imported from a Blob URL). */
  readonly sources?: Readonly<Record<string, string>>;
}

export type FromModuleThread = ModuleSessionMessage<LineView>;

/** A line the analysis could not finish (a module's fault, or the thread was ended on it). */
export function failedLineView(line: number, diagnostic: Diagnostic): LineView {
  return { line, diagnostics: [diagnostic], position: null, rulesHover: null };
}

/** Runs the session of `start` in this thread: `load` imports a module by its path as written. */
export function runModuleThread(
  start: ModuleThreadStart,
  load: (path: string) => Promise<unknown>,
  post: (message: FromModuleThread) => void,
): Promise<void> {
  setLanguage(start.language);
  const { view } = start;
  const options = {
    lens: view.lens,
    palette: view.dark ? DARK_PALETTE : LIGHT_PALETTE,
    withPicture: view.withPicture,
    remotenessBudget: view.remotenessBudget,
    rulesBudget: view.rulesBudget,
    searching: false,
  };
  return moduleSession(start.session, load, (report) => lineView(report, options), failedLineView, post);
}
