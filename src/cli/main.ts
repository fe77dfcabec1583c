// The command line: `check` (the worksheet checker for terminals and CI), `grade` (practice sheets,
// for teachers and autograding), `puzzles` (new practice sheets) and `table` (Grundy values of one heap).
// check's exit status: 0 when no file has an error, 1 when any has, 2 on a usage error or an unreadable file.

import { parseArgs } from 'node:util';
import { errorMessage } from '../core/errors';
import { DEFAULT_BUDGET } from '../core/budget';
import { type Language, languageOfLocale, setLanguage, t } from '../core/l10n';
import { grade } from './grade';
import { type Output } from './output';
import { Progress, progressText } from './progress';

export type { Output } from './output';
import { puzzles } from './puzzles';
import { readWorksheet } from './readWorksheet';
import { period } from './period';
import { quotient } from './quotient';
import { sweep } from './sweep';
import { table } from './table';
import { Chunks, reportWorksheet } from './report';

/** The help of every command, in the current language. */
function usage(): string {
  return t(
    `usage: nim-lens check [--json] [--budget N] FILE...
       nim-lens grade [--json] [--budget N] FILE...
       nim-lens puzzles --rules RULES [--count N] [--seed N] [--level 1|2|3]
       nim-lens table --rules RULES [--count N] [--json] [--svg FILE]
       nim-lens period --rules RULES [--max N] [--json]
       nim-lens sweep PATTERN [--max N] [--jobs J] [--shard K/M] [--out FILE] [--json]
       nim-lens sweep --merge FILE... [--json]
       nim-lens quotient --rules RULES [--max-heap N] [--budget N] [--json]

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
period    Computes G(0), G(1), ... of one heap of a take-and-break code until
          a period is proved (generalised Guy-Smith) or N values (default 10^9,
          as far as memory allows): the period, preperiod, the values the proof
          needs, the largest value and the sparse space used.
sweep     The same for every code of a pattern (? is any octal digit: 0.???
          is 0.000 to 0.777), N values a code (default 100000), J at a time
          (default: the cores); codes with the same values are put in one class.
          --out FILE keeps each code's line as it is done and a new run with
          the same FILE computes only the rest; --shard K/M computes the codes
          whose index is K modulo M (0 <= K < M), --merge joins the shards.
quotient  The misère quotient of a take-and-break code, heap by heap up to N
          (default 100) or until its period is proved: the presentation, order,
          P, the class of every heap and the proof. --budget N bounds its work
          (none unless given); Ctrl-C stops it with what it proved.

  --json        machine-readable report (its schema: docs/cli.md)
  --budget N    work allowed per position (default {budget}, about a second of
                one core); for quotient, in all
  --lang fr|en  the language of the answers, for every command (default: the
                first of LC_ALL, LC_MESSAGES and LANG that is set, else English)`,
    { budget: DEFAULT_BUDGET },
  );
}

/** The environment variables that name the language, in the order POSIX reads them: the first one set decides. */
export const LOCALE_VARIABLES = ['LC_ALL', 'LC_MESSAGES', 'LANG'] as const;

/** The environment a run reads its language from (only the locale variables are read). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** The language of the environment: the first of LC_ALL, LC_MESSAGES and LANG that is set and not
 * empty decides, as in POSIX; `C`, `POSIX` or a language without a translation is English. */
export function languageOfEnvironment(env: Environment): Language {
  for (const name of LOCALE_VARIABLES) {
    const value = env[name];
    if (value !== undefined && value !== '') return languageOfLocale(value) ?? 'en';
  }
  return 'en';
}

type LanguageChoice =
  | { readonly ok: true; readonly language: Language; readonly argv: readonly string[] }
  | { readonly ok: false; readonly language: Language; readonly message: string };

/**
 * `--lang fr`, `--lang=fr` anywhere before `--` (the last one counts), else the environment. The
 * option is taken out of the arguments, so that every command accepts it. A bad value is a usage
 * error whose message is made in the current language: `run` sets the environment's first.
 */
export function chooseLanguage(argv: readonly string[], env: Environment): LanguageChoice {
  const fromEnvironment = languageOfEnvironment(env);
  const rest: string[] = [];
  let chosen: Language | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    let value: string | undefined;
    if (arg === '--lang') {
      value = argv[++i];
      if (value === undefined)
        return { ok: false, language: fromEnvironment, message: t('--lang needs a language: fr or en') };
    } else if (arg.startsWith('--lang=')) value = arg.slice('--lang='.length);
    else {
      rest.push(arg);
      continue;
    }
    const language = languageOfLocale(value);
    if (language === null)
      return { ok: false, language: fromEnvironment, message: t("--lang is fr or en, not '{value}'", { value }) };
    chosen = language;
  }
  return { ok: true, language: chosen ?? fromEnvironment, argv: rest };
}

