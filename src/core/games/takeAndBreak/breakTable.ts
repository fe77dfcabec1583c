// The Grundy values of one heap of a take-and-break code, for the solver: a mex table that grows as
// positions need it (the sparse-space table where it applies, games/takeAndBreak/grundyTable.ts), the closed
// forms of Lasker's Nim and `0.[3]`, and the periods a theorem proves from the values.
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

import { t } from '../../l10n';
import { grundyTable, tableMethod, type WorkMeter } from './grundyTable';
import { provedPeriod } from '../periodProof';
import { PlainMex } from '../plainMex';
import { laskerSplits } from './laskerSplits';
import { codeText, finiteWithoutModifiers, mostHeapsLeft, normalCode, type TakeAndBreakCode } from './code';
import { searchPeriod } from './periodSearch';

/** The closed forms the tests check against exhaustive mex tables: G(n) for any n, or null for other codes. */
export type ClosedForm = {
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

export function closedFormOf(code: TakeAndBreakCode): ClosedForm | null {
  const text = codeText(normalCode(code));
  return CLOSED_FORMS.find((c) => c.code === text)?.form ?? null;
}

export { finiteWithoutModifiers } from './code';

/** The proof behind values beyond the table. */
export type BreakProof =
  | { readonly kind: 'closed form'; readonly form: ClosedForm }
  | { readonly kind: 'period'; readonly preperiod: number; readonly period: number; readonly provedFrom: number };

/**
 * G(n) of one heap, computed by mex while the budget lasts, with the period the generalised
 * Guy–Smith theorem proves from them where it applies, or the code's closed form.
 */
/** The values a table of a code with a closed form holds: those an explanation lists first. */
const CLOSED_FORM_TABLE = 48;

export class BreakTable {
  readonly values: number[] = [];
  /** Work spent, in budget units (PLAIN_OPTIONS_PER_WORK options, or PAIRS_PER_WORK pairs, a unit). */
  work = 0;
  proof: BreakProof | null = null;
  /** Whether the generalised Guy–Smith theorem applies to the code (finite, no modifier that matters). */
  readonly finite: boolean;
  /** The most tokens a move takes, and the most heaps it leaves (the theorem's k and M). */
  readonly k: number;
  readonly heapsLeft: number;
  private readonly lastMismatch: number[] = [0];
  /** The mex of each new value, over the values so far (games/takeAndBreak/grundyTable.ts). */
  private readonly plain: PlainMex;
  /** Whether values are computed by the sparse-space method from the start (see `extendSparse`). */
  private readonly sparse: boolean;
  /**
   * Whether, for a heap beyond the value-by-value table (its budget spent without a proof), the
   * sparse-space table takes over, its period proved from all its values at once (periodProof.ts).
   */
  private readonly sparseLater: boolean;
  /** The sparse-space table took over: the value-by-value period check's state is not kept up. */
  private sparseUsed = false;
  /** Work spent by the sparse-space table that took over (a budget of its own). */
  private sparseWork = 0;

  constructor(readonly code: TakeAndBreakCode) {
    const form = closedFormOf(code);
    if (form) this.proof = { kind: 'closed form', form };
    this.finite = finiteWithoutModifiers(code);
    const sparse = !form && tableMethod(code) === 'sparse space';
    this.sparse = sparse && !this.finite;
    this.sparseLater = sparse && this.finite;
    const normal = normalCode(code);
    this.k = normal.digits.length;
    this.heapsLeft = Math.max(1, mostHeapsLeft(normal));
    this.plain = new PlainMex(code);
  }

  /**
   * Whether `budget` stopped the table before any proof: a larger budget computes more values, and
   * may prove a period, so that what a reason says of the table depends on the budget.
   */
  stoppedBy(budget: number): boolean {
    return this.proof === null && this.work >= budget;
  }

  /** Computes values until a period is proved (or a closed form holds), `want` exist, or `budget` work is spent. */
  extend(budget: number, want = Infinity): void {
    if (this.sparse && this.values.length < want && this.work < budget) this.extendSparse(budget, want, 'table');
    // A closed form gives every value: the table holds only the first ones an explanation shows
    // (a Lasker's Nim line computed a table of the whole budget, 1.7 s, for nothing).
    const closedForm = this.proof?.kind === 'closed form';
    const enough = closedForm ? Math.min(want, CLOSED_FORM_TABLE) : want;
    if (!this.sparseUsed)
      // Value by value, each checked for a period, as far as the budget goes: short periods (Kayles'
      // 12 from 71) come cheap, and every heap within this table is answered by it.
      while (this.values.length < enough && this.work < budget && (!this.proof || closedForm)) this.addValue();
    if (this.sparseLater && !this.proof && want !== Infinity && this.values.length < want && this.sparseWork < budget) {
      // For a heap beyond that table, a budget more for the sparse-space table, near-linear, once
      // (the same table whatever heap asked first), and every period checked against all its values
      // in one pass (0.56's 144 from 326,640 needs 653,570 of them).
      this.extendSparse(budget, MAX_SPARSE_VALUES, 'sparse');
      this.sparseUsed = true;
      const proved = provedPeriod(this.values, this.heapsLeft, this.k);
      if (proved) this.proof = { kind: 'period', ...proved };
    }
    const p = this.proof;
    while (!this.sparseUsed && p?.kind === 'period' && this.values.length < want && this.values.length < p.provedFrom)
      this.addValue();
  }

  /**
   * Values for a heap of h where the budget allows: the value-by-value table with its period check,
   * then, only for a heap beyond it, the sparse-space table (see `extend`).
   */
  reach(budget: number, h: bigint): void {
    this.extend(budget);
    if (h >= BigInt(this.values.length) && !this.proof) this.extend(budget, MAX_SPARSE_VALUES);
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
   * covers: the table anew by that method (games/takeAndBreak/grundyTable.ts), near-linear instead of quadratic,
   * within the work left. The new table replaces this one when it is longer.
   */
  private extendSparse(budget: number, want: number, account: 'table' | 'sparse'): void {
    // The work spent on this account so far: the table's own (codes with modifiers, sparse from
    // the start), or the sparse-space table's budget beyond the value-by-value one.
    const spent = () => (account === 'table' ? this.work : this.sparseWork);
    // Room for the values the work left buys at one unit each (splitting codes cost more); a table
    // that fills it with work to spare is begun again twice as long.
    let room = this.values.length + (budget - spent()) + 1024;
    for (;;) {
      const count = Math.min(want, room, MAX_SPARSE_VALUES);
      const meter: WorkMeter = { limit: (budget - spent()) * PAIRS_PER_WORK, spent: 0 };
      const values = grundyTable(this.code, count, { meter });
      const units = Math.ceil(meter.spent / PAIRS_PER_WORK);
      this.work += units;
      if (account === 'sparse') this.sparseWork += units;
      for (let n = this.values.length; n < values.length; n++) this.values.push(values[n]!);
      if (values.length < count || count === want || count === MAX_SPARSE_VALUES || spent() >= budget) return;
      room *= 2;
    }
  }

  private addValue(): void {
    const n = this.values.length;
    const before = this.plain.work;
    const g = this.plain.value(this.values, n);
    this.values.push(g);
    // The options of the mex, and the n earlier values the period check reads.
    this.work += (this.plain.work - before + n) / PLAIN_OPTIONS_PER_WORK;
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
 * A table shorter than this computes this many values where they come cheap (within
 * `CHEAP_PAIRS`), so that its period is proved where a few more values prove it: 30 values of
 * Kayles name its period, 12 from 71, which 168 values prove.
 */
const CHEAP_VALUES = 1000;
/** Pairs of the sparse-space table (or options of the plain one) a short table may spend on them: a few milliseconds. */
const CHEAP_PAIRS = 1 << 22;

/**
 * G(0) … G(count − 1) of a code for `nim-lens table`, with the proof: the closed form, or the least
 * period the generalised Guy–Smith theorem proves from the values (every period at once, in one
 * pass). It costs what the values cost: `count` of them (or `CHEAP_VALUES`, where those are cheap),
 * never the solver's table of the whole budget; and where the theorem applies, no more than its
 * proof: the table is `period`'s search (periodSearch.ts, the WebAssembly path), which stops at the
 * first length that proves a period, and the values beyond are that period's, exactly as the theorem
 * says. `computed`: the values the proof looked at.
 */
export function valuesOfTable(
  code: TakeAndBreakCode,
  count: number,
  onProgress?: (done: number) => void,
): { readonly values: bigint[] | Uint32Array; readonly proof: BreakProof | null; readonly computed: number } {
  const form = closedFormOf(code);
  if (form)
    return {
      values: Array.from({ length: count }, (_, n) => form.value(BigInt(n))),
      proof: { kind: 'closed form', form },
      computed: count,
    };
  let values: Uint32Array | null = null;
  if (count < CHEAP_VALUES) {
    const cheap = grundyTable(code, CHEAP_VALUES, { meter: { limit: CHEAP_PAIRS, spent: 0 } });
    if (cheap.length >= count) values = cheap;
  }
  const normal = normalCode(code);
  const heapsLeft = Math.max(1, mostHeapsLeft(normal));
  if (!values && finiteWithoutModifiers(code)) return searchedTable(code, count, heapsLeft, onProgress);
  values ??= grundyTable(code, count, { onProgress: (done) => onProgress?.(done) });
  const found = finiteWithoutModifiers(code) ? provedPeriod(values, heapsLeft, normal.digits.length) : null;
  return {
    values: values.subarray(0, count),
    proof: found && { kind: 'period', ...found },
    computed: values.length,
  };
}

/**
 * A long table of a code the theorem applies to: values computed until a period is proved (as
 * `period` computes them), then that period's. The answer is the one the whole table of `count`
 * computed values gives: a period the theorem proves holds for every n ≥ its preperiod, so the
 * values beyond are exact, and the least period the search proves is the least period any table of
 * these values proves (test/unit/table-paths.test.ts holds the two to the same output). Where no
 * period is proved the search has computed all `count` values, and they are looked at as before.
 */
function searchedTable(
  code: TakeAndBreakCode,
  count: number,
  heapsLeft: number,
  onProgress?: (done: number) => void,
): { readonly values: Uint32Array; readonly proof: BreakProof | null; readonly computed: number } {
  let computed: Uint32Array = new Uint32Array(0);
  const search = searchPeriod(code, {
    max: count,
    onProgress: (done) => onProgress?.(done),
    onValues: (values) => (computed = values),
  });
  const found = search.found;
  if (!found || found.provedAt > count) {
    const values = computed.subarray(0, count);
    const proved = provedPeriod(values, heapsLeft, normalCode(code).digits.length);
    return { values, proof: proved && { kind: 'period', ...proved }, computed: values.length };
  }
  // The values the search computed (in its own memory, perhaps WebAssembly's), then the period's.
  const values = new Uint32Array(count);
  const known = Math.min(count, computed.length);
  values.set(computed.subarray(0, known));
  const { period: p, preperiod } = found;
  for (let n = known; n < count;) {
    // G(m + span) = G(m) for every m ≥ the preperiod, span a multiple of p: the last span values
    // are copied, so the copies double.
    const span = Math.floor((n - preperiod) / p) * p;
    const length = Math.min(span, count - n);
    values.copyWithin(n, n - span, n - span + length);
    n += length;
  }
  return {
    values,
    proof: { kind: 'period', period: found.period, preperiod: found.preperiod, provedFrom: found.provedAt },
    computed: search.values,
  };
}

/**
 * Pairs of the sparse-space table per unit of the budget: a pair is a few array reads (about 6 ns
 * here), a unit of an exhaustive search a move made, keyed and looked up (about 1 µs), so a budget
 * buys a table in about the time it buys a search.
 */
const PAIRS_PER_WORK = 64;

/**
 * Options of the value-by-value table per unit of the budget: an option is an array read or two
 * and a mark (the table and its period check went at about 200 million a second here), so a budget
 * buys this table in about the time it buys a search. Counted one a unit, the default budget
 * stopped 0.6's table at 1,633 values in 14 ms.
 */
const PLAIN_OPTIONS_PER_WORK = 100;

/** The most values a solver's table holds (64 MB): longer tables are the `table` command's. */
const MAX_SPARSE_VALUES = 1 << 24;

/**
 * The most values an explanation carries (the hover's rows, the picture's strip): a verdict is kept
 * per position, and a preperiod can be hundreds of thousands long (0.56: 326,640).
 */
export const MAX_EXPLAINED_VALUES = 4096;
