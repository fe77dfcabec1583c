// Text edits shared by quick fixes, commands and the play panel.

import * as vscode from 'vscode';
import { Move } from '../core/rules';
import { PositionAnalysis } from '../core/worksheet/analyse';
import { formatPosition } from '../core/worksheet/format';
import { Range } from '../core/worksheet/syntax';
import type { WorksheetAnalyses } from './analyses';
import { LANGUAGE_ID } from './language';

export function toRange(r: Range): vscode.Range {
  return new vscode.Range(r.line, r.start, r.line, r.end);
}

/** Replaces the whole statement (claims and record included, comment kept) with the position after `move`. */
export function replaceWithResult(uri: vscode.Uri, p: PositionAnalysis, move: Move): vscode.WorkspaceEdit {
  const edit = new vscode.WorkspaceEdit();
  const style = p.statement.items[0]!.position.style;
  edit.replace(uri, toRange(p.statement.range), formatPosition(move.result, style));
  return edit;
}

/** Appends `-> result` to the end of the statement. */
export function appendStep(uri: vscode.Uri, p: PositionAnalysis, move: Move): vscode.WorkspaceEdit {
  const edit = new vscode.WorkspaceEdit();
  const items = p.statement.items;
  const style = items[items.length - 1]!.position.style;
  const end = p.statement.range.end;
  edit.insert(uri, new vscode.Position(p.line, end), ` -> ${formatPosition(move.result, style)}`);
  return edit;
}

/** The position analysis on a line, if the line holds a position. */
export function positionAt(positions: readonly PositionAnalysis[], line: number): PositionAnalysis | undefined {
  // Positions are in line order: binary search keeps this cheap in long worksheets.
  let lo = 0;
  let hi = positions.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const p = positions[mid]!;
    if (p.line === line) return p;
    if (p.line < line) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/**
 * The worksheet position a command is about: from the lens's arguments (uri, line) or else the
 * active editor and its cursor line; undefined when there is none.
 */
export async function positionFromArguments(
  analyses: WorksheetAnalyses,
  uri: unknown,
  line: unknown,
): Promise<{ document: vscode.TextDocument; line: number; position: PositionAnalysis | undefined } | undefined> {
  const document = uri instanceof vscode.Uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
  const at = typeof line === 'number' && Number.isInteger(line) && line >= 0 ? line : vscode.window.activeTextEditor?.selection.active.line;
  if (!document || document.languageId !== LANGUAGE_ID || at === undefined) return undefined;
  const entry = await analyses.analyse(document);
  return { document, line: at, position: entry?.analysis ? positionAt(entry.analysis.positions, at) : undefined };
}
