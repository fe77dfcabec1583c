// Diagnostics from the core: syntax, illegal moves and wrong claims (errors), mistakes
// (warnings), unknown verdicts (information). Updated as the person types.

import * as vscode from 'vscode';
import { type Diagnostic as CoreDiagnostic } from '../core/reading/syntax';
import { type AnalysisService, documentDiagnostics } from './analysisService';
import { toRange } from './ranges';
import { LANGUAGE_ID } from './language';
import { timed } from './timing';

const SEVERITY: Record<CoreDiagnostic['severity'], vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  information: vscode.DiagnosticSeverity.Information,
};

/**
 * Each core diagnostic's editor form, made once: a line kept in the line cache keeps its
 * diagnostics, so after a keystroke only the changed lines' are made again (VS Code copies what
 * it is given).
 */
const converted = new WeakMap<CoreDiagnostic, vscode.Diagnostic>();

export function toVsDiagnostic(d: CoreDiagnostic): vscode.Diagnostic {
  let out = converted.get(d);
  if (!out) {
    out = new vscode.Diagnostic(toRange(d.range), d.message, SEVERITY[d.severity]);
    out.code = d.code;
    out.source = 'nim-lens';
    converted.set(d, out);
  }
  return out;
}

export function registerDiagnostics(analyses: AnalysisService): vscode.Disposable {
  const collection = vscode.languages.createDiagnosticCollection('nim-lens');
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const update = async (document: vscode.TextDocument): Promise<void> => {
    if (document.languageId !== LANGUAGE_ID) {
      collection.delete(document.uri);
      return;
    }
    const version = document.version;
    const entry = await analyses.analyse(document);
    // A newer edit has its own update coming; a closed document keeps no diagnostics.
    if (!entry || document.isClosed || document.version !== version) return;
    // A practice sheet's diagnostics say nothing of the answers the student has not found.
    const practice = analyses.practice(document, entry);
    timed('diagnostics', () =>
      collection.set(document.uri, (practice?.diagnostics ?? documentDiagnostics(entry)).map(toVsDiagnostic)),
    );
  };
  // Typing fast re-analyses once per pause, not once per keystroke.
  const later = (document: vscode.TextDocument): void => {
    const key = document.uri.toString();
    clearTimeout(timers.get(key));
    timers.set(
      key,
      setTimeout(() => {
        timers.delete(key);
        if (!document.isClosed) void update(document);
      }, 150),
    );
  };

  for (const d of vscode.workspace.textDocuments) void update(d);
  return vscode.Disposable.from(
    collection,
    vscode.workspace.onDidOpenTextDocument((d) => void update(d)),
    vscode.workspace.onDidChangeTextDocument((e) => later(e.document)),
    vscode.workspace.onDidCloseTextDocument((d) => collection.delete(d.uri)),
    analyses.onDidChange((uri) => {
      const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
      if (doc) void update(doc);
    }),
    {
      dispose: () => {
        for (const t of timers.values()) clearTimeout(t);
      },
    },
  );
}
