// Take-and-break games beyond octal codes (`take-and-break 0.7F`, `grundy`, `lasker`): removing j
// tokens from one heap may leave up to four heaps, with `!`, `?`, `=` and repeating tails. Values by
// mex over every move; periods used beyond the table only where a theorem proves them for the code:
// the generalisation of Guy–Smith below for finite codes without modifiers, Lasker's Nim and
// `0.[3]` (Nim) by their closed forms. Grundy's game has no known period: the table only.
//
// The generalised Guy–Smith theorem. Let a finite code allow removals j <= k, and leave at most M >= 1
// heaps, with no modifier on a digit that leaves two or more. If G(n + p) = G(n) for every n with
// n0' <= n < N* = M·n0' + (M − 1)·p + k, where n0' = max(n0, 1), then G(n + p) = G(n) for every
// n >= n0'. Proof, by induction on n >= N*, assuming it for every value below n. A move from n
// removes j and leaves parts a_1 <= … <= a_m (m <= M) of r = n − j; the largest a_m >= (n − k)/M >= n0'
// and a_m < n, so G(a_m + p) = G(a_m), and replacing a_m by a_m + p is a move from n + p (the same
// j and m, no modifier to break) with the same XOR. Conversely a move from n + p leaves parts of
// r + p whose largest b_m >= (n + p − k)/M >= n0' + p, so b_m − p >= n0' >= 1 is a heap below n and
// G(b_m − p) = G(b_m): replacing b_m by b_m − p is a move from n with the same XOR. So n and n + p have
// the same option values, hence the same mex. With M = 2 this is the Guy–Smith bound 2·n0 + p + k.
// (A modifier breaks the maps: the replaced part can become equal to another, or stop being so.)

import { compareBigints, randomBelow } from '../bigint';
import { BoundedCache } from '../boundedCache';
import { plural, t } from '../l10n';
import { DEFAULT_BUDGET, partitionsUpTo, searchWorkFloor, twoSplitPositions, UNBOUNDED } from '../budget';
import { type Legality, type Move } from '../move';
import { firstOfItsSize, multisetChange, multisetKey } from '../moves';
import { type Game } from '../rules';
import { type Decided, type GameFamily } from '../verdict';
import { type GameDefinition, type GrundyValues } from './definition';
import { grundyTable, PlainMex, tableMethod, type WorkMeter } from './grundyTable';
import { readTakeAndBreakCode } from './takeAndBreakCodeReader';
import { andList, decideByValue, heapwiseGrundy } from './heapSum';
import { octalResult } from './octal';
import { randomHeaps } from './practiceLevels';
import { laskerSplits } from './laskerSplits';
import { periodicSplits } from './periodicSplits';
import {
  type BreakDigit,
  codeText,
  digitAt,
  isOctal,
  largestRemoval,
  mostHeapsLeft,
  NO_DIGIT,
  type TakeAndBreakCode,
} from './takeAndBreakCode';

export type TakeAndBreakGame = { readonly kind: 'take-and-break'; readonly code: TakeAndBreakCode };

/** Grundy's game: split one heap into two unequal heaps. */
export const GRUNDYS_GAME: TakeAndBreakCode = { d0: { bits: 4, modifier: '!' }, digits: [], tail: null };
/** Lasker's Nim: take any number from a heap, or split it in two. */
export const LASKERS_NIM: TakeAndBreakCode = {
  d0: { bits: 4, modifier: null },
  digits: [],
  tail: [{ bits: 3, modifier: null }],
};

/** The closed forms the tests check against the table: G(n) for any n, or null for other codes. */
type ClosedForm = {
  /** The form in words, in the language of the answers (a getter: read when it is written). */
  readonly name: string;
  /** G(n); each form here is its own inverse on the positive integers (G(G(n)) = n). */
  readonly value: (n: bigint) => bigint;
  /**
   * The splits of a heap of h into two heaps (without taking) whose values' XOR is t, for a code
   * that makes them (Lasker's Nim): their number and the first `limit`, smaller piece first, each
   * [a, b]; null when the heap is too long to count them. Null for a code without such splits.
   */
  readonly splits:
    | ((
        h: bigint,
        t: bigint,
        limit: number,
      ) => { readonly count: bigint; readonly first: readonly (readonly [bigint, bigint])[] } | null)
    | null;
  readonly period: number;
  readonly saltus: number;
  readonly preperiod: number;
};

