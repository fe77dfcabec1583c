// Edits that play a move on a worksheet line, shared by quick fixes and commands.

import * as vscode from 'vscode';
import { type Move } from '../core/moves';
import { type PositionAnalysis } from '../core/worksheet/analyser';
import { formatPosition } from '../core/worksheet/format';
import { lastStyle } from '../core/worksheet/summary';
import { toRange } from './ranges';

export { lastStyle, lastVerdict } from '../core/worksheet/summary';

/**
 * Plays `move` (a move of the line's last position) on the line: a lone position becomes the
 * position after it; a record gains it as its next step (replacing the record would lose it).
 */
export function playOnLine(uri: vscode.Uri, p: PositionAnalysis, move: Move): vscode.WorkspaceEdit {
  return p.statement.items.length === 1 ? replaceWithResult(uri, p, move) : appendStep(uri, p, move);
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
  edit.insert(
    uri,
    new vscode.Position(p.line, p.statement.range.end),
    ` -> ${formatPosition(move.result, lastStyle(p))}`,
  );
  return edit;
}
