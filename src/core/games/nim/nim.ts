// Nim (Bouton): a heap's Grundy value is its size; misère play by the frontier rule of heapSum.ts.

import { randomBelow } from '../../bigint';
import { t } from '../../l10n';
import { keptHeapsSpace, searchWorkFloor } from '../../budget';
import { heapsTakenFrom, multisetKey, severalHeapsRefused, single } from '../../moves';
import { type Decided, type GameFamily } from '../../verdict';
import { amountMoves, type HeapFamily, heapwiseGrundy, misereNote, solveHeapSum } from '../heapSum';
import { randomHeaps } from '../practiceLevels';
import { NIM_EXPLANATION } from './explanation';
import { nimColumns } from './picture';
import { defineGame } from '../defineGame';
import { FR_NIM } from './fr';

declare module '../../rules' {
  interface GameKinds {
    nim: NimGame;
  }
}

type NimGame = { readonly kind: 'nim' };

const NIM_HEAPS: HeapFamily = {
  grundy: (h) => h,
  amountsTo: (h, t) => (t < h ? { amounts: [h - t], count: 1n } : { amounts: [], count: 0n }),
  zeroesReachOne: () => true,
};

/** A Nim position's Grundy value is the XOR of its heaps (Bouton), for any size. */
const NIM_VALUES = heapwiseGrundy({
  grundy: (h) => h,
  movesIn: amountMoves(NIM_HEAPS),
  multiset: false,
  why: (heaps, values) => (heaps.length === 1 ? t('a heap of {size}', { size: heaps[0]! }) : `${values.join(' ⊕ ')}`),
  undecidedReason: () => t('never: every Nim heap is its own value'),
});

export class NimFamily implements GameFamily {
  constructor(private readonly misere: boolean) {}

  decide(heaps: readonly bigint[]): Decided | null {
    const r = solveHeapSum(NIM_HEAPS, heaps, this.misere);
    if (!r) return null;
    return {
      outcome: r.outcome,
      winningMoves: r.winningMoves,
      winningMoveCount: r.winningMoveCount,
      cheapest: r.cheapest,
      explanation: { kind: 'nim', heaps, xor: r.xor, misere: this.misere ? misereNote(r) : null },
      ...(this.misere ? {} : { value: r.xor }),
    };
  }
}

/** Nim: take any positive number of tokens from one heap. */
export const NIM = defineGame<NimGame>({
  french: { nim: FR_NIM },
  text: () => 'nim',
  rulesWords: [
    {
      word: 'nim',
      // A getter: the sentence is written in the language of the moment it is read.
      get takes() {
        return t('takes no parameter');
      },
      read: () => ({ kind: 'nim' }),
    },
  ],
  explanations: [NIM_EXPLANATION],
  picture: (_game, _misere, _heaps, verdict, options) =>
    verdict.explanation.kind === 'nim' ? nimColumns(verdict.explanation, verdict, options) : null,
  practiceChoices: ['nim', 'nim misere'],
  positionKey: (_game, heaps) => multisetKey(heaps),
  *legalMoves(_game, heaps) {
    for (let i = 0; i < heaps.length; i++) for (let s = 1n; s <= heaps[i]!; s++) yield single(heaps, i, s);
  },
  checkMove(_game, from, to) {
    const step = heapsTakenFrom(from, to);
    if (!step.ok) return step.legality;
    if (step.changed.length > 1) return severalHeapsRefused(step.changed);
    const i = step.changed[0]!;
    return { legal: true, move: { heaps: [i], amount: from[i]! - to[i]!, result: to } };
  },
  cheapestMove(_game, heaps) {
    const i = heaps.findIndex((h) => h > 0n);
    return i < 0 ? null : single(heaps, i, 1n);
  },
  family: (_game, misere) => new NimFamily(misere),
  grundy: () => NIM_VALUES,
  heapTable: true,
  valueTable: (_game, count) => ({
    values: Array.from({ length: count }, (_, n) => BigInt(n)),
    period: { period: 1n, preperiod: 0, saltus: 1 },
    proof: t("Bouton's theorem: a Nim heap's value is its size"),
  }),
  tameHeaps: () => NIM_HEAPS,
  searchSpace: (_game, heaps) => keptHeapsSpace(heaps, (_sizes, total) => total),
  // Taking one token at a time.
  playLength: (_game, heaps) => heaps.reduce((a, b) => a + b, 0n),
  searchWorkLowerBound(_game, heaps) {
    const total = heaps.reduce((a, b) => a + b, 0n);
    return searchWorkFloor(heaps, { rootMoves: total, least: 1n, splits: false });
  },
  randomMoveIn: (_game, heaps, i, random) =>
    heaps[i]! > 0n ? single(heaps, i, 1n + randomBelow(heaps[i]!, random)) : null,
  words: () => ({ name: null, move: t('Take any number of tokens from one heap.'), token: 'token' }),
  randomPosition: randomHeaps([
    { heaps: [2, 3], max: 7 },
    { heaps: [3, 4], max: 15 },
    { heaps: [4, 5], max: 31 },
  ]),
});
