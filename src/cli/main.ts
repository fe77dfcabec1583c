// The command line: `check` (the worksheet checker for terminals and CI), `grade` (practice sheets,
// for teachers and autograding), `puzzles` (new practice sheets) and `table` (Grundy values of one heap).
// check's exit status: 0 when no file has an error, 1 when any has, 2 on a usage error or an unreadable file.

import { parseArgs } from 'node:util';
import { errorMessage } from '../core/errors';
import { DEFAULT_BUDGET } from '../core/budget';
import { grade } from './grade';
import { type Output } from './output';
import { Progress, progressText } from './progress';

export type { Output } from './output';
import { puzzles } from './puzzles';
import { readWorksheet } from './readWorksheet';
import { table } from './table';
import { Chunks, reportWorksheet } from './report';

const USAGE = `usage: nim-lens check [--json] [--budget N] FILE...
       nim-lens grade [--json] [--budget N] FILE...
       nim-lens puzzles --rules RULES [--count N] [--seed N] [--level 1|2|3]
       nim-lens table --rules RULES [--count N] [--json] [--svg FILE]

check     Checks .nim worksheets: a verdict for every position, errors for bad
          syntax, illegal moves and wrong claims, warnings for mistakes in records.
          Exit status: 0 no errors, 1 errors found, 2 usage error or unreadable file.
grade     Counts per file the claims right and wrong, the positions with neither
          a claim nor a record (missing) and the mistakes in records.
          Exit status: 0, or 2 when a file cannot be read.
puzzles   Writes a practice sheet: positions that are losses or wins with exactly
          one winning move, harder with the level (default 1), 10 unless --count,
          the same for the same --seed (one is chosen and written when not given).
table     Writes the Grundy values of one heap, G(0) to G(N - 1) (1000 unless
          --count), the largest, and the period, preperiod and saltus where a
          theorem proves them, with its name; --svg FILE also writes them as a
          scatter plot (heap size across, value up).

  --json        machine-readable report (its schema: docs/cli.md)
  --budget N    work allowed per position for exhaustive search (default ${DEFAULT_BUDGET})`;

/** Thrown by a write once standard output has failed (`| head` closed it): it unwinds the work. */
export class OutputClosed extends Error {
  constructor(readonly code: string | undefined) {
    super(`standard output is closed (${code ?? 'unknown error'})`);
  }
}

interface Options {
  readonly help: boolean;
  readonly json: boolean;
  readonly budget: number;
  readonly files: readonly string[];
  readonly rules: string | undefined;
  readonly count: string | undefined;
  readonly seed: string | undefined;
  readonly level: string | undefined;
  readonly svg: string | undefined;
}

type Parsed = ({ readonly ok: true } & Options) | { readonly ok: false; readonly message: string };

function parseCommandArgs(command: string, args: readonly string[]): Parsed {
  let values;
  let positionals;
  const forPuzzles = command === 'puzzles';
  const forTable = command === 'table';
  try {
    ({ values, positionals } = parseArgs({
      args: [...args],
      options: {
        help: { type: 'boolean', short: 'h' },
        budget: { type: 'string' },
        ...(forPuzzles
          ? {
              rules: { type: 'string' },
              count: { type: 'string' },
              seed: { type: 'string' },
              level: { type: 'string' },
            }
          : { json: { type: 'boolean' } }),
        ...(forTable ? { rules: { type: 'string' }, count: { type: 'string' }, svg: { type: 'string' } } : {}),
      },
      allowPositionals: !forPuzzles && !forTable,
      strict: true,
    }));
  } catch (e) {
    return { ok: false, message: errorMessage(e) };
  }
  let budget = DEFAULT_BUDGET;
  if (values.budget !== undefined) {
    if (!/^[0-9]{1,15}$/.test(values.budget) || Number(values.budget) < 1)
      return { ok: false, message: `--budget needs a positive whole number, not '${values.budget}'` };
    budget = Number(values.budget);
  }
  const v = values as Record<string, string | boolean | undefined>;
  const text = (k: string) => (typeof v[k] === 'string' ? v[k] : undefined);
  return {
    ok: true,
    help: v.help === true,
    json: v.json === true,
    budget,
    files: positionals,
    rules: text('rules'),
    count: text('count'),
    seed: text('seed'),
    level: text('level'),
    svg: text('svg'),
  };
}

