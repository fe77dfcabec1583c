// The play command and the serializer that restores panels after a window reload. A built-in game
// is played on the extension host's thread; a game module's game in a module thread of this host
// (moduleEngine.ts), only in a trusted workspace.

import * as vscode from 'vscode';
import { currentLanguage, t } from '../core/l10n';
import { modulePaths } from '../core/games/module/paths';
import { xml } from '../core/pictures/svg';
import { type PositionAnalysis } from '../core/worksheet/analyser';
import { splitLines } from '../core/worksheet/parse';
import { namesPractice } from '../core/practice/practiceSheet';
import { Commands } from '../shared/commandIds';
import { type ModuleWorkers, type PlayThreadGame } from '../shared/moduleThreads';
import { type PlaySource } from '../shared/playProtocol';
import { type KnownVerdict, type PlayGame } from './game';
import { startModuleGame } from './moduleEngine';
import { PlaySources } from './playSources';
import { localEngine, PLAY_VIEW_TYPE, PlayPanel, sourceLabel, type StartPlayEngine } from './panel';
import { gameOfPosition, PANEL_BUDGET, readKeptGame, restoredGame } from './startGame';

export { PANEL_BUDGET };

/** The worksheet position a play command is about (the activation passes the editor's look-up). */
export type FindPlayTarget = (
  uri: unknown,
  line: unknown,
) => Promise<
  | {
      readonly document: vscode.TextDocument;
      readonly line: number;
      readonly position: PositionAnalysis | undefined;
      readonly practiceSheet: boolean;
      /** The game modules the worksheet names, where it is analysed in a module thread (its positions are played there too). */
      readonly modules?: readonly string[];
    }
  | undefined
>;

/** How the panel runs game modules: this host's module threads, where the workspace is trusted. */
export interface PlayModules {
  readonly workers: ModuleWorkers;
  readonly trusted: () => boolean;
}

/** The panel's title: the position as written, shortened. */
function panelTitle(position: string): string {
  return t('Play {position}', { position: position.length > 40 ? `${position.slice(0, 37)}…` : position });
}

