// Fibonacci Nim (Whinihan 1963): one heap; the first move may take anything but the whole heap,
// and each later move at most twice the amount the last one took. A position is [n] (fresh: the
// move may take 1 … n − 1) or [n, m] (it may take 1 … min(m, n)).
//
// The player to move wins exactly when the smallest term of n's Zeckendorf representation is at
// most the amount allowed (a fresh heap: when n is not a Fibonacci number). The winning moves are
// the t with n − t = 0 or the smallest term of n − t above 2t; each such t is a sum of the smallest
// terms of n's representation (t < F/2 < F' for the smallest term F of n − t and the Fibonacci
// number F' below it, so t's terms are at most the one below F', and t's terms with n − t's are n's
// own representation, which is unique), so at most one per term: they are counted exactly at any
// size, by the gaps between the terms' indexes (winning.ts), and the first 1,000 listed. The tests
// check all of it against exhaustive search. Grundy values (for sums) by the table of values,
// misère play by search, both within the budget.

import { randomBelow } from '../../bigint';
import { keptHeapsSpace, searchWorkFloor } from '../../budget';
import { plural, t } from '../../l10n';
import { type Legality, type Move } from '../../move';
import { type Decided, type GameFamily, MAX_LISTED_MOVES } from '../../verdict';
import { type GrundyValues, type MovesToValue } from '../definition';
import { tokensTaken } from '../intents';
import { fibonacciControls } from './controls';
import { LIMITED_HEAP_FORM } from './form';
import { allowed } from './limit';
import { fibonacciPicture } from './picture';
import { smallestTerm, termsOf, winningTakes } from './winning';
import { defineGame } from '../defineGame';
import { FR_FIBONACCI } from './fr';
import { FIBONACCI_EXPLANATION, fibonacciExplanation } from './explanation';

declare module '../../rules' {
  interface GameKinds {
    /** Fibonacci Nim: one heap and the most the next move may take, or none yet. */
    fibonacci: FibonacciGame;
  }
}

type FibonacciGame = { readonly kind: 'fibonacci' };

/**
 * The move taking t from heap n: the next player may then take up to 2t. Its result and words are
 * made when read: a heap of 100,000 digits has many winning moves, each listed by its amount.
 */
export function fibonacciMove(heaps: readonly bigint[], amount: bigint): Move {
  const n = heaps[0]!;
  return {
    heaps: [0],
    amount,
    get result() {
      return [n - amount, 2n * amount];
    },
    get words() {
      return t('take {amount} (the next move may take up to {limit})', { amount, limit: 2n * amount });
    },
  };
}

/** Whether the player to move wins (normal play): n's smallest Zeckendorf term is at most what may be taken. */
export function fibonacciWins(heaps: readonly bigint[]): boolean {
  const smallest = smallestTerm(heaps[0] ?? 0n);
  return smallest !== null && smallest <= allowed(heaps);
}

class FibonacciFamily implements GameFamily {
  constructor(
    private readonly misere: boolean,
    private readonly budget: number,
  ) {}

  decide(heaps: readonly bigint[]): Decided | null {
    if (this.misere) return null;
    const wins = fibonacciWins(heaps);
    const n = heaps[0] ?? 0n;
    const explanation = fibonacciExplanation(n, allowed(heaps), heaps.length < 2, termsOf(n), wins);
    if (!wins) return { outcome: 'loss', winningMoves: [], winningMoveCount: 0n, explanation, value: 0n };
    const found = winningTakes(heaps[0] ?? 0n, allowed(heaps), MAX_LISTED_MOVES);
    const moves = found.amounts.map((a) => fibonacciMove(heaps, a));
    return {
      outcome: 'win',
      winningMoves: moves,
      winningMoveCount: found.count,
      cheapest: moves[0] ?? null,
      explanation,
    };
  }

  undecidedReason(): string | null {
    return this.misere
      ? t(
          'unknown: misère Fibonacci Nim is decided by exhaustive search only, which would exceed the budget of {budget}',
          { budget: this.budget },
        )
      : null;
  }
}

/**
 * Normal-play Grundy values, by the table G(n, m) = mex { G(n − t, 2t) : 1 ≤ t ≤ m } row by row
 * (each row's mex grows with m, one option at a time), up to the heap the budget allows (a row
 * costs its length).
 */
class FibonacciValues implements GrundyValues {
  private readonly rows: Uint32Array[] = [new Uint32Array(1)];

  constructor(private readonly budget: number) {}

  /** G(n, min(m, n)) for every m ≤ n of row n, or null beyond the budget. */
  private row(n: bigint): Uint32Array | null {
    if (n * (n + 1n) > BigInt(2 * this.budget)) return null;
    const target = Number(n);
    while (this.rows.length <= target) {
      const h = this.rows.length;
      const row = new Uint32Array(h + 1);
      const seen = new Set<number>();
      let mex = 0;
      for (let m = 1; m <= h; m++) {
        const left = h - m;
        seen.add(this.rows[left]![Math.min(2 * m, left)]!);
        while (seen.has(mex)) mex++;
        row[m] = mex;
      }
      this.rows.push(row);
    }
    return this.rows[target]!;
  }

  value(heaps: readonly bigint[]): bigint | null {
    const r = this.row(heaps[0] ?? 0n);
    return r ? BigInt(r[Number(allowed(heaps))]!) : null;
  }

