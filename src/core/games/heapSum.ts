// Sums of independent heaps (Nim and subtraction games) decided by Grundy values.
//
// Normal play (Sprague–Grundy): the player to move loses exactly when the XOR of the
// heaps' Grundy values is 0.
//
// Misère play: the player to move loses exactly when
//   (every value is at most 1 and the XOR is 1) or (some value is at least 2 and the XOR is 0),
// provided every heap of value 0 that has a move can move to a heap of value 1 ("zeroes reach
// one"). Proof, by induction on the tokens left: call such positions P.
//  - From P every move leaves a non-P position. A move changes one value v to some w != v
//    (no option has the value of its heap). All values <= 1 with XOR 1: w >= 2 leaves XOR
//    1^v^w != 0 with a value >= 2; w <= 1 makes the XOR 0. Some value >= 2 with XOR 0: at least
//    two values are >= 2 (one alone could not cancel its high bit), so one remains, and the XOR
//    becomes v^w != 0.
//  - From a non-P position some move reaches P. Two or more values >= 2 and XOR X != 0: the heap
//    whose value v has X's top bit can move to v^X < v (mex), and a value >= 2 remains. Exactly
//    one value v >= 2: move it to 0 or 1, whichever leaves an odd number of ones. All values <= 1
//    with XOR 0: a heap of value 1 moves to 0; with no value 1, a heap with a move reaches value 1
//    by the condition; with no move at all the player to move wins (misère).
// Nim satisfies the condition trivially; runs lo..hi of a subtraction set satisfy it (a heap with
// n mod (lo+hi) = r < lo and n >= lo takes hi, reaching residue r + lo in [lo, 2lo-1], value 1);
// other sets are checked over their certified period. The tests compare both rules with
// exhaustive search.

import { compareBigints } from '../bigint';
import { type Explanation } from '../explanation';
import { type MisereNote } from '../explanationText';
import { t } from '../l10n';
import { firstOfItsSize, type Move, single } from '../moves';
import { type Decided, MAX_LISTED_MOVES } from '../verdict';
import { type GrundyValues, type HeapFamily } from './definition';

export type { AmountsTo, HeapFamily } from './definition';

export interface HeapSumResult {
  readonly outcome: 'win' | 'loss';
  readonly values: readonly bigint[];
  readonly xor: bigint;
  /** The first MAX_LISTED_MOVES winning moves in the order of ties, over all heaps together. */
  readonly winningMoves: readonly Move[];
  /** Every winning move, listed or not. */
  readonly winningMoveCount: bigint;
  /** The winning move that takes fewest tokens (ties: leftmost heap), among all of them. */
  readonly cheapest: Move | null;
  /** Heaps whose value is at least 2 (misère frontier). */
  readonly large: number;
}

/** Whether the player to move loses, from the XOR of the values and how many are at least 2. */
function isLoss(misere: boolean, xor: bigint, large: number): boolean {
  return misere && large === 0 ? xor === 1n : xor === 0n;
}

/** Decides a sum of heaps, or returns null when some Grundy value is unknown or the misère rule is not certified. */
export function solveHeapSum(family: HeapFamily, heaps: readonly bigint[], misere: boolean): HeapSumResult | null {
  if (misere && family.zeroesReachOne() !== true) return null;
  return solveHeaps(() => family, heaps, misere);
}

/**
 * The same for heaps of different kinds side by side, `families[i]` for heap i (the tame
 * components of a misère sum): the proof above asks nothing of a heap but its own values.
 */
export function solveHeapsOf(
  families: readonly HeapFamily[],
  heaps: readonly bigint[],
  misere: boolean,
): HeapSumResult | null {
  if (misere && [...new Set(families)].some((f) => f.zeroesReachOne() !== true)) return null;
  return solveHeaps((i) => families[i]!, heaps, misere);
}

/** Both of the above, the heaps' kinds given by `family(i)` (the misère condition already checked). */
function solveHeaps(
  family: (i: number) => HeapFamily,
  heaps: readonly bigint[],
  misere: boolean,
): HeapSumResult | null {
  // This runs for every line of a worksheet of Nim positions: no array but the values and the moves.
  const values: bigint[] = new Array<bigint>(heaps.length);
  let xor = 0n;
  let large = 0;
  for (let i = 0; i < heaps.length; i++) {
    const g = family(i).grundy(heaps[i]!);
    if (g === null) return null;
    values[i] = g;
    xor ^= g;
    if (g >= 2n) large++;
  }
  const outcome = isLoss(misere, xor, large) ? 'loss' : 'win';
  const winningMoves: Move[] = [];
  let count = 0n;
  let cheapest: Move | null = null;
  if (outcome === 'win') {
    for (let i = 0; i < heaps.length; i++) {
      const v = values[i]!;
      const rest = xor ^ v;
      const restLarge = large - (v >= 2n ? 1 : 0);
      // The Grundy values t for heap i that leave a losing position for the opponent: in normal play
      // the one that makes the XOR 0 (in a subtraction game it may be above the heap's own value:
      // amountsTo finds the moves, if any); in misère play those the frontier rule makes a loss.
      // Ask for one amount even when the list is full: the heap's smallest amount is its cheapest move.
      const limit = Math.max(1, MAX_LISTED_MOVES - winningMoves.length);
      let amounts: readonly bigint[];
      if (!misere) {
        if (rest === v) continue;
        const found = family(i).amountsTo(heaps[i]!, rest, limit);
        if (found === null) return null;
        amounts = found.amounts;
        count += found.count;
      } else {
        const all: bigint[] = [];
        for (const t of [rest ^ 1n, rest]) {
          if (t === v || !isLoss(true, rest ^ t, restLarge + (t >= 2n ? 1 : 0))) continue;
          const found = family(i).amountsTo(heaps[i]!, t, limit);
          if (found === null) return null;
          all.push(...found.amounts);
          count += found.count;
        }
        amounts = all.sort(compareBigints);
      }
      const first = winningMoves.length;
      for (const s of amounts) {
        if (winningMoves.length >= MAX_LISTED_MOVES) break;
        winningMoves.push(single(heaps, i, s));
      }
      const least = amounts[0];
      if (least !== undefined && (!cheapest || least < cheapest.amount))
        // The heap's first listed move when there is one, else made for the purpose.
        cheapest = winningMoves.length > first ? winningMoves[first]! : single(heaps, i, least);
    }
  }
  return { outcome, values, xor, winningMoves, winningMoveCount: count, cheapest, large };
}
/** `1 and 2`, `1 and 2 and 3` in the language of the answers (for legality reasons that name heaps or parts). */
export function andList(items: readonly (bigint | number | string)[]): string {
  const texts = items.map(String);
  return texts.length ? texts.reduce((list, next) => t('{list} and {next}', { list, next })) : '';
}

