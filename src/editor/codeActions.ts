// Quick fixes on a position line: play the recommended move (replace the line, or append it as
// a step); correct a wrong claim; replace a mistaken step by a winning one; drop a repeated option.

import * as vscode from 'vscode';
import { timed } from './timing';
import { moveText } from '../core/moves';
import { formatPosition } from '../core/worksheet/format';
import { DiagnosticCode, type Diagnostic as CoreDiagnostic } from '../core/worksheet/syntax';
import { positionAt, type WorksheetAnalysis } from '../core/worksheet/analyser';
import { type AnalysisService } from './analysisService';
import { toRange } from './ranges';
import { appendStep, replaceWithResult } from './workspaceEdits';
import { WORKSHEET_SELECTOR } from './language';

/** Diagnostic codes whose finding carries a fix. */
const FIXABLE = new Set<string>([DiagnosticCode.WrongClaim, DiagnosticCode.Mistake, DiagnosticCode.RepeatedOption]);

class WorksheetCodeActions implements vscode.CodeActionProvider {
  static readonly kinds = [vscode.CodeActionKind.QuickFix, vscode.CodeActionKind.RefactorRewrite];

  constructor(private readonly analyses: AnalysisService) {}

  async provideCodeActions(document: vscode.TextDocument, range: vscode.Range | vscode.Selection, context: vscode.CodeActionContext, token: vscode.CancellationToken): Promise<vscode.CodeAction[]> {
    const entry = await this.analyses.analyse(document, token);
    if (!entry?.analysis || token.isCancellationRequested) return [];
    const analysis = entry.analysis;
    return timed('code actions', () => this.compute(document, analysis, range, context));
  }

  private compute(document: vscode.TextDocument, analysis: WorksheetAnalysis, range: vscode.Range | vscode.Selection, context: vscode.CodeActionContext): vscode.CodeAction[] {
    const actions: vscode.CodeAction[] = [];

    // Fixes for the diagnostics in the request, matched by code and range.
    for (const diagnostic of context.diagnostics) {
      if (diagnostic.source !== 'nim-lens' || typeof diagnostic.code !== 'string' || !FIXABLE.has(diagnostic.code)) continue;
      const finding = analysis.diagnostics.find((d) => d.code === diagnostic.code && toRange(d.range).isEqual(diagnostic.range));
      if (finding?.fix) actions.push(this.fixAction(document, finding, diagnostic));
    }

    // Moves on the position line under the cursor.
    const p = positionAt(analysis.positions, range.start.line);
    const v = p?.verdicts[0];
    if (p && v && v.recommended) {
      const style = p.statement.items[0]!.position.style;
      const after = formatPosition(v.recommended.result, style);
      const replace = new vscode.CodeAction(`Replace with the position after ${moveText(v.recommended)}: ${after}`, vscode.CodeActionKind.RefactorRewrite);
      replace.edit = replaceWithResult(document.uri, p, v.recommended);
      actions.push(replace);
      if (p.statement.items.length === 1) {
        const append = new vscode.CodeAction(`Append the recommended move: -> ${after}`, vscode.CodeActionKind.RefactorRewrite);
        append.edit = appendStep(document.uri, p, v.recommended);
        actions.push(append);
      }
    }
    return actions;
  }

  private fixAction(document: vscode.TextDocument, finding: CoreDiagnostic, diagnostic: vscode.Diagnostic): vscode.CodeAction {
    const fix = finding.fix!;
    const action = new vscode.CodeAction(fix.title, vscode.CodeActionKind.QuickFix);
    action.edit = new vscode.WorkspaceEdit();
    action.edit.replace(document.uri, toRange(fix.range), fix.text);
    action.diagnostics = [diagnostic];
    action.isPreferred = true;
    return action;
  }
}

export function registerCodeActions(analyses: AnalysisService): vscode.Disposable {
  return vscode.languages.registerCodeActionsProvider(WORKSHEET_SELECTOR, new WorksheetCodeActions(analyses), {
    providedCodeActionKinds: WorksheetCodeActions.kinds,
  });
}
