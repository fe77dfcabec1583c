// `nim-lens puzzles --allow-modules --rules "game ./cram.mjs"`: a practice sheet of a game module's
// game, made in a worker thread (moduleWorker.ts), the only one that loads and calls the module,
// as `puzzles` makes any sheet. This thread watches it: a worker that does not finish within the
// sheet's time (and a position's on top), fails or runs out of memory is ended, and the command
// says why.

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { currentLanguage } from '../core/l10n';
import { modulePaths } from '../core/games/module/paths';
import { lineTimeLimit, notAnswered, threadFailure } from '../core/worksheet/moduleWatch';
import { moduleWorker } from './moduleCheck';
import { type FromPuzzlesWorker, type PuzzlesWorkerData } from './moduleProtocol';
import type { Output } from './output';
import { type PuzzleArgs, PUZZLES_TIME_LIMIT_MS } from './puzzles';

/** Milliseconds the worker may take to start, before it runs anything of a module. */
const START_LIMIT_MS = 60_000;

/** The sheet of `args`, its modules found from the current folder; the command's exit status. */
export function puzzlesInWorker(args: PuzzleArgs, io: Output, limitMs = PUZZLES_TIME_LIMIT_MS): Promise<number> {
  const urls = Object.fromEntries(modulePaths([args.rules]).map((p) => [p, pathToFileURL(resolve(p)).href]));
  const data: PuzzlesWorkerData = { language: currentLanguage(), puzzles: args, urls };
  const worker = moduleWorker(data);
  // The sheet's own time, and a position's on top (a search that began just before it ran out).
  const limit = limitMs + lineTimeLimit(args.budget);
  return new Promise((finish) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const end = (status: number, why?: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (why) io.err(`nim-lens: ${why}`);
      void worker.terminate();
      finish(status);
    };
    const watch = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => end(1, notAnswered(ms)), ms);
    };
    watch(START_LIMIT_MS);
    worker.on('message', (m: FromPuzzlesWorker) => {
      if (m.kind === 'ready') watch(limit);
      else if (m.kind === 'write') io.write(m.text);
      else if (m.kind === 'err') io.err(m.text);
      else end(m.status);
    });
    worker.on('error', (e) => end(1, threadFailure(e)));
    worker.on('exit', () => end(1, threadFailure(undefined)));
  });
}
