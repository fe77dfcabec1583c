// solve(rules, heaps): the one entry point every face of Nim Lens uses. It asks the game family
// for a proof, falls back to exhaustive search within the budget, and applies the preference.

import { BoundedCache } from './boundedCache';
import { DEFAULT_BUDGET } from './budget';
import { methodText } from './explain';
import { plural, t } from './l10n';
import {
  cheapestMove,
  estimateWork,
  familyFor,
  grundyValues,
  legalMoves,
  positionParts,
  requiredHeapCount,
  hasCanonicalForm,
  searchWorkLowerBound,
  gameText,
  rulesText,
} from './game';
import { compareMoves, type Move, moveCost } from './moves';
import { DEFAULT_PREFERENCE, type Preference } from './preference';
import { type Rules } from './rules';
import { ExhaustiveSearch, type Solved } from './search';
import { type GrundyValues } from './games/definition';
import {
  type ComponentValue,
  type Decided,
  type GameFamily,
  MAX_LISTED_MOVES,
  unknownVerdict,
  type Verdict,
} from './verdict';

/**
 * Work allowed for a search only the hover's "moves to the end" needs, run when the hover is shown
 * (never for every line): small enough for the extension host's thread.
 */
export const HOVER_REMOTENESS_WORK = 5_000;

/**
 * How far above the budget an upper bound on a search's work may be for the search to be tried for
 * a recommendation. The bounds count every multiset a position could reach, many times what a search
 * meets (`octal 0.716` / `6 7 5 10`: a bound of 2.2 million, a search of 150,000); a search beyond
 * this factor would rarely finish, and would spend the whole budget finding that out on every such
 * line. The search itself decides: what it cannot finish within the budget is said to be a fallback.
 */
const SEARCH_TRIED_BEYOND_BOUND = 16;

export interface SolveOptions {
  readonly preference?: Preference;
  readonly budget?: number;
  /** False to answer from closed forms and certified tables only (the tests compare those with search). */
  readonly exhaustive?: boolean;
}

/**
 * Solves positions of one rule set, keeping what it learns (tables, partners, searched positions)
 * for the next position with the same rules.
 */
export class GameSolver {
  private readonly search: ExhaustiveSearch;
  private family: GameFamily | null = null;
  /** The game's Grundy values within the budget, asked once (not by their text key per position). */
  private values: GrundyValues | null = null;

  constructor(
    readonly rules: Rules,
    readonly budget: number = DEFAULT_BUDGET,
    readonly exhaustive = true,
  ) {
    this.search = new ExhaustiveSearch(rules);
  }

