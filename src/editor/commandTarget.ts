// The worksheet position a command is about: from a lens's arguments (uri, line), else the
// active editor and its cursor line. Commands and the play panel both ask this.

import * as vscode from 'vscode';
import { isPracticeSheet } from '../core/practice/practiceSheet';
import { type PositionAnalysis, positionAt } from '../core/worksheet/analyser';
import type { AnalysisService } from './analysisService';
import { LANGUAGE_ID } from './language';

export interface CommandTarget {
  readonly document: vscode.TextDocument;
  readonly line: number;
  /** Undefined when the line holds no position. */
  readonly position: PositionAnalysis | undefined;
  /** The worksheet has a `practice` line. */
  readonly practiceSheet: boolean;
  /** Why the line's position cannot be played in the panel, when it cannot though it is a position. */
  readonly unplayable?: string;
}

export async function commandTarget(
  analyses: AnalysisService,
  uri: unknown,
  line: unknown,
): Promise<CommandTarget | undefined> {
  const document =
    uri instanceof vscode.Uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
  const at =
    typeof line === 'number' && Number.isInteger(line) && line >= 0
      ? line
      : vscode.window.activeTextEditor?.selection.active.line;
  if (!document || document.languageId !== LANGUAGE_ID || at === undefined) return undefined;
  const entry = await analyses.analyse(document);
  if (entry?.modules)
    return {
      document,
      line: at,
      position: undefined,
      practiceSheet: false,
      // The panel runs on the extension host's thread, which never calls a module.
      unplayable: vscode.l10n.t(
        'Nim Lens: a worksheet that names a game module is answered in the editor and on the command line; the play panel does not run game modules yet.',
      ),
    };
  const analysis = entry?.analysis;
  return {
    document,
    line: at,
    position: analysis ? positionAt(analysis.positions, at) : undefined,
    practiceSheet: analysis ? isPracticeSheet(analysis) : false,
  };
}
