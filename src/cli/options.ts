// The options of each command, and the reading of a command's arguments: `--name value`,
// `--name=value`, flags, `-h`, `--` before arguments that start with a dash. What is wrong is said
// in the tool's own words and language, with the option that was probably meant
// (`unknown option --jsn; did you mean --json?`), never in the words of a generic parser.

import { t } from '../core/l10n';
import { closest } from '../core/editDistance';

/** The commands, in the order the help lists them. */
export const COMMANDS = ['check', 'grade', 'puzzles', 'table', 'period', 'sweep', 'quotient'] as const;
export type Command = (typeof COMMANDS)[number];

export function isCommand(word: string | undefined): word is Command {
  return (COMMANDS as readonly (string | undefined)[]).includes(word);
}

/** An option takes a value (`--count 10`) or is a flag (`--json`). */
type OptionKind = 'value' | 'flag';

interface CommandOptions {
  readonly options: Readonly<Record<string, OptionKind>>;
  /** Whether it takes arguments besides its options (files, a pattern). */
  readonly positionals: boolean;
}

/** Every command takes these. */
const COMMON: Readonly<Record<string, OptionKind>> = { help: 'flag' };

/**
 * The commands that search take `--budget`; `table`, `period` and `sweep` compute their values to
 * `--count` or `--max` and refuse it, rather than take it and do nothing with it.
 */
export const COMMAND_OPTIONS: Readonly<Record<Command, CommandOptions>> = {
  check: { options: { ...COMMON, budget: 'value', json: 'flag', 'allow-modules': 'flag' }, positionals: true },
  grade: { options: { ...COMMON, budget: 'value', json: 'flag', 'allow-modules': 'flag' }, positionals: true },
  puzzles: {
    options: {
      ...COMMON,
      budget: 'value',
      rules: 'value',
      count: 'value',
      seed: 'value',
      level: 'value',
      'allow-modules': 'flag',
    },
    positionals: false,
  },
  table: { options: { ...COMMON, json: 'flag', rules: 'value', count: 'value', svg: 'value' }, positionals: false },
  period: { options: { ...COMMON, json: 'flag', rules: 'value', max: 'value' }, positionals: false },
  sweep: {
    options: { ...COMMON, json: 'flag', max: 'value', jobs: 'value', shard: 'value', out: 'value', merge: 'flag' },
    positionals: true,
  },
  quotient: {
    options: {
      ...COMMON,
      budget: 'value',
      json: 'flag',
      rules: 'value',
      'max-heap': 'value',
      out: 'value',
      jobs: 'value',
      shard: 'value',
      merge: 'flag',
    },
    positionals: true,
  },
};

/**
 * What `--merge` uses besides the files: the options of a run (the pattern, its bounds, the threads,
 * the shard, the file it keeps) are in the shards' lines or mean nothing to a merge, and are refused.
 */
export const MERGE_OPTIONS: ReadonlySet<string> = new Set(['merge', 'json', 'help', 'lang']);

/** A command's arguments, read: each option given (the last one counts), and the other arguments. */
export interface CommandArgs {
  readonly values: ReadonlyMap<string, string | true>;
  readonly positionals: readonly string[];
  readonly help: boolean;
}

export type ReadArgs = ({ readonly ok: true } & CommandArgs) | { readonly ok: false; readonly message: string };

/** What `--name` probably meant among `names`: a near spelling, or the one option that starts so. */
function meant(name: string, names: readonly string[]): string | null {
  const near = closest(name, names);
  if (near !== null) return near;
  const starting = names.filter((n) => name.length >= 2 && n.startsWith(name));
  return starting.length === 1 ? starting[0]! : null;
}

/** The message for `--name`, which `command` does not take. */
function unknownOption(command: Command, option: string): string {
  const name = option.replace(/^--?/, '').split('=')[0]!;
  const own = Object.keys(COMMAND_OPTIONS[command].options);
  const guess = meant(name, own);
  if (guess !== null) return t('unknown option {option}; did you mean --{guess}?', { option, guess });
  const elsewhere = COMMANDS.filter((c) => Object.hasOwn(COMMAND_OPTIONS[c].options, name));
  if (elsewhere.length > 0)
    return t('{command} has no option --{option} (it is an option of {commands})', {
      command,
      option: name,
      commands: elsewhere.join(', '),
    });
  return t('unknown option {option}', { option });
}

/** Reads a command's arguments against its options. */
export function readCommandArgs(command: Command, args: readonly string[]): ReadArgs {
  const { options, positionals: takesPositionals } = COMMAND_OPTIONS[command];
  const values = new Map<string, string | true>();
  const positionals: string[] = [];
  // `--help` anywhere before `--` asks for the help, whatever else is there.
  const end = args.indexOf('--');
  const help = (end < 0 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
  if (help) return { ok: true, values, positionals, help: true };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    if (!arg.startsWith('--')) return { ok: false, message: unknownOption(command, arg) };
    const equals = arg.indexOf('=');
    const name = arg.slice(2, equals < 0 ? undefined : equals);
    const kind = Object.hasOwn(options, name) ? options[name] : undefined;
    if (kind === undefined)
      return { ok: false, message: unknownOption(command, equals < 0 ? arg : arg.slice(0, equals)) };
    if (kind === 'flag') {
      if (equals >= 0) return { ok: false, message: t('--{option} takes no value', { option: name }) };
      values.set(name, true);
      continue;
    }
    let value: string | undefined;
    if (equals >= 0) value = arg.slice(equals + 1);
    else {
      // A value that starts with a dash is written `--name=-…` (a negative number may follow as it
      // is, to be refused as a number): `--out --json` forgot the file.
      const next = args[i + 1];
      if (next !== undefined && (!next.startsWith('-') || next === '-' || /^-[0-9]/.test(next))) value = args[++i];
    }
    // An empty value (`--out ''`) is none: it was a raw "ENOENT" for a file, a rules error for --rules.
    if (value === undefined || value === '')
      return { ok: false, message: t('--{option} needs a value', { option: name }) };
    values.set(name, value);
  }
  if (!takesPositionals && positionals.length > 0)
    return {
      ok: false,
      message: t("unexpected argument '{argument}': {command} takes options only", {
        argument: positionals[0]!,
        command,
      }),
    };
  return { ok: true, values, positionals, help: false };
}

/** The message for a word that is not a command, with the command it probably meant. */
export function unknownCommand(word: string): string {
  const guess = meant(word, COMMANDS);
  return guess !== null
    ? t("unknown command '{command}'; did you mean {guess}?", { command: word, guess })
    : t("unknown command '{command}'", { command: word });
}
