// Subtraction games: Grundy values of one heap, by closed form for a run of amounts
// and by a certified eventually periodic table for any other finite set.

import { type Explanation } from '../../explanation';
import { certifyPeriod, type CertifiedSequence, valueAt } from '../../periodic';
import { BoundedCache } from '../../boundedCache';
import { randomBelow } from '../../bigint';
import { t } from '../../l10n';
import { DEFAULT_BUDGET, keptHeapsSpace, searchWorkFloor } from '../../budget';
import { heapsTakenFrom, multisetKey, severalHeapsRefused, single } from '../../moves';
import { type Interval, setContains, setMax, setMin, setSize, setText } from './intervals';
import { type Decided, type GameFamily } from '../../verdict';
import { amountMoves, type AmountsTo, type HeapFamily, heapwiseGrundy, misereNote, solveHeapSum } from '../heapSum';
import { randomHeaps } from '../practiceLevels';
import { readSubtractionSet } from './setReader';
import {
  SUBTRACTION_RUN_EXPLANATION,
  type SubtractionRunExplanation,
  SUBTRACTION_TABLE_EXPLANATION,
  type SubtractionTableExplanation,
} from './explanation';
import { tableStrip, type StripSource, valueStrip } from '../../pictures/valueStrip';
import { defineGame } from '../defineGame';
import { FR_SUBTRACTION } from './fr';

/** How the Grundy values of one heap are known. */
export type GrundySource =
  | { readonly kind: 'run'; readonly lo: bigint; readonly hi: bigint }
  | {
      readonly kind: 'table';
      readonly preperiod: number | null;
      readonly period: number | null;
      readonly window: number;
      readonly computed: number;
    };

/** Largest max(S) for which a table is computed; sets beyond it are decided by closed form or search only. */
export const MAX_TABLE_ELEMENT = 1n << 20n;

/** The amounts `table` looks at, in all, for a set past MAX_TABLE_ELEMENT (a second or two). */
const MEX_TABLE_WORK = 500_000_000;

/**
 * G(0) … G(count − 1) of one heap, each the mex of its options (no period is looked for), as far as
 * `work` allows: a value costs one more than the amounts at most its heap.
 */
export function mexValues(
  set: readonly Interval[],
  count: number,
  work: number,
  onProgress?: (done: number) => void,
): Uint32Array {
  const end = BigInt(count);
  let amountCount = 0;
  for (const iv of set) if (iv.lo < end) amountCount += Number((iv.hi < end ? iv.hi + 1n : end) - iv.lo);
  const amounts = new Int32Array(amountCount); // increasing: the intervals are sorted and apart
  let k = 0;
  for (const iv of set) for (let s = iv.lo; s <= iv.hi && s < end; s++) amounts[k++] = Number(s);
  const values = new Uint32Array(count);
  const seen = new Int32Array(amountCount + 2);
  let spent = 0;
  for (let n = 0; n < count; n++) {
    let i = 0;
    for (; i < amountCount && amounts[i]! <= n; i++) {
      const g = values[n - amounts[i]!]!;
      if (g < seen.length) seen[g] = n + 1;
    }
    spent += i + 1;
    if (spent > work) return values.subarray(0, n);
    let m = 0;
    while (seen[m] === n + 1) m++;
    values[n] = m;
    if ((n & 0xffff) === 0) onProgress?.(n);
  }
  return values;
}

export class SubtractionHeaps implements HeapFamily {
  readonly source: GrundySource;
  /** The work allowed stopped the table before its period was certified: a larger budget may certify it. */
  readonly stoppedByBudget: boolean = false;
  private readonly table: CertifiedSequence | null;
  private readonly amounts: number[];

