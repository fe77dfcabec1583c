// The play panel (extension host side): owns the game, validates every message from the
// webview, replies with the full state; saves the game to the worksheet as a record.

import { rulesText } from '../core/game';
import * as vscode from 'vscode';
import { currentLanguage, t } from '../core/l10n';
import {
  parseToHost,
  type PersistedPlay,
  type PlaySource,
  type PlayStateView,
  type ToWebview,
} from '../shared/playProtocol';
import { computerMoveNotice, type PlayGame } from './game';
import { LANGUAGE_ID } from '../shared/language';
import { webviewStrings } from './webviewStrings';

export const PLAY_VIEW_TYPE = 'nimLens.play';

/** Delay before the computer replies, so that a person sees their own move land first. */
const COMPUTER_DELAY_MS = 250;

export class PlayPanel implements vscode.Disposable {
  private verdict: string | null = null;
  private hint: string | null = null;
  private notice: string | null = null;
  private pendingReply: ReturnType<typeof setTimeout> | null = null;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(
    readonly panel: vscode.WebviewPanel,
    private readonly extensionUri: vscode.Uri,
    /** The game this panel plays (read by the tests; only messages change it). */
    readonly game: PlayGame,
    private readonly source: PlaySource | null,
    private readonly onDispose: (p: PlayPanel) => void,
  ) {
    panel.webview.options = {
      enableScripts: true,
      localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'dist'), vscode.Uri.joinPath(extensionUri, 'media')],
    };
    panel.webview.html = this.html();
    this.disposables.push(
      panel.webview.onDidReceiveMessage((raw: unknown) => this.handleMessage(raw)),
      panel.onDidDispose(() => this.dispose()),
    );
    this.scheduleComputer();
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
    this.hint = null;
    this.verdict = null;
    this.notice = null;
    switch (message.type) {
      case 'ready':
        break;
      case 'intent': {
        const toMove = this.game.toMove;
        if (toMove === 'computer') {
          this.notice = t('Wait for the computer to move.');
          break;
        }
        const result = this.game.attempt(message.intent, message.part);
        this.notice = result.ok ? null : t('Illegal move: {reason}.', { reason: result.reason });
        if (result.ok) this.scheduleComputer();
        break;
      }
      case 'undo':
        this.cancelComputer();
        if (!this.game.undo()) this.notice = t('Nothing to undo.');
        break;
      case 'replayFrom':
        this.cancelComputer();
        if (!this.game.replayFrom(message.index)) this.notice = t('There is no such move to replay from.');
        else this.notice = t('Back to the position before move {n}: play it again.', { n: message.index + 1 });
        this.scheduleComputer();
        break;
      case 'redo':
        this.cancelComputer();
        if (!this.game.redo()) this.notice = t('Nothing to redo.');
        this.scheduleComputer();
        break;
      case 'agreeDraw':
        this.cancelComputer();
        if (!this.game.agreeDraw())
          this.notice = t('No draw to agree: the position has not come back, or someone can win.');
        break;
      case 'restart':
        this.cancelComputer();
        this.game.restart();
        this.scheduleComputer();
        break;
      case 'options':
        this.cancelComputer();
        this.game.restart({ mode: message.mode, randomShare: message.randomShare, youStart: message.youStart });
        this.scheduleComputer();
        break;
      case 'hint':
        this.hint = this.game.hintText();
        break;
      case 'verdict':
        this.verdict = this.game.verdictText();
        break;
      case 'save':
        void this.save();
        return;
    }
    this.post();
  }

  private scheduleComputer(): void {
    if (this.game.toMove !== 'computer' || this.game.isOver) return;
    this.cancelComputer();
    this.pendingReply = setTimeout(() => {
      this.pendingReply = null;
      const move = this.game.computerMove();
      if (move) this.notice = computerMoveNotice(move, this.game.panelStyle);
      this.post();
    }, COMPUTER_DELAY_MS);
  }

  private cancelComputer(): void {
    if (this.pendingReply) clearTimeout(this.pendingReply);
    this.pendingReply = null;
  }

  /** Writes the game below the line it came from, as one edit that inserts and never replaces. */
  private async save(): Promise<void> {
    if (!this.source || this.game.moveCount === 0) {
      this.notice = this.source
        ? t('Play a move first: there is nothing to save.')
        : t('This game was not opened from a worksheet line.');
      this.post();
      return;
    }
    const uri = vscode.Uri.parse(this.source.uri);
    const document = await vscode.workspace.openTextDocument(uri);
    // Only ever a worksheet: a game is written into nothing else.
    if (document.languageId !== LANGUAGE_ID) {
      this.notice = t('The game was not saved: {file} is not a worksheet.', {
        file: vscode.workspace.asRelativePath(uri),
      });
      this.post();
      return;
    }
    const line = findSourceLine(document, this.source);
    const record = this.game.record();
    const edit = new vscode.WorkspaceEdit();
    if (line === null) {
      const end = document.lineAt(document.lineCount - 1).range.end;
      edit.insert(uri, end, `\n${rulesText(this.game.rules)}\n${record}`);
    } else if (line + 1 < document.lineCount) {
      edit.insert(uri, new vscode.Position(line + 1, 0), `${record}\n`);
    } else {
      edit.insert(uri, document.lineAt(line).range.end, `\n${record}`);
    }
    const ok = await vscode.workspace.applyEdit(edit);
    this.notice = ok
      ? t('Saved to {file}: {record}', { file: vscode.workspace.asRelativePath(uri), record })
      : t('The worksheet could not be edited.');
    this.post();
  }

  private state(): PlayStateView {
    return this.game.view({
      verdict: this.verdict,
      hint: this.hint,
      notice: this.notice,
      source: this.source
        ? `${vscode.workspace.asRelativePath(vscode.Uri.parse(this.source.uri))}:${this.source.line + 1}`
        : null,
      busy: this.pendingReply !== null,
    });
  }

  persisted(): PersistedPlay {
    return {
      rules: rulesText(this.game.rules),
      style: this.game.style,
      snapshot: this.game.snapshot(),
      source: this.source,
    };
  }

  post(): void {
    const message: ToWebview = {
      type: 'state',
      state: this.state(),
      persist: this.persisted(),
      strings: webviewStrings(),
    };
    void this.panel.webview.postMessage(message);
  }

  reveal(): void {
    this.panel.reveal(vscode.ViewColumn.Beside);
  }

  dispose(): void {
    this.cancelComputer();
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
