// Staircase Nim: coins on stairs 1, 2, 3, … (the position: the coins on each stair, from stair 1, as
// many stairs as were written); a move takes any positive number of coins from one stair to the stair
// below, and from stair 1 off the stairs.
//
// The Grundy value is the XOR V of the coins on the odd-numbered stairs (1, 3, 5, …). Proof: every
// move changes exactly one odd stair (a move down from an odd stair lowers it, whether its coins land
// on the even stair below or leave; a move from an even stair raises the odd stair below it), so no
// move keeps V. And as in Nim, for any W < V, the odd stair c holding V's top bit goes down to
// c ⊕ V ⊕ W < c. So the values of the moves hold every W < V and not V: the mex is V. Coins on even
// stairs do not count: a move from an even stair is undone by moving the same coins on down.
//
// The moves to value T change one odd stair from c to c ⊕ V ⊕ T: down from that odd stair when that
// is less than c, or up from the even stair above it when the coins needed are there. Each stair gives
// at most one such move, so they are counted exactly. Misère play is left to the search. The tests
// check all of this against exhaustive search.

import { randomBelow } from '../../bigint';
import { moveWork, type SearchSpace, searchWorkFloor } from '../../budget';
import { plural, t } from '../../l10n';
import { type Legality, type Move } from '../../move';
import { type Decided, type GameFamily } from '../../verdict';
import { type GrundyValues, type MovesToValue } from '../definition';
import { decideByValue } from '../heapSum';
import { staircasePicture } from './picture';
import { type AmountWords, tokensTaken } from '../intents';
import { defineGame } from '../defineGame';
import { stairsControls } from './controls';
import { FR_STAIRCASE } from './fr';
import { oddTerms, STAIRCASE_EXPLANATION, staircaseExplanation } from './explanation';

declare module '../../rules' {
  interface GameKinds {
    /** Staircase Nim: coins per stair from stair 1, in order; coins move one stair down (from 1: off). */
    staircase: StaircaseGame;
  }
}

type StaircaseGame = { readonly kind: 'staircase' };

/** Cells of the table that counts reachable positions (searchSpace, searchWorkLowerBound): about a millisecond. */
const COUNT_CELLS = 200_000;

/** The move of `amount` coins from stair i + 1 (index i) to the stair below, or off from stair 1. */
function stairMove(heaps: readonly bigint[], i: number, amount: bigint): Move {
  const result = heaps.slice();
  result[i] = heaps[i]! - amount;
  if (i > 0) result[i - 1] = heaps[i - 1]! + amount;
  const words =
    i === 0
      ? plural(amount, 'move {count} coin off stair 1', 'move {count} coins off stair 1')
      : plural(
          amount,
          'move {count} coin from stair {from} to stair {to}',
          'move {count} coins from stair {from} to stair {to}',
          {
            from: i + 1,
            to: i,
          },
        );
  return { heaps: [i], amount, result, words };
}

/** The XOR of the odd stairs (indices 0, 2, 4, …). */
function oddXor(heaps: readonly bigint[]): bigint {
  let x = 0n;
  for (let i = 0; i < heaps.length; i += 2) x ^= heaps[i]!;
  return x;
}

/** The moves that change the odd stairs' XOR by W ≠ 0: at most one per stair, in the order of ties. */
function movesChanging(heaps: readonly bigint[], w: bigint, limit: number): MovesToValue {
  const moves: Move[] = [];
  let count = 0n;
  let cheapest: Move | null = null;
  if (w === 0n) return { moves, count, cheapest };
  for (let i = 0; i < heaps.length; i++) {
    let amount: bigint | null = null;
    if (i % 2 === 0) {
      // An odd stair going down from c to c ⊕ W.
      const c = heaps[i]!;
      const to = c ^ w;
      if (to < c) amount = c - to;
    } else {
      // An even stair sending m coins to the odd stair below, which goes from d to d ⊕ W = d + m.
      const d = heaps[i - 1]!;
      const to = d ^ w;
      if (to > d && to - d <= heaps[i]!) amount = to - d;
    }
    if (amount === null) continue;
    count++;
    if (moves.length < limit || !cheapest || amount < cheapest.amount) {
      const m = stairMove(heaps, i, amount);
      if (moves.length < limit) moves.push(m);
      if (!cheapest || amount < cheapest.amount) cheapest = m;
    }
  }
  return { moves, count, cheapest };
}

