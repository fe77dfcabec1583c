// Palette commands for worksheets: apply the recommended move on the current line, show every
// winning move (and play the one picked), re-check the file.

import * as vscode from 'vscode';
import { moveText } from '../core/moves';
import { formatPosition } from '../core/worksheet/format';
import { winningMovesHeading } from '../core/worksheet/summary';
import { shortenNumbers } from '../core/text';
import { Commands } from '../shared/commandIds';
import { type AnalysisService } from './analysisService';
import { commandTarget } from './commandTarget';
import { hidesAnswer } from './practice';
import { replaceWithResult } from './workspaceEdits';

export function registerCommands(analyses: AnalysisService): vscode.Disposable {
  const positionFor = async (uri?: vscode.Uri, line?: unknown) => {
    const found = await commandTarget(analyses, uri, line);
    if (found?.position && (await hidesAnswer(analyses, found.document, found.line))) {
      void vscode.window.showInformationMessage('Nim Lens: this is a practice sheet: claim the position first, or Reveal its answer.');
      return undefined;
    }
    return found?.position ? { document: found.document, p: found.position } : undefined;
  };

  return vscode.Disposable.from(
    vscode.commands.registerCommand(Commands.applyRecommended, async (uri?: vscode.Uri, line?: number) => {
      const found = await positionFor(uri, line);
      const v = found?.p.verdicts[0];
      if (!found || !v) return void vscode.window.showInformationMessage('Nim Lens: put the cursor on a position line.');
      if (!v.recommended) return void vscode.window.showInformationMessage(`Nim Lens: no move to recommend (${v.outcome === 'unknown' ? 'the verdict is unknown' : 'no move is left'}).`);
      await vscode.workspace.applyEdit(replaceWithResult(found.document.uri, found.p, v.recommended));
    }),
    vscode.commands.registerCommand(Commands.showWinningMoves, async (uri?: vscode.Uri, line?: number) => {
      const found = await positionFor(uri, line);
      const v = found?.p.verdicts[0];
      if (!found || !v) return void vscode.window.showInformationMessage('Nim Lens: put the cursor on a position line.');
      if (v.winningMoves.length === 0) return void vscode.window.showInformationMessage(`Nim Lens: ${v.outcome === 'loss' ? 'every move loses from here' : 'no winning move is known'}.`);
      const style = found.p.statement.items[0]!.position.style;
      const picked = await vscode.window.showQuickPick(
        v.winningMoves.map((m) => ({ label: formatPosition(m.result, style), description: moveText(m) + (m === v.recommended ? ' (recommended)' : ''), move: m })),
        { title: shortenNumbers(winningMovesHeading(v)), placeHolder: 'Pick a move to play it on this line' },
      );
      if (picked) await vscode.workspace.applyEdit(replaceWithResult(found.document.uri, found.p, picked.move));
    }),
    vscode.commands.registerCommand(Commands.recheck, async (uri?: vscode.Uri) => {
      const document = uri instanceof vscode.Uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
      if (document) analyses.recheck(document);
    }),
  );
}
