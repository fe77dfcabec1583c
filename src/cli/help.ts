// The help: `nim-lens --help` for every command in short, `nim-lens COMMAND --help` for one
// command and all its options, and the lines a usage error ends with (the command's usage and
// where to read more). Each text is one message of the catalogue, so that it reads whole in French.

import { DEFAULT_BUDGET } from '../core/budget';
import { t } from '../core/l10n';
import { type Command } from './options';

/** The help of every command, in the current language. */
export function generalHelp(): string {
  return t(
    `usage: nim-lens check [--json] [--budget N] [--allow-modules] FILE...
       nim-lens grade [--json] [--budget N] [--allow-modules] FILE...
       nim-lens puzzles --rules RULES [--count N] [--seed N] [--level 1|2|3] [--budget N] [--allow-modules]
       nim-lens table --rules RULES [--count N] [--json] [--svg FILE]
       nim-lens period --rules RULES [--max N] [--json]
       nim-lens sweep PATTERN [--max N] [--jobs J] [--shard K/M] [--out FILE] [--json]
       nim-lens sweep --merge FILE... [--json]
       nim-lens quotient --rules RULES [--max-heap N] [--budget N] [--out FILE] [--json]
       nim-lens quotient PATTERN [--max-heap N] [--budget N] [--jobs J] [--shard K/M]
                [--out FILE] [--json]
       nim-lens quotient --merge FILE... [--json]
       nim-lens COMMAND --help
       nim-lens --version

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
          (none unless given); Ctrl-C stops it with what it proved. Given a
          pattern, the quotient of every code, each within --budget N (default
          {budget}), with --jobs, --shard, --out and --merge as sweep has them.

  --json        machine-readable report (its schema: docs/cli.md)
  --budget N    work allowed per position (default {budget}, about a second of
                one core); for quotient, in all (a code, for a pattern)
  --lang fr|en  the language of the answers, for every command (default: the
                first of LC_ALL, LC_MESSAGES and LANG that is set, else English)
  --help, -h    this help; after a command, that command's help and options
  --version     the version of nim-lens`,
    { budget: DEFAULT_BUDGET },
  );
}

