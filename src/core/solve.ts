// solve(rules, heaps): the one entry point every face of Nim Lens uses.

import { Explanation, methodText } from './explanation';
import { NIM_HEAPS, solveHeapSum, HeapFamily, HeapSumResult } from './heapsum';
import { compareMoves, legalMoves, Move, moveCost, Rules, rulesText, setMin, single } from './rules';
import { ExhaustiveSearch, Solved } from './search';
import { SubtractionHeaps } from './subtraction';
import { misereWythoffPartner, partnerMoves, PartnerTable, smallDiagonalPartner, wythoffPartner } from './wythoff';
import { bitLength, isqrt } from './bigint';

export type Preference = { readonly kind: 'fewest'; readonly diagonalCost: bigint } | { readonly kind: 'fastest' };

export const DEFAULT_PREFERENCE: Preference = { kind: 'fewest', diagonalCost: 0n };
/** Default work budget: moves examined by a search, or values computed for a table. */
export const DEFAULT_BUDGET = 2_000_000;

export interface SolveOptions {
  readonly preference?: Preference;
  readonly budget?: number;
  /** False to answer from closed forms and certified tables only (the tests compare those with search). */
  readonly exhaustive?: boolean;
}

export type Verdict = {
  readonly outcome: 'win' | 'loss' | 'unknown';
  /** Every winning move, in heap order then ascending amount (empty for a loss or unknown). */
  readonly winningMoves: readonly Move[];
  /** The move the preference recommends; from a loss the slowest loss where computable. */
  readonly recommended: Move | null;
  /** Why that move: "fewest tokens", "fastest win: 3 moves", … */
  readonly recommendedBecause: string;
  /** Moves left under perfect play, where computable. */
  readonly remoteness: number | null;
  readonly explanation: Explanation;
  readonly method: string;
};

interface Decided {
  readonly outcome: 'win' | 'loss';
  readonly winningMoves: readonly Move[];
  readonly explanation: Explanation;
}

/**
 * Solves positions of one rule set, keeping what it learns (tables, partners, searched positions)
 * for the next position with the same rules.
 */
export class GameSolver {
  private readonly search: ExhaustiveSearch;
  private subtraction: SubtractionHeaps | null = null;
  private partners: PartnerTable | null = null;

  constructor(readonly rules: Rules, readonly budget: number = DEFAULT_BUDGET, readonly exhaustive = true) {
    this.search = new ExhaustiveSearch(rules);
  }

  solve(heaps: readonly bigint[], preference: Preference = DEFAULT_PREFERENCE): Verdict {
    if (heaps.length === 0 || (this.rules.game.kind === 'wythoff' && heaps.length !== 2)) {
      return unknown(`${rulesText(this.rules)} needs ${this.rules.game.kind === 'wythoff' ? 'exactly two heaps' : 'at least one heap'}`);
    }
    const decided = this.decide(heaps);
    if (!decided.ok) return unknown(decided.reason);
    const { outcome, winningMoves, explanation } = decided.value;
    const searched = this.searchIfSmall(heaps);
    const { recommended, recommendedBecause } = outcome === 'win' ? this.recommendWin(winningMoves, preference) : this.recommendLoss(heaps, searched);
    return { outcome, winningMoves, recommended, recommendedBecause, remoteness: searched ? searched.remoteness : null, explanation, method: methodText(explanation) };
  }

  private decide(heaps: readonly bigint[]): { ok: true; value: Decided } | { ok: false; reason: string } {
    const closed = this.closedForm(heaps);
    if (closed) return { ok: true, value: closed };
    const s = this.searchIfSmall(heaps);
    if (s) {
      const winningMoves: Move[] = [];
      for (const m of legalMoves(this.rules, heaps)) {
        if (this.search.lookup(m.result)?.outcome === 'loss') winningMoves.push(m);
      }
      winningMoves.sort(compareMoves);
      return { ok: true, value: { outcome: s.outcome, winningMoves, explanation: { kind: 'search', positions: this.search.size } } };
    }
    if (this.rules.game.kind === 'wythoff' && wythoffCost(heaps) > this.budget) {
      return { ok: false, reason: `unknown: the exact square roots for heaps of ${decimalDigits(heaps)} digits exceed the budget of ${this.budget}` };
    }
    return { ok: false, reason: `unknown: no proved closed form applies and an exhaustive search would exceed the budget of ${this.budget} moves` };
  }

