// The panel's engine for a game module's game: the game runs in a module thread (playThread.ts),
// never on the extension host's thread, and the panel shows what it says. Each step is watched as
// a worksheet's lines are: a step (a move of the panel, the computer's reply, the view after it)
// that takes longer than its time, a module that throws, or a thread that stops ends the thread,
// and the panel says why and keeps the game as it was.

import { t } from '../core/l10n';
import { type Language } from '../core/l10n';
import {
  type FromPlayThread,
  type ModuleWorker,
  type ModuleWorkers,
  type PlayThreadStart,
} from '../shared/moduleThreads';
import { type PlayUpdate } from '../shared/playProtocol';
import { type PlayEngine, type StartPlayEngine } from './panel';
import { type SessionMessage } from './session';

/** Milliseconds a thread may take to start and load the modules before the game's first step. */
const START_LIMIT_MS = 60_000;

/**
 * Milliseconds a step of the game may take in its thread: a move of the panel and the view after
 * it, or the computer's reply, each a few solver calls of the panel's budget and the module's own
 * cost on top.
 */
export const PLAY_STEP_LIMIT_MS = 15_000;

export type ModuleGameStart =
  | { readonly ok: true; readonly start: StartPlayEngine; readonly first: PlayUpdate }
  | { readonly ok: false; readonly why: string };

class ModuleEngine implements PlayEngine {
  private show: ((update: PlayUpdate) => void) | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Why the thread was ended, once it was: the panel then only says so. */
  private ended: string | null = null;
  worker: ModuleWorker | null = null;

  constructor(
    private latest: PlayUpdate | null,
    private readonly stepLimit: number,
  ) {}

  attach(show: (update: PlayUpdate) => void): this {
    this.show = show;
    if (this.latest) show(this.latest);
    return this;
  }

  send(message: SessionMessage): void {
    if (this.ended !== null || !this.worker) return this.sayEnded();
    this.watch(this.stepLimit);
    this.worker.post(message);
  }

  /** A message of the thread, after its first update. */
  heard(message: FromPlayThread): void {
    if (this.ended !== null) return;
    switch (message.kind) {
      case 'working':
        this.watch(this.stepLimit);
        break;
      case 'update':
        clearTimeout(this.timer);
        this.latest = message.update;
        this.show?.(message.update);
        break;
      case 'failed':
        this.end(message.why);
        break;
      case 'ready':
        break;
    }
  }

  watch(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () =>
        this.end(
          t('the game module did not answer within {seconds} s: it was stopped', { seconds: (ms / 1000).toFixed(1) }),
        ),
      ms,
    );
  }

  /** Ends the thread, and the panel says why (the game stays as it was last shown). */
  end(why: string): void {
    if (this.ended !== null) return;
    this.ended = why;
    clearTimeout(this.timer);
    this.worker?.terminate();
    this.worker = null;
    this.sayEnded();
  }

  private sayEnded(): void {
    const latest = this.latest;
    if (!latest || !this.show || this.ended === null) return;
    const notice = t('The game stopped: {why}. Open the position again from its worksheet to play on.', {
      why: this.ended,
    });
    this.show({ ...latest, state: { ...latest.state, notice, busy: false } });
  }

  dispose(): void {
    this.ended ??= '';
    clearTimeout(this.timer);
    this.worker?.terminate();
    this.worker = null;
  }
}

/**
 * Starts a game module's game in a module thread of this host, and resolves once the game has
 * started (its first update: the panel opens then) or cannot (why, in words).
 */
export function startModuleGame(
  workers: ModuleWorkers,
  worksheet: string,
  language: Language,
  play: PlayThreadStart,
  stepLimit = PLAY_STEP_LIMIT_MS,
): Promise<ModuleGameStart> {
  return workers.start(worksheet, play.modules).then(
    (startWorker) =>
      new Promise<ModuleGameStart>((resolve) => {
        if (typeof startWorker === 'string') return resolve({ ok: false, why: startWorker });
        const engine = new ModuleEngine(null, stepLimit);
        let started = false;
        const fail = (why: string) => {
          if (started) return engine.end(why);
          started = true;
          engine.dispose();
          resolve({ ok: false, why });
        };
        const startTimer = setTimeout(
          () =>
            fail(
              t('the game module did not answer within {seconds} s: it was stopped', {
                seconds: START_LIMIT_MS / 1000,
              }),
            ),
          START_LIMIT_MS,
        );
        engine.worker = startWorker(
          { language, task: { kind: 'play', play } },
          {
            message: (raw) => {
              const message = raw as FromPlayThread;
              if (started) return engine.heard(message);
              if (message.kind === 'failed') return fail(message.why);
              if (message.kind !== 'update') return;
              started = true;
              clearTimeout(startTimer);
              resolve({ ok: true, first: message.update, start: (show) => engine.attach(show) });
              engine.heard(message);
            },
            failed: (why) => {
              clearTimeout(startTimer);
              fail(why);
            },
          },
        );
      }),
  );
}