/** One command's help: its usage, what it does, every option it takes. */
export function commandHelp(command: Command): string {
  const budget = DEFAULT_BUDGET;
  switch (command) {
    case 'check':
      return t(
        `usage: nim-lens check [--json] [--budget N] [--allow-modules] FILE...

Checks .nim worksheets: a verdict for every position, errors for bad syntax,
illegal moves and wrong claims, warnings for mistakes in records, information
for verdicts unknown within the budget. Files are checked in the order given;
one that cannot be read is reported, and the others are still checked.

  --json        the report as JSON (its schema: docs/cli.md)
  --budget N    work allowed per position for exhaustive search (default {budget})
  --allow-modules
                run the game modules the worksheets name (game ./cram.mjs), in
                a worker thread: a module is code, allow it only if you trust it
  --lang fr|en  the language of the answers
  --help, -h    this help

Exit status: 0 no errors, 1 errors found, 2 usage error or unreadable file.`,
        { budget },
      );
    case 'grade':
      return t(
        `usage: nim-lens grade [--json] [--budget N] [--allow-modules] FILE...

Grades practice sheets: per file, the claims right and wrong, the positions
with neither a claim nor a record (missing) and the mistakes in records.

  --json        the grades as JSON
  --budget N    work allowed per position for exhaustive search (default {budget})
  --allow-modules
                run the game modules the sheets name (game ./cram.mjs), in a
                worker thread: a module is code, allow it only if you trust it
  --lang fr|en  the language of the answers
  --help, -h    this help

Exit status: 0, or 2 when a file cannot be read.`,
        { budget },
      );
    case 'puzzles':
      return t(
        `usage: nim-lens puzzles --rules RULES [--count N] [--seed N] [--level 1|2|3] [--budget N] [--allow-modules]

Writes a practice sheet: positions that are losses, or wins with exactly one
winning move, each different.

  --rules RULES  the game, as a rules line writes it ("kayles", "nim + kayles")
  --count N      how many positions, 1 to 500 (default 10)
  --seed N       the same seed writes the same sheet (default: one is chosen
                 and written in the sheet's first line)
  --level 1|2|3  harder with the level: more heaps, larger ones (default 1)
  --budget N     work allowed per position for exhaustive search (default {budget})
  --allow-modules
                 run the game module the rules name (game ./cram.mjs, a path
                 from the current folder) in a worker thread: a module is code,
                 allow it only if you trust it
  --lang fr|en   the language of the sheet
  --help, -h     this help`,
        { budget },
      );
    case 'table':
      return t(
        `usage: nim-lens table --rules RULES [--count N] [--json] [--svg FILE]

Writes the Grundy values of one heap, G(0) to G(N - 1), the largest, and the
period, preperiod and saltus where a theorem proves them, with its name.

  --rules RULES  a game of one heap: nim, subtraction, take-and-break codes
  --count N      how many values, 1 to 10000000 (default 1000)
  --json         the table as JSON
  --svg FILE     also writes the values as a scatter plot (heap size across,
                 value up)
  --lang fr|en   the language of the answers
  --help, -h     this help`,
      );
    case 'period':
      return t(
        `usage: nim-lens period --rules RULES [--max N] [--json]

Computes G(0), G(1), ... of one heap of a take-and-break code until a period
is proved (generalised Guy-Smith) or N values exist: the period, preperiod,
the values the proof needs, the largest value and the sparse space used.
Memory is planned before the start.

  --rules RULES  a take-and-break code ("octal 0.56", "kayles")
  --max N        at most N values (default 10^9, as far as memory allows);
                 also written 1e6, 10^6, 2^20
  --json         the result as JSON
  --lang fr|en   the language of the answers
  --help, -h     this help`,
      );
    case 'sweep':
      return t(
        `usage: nim-lens sweep PATTERN [--max N] [--jobs J] [--shard K/M] [--out FILE] [--json]
       nim-lens sweep --merge FILE... [--json]

The period of every code of a pattern (? is any octal digit: 0.??? is 0.000
to 0.777); codes with the same values are put in one class.

  --max N        values a code at most (default 100000)
  --jobs J       codes at once, in worker threads (default: the cores; never
                 more than the cores or the codes left)
  --shard K/M    only the codes whose index is K modulo M (0 <= K < M)
  --out FILE     appends each code's line to FILE as it is done; a new run
                 with the same FILE computes only the rest (shards may share it)
  --merge        joins the files of the shards into one table
  --json         one line of JSON a code
  --lang fr|en   the language of the answers
  --help, -h     this help`,
      );
    case 'quotient':
      return t(
        `usage: nim-lens quotient --rules RULES [--max-heap N] [--budget N] [--out FILE] [--json]
       nim-lens quotient PATTERN [--max-heap N] [--budget N] [--jobs J] [--shard K/M] [--out FILE] [--json]
       nim-lens quotient --merge FILE... [--json]

The misère quotient of a take-and-break code, heap by heap up to N or until
its period is proved: the presentation, order, P, the class of every heap and
the proof. Ctrl-C stops it with what it proved (exit status 130).
Given a pattern (? is any octal digit: 0.?? is 0.00 to 0.77), the quotient of
every code: the heaps proved, |Q|, |P|, final (Φ's period proved) or partial;
codes with the same quotient and Φ are put in one class.

  --rules RULES  a take-and-break code ("octal 0.75"); misere may be written
  --max-heap N   the largest heap (default 100)
  --budget N     work allowed in all (none unless given; 2,000,000 is about
                 a second of one core); for a pattern, each code's (default
                 {budget})
  --out FILE     each proved heap appended to FILE; a run started again with
                 it goes on from the last heap there, checked again; for a
                 pattern, each code's line, and a new run computes the rest
  --jobs J       for a pattern: codes at once, in worker threads (default:
                 the cores; never more than the cores or the codes left)
  --shard K/M    for a pattern: only the codes whose index is K modulo M
  --merge        joins the files of the shards into one table
  --json         the quotient as JSON; for a pattern, one line a code
  --lang fr|en   the language of the answers
  --help, -h     this help`,
        { budget: DEFAULT_BUDGET },
      );
  }
}

/** What a usage error ends with: the command's usage lines (every command's without one) and where to read more. */
export function usageAfterError(command: Command | null): string {
  if (command === null) return generalHelp();
  const usage = commandHelp(command).split('\n\n')[0]!;
  return `${usage}\n${t("'nim-lens {command} --help' tells more", { command })}`;
}
