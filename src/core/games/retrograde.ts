// Retrograde analysis of every position reachable from a start, for games whose positions can
// come back (tokens on a digraph, and sums with such a part), where a search depth first would
// never end: a position with no move has its outcome by the play convention (a win in misère play);
// a position is won when a move reaches a lost one, lost when every move reaches a won one; the
// rest are draws. Within a budget of work that bounds memory as well as time: each move examined
// and each position kept costs its size, as a search's move does (core/budget.ts: a position of
// 1,000 tokens costs 502), so that positions of many tokens stop early instead of filling memory.

import { type Explanation } from '../explanation';
import { type Move } from '../move';
import { type Decided, MAX_LISTED_MOVES } from '../verdict';
import { type Outcome, type RetrogradeReason } from './retrogradeExplanation';

export type { Outcome } from './retrogradeExplanation';

export interface RetrogradeGame<P> {
  /** Equal exactly for positions the rules cannot tell apart. */
  key(p: P): string;
  /** Every move's result. */
  moves(p: P): Iterable<P>;
  /** Its size in the budget's units: what a copy of it, and its key, cost. */
  size(p: P): number;
  /** The outcome of a position with no move. */
  readonly noMove: Outcome;
}

export type Retrograde<P> =
  | {
      readonly done: true;
      /** How many positions are reachable. */
      readonly positions: number;
      /** The outcome of a reachable position (`draw` for one never reached). */
      of(p: P): Outcome;
    }
  /** Stopped at the budget: how many positions it had found, and the work spent. */
  | { readonly done: false; readonly positions: number; readonly work: number };

/** An analysis that finished: every reachable position has its outcome. */
export type RetrogradeDone<P> = Extract<Retrograde<P>, { readonly done: true }>;

export function retrograde<P>(game: RetrogradeGame<P>, start: P, budget: number): Retrograde<P> {
  const ids = new Map<string, number>();
  const next: number[][] = [];
  const queue: P[] = [];
  let work = 0;
  const idOf = (p: P, key: string): number => {
    let id = ids.get(key);
    if (id === undefined) {
      id = next.length;
      ids.set(key, id);
      next.push([]);
      queue.push(p);
      work += game.size(p);
    }
    return id;
  };
  idOf(start, game.key(start));
  for (let head = 0; head < queue.length; head++) {
    const out = new Set<number>();
    for (const q of game.moves(queue[head]!)) {
      work += game.size(q);
      if (work > budget) return { done: false, positions: next.length, work };
      out.add(idOf(q, game.key(q)));
    }
    next[head] = [...out];
  }
  const n = next.length;
  const before: number[][] = Array.from({ length: n }, () => []);
  next.forEach((out, p) => out.forEach((q) => before[q]!.push(p)));
  const outcome: (Outcome | null)[] = new Array<Outcome | null>(n).fill(null);
  const open = next.map((out) => out.length);
  const resolved: number[] = [];
  for (let p = 0; p < n; p++)
    if (next[p]!.length === 0) {
      outcome[p] = game.noMove;
      resolved.push(p);
    }
  for (let head = 0; head < resolved.length; head++) {
    const q = resolved[head]!;
    for (const p of before[q]!) {
      if (outcome[p] !== null) continue;
      if (outcome[q] === 'loss') {
        outcome[p] = 'win';
        resolved.push(p);
      } else if (--open[p]! === 0) {
        outcome[p] = 'loss';
        resolved.push(p);
      }
    }
  }
  return {
    done: true,
    positions: n,
    of: (p) => {
      const id = ids.get(game.key(p));
      return id === undefined ? 'draw' : (outcome[id] ?? 'draw');
    },
  };
}

/**
 * The verdict on a position from a finished analysis of the positions reachable from it, given the
 * position's moves in the order of ties: its outcome; from a win, the moves to a lost position, the
 * first MAX_LISTED_MOVES listed and all of them counted; from a draw, the moves to a draw, alike.
 * The recommendation is chosen among all the winning moves, listed or not: the first, replaced by
 * each later one that `preferred(move, kept)` says is better (never: the first in the order of ties).
 * `explain` makes the game's reason of what the analysis found (retrogradeExplanation.ts).
 */
export function retrogradeVerdict(
  analysis: RetrogradeDone<readonly bigint[]>,
  position: readonly bigint[],
  moves: Iterable<Move>,
  explain: (reason: RetrogradeReason) => Explanation,
  preferred: (move: Move, kept: Move) => boolean,
): Decided {
  const outcome = analysis.of(position);
  const explanation = explain({ outcome, positions: analysis.positions });
  return verdictOfOutcomes(outcome, moves, (m) => analysis.of(m.result), preferred, explanation);
}

/**
 * The verdict on a position whose outcome is known, and the outcome after each of its moves (in the
 * order of ties): from a win, the moves to a lost position, the first MAX_LISTED_MOVES listed and
 * all of them counted, the recommendation chosen among them all by `preferred` (as
 * retrogradeVerdict's); from a draw, the moves to a draw, alike; from a loss, none.
 */
export function verdictOfOutcomes(
  outcome: Outcome,
  moves: Iterable<Move>,
  after: (move: Move) => Outcome,
  preferred: (move: Move, kept: Move) => boolean,
  explanation: Explanation,
): Decided {
  const winning: Move[] = [];
  const drawing: Move[] = [];
  let wins = 0n;
  let draws = 0n;
  let cheapest: Move | null = null;
  for (const m of moves) {
    const result = after(m);
    if (result === 'loss') {
      if (wins++ < MAX_LISTED_MOVES) winning.push(m);
      if (!cheapest || preferred(m, cheapest)) cheapest = m;
    }
    if (result === 'draw' && draws++ < MAX_LISTED_MOVES) drawing.push(m);
  }
  if (outcome === 'loss') return { outcome, winningMoves: [], winningMoveCount: 0n, explanation };
  if (outcome === 'draw')
    return {
      outcome,
      winningMoves: [],
      winningMoveCount: 0n,
      drawingMoves: drawing,
      drawingMoveCount: draws,
      explanation,
    };
  return { outcome, winningMoves: winning, winningMoveCount: wins, cheapest, explanation };
}