const CLOSED_FORMS: readonly { readonly code: string; readonly form: ClosedForm }[] = [
  {
    code: '4.[3]',
    form: {
      get name() {
        return t("Lasker's Nim: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3");
      },
      value: (n) => {
        if (n === 0n) return 0n;
        const r = n % 4n;
        if (r === 3n) return n + 1n;
        if (r === 0n) return n - 1n;
        return n;
      },
      splits: laskerSplits,
      period: 4,
      saltus: 4,
      preperiod: 1,
    },
  },
  {
    code: '0.[3]',
    form: {
      get name() {
        return t('Nim: G(n) = n');
      },
      value: (n) => n,
      splits: null,
      period: 1,
      saltus: 1,
      preperiod: 0,
    },
  },
];

/** The same code written in its shortest form: a tail of its least period, trailing digits folded into it. */
export function normalCode(code: TakeAndBreakCode): TakeAndBreakCode {
  let digits = [...code.digits];
  let tail = code.tail ? [...code.tail] : null;
  const same = (a: BreakDigit, b: BreakDigit) => a.bits === b.bits && a.modifier === b.modifier;
  if (tail) {
    // The least period of the tail.
    for (let q = 1; q <= tail.length; q++) {
      if (tail.length % q === 0 && tail.every((d, i) => same(d, tail![i % q]!))) {
        tail = tail.slice(0, q);
        break;
      }
    }
    // A tail of zeros is no tail; a last digit equal to the tail's last is part of the tail.
    if (tail.every((d) => d.bits === 0)) tail = null;
    while (tail && digits.length && same(digits[digits.length - 1]!, tail[tail.length - 1]!)) {
      digits.pop();
      tail = [tail[tail.length - 1]!, ...tail.slice(0, -1)];
    }
  }
  if (!tail) while (digits.length && digits[digits.length - 1]!.bits === 0) digits.pop();
  // A modifier on a digit that never leaves two heaps means nothing.
  const plain = (d: BreakDigit): BreakDigit => (d.bits < 4 && d.modifier ? { bits: d.bits, modifier: null } : d);
  digits = digits.map(plain);
  return { d0: plain(code.d0), digits, tail: tail && tail.map(plain) };
}

function closedFormOf(code: TakeAndBreakCode): ClosedForm | null {
  const text = codeText(normalCode(code));
  return CLOSED_FORMS.find((c) => c.code === text)?.form ?? null;
}

/** Whether the generalised Guy–Smith theorem applies: a finite code with no modifier that matters. */
function finiteWithoutModifiers(code: TakeAndBreakCode): boolean {
  const n = normalCode(code);
  return n.tail === null && [n.d0, ...n.digits].every((d) => d.modifier === null);
}

/** Whether parts (ascending) satisfy a digit's modifier. */
function modifierAllows(modifier: BreakDigit['modifier'], parts: readonly bigint[]): boolean {
  if (!modifier || parts.length < 2) return true;
  if (modifier === '=') return parts[0] === parts[parts.length - 1];
  if (modifier === '?') return parts[0] !== parts[parts.length - 1];
  for (let i = 1; i < parts.length; i++) if (parts[i] === parts[i - 1]) return false;
  return true;
}

/** The partitions of r into m parts, ascending, each part at least `least`: lexicographic order. */
function* partitions(r: bigint, m: number, least: bigint): Generator<bigint[]> {
  if (m === 1) {
    if (r >= least) yield [r];
    return;
  }
  for (let a = least; a * BigInt(m) <= r; a++) for (const rest of partitions(r - a, m - 1, a)) yield [a, ...rest];
}

/** The ways digit d leaves r tokens as m heaps (m = 0: r is 0), in order: fewer heaps first, smaller piece first. */
function* piecesOf(d: BreakDigit, r: bigint): Generator<bigint[]> {
  for (let m = 0; m <= 4; m++) {
    if ((d.bits & (1 << m)) === 0) continue;
    if (m === 0) {
      if (r === 0n) yield [];
      continue;
    }
    for (const parts of partitions(r, m, 1n)) if (modifierAllows(d.modifier, parts)) yield parts;
  }
}