  /** Closed forms and certified tables; null when none applies within the budget. */
  private closedForm(heaps: readonly bigint[]): Decided | null {
    const { game, misere } = this.rules;
    switch (game.kind) {
      case 'nim': {
        const r = solveHeapSum(NIM_HEAPS, heaps, misere);
        return r && { outcome: r.outcome, winningMoves: r.winningMoves, explanation: { kind: 'nim', heaps, xor: r.xor, misere: misere ? misereNote(r) : null } };
      }
      case 'subtraction': {
        const family = (this.subtraction ??= new SubtractionHeaps(game.set, this.budget));
        const r = solveHeapSum(family as HeapFamily, heaps, misere);
        if (!r) return null;
        const note = misere ? misereNote(r) : null;
        const src = family.source;
        const explanation: Explanation = src.kind === 'run'
          ? { kind: 'subtraction-run', lo: src.lo, hi: src.hi, heaps, values: r.values, xor: r.xor, misere: note }
          : { kind: 'subtraction-table', set: family.setText, heaps, values: r.values, xor: r.xor, preperiod: src.preperiod, period: src.period, window: src.window, firstValues: family.leadingValues, misere: note };
        return { outcome: r.outcome, winningMoves: r.winningMoves, explanation };
      }
      case 'wythoff': {
        const x = heaps[0]!;
        const y = heaps[1]!;
        // Integer square roots of numbers this long cost time quadratic in their length: within the budget only.
        if (wythoffCost(heaps) > this.budget) return null;
        // With the smaller heap at most the bound, no reachable position can feel the bound:
        // the game from here is Wythoff's, with the same outcome and the same winning moves.
        const lo = x < y ? x : y;
        if (game.diagonal === null || lo <= game.diagonal) {
          const partner = misere ? misereWythoffPartner : wythoffPartner;
          const partnerOfSmaller = partner(lo);
          const gap = x > y ? x - y : y - x;
          const fiveGapSquared = 5n * gap * gap;
          const root = isqrt(fiveGapSquared);
          const a = (gap + root) / 2n; // a_d, from the root shown in the explanation
          const explanation: Explanation = { kind: 'wythoff', x, y, gap, fiveGapSquared, root, pair: [a, a + gap], misere, partnerOfSmaller, diagonalBound: game.diagonal };
          return { outcome: partnerOfSmaller === (x < y ? y : x) ? 'loss' : 'win', winningMoves: partnerMoves(heaps, partner, null)!, explanation };
        }
        const bound = game.diagonal!;
        if (bound <= 2n) {
          const partner = (v: bigint) => smallDiagonalPartner(v, misere);
          const moves = partnerMoves(heaps, partner, bound)!;
          return { outcome: partner(x) === y ? 'loss' : 'win', winningMoves: moves, explanation: { kind: 'wythoff-small-diagonal', k: bound, x, y, partnerOfX: partner(x), misere } };
        }
        const table = (this.partners ??= new PartnerTable(bound, misere));
        const partner = (v: bigint) => table.partner(v, this.budget);
        const moves = partnerMoves(heaps, partner, bound);
        const px = partner(x);
        if (!moves || px === null) return null;
        return { outcome: px === y ? 'loss' : 'win', winningMoves: moves, explanation: { kind: 'partner-table', k: bound, x, y, partnerOfX: px, rows: table.rows, misere } };
      }
    }
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

function misereNote(r: HeapSumResult): { large: number; ones: number } {
  return { large: r.large, ones: r.values.filter((v) => v === 1n).length };
}

function unknown(reason: string): Verdict {
  const explanation: Explanation = { kind: 'unknown', reason };
  return { outcome: 'unknown', winningMoves: [], recommended: null, recommendedBecause: '', remoteness: null, explanation, method: reason };
}

/** The winning move of least cost, ties to the leftmost heap then the smaller amount. */
export function fewest(moves: readonly Move[], diagonalCost: bigint): Move | null {
  let best: Move | null = null;
  let bestCost = 0n;
  for (const m of moves) {
    const c = moveCost(m, diagonalCost);
    if (!best || c < bestCost || (c === bestCost && compareMoves(m, best) < 0)) { best = m; bestCost = c; }
  }
  return best;
}

/** The legal move removing fewest tokens, computed without enumerating moves (heaps may be huge). */
export function cheapestMove(rules: Rules, heaps: readonly bigint[]): Move | null {
  const least = rules.game.kind === 'subtraction' ? setMin(rules.game.set) : 1n;
  for (let i = 0; i < heaps.length; i++) if (heaps[i]! >= least) return single(heaps, i, least);
  return null;
}

/** About how many digits the largest heap has (from its bit length, which is cheap to get). */
function decimalDigits(heaps: readonly bigint[]): number {
  let bits = 0;
  for (const h of heaps) bits = Math.max(bits, bitLength(h));
  return Math.ceil(bits * 0.30103);
}

/**
 * The work of deciding a Wythoff position by its exact pairs, in budget units: a few square roots
 * of numbers twice as long as the heaps, quadratic in their length (10,000 digits ≈ 200,000 units,
 * about 0.1 s here). Small heaps cost nothing worth counting.
 */
export function wythoffCost(heaps: readonly bigint[]): number {
  const digits = decimalDigits(heaps);
  return digits < 2000 ? 0 : Math.ceil((digits * digits) / 500);
}

/** An upper bound on the moves a full search from this position would examine. */
export function estimateWork(rules: Rules, heaps: readonly bigint[]): number {
  const LIMIT = 1e15;
  let states = 1;
  let total = 0n;
  for (const h of heaps) {
    if (h > 1_000_000_000n) return Infinity;
    states *= Number(h) + 1;
    total += h;
    if (states > LIMIT) return Infinity;
  }
  let perState = Number(total) + 1;
  const game = rules.game;
  if (game.kind === 'subtraction') {
    let size = 0n;
    for (const iv of game.set) size += iv.hi - iv.lo + 1n;
    perState = Math.min(perState, Number(size) * heaps.length + 1);
  } else if (game.kind === 'wythoff') {
    perState += Number(heaps[0]! < heaps[1]! ? heaps[0]! : heaps[1]!);
  }
  return states * perState;
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
