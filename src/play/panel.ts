// The play panel (extension host side): its webview, every message from it validated as untrusted
// input, the updates of its game shown, and the game saved to the worksheet as a record. The game
// itself runs in a PlaySession (session.ts): on this thread for the built-in games, in a module
// thread for a game module's game (moduleEngine.ts); the panel only shows what it says.

import * as vscode from 'vscode';
import { currentLanguage, t } from '../core/l10n';
import {
  parseToHost,
  type PersistedPlay,
  type PlaySource,
  type PlayUpdate,
  type ToWebview,
} from '../shared/playProtocol';
import { type PlayGame } from './game';
import { PlaySession, type SessionMessage } from './session';
import { LANGUAGE_ID } from '../shared/language';
import { webviewStrings } from './webviewStrings';

export const PLAY_VIEW_TYPE = 'nimLens.play';

/** Where the panel's game runs, told the webview's messages (its updates come through `show`). */
export interface PlayEngine {
  send(message: SessionMessage): void;
  dispose(): void;
}

/** Starts the engine of a panel: `show` is told each update of its game. */
export type StartPlayEngine = (show: (update: PlayUpdate) => void) => PlayEngine;

/** A built-in game, played on this thread. */
class LocalEngine implements PlayEngine {
  readonly session: PlaySession;
  constructor(game: PlayGame, source: string | null, show: (update: PlayUpdate) => void) {
    this.session = new PlaySession(game, source, show);
  }
  send(message: SessionMessage): void {
    this.session.handle(message);
  }
  dispose(): void {
    this.session.dispose();
  }
}

/** The engine of a built-in game, played on the extension host's thread (it answers synchronously). */
export function localEngine(game: PlayGame, source: PlaySource | null): StartPlayEngine {
  return (show) => new LocalEngine(game, source ? sourceLabel(source) : null, show);
}

/** Where a game came from, as the panel writes it: `games/tour.nim:3`. */
export function sourceLabel(source: PlaySource): string {
  return `${vscode.workspace.asRelativePath(vscode.Uri.parse(source.uri))}:${source.line + 1}`;
}

export class PlayPanel implements vscode.Disposable {
  private readonly disposables: vscode.Disposable[] = [];
  private readonly engine: PlayEngine;
  /** The game's last update (null before the first): what the webview shows and Save writes. */
  latest: PlayUpdate | null = null;
  private readonly updated = new vscode.EventEmitter<PlayUpdate>();
  /** Fires after each update is shown (the tests of a module's game wait for it). */
  readonly onDidUpdate = this.updated.event;