/** The removals a heap of h may allow, ascending (a tail allows any number up to h); lazily, as h may be huge. */
function* removals(code: TakeAndBreakCode, h: bigint): Generator<bigint> {
  const largest = largestRemoval(code);
  const top = largest === null || BigInt(largest) > h ? h : BigInt(largest);
  for (let j = 0n; j <= top; j++) yield j;
}

/** The digit of removal j (for the huge j a tail allows, by its place in the tail). */
function digitOf(code: TakeAndBreakCode, j: bigint): BreakDigit {
  if (j <= BigInt(code.digits.length)) return digitAt(code, Number(j));
  const tail = code.tail;
  if (!tail) return NO_DIGIT;
  return tail[Number((j - BigInt(code.digits.length) - 1n) % BigInt(tail.length))]!;
}

/** Every move of heap i, in the order of ties; lazily, so that the first ones of a huge heap come at once. */
function* heapMoves(code: TakeAndBreakCode, heaps: readonly bigint[], i: number): Generator<Move> {
  const h = heaps[i]!;
  for (const j of removals(code, h)) {
    const d = digitOf(code, j);
    if (d.bits === 0) continue;
    for (const pieces of piecesOf(d, h - j)) {
      // Removing nothing and leaving the heap as it was is no move (a d0 never has bit 1 or 2).
      if (j === 0n && pieces.length < 2) continue;
      yield { heaps: [i], amount: j, pieces, result: octalResult(heaps, i, pieces) };
    }
  }
}

/** Every legal move of a position, each result once: equal heaps give the same moves, so only the first is moved in. */
export function* breakMoves(code: TakeAndBreakCode, heaps: readonly bigint[]): Generator<Move> {
  for (let i = 0; i < heaps.length; i++)
    if (heaps[i]! > 0n && firstOfItsSize(heaps, i)) yield* heapMoves(code, heaps, i);
}

/** The proof behind values beyond the table. */
export type BreakProof =
  | { readonly kind: 'closed form'; readonly form: ClosedForm }
  | { readonly kind: 'period'; readonly preperiod: number; readonly period: number; readonly provedFrom: number };

/**
 * G(n) of one heap, computed by mex while the budget lasts, with the period the generalised
 * Guy–Smith theorem proves from them where it applies, or the code's closed form.
 */
export class BreakTable {
  readonly values: number[] = [];
  /** Work spent: options looked at. */
  work = 0;
  proof: BreakProof | null = null;
  /** Whether the generalised Guy–Smith theorem applies to the code (finite, no modifier that matters). */
  readonly finite: boolean;
  private readonly k: number;
  private readonly heapsLeft: number;
  private readonly lastMismatch: number[] = [0];
  /** The mex of each new value, over the values so far (games/grundyTable.ts). */
  private readonly plain: PlainMex;
  /** Whether values are computed by the sparse-space method (see `extendSparse`). */
  private readonly sparse: boolean;

  constructor(readonly code: TakeAndBreakCode) {
    const form = closedFormOf(code);
    if (form) this.proof = { kind: 'closed form', form };
    this.finite = finiteWithoutModifiers(code);
    this.sparse = !this.finite && !form && tableMethod(code) === 'sparse space';
    const normal = normalCode(code);
    this.k = normal.digits.length;
    this.heapsLeft = Math.max(1, mostHeapsLeft(normal));
    this.plain = new PlainMex(code);
  }

  /** Computes values until a period is proved (or a closed form holds), `want` exist, or `budget` work is spent. */
  extend(budget: number, want = Infinity): void {
    if (this.sparse && this.values.length < want && this.work < budget) this.extendSparse(budget, want);
    while (this.values.length < want && this.work < budget && (!this.proof || this.proof.kind === 'closed form'))
      this.addValue();
    const p = this.proof;
    while (p?.kind === 'period' && this.values.length < want && this.values.length < p.provedFrom) this.addValue();
  }

  /** G(n) from the table, the proved period or the closed form; null beyond what is known. */
  grundy(n: bigint): number | null {
    if (n < BigInt(this.values.length)) return this.values[Number(n)]!;
    const p = this.proof;
    if (p?.kind === 'period') return this.values[p.preperiod + Number((n - BigInt(p.preperiod)) % BigInt(p.period))]!;
    if (p?.kind === 'closed form') {
      const g = p.form.value(n);
      return g <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(g) : null;
    }
    return null;
  }

