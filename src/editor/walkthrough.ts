// The first-run walkthrough's hooks: the tour worksheet it opens, the context keys its steps
// complete on (a hover read, a quick fix applied), set once each, and opening it on start where a
// setting asks.

import * as vscode from 'vscode';
import { currentLanguage, type Language } from '../core/l10n';
import { Commands } from '../shared/commandIds';
import { LANGUAGE_ID } from './language';

const seen = new Set<string>();

/** The tour worksheet in each language of the answers (examples/). */
export const TOUR: Readonly<Record<Language, string>> = { en: 'tour.nim', fr: 'visite.nim' };

/** Marks a walkthrough step as done (a context key, set once per window). */
export function noteStep(key: 'nimLens.hoverSeen' | 'nimLens.quickFixApplied'): void {
  if (seen.has(key)) return;
  seen.add(key);
  void vscode.commands.executeCommand('setContext', key, true);
}

/** The walkthrough, as VS Code names it: the extension's id, then the walkthrough's. */
export const WALKTHROUGH_ID = 'nim-lens.nim-lens#firstSteps';

/**
 * Opens the walkthrough beside the editor where `nimLens.walkthrough.openOnStart` asks for it (a
 * classroom's machines, `npm start`): once per start of the extension.
 */
export async function openWalkthroughOnStart(): Promise<void> {
  if (!vscode.workspace.getConfiguration('nimLens').get<boolean>('walkthrough.openOnStart', false)) return;
  await vscode.commands.executeCommand('workbench.action.openWalkthrough', WALKTHROUGH_ID, true);
}

export function registerWalkthrough(extensionUri: vscode.Uri): vscode.Disposable {
  // A failure to open it (an editor without walkthroughs) costs nothing but the walkthrough.
  openWalkthroughOnStart().catch(() => undefined);
  return vscode.Disposable.from(
    // An untitled copy of the tour: the person can edit it freely and nothing is written to the extension.
    // In the language of the answers: the French tour has the same positions, French claims and comments.
    vscode.commands.registerCommand(Commands.openTour, async () => {
      const file = TOUR[currentLanguage()];
      const bytes = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(extensionUri, 'examples', file));
      const document = await vscode.workspace.openTextDocument({
        language: LANGUAGE_ID,
        content: new TextDecoder().decode(bytes),
      });
      await vscode.window.showTextDocument(document);
    }),
    vscode.commands.registerCommand(Commands.noteQuickFix, () => noteStep('nimLens.quickFixApplied')),
  );
}
