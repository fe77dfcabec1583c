// Says once, quietly, that a `.nim` file of Nim source code is not a worksheet.

import * as vscode from 'vscode';
import { type AnalysisService } from './analysisService';
import { LANGUAGE_ID } from './language';

export function registerNimSourceNotice(analyses: AnalysisService): vscode.Disposable {
  const told = new Set<string>();
  const check = async (document: vscode.TextDocument): Promise<void> => {
    if (document.languageId !== LANGUAGE_ID || told.has(document.uri.toString())) return;
    const entry = await analyses.analyse(document);
    if (entry && entry.analysis === null && !entry.modules) {
      told.add(document.uri.toString());
      vscode.window.setStatusBarMessage(
        vscode.l10n.t(
          'Nim Lens: {0} reads as Nim source code, not a worksheet; it is not analysed (see files.associations)',
          vscode.workspace.asRelativePath(document.uri),
        ),
        15_000,
      );
    }
  };
  for (const d of vscode.workspace.textDocuments) void check(d);
  return vscode.Disposable.from(vscode.workspace.onDidOpenTextDocument((d) => void check(d)));
}