/** Staircase Nim's Grundy values, any size: the odd stairs' XOR. */
const STAIRCASE_VALUES: GrundyValues = {
  value: oddXor,
  movesTo: (heaps, target, limit) => movesChanging(heaps, oddXor(heaps) ^ target, limit),
  why(heaps) {
    if (heaps.length === 1) return t('stair 1 alone');
    const { odd, oddCount } = staircaseExplanation(heaps, 0n);
    return t('odd stairs {terms}', { terms: oddTerms(odd, oddCount) });
  },
  undecidedReason: () => t('never: the odd stairs give every value'),
};

class StaircaseFamily implements GameFamily {
  constructor(
    private readonly misere: boolean,
    private readonly budget: number,
  ) {}

  decide(heaps: readonly bigint[]): Decided | null {
    if (this.misere) return null;
    const xor = oddXor(heaps);
    return decideByValue(STAIRCASE_VALUES, heaps, xor, staircaseExplanation(heaps, xor));
  }

  undecidedReason(): string | null {
    return this.misere
      ? t(
          'unknown: misère Staircase Nim is decided by exhaustive search only, which would exceed the budget of {budget}',
          { budget: this.budget },
        )
      : null;
  }
}

/** The coins on stair i + 1 and above, for each i. */
function suffixSums(heaps: readonly bigint[]): bigint[] {
  const out = new Array<bigint>(heaps.length);
  let s = 0n;
  for (let i = heaps.length - 1; i >= 0; i--) out[i] = s += heaps[i]!;
  return out;
}

/** Counts below this are exact in a double; the table holds min(count, CAP) exactly (sums only grow). */
const CAP = 2 ** 53;

/**
 * The positions reachable from a staircase, by their number of coins s (at most `most`): the reachable
 * positions are exactly those where no stair and the stairs above it hold more coins than at the
 * start (coins only move down; and any such position is reached, one coin one stair at a time from
 * the highest stair that differs). Counted stair by stair from the top: the coins on this stair and
 * above go from s' to any s >= s' within its bound. Each count is min(exact, CAP).
 */
function reachableByCoins(suffix: readonly bigint[], most: number): Float64Array {
  let cur = new Float64Array(most + 1);
  cur[0] = 1;
  let next = new Float64Array(most + 1);
  for (let i = suffix.length - 1; i >= 0; i--) {
    const top = suffix[i]! < BigInt(most) ? Number(suffix[i]!) : most;
    let run = 0;
    for (let s = 0; s <= most; s++) {
      run = s <= top ? Math.min(CAP, run + cur[s]!) : 0;
      next[s] = run;
    }
    [cur, next] = [next, cur];
  }
  return cur;
}

/** The most coins the counting table follows for a staircase of n stairs: COUNT_CELLS cells in all. */
function countedCoins(n: number, total: bigint): number {
  const most = Math.floor(COUNT_CELLS / Math.max(1, n));
  return total < BigInt(most) ? Number(total) : most;
}

function staircaseSpace(heaps: readonly bigint[]): SearchSpace {
  const suffix = suffixSums(heaps);
  const total = suffix[0] ?? 0n;
  const moves = Number(total);
  const most = countedCoins(heaps.length, total);
  if (BigInt(most) === total) {
    let positions = 0;
    for (const c of reachableByCoins(suffix, most)) positions += c;
    return { positions: positions >= CAP ? Infinity : positions, moves };
  }
  // Too many to count: stair i + 1 holds at most the coins on it and above.
  let positions = 1;
  for (const s of suffix) positions *= Number(s) + 1;
  return { positions: positions > 1e15 ? Infinity : positions, moves };
}