/** Thrown by a write once standard output has failed (`| head` closed it): it unwinds the work. */
export class OutputClosed extends Error {
  constructor(readonly code: string | undefined) {
    super(
      code === undefined
        ? t('standard output is closed (unknown error)')
        : t('standard output is closed ({code})', { code }),
    );
  }
}

interface Options {
  readonly help: boolean;
  readonly json: boolean;
  readonly budget: number;
  /** Whether --budget was given (quotient has no bound unless it is). */
  readonly budgetGiven: boolean;
  readonly files: readonly string[];
  readonly rules: string | undefined;
  readonly count: string | undefined;
  readonly seed: string | undefined;
  readonly level: string | undefined;
  readonly svg: string | undefined;
  readonly max: string | undefined;
  readonly maxHeap: string | undefined;
  readonly jobs: string | undefined;
  readonly shard: string | undefined;
  readonly out: string | undefined;
  readonly merge: boolean;
}

type Parsed = ({ readonly ok: true } & Options) | { readonly ok: false; readonly message: string };

/**
 * Node's message for a bad option, in the current language: the English is Node's own text, kept
 * as it was; a message Node words otherwise (another version of Node) is passed on as it is.
 */
function parseArgsMessage(e: unknown): string {
  const message = errorMessage(e);
  let m: RegExpExecArray | null;
  if (
    (m =
      /^Unknown option '(.+)'\. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- "\1"$/.exec(
        message,
      ))
  )
    return t(
      `Unknown option '{option}'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- "{option}"`,
      { option: m[1]! },
    );
  if ((m = /^Unknown option '(.+)'$/.exec(message))) return t("Unknown option '{option}'", { option: m[1]! });
  if ((m = /^Option '(.+) <value>' argument missing$/.exec(message)))
    return t("Option '{option} <value>' argument missing", { option: m[1]! });
  if ((m = /^Option '(.+)' does not take an argument$/.exec(message)))
    return t("Option '{option}' does not take an argument", { option: m[1]! });
  if ((m = /^Unexpected argument '(.+)'\. This command does not take positional arguments$/.exec(message)))
    return t("Unexpected argument '{argument}'. This command does not take positional arguments", {
      argument: m[1]!,
    });
  return message;
}

function parseCommandArgs(command: string, args: readonly string[]): Parsed {
  let values;
  let positionals;
  const forPuzzles = command === 'puzzles';
  const forTable = command === 'table';
  const forPeriod = command === 'period';
  const forSweep = command === 'sweep';
  const forQuotient = command === 'quotient';
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
        ...(forPeriod ? { rules: { type: 'string' }, max: { type: 'string' } } : {}),
        ...(forQuotient ? { rules: { type: 'string' }, 'max-heap': { type: 'string' } } : {}),
        ...(forSweep
          ? {
              max: { type: 'string' },
              jobs: { type: 'string' },
              shard: { type: 'string' },
              out: { type: 'string' },
              merge: { type: 'boolean' },
            }
          : {}),
      },
      allowPositionals: !forPuzzles && !forTable && !forPeriod && !forQuotient,
      strict: true,
    }));
  } catch (e) {
    return { ok: false, message: parseArgsMessage(e) };
  }
  let budget = DEFAULT_BUDGET;
  if (values.budget !== undefined) {
    if (!/^[0-9]{1,15}$/.test(values.budget) || Number(values.budget) < 1)
      return {
        ok: false,
        message: t("--budget needs a positive whole number, not '{value}'", { value: values.budget }),
      };
    budget = Number(values.budget);
  }
  const v = values as Record<string, string | boolean | undefined>;
  const text = (k: string) => (typeof v[k] === 'string' ? v[k] : undefined);
  return {
    ok: true,
    help: v.help === true,
    json: v.json === true,
    budget,
    budgetGiven: values.budget !== undefined,
    files: positionals,
    rules: text('rules'),
    count: text('count'),
    seed: text('seed'),
    level: text('level'),
    svg: text('svg'),
    max: text('max'),
    maxHeap: text('max-heap'),
    jobs: text('jobs'),
    shard: text('shard'),
    out: text('out'),
    merge: v.merge === true,
  };
}

/** A command that shows its progress on the terminal, the line removed however it ends. */
async function withProgress(io: Output, command: (progress: Progress) => number | Promise<number>): Promise<number> {
  const progress = new Progress(io.terminal);
  try {
    return await command(progress);
  } finally {
    progress.clear();
  }
}

