// The worker threads of a sweep (`sweep`, `quotient PATTERN`): J threads, each given the next code
// when it is done with one, until every code came back or one thing failed, which stops them all.
// The messages are the command's own; each names its code by its index in the pattern.

import { Worker, type ResourceLimits } from 'node:worker_threads';
import { errorMessage } from '../core/errors';
import { t } from '../core/l10n';
import { INTERRUPTED, type Interrupts, processInterrupts } from './interrupts';
import { type Output } from './output';
import { type ResumeFile } from './resumeFile';
import { codesText } from './shards';

/**
 * A code's line as a worker answered it (`line`), kept: put in `done` and appended to the run's
 * `--out` file as `json` writes it. The line, or why the run stops instead (the worker answered no
 * line, or the file cannot be written).
 */
export function keepLine<L extends { readonly index: number }>(
  line: L | null,
  code: string,
  done: Map<number, L>,
  out: ResumeFile | null,
  json: (line: L) => string,
): L | string {
  if (!line)
    return t('internal error: {message}', { message: t('a worker thread could not compute {code}', { code }) });
  done.set(line.index, line);
  if (out)
    try {
      out.append(json(line) + '\n');
    } catch (e) {
      return t('cannot write {file}: {message}', { file: out.path, message: errorMessage(e) });
    }
  return line;
}

/** A code to compute: its index in the pattern, and the code. */
export interface PoolTask {
  readonly index: number;
  readonly code: string;
}

/** What a worker sends back: its progress on a code, or the code done. */
export interface PoolMessage {
  readonly kind: string;
  readonly index: number;
}

export interface PoolRun<M extends PoolMessage> {
  /** The worker's script, and what each thread is started with. */
  readonly script: string;
  readonly workerData: unknown;
  readonly resourceLimits?: ResourceLimits;
  readonly threads: number;
  readonly todo: readonly PoolTask[];
  /** The message that gives a thread its code. */
  post(task: PoolTask): unknown;
  /** A message that is not the code's end (`kind` 'progress'). */
  progress?(message: M): void;
  /** The code's end (any other `kind`): null, or why the run fails (a line that cannot be kept). */
  done(message: M, task: PoolTask): string | null;
  /** When a thread is given a code. */
  started?(task: PoolTask): void;
  /** Where Ctrl-C is heard (the process's SIGINT unless a test presses it). */
  readonly interrupts?: Interrupts;
}

/** What `runInWorkers` returns when Ctrl-C stopped the run: the codes done are kept, the others given up. */
export const STOPPED_BY_CTRL_C = Symbol('Ctrl-C');

/**
 * Runs the codes in worker threads: null when every code came back, STOPPED_BY_CTRL_C when Ctrl-C
 * stopped them (every thread ends at once: a code half done is done again by the next run), else
 * why not (the first failure).
 */
export async function runInWorkers<M extends PoolMessage>(
  run: PoolRun<M>,
): Promise<string | typeof STOPPED_BY_CTRL_C | null> {
  const { todo } = run;
  let failure = null as string | typeof STOPPED_BY_CTRL_C | null; // set by the workers' handlers
  const running = new Map<number, PoolTask>();
  let unlisten = (): void => {};
  try {
    await new Promise<void>((resolve) => {
      let next = 0;
      let live = 0;
      if (todo.length === 0) return resolve();
      const workers: Worker[] = [];
      const fail = (message: string | typeof STOPPED_BY_CTRL_C) => {
        failure ??= message;
        for (const w of workers) void w.terminate();
      };
      const threadFailed = (e: unknown) =>
        fail(
          t('internal error: {message}', {
            message: t('a worker thread failed: {message}', { message: errorMessage(e) }),
          }),
        );
      unlisten = (run.interrupts ?? processInterrupts)(() => fail(STOPPED_BY_CTRL_C));
      try {
        for (let w = 0; w < run.threads; w++) {
          const worker = new Worker(run.script, {
            workerData: run.workerData,
            ...(run.resourceLimits ? { resourceLimits: run.resourceLimits } : {}),
          });
          workers.push(worker);
          live++;
          const give = () => {
            if (failure !== null || next >= todo.length) {
              void worker.terminate();
              return;
            }
            const task = todo[next++]!;
            running.set(task.index, task);
            run.started?.(task);
            worker.postMessage(run.post(task));
          };
          worker.on('message', (message: M) => {
            if (message.kind === 'progress') {
              run.progress?.(message);
              return;
            }
            const task = running.get(message.index) ?? { index: message.index, code: String(message.index) };
            running.delete(message.index);
            const why = run.done(message, task);
            if (why !== null) fail(why);
            give();
          });
          worker.on('error', threadFailed);
          worker.on('exit', () => {
            if (--live > 0) return;
            // Every code given out came back, unless a worker stopped without a word.
            if (failure === null && running.size > 0)
              fail(
                t('internal error: {message}', {
                  message: t('a worker thread stopped before {code} was done', {
                    code: [...running.values()][0]!.code,
                  }),
                }),
              );
            resolve();
          });
          give();
        }
      } catch (e) {
        // A thread that cannot be started (or given its first code): the others are ended, and the run says why.
        threadFailed(e);
        if (live === 0) resolve();
      }
    });
  } finally {
    unlisten(); // on every path: a listener left would keep Ctrl-C from ending the process
  }
  return failure;
}

/**
 * What a sweep says of `runInWorkers`' answer, and its exit status: null when every code came back
 * (the sweep writes its table); after Ctrl-C the codes done and where they are kept (with --out).
 */
export function runFailure(
  io: Output,
  failure: string | typeof STOPPED_BY_CTRL_C | null,
  done: number,
  total: number,
  out: ResumeFile | null,
): number | null {
  if (failure === null) return null;
  io.err(`nim-lens: ${failure === STOPPED_BY_CTRL_C ? stoppedMessage(done, total, out) : failure}`);
  return failure === STOPPED_BY_CTRL_C ? INTERRUPTED : 2;
}

function stoppedMessage(done: number, total: number, out: ResumeFile | null): string {
  return out
    ? t(
        'stopped by Ctrl-C with {done} of {codes} done: their lines are in {file}, and the same command goes on from there',
        {
          done,
          codes: codesText(total),
          file: out.path,
        },
      )
    : t('stopped by Ctrl-C with {done} of {codes} done (with --out FILE, the next run would go on from there)', {
        done,
        codes: codesText(total),
      });
}
