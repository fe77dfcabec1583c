// The code lens on every position line: verdict, recommended move, number of winning moves; and a
// lens that opens the position in the play panel. Lenses are returned with their ranges only and
// their titles are written in resolveCodeLens, which VS Code calls for the lenses on screen.

import * as vscode from 'vscode';
import { type PositionAnalysis } from '../core/worksheet/analyser';
import { type Preference } from '../core/preference';
import { type Rules } from '../core/rules';
import { verdictKey } from '../core/worksheet/caches';
import { type PracticeLine, practiceLensTitle, type PracticeView } from '../core/practice/practiceSheet';
import { lastVerdict } from '../core/worksheet/summary';
import { lensTitle } from '../core/worksheet/lineView';
import { Commands } from '../shared/commandIds';
import { type AnalysisService } from './analysisService';
import { type ModuleLines } from './moduleLines';
import { WORKSHEET_SELECTOR } from './language';
import { toRange } from './ranges';
import { type LensContent, readSettings, type Settings } from './settings';
import { timed } from './timing';
import { yieldToHost } from './yieldToHost';

/** The key the background search of a position goes by (a sum's parts in one vector); empty when it does not fit. */
function pendingKey(rules: Rules, preference: Preference, vector: readonly bigint[] | null): string {
  return vector ? verdictKey(rules, preference, vector) : '';
}

/** How long one slice of making lenses may hold the host's thread, in ms. */
const LENS_SLICE_MS = 3;

/** A verdict lens before its title is written. */
class VerdictLens extends vscode.CodeLens {
  constructor(
    range: vscode.Range,
    readonly uri: vscode.Uri,
    readonly position: PositionAnalysis,
    readonly pending: ReadonlySet<string>,
    readonly content: Exclude<LensContent, 'off'>,
    /** Practice sheets: the claims on this line are right. */
    readonly solved = false,
  ) {
    super(range);
  }
}

/** A play lens before its command is written (most lenses are never on screen). */
class PlayLens extends vscode.CodeLens {
  constructor(
    range: vscode.Range,
    readonly uri: vscode.Uri,
    readonly line: number,
  ) {
    super(range);
  }
}

/** A practice line that hides its answer: how the student is doing, and a way to see it. */
function hiddenLineLenses(range: vscode.Range, line: PracticeLine, uri: vscode.Uri): vscode.CodeLens[] {
  return [
    new vscode.CodeLens(range, { title: practiceLensTitle(line), command: '' }),
    new vscode.CodeLens(range, {
      title: vscode.l10n.t('$(eye) Reveal'),
      command: Commands.reveal,
      arguments: [uri, line.line],
      tooltip: vscode.l10n.t('Show the verdict, the reason and the moves of this position'),
    }),
  ];
}

/**
 * The lenses of a worksheet analysed in a module thread, as its views say (their titles written
 * there), and Play where a position is decided (the panel plays it in a module thread too).
 */
function moduleLenses(
  modules: ModuleLines,
  uri: vscode.Uri,
  settings: Settings,
  practice: PracticeView | null,
): vscode.CodeLens[] {
  const tooltip = vscode.l10n.t('Show every winning move; pick one to play it');
  // Until every line has its view, the first line that names a module says how far the thread is.
  const progress =
    modules.done || settings.lens === 'off'
      ? []
      : [
          new vscode.CodeLens(new vscode.Range(modules.firstModuleLine, 0, modules.firstModuleLine, 0), {
            title: vscode.l10n.t(
              '$(sync~spin) Answering with the game module: {0} of {1} lines',
              modules.answered,
              modules.lineCount,
            ),
            command: '',
          }),
        ];
  return progress.concat(
    modules.all().flatMap(({ line, position }) => {
      if (!position) return [];
      const range = toRange(position.range);
      const hidden = practice?.lines.get(line);
      const lenses: vscode.CodeLens[] = [];
      if (settings.lens !== 'off' && hidden && !hidden.open) lenses.push(...hiddenLineLenses(range, hidden, uri));
      else if (settings.lens !== 'off')
        lenses.push(
          new vscode.CodeLens(
            range,
            position.winning
              ? { title: position.lens, command: Commands.showWinningMoves, arguments: [uri, line], tooltip }
              : { title: position.lens, command: '' },
          ),
        );
      if (settings.playLens && position.outcome && position.outcome !== 'unknown')
        lenses.push(new PlayLens(range, uri, line));
      return lenses;
    }),
  );
}