  /**
   * `beyondBound` false: search for the preference only where an upper bound on the work says the
   * search finishes within the budget (a caller on the editor's thread, which hands what falls back
   * to a larger search elsewhere); true: also where that bound is within SEARCH_TRIED_BEYOND_BOUND
   * times the budget, the search itself deciding.
   */
  solve(heaps: readonly bigint[], preference: Preference = DEFAULT_PREFERENCE, beyondBound = true): Verdict {
    const need = requiredHeapCount(this.rules.game);
    // A row or a grid of coins may show no head at all: a position with no move.
    if ((heaps.length === 0 && !hasCanonicalForm(this.rules.game)) || (need !== null && heaps.length !== need)) {
      const rules = rulesText(this.rules);
      return unknownVerdict(
        need === null
          ? t('{rules} needs at least one heap', { rules })
          : t('{rules} needs exactly {need} heaps', { rules, need }),
      );
    }
    const components = this.components(heaps);
    const found = this.decide(heaps);
    if (typeof found === 'string')
      // A sum's value can be known while the moves a win needs are not: the value is still an answer.
      return unknownVerdict(found, components, this.grundy(heaps, null, components));
    const { decided } = found;
    // Search only for what needs it: the slowest loss and the fastest win need the remoteness of
    // every move, searched on the position itself within the budget (the remoteness of several
    // heaps is no function of each heap's); when that search cannot finish, or surely would not,
    // the recommendation falls back to fewest tokens and says so (`fallback`), as the spec allows.
    // A proved win under `prefer fewest` needs no search: each line costs what its proof needs.
    const needed = (decided.outcome === 'loss' || preference.kind === 'fastest') && decided.outcome !== 'draw';
    let searched = found.searched;
    // The least budget with which a search for the preference would be tried again, or run longer.
    let retryFrom = Infinity;
    if (!searched && needed && this.exhaustive) {
      const work = estimateWork(this.rules, heaps);
      if (work <= this.budget * (beyondBound ? SEARCH_TRIED_BEYOND_BOUND : 1)) {
        searched = this.searchWithin(heaps, this.budget);
        retryFrom = this.budget + 1;
      } else retryFrom = Math.max(this.budget + 1, Math.ceil(work / SEARCH_TRIED_BEYOND_BOUND));
    }
    let recommendation: Recommendation;
    if (decided.outcome === 'win') recommendation = this.recommendWin(heaps, decided, preference, searched);
    else if (decided.outcome === 'draw') recommendation = recommendDraw(decided);
    else recommendation = this.recommendLoss(heaps, searched);
    const { recommended, recommendedBecause, fallback } = recommendation;
    const verdict: Mutable<Verdict> = {
      outcome: decided.outcome,
      winningMoves: decided.winningMoves,
      winningMoveCount: decided.winningMoveCount,
      recommended,
      recommendedBecause,
      remoteness: searched ? searched.remoteness : null,
      explanation: decided.explanation,
      method: methodText(decided.explanation),
      grundy: this.rules.misere ? null : (decided.value ?? this.grundy(heaps, decided.outcome, components)),
      components,
    };
    // The optional fields only where they say something (set, not spread: this runs for every line).
    if (decided.uncounted) verdict.uncounted = decided.uncounted;
    if (decided.drawingMoves) {
      verdict.drawingMoves = decided.drawingMoves;
      if (decided.drawingMoveCount !== undefined) verdict.drawingMoveCount = decided.drawingMoveCount;
    }
    if (decided.unlisted) verdict.unlisted = decided.unlisted;
    if (fallback) verdict.fallback = { retryFrom };
    if (decided.budgetLimited) verdict.saysMoreFrom = this.budget + 1;
    return verdict;
  }

  /**
   * Normal play's Grundy value where known: 0 for a loss however it was decided; for a sum the XOR
   * of its parts' values, found for `components` already; else the game's values.
   */
  private grundy(
    heaps: readonly bigint[],
    outcome: Decided['outcome'] | null,
    components: readonly ComponentValue[] | null,
  ): bigint | null {
    if (this.rules.misere) return null;
    if (outcome === 'loss') return 0n;
    if (components) {
      let xor = 0n;
      for (const c of components) {
        if (c.grundy === null) return null;
        xor ^= c.grundy;
      }
      return xor;
    }
    return (this.values ??= grundyValues(this.rules.game, this.budget)).value(heaps);
  }

  /** A sum's components with their normal-play values (in a misère sum too); null for one game. */
  private components(heaps: readonly bigint[]): ComponentValue[] | null {
    const parts = positionParts(this.rules.game, heaps);
    return (
      parts &&
      parts.map((p) => ({
        rules: gameText(p.game),
        heaps: p.heaps,
        grundy: grundyValues(p.game, this.budget).value(p.heaps),
      }))
    );
  }

  /** The proof, with the search when it came from one; or the reason there is none within the budget. */
  /**
   * The outcome alone, as `solve` finds it (a closed form, else the search within the budget),
   * without the recommendation's own searches: what a claim on the position is graded against.
   */
  outcome(heaps: readonly bigint[]): Verdict['outcome'] {
    const found = this.decide(heaps);
    return typeof found === 'string' ? 'unknown' : found.decided.outcome;
  }

