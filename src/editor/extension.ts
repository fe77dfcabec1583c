// Activation: every feature registers itself and returns a Disposable.

import * as vscode from 'vscode';
import { WorksheetAnalyses } from './analyses';
import { registerCodeActions } from './codeActions';
import { registerCodeLens } from './codeLens';
import { registerCommands } from './commands';
import { registerDiagnostics } from './diagnostics';
import { registerHover } from './hover';
import { registerNimSourceNotice } from './nimSourceNotice';
import { registerPlay } from '../play/register';
import { longestProviderMs } from './timing';

export interface NimLensApi {
  readonly analyses: WorksheetAnalyses;
  /** The longest time each provider held the host's thread, in ms (the editor benchmark reads it). */
  readonly longestProviderMs: ReadonlyMap<string, number>;
}

export function activate(context: vscode.ExtensionContext): NimLensApi | undefined {
  try {
    const analyses = new WorksheetAnalyses(vscode.Uri.joinPath(context.extensionUri, 'dist', 'searchWorker.js').fsPath);
    context.subscriptions.push(
      analyses,
      registerDiagnostics(analyses),
      registerCodeLens(analyses),
      registerHover(analyses),
      registerCodeActions(analyses),
      registerCommands(analyses),
      registerNimSourceNotice(analyses),
      registerPlay(context, analyses),
    );
    return { analyses, longestProviderMs };
  } catch (e) {
    // Show the failure rather than leave a silent, half-working extension.
    void vscode.window.showErrorMessage(`Nim Lens failed to start: ${e instanceof Error ? e.message : String(e)}`);
    return undefined;
  }
}

export function deactivate(): void {}
