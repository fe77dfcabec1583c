// The panel's engine for a game module's game: the game runs in a module thread (playThread.ts),
// never on the extension host's thread, and the panel shows what it says. Each step is watched as
// a worksheet's lines are: a step (a move of the panel, the computer's reply, the view after it)
// that takes longer than its time, a module that throws, or a thread that stops ends the thread,
// and the panel says why and keeps the game as it was.

import { type Language, t } from '../core/l10n';
import { notAnswered } from '../core/worksheet/moduleWatch';
import {
  type FromPlayThread,
  type ModuleWorker,
  type ModuleWorkers,
  type PlayThreadStart,
} from '../shared/moduleThreads';
import { type PlayStateView, type PlayUpdate } from '../shared/playProtocol';
import { modulePaths } from '../core/games/module/paths';
import { svgProblem } from '../core/games/module/svgCheck';
import { readKeptGame } from './startGame';
import { type PlayEngine, type StartPlayEngine } from './panel';
import { type SessionMessage } from './session';
import { isFields } from '../core/untrusted';

/** The longest record or reason a thread may send (a game of 100,000 moves of long positions fits). */
const MOST_TEXT = 10_000_000;

/**
 * A message of a play thread, checked: a module runs in that thread and can post anything there,
 * so the host takes only what it can show and save safely (a picture that passes the module
 * pictures' check again, a record of one line, a game a reload can replay whose rules name only
 * the thread's modules). Null when malformed.
 */
export function readFromPlayThread(raw: unknown, modules: readonly string[]): FromPlayThread | null {
  if (!isFields(raw)) return null;
  switch (raw.kind) {
    case 'ready':
    case 'working':
      return { kind: raw.kind };
    case 'failed':
      return typeof raw.why === 'string' ? { kind: 'failed', why: raw.why.slice(0, 2000) } : null;
    case 'update': {
      const update = readUpdate(raw.update, modules);
      return update && { kind: 'update', update };
    }
    default:
      return null;
  }
}

function readUpdate(raw: unknown, modules: readonly string[]): PlayUpdate | null {
  if (!isFields(raw) || !isFields(raw.state) || !isFields(raw.persist)) return null;
  const { state, record, moveCount } = raw;
  if (typeof record !== 'string' || record.length > MOST_TEXT || /[\r\n]/.test(record)) return null;
  if (typeof moveCount !== 'number' || !Number.isInteger(moveCount) || moveCount < 0) return null;
  const kept = readKeptGame({ ...raw.persist, source: null }, () => false);
  const rules = kept?.persisted.rules;
  if (!kept || !rules || /[\r\n]/.test(rules) || !modulePaths([rules]).every((p) => modules.includes(p))) return null;
  const picture = state.picture;
  if (
    picture !== null &&
    (!isFields(picture) ||
      typeof picture.svg !== 'string' ||
      typeof picture.alt !== 'string' ||
      svgProblem(picture.svg) !== null)
  )
    return null;
  if (!Array.isArray(state.components) || !Array.isArray(state.history)) return null;
  return { state: state as unknown as PlayStateView, persist: kept.persisted, record, moveCount };
}

/** Milliseconds a thread may take to start and load the modules before the game's first step. */
const START_LIMIT_MS = 60_000;

/**
 * Milliseconds a step of the game may take in its thread: a move of the panel and the view after
 * it, or the computer's reply, each a few solver calls of the panel's budget and the module's own
 * cost on top.
 */
export const PLAY_STEP_LIMIT_MS = 15_000;

export type ModuleGameStart =
  | {
      readonly ok: true;
      readonly start: StartPlayEngine;
      readonly first: PlayUpdate;
      /** Ends the game's thread, where no panel will show it (the panel was closed while it started). */
      readonly cancel: () => void;
    }
  | { readonly ok: false; readonly why: string };

class ModuleEngine implements PlayEngine {
  private show: ((update: PlayUpdate) => void) | null = null;
  /** The watch over the step the thread owes (none while it owes nothing). */
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Messages sent and not answered yet. */
  private owed = 0;
  /** Why the thread was ended, once it was: the panel then only says so. */
  private ended: string | null = null;
  worker: ModuleWorker | null = null;
  private latest: PlayUpdate | null = null;

  constructor(private readonly stepLimit: number) {}

  attach(show: (update: PlayUpdate) => void): this {
    this.show = show;
    if (this.ended !== null) this.sayEnded();
    else if (this.latest) show(this.latest);
    return this;
  }

  send(message: SessionMessage): void {
    if (this.ended !== null || !this.worker) return this.sayEnded();
    this.owed++;
    this.watch();
    this.worker.post(message);
  }

  /** A message of the thread, checked (`readFromPlayThread`), after its first update. */
  heard(message: FromPlayThread): void {
    if (this.ended !== null) return;
    switch (message.kind) {
      case 'working':
        this.watch();
        break;
      case 'update':
        // A step answered: the next one owed, if any, has its own time from now.
        this.owed = Math.max(0, this.owed - 1);
        this.stopWatch();
        if (this.owed > 0) this.watch();
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

  /** Starts the step's time, unless one is running: messages sent meanwhile do not extend it. */
  private watch(): void {
    if (this.timer !== undefined) return;
    const ms = this.stepLimit;
    this.timer = setTimeout(() => this.end(notAnswered(ms)), ms);
  }

  private stopWatch(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Ends the thread, and the panel says why (the game stays as it was last shown). */
  end(why: string): void {
    if (this.ended !== null) return;
    this.ended = why;
    this.stopWatch();
    this.worker?.terminate();
    this.worker = null;
    this.sayEnded();
  }

  private sayEnded(): void {
    const latest = this.latest;
    if (!latest || !this.show || this.ended === null || this.ended === '') return;
    const notice = t('The game stopped: {why}. Open the position again from its worksheet to play on.', {
      why: this.ended,
    });
    this.show({ ...latest, state: { ...latest.state, notice, busy: false } });
  }

  dispose(): void {
    this.ended ??= '';
    this.stopWatch();
    this.worker?.terminate();
    this.worker = null;
  }
}

/**
 * Starts a game module's game in a module thread of this host, and resolves once the game has
 * started (its first update: the panel opens then, or `cancel` ends it when the panel went away
 * meanwhile) or cannot (why, in words).
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
        const engine = new ModuleEngine(stepLimit);
        let started = false;
        const fail = (why: string) => {
          clearTimeout(startTimer);
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
              const message = readFromPlayThread(raw, play.modules);
              if (!message) return fail(t('the game module sent a message that is not a game'));
              if (started) return engine.heard(message);
              if (message.kind === 'failed') return fail(message.why);
              if (message.kind !== 'update') return;
              started = true;
              clearTimeout(startTimer);
              engine.heard(message);
              resolve({
                ok: true,
                first: message.update,
                start: (show) => engine.attach(show),
                cancel: () => engine.dispose(),
              });
            },
            failed: fail,
          },
        );
      }),
  );
}
