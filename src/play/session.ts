// A game of the play panel, driven by the webview's messages: what the panel does with a message
// (a move, undo, a hint…), the computer's reply after a short delay, and the update it sends after
// each step. No vscode here: it runs on the extension host for the built-in games, and in a module
// thread for a game module's game (playThread.ts), where the module is. The panel (panel.ts) shows
// the updates and saves the record.

import { rulesText } from '../core/game';
import { t } from '../core/l10n';
import { type PlayUpdate, type ToHost } from '../shared/playProtocol';
import { computerMoveNotice, type PlayGame } from './game';

/** Delay before the computer replies, so that a person sees their own move land first. */
const COMPUTER_DELAY_MS = 250;

/** The webview's messages a session applies (Save is the panel's: it edits the worksheet). */
export type SessionMessage = Exclude<ToHost, { readonly type: 'save' }>;

export class PlaySession {
  private verdict: string | null = null;
  private hint: string | null = null;
  private notice: string | null = null;
  private pendingReply: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly game: PlayGame,
    /** Where the game came from, as the panel writes it (`tour.nim:3`), or null. */
    private readonly source: string | null,
    /** Told after each step (synchronously, in the call that made it). */
    private readonly post: (update: PlayUpdate) => void,
    /** Told before the computer's move, which a module's game may take long over (a module thread's watcher hears it). */
    private readonly working: () => void = () => {},
  ) {
    this.scheduleComputer();
  }

  /** Applies a message already checked as well-formed (parseToHost): anything illegal is refused in words. */
  handle(message: SessionMessage): void {
    this.hint = null;
    this.verdict = null;
    this.notice = null;
    const game = this.game;
    switch (message.type) {
      case 'ready':
        break;
      case 'intent': {
        if (game.toMove === 'computer') {
          this.notice = t('Wait for the computer to move.');
          break;
        }
        const result = game.attempt(message.intent, message.part);
        this.notice = result.ok ? null : t('Illegal move: {reason}.', { reason: result.reason });
        if (result.ok) this.scheduleComputer();
        break;
      }
      case 'undo':
        this.cancelComputer();
        if (!game.undo()) this.notice = t('Nothing to undo.');
        break;
      case 'replayFrom':
        this.cancelComputer();
        if (!game.replayFrom(message.index)) this.notice = t('There is no such move to replay from.');
        else this.notice = t('Back to the position before move {n}: play it again.', { n: message.index + 1 });
        this.scheduleComputer();
        break;
      case 'redo':
        this.cancelComputer();
        if (!game.redo()) this.notice = t('Nothing to redo.');
        this.scheduleComputer();
        break;
      case 'agreeDraw':
        this.cancelComputer();
        if (!game.agreeDraw()) this.notice = t('No draw to agree: the position has not come back, or someone can win.');
        break;
      case 'restart':
        this.cancelComputer();
        game.restart();
        this.scheduleComputer();
        break;
      case 'options':
        this.cancelComputer();
        game.restart({ mode: message.mode, randomShare: message.randomShare, youStart: message.youStart });
        this.scheduleComputer();
        break;
      case 'hint':
        this.hint = game.hintText();
        break;
      case 'verdict':
        this.verdict = game.verdictText();
        break;
    }
    this.post(this.update());
  }

  /** The game as it stands: its view, and what the panel keeps and saves. */
  update(): PlayUpdate {
    const game = this.game;
    return {
      state: game.view({
        verdict: this.verdict,
        hint: this.hint,
        notice: this.notice,
        source: this.source,
        busy: this.pendingReply !== null,
      }),
      persist: { rules: rulesText(game.rules), style: game.style, snapshot: game.snapshot() },
      record: game.record(),
      moveCount: game.moveCount,
    };
  }

  private scheduleComputer(): void {
    if (this.game.toMove !== 'computer' || this.game.isOver) return;
    this.cancelComputer();
    this.pendingReply = setTimeout(() => {
      this.pendingReply = null;
      this.working();
      const move = this.game.computerMove();
      if (move) this.notice = computerMoveNotice(move, this.game.panelStyle);
      this.post(this.update());
    }, COMPUTER_DELAY_MS);
  }

  private cancelComputer(): void {
    if (this.pendingReply) clearTimeout(this.pendingReply);
    this.pendingReply = null;
  }

  dispose(): void {
    this.cancelComputer();
  }
}
