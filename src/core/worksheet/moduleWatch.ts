// The watch over a worksheet's module sessions (moduleSession.ts), wherever they run: the command
// line's worker threads, the editor's worker thread or Web Worker. Each line has a time (from the
// budget: the search's work, and the module's own cost on top); a thread that takes longer, fails
// or stops is ended, the line says why, and a new thread goes on from the next line. A module that
// hangs while loading is refused, and the rules lines that name it say why. Every face asks this;
// how a thread starts is the face's (`StartModuleThread`).

import { t } from '../l10n';
import { type Diagnostic } from '../reading/syntax';
import { modulePaths } from '../games/module/paths';
import { type ModuleSessionMessage, type ModuleSessionStart, lineFailure } from './moduleSession';
import { parseLineInFull, splitLines } from './parse';

/** Milliseconds a line (or the loading of a module) may take: two seconds, and a second per 500,000 units of budget. */
export function lineTimeLimit(budget: number): number {
  return 2000 + Math.ceil(budget / 500);
}

/**
 * Milliseconds a thread may take to start, before it runs anything of a module: the thread and the
 * core loading on a busy machine, never the module's time.
 */
const START_LIMIT = 60_000;

/** Why a module thread was ended at its time of `ms` milliseconds, in words (every face's watch says it so). */
export function notAnswered(ms: number): string {
  return t('the game module did not answer within {seconds} s: it was stopped', { seconds: (ms / 1000).toFixed(1) });
}

/** Memory a module thread may use, where the thread can be limited (a module that answers too much is ended). */
export const MODULE_THREAD_HEAP_MB = 512;

/** Why a module thread failed, in words, from what its thread said (a Node worker's out-of-memory error by its code). */
export function threadFailure(error: { readonly code?: unknown; readonly message?: string } | undefined): string {
  if (error?.code === 'ERR_WORKER_OUT_OF_MEMORY')
    return t('the game module used more than {mb} MB of memory: it was stopped', { mb: MODULE_THREAD_HEAP_MB });
  return error?.message
    ? t('the game module stopped its worker: {message}', { message: error.message })
    : t('the game module stopped its worker');
}

/** Whether a worksheet names a game module (then it is analysed in a module thread, where allowed). */
export function namesModules(text: string): boolean {
  return /\bgame\b/i.test(text) && modulePaths(splitLines(text)).length > 0;
}

/** What a module thread tells its watcher. */
export interface ModuleThreadEvents<T> {
  message(message: ModuleSessionMessage<T>): void;
  /** The thread failed or stopped: why, in words. */
  failed(why: string): void;
}

/** A module thread: ended by its watcher. */
export interface ModuleThread {
  terminate(): void;
}

/** Starts a thread that runs a module session and tells `events` what it does. */
export type StartModuleThread<T> = (start: ModuleSessionStart, events: ModuleThreadEvents<T>) => ModuleThread;

/** Lines before `from` that are no rules, prefer or practice line, blank: an earlier thread analysed them. */
export function linesFrom(lines: readonly string[], from: number): string[] {
  return lines.map((text, i) => {
    if (i >= from || text.trim() === '') return text;
    const kind = parseLineInFull(text, i).statement?.kind;
    return kind === 'rules' || kind === 'prefer' || kind === 'practice' ? text : '';
  });
}

/**
 * Each line's key for keeping its report across edits: the rules, prefer and practice lines before
 * it, and its text. A position line whose key is unchanged reads and answers the same, whatever
 * moved around it (the line caches of every face rest on this too).
 */
export function lineKeys(lines: readonly string[]): string[] {
  let context = '';
  return lines.map((text, i) => {
    const key = `${context}\u0000${text}`;
    const kind = text.trim() === '' ? undefined : parseLineInFull(text, i).statement?.kind;
    if (kind === 'rules' || kind === 'prefer' || kind === 'practice') context += `${text}\n`;
    return key;
  });
}

/** One thread's run: how it ended. */
type Ending =
  | { readonly done: true }
  | { readonly done: false; readonly line: number | null; readonly loading: string | null; readonly why: string };

/** A watch that can be stopped from outside (the editor's document changed): its thread is ended. */
export interface ModuleWatch {
  readonly done: Promise<void>;
  stop(): void;
}

/**
 * Analyses `lines` in module threads, one after another, each watched: `onLine` gets each line's
 * report as the thread wrote it, or `failedLine`'s for a line a thread was ended on. Lines in
 * `known` (position lines whose reports the face kept from an earlier version) are neither
 * analysed nor reported.
 */
export function watchModuleWorksheet<T>(
  lines: readonly string[],
  budget: number,
  startThread: StartModuleThread<T>,
  onLine: (line: number, out: T) => void,
  failedLine: (line: number, diagnostic: Diagnostic) => T,
  known: ReadonlySet<number> = new Set(),
): ModuleWatch {
  const modules = modulePaths(lines);
  // Known lines are positions: blank, they change no rules in force for the lines after them.
  const analysed = known.size ? lines.map((text, i) => (known.has(i) ? '' : text)) : lines;
  const refused: { path: string; reason: string }[] = [];
  const limit = lineTimeLimit(budget);
  let stopped = false;
  let current: ModuleThread | null = null;
  let endCurrent: (() => void) | null = null;
  /** The first line no thread has reported yet. */
  let from = 0;
  const reported = (line: number, out: T): void => {
    from = line + 1;
    onLine(line, out);
  };

  const runThread = (first: number): Promise<Ending> =>
    new Promise((finish) => {
      let line: number | null = null;
      let loading: string | null = null;
      let settled = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const end = (ending: Ending) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        current?.terminate();
        current = null;
        endCurrent = null;
        finish(ending);
      };
      const watch = (ms = limit) => {
        clearTimeout(timer);
        timer = setTimeout(
          () =>
            end({
              done: false,
              line,
              loading,
              why: notAnswered(limit),
            }),
          ms,
        );
      };
      endCurrent = () => end({ done: true });
      watch(START_LIMIT);
      const start: ModuleSessionStart = {
        lines: linesFrom(analysed, first),
        from: first,
        budget,
        modules,
        refused: [...refused],
        ...(known.size ? { known: [...known].filter((line) => line >= first) } : {}),
      };
      current = startThread(start, {
        message: (m) => {
          if (settled) return;
          if (m.kind === 'ready') watch();
          else if (m.kind === 'loading') {
            loading = m.path;
            watch();
          } else if (m.kind === 'start') {
            loading = null;
            line = m.line;
            watch();
          } else if (m.kind === 'line') {
            reported(m.line, m.out);
            line = null;
          } else end({ done: true });
        },
        failed: (why) => end({ done: false, line, loading, why }),
      });
      if (settled) {
        current?.terminate();
        current = null;
      }
    });

  const done = (async () => {
    while (!stopped) {
      const ending = await runThread(from);
      if (ending.done || stopped) return;
      if (ending.loading !== null) {
        // Ended while loading a module: it is refused, and the lines that name it say why.
        refused.push({ path: ending.loading, reason: ending.why });
        continue;
      }
      const line = ending.line ?? from;
      reported(line, failedLine(line, lineFailure(line, lines[line] ?? '', ending.why)));
      if (from >= lines.length) return;
    }
  })();
  return {
    done,
    stop: () => {
      stopped = true;
      endCurrent?.();
    },
  };
}