class WorksheetCodeLensProvider implements vscode.CodeLensProvider<vscode.CodeLens>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;

  constructor(private readonly analyses: AnalysisService) {}

  refresh(): void {
    this.changed.fire();
  }

  async provideCodeLenses(document: vscode.TextDocument, token: vscode.CancellationToken): Promise<vscode.CodeLens[]> {
    const settings = readSettings(document.uri);
    if (settings.lens === 'off' && !settings.playLens) return [];
    // The analysis runs in slices, and so does turning it into lenses (each slice timed): a
    // worksheet of thousands of lines would otherwise hold the host's thread for one long piece.
    const entry = await this.analyses.analyse(document, token);
    if (entry?.modules && !token.isCancellationRequested)
      return moduleLenses(entry.modules, document.uri, settings, this.analyses.practice(document, entry));
    if (!entry?.analysis || token.isCancellationRequested) return [];
    const { positions } = entry.analysis;
    const practice = this.analyses.practice(document, entry);
    const uri = document.uri;
    const lenses: vscode.CodeLens[] = [];
    const lensesOf = (p: PositionAnalysis): void => {
      const range = toRange(p.statement.items[0]!.position.range);
      const line = practice?.lines.get(p.line);
      if (line && !line.open) {
        if (settings.lens !== 'off') lenses.push(...hiddenLineLenses(range, line, uri));
      } else if (settings.lens !== 'off') {
        lenses.push(new VerdictLens(range, uri, p, entry.pending, settings.lens, line !== undefined && !line.revealed));
      }
      const v = p.verdicts[0];
      if (settings.playLens && v && v.outcome !== 'unknown') lenses.push(new PlayLens(range, uri, p.line));
    };
    for (let next = 0; next < positions.length;) {
      if (next > 0) {
        await yieldToHost();
        if (token.isCancellationRequested) return [];
      }
      next = timed('code lens', () => {
        const deadline = performance.now() + LENS_SLICE_MS;
        let i = next;
        while (i < positions.length) {
          lensesOf(positions[i++]!);
          if ((i & 15) === 0 && performance.now() >= deadline) break;
        }
        return i;
      });
    }
    return lenses;
  }

  resolveCodeLens(lens: vscode.CodeLens): vscode.CodeLens {
    if (lens instanceof PlayLens) {
      lens.command = {
        title: vscode.l10n.t('$(play) Play'),
        command: Commands.play,
        arguments: [lens.uri, lens.line],
        tooltip: vscode.l10n.t('Play this position out against the solver'),
      };
      return lens;
    }
    if (!(lens instanceof VerdictLens)) return lens;
    return timed('code lens (resolve)', () => {
      const { position: p, uri } = lens;
      // A game record's lens is about its last position: the one its command and quick fixes play from.
      const v = lastVerdict(p);
      const items = p.statement.items;
      const pending =
        p.rules !== null && lens.pending.has(pendingKey(p.rules, p.preference, p.vectors[items.length - 1] ?? null));
      const title = lensTitle(p, lens.content, pending, lens.solved);
      lens.command =
        v && v.outcome === 'win' && v.winningMoves.length > 0
          ? {
              title,
              command: Commands.showWinningMoves,
              arguments: [uri, p.line],
              tooltip: vscode.l10n.t('Show every winning move; pick one to play it'),
            }
          : { title, command: '' };
      return lens;
    });
  }

  dispose(): void {
    this.changed.dispose();
  }
}

export function registerCodeLens(analyses: AnalysisService): vscode.Disposable {
  const provider = new WorksheetCodeLensProvider(analyses);
  return vscode.Disposable.from(
    provider,
    vscode.languages.registerCodeLensProvider(WORKSHEET_SELECTOR, provider),
    analyses.onDidChange(() => provider.refresh()),
    vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration('nimLens') && provider.refresh()),
  );
}
