import * as vscode from 'vscode';
import { type Range } from '../core/worksheet/syntax';

/** The editor's range for a core range (one line, UTF-16 columns). */
export function toRange(r: Range): vscode.Range {
  return new vscode.Range(r.line, r.start, r.line, r.end);
}