/**
 * A lower bound on a search's work from an empty memo: it examines every move of every reachable
 * position (a position of s coins has s moves) and counts each position once. Exact when the coins are
 * few enough to count; else the positions of at most that many coins, and the root.
 */
function staircaseWorkLowerBound(heaps: readonly bigint[]): bigint {
  const suffix = suffixSums(heaps);
  const total = suffix[0] ?? 0n;
  const perMove = BigInt(moveWork(heaps.length));
  const counts = reachableByCoins(suffix, countedCoins(heaps.length, total));
  let work = 0n;
  for (let s = 0; s < counts.length; s++) work += BigInt(counts[s]!) * perMove * BigInt(s + 1);
  const root = searchWorkFloor(heaps, { rootMoves: total, least: null, splits: false });
  return work > root ? work : root;
}

/** Why a step is not one move of Staircase Nim, or the move it is. */
function checkStep(from: readonly bigint[], to: readonly bigint[]): Legality {
  const refuse = (reason: string): Legality => ({ legal: false, reason });
  if (from.length !== to.length)
    return refuse(
      plural(
        from.length,
        'the staircase has {count} stair but the next position has {next}: a move keeps every stair',
        'the staircase has {count} stairs but the next position has {next}: a move keeps every stair',
        { next: to.length },
      ),
    );
  const changed: number[] = [];
  for (let i = 0; i < from.length; i++) if (from[i] !== to[i]) changed.push(i);
  const diff = (i: number) => to[i]! - from[i]!;
  if (changed.length === 0) return refuse(t('nothing moves: a move takes at least one coin down one stair'));
  if (changed.length > 2)
    return refuse(
      t('{count} stairs change ({stairs}): a move changes one stair and the stair below it', {
        count: changed.length,
        stairs: changed.map((i) => i + 1).join(', '),
      }),
    );
  if (changed.length === 1) {
    const i = changed[0]!;
    const d = diff(i);
    if (d < 0n && i === 0) return { legal: true, move: stairMove(from, 0, -d) };
    if (d < 0n)
      return refuse(
        plural(
          -d,
          'stair {stair} loses {count} coin but stair {below} gains none: coins move to the stair below',
          'stair {stair} loses {count} coins but stair {below} gains none: coins move to the stair below',
          { stair: i + 1, below: i },
        ),
      );
    return refuse(
      plural(
        d,
        'stair {stair} gains {count} coin but no stair above it loses any: coins move one stair down',
        'stair {stair} gains {count} coins but no stair above it loses any: coins move one stair down',
        { stair: i + 1 },
      ),
    );
  }
  const [lo, hi] = changed as [number, number];
  const dLo = diff(lo);
  const dHi = diff(hi);
  if (hi !== lo + 1)
    return refuse(
      t('stairs {lo} and {hi} change: a move takes coins from one stair to the stair just below it', {
        lo: lo + 1,
        hi: hi + 1,
      }),
    );
  if (dLo < 0n && dHi < 0n)
    return refuse(
      t('stairs {lo} and {hi} both lose coins: a move takes coins from one stair only', { lo: lo + 1, hi: hi + 1 }),
    );
  if (dLo > 0n && dHi > 0n)
    return refuse(
      t('stairs {lo} and {hi} both gain coins: a move only moves coins that are there', { lo: lo + 1, hi: hi + 1 }),
    );
  if (dLo < 0n)
    return refuse(t('coins go up from stair {lo} to stair {hi}: coins only move down', { lo: lo + 1, hi: hi + 1 }));
  if (dLo !== -dHi)
    return refuse(
      t(
        'stair {hi} loses {lost} but stair {lo} gains {gained}: the coins taken from a stair all go to the stair below',
        {
          hi: hi + 1,
          lo: lo + 1,
          lost: plural(-dHi, '{count} coin', '{count} coins'),
          gained: plural(dLo, '{count} coin', '{count} coins'),
        },
      ),
    );
  return { legal: true, move: stairMove(from, hi, -dHi) };
}

