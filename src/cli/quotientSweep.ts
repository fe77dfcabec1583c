// `nim-lens quotient PATTERN [--max-heap N] [--budget N] [--jobs J] [--shard K/M] [--out FILE]
// [--json]` and `nim-lens quotient --merge FILE…`: the misère quotient of every code of a pattern,
// each within its own budget of work (a time: 2,000,000 units are about a second of one core), J at
// a time in worker threads (quotientWorker.ts), each code's line appended to FILE as it is done (so
// that a run started again with the same FILE computes only what is missing), and the codes with
// the same quotient and Φ put in one class. The shards, `--merge` and the threads are sweep's
// (shards.ts, workerPool.ts); the lines are quotientSweepCodes.ts's.

import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_BUDGET } from '../core/budget';
import { currentLanguage, t } from '../core/l10n';
import type { Output } from './output';
import { type Progress } from './progress';
import { readMaxHeap } from './quotient';
import {
  type FromQuotientSweepWorker,
  type QuotientSweepWorkerData,
  type ToQuotientSweepWorker,
} from './quotientProtocol';
import {
  classifyQuotients,
  quotientGameOfCode,
  quotientSweepJson,
  quotientSweepMarkdown,
  quotientSweepName,
  type QuotientSweepLine,
  readQuotientSweepLines,
  sameQuotient,
} from './quotientSweepCodes';
import { openResumeFile } from './resumeFile';
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
import { codeRules, patternCodes, patternName } from './sweepCodes';
import { type Interrupts, processInterrupts } from './interrupts';
import { keepLine, runFailure, runInWorkers } from './workerPool';

export interface QuotientSweepArgs {
  /** The pattern, or with `merge` the files to merge. */
  readonly positionals: readonly string[];
  readonly merge: boolean;
  readonly maxHeap: string | undefined;
  /** The work allowed each code (`--budget`); null for the default. */
  readonly budget: number | null;
  readonly jobs: string | undefined;
  readonly shard: string | undefined;
  readonly out: string | undefined;
  readonly json: boolean;
}

/** What one sweep of quotients is: its pattern and the limits of each code. */
interface SweepOf {
  readonly pattern: string;
  readonly maxHeap: number;
  readonly budget: number;
}

/** The work a code is allowed unless `--budget` says otherwise: the default budget, about a second. */
export const DEFAULT_QUOTIENT_SWEEP_BUDGET = DEFAULT_BUDGET;

function output(sweep: SweepOf, lines: readonly QuotientSweepLine[], json: boolean): string {
  const classed = classifyQuotients(lines);
  return json ? classed.map((l) => quotientSweepJson(l) + '\n').join('') : quotientSweepMarkdown(sweep, classed);
}

/** The codes of the pattern this run computes (the shard's, those that have a quotient here), by index. */
function codesToSweep(codes: readonly string[], shard: Shard): Map<number, string> {
  return shardCodes(codes, shard, (code) => quotientGameOfCode(code) !== null);
}

function merge(args: QuotientSweepArgs, io: Output): number {
  if (args.positionals.length === 0) {
    io.err(`nim-lens: ${t('quotient --merge needs the files of the shards')}`);
    return 2;
  }
  const merged = mergeShards<QuotientSweepLine>(args.positionals, {
    read: readQuotientSweepLines,
    sameSweep: (a, b) => a.pattern === b.pattern && a.maxHeap === b.maxHeap && a.budget === b.budget,
    otherSweep: (file, line, first) =>
      t('{file} holds the quotients of {other}, not of {sweep}: only shards of one sweep merge', {
        file,
        other: quotientSweepName(line),
        sweep: quotientSweepName(first),
      }),
    sameResult: sameQuotient,
    empty: t('the files hold no line of a sweep of quotients'),
  });
  if (!merged.ok) {
    io.err(`nim-lens: ${merged.message}`);
    return 2;
  }
  const { pattern, maxHeap, budget } = merged.first;
  const codes = patternCodes(pattern);
  let status = 0;
  const missing = codes.ok ? missingMessage(pattern, codesToSweep(codes.codes, { k: 0, m: 1 }), merged.lines) : null;
  if (missing !== null) {
    io.err(`nim-lens: ${missing}`);
    status = 1;
  }
  io.write(output({ pattern, maxHeap, budget }, [...merged.lines.values()], args.json));
  return status;
}

