// Poker Nim (spec "More games as rooms"): heaps of tokens and two banks. A move takes a positive
// number of tokens from one heap into the mover's bank, or adds a positive number of tokens from
// the mover's bank to one heap (an empty one too); the banks then change sides, so that a position
// is always written from the mover's side: heaps, `|`, the mover's bank, the other's (`3 4 5 | 2 0`).
// The vector is [h1, …, hk, moverBank, otherBank].
//
// Positions come back (a token added can be taken back), yet no position is a draw in normal play:
// the player to move wins exactly when the heaps' XOR is not 0. From XOR 0 every take and every
// addition leaves a nonzero XOR; from a nonzero XOR a take (as in Nim), or an addition within the
// bank, leaves 0. The winner answers an addition by taking it back and a take as in Nim, so that the
// heaps and the loser's bank together shrink at every pair of moves: the game ends. Winning moves:
// at most one per heap (to x ⊕ h), counted exactly at any size. Misère play by retrograde analysis
// of the positions reachable (their tokens, heaps and banks, add up to the same total) within the
// budget. In a sum, a part's Grundy value is its heaps' XOR. The tests check all of it against an
// independent retrograde analysis.

import { randomBelow } from '../../bigint';
import { moveWork, UNBOUNDED } from '../../budget';
import { t } from '../../l10n';
import { shortenNumbers } from '../../text';
import { type Legality, type Move } from '../../move';
import { type Decided, type GameFamily, MAX_LISTED_MOVES } from '../../verdict';
import { defineGame } from '../defineGame';
import { type GrundyValues, type MovesToValue } from '../definition';
import { argsOf, tokensTaken, wholeArg } from '../intents';
import { retrograde, retrogradeVerdict } from '../retrograde';
import { POKER_FORM, writePoker } from './form';
import { FR_POKER_NIM } from './fr';
import { POKER_NIM_EXPLANATION, POKER_NIM_RETROGRADE_EXPLANATION, type PokerNimExplanation } from './explanation';
import { pokerPicture } from './picture';
import { pokerBanks, pokerHeaps, pokerXor } from './position';

declare module '../../rules' {
  interface GameKinds {
    'poker-nim': { readonly kind: 'poker-nim' };
  }
}

type PokerGame = { readonly kind: 'poker-nim' };

/** The move taking `amount` from heap i into the mover's bank (positive) or adding it from the bank (negative `delta`). */
function pokerMove(position: readonly bigint[], i: number, delta: bigint): Move {
  const k = position.length - 2;
  const [mine, theirs] = pokerBanks(position);
  const take = delta < 0n;
  const amount = take ? -delta : delta;
  return {
    heaps: [i],
    amount,
    get result() {
      const r = position.slice();
      r[i] = position[i]! + delta;
      r[k] = theirs;
      r[k + 1] = take ? mine + amount : mine - amount;
      return r;
    },
    get words() {
      return take
        ? t('take {amount} from heap {n}', { amount, n: i + 1 })
        : t('add {amount} to heap {n}', { amount, n: i + 1 });
    },
  };
}

/** Every move in the order of ties: heap by heap, takes before additions, smaller amounts first. */
function* allMoves(position: readonly bigint[]): Generator<Move> {
  const heaps = pokerHeaps(position);
  const [mine] = pokerBanks(position);
  for (let i = 0; i < heaps.length; i++) {
    for (let a = 1n; a <= heaps[i]!; a++) yield pokerMove(position, i, -a);
    for (let a = 1n; a <= mine; a++) yield pokerMove(position, i, a);
  }
}

/** The moves to heaps of XOR `target`: at most one per heap, the first `limit` listed, all counted, the cheapest. */
function movesToXor(position: readonly bigint[], target: bigint, limit: number): MovesToValue {
  const heaps = pokerHeaps(position);
  const [mine] = pokerBanks(position);
  const x = pokerXor(position);
  const moves: Move[] = [];
  let count = 0n;
  let cheapest: Move | null = null;
  for (let i = 0; i < heaps.length; i++) {
    const h = heaps[i]!;
    const to = target ^ x ^ h;
    if (to === h || to - h > mine) continue;
    const m = pokerMove(position, i, to - h);
    count++;
    if (moves.length < limit) moves.push(m);
    if (!cheapest || m.amount < cheapest.amount) cheapest = m;
  }
  return { moves, count, cheapest };
}