/** Staircase Nim: move any positive number of coins from one stair to the one below (from stair 1: off). */
export const STAIRCASE = defineGame<StaircaseGame>({
  french: { staircase: FR_STAIRCASE },
  explanations: [STAIRCASE_EXPLANATION],
  text: () => 'staircase',
  rulesWords: [
    {
      word: 'staircase',
      french: 'escalier',
      get takes() {
        return t('takes no parameter');
      },
      read: () => ({ kind: 'staircase' }),
    },
  ],
  picture: (_game, _misere, heaps, verdict, options) => staircasePicture(heaps, verdict, options),
  // Stairs keep their places; empty stairs at the top can never gain a coin, so they mean nothing.
  positionKey(_game, heaps) {
    let end = heaps.length;
    while (end > 0 && heaps[end - 1] === 0n) end--;
    return heaps.slice(0, end).join(',');
  },
  *legalMoves(_game, heaps) {
    for (let i = 0; i < heaps.length; i++) for (let m = 1n; m <= heaps[i]!; m++) yield stairMove(heaps, i, m);
  },
  checkMove: (_game, from, to) => checkStep(from, to),
  // The panel's "take from stair i": the coins go down to the stair below (from stair 1, off the stairs).
  intent: (_game, heaps, intent) =>
    tokensTaken(intent, heaps, (i, amount) => stairMove(heaps, i, amount).result.slice(), STAIR_WORDS),
  cheapestMove(_game, heaps) {
    const i = heaps.findIndex((h) => h > 0n);
    return i < 0 ? null : stairMove(heaps, i, 1n);
  },
  family: (_game, misere, budget) => new StaircaseFamily(misere, budget),
  grundy: () => STAIRCASE_VALUES,
  searchSpace: (_game, heaps) => staircaseSpace(heaps),
  // One coin one stair at a time: a coin on stair j takes j moves to leave, and no play is longer.
  playLength: (_game, heaps) => heaps.reduce((a, h, i) => a + BigInt(i + 1) * h, 0n),
  searchWorkLowerBound: (_game, heaps) => staircaseWorkLowerBound(heaps),
  randomMoveIn: (_game, heaps, i, random) =>
    heaps[i]! > 0n ? stairMove(heaps, i, 1n + randomBelow(heaps[i]!, random)) : null,
  randomPosition(_game, level, random) {
    const [least, most, max] = (
      [
        [3, 4, 5],
        [4, 5, 9],
        [5, 7, 15],
      ] as const
    )[level - 1]!;
    const n = least + Math.floor(random() * (most - least + 1));
    const heaps = Array.from({ length: n }, () => BigInt(Math.floor(random() * (max + 1))));
    // Empty stairs are part of the game, but an empty staircase is no puzzle.
    if (!heaps.some((h) => h > 0n)) heaps[n - 1] = BigInt(1 + Math.floor(random() * max));
    return heaps;
  },
  words: () => ({
    name: t('Staircase Nim'),
    move: t('Move any number of coins from one stair to the stair below (from stair 1, off the stairs).'),
    token: 'token',
  }),
  // The play panel lists the legal moves to choose from.
  panel: () => ({
    moveList: true,
    controls: (heaps, _style, part, marks) => stairsControls(heaps, part, marks.lastFrom),
  }),
});

/** The panel's take refused in the words of stairs and coins. */
const STAIR_WORDS: AmountWords = {
  noHeap: (n) => t('there is no stair {n}', { n }),
  atLeastOne: () => t('move at least one coin'),
  hasOnly: (n, count) =>
    t('stair {n} has only {tokens}', { n, tokens: plural(count, '{count} coin', '{count} coins') }),
};
