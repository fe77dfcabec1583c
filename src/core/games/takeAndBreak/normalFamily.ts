// The normal-play family of one take-and-break code: values by its table (breakTable.ts), every
// move to a value listed from the options where they fit, and for a huge heap counted by the
// theorem behind the values (a proved period's residues, or a closed form).

import { t } from '../../l10n';
import { type Move } from '../../move';
import { breakMove } from '../../moves';
import { type Decided, type GameFamily } from '../../verdict';
import { type GrundyValues } from '../definition';
import { decideByValue, heapwiseGrundy } from '../heapSum';
import { BreakTable, MAX_EXPLAINED_VALUES } from './breakTable';
import { codeText, digitAt, mostHeapsLeft, normalCode, type TakeAndBreakCode } from './code';
import { heapMoves, optionBound } from './moves';
import { periodicSplits } from './periodicSplits';

/** Options of a heap listed at most when looking for its moves to a value. */
const MAX_OPTIONS_LISTED = 2_000_000n;

export class TakeAndBreakFamily implements GameFamily {
  readonly table: BreakTable;
  readonly values: GrundyValues;

  constructor(
    readonly code: TakeAndBreakCode,
    private readonly misere: boolean,
    private readonly budget: number,
  ) {
    this.table = new BreakTable(code);
    this.values = heapwiseGrundy({
      grundy: (h) => {
        this.table.reach(this.budget, h);
        return this.table.value(h);
      },
      movesIn: (heaps, i, t, limit) => this.movesIn(heaps, i, t, limit),
      multiset: true,
      why: (_heaps, values) => t('values {values} ({source})', { values: values.join(', '), source: this.proofText() }),
      undecidedReason: (heaps) => this.undecided(heaps),
      budgetLimited: () => this.table.stoppedBy(this.budget),
    });
  }

  /** The theorem or the table behind the values, in words. */
  proofText(): string {
    const p = this.table.proof;
    if (p?.kind === 'closed form') return p.form.name;
    if (p?.kind === 'period')
      return t('period {period} from {preperiod}, proved by the generalised Guy–Smith theorem from {count} values', {
        period: p.period,
        preperiod: p.preperiod,
        count: p.provedFrom,
      });
    const count = this.table.values.length;
    return this.table.finite
      ? t('a table of {count} values; no period within them', { count })
      : t('a table of {count} values; no theorem proves a period for this code', { count });
  }

  private undecided(heaps: readonly bigint[]): string {
    const largest = heaps.reduce((a, b) => (a > b ? a : b), 0n);
    if (largest >= BigInt(this.table.values.length) && !this.table.proof)
      return t(
        'heap {heap} is beyond the {count} values computed within the budget of {budget}, and no theorem proves a period for {rules}',
        {
          heap: largest,
          count: this.table.values.length,
          budget: this.budget,
          rules: `take-and-break ${codeText(this.code)}`,
        },
      );
    return t('the moves of a heap of {heap} are too many to list within the budget', { heap: largest });
  }

  /** The moves in heap i to pieces of value t, listed from every option: only for heaps whose options fit. */
  private movesIn(
    heaps: readonly bigint[],
    i: number,
    t: bigint,
    limit: number,
  ): { moves: readonly Move[]; count: bigint | null; uncounted?: string } | null {
    if (optionBound(this.code, heaps[i]!) > MAX_OPTIONS_LISTED)
      return this.table.proof?.kind === 'period'
        ? this.periodicMoves(heaps, i, t, limit)
        : this.closedFormMoves(heaps, i, t, limit);
    const moves: Move[] = [];
    let count = 0n;
    for (const m of heapMoves(this.code, heaps, i)) {
      let x = 0n;
      for (const piece of m.pieces!) {
        const g = this.table.value(piece);
        if (g === null) return null;
        x ^= g;
      }
      if (x !== t) continue;
      count++;
      if (moves.length < limit) moves.push(m);
    }
    return { moves, count };
  }