/** The reason's data: the heaps, the banks and the XOR. */
function pokerExplanation(position: readonly bigint[]): PokerNimExplanation {
  const [mine, theirs] = pokerBanks(position);
  return { kind: 'poker-nim', heaps: pokerHeaps(position), mine, theirs, xor: pokerXor(position) };
}

const keyOf = (position: readonly bigint[]) => {
  const heaps = pokerHeaps(position);
  const [mine, theirs] = pokerBanks(position);
  return `${heaps.join(',')}|${mine},${theirs}`;
};

/** Retrograde analysis of misère play (a player who cannot move wins) from a position, within the budget. */
export function pokerMisere(start: readonly bigint[], budget: number) {
  return retrograde<readonly bigint[]>(
    {
      key: keyOf,
      *moves(p) {
        for (const m of allMoves(p)) yield m.result;
      },
      size: (p) => moveWork(p.length),
      noMove: 'win',
    },
    start,
    budget,
  );
}

class PokerFamily implements GameFamily {
  /** The misère analysis that last stopped at the budget: its position, and the positions it had found. */
  private stopped: { readonly key: string; readonly positions: number } | null = null;

  constructor(
    private readonly misere: boolean,
    private readonly budget: number,
  ) {}

  decide(position: readonly bigint[]): Decided | null {
    if (position.length < 3) return null;
    if (this.misere) return this.decideMisere(position);
    const x = pokerXor(position);
    const explanation = pokerExplanation(position);
    if (x === 0n) return { outcome: 'loss', winningMoves: [], winningMoveCount: 0n, explanation, value: 0n };
    const found = movesToXor(position, 0n, MAX_LISTED_MOVES);
    return {
      outcome: 'win',
      winningMoves: found.moves,
      winningMoveCount: found.count,
      cheapest: found.cheapest,
      explanation,
      value: x,
    };
  }

  private decideMisere(position: readonly bigint[]): Decided | null {
    const analysis = pokerMisere(position, this.budget);
    if (!analysis.done) {
      this.stopped = { key: keyOf(position), positions: analysis.positions };
      return null;
    }
    // Recommended: of all the winning moves, the one moving fewest tokens (the first such in the order of ties).
    return retrogradeVerdict(
      analysis,
      position,
      allMoves(position),
      (reason) => ({ kind: 'poker-nim-retrograde', ...reason }),
      (m, kept) => m.amount < kept.amount,
    );
  }

  undecidedReason(position: readonly bigint[]): string | null {
    if (!this.misere) return null;
    const key = keyOf(position);
    if (this.stopped?.key !== key) this.decide(position);
    if (this.stopped?.key !== key) return null;
    return t(
      'unknown: misère Poker Nim is decided by retrograde analysis of the positions reachable, which stopped at the budget of {budget} after finding {count} positions',
      { budget: this.budget, count: this.stopped.positions },
    );
  }

  stoppedByBudget(position: readonly bigint[]): boolean {
    return this.misere && this.stopped?.key === keyOf(position);
  }
}

/** Normal-play Grundy values: the heaps' XOR (the banks change nothing: additions are taken back). */
class PokerValues implements GrundyValues {
  value(position: readonly bigint[]): bigint | null {
    return position.length >= 3 ? pokerXor(position) : null;
  }

  movesTo(position: readonly bigint[], target: bigint, limit: number): MovesToValue | null {
    return position.length >= 3 ? movesToXor(position, target, limit) : null;
  }

  why(position: readonly bigint[]): string {
    return shortenNumbers(
      t('heaps {heaps} (tokens added can be taken back)', { heaps: pokerHeaps(position).join(' ⊕ ') }),
    );
  }

  undecidedReason(): string {
    return t("a Poker Nim position is heaps, '|', then the two banks");
  }
}

function checkStep(from: readonly bigint[], to: readonly bigint[]): Legality {
  const refuse = (reason: string): Legality => ({ legal: false, reason });
  if (from.length !== to.length)
    return refuse(
      t('a move keeps the number of heaps: {from} before, {to} after', {
        from: from.length - 2,
        to: to.length - 2,
      }),
    );
  const k = from.length - 2;
  const changed: number[] = [];
  for (let i = 0; i < k; i++) if (from[i] !== to[i]) changed.push(i);
  if (changed.length === 0)
    return refuse(t('no heap changes: a move takes tokens from one heap, or adds tokens from the bank to one heap'));
  if (changed.length > 1)
    return refuse(t('{count} heaps change: a move takes from or adds to one heap', { count: changed.length }));
  const i = changed[0]!;
  const delta = to[i]! - from[i]!;
  const [mine] = pokerBanks(from);
  if (delta > mine)
    return refuse(
      t('adds {amount} to heap {n}, but the player to move holds only {bank} in the bank', {
        amount: delta,
        n: i + 1,
        bank: mine,
      }),
    );
  const move = pokerMove(from, i, delta);
  const expected = move.result;
  if (to[k] !== expected[k] || to[k + 1] !== expected[k + 1])
    return refuse(
      delta < 0n
        ? t("the banks are written from the next mover's side: after taking {amount}, write {position}", {
            amount: -delta,
            position: writePoker(expected),
          })
        : t("the banks are written from the next mover's side: after adding {amount}, write {position}", {
            amount: delta,
            position: writePoker(expected),
          }),
    );
  return { legal: true, move };
}

