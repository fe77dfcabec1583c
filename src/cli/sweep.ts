// `nim-lens sweep PATTERN [--max N] [--jobs J] [--shard K/M] [--out FILE] [--json]` and
// `nim-lens sweep --merge FILE…`: `period` for every code of a pattern, J at a time in worker
// threads, each code's line appended to FILE as it is done (so that a sweep started again with
// the same FILE computes only what is missing), and the codes with equal values put in one class.

import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { periodSearchBytes } from '../core/games/takeAndBreak/periodSearch';
import { currentLanguage, t } from '../core/l10n';
import type { Output } from './output';
import { bytesText, kernelFits, memoryRoom, WORKER_BYTES, WORKER_CODE_RANGE_MB } from './memory';
import { maxMessage, mostValues, readMax } from './period';
import { type Progress } from './progress';
import {
  classify,
  codeRules,
  lineJson,
  patternCodes,
  patternName,
  readSweepLines,
  sameValues,
  type SweepLine,
  sweepMarkdown,
} from './sweepCodes';
import { openResumeFile, type ResumeFile } from './resumeFile';
import {
  codesText,
  mergeShards,
  missingMessage,
  readJobs,
  readShard,
  type Shard,
  shardCodes,
  shardMessage,
} from './shards';
import { type Interrupts, processInterrupts } from './interrupts';
import { keepLine, runFailure, runInWorkers } from './workerPool';
import { type FromSweepWorker, type SweepWorkerData, type ToSweepWorker } from './sweepProtocol';

export interface SweepArgs {
  /** The pattern, or with `merge` the files to merge. */
  readonly positionals: readonly string[];
  readonly merge: boolean;
  readonly max: string | undefined;
  readonly jobs: string | undefined;
  readonly shard: string | undefined;
  readonly out: string | undefined;
  readonly json: boolean;
}

/** Values a code unless `--max` says otherwise: enough to prove most periods of three-digit codes in seconds. */
export const DEFAULT_SWEEP_MAX = 100_000;

function output(pattern: string, max: number, lines: readonly SweepLine[], json: boolean): string {
  const classed = classify(lines);
  return json ? classed.map((l) => lineJson(l) + '\n').join('') : sweepMarkdown(pattern, max, classed);
}

/** The codes of the pattern a sweep computes (the shard's, those that allow a move), by index. */
function codesToSweep(codes: readonly string[], shard: Shard): Map<number, string> {
  return shardCodes(codes, shard, (code) => codeRules(code) !== null);
}

function merge(args: SweepArgs, io: Output): number {
  if (args.positionals.length === 0) {
    io.err(`nim-lens: ${t('sweep --merge needs the files of the shards')}`);
    return 2;
  }
  const merged = mergeShards<SweepLine>(args.positionals, {
    read: readSweepLines,
    sameSweep: (a, b) => a.pattern === b.pattern && a.max === b.max,
    otherSweep: (file, line, first) =>
      t('{file} is a sweep of {other} up to {otherMax}, not of {pattern} up to {max}: only shards of one sweep merge', {
        file,
        other: line.pattern,
        otherMax: line.max,
        pattern: first.pattern,
        max: first.max,
      }),
    sameResult: sameValues,
    empty: t('the files hold no line of a sweep'),
  });
  if (!merged.ok) {
    io.err(`nim-lens: ${merged.message}`);
    return 2;
  }
  const { pattern, max } = merged.first;
  const codes = patternCodes(pattern);
  let status = 0;
  const missing = codes.ok ? missingMessage(pattern, codesToSweep(codes.codes, { k: 0, m: 1 }), merged.lines) : null;
  if (missing !== null) {
    io.err(`nim-lens: ${missing}`);
    status = 1;
  }
  io.write(output(pattern, max, [...merged.lines.values()], args.json));
  return status;
}

export async function sweep(
  args: SweepArgs,
  io: Output,
  progress: Progress,
  interrupts: Interrupts = processInterrupts,
): Promise<number> {
  if (args.merge) return merge(args, io);
  if (args.positionals.length !== 1) {
    io.err(`nim-lens: ${t('sweep needs one pattern, such as 0.??? or 4.??')}`);
    return 2;
  }
  const pattern = args.positionals[0]!;
  const codes = patternCodes(pattern);
  if (!codes.ok) {
    io.err(`nim-lens: ${codes.message}`);
    return 2;
  }
  const max = args.max === undefined ? DEFAULT_SWEEP_MAX : readMax(args.max);
  if (max === null) {
    io.err(`nim-lens: ${maxMessage(args.max!)}`);
    return 2;
  }
  const jobsRead = readJobs(args.jobs);
  if (!jobsRead.ok) {
    io.err(`nim-lens: ${jobsRead.message}`);
    return 2;
  }
  const jobs = jobsRead.jobs;
  const shard = readShard(args.shard);
  if (!shard) {
    io.err(`nim-lens: ${shardMessage(args.shard!)}`);
    return 2;
  }
  const wanted = codesToSweep(codes.codes, shard);
  const done = new Map<number, SweepLine>();
  const patternText = patternName(pattern, codes.codes);
  const opened = openResumeFile(args.out, 'sweep');
  if (!opened.ok) {
    io.err(`nim-lens: ${opened.message}`);
    return 2;
  }
  const out = opened.file;
  try {
    if (out) {
      // The lines there are kept as they are (other shards' too): new ones are only appended.
      const read = readSweepLines(out.text, out.path);
      if (!read.ok) {
        io.err(`nim-lens: ${read.message}`);
        return 2;
      }
      for (const line of read.lines) {
        if (line.pattern !== patternText || line.max !== max) {
          io.err(
            `nim-lens: ${t('{file} is a sweep of {other} up to {otherMax}, not of {pattern} up to {max}: choose another --out', { file: out.path, other: line.pattern, otherMax: line.max, pattern: patternText, max })}`,
          );
          return 2;
        }
        if (wanted.has(line.index)) done.set(line.index, line);
      }
    }
    const left = [...wanted.keys()].filter((i) => !done.has(i)).length;
    const plan = planWorkers(left, jobs, max);
    if (!plan.ok) {
      io.err(`nim-lens: ${plan.message}`);
      return 2;
    }
    if (io.terminal && left > 0)
      io.terminal.write(
        t('sweep {pattern}: {codes} to compute, {workers} at a time, up to {bytes} of memory\n', {
          pattern: patternText,
          codes: codesText(left),
          workers: plan.workers,
          bytes: bytesText(plan.workers * (periodSearchBytes(max) + WORKER_BYTES)),
        }),
      );
    return await computeLines(
      io,
      progress,
      {
        patternText,
        max,
        workers: plan.workers,
        kernel: plan.kernel,
        wanted,
        done,
        out,
        json: args.json,
      },
      interrupts,
    );
  } finally {
    out?.close();
  }
}