  /** G(n) as a bigint: closed forms reach values no table holds. */
  value(n: bigint): bigint | null {
    const p = this.proof;
    if (p?.kind === 'closed form' && n >= BigInt(this.values.length)) return p.form.value(n);
    const g = this.grundy(n);
    return g === null ? null : BigInt(g);
  }

  /**
   * For codes no theorem gives a period (so no period is looked for) and the sparse-space method
   * covers: the table anew by that method (games/grundyTable.ts), near-linear instead of quadratic,
   * within the work left. The new table replaces this one when it is longer.
   */
  private extendSparse(budget: number, want: number): void {
    // Room for the values the work left buys at one unit each (splitting codes cost more); a table
    // that fills it with work to spare is begun again twice as long.
    let room = this.values.length + (budget - this.work) + 1024;
    for (;;) {
      const count = Math.min(want, room, MAX_SPARSE_VALUES);
      const meter: WorkMeter = { limit: (budget - this.work) * PAIRS_PER_WORK, spent: 0 };
      const values = grundyTable(this.code, count, { meter });
      this.work += Math.ceil(meter.spent / PAIRS_PER_WORK);
      for (let n = this.values.length; n < values.length; n++) this.values.push(values[n]!);
      if (values.length < count || count === want || count === MAX_SPARSE_VALUES || this.work >= budget) return;
      room *= 2;
    }
  }

  private addValue(): void {
    const n = this.values.length;
    const before = this.plain.work;
    const g = this.plain.value(this.values, n);
    this.values.push(g);
    this.work += this.plain.work - before + n;
    if (!this.finite || this.proof) return;
    this.checkPeriod(n, g);
  }

  /** The least period the generalised Guy–Smith theorem proves from the values so far (see the top of this file). */
  private checkPeriod(n: number, g: number): void {
    const L = n + 1;
    this.lastMismatch.push(-1);
    for (let p = 1; p <= n; p++) if (this.values[n - p] !== g) this.lastMismatch[p] = n - p;
    const M = this.heapsLeft;
    for (let p = 1; M * p <= L; p++) {
      const n0 = this.lastMismatch[p]! + 1;
      const certified = Math.max(n0, 1);
      const provedFrom = M * certified + M * p + this.k;
      if (L >= provedFrom) {
        this.proof = { kind: 'period', preperiod: n0, period: p, provedFrom };
        return;
      }
    }
  }
}

/**
 * Pairs of the sparse-space table per unit of the budget: a pair is a few array reads (about 6 ns
 * here), a unit of an exhaustive search a move made, keyed and looked up (about 1 µs), so a budget
 * buys a table in about the time it buys a search.
 */
const PAIRS_PER_WORK = 64;

/** The most values a solver's table holds (64 MB): longer tables are the `table` command's. */
const MAX_SPARSE_VALUES = 1 << 24;

