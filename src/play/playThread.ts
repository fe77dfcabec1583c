// A game module's game played in its module thread (shared/moduleThreads.ts): the thread loads the
// modules, starts the game as the host starts a built-in one (startGame.ts), and runs its
// PlaySession there, where the module is; the panel on the host sends it the webview's messages
// and shows its updates (moduleEngine.ts). No vscode here: the workers import this.

import { errorMessage } from '../core/errors';
import { type Language, setLanguage, t } from '../core/l10n';
import { AnalysisSteps } from '../core/worksheet/analyser';
import { loadModules } from '../core/worksheet/moduleSession';
import { linesFrom } from '../core/worksheet/moduleWatch';
import { type FromPlayThread, type PlayThreadGame, type PlayThreadStart } from '../shared/moduleThreads';
import { parseToHost } from '../shared/playProtocol';
import { type PlayGame } from './game';
import { PlaySession } from './session';
import { gameOfPosition, restoredGame } from './startGame';

/** The game of a play thread's start, or why there is none, in words. */
function startedGame(start: PlayThreadGame, budget: number): PlayGame | string {
  if (start.kind === 'restore')
    return restoredGame(start.persisted, budget) ?? t('the saved game does not replay under its rules');
  // The lines before the position count only for their rules, preference and practice lines.
  const lines = linesFrom(start.lines.slice(0, start.line + 1), start.line);
  const steps = new AnalysisSteps(lines, { budget });
  for (let report = steps.next(); report; report = steps.next()) {
    if (report.line !== start.line) continue;
    const game = gameOfPosition(report.position ?? undefined, start.practice, budget);
    if (game) return game;
    // Why not, as the line says it (its module refused, say), else plainly.
    const error = report.diagnostics.find((d) => d.severity === 'error');
    return error?.message ?? t('this line holds no position that can be played');
  }
  return t('this line holds no position that can be played');
}

/**
 * Runs a play thread: `load` imports a module by its path as written, `post` sends what the thread
 * says. Returns what the thread does with each later message (the webview's, checked again here).
 */
export async function runPlayThread(
  language: Language,
  start: PlayThreadStart,
  load: (path: string) => Promise<unknown>,
  post: (message: FromPlayThread) => void,
): Promise<(message: unknown) => void> {
  setLanguage(language);
  post({ kind: 'ready' });
  let session: PlaySession | null = null;
  try {
    await loadModules(start.modules, [], load);
    const game = startedGame(start.game, start.budget);
    if (typeof game === 'string') post({ kind: 'failed', why: game });
    else {
      session = new PlaySession(
        game,
        start.source,
        (update) => post({ kind: 'update', update }),
        () => post({ kind: 'working' }),
      );
      post({ kind: 'update', update: session.update() });
    }
  } catch (e) {
    // A module's fault while the game starts (its moves threw, say): said, and the thread is ended.
    post({ kind: 'failed', why: errorMessage(e) });
  }
  return (raw) => {
    const message = parseToHost(raw);
    // No `working` for a message: the panel's watch began when it sent it.
    if (!session || !message || message.type === 'save') return;
    try {
      session.handle(message);
    } catch (e) {
      post({ kind: 'failed', why: errorMessage(e) });
    }
  };
}
