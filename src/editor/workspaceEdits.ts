// Edits that play a move on a worksheet line, shared by quick fixes and commands: the core's line
// edits (core/worksheet/lineView.ts) as VS Code's.

import * as vscode from 'vscode';
import { type Move } from '../core/moves';
import { type PositionAnalysis } from '../core/worksheet/analyser';
import * as lineEdits from '../core/worksheet/lineView';
import { toRange } from './ranges';

export { lastStyle, lastVerdict } from '../core/worksheet/summary';

/** A core line edit as a workspace edit of the document at `uri`. */
export function workspaceEdit(uri: vscode.Uri, edit: lineEdits.LineEdit): vscode.WorkspaceEdit {
  const out = new vscode.WorkspaceEdit();
  out.replace(uri, toRange(edit.range), edit.text);
  return out;
}

/**
 * Plays `move` (a move of the line's last position) on the line: a lone position becomes the
 * position after it; a record gains it as its next step (replacing the record would lose it).
 */
export function playOnLine(uri: vscode.Uri, p: PositionAnalysis, move: Move): vscode.WorkspaceEdit {
  return workspaceEdit(uri, lineEdits.playOnLine(p, move));
}

/** Replaces the whole statement (claims and record included, comment kept) with the position after `move`. */
export function replaceWithResult(uri: vscode.Uri, p: PositionAnalysis, move: Move): vscode.WorkspaceEdit {
  return workspaceEdit(uri, lineEdits.replaceWithResult(p, move));
}

/** Appends `-> result` to the end of the statement. */
export function appendStep(uri: vscode.Uri, p: PositionAnalysis, move: Move): vscode.WorkspaceEdit {
  return workspaceEdit(uri, lineEdits.appendStep(p, move));
}
