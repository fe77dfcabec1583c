// Puzzle sets for practice sheets: positions that are losses ("show every move loses") or wins
// with exactly one winning move ("find the move"), harder with the level, the same for the same
// seed, never two alike. Every verdict comes from the solver (closed form or exhaustive search).

import { definitionOf, hasDraws, positionKey, sumComponents } from '../game';
import { plural, t } from '../l10n';
import { type Rules } from '../rules';
import { DEFAULT_BUDGET } from '../budget';
import { GameSolver, solverFor } from '../solve';
import { type Verdict } from '../verdict';
import { defaultStyle, formatPosition } from '../worksheet/format';

/**
 * The work one candidate may take in misère play of a sum, a row, a grid or a pair of numbers
 * (coins, Turning Corners, Euclid's game), decided by search only: most of their positions of
 * levels 2 and 3 are far beyond any budget, and each would otherwise take the whole budget.
 */
export const CANDIDATE_BUDGET = 100_000;
/** Candidates beyond the budget in a row, with no puzzle found between them, after which the search stops. */
export const MAX_FRUITLESS_UNKNOWN = 100;

export interface PuzzleOptions {
  readonly count: number;
  readonly seed: number;
  readonly level: 1 | 2 | 3;
  readonly budget?: number;
  /** Stop looking after this long (the editor's thread must stay responsive); the sheet is then shorter. */
  readonly timeLimitMs?: number;
  /** Hears that the search stopped, shorter, because the candidates were beyond the budget. */
  readonly onBeyondBudget?: () => void;
}

export interface Puzzle {
  readonly heaps: readonly bigint[];
  /** The position as the sheet writes it (a sum's parts joined by ` + `). */
  readonly text: string;
  /** A loss; a win with one winning move to find; a draw with one move that keeps it, to find. */
  readonly kind: 'loss' | 'find-the-move' | 'keep-the-draw';
}

/** A small seeded generator (mulberry32): the same seed gives the same sheet everywhere. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = s;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Up to `count` puzzles; fewer when the rules do not have that many different ones at this level
 * (the caller says so). About one in three is a loss, the rest are wins with one winning move.
 */
export function generatePuzzles(rules: Rules, options: PuzzleOptions): Puzzle[] {
  const steps = puzzleSteps(rules, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same search one position at a time: it yields after each position it tried (one solver call
 * within the budget), so that a caller on the editor's thread can give the thread back between
 * them; it returns the puzzles.
 */
export function* puzzleSteps(rules: Rules, options: PuzzleOptions): Generator<void, Puzzle[]> {
  const random = seededRandom(options.seed * 7919 + options.level);
  const definition = definitionOf(rules.game);
  // A misère sum is searched over the product of its parts: a candidate gets a smaller budget
  // (CANDIDATE_BUDGET), so that a sheet of them is found in seconds (those beyond it are skipped,
  // as unknown ones are); misère rows, grids and pairs likewise. Wherever candidates keep coming out
  // unknown (MAX_FRUITLESS_UNKNOWN in a row without a puzzle), the search stops with a shorter
  // sheet rather than trying thousands: the same for the same seed.
  let budget = options.budget;
  if (rules.misere && (sumComponents(rules.game) || definition.positionForm.searchedWhole))
    budget = Math.min(budget ?? CANDIDATE_BUDGET, CANDIDATE_BUDGET);
  let fruitless = 0;
  const solver = solverFor(rules, budget);
  // The sheet's own check: the puzzles so far, in order, in a solver of their own. A candidate beyond
  // it leaves work that check, which never sees that line, would not have: the solver is made again.
  const gradeBudget = options.budget ?? DEFAULT_BUDGET;
  let checker: GameSolver | null = null;
  const decidedAsChecked = (heaps: readonly bigint[], outcome: Verdict['outcome']): boolean => {
    if (!checker) {
      checker = new GameSolver(rules, gradeBudget);
      for (const p of out) checker.outcome(p.heaps);
    }
    if (checker.outcome(heaps) === outcome) return true;
    checker = null;
    return false;
  };
  const seen = new Set<string>();
  const out: Puzzle[] = [];
  const wantLosses = Math.round(options.count / 3);
  const wantFinds = options.count - wantLosses;
  let losses = 0;
  let finds = 0;
  // First in the proportions asked for; then, if the rules are short of one kind, any puzzle.
  const deadline = options.timeLimitMs === undefined ? Infinity : performance.now() + options.timeLimitMs;
  search: for (const strict of [true, false]) {
    const attempts = options.count * 400 + 2000;
    for (let tries = 0; tries < attempts && out.length < options.count && performance.now() < deadline; tries++) {
      const heaps = definition.randomPosition(rules.game, options.level, random);
      // Positions the rules cannot tell apart (heaps in another order) are one puzzle.
      const key = positionKey(rules, heaps);
      if (seen.has(key)) continue;
      const v = solver.solve(heaps);
      yield;
      if (v.outcome === 'unknown') {
        if (++fruitless >= MAX_FRUITLESS_UNKNOWN) {
          options.onBeyondBudget?.();
          break search;
        }
        continue;
      }
      const isLoss = v.outcome === 'loss';
      // A draw is a puzzle too where exactly one move keeps it: "find the move that keeps the draw".
      const isDraw = v.outcome === 'draw';
      const single = isDraw ? v.drawingMoveCount === 1n : v.winningMoveCount === 1n;
      if (isLoss ? strict && losses >= wantLosses : !single || (strict && finds >= wantFinds)) continue;
      // The sheet is checked and graded as it is written, its lines in order, within the budget of
      // `check`: a candidate the search decided thanks to the work kept from other candidates (its
      // memo, a quotient grown heap by heap) may be beyond it there, and a right answer would be
      // graded undecided.
      if (!decidedAsChecked(heaps, v.outcome)) continue;
      yield;
      seen.add(key);
      if (isLoss) losses++;
      else finds++;
      const text = formatPosition(heaps, defaultStyle(rules.game, heaps));
      let kind: Puzzle['kind'] = 'find-the-move';
      if (isLoss) kind = 'loss';
      else if (isDraw) kind = 'keep-the-draw';
      out.push({ heaps, text, kind });
      fruitless = 0;
    }
    if (out.length >= options.count) break;
  }
  return out;
}

/** The sheet as worksheet text: a comment, the rules line as the teacher wrote it, the `practice` line and the positions. */
/** The sheet as worksheet text; `rules`, where given, say whether its claims may be draws. */
export function puzzleSheet(
  rulesLine: string,
  puzzles: readonly Puzzle[],
  options: PuzzleOptions,
  rules?: Rules,
): string {
  const lines = [
    // Comments: the words follow the language; the rules line, `practice` and the positions do not.
    `# ${plural(
      puzzles.length,
      'Practice: {count} position, level {level} (seed {seed}).',
      'Practice: {count} positions, level {level} (seed {seed}).',
      { level: options.level, seed: options.seed },
    )}`,
    `# ${
      rules && hasDraws(rules.game)
        ? t(
            'Claim each one `: win`, `: loss` or `: draw`. A win has exactly one winning move, a draw exactly one move that keeps it: write it as `-> position`.',
          )
        : t('Claim each one `: win` or `: loss`. A win has exactly one winning move: write it as `-> position`.')
    }`,
    rulesLine,
    'practice',
    '',
    ...puzzles.map((p) => p.text),
  ];
  return `${lines.join('\n')}\n`;
}