/** What the misère rule looked at, for the explanation. */
export function misereNote(r: HeapSumResult): MisereNote {
  let ones = 0;
  for (const v of r.values) if (v === 1n) ones++;
  return { large: r.large, ones };
}

/** What a position of independent heaps needs of its game for its Grundy value (normal play). */
export interface HeapwiseGame {
  grundy(h: bigint): bigint | null;
  /** The moves in heap i to a heap (or pieces) of value t: the first `limit` in the order of ties, and their number. */
  movesIn(
    heaps: readonly bigint[],
    i: number,
    t: bigint,
    limit: number,
  ): { moves: readonly Move[]; count: bigint | null; uncounted?: string } | null;
  /** Heaps of one size give the same moves (take-and-break games): only the first of them is moved in. */
  readonly multiset: boolean;
  /** How the heaps' values are known, for a sum's row. */
  why(heaps: readonly bigint[], values: readonly bigint[]): string;
  undecidedReason(heaps: readonly bigint[]): string;
  /** Whether `why` depends on the budget (GrundyValues' `budgetLimited`). */
  budgetLimited?(): boolean;
}

/**
 * The Grundy values of positions of independent heaps (Sprague–Grundy): the XOR of the heaps'
 * values; a move to value T changes one heap of value v to one of value v ⊕ X ⊕ T, X the XOR.
 */
export function heapwiseGrundy(game: HeapwiseGame): GrundyValues {
  const valuesOf = (heaps: readonly bigint[]): bigint[] | null => {
    const values: bigint[] = [];
    for (const h of heaps) {
      const g = game.grundy(h);
      if (g === null) return null;
      values.push(g);
    }
    return values;
  };
  return {
    value(heaps) {
      const values = valuesOf(heaps);
      return values && values.reduce((a, b) => a ^ b, 0n);
    },
    movesTo(heaps, target, limit) {
      const values = valuesOf(heaps);
      if (!values) return null;
      const xor = values.reduce((a, b) => a ^ b, 0n);
      const moves: Move[] = [];
      let count: bigint | null = 0n;
      let uncounted: string | undefined;
      let cheapest: Move | null = null;
      for (let i = 0; i < heaps.length; i++) {
        if (game.multiset && !firstOfItsSize(heaps, i)) continue;
        // Ask for one move even when the list is full: a heap's first move in order removes fewest from it.
        const found = game.movesIn(heaps, i, values[i]! ^ xor ^ target, Math.max(1, limit - moves.length));
        if (found === null) return null;
        const first = found.moves[0];
        if (first && (!cheapest || first.amount < cheapest.amount)) cheapest = first;
        for (const m of found.moves) if (moves.length < limit) moves.push(m);
        // A heap whose moves are listed but not all counted leaves the count unknown, the listed ones winning.
        if (found.count === null) {
          count = null;
          uncounted ??= found.uncounted;
        } else if (count !== null) count += found.count;
      }
      return count === null
        ? { moves, count, cheapest, ...(uncounted ? { uncounted } : {}) }
        : { moves, count, cheapest };
    },
    why(heaps) {
      const values = valuesOf(heaps);
      return values ? game.why(heaps, values) : game.undecidedReason(heaps);
    },
    undecidedReason: (heaps) => game.undecidedReason(heaps),
    ...(game.budgetLimited ? { budgetLimited: () => game.budgetLimited!() } : {}),
  };
}

/** The moves of a heap game whose moves are amounts taken from one heap, from its heaps' amounts to a value. */
export function amountMoves(family: HeapFamily): HeapwiseGame['movesIn'] {
  return (heaps, i, t, limit) => {
    const found = family.amountsTo(heaps[i]!, t, limit);
    return found && { moves: found.amounts.map((s) => single(heaps, i, s)), count: found.count };
  };
}

/**
 * Normal play by Sprague–Grundy: a position of value 0 is a loss; any other is a win whose winning
 * moves are its moves to value 0. Null when those moves cannot be found within the budget.
 */
export function decideByValue(
  values: GrundyValues,
  heaps: readonly bigint[],
  value: bigint,
  explanation: Explanation,
): Decided | null {
  if (value === 0n) return { outcome: 'loss', winningMoves: [], winningMoveCount: 0n, explanation, value };
  const found = values.movesTo(heaps, 0n, MAX_LISTED_MOVES);
  if (!found) return null;
  return {
    outcome: 'win',
    winningMoves: found.moves,
    winningMoveCount: found.count,
    ...(found.uncounted ? { uncounted: found.uncounted } : {}),
    ...(found.unlisted ? { unlisted: found.unlisted } : {}),
    cheapest: found.cheapest,
    explanation,
    value,
  };
}
