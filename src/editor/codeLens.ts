// The code lens on every position line: verdict, recommended move, number of winning moves;
// and a lens that opens the position in the play panel.

import * as vscode from 'vscode';
import { timed } from './timing';
import { verdictTitle } from '../core/worksheet/summary';
import { WorksheetAnalysis } from '../core/worksheet/analyse';
import { WorksheetAnalyses } from './analyses';
import { Commands } from './commandIds';
import { WORKSHEET_SELECTOR } from './language';
import { readSettings, Settings } from './settings';
import { toRange } from './edits';

class WorksheetCodeLensProvider implements vscode.CodeLensProvider {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;

  constructor(private readonly analyses: WorksheetAnalyses) {}

  refresh(): void {
    this.changed.fire();
  }

  async provideCodeLenses(document: vscode.TextDocument, token: vscode.CancellationToken): Promise<vscode.CodeLens[]> {
    const settings = readSettings();
    if (settings.lens === 'off') return [];
    // The analysis runs in slices; only turning it into lenses is timed as one piece.
    const entry = await this.analyses.analyse(document, token);
    if (!entry?.analysis || token.isCancellationRequested) return [];
    const analysis = entry.analysis;
    return timed('code lens', () => this.lenses(document, analysis, entry.pending, settings));
  }

  private lenses(document: vscode.TextDocument, analysis: WorksheetAnalysis, pending: ReadonlySet<string>, settings: Settings): vscode.CodeLens[] {
    const lenses: vscode.CodeLens[] = [];
    for (const p of analysis.positions) {
      const range = toRange(p.statement.items[0]!.position.range);
      const v = p.verdicts[0];
      let title: string;
      if (!p.rules) title = 'Not analysed · the rules line has an error';
      else if (!v) title = 'Not analysed · wrong number of heaps';
      else if (v.outcome === 'unknown' && pending.size > 0) title = 'Searching… (beyond the quick budget)';
      else if (settings.lens === 'verdict') title = v.outcome === 'win' ? 'Win' : v.outcome === 'loss' ? 'Loss' : 'Unknown';
      else title = verdictTitle(v, p.statement.items[0]!.position.style);
      const moves = v && v.outcome === 'win' && v.winningMoves.length > 0;
      lenses.push(new vscode.CodeLens(range, moves
        ? { title, command: Commands.showWinningMoves, arguments: [document.uri, p.line], tooltip: 'Show every winning move; pick one to play it' }
        : { title, command: '' }));
      if (settings.playLens && v && v.outcome !== 'unknown') {
        lenses.push(new vscode.CodeLens(range, { title: '▶ Play', command: Commands.play, arguments: [document.uri, p.line], tooltip: 'Play this position out against the solver' }));
      }
    }
    return lenses;
  }
}

export function registerCodeLens(analyses: WorksheetAnalyses): vscode.Disposable {
  const provider = new WorksheetCodeLensProvider(analyses);
  return vscode.Disposable.from(
    vscode.languages.registerCodeLensProvider(WORKSHEET_SELECTOR, provider),
    analyses.onDidChange(() => provider.refresh()),
    vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration('nimLens') && provider.refresh()),
  );
}
