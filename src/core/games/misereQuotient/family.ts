// Misère play decided by a proved quotient: a position is a loss exactly when the product of its
// heaps' classes is in P, and a winning move is one whose result's product is; a big heap's splits
// are counted by Φ's period (takeAndBreak/periodicSplits.ts). The quotient of each code and budget is
// kept (quotientOf): the editor asks for it line after line.

import { BoundedCache } from '../../boundedCache';
import { t } from '../../l10n';
import { type Move } from '../../move';
import { breakMove, firstOfItsSize } from '../../moves';
import { type Decided, type GameFamily, MAX_LISTED_MOVES } from '../../verdict';
import { periodicSplitsWhere } from '../takeAndBreak/periodicSplits';
import { type MisereQuotientExplanation } from './explanation';
import { type Removal, removalRules } from './heapRules';
import { classOf, type MisereQuotient, QuotientEngine } from './quotient';
import { tameForm } from './tame';

/** A heap game the quotient engine can work on: a finite code whose moves leave at most two heaps. */
export interface QuotientGame {
  /** The rules as a rules line writes them (`octal 0.75`): the key of its quotient, and its name in messages. */
  readonly text: string;
  readonly name: string | null;
  readonly removals: readonly Removal[];
}

/** Heaps the solver's quotient is computed to at most, when no period is proved before. */
export const SOLVER_QUOTIENT_HEAPS = 500;

const engines = new BoundedCache<QuotientEngine>(32);

/** The engine of a game within one budget: the same budget always proves the same levels. */
export function quotientEngine(game: QuotientGame, budget: number): QuotientEngine {
  return engines.get(`${game.text}|${budget}`, () => new QuotientEngine(removalRules(game.removals)));
}

/**
 * The game's quotient as far as `budget` proves it: to heap `heaps` (SOLVER_QUOTIENT_HEAPS unless
 * told), or a proved period. A small position asks only for its heaps: a code whose quotient grows
 * fast spends no more than they need.
 */
export function quotientOf(game: QuotientGame, budget: number, heaps = SOLVER_QUOTIENT_HEAPS): MisereQuotient | null {
  return quotientEngine(game, budget).advance(heaps, budget);
}

/** The heaps' classes, or null where one is beyond what is proved. */
function classesOf(q: MisereQuotient, heaps: readonly bigint[]): number[] | null {
  const classes: number[] = [];
  for (const h of heaps) {
    const c = classOf(q, h);
    if (c === null) return null;
    classes.push(c);
  }
  return classes;
}

export class QuotientFamily implements GameFamily {
  /** The engine asked first, kept: the reason of an undecided position reads how far it got. */
  private engine: QuotientEngine | null = null;

  constructor(
    private readonly game: QuotientGame,
    private readonly budget: number,
  ) {}

  decide(heaps: readonly bigint[]): Decided | null {
    const largest = heaps.reduce((a, b) => (a > b ? a : b), 0n);
    const needed = largest < BigInt(SOLVER_QUOTIENT_HEAPS) ? Number(largest) : SOLVER_QUOTIENT_HEAPS;
    const q = (this.engine ??= quotientEngine(this.game, this.budget)).advance(needed, this.budget);
    if (!q) return null;
    const classes = classesOf(q, heaps);
    if (!classes) return null;
    const m = q.monoid;
    const product = classes.reduce((x, c) => m.product(x, c), 0);
    const explanation = this.explanation(q, heaps, classes, product);
    if (q.inP[product] === 1) return { outcome: 'loss', winningMoves: [], winningMoveCount: 0n, explanation };
    const moves: Move[] = [];
    let count = 0n;
    let cheapest: Move | null = null;
    for (let i = 0; i < heaps.length; i++) {
      if (!firstOfItsSize(heaps, i)) continue;
      let rest = 0;
      classes.forEach((c, k) => {
        if (k !== i) rest = m.product(rest, c);
      });
      const found = this.movesIn(q, heaps, i, rest, Math.max(1, MAX_LISTED_MOVES - moves.length));
      if (!found) return null;
      const first = found.moves[0];
      if (first && (!cheapest || first.amount < cheapest.amount)) cheapest = first;
      for (const move of found.moves) if (moves.length < MAX_LISTED_MOVES) moves.push(move);
      count += found.count;
    }
    return { outcome: 'win', winningMoves: moves, winningMoveCount: count, cheapest, explanation };
  }