  private decide(heaps: readonly bigint[]): { decided: Decided; searched: Solved | null } | string {
    const family = (this.family ??= familyFor(this.rules, this.budget));
    const closed = family.decide(heaps);
    if (closed) return { decided: closed, searched: null };
    const s = this.searchWithin(heaps, this.budget);
    if (s) {
      // Every move's result is in the memo now (the search has no pruning).
      const all: Move[] = [];
      for (const m of legalMoves(this.rules, heaps)) {
        if (this.search.lookup(m.result)?.outcome === 'loss') all.push(m);
      }
      all.sort(compareMoves);
      const decided: Decided = {
        outcome: s.outcome,
        winningMoves: all.length > MAX_LISTED_MOVES ? all.slice(0, MAX_LISTED_MOVES) : all,
        winningMoveCount: BigInt(all.length),
        cheapest: fewest(all, 0n),
        explanation: { kind: 'search', positions: this.search.size },
        // Searched where a larger budget would prove it by the family's own method, and say so.
        ...(family.stoppedByBudget?.(heaps) ? { budgetLimited: true } : {}),
      };
      return { decided, searched: s };
    }
    return (
      family.undecidedReason?.(heaps) ??
      t('unknown: no proved closed form applies and an exhaustive search would exceed the budget of {budget}', {
        budget: this.budget,
      })
    );
  }

  /**
   * Advances the exhaustive search of a position by about `slice` moves examined, for a caller
   * that must yield between slices (a browser without a worker); true when nothing is left to
   * search, and `solve` then answers from what was found.
   */
  advanceSearch(heaps: readonly bigint[], slice: number): boolean {
    if (!this.exhaustive || heaps.length === 0 || !this.mayFinish(heaps, this.budget)) return true;
    return this.search.solveSliced(heaps, this.budget, slice) !== 'paused';
  }

  /**
   * Searches until `budget` work is actually spent (what earlier positions of these rules solved is
   * reused); null when it was not enough. Positions that no search within the budget could finish
   * (a lower bound on the work says so) are refused without searching.
   */
  searchWithin(heaps: readonly bigint[], budget: number): Solved | null {
    // The bound is cheap; a memo key is not, so rule out large positions first.
    if (!this.exhaustive || !this.mayFinish(heaps, budget)) return null;
    return this.search.lookup(heaps) ?? this.search.solve(heaps, budget);
  }

  /** False when a lower bound on the work says no search within `budget` could finish. */
  private mayFinish(heaps: readonly bigint[], budget: number): boolean {
    return searchWorkLowerBound(this.rules, heaps) <= BigInt(budget);
  }

  /**
   * The moves to the end of a decided position, for the hover: known when the verdict needed a
   * search, else searched only when an upper bound on the work is within `limit` (such a search
   * always finishes), so that a hover stays quick; null otherwise.
   */
  remoteness(heaps: readonly bigint[], limit: number = HOVER_REMOTENESS_WORK): number | null {
    const known = this.search.lookup(heaps);
    if (known) return known.remoteness;
    return this.searchIfBounded(heaps, limit, limit)?.remoteness ?? null;
  }

  /** Searches within `budget` when an upper bound on the work is at most `bound`; null otherwise or when it ran out. */
  private searchIfBounded(heaps: readonly bigint[], budget: number, bound: number): Solved | null {
    if (!this.exhaustive || estimateWork(this.rules, heaps) > bound) return null;
    return this.searchWithin(heaps, budget);
  }

  private recommendWin(
    heaps: readonly bigint[],
    decided: Decided,
    preference: Preference,
    searched: Solved | null,
  ): Recommendation {
    const listed = decided.winningMoves;
    if (listed.length === 0) return { recommended: null, recommendedBecause: '' };
    // Chosen among every winning move: the listed ones when they are all, else the family's cheapest.
    const complete = BigInt(listed.length) === decided.winningMoveCount;
    const cheapest = complete ? fewest(listed, 0n) : (decided.cheapest ?? fewest(listed, 0n));
    if (preference.kind === 'fastest') {
      const best = searched ? this.byRemoteness(heaps, 'fastest win') : null;
      if (best)
        return {
          recommended: best.move,
          recommendedBecause: plural(
            best.r + 1,
            'fastest win: {count} move to the end',
            'fastest win: {count} moves to the end',
          ),
        };
      return {
        recommended: cheapest,
        recommendedBecause: t('fewest tokens (remoteness beyond the search budget)'),
        fallback: true,
      };
    }
    // A family's cheapest is over every winning move only where it counted them all; where the count
    // is beyond the budget it is, as ours, the fewest of those found, and says so.
    if (!complete)
      return decided.cheapest && decided.winningMoveCount !== null
        ? { recommended: decided.cheapest, recommendedBecause: t('fewest tokens') }
        : {
            recommended: cheapest,
            recommendedBecause: t('fewest tokens among the winning moves found (not all are known within the budget)'),
          };
    const because =
      preference.diagonalCost > 0n
        ? t('fewest tokens, a two-heap move costing {cost} more', { cost: preference.diagonalCost })
        : t('fewest tokens');
    return { recommended: fewest(listed, preference.diagonalCost), recommendedBecause: because };
  }

