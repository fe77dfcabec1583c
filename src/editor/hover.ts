// The hover on a position: verdict, reason in the terms of the rules, every winning move;
// on a step of a game record, whether it was legal and whether it gave the win away.

import * as vscode from 'vscode';
import { timed } from './timing';
import { positionAt } from '../core/worksheet/analyser';
import { itemAt, positionHoverMarkdown } from '../core/worksheet/lineView';
import { type AnalysedDocument, type AnalysisService } from './analysisService';
import { type ModuleLines } from './moduleLines';
import { toRange } from './ranges';
import { WORKSHEET_SELECTOR } from './language';
import { INTERACTIVE_BUDGET, readSettings } from './settings';
import { noteStep } from './walkthrough';
import { practiceHoverMarkdown, type PracticeView } from '../core/practice/practiceSheet';
import { DARK_PALETTE, LIGHT_PALETTE, type Palette } from '../core/pictures/svg';
import { RULES_HOVER_BUDGET, rulesHover } from '../core/worksheet/rulesMarkdown';
import { type Statement } from '../core/worksheet/syntax';

/** The palette for the current theme's kind (an image cannot read the theme's variables). */
function themePalette(): Palette {
  const kind = vscode.window.activeColorTheme.kind;
  return kind === vscode.ColorThemeKind.Dark || kind === vscode.ColorThemeKind.HighContrast
    ? DARK_PALETTE
    : LIGHT_PALETTE;
}

/** A rules line: the game in words and its Grundy sequence within a small budget (the host's thread). */
function rulesLineHover(
  statement: Extract<Statement, { kind: 'rules' }>,
  withPicture: boolean,
  budget: number,
): vscode.Hover | null {
  if (!statement.rules) return null;
  const { markdown } = rulesHover(statement.rules, budget, themePalette(), withPicture);
  return new vscode.Hover(new vscode.MarkdownString(markdown), toRange(statement.range));
}

/**
 * The hover of a worksheet analysed in a module thread, as the line's view says (written there); on
 * a practice sheet, a line that hides its answer says only how the student is doing.
 */
function moduleHover(modules: ModuleLines, where: vscode.Position, practice: PracticeView | null): vscode.Hover | null {
  const view = modules.view(where.line);
  if (!view) return null;
  if (view.rulesHover) return new vscode.Hover(new vscode.MarkdownString(view.rulesHover));
  const line = practice?.lines.get(where.line);
  if (line && !line.open && view.position)
    return new vscode.Hover(new vscode.MarkdownString(practiceHoverMarkdown(line)), toRange(view.position.range));
  const item = view.position?.items.find((it) => where.character >= it.range.start && where.character <= it.range.end);
  return item?.hover ? new vscode.Hover(new vscode.MarkdownString(item.hover), toRange(item.hoverRange)) : null;
}

class WorksheetHoverProvider implements vscode.HoverProvider {
  constructor(private readonly analyses: AnalysisService) {}

  async provideHover(
    document: vscode.TextDocument,
    where: vscode.Position,
    token: vscode.CancellationToken,
  ): Promise<vscode.Hover | null> {
    const entry = await this.analyses.analyse(document, token);
    if (entry?.modules && !token.isCancellationRequested)
      return moduleHover(entry.modules, where, this.analyses.practice(document, entry));
    if (!entry?.analysis || token.isCancellationRequested) return null;
    const practice = this.analyses.practice(document, entry);
    const line = practice?.lines.get(where.line);
    if (line && !line.open) {
      const p = positionAt(entry.analysis.positions, where.line)!;
      return new vscode.Hover(new vscode.MarkdownString(practiceHoverMarkdown(line)), toRange(p.statement.range));
    }
    noteStep('nimLens.hoverSeen');
    const settings = readSettings(document.uri);
    return timed('hover', () => this.compute(entry, where, settings.hoverPicture, settings.budget));
  }

  private compute(
    entry: AnalysedDocument,
    where: vscode.Position,
    withPicture: boolean,
    budget: number,
  ): vscode.Hover | null {
    const statement = entry.analysis?.lines[where.line]?.statement;
    if (statement?.kind === 'rules')
      return rulesLineHover(statement, withPicture, Math.min(budget, RULES_HOVER_BUDGET));
    const p = entry.analysis ? positionAt(entry.analysis.positions, where.line) : undefined;
    if (!p) return null;
    const index = itemAt(p, where.character);
    const markdown =
      index < 0
        ? null
        : positionHoverMarkdown(p, index, {
            palette: themePalette(),
            withPicture,
            remotenessBudget: Math.min(budget, INTERACTIVE_BUDGET),
            searching: entry.pending.size > 0,
          });
    return markdown
      ? new vscode.Hover(new vscode.MarkdownString(markdown), toRange(p.statement.items[index]!.position.range))
      : null;
  }
}

export function registerHover(analyses: AnalysisService): vscode.Disposable {
  return vscode.languages.registerHoverProvider(WORKSHEET_SELECTOR, new WorksheetHoverProvider(analyses));
}
