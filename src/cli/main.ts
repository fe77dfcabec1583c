// `nim-lens check [--json] [--budget N] FILE...`: the worksheet checker for terminals and CI.
// Exit status: 0 when no file has an error, 1 when any has, 2 on a usage error or an unreadable file.

import { parseArgs } from 'node:util';
import { DEFAULT_BUDGET } from '../core/budget';
import { readWorksheet } from './readWorksheet';
import { Chunks, reportWorksheet } from './report';

const USAGE = `usage: nim-lens check [--json] [--budget N] FILE...

Checks .nim worksheets: a verdict for every position, errors for bad syntax,
illegal moves and wrong claims, warnings for mistakes in game records.

  --json        machine-readable report (see the README for the schema)
  --budget N    work allowed per position for exhaustive search (default ${DEFAULT_BUDGET})

exit status: 0 no errors, 1 errors found, 2 usage error or unreadable file`;

export interface Output {
  /** Writes text as it is. */
  write(text: string): void;
  /** Writes a line to standard error. */
  err(text: string): void;
}

type Parsed = { readonly ok: true; readonly help: boolean; readonly json: boolean; readonly budget: number; readonly files: readonly string[] } | { readonly ok: false; readonly message: string };

function parseCheckArgs(args: readonly string[]): Parsed {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({
      args: [...args],
      options: { json: { type: 'boolean' }, budget: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    }));
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  let budget = DEFAULT_BUDGET;
  if (values.budget !== undefined) {
    if (!/^[0-9]{1,15}$/.test(values.budget) || Number(values.budget) < 1) return { ok: false, message: `--budget needs a positive whole number, not '${values.budget}'` };
    budget = Number(values.budget);
  }
  return { ok: true, help: values.help === true, json: values.json === true, budget, files: positionals };
}

/** Runs the command line; returns the exit status. */
export async function run(argv: readonly string[], io: Output): Promise<number> {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    io.write(USAGE + '\n');
    return 0;
  }
  if (command !== 'check') {
    io.err(command === undefined ? USAGE : `nim-lens: unknown command '${command}'\n${USAGE}`);
    return 2;
  }
  const args = parseCheckArgs(rest);
  if (!args.ok) {
    io.err(`nim-lens: ${args.message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    io.write(USAGE + '\n');
    return 0;
  }
  if (args.files.length === 0) {
    io.err(`nim-lens: no file to check\n${USAGE}`);
    return 2;
  }
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
      process.stderr.write(`nim-lens: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 2;
    },
  );
}