  private recommendLoss(heaps: readonly bigint[], searched: Solved | null): Recommendation {
    if (searched) {
      const best = this.byRemoteness(heaps, 'slowest loss');
      return best
        ? {
            recommended: best.move,
            recommendedBecause: plural(
              best.r + 1,
              'slowest loss: {count} move to the end',
              'slowest loss: {count} moves to the end',
            ),
          }
        : { recommended: null, recommendedBecause: '' };
    }
    const m = cheapestMove(this.rules, heaps);
    return m
      ? {
          recommended: m,
          recommendedBecause: t('fewest tokens (the slowest loss is beyond the search budget)'),
          fallback: true,
        }
      : { recommended: null, recommendedBecause: '' };
  }

  /**
   * Of a searched position (every move's result is in the memo): the winning move of least
   * remoteness, or any move of greatest remoteness; ties in the order of moves.
   */
  private byRemoteness(
    heaps: readonly bigint[],
    wanted: 'fastest win' | 'slowest loss',
  ): { move: Move; r: number } | null {
    let best: { move: Move; r: number } | null = null;
    for (const m of legalMoves(this.rules, heaps)) {
      const s = this.search.lookup(m.result);
      if (!s || (wanted === 'fastest win' && s.outcome !== 'loss')) continue;
      const better = wanted === 'fastest win' ? s.remoteness < (best?.r ?? Infinity) : s.remoteness > (best?.r ?? -1);
      if (!best || better || (s.remoteness === best.r && compareMoves(m, best.move) < 0))
        best = { move: m, r: s.remoteness };
    }
    return best;
  }
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The move recommended and why; `fallback` when it is not the one the preference asks for (see `Verdict`). */
interface Recommendation {
  readonly recommended: Move | null;
  readonly recommendedBecause: string;
  readonly fallback?: true;
}

/** The winning move of least cost, ties to the leftmost heap then the smaller amount. */
function fewest(moves: readonly Move[], diagonalCost: bigint): Move | null {
  let best: Move | null = null;
  let bestCost = 0n;
  for (const m of moves) {
    const c = moveCost(m, diagonalCost);
    if (!best || c < bestCost || (c === bestCost && compareMoves(m, best) < 0)) {
      best = m;
      bestCost = c;
    }
  }
  return best;
}

/** One solver per rule set and budget, shared by every caller in the process. */
const solvers = new BoundedCache<GameSolver>(64);

const solversByRules = new WeakMap<Rules, GameSolver>();

export function solverFor(rules: Rules, budget: number = DEFAULT_BUDGET, exhaustive = true): GameSolver {
  // Worksheets hand the same rules object to every position of a section: skip the text key then.
  const quick = solversByRules.get(rules);
  if (quick && quick.budget === budget && quick.exhaustive === exhaustive) return quick;
  const key = `${rulesText(rules)}|${budget}|${exhaustive}`;
  const s = solvers.get(key, () => new GameSolver(rules, budget, exhaustive));
  solversByRules.set(rules, s);
  return s;
}

export function solve(rules: Rules, heaps: readonly bigint[], options: SolveOptions = {}): Verdict {
  return solverFor(rules, options.budget ?? DEFAULT_BUDGET, options.exhaustive ?? true).solve(
    heaps,
    options.preference ?? DEFAULT_PREFERENCE,
  );
}

/** From a draw: the move keeping it that removes fewest tokens (the first in the order of ties). */
function recommendDraw(decided: Decided): Recommendation {
  let best: Move | null = null;
  for (const m of decided.drawingMoves ?? []) if (!best || m.amount < best.amount) best = m;
  return { recommended: best, recommendedBecause: best ? t('keeps the draw') : '' };
}
