// Quick fixes on a position line: play the recommended move (replace the line, or append it as
// a step); correct a wrong claim; replace a mistaken step by a winning one; drop a repeated option.

import * as vscode from 'vscode';
import { timed } from './timing';
import { appendTitle, replaceTitle } from '../core/worksheet/lineView';
import { readablePosition } from '../core/worksheet/format';
import { DiagnosticCode, type Diagnostic as CoreDiagnostic } from '../core/reading/syntax';
import { positionAt, type WorksheetAnalysis } from '../core/worksheet/analyser';
import { type AnalysedDocument, type AnalysisService, documentDiagnostics } from './analysisService';
import { toRange } from './ranges';
import { appendStep, lastStyle, lastVerdict, replaceWithResult, workspaceEdit } from './workspaceEdits';
import { WORKSHEET_SELECTOR } from './language';
import { type PracticeView } from '../core/practice/practiceSheet';
import { Commands } from '../shared/commandIds';

/** Run after a fix's edit: the walkthrough's "apply a quick fix" step is then done. */
const NOTE_QUICK_FIX: vscode.Command = { title: '', command: Commands.noteQuickFix };

/** Diagnostic codes whose finding carries a fix. */
const FIXABLE = new Set<string>([
  DiagnosticCode.WrongClaim,
  DiagnosticCode.Mistake,
  DiagnosticCode.RepeatedOption,
  DiagnosticCode.UnknownStatement,
  DiagnosticCode.UnknownOption,
  DiagnosticCode.Syntax,
]);

/** Heaps past which a move's edit is written only when the action is chosen (`resolveCodeAction`). */
const LAZY_EDIT_HEAPS = 10_000;

/**
 * Playing the recommended move: its edit writes the whole resulting position, which for a line of
 * a million heaps takes a second; such an edit is made when the action is chosen, not each time
 * the light bulb asks.
 */
/** The quick fix that reveals the answer of a practice sheet's line. */
function revealAction(document: vscode.TextDocument, line: number): vscode.CodeAction {
  const reveal = new vscode.CodeAction(vscode.l10n.t('Reveal the answer on this line'), vscode.CodeActionKind.QuickFix);
  reveal.command = { title: vscode.l10n.t('Reveal'), command: Commands.reveal, arguments: [document.uri, line] };
  return reveal;
}

class MoveAction extends vscode.CodeAction {
  constructor(
    title: string,
    readonly makeEdit: () => vscode.WorkspaceEdit,
    heaps: number,
  ) {
    super(title, vscode.CodeActionKind.RefactorRewrite);
    if (heaps <= LAZY_EDIT_HEAPS) this.edit = makeEdit();
  }
}

class WorksheetCodeActions implements vscode.CodeActionProvider {
  static readonly kinds = [vscode.CodeActionKind.QuickFix, vscode.CodeActionKind.RefactorRewrite];

  constructor(private readonly analyses: AnalysisService) {}

  async provideCodeActions(
    document: vscode.TextDocument,
    range: vscode.Range | vscode.Selection,
    context: vscode.CodeActionContext,
    token: vscode.CancellationToken,
  ): Promise<vscode.CodeAction[]> {
    const entry = await this.analyses.analyse(document, token);
    if (entry?.modules && !token.isCancellationRequested)
      return this.moduleActions(document, entry, this.analyses.practice(document, entry), range, context);
    if (!entry?.analysis || token.isCancellationRequested) return [];
    const analysis = entry.analysis;
    const practice = this.analyses.practice(document, entry);
    return timed('code actions', () => this.compute(document, analysis, practice, range, context));
  }

  resolveCodeAction(action: vscode.CodeAction): vscode.CodeAction {
    if (action instanceof MoveAction && !action.edit) action.edit = action.makeEdit();
    return action;
  }

