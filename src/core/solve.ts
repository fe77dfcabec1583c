// solve(rules, heaps): the one entry point every face of Nim Lens uses. It asks the game family
// for a proof, falls back to exhaustive search within the budget, and applies the preference.

import { DEFAULT_BUDGET, estimateWork } from './budget';
import { methodText } from './explanation';
import { NimFamily } from './games/nim';
import { OctalFamily } from './games/octal';
import { SubtractionFamily } from './games/subtraction';
import { WythoffFamily } from './games/wythoff';
import { cheapestMove, compareMoves, legalMoves, type Move, moveCost } from './moves';
import { DEFAULT_PREFERENCE, type Preference } from './preference';
import { type Rules, rulesText } from './rules';
import { ExhaustiveSearch, type Solved } from './search';
import { type Decided, type GameFamily, unknownVerdict, type Verdict } from './verdict';

export interface SolveOptions {
  readonly preference?: Preference;
  readonly budget?: number;
  /** False to answer from closed forms and certified tables only (the tests compare those with search). */
  readonly exhaustive?: boolean;
}

function familyFor(rules: Rules, budget: number): GameFamily {
  const game = rules.game;
  switch (game.kind) {
    case 'nim': return new NimFamily(rules.misere);
    case 'subtraction': return new SubtractionFamily(game.set, rules.misere, budget);
    case 'wythoff': return new WythoffFamily(game.diagonal, rules.misere, budget);
    case 'octal': return new OctalFamily(game.digits, rules.misere, budget);
  }
}

/**
 * Solves positions of one rule set, keeping what it learns (tables, partners, searched positions)
 * for the next position with the same rules.
 */
export class GameSolver {
  private readonly search: ExhaustiveSearch;
  private family: GameFamily | null = null;

  constructor(readonly rules: Rules, readonly budget: number = DEFAULT_BUDGET, readonly exhaustive = true) {
    this.search = new ExhaustiveSearch(rules);
  }

  solve(heaps: readonly bigint[], preference: Preference = DEFAULT_PREFERENCE): Verdict {
    if (heaps.length === 0 || (this.rules.game.kind === 'wythoff' && heaps.length !== 2)) {
      return unknownVerdict(`${rulesText(this.rules)} needs ${this.rules.game.kind === 'wythoff' ? 'exactly two heaps' : 'at least one heap'}`);
    }
    const decided = this.decide(heaps);
    if (typeof decided === 'string') return unknownVerdict(decided);
    const { outcome, winningMoves, explanation } = decided;
    const searched = this.searchIfSmall(heaps);
    const { recommended, recommendedBecause } = outcome === 'win' ? this.recommendWin(winningMoves, preference) : this.recommendLoss(heaps, searched);
    return {
      outcome,
      winningMoves,
      winningMoveCount: decided.winningMoveCount ?? BigInt(winningMoves.length),
      recommended,
      recommendedBecause,
      remoteness: searched ? searched.remoteness : null,
      explanation,
      method: methodText(explanation),
    };
  }

  /** The proof, or the reason there is none within the budget. */
  private decide(heaps: readonly bigint[]): Decided | string {
    const family = (this.family ??= familyFor(this.rules, this.budget));
    const closed = family.decide(heaps);
    if (closed) return closed;
    const s = this.searchIfSmall(heaps);
    if (s) {
      const winningMoves: Move[] = [];
      for (const m of legalMoves(this.rules, heaps)) {
        if (this.search.lookup(m.result)?.outcome === 'loss') winningMoves.push(m);
      }
      winningMoves.sort(compareMoves);
      return { outcome: s.outcome, winningMoves, explanation: { kind: 'search', positions: this.search.size } };
    }
    return family.undecidedReason?.(heaps) ?? `unknown: no proved closed form applies and an exhaustive search would exceed the budget of ${this.budget} moves`;
  }

  /**
   * Advances the exhaustive search of a position by about `slice` moves examined, for a caller
   * that must yield between slices (a browser without a worker); true when nothing is left to
   * search, and `solve` then answers from what was found.
   */
  advanceSearch(heaps: readonly bigint[], slice: number): boolean {
    if (!this.exhaustive || heaps.length === 0 || estimateWork(this.rules, heaps) > this.budget) return true;
    return this.search.solveSliced(heaps, this.budget, slice) !== 'paused';
  }