  /** The moves in heap i whose result's product is in P (the others' product `rest`), in the order of ties. */
  private movesIn(
    q: MisereQuotient,
    heaps: readonly bigint[],
    i: number,
    rest: number,
    limit: number,
  ): { moves: Move[]; count: bigint } | null {
    const m = q.monoid;
    const h = heaps[i]!;
    const moves: Move[] = [];
    let count = 0n;
    const add = (j: bigint, pieces: bigint[]): void => {
      count++;
      if (moves.length < limit) moves.push(breakMove(heaps, i, j, pieces));
    };
    for (const { j, none, one, two } of this.game.removals) {
      const J = BigInt(j);
      if (J > h) continue;
      const left = h - J;
      if (none && j > 0 && left === 0n && q.inP[rest] === 1) add(J, []);
      if (one && j > 0 && left > 0n) {
        const c = classOf(q, left);
        if (c === null) return null;
        if (q.inP[m.product(rest, c)] === 1) add(J, [left]);
      }
      if (two && left >= 2n) {
        const split = periodicSplitsWhere(left, Math.max(0, limit - moves.length), q.period, (a, b) => {
          const ca = classOf(q, a);
          const cb = classOf(q, b);
          return ca === null || cb === null ? null : q.inP[m.product(rest, m.product(ca, cb))] === 1;
        });
        if (!split) return null;
        for (const a of split.first) moves.push(breakMove(heaps, i, J, [a, left - a]));
        count += split.count;
      }
    }
    return { moves, count };
  }

  private explanation(
    q: MisereQuotient,
    heaps: readonly bigint[],
    classes: readonly number[],
    product: number,
  ): MisereQuotientExplanation {
    const names = q.presentation.names;
    return {
      kind: 'misere-quotient',
      rules: this.game.text,
      name: this.game.name,
      heaps,
      classes: classes.map((c) => names[c]!),
      product: names[product]!,
      inP: q.inP[product] === 1,
      ...quotientFacts(q),
    };
  }

  stoppedByBudget(): boolean {
    return this.engine !== null && this.engine.exhausted && this.engine.failure === null;
  }

  undecidedReason(heaps: readonly bigint[]): string | null {
    const q = (this.engine ??= quotientEngine(this.game, this.budget)).quotient;
    const largest = heaps.reduce((a, b) => (a > b ? a : b), 0n);
    if (!q)
      return t(
        'unknown: the misère quotient of {rules} is not proved for any heap within the budget of {budget}, and an exhaustive search would exceed the budget',
        {
          rules: this.game.text,
          budget: this.budget,
        },
      );
    return t(
      'unknown: heap {heap} is beyond the misère quotient of {rules} proved within the budget of {budget} (heaps up to {level}, order {order}; no period proved), and an exhaustive search would exceed the budget',
      { heap: largest, rules: this.game.text, budget: this.budget, level: q.level, order: q.order },
    );
  }
}

/** What a verdict and a rules line say of a quotient. */
export function quotientFacts(
  q: MisereQuotient,
): Pick<MisereQuotientExplanation, 'order' | 'presentation' | 'p' | 'period' | 'level' | 'tame'> {
  const pr = q.presentation;
  return {
    order: q.order,
    presentation: presentationText(q),
    p: pr.order.filter((x) => q.inP[x] === 1).map((x) => pr.names[x]!),
    period: q.period,
    level: q.level,
    // Tame only as a whole: a partial quotient like misère Nim's may be changed by larger heaps.
    tame: q.period ? tameForm(q) : null,
  };
}

/** ⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩, or ⟨ ⟩ for the trivial monoid. */
export function presentationText(q: MisereQuotient): string {
  const pr = q.presentation;
  if (!pr.generators.length) return '⟨ ⟩';
  return `⟨${pr.generators.join(', ')}${pr.relations.length ? ` | ${pr.relations.join(', ')}` : ''}⟩`;
}