  /** `work` bounds the table: values computed times the size of the set. */
  constructor(
    readonly set: readonly Interval[],
    work: number,
  ) {
    const first = set[0]!;
    if (set.length === 1) {
      this.source = { kind: 'run', lo: first.lo, hi: first.hi };
      this.table = null;
      this.amounts = [];
      return;
    }
    const max = setMax(set);
    const size = setSize(set);
    this.amounts = [];
    if (max > MAX_TABLE_ELEMENT || size * 64n > BigInt(work)) {
      this.table = null;
      this.stoppedByBudget = max <= MAX_TABLE_ELEMENT;
      this.source = {
        kind: 'table',
        preperiod: null,
        period: null,
        window: Number(max > MAX_TABLE_ELEMENT ? 0n : max),
        computed: 0,
      };
      return;
    }
    for (const iv of set) for (let s = iv.lo; s <= iv.hi; s++) this.amounts.push(Number(s));
    const amounts = this.amounts;
    const window = Number(max);
    // Values beyond the work allowed are not computed: without a certified period, larger heaps stay unknown.
    const maxLength = Math.max(1, Math.floor(work / amounts.length));
    const seen = new Int32Array(amounts.length + 2);
    let stamp = 0;
    this.table = certifyPeriod(window, maxLength, (values, n) => {
      stamp++;
      for (const s of amounts) {
        if (s > n) break;
        const g = values[n - s]!;
        if (g < seen.length) seen[g] = stamp;
      }
      let m = 0;
      while (seen[m] === stamp) m++;
      return m;
    });
    this.stoppedByBudget = this.table.period === null;
    this.source = {
      kind: 'table',
      preperiod: this.table.preperiod,
      period: this.table.period,
      window,
      computed: this.table.length,
    };
  }

  private text: string | null = null;

  /** Text of the set for explanations. */
  get setText(): string {
    return (this.text ??= setText(this.set));
  }

  /** Grundy value of a heap, or null when the table does not reach it and no period is certified. */
  grundy(h: bigint): bigint | null {
    if (this.source.kind === 'run') {
      const { lo, hi } = this.source;
      return (h % (lo + hi)) / lo;
    }
    if (!this.table) return null;
    const v = valueAt(this.table, h);
    return v === null ? null : BigInt(v);
  }

  private leading: number[] | null = null;

  /** The values an explanation shows: the preperiod and one period, at most 64. */
  get leadingValues(): number[] {
    if (!this.leading) {
      const src = this.source;
      const wanted =
        src.kind === 'run'
          ? Number(src.lo + src.hi < 64n ? src.lo + src.hi : 64n)
          : Math.min(64, (src.preperiod ?? 0) + (src.period ?? 64));
      this.leading = this.firstValues(wanted);
    }
    return this.leading;
  }

  /** The first computed Grundy values (for explanations), at most `count`. */
  firstValues(count: number): number[] {
    if (this.source.kind === 'run') {
      const out: number[] = [];
      const { lo, hi } = this.source;
      for (let n = 0n; n < BigInt(count); n++) out.push(Number((n % (lo + hi)) / lo));
      return out;
    }
    return this.table ? Array.from(this.table.values.subarray(0, Math.min(count, this.table.length))) : [];
  }

  /**
   * Amounts s in the set, s <= h, whose result h - s has Grundy value t, ascending; at most `limit`,
   * with how many there are. Returns null when some needed value is unknown.
   */
  amountsTo(h: bigint, t: bigint, limit: number): AmountsTo | null {
    const out: bigint[] = [];
    if (this.source.kind === 'run') {
      const { lo, hi } = this.source;
      const p = lo + hi;
      // Results m = h - s lie in [h - hi, h - lo]; g(m) = t exactly when m mod p lies in [t*lo, min(t*lo + lo, p) - 1].
      if (h < lo || t * lo >= p) return { amounts: out, count: 0n };
      const mLo = h > hi ? h - hi : 0n;
      const mHi = h - lo;
      const rLo = t * lo;
      const rHi = (t * lo + lo < p ? t * lo + lo : p) - 1n;
      // Walk the results from the top so that amounts come out ascending.
      for (let q = mHi / p; q >= mLo / p && out.length < limit; q--) {
        const from = q * p + rLo;
        const to = q * p + rHi;
        for (let m = to < mHi ? to : mHi; m >= from && m >= mLo && out.length < limit; m--) out.push(h - m);
      }
      return { amounts: out, count: residuesUpTo(mHi, p, rLo, rHi) - residuesUpTo(mLo - 1n, p, rLo, rHi) };
    }
    if (!this.table) return null;
    let count = 0n;
    for (const s of this.amounts) {
      const sb = BigInt(s);
      if (sb > h) break;
      const g = this.grundy(h - sb);
      if (g === null) return null;
      if (g === t) {
        count++;
        if (out.length < limit) out.push(sb);
      }
    }
    return { amounts: out, count };
  }