/**
 * Runs the command line; returns the exit status. Its language is `--lang`'s, else that of `env`'s
 * locale variables (the entry point passes the process's environment; none means English). It is
 * set for the whole process before anything is written.
 */
export async function run(argv: readonly string[], io: Output, env: Environment = {}): Promise<number> {
  // The environment's language first: a bad --lang is reported in it.
  setLanguage(languageOfEnvironment(env));
  const choice = chooseLanguage(argv, env);
  setLanguage(choice.language);
  if (!choice.ok) {
    io.err(`nim-lens: ${choice.message}\n${usage()}`);
    return 2;
  }
  const [command, ...rest] = choice.argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    io.write(usage() + '\n');
    return 0;
  }
  if (
    command !== 'check' &&
    command !== 'grade' &&
    command !== 'puzzles' &&
    command !== 'table' &&
    command !== 'period' &&
    command !== 'quotient' &&
    command !== 'sweep'
  ) {
    io.err(command === undefined ? usage() : `nim-lens: ${t("unknown command '{command}'", { command })}\n${usage()}`);
    return 2;
  }
  const args = parseCommandArgs(command, rest);
  if (!args.ok) {
    io.err(`nim-lens: ${args.message}\n${usage()}`);
    return 2;
  }
  if (args.help) {
    io.write(usage() + '\n');
    return 0;
  }
  if (command === 'puzzles') {
    if (args.rules === undefined) {
      io.err(`nim-lens: ${t('puzzles needs --rules, e.g. --rules "nim" or --rules "kayles"')}\n${usage()}`);
      return 2;
    }
    return puzzles(
      { rules: args.rules, count: args.count, seed: args.seed, level: args.level, budget: args.budget },
      io,
    );
  }
  if (command === 'table') {
    if (args.rules === undefined) {
      io.err(`nim-lens: ${t('table needs --rules, e.g. --rules "kayles" or --rules "grundy"')}\n${usage()}`);
      return 2;
    }
    const { rules, count, json, svg } = args;
    return withProgress(io, (progress) => table({ rules, count, json, svg }, io, progress));
  }
  if (command === 'period') {
    if (args.rules === undefined) {
      io.err(`nim-lens: ${t('period needs --rules, e.g. --rules "octal 0.56"')}\n${usage()}`);
      return 2;
    }
    const { rules, max, json } = args;
    return withProgress(io, (progress) => period({ rules, max, json }, io, progress));
  }
  if (command === 'quotient') {
    if (args.rules === undefined) {
      io.err(`nim-lens: ${t('quotient needs --rules, e.g. --rules "octal 0.75"')}\n${usage()}`);
      return 2;
    }
    const { rules, maxHeap, json } = args;
    const budget = args.budgetGiven ? args.budget : null;
    return withProgress(io, (progress) => quotient({ rules, maxHeap, budget, json }, io, progress));
  }
  if (command === 'sweep') {
    const { files, merge, max, jobs, shard, out, json } = args;
    return withProgress(io, (progress) =>
      sweep({ positionals: files, merge, max, jobs, shard, out, json }, io, progress),
    );
  }
  if (args.files.length === 0) {
    io.err(`nim-lens: ${command === 'grade' ? t('no file to grade') : t('no file to check')}\n${usage()}`);
    return 2;
  }
  const progress = new Progress(io.terminal);
  // Output to the same terminal first removes the progress line; the next update writes it again below.
  const shown: Output = {
    write: (text) => {
      if (io.terminal?.showsOutput) progress.clear();
      io.write(text);
    },
    err: (text) => {
      progress.clear();
      io.err(text);
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
    write: (text) => {
      if (failed) throw new OutputClosed(failed.code);
      stdout.write(text);
    },
    err: (text) => void process.stderr.write(text + '\n'),
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
            write: (text: string) => void process.stderr.write(text),
            columns: process.stderr.columns,
            showsOutput: process.stdout.isTTY === true,
          },
        }
      : {}),
  };
}

/** Entry point of dist/cli.js. */
export function main(): void {
  run(process.argv.slice(2), processOutput(), process.env).then(
    (status) => {
      process.exitCode = status;
    },
    (e: unknown) => {
      if (e instanceof OutputClosed) {
        // The reader left (`| head`): it has what it wanted, and stopping is not a failure.
        if (e.code !== 'EPIPE')
          process.stderr.write(`nim-lens: ${t('cannot write the output: {message}', { message: e.message })}\n`);
        process.exitCode = e.code === 'EPIPE' ? 0 : 2;
        return;
      }
      process.stderr.write(`nim-lens: ${t('internal error: {message}', { message: errorMessage(e) })}\n`);
      process.exitCode = 2;
    },
  );
}