/**
 * How many worker threads compute at once: `--jobs` (else the cores), never more than the codes
 * left or the cores (threads beyond them only share them, each with its own memory and start), and
 * as many as the memory holds, each with its table of `max` values. A `--jobs` that does not fit is
 * refused, naming the most that does; without `--jobs`, fewer threads run. Whether they may use
 * the WebAssembly loop (a limited address space may not hold its memory).
 */
export function planWorkers(
  left: number,
  jobs: number | null,
  max: number,
): { ok: true; workers: number; kernel: boolean } | { ok: false; message: string } {
  if (left === 0) return { ok: true, workers: 0, kernel: true };
  const wanted = Math.min(jobs ?? availableParallelism(), availableParallelism(), left);
  const table = periodSearchBytes(max);
  let workers = wanted;
  while (workers > 0 && workers * table > memoryRoom(workers).bytes) workers--;
  if (workers === 0) {
    const room = memoryRoom(1);
    const most = mostValues(room.bytes);
    if (most === 0)
      return { ok: false, message: t('too little memory for a table of values: {limit}', { limit: room.limit }) };
    return {
      ok: false,
      message: t('one job of {count} values needs up to {bytes} of memory and {limit}: use --max {most} or less', {
        count: max,
        bytes: bytesText(table + WORKER_BYTES),
        limit: room.limit,
        most,
      }),
    };
  }
  if (jobs !== null && workers < wanted) {
    const room = memoryRoom(wanted);
    return {
      ok: false,
      message: t(
        '{jobs} jobs of {count} values need up to {bytes} of memory and {limit}: use --jobs {most} or fewer, or a smaller --max',
        {
          jobs: wanted,
          count: max,
          bytes: bytesText(wanted * (table + WORKER_BYTES)),
          limit: room.limit,
          most: workers,
        },
      ),
    };
  }
  return { ok: true, workers, kernel: kernelFits(memoryRoom(workers), workers, table) };
}

interface SweepRun {
  readonly patternText: string;
  readonly max: number;
  /** Worker threads at once, and whether they may use the WebAssembly loop. */
  readonly workers: number;
  readonly kernel: boolean;
  /** The codes of this run (its shard's), by index. */
  readonly wanted: ReadonlyMap<number, string>;
  /** Their lines known so far: read from --out, then computed. */
  readonly done: Map<number, SweepLine>;
  readonly out: ResumeFile | null;
  readonly json: boolean;
}

/** Computes the codes not done yet in worker threads, appending each line to --out; then writes the table. */
async function computeLines(io: Output, progress: Progress, run: SweepRun, interrupts: Interrupts): Promise<number> {
  const { patternText, max, workers: threads, wanted, done, out } = run;
  const todo = [...wanted].filter(([i]) => !done.has(i));
  const total = wanted.size;
  let proved = [...done.values()].filter((l) => l.period !== null).length;
  const running = new Map<number, { code: string; done: number }>();
  const show = () =>
    progress.update(() =>
      t('sweep {pattern}: {done} of {total} codes, {proved} proved, {open} open; computing {codes}', {
        pattern: patternText,
        done: done.size,
        total,
        proved,
        open: done.size - proved,
        codes: [...running.values()].map((r) => `${r.code} (${r.done})`).join(', '),
      }),
    );
  const failure = await runInWorkers<FromSweepWorker>({
    script: join(__dirname, 'sweepWorker.js'),
    workerData: { language: currentLanguage(), kernel: run.kernel } satisfies SweepWorkerData,
    resourceLimits: { codeRangeSizeMb: WORKER_CODE_RANGE_MB },
    threads,
    todo: todo.map(([index, code]) => ({ index, code })),
    interrupts,
    post: ({ index, code }) => ({ pattern: patternText, max, index, code }) satisfies ToSweepWorker,
    started: ({ index, code }) => void running.set(index, { code, done: 0 }),
    progress: (message) => {
      const r = running.get(message.index);
      if (r && message.kind === 'progress') r.done = message.done;
      show();
    },
    done: (message, { code }) => {
      running.delete(message.index);
      const kept = keepLine(message.kind === 'line' ? message.line : null, code, done, out, lineJson);
      if (typeof kept === 'string') return kept;
      if (kept.period !== null) proved++;
      show();
      return null;
    },
  });
  progress.clear();
  const status = runFailure(io, failure, done.size, total, out);
  if (status !== null) return status;
  io.write(output(patternText, max, [...done.values()], run.json));
  return 0;
}
