// The play command and the serializer that restores panels after a window reload.

import * as vscode from 'vscode';
import { currentLanguage, t } from '../core/l10n';
import { type PositionAnalysis } from '../core/worksheet/analyser';
import { parseRulesLine } from '../core/worksheet/parse';
import { Commands } from '../shared/commandIds';
import {
  isDecimal,
  parsePlayStyle,
  type PersistedPlay,
  type PlaySnapshot,
  type PlaySource,
} from '../shared/playProtocol';
import { type KnownVerdict, PlayGame } from './game';
import { PlaySources } from './playSources';
import { PLAY_VIEW_TYPE, PlayPanel } from './panel';

/** Work allowed per solver call in the panel, which runs on the extension host's thread. */
export const PANEL_BUDGET = 200_000;

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
      readonly unplayable?: string;
    }
  | undefined
>;

export function registerPlay(
  context: vscode.ExtensionContext,
  findTarget: FindPlayTarget,
  knownVerdict?: KnownVerdict,
): vscode.Disposable {
  const sources = new PlaySources(context.workspaceState);
  const panels = new Set<PlayPanel>();
  const track = (p: PlayPanel) => panels.add(p);
  const forget = (p: PlayPanel) => panels.delete(p);

  const open = async (uri?: vscode.Uri, line?: unknown): Promise<PlayPanel | undefined> => {
    const found = await findTarget(uri, line);
    if (!found) {
      void vscode.window.showInformationMessage(
        t('Nim Lens: open a worksheet and put the cursor on a position line to play it.'),
      );
      return undefined;
    }
    const { document, line: at, position: p } = found;
    if (found.unplayable) {
      void vscode.window.showInformationMessage(found.unplayable);
      return undefined;
    }
    if (!p || !p.rules || !p.verdicts[0]) {
      void vscode.window.showInformationMessage(t('Nim Lens: this line holds no position that can be played.'));
      return undefined;
    }
    const item = p.statement.items[0]!;
    // The position as the solver read it (the heaps, or a sum's parts in one vector): it fits, as it has a verdict.
    const vector = p.vectors[0];
    if (!vector) {
      void vscode.window.showInformationMessage(t('Nim Lens: this line holds no position that can be played.'));
      return undefined;
    }
    const game = new PlayGame(p.rules, vector, undefined, item.position.style, PANEL_BUDGET);
    // From a practice sheet the game keeps its mistakes for the review at the end.
    game.practice = found.practiceSheet;
    game.known = knownVerdict;
    const source: PlaySource = { uri: document.uri.toString(), line: at, lineText: document.lineAt(at).text };
    sources.remember(source.uri);
    // As written on its line (heaps, coins, edges, a sum's parts).
    const heapsText = source.lineText.slice(item.position.range.start, item.position.range.end);
    const title = t('Play {position}', { position: heapsText.length > 40 ? `${heapsText.slice(0, 37)}…` : heapsText });
    const panel = vscode.window.createWebviewPanel(
      PLAY_VIEW_TYPE,
      title,
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: false },
      { enableScripts: true, retainContextWhenHidden: false },
    );
    const play = new PlayPanel(panel, context.extensionUri, game, source, forget);
    track(play);
    return play;
  };

  return vscode.Disposable.from(
    vscode.commands.registerCommand(Commands.play, open),
    vscode.window.registerWebviewPanelSerializer(PLAY_VIEW_TYPE, {
      deserializeWebviewPanel(panel: vscode.WebviewPanel, state: unknown): Promise<void> {
        const restored = restore(state, (uri) => sources.has(uri));
        if (!restored) {
          const why =
            state === undefined || state === null ? t('no saved state') : t('the saved state is not a valid game');
          const text = t('This game could not be restored ({why}). Open the position again from its worksheet.', {
            why,
          });
          panel.webview.html = `<!DOCTYPE html><html lang="${currentLanguage()}"><body><p>${text}</p></body></html>`;
          return Promise.resolve();
        }
        restored.game.known = knownVerdict;
        track(new PlayPanel(panel, context.extensionUri, restored.game, restored.source, forget));
        return Promise.resolve();
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
 * Rebuilds a game from webview state, which is untrusted: every field is checked and every move
 * replayed, and its source is kept only where a panel was opened from it (`knownSource`): a forged
 * state cannot make Save write into another file.
 */
export function restore(
  state: unknown,
  knownSource: (uri: string) => boolean,
): { game: PlayGame; source: PlaySource | null } | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Partial<PersistedPlay>;
  if (typeof s.rules !== 'string' || s.rules.length > 10_000) return null;
  const parsed = parseRulesLine(s.rules);
  if (!parsed.ok) return null;
  const snap = s.snapshot as Partial<PlaySnapshot> | undefined;
  if (
    !snap ||
    !Array.isArray(snap.start) ||
    !snap.start.every(isDecimal) ||
    snap.start.length === 0 ||
    snap.start.length > 10_000
  )
    return null;
  if (
    !Array.isArray(snap.moves) ||
    snap.moves.length > 100_000 ||
    !snap.moves.every((m) => Array.isArray(m) && m.every(isDecimal))
  )
    return null;
  if (typeof snap.played !== 'number' || !Number.isInteger(snap.played)) return null;
  const o = snap.options as Record<string, unknown> | undefined;
  if (
    !o ||
    (o.mode !== 'computer' && o.mode !== 'two-players') ||
    typeof o.randomShare !== 'number' ||
    o.randomShare < 0 ||
    o.randomShare > 100 ||
    typeof o.youStart !== 'boolean'
  )
    return null;
  const style = parsePlayStyle(s.style);
  const game = PlayGame.restore(
    parsed.rules,
    {
      start: snap.start,
      moves: snap.moves,
      played: snap.played,
      options: { mode: o.mode, randomShare: Math.round(o.randomShare), youStart: o.youStart },
      practice: snap.practice === true,
      ...(typeof snap.drawnAt === 'number' ? { drawnAt: snap.drawnAt } : {}),
    },
    style,
    PANEL_BUDGET,
  );
  if (!game) return null;
  const src = s.source as Partial<PlaySource> | null | undefined;
  const source =
    src &&
    typeof src.uri === 'string' &&
    knownSource(src.uri) &&
    typeof src.line === 'number' &&
    Number.isInteger(src.line) &&
    src.line >= 0 &&
    typeof src.lineText === 'string'
      ? { uri: src.uri, line: src.line, lineText: src.lineText }
      : null;
  return { game, source };
}