  /**
   * A huge heap of a code whose period the generalised Guy–Smith theorem proves (a finite code, no
   * modifier): each removal j leaves nothing, one heap of a known value, or two heaps whose splits
   * of value t are counted by the period's residues (games/takeAndBreak/periodicSplits.ts), in the order of ties
   * (smaller removal, fewer heaps, smaller piece). Codes that leave three heaps or more are not
   * counted this way: null, and the verdict says the moves are too many to list.
   */
  private periodicMoves(
    heaps: readonly bigint[],
    i: number,
    target: bigint,
    limit: number,
  ): { moves: readonly Move[]; count: bigint | null } | null {
    const p = this.table.proof;
    if (p?.kind !== 'period' || this.code.tail || mostHeapsLeft(this.code) > 2) return null;
    const h = heaps[i]!;
    const moves: Move[] = [];
    let count = 0n;
    const add = (j: bigint, pieces: bigint[]): void => {
      count++;
      if (moves.length < limit) moves.push(breakMove(heaps, i, j, pieces));
    };
    for (let j = 0; j <= this.code.digits.length && BigInt(j) <= h; j++) {
      const d = digitAt(this.code, j);
      const J = BigInt(j);
      const rest = h - J;
      // A d0 leaves two heaps or more only: taking nothing and leaving the heap is no move.
      if (j > 0 && d.bits & 1 && rest === 0n && target === 0n) add(J, []);
      if (j > 0 && d.bits & 2 && rest > 0n) {
        const g = this.table.value(rest);
        if (g === null) return null;
        if (g === target) add(J, [rest]);
      }
      // The table's values are below 2^32: no two of them have a larger XOR.
      if (d.bits & 4 && rest >= 2n && target < 1n << 32n) {
        const split = periodicSplits(
          rest,
          Number(target),
          Math.max(0, limit - moves.length),
          (n) => this.table.grundy(n),
          p,
        );
        if (split === null) return null;
        for (const a of split.first) moves.push(breakMove(heaps, i, J, [a, rest - a]));
        count += split.count;
      }
    }
    return { moves, count };
  }

  /**
   * A huge heap of a code with a closed form (Nim as 0.[3], Lasker's Nim): G is a bijection of the
   * positive integers (Lasker's swaps 4k + 3 and 4k + 4), so the move leaving one heap of value t, or
   * nothing for t = 0, is found by inverting G. Lasker's splits a + b = h of value t are counted and
   * listed from the closed form digit by digit (games/takeAndBreak/laskerSplits.ts), smaller piece first.
   */
  private closedFormMoves(
    heaps: readonly bigint[],
    i: number,
    target: bigint,
    limit: number,
  ): { moves: readonly Move[]; count: bigint | null; uncounted?: string } | null {
    const p = this.table.proof;
    if (p?.kind !== 'closed form') return null;
    const h = heaps[i]!;
    const { splits } = p.form;
    const moves: Move[] = [];
    const move = (j: bigint, pieces: bigint[]): Move => breakMove(heaps, i, j, pieces);
    // The one heap of value target (G is its own inverse), or nothing for 0: at most one move.
    const r = p.form.value(target);
    let removal: Move | null = null;
    if (target === 0n) removal = move(h, []);
    else if (r >= 1n && r < h) removal = move(h - r, [r]);
    if (!splits) return { moves: removal ? [removal] : [], count: removal ? 1n : 0n };
    // Splits take nothing: they come first, smaller piece first, then the removal.
    const found = splits(h, target, limit);
    if (!found)
      return {
        moves: removal ? [removal] : [],
        count: null,
        uncounted: t(
          "the splits of a heap of {heap} into two whose values' XOR is {value} are not counted (too many to look at)",
          { heap: h, value: target },
        ),
      };
    for (const [a, b] of found.first) if (moves.length < limit) moves.push(move(0n, [a, b]));
    if (removal && moves.length < limit) moves.push(removal);
    // Ask for one move even when the list is full: the caller's cheapest is the first of each heap.
    return { moves, count: found.count + (removal ? 1n : 0n) };
  }

  decide(heaps: readonly bigint[]): Decided | null {
    if (this.misere) return null;
    this.table.extend(this.budget);
    this.table.reach(
      this.budget,
      heaps.reduce((a, b) => (a > b ? a : b), 0n),
    );
    const values: bigint[] = [];
    for (const h of heaps) {
      const g = this.table.value(h);
      if (g === null) return null;
      values.push(g);
    }
    const xor = values.reduce((a, b) => a ^ b, 0n);
    const p = this.table.proof;
    const explanation = {
      kind: 'take-and-break' as const,
      code: codeText(this.code),
      name: breakName(this.code),
      heaps,
      values,
      xor,
      computed: this.table.values.length,
      proof: this.proofText(),
      period: p?.kind === 'period' ? { preperiod: p.preperiod, period: p.period } : null,
      firstValues: this.table.values.slice(
        0,
        Math.min(this.table.values.length, p?.kind === 'period' ? p.preperiod + p.period : 48, MAX_EXPLAINED_VALUES),
      ),
    };
    const decided = decideByValue(this.values, heaps, xor, explanation);
    return decided && this.table.stoppedBy(this.budget) ? { ...decided, budgetLimited: true } : decided;
  }

  undecidedReason(heaps: readonly bigint[]): string | null {
    return this.misere ? null : t('unknown: {reason}', { reason: this.undecided(heaps) });
  }
}

/** The code's name where it has one. */
export function breakName(code: TakeAndBreakCode): string | null {
  const text = codeText(normalCode(code));
  if (text === '4!.0') return t("Grundy's game");
  if (text === '4.[3]') return t("Lasker's Nim");
  return null;
}