  /**
   * Whether every heap of Grundy value 0 that has a move has a move to Grundy value 1: the
   * condition under which misère play of sums follows the Grundy values (see games/heapSum.ts).
   * Null when it cannot be certified within what was computed.
   */
  zeroesReachOne(): boolean | null {
    if (this.zeroesChecked === undefined) this.zeroesChecked = this.checkZeroesReachOne();
    return this.zeroesChecked;
  }

  private zeroesChecked: boolean | null | undefined;

  private checkZeroesReachOne(): boolean | null {
    if (this.source.kind === 'run') return true; // proved in games/heapSum.ts for every run lo..hi
    const table = this.table;
    if (!table || table.preperiod === null || table.period === null) return null;
    // Beyond preperiod + period + window, a heap's value and its options' values repeat those p earlier.
    const end = table.preperiod + table.period + table.window;
    for (let n = 0; n < end; n++) {
      const g = n < table.length ? table.values[n]! : Number(this.grundy(BigInt(n)));
      if (g !== 0) continue;
      let hasMove = false;
      let reachesOne = false;
      for (const s of this.amounts) {
        if (s > n) break;
        hasMove = true;
        if (Number(this.grundy(BigInt(n - s))) === 1) {
          reachesOne = true;
          break;
        }
      }
      if (hasMove && !reachesOne) return false;
    }
    return true;
  }
}

/** How many m in [0, x] have m mod p in [rLo, rHi] (0 <= rLo <= rHi < p); 0 for x < 0. */
function residuesUpTo(x: bigint, p: bigint, rLo: bigint, rHi: bigint): bigint {
  if (x < 0n) return 0n;
  const r = x % p;
  const partial = r < rLo ? 0n : (r < rHi ? r : rHi) - rLo + 1n;
  return (x / p) * (rHi - rLo + 1n) + partial;
}

/** Subtraction games: sums of heaps decided by the Grundy values of one heap. */
export class SubtractionFamily implements GameFamily {
  readonly heaps: SubtractionHeaps;

  constructor(
    set: readonly Interval[],
    private readonly misere: boolean,
    budget: number,
  ) {
    this.heaps = heapsFor(set, budget);
  }

  decide(heaps: readonly bigint[]): Decided | null {
    const family = this.heaps;
    const r = solveHeapSum(family, heaps, this.misere);
    if (!r) return null;
    const note = this.misere ? misereNote(r) : null;
    const src = family.source;
    const explanation: Explanation =
      src.kind === 'run'
        ? { kind: 'subtraction-run', lo: src.lo, hi: src.hi, heaps, values: r.values, xor: r.xor, misere: note }
        : {
            kind: 'subtraction-table',
            set: family.setText,
            heaps,
            values: r.values,
            xor: r.xor,
            preperiod: src.preperiod,
            period: src.period,
            window: src.window,
            firstValues: family.leadingValues,
            misere: note,
          };
    return {
      outcome: r.outcome,
      winningMoves: r.winningMoves,
      winningMoveCount: r.winningMoveCount,
      cheapest: r.cheapest,
      explanation,
      ...(family.stoppedByBudget ? { budgetLimited: true } : {}),
    };
  }
}

