// The hover on a position: verdict, reason in the terms of the rules, every winning move;
// on a step of a game record, whether it was legal and whether it gave the win away.

import * as vscode from 'vscode';
import { timed } from './timing';
import { moveText } from '../core/moves';
import { positionAt } from '../core/worksheet/analyser';
import { readablePosition } from '../core/worksheet/format';
import { verdictMarkdown, md } from '../core/worksheet/markdown';
import { type AnalysedDocument, type AnalysisService } from './analysisService';
import { toRange } from './ranges';
import { WORKSHEET_SELECTOR } from './language';
import { INTERACTIVE_BUDGET, readSettings } from './settings';
import { noteStep } from './walkthrough';
import { practiceHoverMarkdown } from '../core/practice/practiceSheet';
import { type Picture, hoverPicture } from '../core/pictures/picture';
import { DARK_PALETTE, LIGHT_PALETTE, type Palette } from '../core/pictures/svg';
import { RULES_HOVER_BUDGET, rulesHover } from '../core/worksheet/rulesMarkdown';
import { type Statement } from '../core/worksheet/syntax';
import { type Rules } from '../core/rules';
import { solverFor } from '../core/solve';
import { type Verdict } from '../core/verdict';

/** The hover's sentence on a legal step; `mistake` is null when it cannot be decided (a verdict it needs is unknown). */
function stepSentence(index: number, how: string, mistake: boolean | null): string {
  if (mistake === true) return vscode.l10n.t('**Mistake:** {0} gives the win away.', how);
  if (mistake === false) return vscode.l10n.t('Step {0}: {1}, a good move.', index, how);
  return vscode.l10n.t('Step {0}: {1}.', index, how);
}

/**
 * The picture of a position within the hover's box, in colours for the current theme's kind (an
 * image cannot read the theme's variables).
 */
function drawPosition(rules: Rules, heaps: readonly bigint[], v: Verdict): Picture | null {
  return hoverPicture(rules, heaps, v, themePalette());
}

/**
 * The verdict with its moves to the end where the analysis did not need them (a win a closed form
 * proves): searched now, for this hover only, when that is surely quick; else as it is.
 */
function withRemoteness(v: Verdict, rules: Rules, vector: readonly bigint[] | null, budget: number): Verdict {
  if (v.outcome === 'unknown' || v.remoteness !== null || !vector) return v;
  const remoteness = solverFor(rules, Math.min(budget, INTERACTIVE_BUDGET)).remoteness(vector);
  return remoteness === null ? v : { ...v, remoteness };
}

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

class WorksheetHoverProvider implements vscode.HoverProvider {
  constructor(private readonly analyses: AnalysisService) {}

  async provideHover(
    document: vscode.TextDocument,
    where: vscode.Position,
    token: vscode.CancellationToken,
  ): Promise<vscode.Hover | null> {
    const entry = await this.analyses.analyse(document, token);
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
    if (!p || !p.rules) return null;
    const items = p.statement.items;
    const index = items.findIndex(
      (it) =>
        where.character >= it.position.range.start && where.character <= (it.claim?.range.end ?? it.position.range.end),
    );
    if (index < 0) return null;
    const item = items[index]!;
    const v = p.verdicts[index];
    if (!v) return null;
    const parts: string[] = [];
    if (index > 0) {
      const step = p.steps[index - 1]!;
      if (!step.legality.legal) parts.push(vscode.l10n.t('**Illegal step:** {0}', md(step.legality.reason)));
      else {
        const how = `${md(moveText(step.legality.move))} → \`${readablePosition(step.legality.move.result, item.position.style)}\``;
        parts.push(stepSentence(index, how, step.mistake));
      }
    }
    if (v.outcome === 'unknown' && entry.pending.size > 0)
      parts.push(
        vscode.l10n.t(
          '*Beyond the quick budget: a longer table of values, or a search, is running in the background; the answer replaces this one when it ends.*',
        ),
      );
    // The position as the solver reads it (a sum's parts in one vector): it fits, as it has a verdict.
    const vector = p.vectors[index] ?? null;
    const picture = withPicture && vector ? drawPosition(p.rules, vector, v) : null;
    parts.push(verdictMarkdown(withRemoteness(v, p.rules, vector, budget), p.rules, item.position.style, picture));
    const content = new vscode.MarkdownString(parts.join('\n\n---\n\n'));
    return new vscode.Hover(content, toRange(item.position.range));
  }
}

export function registerHover(analyses: AnalysisService): vscode.Disposable {
  return vscode.languages.registerHoverProvider(WORKSHEET_SELECTOR, new WorksheetHoverProvider(analyses));
}
