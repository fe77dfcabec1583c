// The worksheet position a command is about: from a lens's arguments (uri, line), else the
// active editor and its cursor line. Commands and the play panel both ask this.

import * as vscode from 'vscode';
import { isPracticeSheet } from '../core/practice/practiceSheet';
import { modulePaths } from '../core/games/module/paths';
import { type PositionAnalysis, positionAt } from '../core/worksheet/analyser';
import { splitLines } from '../core/worksheet/parse';
import type { AnalysisService } from './analysisService';
import { LANGUAGE_ID } from './language';

export interface CommandTarget {
  readonly document: vscode.TextDocument;
  readonly line: number;
  /** Undefined when the line holds no position. */
  readonly position: PositionAnalysis | undefined;
  /** The worksheet has a `practice` line. */
  readonly practiceSheet: boolean;
  /** The game modules the worksheet names, where it is analysed in a module thread. */
  readonly modules?: readonly string[];
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
  // Analysed in a module thread: its positions are played in one too (the host never calls a module).
  if (entry?.modules)
    return {
      document,
      line: at,
      position: undefined,
      practiceSheet: false,
      modules: modulePaths(splitLines(document.getText())),
    };
  const analysis = entry?.analysis;
  return {
    document,
    line: at,
    position: analysis ? positionAt(analysis.positions, at) : undefined,
    practiceSheet: analysis ? isPracticeSheet(analysis) : false,
  };
}
