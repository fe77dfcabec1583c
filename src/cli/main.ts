// The command line: `check` (the worksheet checker for terminals and CI), `grade` (practice sheets,
// for teachers and autograding) and `puzzles` (new practice sheets).
// check's exit status: 0 when no file has an error, 1 when any has, 2 on a usage error or an unreadable file.

import { parseArgs } from 'node:util';
import { errorMessage } from '../core/errors';
import { DEFAULT_BUDGET } from '../core/budget';
import { grade } from './grade';
import { puzzles } from './puzzles';
import { readWorksheet } from './readWorksheet';
import { Chunks, reportWorksheet } from './report';

const USAGE = `usage: nim-lens check [--json] [--budget N] FILE...
       nim-lens grade [--json] [--budget N] FILE...
       nim-lens puzzles --rules RULES [--count N] [--seed N] [--level 1|2|3]

check     Checks .nim worksheets: a verdict for every position, errors for bad
          syntax, illegal moves and wrong claims, warnings for mistakes in records.
          Exit status: 0 no errors, 1 errors found, 2 usage error or unreadable file.
grade     Counts per file the claims right and wrong, the positions with neither
          a claim nor a record (missing) and the mistakes in records.
          Exit status: 0, or 2 when a file cannot be read.
puzzles   Writes a practice sheet: positions that are losses or wins with exactly
          one winning move, harder with the level (default 1), 10 unless --count,
          the same for the same --seed (one is chosen and written when not given).

  --json        machine-readable report (see the README for the schema)
  --budget N    work allowed per position for exhaustive search (default ${DEFAULT_BUDGET})`;

export interface Output {
  /** Writes text as it is. */
  write(text: string): void;
  /** Writes a line to standard error. */
  err(text: string): void;
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
}

type Parsed = ({ readonly ok: true } & Options) | { readonly ok: false; readonly message: string };

function parseCommandArgs(command: string, args: readonly string[]): Parsed {
  let values;
  let positionals;
  const forPuzzles = command === 'puzzles';
  try {
    ({ values, positionals } = parseArgs({
      args: [...args],
      options: {
        help: { type: 'boolean', short: 'h' },
        budget: { type: 'string' },
        ...(forPuzzles ? { rules: { type: 'string' }, count: { type: 'string' }, seed: { type: 'string' }, level: { type: 'string' } } : { json: { type: 'boolean' } }),
      },
      allowPositionals: !forPuzzles,
      strict: true,
    }));
  } catch (e) {
    return { ok: false, message: errorMessage(e) };
  }
  let budget = DEFAULT_BUDGET;
  if (values.budget !== undefined) {
    if (!/^[0-9]{1,15}$/.test(values.budget) || Number(values.budget) < 1) return { ok: false, message: `--budget needs a positive whole number, not '${values.budget}'` };
    budget = Number(values.budget);
  }
  const v = values as Record<string, string | boolean | undefined>;
  const text = (k: string) => (typeof v[k] === 'string' ? (v[k]) : undefined);
  return { ok: true, help: v.help === true, json: v.json === true, budget, files: positionals, rules: text('rules'), count: text('count'), seed: text('seed'), level: text('level') };
}

/** Runs the command line; returns the exit status. */
export async function run(argv: readonly string[], io: Output): Promise<number> {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    io.write(USAGE + '\n');
    return 0;
  }
  if (command !== 'check' && command !== 'grade' && command !== 'puzzles') {
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
    return puzzles({ rules: args.rules, count: args.count, seed: args.seed, level: args.level, budget: args.budget }, io);
  }
  if (args.files.length === 0) {
    io.err(`nim-lens: no file to ${command}\n${USAGE}`);
    return 2;
  }
  if (command === 'grade') return grade(args.files, args.json, args.budget, io);
  let status = 0;
  const out = new Chunks((text) => io.write(text));
  if (args.json) out.push('{"files":[');
  let first = true;
  for (const path of args.files) {
    const read = await readWorksheet(path);
    if (!read.ok) {
      io.err(`nim-lens: ${path}: ${read.message}`);
      status = 2;
      continue;
    }
    const hadErrors = reportWorksheet(path, read.text, args.budget, args.json, first, out);
    first = false;
    if (status === 0 && hadErrors) status = 1;
    out.flush();
  }
  if (args.json) out.push(']}\n');
  out.flush();
  return status;
}

/** Entry point of dist/cli.js. */
export function main(): void {
  const io: Output = {
    write: (t) => void process.stdout.write(t),
    err: (t) => void process.stderr.write(t + '\n'),
  };
  run(process.argv.slice(2), io).then(
    (status) => { process.exitCode = status; },
    (e: unknown) => {
      process.stderr.write(`nim-lens: internal error: ${errorMessage(e)}\n`);
      process.exitCode = 2;
    },
  );
}