/** The legal move moving fewest tokens, first in the order of ties: one token, from or to the leftmost heap that has a move. */
function cheapest(position: readonly bigint[]): Move | null {
  const heaps = pokerHeaps(position);
  const [mine] = pokerBanks(position);
  if (heaps.length === 0) return null;
  if (heaps[0]! > 0n) return pokerMove(position, 0, -1n);
  if (mine > 0n) return pokerMove(position, 0, 1n);
  const i = heaps.findIndex((h) => h > 0n);
  return i < 0 ? null : pokerMove(position, i, -1n);
}

/** Poker Nim: take from a heap into your bank, or add from your bank to a heap. */
export const POKER_NIM = defineGame<PokerGame>({
  french: { pokerNim: FR_POKER_NIM },
  explanations: [POKER_NIM_EXPLANATION, POKER_NIM_RETROGRADE_EXPLANATION],
  text: () => 'poker nim',
  rulesWords: [
    {
      word: 'poker nim',
      french: 'nim poker',
      get takes() {
        return t('takes no parameter');
      },
      read: () => ({ kind: 'poker-nim' }),
    },
  ],
  positionForm: POKER_FORM,
  positionKey: (_game, position) => keyOf(position),
  legalMoves: (_game, position) => allMoves(position),
  checkMove: (_game, from, to) => checkStep(from, to),
  cheapestMove: (_game, position) => cheapest(position),
  family: (_game, misere, budget) => new PokerFamily(misere, budget),
  grundy: () => new PokerValues(),
  // Positions come back: never searched depth first (normal play by the XOR, misère play by retrograde analysis).
  recurs: true,
  searchSpace: () => UNBOUNDED,
  playLength: () => 0n,
  searchWorkLowerBound: () => 1n << 62n,
  randomMoveIn(_game, position, i, random) {
    const heaps = pokerHeaps(position);
    if (i < 0 || i >= heaps.length) return null;
    const h = heaps[i]!;
    const [mine] = pokerBanks(position);
    const choices = h + mine;
    if (choices === 0n) return null;
    const r = randomBelow(choices, random);
    return r < h ? pokerMove(position, i, -(r + 1n)) : pokerMove(position, i, r - h + 1n);
  },
  randomPosition(_game, level, random) {
    const heaps = Array.from({ length: level + 1 }, () => BigInt(1 + Math.floor(random() * 7)));
    const banks = [0, 1].map(() => BigInt(Math.floor(random() * 4)));
    return [...heaps, ...banks];
  },
  isPosition: (_game, position) => position.length >= 3 && position.every((n) => n >= 0n),
  turnPassed: (_game, position) => {
    const [mine, theirs] = pokerBanks(position);
    return [...pokerHeaps(position), theirs, mine];
  },
  // The panel's take: tokens from a heap into the mover's bank; the banks are not heaps (said before any other check).
  intent: (_game, position, intent) => {
    const k = position.length - 2;
    const heap = wholeArg(argsOf(intent, 'take')?.[0]);
    if (heap !== null && heap >= BigInt(k))
      return t('there is no heap {n}: Poker Nim has {count} heaps, and the banks are not heaps', {
        n: heap + 1n,
        count: k,
      });
    return tokensTaken(intent, position, (heap, amount) => pokerMove(position, heap, -amount).result.slice());
  },
  words: () => ({
    name: t('Poker Nim'),
    move: t(
      'Take tokens from one heap into your bank, or add tokens from your bank to one heap; the banks then change sides.',
    ),
    // The game ends when the mover has no token to take nor to add: the last move wins, not the last token taken.
    token: 'move',
  }),
  panel: () => ({ moveList: true }),
  practiceChoices: ['poker nim'],
  picture: (_game, _misere, position, verdict, options) => pokerPicture(position, verdict, options),
});
