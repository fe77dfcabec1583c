// Palette commands for worksheets: apply the recommended move on the current line, show every
// winning move (and play the one picked), re-check the file.

import * as vscode from 'vscode';
import { moveText } from '../core/moves';
import { type PositionAnalysis } from '../core/worksheet/analyser';
import { readablePosition } from '../core/worksheet/format';
import { winningMovesHeading } from '../core/worksheet/summary';
import { shortenNumbers } from '../core/text';
import { Commands } from '../shared/commandIds';
import { type AnalysisService } from './analysisService';
import { commandTarget } from './commandTarget';
import { hidesAnswer } from './practice';
import { lastStyle, lastVerdict, playOnLine, workspaceEdit } from './workspaceEdits';
import { type LineEdit, moveDescription } from '../core/worksheet/lineView';

/**
 * `movesListed` fires when the list of winning moves has been asked of VS Code and the line is
 * followed through edits: the extension-host tests wait for it instead of for a while.
 */
export function registerCommands(
  analyses: AnalysisService,
  movesListed?: vscode.EventEmitter<void>,
): vscode.Disposable {
  const sayHidden = () =>
    void vscode.window.showInformationMessage(
      vscode.l10n.t('Nim Lens: this is a practice sheet: claim the position first, or Reveal its answer.'),
    );
  const positionFor = async (uri?: vscode.Uri, line?: unknown) => {
    const found = await commandTarget(analyses, uri, line);
    if (found?.position && (await hidesAnswer(analyses, found.document, found.line))) {
      sayHidden();
      return undefined;
    }
    return found?.position
      ? { document: found.document, p: found.position, version: found.document.version }
      : undefined;
  };

  /** The statement on `line` of the document now, if that line (followed through the edits) still reads `text`. */
  const lineAgain = async (
    document: vscode.TextDocument,
    line: number | null,
    text: string,
  ): Promise<PositionAnalysis | undefined> => {
    if (line === null || line >= document.lineCount || document.lineAt(line).text !== text) return undefined;
    const again = await commandTarget(analyses, document.uri, line);
    return again?.position?.line === line ? again.position : undefined;
  };

  /** The line's view where its worksheet is analysed in a module thread (its moves written there). */
  const moduleTarget = async (uri?: vscode.Uri, line?: unknown) => {
    const document =
      uri instanceof vscode.Uri
        ? await vscode.workspace.openTextDocument(uri)
        : vscode.window.activeTextEditor?.document;
    if (!document) return undefined;
    const at = typeof line === 'number' ? line : vscode.window.activeTextEditor?.selection.active.line;
    const entry = await analyses.analyse(document);
    if (!entry?.modules || at === undefined) return undefined;
    // A practice sheet's line that hides its answer lists no move, as on any worksheet.
    const hidden = analyses.practice(document, entry)?.lines.get(at)?.open === false;
    return { document, version: entry.version, position: entry.modules.view(at)?.position ?? null, hidden };
  };
  /** Applies a module line's edit if the document is as it was analysed. */
  const applyModuleEdit = async (
    target: { document: vscode.TextDocument; version: number },
    edit: LineEdit,
  ): Promise<void> => {
    if (target.document.version !== target.version)
      return void vscode.window.showInformationMessage(
        vscode.l10n.t('Nim Lens: the line changed while the list was open; no move was played.'),
      );
    await vscode.workspace.applyEdit(workspaceEdit(target.document.uri, edit));
  };

  return vscode.Disposable.from(
    vscode.commands.registerCommand(Commands.applyRecommended, async (uri?: vscode.Uri, line?: number) => {
      const inModules = await moduleTarget(uri, line);
      if (inModules?.hidden) return sayHidden();
      if (inModules) {
        const fix = inModules.position?.fixes[0];
        if (fix) return applyModuleEdit(inModules, fix.edit);
        return void vscode.window.showInformationMessage(
          inModules.position
            ? vscode.l10n.t('Nim Lens: no move to recommend (no move is left).')
            : vscode.l10n.t('Nim Lens: put the cursor on a position line.'),
        );
      }
      const found = await positionFor(uri, line);
      const v = found && lastVerdict(found.p);
      if (!found || !v)
        return void vscode.window.showInformationMessage(vscode.l10n.t('Nim Lens: put the cursor on a position line.'));
      if (!v.recommended)
        return void vscode.window.showInformationMessage(
          v.outcome === 'unknown'
            ? vscode.l10n.t('Nim Lens: no move to recommend (the verdict is unknown).')
            : vscode.l10n.t('Nim Lens: no move to recommend (no move is left).'),
        );
      await vscode.workspace.applyEdit(playOnLine(found.document.uri, found.p, v.recommended));
    }),
    vscode.commands.registerCommand(Commands.showWinningMoves, async (uri?: vscode.Uri, line?: number) => {
      const inModules = await moduleTarget(uri, line);
      if (inModules?.hidden) return sayHidden();
      if (inModules) {
        const winning = inModules.position?.winning;
        if (!winning)
          return void vscode.window.showInformationMessage(
            inModules.position
              ? vscode.l10n.t('Nim Lens: no winning move is known.')
              : vscode.l10n.t('Nim Lens: put the cursor on a position line.'),
          );
        const listing = vscode.window.showQuickPick(
          winning.moves.map((m) => ({ label: m.label, description: m.description, edit: m.edit })),
          { title: winning.heading, placeHolder: vscode.l10n.t('Pick a move to play it on this line') },
        );
        movesListed?.fire();
        const picked = await listing;
        if (picked) await applyModuleEdit(inModules, picked.edit);
        return;
      }
      const found = await positionFor(uri, line);
      const v = found && lastVerdict(found.p);
      if (!found || !v)
        return void vscode.window.showInformationMessage(vscode.l10n.t('Nim Lens: put the cursor on a position line.'));
      if (v.winningMoves.length === 0)
        return void vscode.window.showInformationMessage(
          v.outcome === 'loss'
            ? vscode.l10n.t('Nim Lens: every move loses from here.')
            : vscode.l10n.t('Nim Lens: no winning move is known.'),
        );
      const style = lastStyle(found.p);
      const { document, p } = found;
      const lineText = document.lineAt(p.line).text;
      // Follow the line through the edits made while the list is open.
      const tracked = trackLine(document, p.line);
      const listing = vscode.window.showQuickPick(
        v.winningMoves.map((m) => ({
          // A position of a million heaps by its ends: a thousand of them in full would freeze the editor.
          label: readablePosition(m.result, style),
          description: moveDescription(m, m === v.recommended),
          move: m,
        })),
        {
          title: shortenNumbers(winningMovesHeading(v)),
          placeHolder: vscode.l10n.t('Pick a move to play it on this line'),
        },
      );
      movesListed?.fire();
      const picked = await listing;
      tracked.dispose();
      if (!picked) return;
      // The document may have changed while the list was open: play on the line where it is now.
      const now = document.version === found.version ? p : await lineAgain(document, tracked.line, lineText);
      // The same move by its words (which name the heap, the amount and the pieces), not by its whole result.
      const words = moveText(picked.move);
      // Rules above the line may have changed too: play the move only if it still wins there.
      if (!now || !lastVerdict(now)?.winningMoves.some((m) => moveText(m) === words))
        return void vscode.window.showInformationMessage(
          vscode.l10n.t('Nim Lens: the line changed while the list was open; no move was played.'),
        );
      await vscode.workspace.applyEdit(playOnLine(document.uri, now, picked.move));
    }),
    vscode.commands.registerCommand(Commands.recheck, async (uri?: vscode.Uri) => {
      const document =
        uri instanceof vscode.Uri
          ? await vscode.workspace.openTextDocument(uri)
          : vscode.window.activeTextEditor?.document;
      if (document) analyses.recheck(document);
    }),
  );
}

/**
 * Where a line goes as the document is edited: down or up with the lines inserted or removed above
 * it; null once an edit touches it.
 */
function trackLine(document: vscode.TextDocument, line: number): { readonly line: number | null; dispose(): void } {
  let at: number | null = line;
  const listener = vscode.workspace.onDidChangeTextDocument((e) => {
    if (e.document !== document || at === null) return;
    // The ranges of one event are all in the text before it: compare with the line before it too.
    let shift = 0;
    for (const c of e.contentChanges) {
      if (c.range.start.line > at) continue;
      if (c.range.end.line >= at) {
        at = null;
        return;
      }
      shift += c.text.split(/\r\n|\r|\n/).length - 1 - (c.range.end.line - c.range.start.line);
    }
    at += shift;
  });
  return {
    get line() {
      return at;
    },
    dispose: () => {
      listener.dispose();
    },
  };
}
