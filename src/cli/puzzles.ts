// `nim-lens puzzles --rules RULES [--count N] [--seed N] [--level 1|2|3]`: a practice sheet on
// standard output. Without --seed a seed is chosen and written in the sheet, so that it can be
// made again.

import { t } from '../core/l10n';
import { generatePuzzles, puzzleSheet } from '../core/practice/puzzles';
import { parseRulesLine } from '../core/worksheet/parse';
import type { Output } from './output';

export const MAX_PUZZLES = 500;
/** The search for a sheet stops after this long, shorter (it says so): the same seed gives the same sheet whenever it ends first. */
export const PUZZLES_TIME_LIMIT_MS = 60_000;

export interface PuzzleArgs {
  readonly rules: string;
  readonly count: string | undefined;
  readonly seed: string | undefined;
  readonly level: string | undefined;
  readonly budget: number;
}

export function puzzles(args: PuzzleArgs, io: Output): number {
  const parsed = parseRulesLine(args.rules);
  if (!parsed.ok) {
    io.err(`nim-lens: ${t("--rules '{rules}': {message}", { rules: args.rules, message: parsed.message })}`);
    return 2;
  }
  const count = args.count === undefined ? 10 : Number(args.count);
  if (!/^[0-9]{1,6}$/.test(args.count ?? '10') || count < 1 || count > MAX_PUZZLES) {
    io.err(
      `nim-lens: ${t("--count needs a whole number from 1 to {max}, not '{value}'", { max: MAX_PUZZLES, value: String(args.count) })}`,
    );
    return 2;
  }
  if (args.seed !== undefined && !/^[0-9]{1,9}$/.test(args.seed)) {
    io.err(`nim-lens: ${t("--seed needs a whole number (up to 9 digits), not '{value}'", { value: args.seed })}`);
    return 2;
  }
  const seed = args.seed === undefined ? Math.floor(Math.random() * 1e9) : Number(args.seed);
  if (args.level !== undefined && !/^[123]$/.test(args.level)) {
    io.err(`nim-lens: ${t("--level is 1, 2 or 3, not '{value}'", { value: args.level })}`);
    return 2;
  }
  const level = (args.level === undefined ? 1 : Number(args.level)) as 1 | 2 | 3;
  let beyondBudget = false;
  const options = {
    count,
    seed,
    level,
    budget: args.budget,
    timeLimitMs: PUZZLES_TIME_LIMIT_MS,
    onBeyondBudget: () => (beyondBudget = true),
  };
  const started = performance.now();
  const found = generatePuzzles(parsed.rules, options);
  const outOfTime = found.length < count && performance.now() - started >= PUZZLES_TIME_LIMIT_MS;
  io.write(puzzleSheet(args.rules.trim(), found, options, parsed.rules));
  if (found.length < count) io.err(`nim-lens: ${shortSheetText(found.length, level, outOfTime, beyondBudget)}`);
  return 0;
}

/** Why a sheet is shorter than asked: the time ran out, the positions were beyond the budget, or the rules have no more. */
function shortSheetText(count: number, level: number, outOfTime: boolean, beyondBudget: boolean): string {
  if (outOfTime)
    return t('only {count} different puzzles of level {level} were found within {seconds} seconds; try a lower level', {
      count,
      level,
      seconds: PUZZLES_TIME_LIMIT_MS / 1000,
    });
  if (beyondBudget)
    return t(
      'only {count} different puzzles of level {level} were found for these rules: most of their positions at this level are beyond the search budget; try a lower level',
      { count, level },
    );
  return t('only {count} different puzzles of level {level} were found for these rules', { count, level });
}
