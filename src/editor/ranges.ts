import * as vscode from 'vscode';
import { type Range } from '../core/reading/syntax';

/**
 * The editor's range for each core range, made once: the analysis keeps the same ranges between
 * keystrokes for the lines it did not analyse again (vscode.Range is immutable).
 */
const ranges = new WeakMap<Range, vscode.Range>();

/** The editor's range for a core range (one line, UTF-16 columns). */
export function toRange(r: Range): vscode.Range {
  let out = ranges.get(r);
  if (!out) ranges.set(r, (out = new vscode.Range(r.line, r.start, r.line, r.end)));
  return out;
}
