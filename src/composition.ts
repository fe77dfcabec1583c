// The composition root, shared by the desktop (Node) and the browser (web worker) extension hosts:
// the analysis service, each editor feature and the play panel, every one registered into
// context.subscriptions. `editor` and `play` never import each other; what the play panel needs
// from the editor is handed to it here. Each host's entry passes how background searches and module
// threads run.

import * as vscode from 'vscode';
import { errorMessage } from './core/errors';
import { AnalysisService } from './editor/analysisService';
import { BackgroundSearch, type StartSearchThread } from './editor/backgroundSearch';
import { registerCodeActions } from './editor/codeActions';
import { registerCodeLens } from './editor/codeLens';
import { registerCommands } from './editor/commands';
import { commandTarget } from './editor/commandTarget';
import { registerDiagnostics } from './editor/diagnostics';
import { registerHover } from './editor/hover';
import { registerNimSourceNotice } from './editor/nimSourceNotice';
import { registerPractice } from './editor/practice';
import { registerWalkthrough } from './editor/walkthrough';
import { longestProviderMs } from './editor/timing';
import { registerPlay } from './play/register';
import { type ModuleWorkers } from './shared/moduleThreads';

export interface NimLensApi {
  readonly analyses: AnalysisService;
  /** The longest time each provider held the host's thread, in ms (the editor benchmark reads it). */
  readonly longestProviderMs: ReadonlyMap<string, number>;
  /** Fires when Show Winning Moves has opened its list (the extension-host tests wait for it). */
  readonly onMovesListed: vscode.Event<void>;
}

/** How this host runs background searches, given the extension's log. */
export type SearchThreads = (log: vscode.LogOutputChannel) => StartSearchThread;

export function activateNimLens(
  context: vscode.ExtensionContext,
  searchThreads: SearchThreads,
  moduleWorkers: ModuleWorkers,
): NimLensApi | undefined {
  try {
    const log = vscode.window.createOutputChannel('Nim Lens', { log: true });
    const search = new BackgroundSearch(searchThreads(log), log);
    const analyses = new AnalysisService(search, log, moduleWorkers);
    const movesListed = new vscode.EventEmitter<void>();
    context.subscriptions.push(
      log,
      search,
      analyses,
      registerDiagnostics(analyses),
      registerCodeLens(analyses),
      registerHover(analyses),
      registerCodeActions(analyses),
      movesListed,
      registerCommands(analyses, movesListed),
      registerNimSourceNotice(analyses),
      registerPractice(analyses),
      registerWalkthrough(context.extensionUri),
      registerPlay(
        context,
        (uri, line) => commandTarget(analyses, uri, line),
        // A game module's game is played in a module thread, as its worksheet is analysed there.
        { workers: moduleWorkers, trusted: () => vscode.workspace.isTrusted },
        // The panel answers a position the editor has already answered as the editor did.
        (rules, preference, heaps) => analyses.knownVerdict(rules, preference, heaps),
      ),
    );
    return { analyses, longestProviderMs, onMovesListed: movesListed.event };
  } catch (e) {
    // Show the failure rather than leave a silent, half-working extension.
    void vscode.window.showErrorMessage(vscode.l10n.t('Nim Lens failed to start: {0}', errorMessage(e)));
    return undefined;
  }
}
