// Nim (Bouton): a heap's Grundy value is its size; misère play by the frontier rule of heapSum.ts.

import { type Decided, type GameFamily } from '../verdict';
import { type HeapFamily, misereNote, solveHeapSum } from './heapSum';

const NIM_HEAPS: HeapFamily = {
  grundy: (h) => h,
  amountsTo: (h, t) => (t < h ? { amounts: [h - t], count: 1n } : { amounts: [], count: 0n }),
  zeroesReachOne: () => true,
};

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
    };
  }
}