/** The heaps of a set per budget, shared by the solver's family and sums: one table each. */
const heapsBySet = new BoundedCache<SubtractionHeaps>(32);

function heapsFor(set: readonly Interval[], budget: number): SubtractionHeaps {
  return heapsBySet.get(`${setText(set)}|${budget}`, () => new SubtractionHeaps(set, budget));
}

/** How the values are known, in a few words. */
function sourceText(src: GrundySource): string {
  if (src.kind === 'run') return t('residues modulo {modulus}', { modulus: src.lo + src.hi });
  return src.period === null
    ? t('a table of {count} values', { count: src.computed })
    : t('period {period} from {preperiod}, certified by a repeated window', {
        period: src.period,
        preperiod: String(src.preperiod),
      });
}

declare module '../../rules' {
  interface GameKinds {
    subtraction: SubtractionGame;
  }
}

type SubtractionGame = { readonly kind: 'subtraction'; readonly set: readonly Interval[] };

/** Subtraction games: take exactly s tokens from one heap, s in the set. */
export const SUBTRACTION = defineGame<SubtractionGame>({
  french: { subtraction: FR_SUBTRACTION },
  text: (game) => `subtraction ${setText(game.set)}`,
  rulesWords: [
    {
      word: 'subtraction',
      french: 'soustraction',
      // A getter: the sentence is written in the language of the moment it is read.
      get takes() {
        return t('takes one set of amounts, such as {set} or {run}', { set: '{1, 3, 4}', run: '1..3' });
      },
      read: (r, word) => {
        const set = readSubtractionSet(r, word);
        return set && { kind: 'subtraction', set };
      },
    },
  ],
  explanations: [SUBTRACTION_RUN_EXPLANATION, SUBTRACTION_TABLE_EXPLANATION],
  picture(_game, _misere, _heaps, verdict, options) {
    const e = verdict.explanation;
    if (e.kind !== 'subtraction-run' && e.kind !== 'subtraction-table') return null;
    return valueStrip(subtractionStrip(e), e.heaps, verdict, options);
  },
  practiceChoices: ['subtraction {1, 3, 4}', 'subtraction 1..3'],
  positionKey: (_game, heaps) => multisetKey(heaps),
  *legalMoves(game, heaps) {
    for (let i = 0; i < heaps.length; i++) {
      const h = heaps[i]!;
      for (const iv of game.set) for (let s = iv.lo; s <= iv.hi && s <= h; s++) yield single(heaps, i, s);
    }
  },
  checkMove(game, from, to) {
    const step = heapsTakenFrom(from, to);
    if (!step.ok) return step.legality;
    if (step.changed.length > 1) return severalHeapsRefused(step.changed);
    const i = step.changed[0]!;
    const amount = from[i]! - to[i]!;
    if (!setContains(game.set, amount)) {
      return {
        legal: false,
        reason: t('takes {amount} from heap {heap}, but the amounts allowed are {set}', {
          amount,
          heap: i + 1,
          set: setText(game.set),
        }),
      };
    }
    return { legal: true, move: { heaps: [i], amount, result: to } };
  },
  cheapestMove(game, heaps) {
    const least = setMin(game.set);
    const i = heaps.findIndex((h) => h >= least);
    return i < 0 ? null : single(heaps, i, least);
  },
  family: (game, misere, budget) => new SubtractionFamily(game.set, misere, budget),
  grundy(game, budget) {
    const heaps = heapsFor(game.set, budget);
    return heapwiseGrundy({
      grundy: (h) => heaps.grundy(h),
      movesIn: amountMoves(heaps),
      multiset: false,
      why: (_heaps, values) =>
        t('values {values} ({source})', { values: values.join(', '), source: sourceText(heaps.source) }),
      undecidedReason: () =>
        t('the Grundy values of {set} are not certified within the budget of {budget}', { set: heaps.setText, budget }),
      budgetLimited: () => heaps.stoppedByBudget,
    });
  },
  heapTable: true,
  valueTable(game, count, onProgress) {
    if (setMax(game.set) > MAX_TABLE_ELEMENT && game.set.length > 1) {
      // No period is certified for such a set, but each value is still the mex of its options.
      const values = mexValues(game.set, count, MEX_TABLE_WORK, onProgress);
      return {
        values,
        period: null,
        proof: t('the largest amount, {max}, is past {limit}, the largest for which a period is certified', {
          max: setMax(game.set),
          limit: MAX_TABLE_ELEMENT,
        }),
      };
    }
    // Work for the whole table asked for, and for its certificate.
    const size = Number(setSize(game.set));
    const heaps = new SubtractionHeaps(
      game.set,
      Math.max(DEFAULT_BUDGET, (count + 4 * Number(setMax(game.set))) * size * 2),
    );
    const values: bigint[] = [];
    for (let n = 0; n < count; n++) {
      const g = heaps.grundy(BigInt(n));
      if (g === null) break;
      values.push(g);
      if ((n & 0xffff) === 0) onProgress?.(n);
    }
    const src = heaps.source;
    if (src.kind === 'run')
      return {
        values,
        period: { period: src.lo + src.hi, preperiod: 0, saltus: 0 },
        proof: t('closed form: G(n) = (n mod {modulus}) div {lo}', { modulus: src.lo + src.hi, lo: src.lo }),
      };
    return {
      values,
      period: src.period === null ? null : { period: BigInt(src.period), preperiod: src.preperiod ?? 0, saltus: 0 },
      proof:
        src.period === null
          ? t('no period certified within the {count} values computed', { count: src.computed })
          : t('certified: two equal windows of {window} values (the largest amount) repeat', { window: src.window }),
    };
  },
  tameHeaps(game, budget) {
    const heaps = heapsFor(game.set, budget);
    return heaps.zeroesReachOne() === true ? heaps : null;
  },
  searchSpace(game, heaps) {
    const size = Number(setSize(game.set));
    return keptHeapsSpace(heaps, (sizes, total) => Math.min(total, size * sizes.length));
  },
  // Taking the least amount again and again.
  playLength: (game, heaps) => heaps.reduce((a, h) => a + h / setMin(game.set), 0n),
  searchWorkLowerBound(game, heaps) {
    let rootMoves = 0n;
    for (const h of heaps) for (const iv of game.set) if (iv.lo <= h) rootMoves += (iv.hi < h ? iv.hi : h) - iv.lo + 1n;
    return searchWorkFloor(heaps, { rootMoves, least: game.set[0]?.lo ?? null, splits: false });
  },
  randomMoveIn(game, heaps, i, random) {
    const h = heaps[i]!;
    const runs = game.set.filter((iv) => iv.lo <= h);
    if (!runs.length) return null;
    const iv = runs[Math.floor(random() * runs.length)]!;
    const hi = iv.hi < h ? iv.hi : h;
    return single(heaps, i, iv.lo + randomBelow(hi - iv.lo + 1n, random));
  },
  words: (game) => ({
    name: null,
    move: t('Take {set} tokens from one heap.', { set: setText(game.set) }),
    token: 'token',
  }),
  randomPosition: randomHeaps([
    { heaps: [1, 2], max: 15 },
    { heaps: [2, 3], max: 30 },
    { heaps: [3, 4], max: 60 },
  ]),
});

/** The strip of values behind a subtraction game's reason: the closed form of `lo..hi`, or the certified table. */
function subtractionStrip(e: SubtractionRunExplanation | SubtractionTableExplanation): StripSource {
  if (e.kind === 'subtraction-table')
    return tableStrip(
      `subtraction ${e.set}`,
      e.firstValues,
      e.period === null || e.preperiod === null ? null : { preperiod: e.preperiod, period: e.period },
    );
  const p = e.lo + e.hi;
  return {
    title: `subtraction ${e.lo}..${e.hi}`,
    grundy: (n) => Number((n % p) / e.lo),
    preperiod: 0,
    period: Number(p),
  };
}