  movesTo(heaps: readonly bigint[], target: bigint, limit: number): MovesToValue | null {
    const n = heaps[0] ?? 0n;
    if (!this.row(n)) return null;
    const moves: Move[] = [];
    let count = 0n;
    for (let a = 1n; a <= allowed(heaps); a++) {
      const m = fibonacciMove(heaps, a);
      if (this.value(m.result) !== target) continue;
      count++;
      if (moves.length < limit) moves.push(m);
    }
    return { moves, count, cheapest: moves[0] ?? null };
  }

  why(heaps: readonly bigint[]): string {
    return heaps.length < 2
      ? t('a fresh heap of {n}, by the table of values', { n: heaps[0] ?? 0n })
      : t('a heap of {n} taking at most {m}, by the table of values', { n: heaps[0]!, m: heaps[1]! });
  }

  undecidedReason(): string {
    return plural(
      this.budget,
      'the table of values up to this heap would take more than {count} step',
      'the table of values up to this heap would take more than {count} steps',
    );
  }
}

function checkStep(from: readonly bigint[], to: readonly bigint[]): Legality {
  const refuse = (reason: string): Legality => ({ legal: false, reason });
  const n = from[0] ?? 0n;
  const r = to[0] ?? 0n;
  if (r > n) return refuse(t('the heap grows from {from} to {to}: a move never adds tokens', { from: n, to: r }));
  if (r === n) return refuse(t('nothing is taken: a move removes at least one token'));
  const amount = n - r;
  const most = allowed(from);
  if (amount > most)
    return refuse(
      from.length < 2
        ? t('the first move of a fresh heap may take at most {most}, not the whole heap', { most })
        : t('takes {amount}, but at most {most} may be taken now', { amount, most }),
    );
  if (to.length < 2 || to[1] !== 2n * amount)
    return refuse(
      t('after taking {amount} the next move may take up to {limit}: write {heap} <= {limit}', {
        amount,
        limit: 2n * amount,
        heap: r,
      }),
    );
  return { legal: true, move: fibonacciMove(from, amount) };
}

/** Fibonacci Nim: take 1 to twice the last move's amount (the first move: anything but all). */
export const FIBONACCI = defineGame<FibonacciGame>({
  french: { fibonacci: FR_FIBONACCI },
  explanations: [FIBONACCI_EXPLANATION],
  text: () => 'fibonacci',
  rulesWords: [
    {
      word: 'fibonacci',
      get takes() {
        return t('takes no parameter');
      },
      read: () => ({ kind: 'fibonacci' }),
    },
  ],
  positionForm: LIMITED_HEAP_FORM,
  // A limit of the heap or more allows all of it; a fresh heap allows all but one token.
  positionKey: (_game, heaps) => `${heaps[0] ?? 0n},${allowed(heaps)}`,
  *legalMoves(_game, heaps) {
    for (let a = 1n; a <= allowed(heaps); a++) yield fibonacciMove(heaps, a);
  },
  checkMove: (_game, from, to) => checkStep(from, to),
  cheapestMove: (_game, heaps) => (allowed(heaps) >= 1n ? fibonacciMove(heaps, 1n) : null),
  family: (_game, misere, budget) => new FibonacciFamily(misere, budget),
  grundy: (_game, budget) => new FibonacciValues(budget),
  // Positions (h, limit) with h at most n: about n² / 2 of them, each with at most n moves.
  searchSpace: (_game, heaps) => {
    const n = heaps[0] ?? 0n;
    const space = keptHeapsSpace([n, n], (sizes) => sizes[0] ?? 0);
    return { positions: space.positions / 2, moves: space.moves };
  },
  playLength: (_game, heaps) => heaps[0] ?? 0n,
  searchWorkLowerBound: (_game, heaps) =>
    searchWorkFloor([heaps[0] ?? 0n], { rootMoves: allowed(heaps), least: 1n, splits: false }),
  randomMoveIn: (_game, heaps, i, random) => {
    const most = allowed(heaps);
    return i === 0 && most >= 1n ? fibonacciMove(heaps, 1n + randomBelow(most, random)) : null;
  },
  randomPosition(_game, level, random) {
    const max = [20, 60, 200][level - 1]!;
    const n = BigInt(2 + Math.floor(random() * (max - 1)));
    // Half of them fresh heaps, half in the middle of a game.
    return random() < 0.5 ? [n] : [n, BigInt(1 + Math.floor(random() * Number(n)))];
  },
  isPosition: (_game, heaps) => heaps.length === 1 || (heaps.length === 2 && heaps[1]! >= 1n),
  // The panel's take: the amount leaves the heap and sets the next limit, twice it.
  intent: (_game, heaps, intent) =>
    tokensTaken(intent, heaps, (heap, amount) =>
      heap === 0 ? [(heaps[0] ?? 0n) - amount, 2n * amount] : t('Fibonacci Nim has one heap'),
    ),
  words: () => ({
    name: t('Fibonacci Nim'),
    move: t('Take at least 1 and at most twice what the last move took (the first move: anything but the whole heap).'),
    token: 'token',
  }),
  panel: () => ({
    moveList: true,
    controls: (heaps, _style, part) => fibonacciControls(heaps[0] ?? 0n, allowed(heaps), part),
  }),
  picture: (_game, _misere, heaps, verdict, options) => fibonacciPicture(heaps, verdict, options),
});