/** How many options a heap of h has at most, for deciding whether its moves can be listed. */
function optionBound(code: TakeAndBreakCode, h: bigint): bigint {
  const m = BigInt(mostHeapsLeft(code));
  const removalsCount = BigInt(largestRemoval(code) ?? Number.MAX_SAFE_INTEGER) + 1n;
  const j = removalsCount < h + 1n ? removalsCount : h + 1n;
  let parts = 1n;
  for (let i = 1n; i < m; i++) parts *= h; // partitions into m parts: at most h^(m−1)
  return j * (parts > 1n ? parts : 1n);
}

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
        this.table.extend(this.budget);
        return this.table.value(h);
      },
      movesIn: (heaps, i, t, limit) => this.movesIn(heaps, i, t, limit),
      multiset: true,
      why: (_heaps, values) => t('values {values} ({source})', { values: values.join(', '), source: this.proofText() }),
      undecidedReason: (heaps) => this.undecided(heaps),
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
   * of value t are counted by the period's residues (games/periodicSplits.ts), in the order of ties
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
      if (moves.length < limit) moves.push({ heaps: [i], amount: j, pieces, result: octalResult(heaps, i, pieces) });
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
        for (const a of split.first)
          moves.push({ heaps: [i], amount: J, pieces: [a, rest - a], result: octalResult(heaps, i, [a, rest - a]) });
        count += split.count;
      }
    }
    return { moves, count };
  }

  /**
   * A huge heap of a code with a closed form (Nim as 0.[3], Lasker's Nim): G is a bijection of the
   * positive integers (Lasker's swaps 4k + 3 and 4k + 4), so the move leaving one heap of value t, or
   * nothing for t = 0, is found by inverting G. Lasker's splits a + b = h of value t are counted and
   * listed from the closed form digit by digit (games/laskerSplits.ts), smaller piece first.
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
    const move = (j: bigint, pieces: bigint[]): Move => ({
      heaps: [i],
      amount: j,
      pieces,
      result: octalResult(heaps, i, pieces),
    });
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
        Math.min(this.table.values.length, p?.kind === 'period' ? p.preperiod + p.period : 48),
      ),
    };
    return decideByValue(this.values, heaps, xor, explanation);
  }

  undecidedReason(heaps: readonly bigint[]): string | null {
    return this.misere ? null : t('unknown: {reason}', { reason: this.undecided(heaps) });
  }
}

/** The amounts a click of the panel's pins takes, when every move of the code is such a click; else null. */
function pinTakes(code: TakeAndBreakCode): { readonly takes: readonly number[] } | null {
  const normal = normalCode(code);
  if (normal.tail || normal.d0.bits !== 0 || mostHeapsLeft(normal) > 2) return null;
  const takes: number[] = [];
  normal.digits.forEach((d, i) => {
    if (d.bits !== 0) takes.push(i + 1);
  });
  return { takes };
}

/** The code's name where it has one. */
export function breakName(code: TakeAndBreakCode): string | null {
  const text = codeText(normalCode(code));
  if (text === '4!.0') return t("Grundy's game");
  if (text === '4.[3]') return t("Lasker's Nim");
  return null;
}

/** Normal play's family per code and budget, shared by the solver and sums: one table each. */
const normalFamilies = new BoundedCache<TakeAndBreakFamily>(32);

function normalPlay(code: TakeAndBreakCode, budget: number): TakeAndBreakFamily {
  return normalFamilies.get(`${codeText(code)}|${budget}`, () => new TakeAndBreakFamily(code, false, budget));
}

/**
 * Legal when one heap of the first position, and only that one, became the pieces of one allowed
 * move, heaps compared as multisets.
 */
function checkBreak(code: TakeAndBreakCode, from: readonly bigint[], to: readonly bigint[]): Legality {
  const { removed, added } = multisetChange(from, to);
  const game = `take-and-break ${codeText(code)}`;
  if (removed.length === 0)
    return {
      legal: false,
      reason: added.length
        ? t('heaps of {heaps} appear from nowhere', { heaps: added.join(', ') })
        : t('nothing changes: a move takes tokens or splits a heap'),
    };
  if (removed.length > 1)
    return {
      legal: false,
      reason: t('heaps of {heaps} changed: a move is made in one heap', { heaps: andList(removed) }),
    };
  const h = removed[0]!;
  if (added.length > 4)
    return {
      legal: false,
      reason: t('a heap of {heap} became {count} heaps: a move leaves at most four', { heap: h, count: added.length }),
    };
  const left = added.reduce((sum, x) => sum + x, 0n);
  if (left > h)
    return {
      legal: false,
      reason: t('a heap of {heap} became {heaps}: a move never adds tokens', { heap: h, heaps: andList(added) }),
    };
  const j = h - left;
  const d = digitOf(code, j);
  const args = { game, j, heap: h };
  if ((d.bits & (1 << added.length)) === 0 || (j === 0n && added.length < 2))
    return {
      legal: false,
      reason:
        added.length === 0
          ? t('{game} does not allow taking {j} from a heap of {heap} and leaving nothing', args)
          : plural(
              added.length,
              '{game} does not allow taking {j} from a heap of {heap} and leaving {count} heap ({left})',
              '{game} does not allow taking {j} from a heap of {heap} and leaving {count} heaps ({left})',
              { ...args, left: added.join(', ') },
            ),
    };
  if (!modifierAllows(d.modifier, added)) {
    const reasons = {
      '!': t('{game}: the heaps left by taking {j} from a heap of {heap} must be pairwise different', args),
      '?': t('{game}: the heaps left by taking {j} from a heap of {heap} must be not all equal', args),
      '=': t('{game}: the heaps left by taking {j} from a heap of {heap} must be all equal', args),
    };
    return { legal: false, reason: reasons[d.modifier!] };
  }
  return { legal: true, move: { heaps: [from.indexOf(h)], amount: j, pieces: added, result: to } };
}