  /** Searches when an upper bound on the work fits the budget; null otherwise. */
  searchIfSmall(heaps: readonly bigint[]): Solved | null {
    if (!this.exhaustive) return null;
    // The estimate is cheap; a memo key is not, so rule out large positions first.
    if (estimateWork(this.rules, heaps) > this.budget) return null;
    const known = this.search.lookup(heaps);
    if (known) return known;
    return this.search.solve(heaps, this.budget);
  }

  private recommendWin(winningMoves: readonly Move[], preference: Preference): { recommended: Move | null; recommendedBecause: string } {
    if (winningMoves.length === 0) return { recommended: null, recommendedBecause: '' };
    if (preference.kind === 'fastest') {
      let best: { move: Move; r: number } | null = null;
      let computable = true;
      for (const m of winningMoves) {
        const s = this.searchIfSmall(m.result);
        if (!s) { computable = false; break; }
        if (!best || s.remoteness < best.r || (s.remoteness === best.r && compareMoves(m, best.move) < 0)) best = { move: m, r: s.remoteness };
      }
      if (computable && best) return { recommended: best.move, recommendedBecause: `fastest win: ${best.r + 1} move${best.r === 0 ? '' : 's'} to the end` };
      return { recommended: fewest(winningMoves, 0n), recommendedBecause: 'fewest tokens (remoteness beyond the search budget)' };
    }
    const because = preference.diagonalCost > 0n ? `fewest tokens, a two-heap move costing ${preference.diagonalCost} more` : 'fewest tokens';
    return { recommended: fewest(winningMoves, preference.diagonalCost), recommendedBecause: because };
  }

  private recommendLoss(heaps: readonly bigint[], searched: Solved | null): { recommended: Move | null; recommendedBecause: string } {
    if (searched) {
      let best: { move: Move; r: number } | null = null;
      for (const m of legalMoves(this.rules, heaps)) {
        const s = this.search.lookup(m.result)!;
        if (!best || s.remoteness > best.r || (s.remoteness === best.r && compareMoves(m, best.move) < 0)) best = { move: m, r: s.remoteness };
      }
      return best ? { recommended: best.move, recommendedBecause: `slowest loss: ${best.r + 1} move${best.r === 0 ? '' : 's'} to the end` } : { recommended: null, recommendedBecause: '' };
    }
    const m = cheapestMove(this.rules, heaps);
    return { recommended: m, recommendedBecause: m ? 'fewest tokens (the slowest loss is beyond the search budget)' : '' };
  }
}

/** The winning move of least cost, ties to the leftmost heap then the smaller amount. */
function fewest(moves: readonly Move[], diagonalCost: bigint): Move | null {
  let best: Move | null = null;
  let bestCost = 0n;
  for (const m of moves) {
    const c = moveCost(m, diagonalCost);
    if (!best || c < bestCost || (c === bestCost && compareMoves(m, best) < 0)) { best = m; bestCost = c; }
  }
  return best;
}

/** One solver per rule set and budget, shared by every caller in the process. */
const solvers = new Map<string, GameSolver>();

const solversByRules = new WeakMap<Rules, GameSolver>();

export function solverFor(rules: Rules, budget: number = DEFAULT_BUDGET, exhaustive = true): GameSolver {
  // Worksheets hand the same rules object to every position of a section: skip the text key then.
  const quick = solversByRules.get(rules);
  if (quick && quick.budget === budget && quick.exhaustive === exhaustive) return quick;
  const key = `${rulesText(rules)}|${budget}|${exhaustive}`;
  let s = solvers.get(key);
  if (!s) {
    if (solvers.size > 64) solvers.clear();
    s = new GameSolver(rules, budget, exhaustive);
    solvers.set(key, s);
  }
  solversByRules.set(rules, s);
  return s;
}

export function solve(rules: Rules, heaps: readonly bigint[], options: SolveOptions = {}): Verdict {
  return solverFor(rules, options.budget ?? DEFAULT_BUDGET, options.exhaustive ?? true).solve(heaps, options.preference ?? DEFAULT_PREFERENCE);
}