export function registerPlay(
  context: vscode.ExtensionContext,
  findTarget: FindPlayTarget,
  modules: PlayModules,
  knownVerdict?: KnownVerdict,
): vscode.Disposable {
  const sources = new PlaySources(context.workspaceState);
  const panels = new Set<PlayPanel>();
  const track = (p: PlayPanel) => panels.add(p);
  const forget = (p: PlayPanel) => panels.delete(p);
  const noPosition = () =>
    void vscode.window.showInformationMessage(t('Nim Lens: this line holds no position that can be played.'));

  const openPanel = (title: string, start: StartPlayEngine, source: PlaySource): PlayPanel => {
    sources.remember(source.uri);
    const panel = vscode.window.createWebviewPanel(
      PLAY_VIEW_TYPE,
      title,
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: false },
      { enableScripts: true, retainContextWhenHidden: false },
    );
    const play = new PlayPanel(panel, context.extensionUri, start, source, forget);
    track(play);
    return play;
  };

  /** A game module's game, started in a module thread: the panel opens once it has started. */
  const startInThread = (
    worksheet: vscode.Uri,
    paths: readonly string[],
    game: PlayThreadGame,
    source: PlaySource | null,
  ) =>
    startModuleGame(modules.workers, worksheet.toString(), currentLanguage(), {
      game,
      modules: paths,
      budget: PANEL_BUDGET,
      source: source ? sourceLabel(source) : null,
    });

  const open = async (uri?: vscode.Uri, line?: unknown): Promise<PlayPanel | undefined> => {
    const found = await findTarget(uri, line);
    if (!found) {
      void vscode.window.showInformationMessage(
        t('Nim Lens: open a worksheet and put the cursor on a position line to play it.'),
      );
      return undefined;
    }
    const { document, line: at, position: p } = found;
    const source: PlaySource = { uri: document.uri.toString(), line: at, lineText: document.lineAt(at).text };
    if (found.modules) {
      const all = splitLines(document.getText());
      const lines = all.slice(0, at + 1);
      // Only the modules named up to the line: the rules in force there.
      const started = await startInThread(
        document.uri,
        modulePaths(lines),
        { kind: 'line', lines, line: at, practice: namesPractice(all) },
        source,
      );
      if (!started.ok) {
        void vscode.window.showInformationMessage(
          t('Nim Lens: this line cannot be played: {why}', { why: started.why }),
        );
        return undefined;
      }
      return openPanel(panelTitle(started.first.state.position), started.start, source);
    }
    const game = gameOfPosition(p, found.practiceSheet);
    if (!p || !game) {
      noPosition();
      return undefined;
    }
    game.known = knownVerdict;
    const item = p.statement.items[0]!;
    // As written on its line (heaps, coins, edges, a sum's parts).
    const written = source.lineText.slice(item.position.range.start, item.position.range.end);
    return openPanel(panelTitle(written), localEngine(game, source), source);
  };

  /** What a panel that cannot be restored shows instead of a game. */
  const unrestored = (panel: vscode.WebviewPanel, why: string) => {
    const text = t('This game could not be restored ({why}). Open the position again from its worksheet.', { why });
    panel.webview.html = `<!DOCTYPE html><html lang="${currentLanguage()}"><body><p>${xml(text)}</p></body></html>`;
  };

  return vscode.Disposable.from(
    vscode.commands.registerCommand(Commands.play, open),
    vscode.window.registerWebviewPanelSerializer(PLAY_VIEW_TYPE, {
      async deserializeWebviewPanel(panel: vscode.WebviewPanel, state: unknown): Promise<void> {
        const kept = readKeptGame(state, (uri) => sources.has(uri));
        if (!kept) {
          unrestored(
            panel,
            state === undefined || state === null ? t('no saved state') : t('the saved state is not a valid game'),
          );
          return;
        }
        const paths = modulePaths([kept.persisted.rules]);
        if (paths.length === 0) {
          const game = restoredGame(kept.persisted);
          if (!game) return unrestored(panel, t('the saved state is not a valid game'));
          game.known = knownVerdict;
          track(new PlayPanel(panel, context.extensionUri, localEngine(game, kept.source), kept.source, forget));
          return;
        }
        // A game module's game: only from a worksheet this panel was opened from, in a trusted workspace.
        if (!kept.source) return unrestored(panel, t('a game module is found beside the worksheet it came from'));
        if (!modules.trusted())
          return unrestored(panel, t('game modules run only in a trusted workspace: a module is code'));
        panel.webview.html = `<!DOCTYPE html><html lang="${currentLanguage()}"><body><p>${xml(t('Loading the game…'))}</p></body></html>`;
        let closed = false;
        const whileStarting = panel.onDidDispose(() => (closed = true));
        const started = await startInThread(
          vscode.Uri.parse(kept.source.uri),
          paths,
          { kind: 'restore', persisted: kept.persisted },
          kept.source,
        );
        whileStarting.dispose();
        // Closed while its thread started: the thread is ended, and nothing is shown.
        if (closed) return void (started.ok && started.cancel());
        if (!started.ok) return unrestored(panel, started.why);
        track(new PlayPanel(panel, context.extensionUri, started.start, kept.source, forget));
      },
    }),
    {
      dispose: () => {
        for (const p of [...panels]) p.panel.dispose();
      },
    },
  );
}

/**
 * Rebuilds a built-in game from webview state, which is untrusted: every field is checked and every
 * move replayed, and its source is kept only where a panel was opened from it (`knownSource`).
 */
export function restore(
  state: unknown,
  knownSource: (uri: string) => boolean,
): { game: PlayGame; source: PlaySource | null } | null {
  const kept = readKeptGame(state, knownSource);
  const game = kept && restoredGame(kept.persisted);
  return kept && game ? { game, source: kept.source } : null;
}
