// The command line: `check` (the worksheet checker for terminals and CI), `grade` (practice sheets,
// for teachers and autograding), `puzzles` (new practice sheets), `table` (Grundy values of one heap),
// `period`, `sweep` and `quotient` (research scale). This module reads the language, the command and
// its options, and loads the command's module only then: a run loads what its command needs.
// check's exit status: 0 when no file has an error, 1 when any has, 2 on a usage error or an unreadable file.

import { errorMessage } from '../core/errors';
import { DEFAULT_BUDGET } from '../core/budget';
import { type Language, languageOfLocale, setLanguage, t } from '../core/l10n';
import { commandHelp, generalHelp, usageAfterError } from './help';
import { heapRulesFor } from './heapRules';
import { type Command, isCommand, MERGE_OPTIONS, readCommandArgs, unknownCommand } from './options';
import { type Output } from './output';
import { Progress } from './progress';
import { version } from './version';

export type { Output } from './output';

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
    io.err(`nim-lens: ${choice.message}\n${usageAfterError(null)}`);
    return 2;
  }
  const [command, ...rest] = choice.argv;
  if (command === '--version') {
    io.write(`nim-lens ${version()}\n`);
    return 0;
  }
  if (command === '--help' || command === '-h' || command === 'help') {
    // `nim-lens help table`: that command's help.
    const about = command === 'help' && isCommand(rest[0]) ? rest[0] : null;
    io.write((about ? commandHelp(about) : generalHelp()) + '\n');
    return 0;
  }
  if (command === undefined) {
    io.err(generalHelp());
    return 2;
  }
  if (!isCommand(command)) {
    const message = command.startsWith('-')
      ? t('{option} is not a command: the command comes first, as in nim-lens check --json FILE', {
          option: command,
        })
      : unknownCommand(command);
    io.err(`nim-lens: ${message}\n${usageAfterError(null)}`);
    return 2;
  }
  const args = readCommandArgs(command, rest);
  if (!args.ok) return usageError(io, command, args.message);
  if (args.help) {
    io.write(commandHelp(command) + '\n');
    return 0;
  }
  const text = (name: string): string | undefined => {
    const value = args.values.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const flag = (name: string): boolean => args.values.get(name) === true;
  let budget = DEFAULT_BUDGET;
  const budgetText = text('budget');
  if (budgetText !== undefined) {
    if (!/^[0-9]{1,15}$/.test(budgetText) || Number(budgetText) < 1)
      return usageError(
        io,
        command,
        t("--budget needs a positive whole number of at most 15 digits, not '{value}'", { value: budgetText }),
      );
    budget = Number(budgetText);
  }
  const rules = text('rules');
  const json = flag('json');
  const files = args.positionals;
  if (flag('merge')) {
    const unused = [...args.values.keys()].find((option) => !MERGE_OPTIONS.has(option) && option !== 'rules');
    if (unused !== undefined)
      return usageError(
        io,
        command,
        t('--merge joins the files of the shards as they are: --{option} is not used with it', { option: unused }),
      );
  }
  switch (command) {
    case 'puzzles': {
      if (rules === undefined)
        return usageError(io, command, t('puzzles needs --rules, e.g. --rules "nim" or --rules "kayles"'));
      const sheet = { rules, count: text('count'), seed: text('seed'), level: text('level'), budget };
      if (flag('allow-modules') && /\bgame\b/i.test(rules)) {
        const { puzzlesInWorker } = await import('./modulePuzzles');
        return puzzlesInWorker(sheet, io);
      }
      const { puzzles } = await import('./puzzles');
      return puzzles(sheet, io);
    }
    case 'table': {
      if (rules === undefined)
        return usageError(io, command, t('table needs --rules, e.g. --rules "kayles" or --rules "grundy"'));
      const [{ table }, reader] = await Promise.all([import('./table'), heapRulesFor(rules)]);
      return withProgress(io, (progress) =>
        table({ rules, count: text('count'), json, svg: text('svg') }, io, progress, reader),
      );
    }
    case 'period': {
      if (rules === undefined) return usageError(io, command, t('period needs --rules, e.g. --rules "octal 0.56"'));
      const [{ period }, reader] = await Promise.all([import('./period'), heapRulesFor(rules)]);
      return withProgress(io, (progress) => period({ rules, max: text('max'), json }, io, progress, reader));
    }
    case 'quotient': {
      const sweeping = files.length > 0 || flag('merge');
      if (rules !== undefined && sweeping)
        return usageError(io, command, t('quotient takes --rules or a pattern (or --merge), not both'));
      if (rules === undefined && !sweeping)
        return usageError(io, command, t('quotient needs --rules or a pattern, e.g. --rules "octal 0.75" or 0.??'));
      if (sweeping) {
        const { quotientSweep } = await import('./quotientSweep');
        const options = { merge: flag('merge'), jobs: text('jobs'), shard: text('shard'), out: text('out') };
        const bound = budgetText === undefined ? null : budget;
        return withProgress(io, (progress) =>
          quotientSweep(
            { positionals: files, ...options, maxHeap: text('max-heap'), budget: bound, json },
            io,
            progress,
          ),
        );
      }
      for (const option of ['jobs', 'shard'])
        if (args.values.has(option))
          return usageError(io, command, t('--{option} is for a pattern of codes, not --rules', { option }));
      const { quotient } = await import('./quotient');
      // No bound unless --budget is given: a quotient is asked for on purpose, and Ctrl-C stops it.
      const bound = budgetText === undefined ? null : budget;
      return withProgress(io, (progress) =>
        quotient({ rules: rules!, maxHeap: text('max-heap'), budget: bound, json, out: text('out') }, io, progress),
      );
    }
    case 'sweep': {
      const { sweep } = await import('./sweep');
      const options = { merge: flag('merge'), max: text('max'), jobs: text('jobs'), shard: text('shard') };
      return withProgress(io, (progress) =>
        sweep({ positionals: files, ...options, out: text('out'), json }, io, progress),
      );
    }
    case 'check':
    case 'grade':
      if (files.length === 0)
        return usageError(io, command, command === 'grade' ? t('no file to grade') : t('no file to check'));
      return checkOrGrade(command, files, json, budget, io, flag('allow-modules'));
  }
}

/** A usage error of a command: the message, the command's usage, where to read more; status 2. */
function usageError(io: Output, command: Command, message: string): number {
  io.err(`nim-lens: ${message}\n${usageAfterError(command)}`);
  return 2;
}

/** `check` and `grade`: their output to the same terminal as the progress line first removes that line. */
async function checkOrGrade(
  command: 'check' | 'grade',
  files: readonly string[],
  json: boolean,
  budget: number,
  io: Output,
  allowModules = false,
): Promise<number> {
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
    if (command === 'grade') {
      const { grade } = await import('./grade');
      return await grade(files, json, budget, shown, progress, allowModules);
    }
    const { check } = await import('./check');
    return await check(files, json, budget, shown, progress, allowModules);
  } finally {
    progress.clear();
  }
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
    writeBytes: (bytes) => {
      if (failed) throw new OutputClosed(failed.code);
      stdout.write(bytes);
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

/** A failure nothing else caught: said in the tool's words, with status 2, never as a stack trace. */
function internalError(e: unknown): void {
  process.stderr.write(`nim-lens: ${t('internal error: {message}', { message: errorMessage(e) })}\n`);
  process.exit(2);
}

/** Entry point of dist/cli.js. */
export function main(): void {
  // A throw outside the run's promise (in an event handler, a timer): the same words as one inside.
  process.on('uncaughtException', internalError).on('unhandledRejection', internalError);
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