export async function quotientSweep(
  args: QuotientSweepArgs,
  io: Output,
  progress: Progress,
  interrupts: Interrupts = processInterrupts,
): Promise<number> {
  if (args.merge) return merge(args, io);
  if (args.positionals.length !== 1) {
    io.err(`nim-lens: ${t('quotient needs one pattern, such as 0.?? or 4.?, or --rules')}`);
    return 2;
  }
  const given = args.positionals[0]!;
  const codes = patternCodes(given);
  if (!codes.ok) {
    io.err(`nim-lens: ${codes.message}`);
    return 2;
  }
  const pattern = patternName(given, codes.codes);
  // Every code of a pattern has the same fixed digits: the first that allows a move says for all
  // whether the engine takes them (no modifier, no move that leaves three heaps).
  const first = codes.codes.find((code) => codeRules(code) !== null);
  if (first === undefined || quotientGameOfCode(first) === null) {
    io.err(
      `nim-lens: ${t('{rules} has no misère quotient here: quotient works on take-and-break codes without modifiers or a repeating tail whose moves leave at most two heaps', { rules: pattern })}`,
    );
    return 2;
  }
  const maxHeap = readMaxHeap(args.maxHeap);
  if (!maxHeap.ok) {
    io.err(`nim-lens: ${maxHeap.message}`);
    return 2;
  }
  const jobs = readJobs(args.jobs);
  if (!jobs.ok) {
    io.err(`nim-lens: ${jobs.message}`);
    return 2;
  }
  const shard = readShard(args.shard);
  if (!shard) {
    io.err(`nim-lens: ${shardMessage(args.shard!)}`);
    return 2;
  }
  const sweep: SweepOf = { pattern, maxHeap: maxHeap.heaps, budget: args.budget ?? DEFAULT_QUOTIENT_SWEEP_BUDGET };
  const wanted = codesToSweep(codes.codes, shard);
  const done = new Map<number, QuotientSweepLine>();
  const opened = openResumeFile(args.out, 'quotient PATTERN');
  if (!opened.ok) {
    io.err(`nim-lens: ${opened.message}`);
    return 2;
  }
  const out = opened.file;
  try {
    if (out) {
      // The lines there are kept as they are (other shards' too): new ones are only appended.
      const read = readQuotientSweepLines(out.text, out.path);
      if (!read.ok) {
        io.err(`nim-lens: ${read.message}`);
        return 2;
      }
      for (const line of read.lines) {
        if (line.pattern !== sweep.pattern || line.maxHeap !== sweep.maxHeap || line.budget !== sweep.budget) {
          io.err(
            `nim-lens: ${t('{file} holds the quotients of {other}, not of {sweep}: choose another --out', {
              file: out.path,
              other: quotientSweepName(line),
              sweep: quotientSweepName(sweep),
            })}`,
          );
          return 2;
        }
        if (wanted.has(line.index)) done.set(line.index, line);
      }
    }
    const todo = [...wanted].filter(([i]) => !done.has(i)).map(([index, code]) => ({ index, code }));
    const threads = Math.min(jobs.jobs ?? availableParallelism(), availableParallelism(), todo.length);
    if (io.terminal && todo.length > 0)
      io.terminal.write(
        t('quotient {pattern}: {codes} to compute, {workers} at a time, a budget of {budget} each\n', {
          pattern,
          codes: codesText(todo.length),
          workers: threads,
          budget: sweep.budget,
        }),
      );
    let final = [...done.values()].filter((l) => l.period !== null).length;
    const running = new Map<number, { code: string; heap: number }>();
    const show = () =>
      progress.update(() =>
        t('quotient {pattern}: {done} of {total} codes, {final} final, {partial} partial; computing {codes}', {
          pattern,
          done: done.size,
          total: wanted.size,
          final,
          partial: done.size - final,
          codes: [...running.values()].map((r) => t('{code} (heap {heap})', r)).join(', '),
        }),
      );
    const failure = await runInWorkers<FromQuotientSweepWorker>({
      script: join(__dirname, 'quotientWorker.js'),
      workerData: { sweep: true, language: currentLanguage() } satisfies QuotientSweepWorkerData,
      threads,
      todo,
      interrupts,
      post: ({ index, code }) => ({ ...sweep, index, code }) satisfies ToQuotientSweepWorker,
      started: ({ index, code }) => void running.set(index, { code, heap: 0 }),
      progress: (message) => {
        const r = running.get(message.index);
        if (r && message.kind === 'progress') r.heap = message.heap;
        show();
      },
      done: (message, { code }) => {
        running.delete(message.index);
        const kept = keepLine(message.kind === 'line' ? message.line : null, code, done, out, quotientSweepJson);
        if (typeof kept === 'string') return kept;
        if (kept.period !== null) final++;
        show();
        return null;
      },
    });
    progress.clear();
    const status = runFailure(io, failure, done.size, wanted.size, out);
    if (status !== null) return status;
    io.write(output(sweep, [...done.values()], args.json));
    return 0;
  } finally {
    out?.close();
  }
}