  private compute(
    document: vscode.TextDocument,
    analysis: WorksheetAnalysis,
    practice: PracticeView | null,
    range: vscode.Range | vscode.Selection,
    context: vscode.CodeActionContext,
  ): vscode.CodeAction[] {
    // A practice sheet's hidden answers carry no fix: it would write the answer.
    const actions = this.fixActions(document, practice?.diagnostics ?? analysis.diagnostics, context);

    const p = positionAt(analysis.positions, range.start.line);
    const line = p ? practice?.lines.get(p.line) : undefined;
    if (p && line && !line.open) return [...actions, revealAction(document, p.line)];

    // Moves on the position line under the cursor: from its last position (a record goes on from
    // where it ends; replacing a record by one move's result would lose it).
    const v = p && lastVerdict(p);
    if (p && v && v.recommended) {
      const items = p.statement.items;
      const style = lastStyle(p);
      const move = v.recommended;
      const after = readablePosition(move.result, style);
      if (items.length === 1) {
        const replace = new MoveAction(
          replaceTitle(move, after),
          () => replaceWithResult(document.uri, p, move),
          move.result.length,
        );
        replace.command = NOTE_QUICK_FIX;
        actions.push(replace);
      }
      const append = new MoveAction(appendTitle(after), () => appendStep(document.uri, p, move), move.result.length);
      append.command = NOTE_QUICK_FIX;
      actions.push(append);
    }
    return actions;
  }

  /** Fixes for the diagnostics in the request, matched by code and range. */
  private fixActions(
    document: vscode.TextDocument,
    findings: readonly CoreDiagnostic[],
    context: vscode.CodeActionContext,
  ): vscode.CodeAction[] {
    const actions: vscode.CodeAction[] = [];
    for (const diagnostic of context.diagnostics) {
      if (diagnostic.source !== 'nim-lens' || typeof diagnostic.code !== 'string' || !FIXABLE.has(diagnostic.code))
        continue;
      const finding = findings.find((d) => d.code === diagnostic.code && toRange(d.range).isEqual(diagnostic.range));
      if (finding?.fix) actions.push(this.fixAction(document, finding, diagnostic));
    }
    return actions;
  }

  /** A worksheet analysed in a module thread: the fixes and moves its views carry (written there). */
  private moduleActions(
    document: vscode.TextDocument,
    entry: AnalysedDocument,
    practice: PracticeView | null,
    range: vscode.Range | vscode.Selection,
    context: vscode.CodeActionContext,
  ): vscode.CodeAction[] {
    // A practice sheet's hidden answers carry no fix, as on any worksheet.
    const actions = this.fixActions(document, practice?.diagnostics ?? documentDiagnostics(entry), context);
    const line = practice?.lines.get(range.start.line);
    if (line && !line.open) return [...actions, revealAction(document, line.line)];
    for (const fix of entry.modules?.view(range.start.line)?.position?.fixes ?? []) {
      const action = new vscode.CodeAction(fix.title, vscode.CodeActionKind.RefactorRewrite);
      action.edit = workspaceEdit(document.uri, fix.edit);
      action.command = NOTE_QUICK_FIX;
      actions.push(action);
    }
    return actions;
  }

  private fixAction(
    document: vscode.TextDocument,
    finding: CoreDiagnostic,
    diagnostic: vscode.Diagnostic,
  ): vscode.CodeAction {
    const fix = finding.fix!;
    const action = new vscode.CodeAction(fix.title, vscode.CodeActionKind.QuickFix);
    action.edit = new vscode.WorkspaceEdit();
    action.edit.replace(document.uri, toRange(fix.range), fix.text);
    action.diagnostics = [diagnostic];
    action.isPreferred = true;
    action.command = NOTE_QUICK_FIX;
    return action;
  }
}

export function registerCodeActions(analyses: AnalysisService): vscode.Disposable {
  return vscode.languages.registerCodeActionsProvider(WORKSHEET_SELECTOR, new WorksheetCodeActions(analyses), {
    providedCodeActionKinds: WorksheetCodeActions.kinds,
  });
}