  constructor(
    readonly panel: vscode.WebviewPanel,
    private readonly extensionUri: vscode.Uri,
    startEngine: StartPlayEngine,
    private readonly source: PlaySource | null,
    private readonly onDispose: (p: PlayPanel) => void,
  ) {
    panel.webview.options = {
      enableScripts: true,
      localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'dist'), vscode.Uri.joinPath(extensionUri, 'media')],
    };
    panel.webview.html = this.html();
    this.disposables.push(
      this.updated,
      panel.webview.onDidReceiveMessage((raw: unknown) => this.handleMessage(raw)),
      panel.onDidDispose(() => this.dispose()),
    );
    this.engine = startEngine((update) => this.show(update));
  }

  /** The game, where it is played on this thread (a built-in game); the tests read it. */
  get game(): PlayGame {
    if (this.engine instanceof LocalEngine) return this.engine.session.game;
    throw new Error('this panel plays a game module in its thread');
  }

  private html(): string {
    const webview = this.panel.webview;
    const nonce = newNonce();
    const script = webview.asWebviewUri(vscode.Uri.joinPath(this.extensionUri, 'dist', 'webview.js'));
    const style = webview.asWebviewUri(vscode.Uri.joinPath(this.extensionUri, 'media', 'play.css'));
    return `<!DOCTYPE html>
<html lang="${currentLanguage()}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src ${webview.cspSource}; img-src ${webview.cspSource}; script-src 'nonce-${nonce}';">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${style.toString()}">
<title>${t('Nim Lens: play')}</title>
</head>
<body>
<main id="app" aria-label="${t('Play the position against the solver')}"><p>${t('Loading the game…')}</p></main>
<script nonce="${nonce}" src="${script.toString()}"></script>
</body>
</html>`;
  }

  /** Applies a message from the webview, which is untrusted: anything malformed is ignored, anything illegal refused. */
  handleMessage(raw: unknown): void {
    const message = parseToHost(raw);
    if (!message) return; // not a well-formed intent: ignored, never applied
    if (message.type === 'save') void this.save();
    else this.engine.send(message);
  }

  private show(update: PlayUpdate): void {
    this.latest = update;
    this.post(update);
    this.updated.fire(update);
  }

  /** Writes the game below the line it came from, as one edit that inserts and never replaces. */
  private async save(): Promise<void> {
    const latest = this.latest;
    if (!latest) return; // nothing shown yet: the webview has no Save to press
    if (!this.source || latest.moveCount === 0) {
      this.say(
        this.source
          ? t('Play a move first: there is nothing to save.')
          : t('This game was not opened from a worksheet line.'),
      );
      return;
    }
    const uri = vscode.Uri.parse(this.source.uri);
    const document = await vscode.workspace.openTextDocument(uri);
    // Only ever a worksheet: a game is written into nothing else.
    if (document.languageId !== LANGUAGE_ID) {
      this.say(t('The game was not saved: {file} is not a worksheet.', { file: vscode.workspace.asRelativePath(uri) }));
      return;
    }
    const line = findSourceLine(document, this.source);
    const record = latest.record;
    const edit = new vscode.WorkspaceEdit();
    if (line === null) {
      const end = document.lineAt(document.lineCount - 1).range.end;
      edit.insert(uri, end, `\n${latest.persist.rules}\n${record}`);
    } else if (line + 1 < document.lineCount) {
      edit.insert(uri, new vscode.Position(line + 1, 0), `${record}\n`);
    } else {
      edit.insert(uri, document.lineAt(line).range.end, `\n${record}`);
    }
    const ok = await vscode.workspace.applyEdit(edit);
    this.say(
      ok
        ? t('Saved to {file}: {record}', { file: vscode.workspace.asRelativePath(uri), record })
        : t('The worksheet could not be edited.'),
    );
  }

  /** Shows the game's last state with a notice of the panel's own (Save's, a module thread's end). */
  say(notice: string): void {
    if (this.latest) this.post({ ...this.latest, state: { ...this.latest.state, notice } });
  }

  /** What the webview keeps for a reload: the game and where it came from (null before the game's first update). */
  persisted(): PersistedPlay | null {
    return this.latest && { ...this.latest.persist, source: this.source };
  }

  private post(update: PlayUpdate): void {
    const message: ToWebview = {
      type: 'state',
      state: update.state,
      persist: { ...update.persist, source: this.source },
      strings: webviewStrings(),
    };
    void this.panel.webview.postMessage(message);
  }

  reveal(): void {
    this.panel.reveal(vscode.ViewColumn.Beside);
  }

  dispose(): void {
    this.engine.dispose();
    for (const d of this.disposables) d.dispose();
    this.disposables.length = 0;
    this.onDispose(this);
  }
}

/** 128 random bits from the platform's crypto (in Node and in browsers alike), as hex. */
function newNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The source line if unchanged, else the nearest line with the same text, else null. */
function findSourceLine(document: vscode.TextDocument, source: PlaySource): number | null {
  if (source.line < document.lineCount && document.lineAt(source.line).text === source.lineText) return source.line;
  let best: number | null = null;
  for (let i = 0; i < document.lineCount; i++) {
    if (
      document.lineAt(i).text === source.lineText &&
      (best === null || Math.abs(i - source.line) < Math.abs(best - source.line))
    )
      best = i;
  }
  return best;
}