/** Runs the command line; returns the exit status. */
export async function run(argv: readonly string[], io: Output): Promise<number> {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    io.write(USAGE + '\n');
    return 0;
  }
  if (command !== 'check' && command !== 'grade' && command !== 'puzzles' && command !== 'table') {
    io.err(command === undefined ? USAGE : `nim-lens: unknown command '${command}'\n${USAGE}`);
    return 2;
  }
  const args = parseCommandArgs(command, rest);
  if (!args.ok) {
    io.err(`nim-lens: ${args.message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    io.write(USAGE + '\n');
    return 0;
  }
  if (command === 'puzzles') {
    if (args.rules === undefined) {
      io.err(`nim-lens: puzzles needs --rules, e.g. --rules "nim" or --rules "kayles"\n${USAGE}`);
      return 2;
    }
    return puzzles(
      { rules: args.rules, count: args.count, seed: args.seed, level: args.level, budget: args.budget },
      io,
    );
  }
  if (command === 'table') {
    if (args.rules === undefined) {
      io.err(`nim-lens: table needs --rules, e.g. --rules "kayles" or --rules "grundy"\n${USAGE}`);
      return 2;
    }
    const progress = new Progress(io.terminal);
    try {
      return table({ rules: args.rules, count: args.count, json: args.json, svg: args.svg }, io, progress);
    } finally {
      progress.clear();
    }
  }
  if (args.files.length === 0) {
    io.err(`nim-lens: no file to ${command}\n${USAGE}`);
    return 2;
  }
  const progress = new Progress(io.terminal);
  // Output to the same terminal first removes the progress line; the next update writes it again below.
  const shown: Output = {
    write: (t) => {
      if (io.terminal?.showsOutput) progress.clear();
      io.write(t);
    },
    err: (t) => {
      progress.clear();
      io.err(t);
    },
    ...(io.pause ? { pause: () => io.pause!() } : {}),
  };
  try {
    return command === 'grade'
      ? await grade(args.files, args.json, args.budget, shown, progress)
      : await check(args.files, args.json, args.budget, shown, progress);
  } finally {
    progress.clear();
  }
}

async function check(
  files: readonly string[],
  json: boolean,
  budget: number,
  io: Output,
  progress: Progress,
): Promise<number> {
  let status = 0;
  const out = new Chunks((text) => io.write(text), io.pause ? () => io.pause!() : undefined);
  if (json) out.push('{"files":[');
  let first = true;
  for (const [k, path] of files.entries()) {
    const read = await readWorksheet(path);
    if (!read.ok) {
      io.err(`nim-lens: ${path}: ${read.message}`);
      status = 2;
      continue;
    }
    const hadErrors = await reportWorksheet(path, read.text, budget, json, first, out, (line, lines) =>
      progress.update(() => progressText('checking', path, line, lines, k + 1, files.length)),
    );
    first = false;
    if (status === 0 && hadErrors) status = 1;
    out.flush();
  }
  if (json) out.push(']}\n');
  out.flush();
  return status;
}

/** The process's streams as an `Output`. A closed pipe comes as an 'error' event on a later turn
 * of the event loop (hence `pause`); from then on a write throws, which stops the work. Unhandled,
 * the event would end the process with a stack trace. */
function processOutput(): Output {
  const stdout = process.stdout;
  let failed: NodeJS.ErrnoException | null = null;
  stdout.on('error', (e: NodeJS.ErrnoException) => void (failed ??= e));
  process.stderr.on('error', () => {}); // `2>&1 | head`: nowhere is left to report anything
  return {
    write: (t) => {
      if (failed) throw new OutputClosed(failed.code);
      stdout.write(t);
    },
    err: (t) => void process.stderr.write(t + '\n'),
    pause: () =>
      new Promise((resolve) => {
        if (failed || !stdout.writableNeedDrain) return void setImmediate(resolve);
        const done = () => {
          stdout.off('drain', done).off('close', done);
          resolve();
        };
        stdout.once('drain', done).once('close', done);
      }),
    ...(process.stderr.isTTY
      ? {
          terminal: {
            write: (t: string) => void process.stderr.write(t),
            columns: process.stderr.columns,
            showsOutput: process.stdout.isTTY === true,
          },
        }
      : {}),
  };
}

/** Entry point of dist/cli.js. */
export function main(): void {
  run(process.argv.slice(2), processOutput()).then(
    (status) => {
      process.exitCode = status;
    },
    (e: unknown) => {
      if (e instanceof OutputClosed) {
        // The reader left (`| head`): it has what it wanted, and stopping is not a failure.
        if (e.code !== 'EPIPE') process.stderr.write(`nim-lens: cannot write the output: ${e.message}\n`);
        process.exitCode = e.code === 'EPIPE' ? 0 : 2;
        return;
      }
      process.stderr.write(`nim-lens: internal error: ${errorMessage(e)}\n`);
      process.exitCode = 2;
    },
  );
}