/** Take-and-break games by any code of the field's notation. */
export const TAKE_AND_BREAK: GameDefinition<TakeAndBreakGame> = {
  text: (game) => `take-and-break ${codeText(game.code)}`,
  rulesWords: [
    {
      word: 'take-and-break',
      // Getters: the sentences are written in the language of the moment they are read.
      get takes() {
        return t('takes one code, such as {codes} or {last}', { codes: '0.7F, 4!.0', last: '4.[3]' });
      },
      // An octal code is the octal game, whatever the keyword: one game, one answer, `octal 0.77`.
      read: (r, word): Game | null => {
        const code = readTakeAndBreakCode(r, word);
        if (!code) return null;
        const normal = normalCode(code);
        return isOctal(normal)
          ? { kind: 'octal', digits: normal.digits.map((d) => d.bits) }
          : { kind: 'take-and-break', code: normal };
      },
    },
    {
      word: 'grundy',
      get takes() {
        return t('takes no code (it is {rules}, {name})', { rules: 'take-and-break 4!.0', name: t("Grundy's game") });
      },
      read: () => ({ kind: 'take-and-break', code: GRUNDYS_GAME }),
    },
    {
      word: 'lasker',
      get takes() {
        return t('takes no code (it is {rules}, {name})', { rules: 'take-and-break 4.[3]', name: t("Lasker's Nim") });
      },
      read: () => ({ kind: 'take-and-break', code: LASKERS_NIM }),
    },
  ],
  heapCount: () => null,
  positionForm: 'heaps',
  multiset: true,
  positionKey: (_game, heaps) => multisetKey(heaps),
  legalMoves: (game, heaps) => breakMoves(game.code, heaps),
  checkMove: (game, from, to) => checkBreak(game.code, from, to),
  cheapestMove(game, heaps) {
    let best: Move | null = null;
    for (let i = 0; i < heaps.length; i++) {
      if (heaps[i]! === 0n || !firstOfItsSize(heaps, i)) continue;
      // The first move of a heap removes fewest from it.
      for (const m of heapMoves(game.code, heaps, i)) {
        if (!best || m.amount < best.amount) best = m;
        break;
      }
    }
    return best;
  },
  family: (game, misere, budget) =>
    misere ? new TakeAndBreakFamily(game.code, true, budget) : normalPlay(game.code, budget),
  grundy: (game, budget) => normalPlay(game.code, budget).values,
  heapTable: true,
  valueTable(game, count, onProgress) {
    // A proof within the default budget gives every value from the table and the proof; else the
    // values one by one, by the sparse-space method where it applies (games/grundyTable.ts).
    const table = new BreakTable(game.code);
    table.extend(DEFAULT_BUDGET);
    const p = table.proof;
    let values: bigint[] | Uint32Array;
    if (p) {
      values = [];
      for (let n = 0; n < count; n++) values.push(table.value(BigInt(n))!);
    } else values = grundyTable(game.code, count, { onProgress: (done) => onProgress?.(done) });
    let proof = table.finite
      ? t(
          'none within the {count} values computed within the budget (the generalised Guy–Smith theorem would certify one)',
          { count: table.values.length },
        )
      : t(
          'no theorem proves a period for a code with modifiers or a repeating tail: the values are computed one by one',
        );
    if (p?.kind === 'closed form')
      proof = t('closed form ({form}), checked against the mex table by the tests', { form: p.form.name });
    else if (p?.kind === 'period')
      proof = t(
        'generalised Guy–Smith: G(n + {period}) = G(n) for every n checked below {below}, hence for every n ≥ {preperiod}',
        { period: p.period, below: p.provedFrom - p.period, preperiod: p.preperiod },
      );
    let period: { period: number; preperiod: number; saltus: number } | null = null;
    if (p?.kind === 'closed form')
      period = { period: p.form.period, preperiod: p.form.preperiod, saltus: p.form.saltus };
    else if (p?.kind === 'period') period = { period: p.period, preperiod: p.preperiod, saltus: 0 };
    return { values, period, proof };
  },
  tameHeaps: () => null,
  components: () => null,
  parts: () => null,
  searchSpace(game, heaps) {
    // Positions as multisets of heaps adding up to at most the total; each with at most the options bound.
    let total = 0n;
    for (const h of heaps) total += h;
    if (total > 200n) return UNBOUNDED;
    let options = 0n;
    for (const h of heaps) options += optionBound(game.code, h);
    return { positions: partitionsUpTo(Number(total)), moves: Number(options), heapCount: Number(total) };
  },
  // Each move takes a token or splits a heap: a play of one move at least while any move exists.
  playLength: (game, heaps) => (TAKE_AND_BREAK.cheapestMove(game, heaps) ? 1n : 0n),
  searchWorkLowerBound(game, heaps) {
    // The root's moves, counted only where one surely exists, among the first removals (a lower
    // bound must never count a move that is not there: a removal whose digit is 0, or a split a
    // modifier may forbid).
    let rootMoves = 0n;
    for (let i = 0; i < heaps.length; i++) {
      if (!firstOfItsSize(heaps, i)) continue;
      const h = heaps[i]!;
      for (const j of removals(game.code, h < 64n ? h : 64n)) {
        const d = digitOf(game.code, j);
        const r = h - j;
        const none = (d.bits & 1) !== 0 && r === 0n;
        const one = (d.bits & 2) !== 0 && r > 0n && j > 0n;
        const split = d.modifier === null && (d.bits & 4) !== 0 && r >= 2n;
        if (none || one || split) rootMoves++;
      }
    }
    // Two splits in a row of the largest heap by the first removal that may split in two (a `!` or
    // `?` split into two different heaps is always allowed; `=` is not counted).
    const largest = heaps.reduce((a, b) => (a > b ? a : b), 0n);
    let reachable = 0n;
    for (const j of removals(game.code, largest < 64n ? largest : 64n)) {
      const d = digitOf(game.code, j);
      if ((d.bits & 4) === 0 || d.modifier === '=') continue;
      reachable = twoSplitPositions(largest, j, d.modifier !== null);
      break;
    }
    return searchWorkFloor(heaps, { rootMoves, least: null, splits: true, reachable });
  },
  randomMoveIn(game, heaps, i, random) {
    const h = heaps[i]!;
    // Tries random removals and random pieces; a move found this way is legal by construction.
    for (let attempt = 0; attempt < 64; attempt++) {
      const largest = largestRemoval(game.code);
      const top = largest === null || BigInt(largest) > h ? h : BigInt(largest);
      const j = randomBelow(top + 1n, random);
      const d = digitOf(game.code, j);
      const ms = [0, 1, 2, 3, 4].filter((m) => d.bits & (1 << m));
      if (!ms.length) continue;
      const m = ms[Math.floor(random() * ms.length)]!;
      const r = h - j;
      if ((m === 0 && r !== 0n) || (m > 0 && r < BigInt(m)) || (j === 0n && m < 2)) continue;
      const pieces: bigint[] = [];
      let rest = r;
      for (let k = m; k > 1; k--) {
        const a = 1n + randomBelow(rest - BigInt(k) + 1n, random);
        pieces.push(a);
        rest -= a;
      }
      if (m > 0) pieces.push(rest);
      pieces.sort(compareBigints);
      if (!modifierAllows(d.modifier, pieces)) continue;
      return { heaps: [i], amount: j, pieces, result: octalResult(heaps, i, pieces) };
    }
    return null;
  },
  randomPosition: randomHeaps([
    { heaps: [1, 2], max: 9 },
    { heaps: [2, 3], max: 14 },
    { heaps: [2, 4], max: 20 },
  ]),
  words: (game) => ({
    name: breakName(game.code),
    move: t(
      'Take and break by the code {code}: removing j tokens from one heap may leave the heaps its digit d_j allows (bit 2^m: m heaps).',
      { code: codeText(game.code) },
    ),
    token: 'token',
  }),
  // Rows of pins where every move is one the panel's pins make: take j neighbouring pins (j >= 1),
  // leaving nothing, one row or two.
  panel: (game) => {
    const pins = pinTakes(game.code);
    // Splits without taking and three-way breaks are chosen from the list of moves instead.
    return { twoHeapMove: false, pins, moveList: pins === null };
  },
  diagonalBound: () => null,
};
