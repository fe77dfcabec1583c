// Take-and-break (octal) games: the Grundy values of one heap by mex over every removal and split,
// and a period proved by the Guy–Smith theorem: if G(n + p) = G(n) for every n with
// n0 <= n < 2·n0 + p + k (k the index of the code's last non-zero digit), then for every n >= n0.
// Heaps beyond the table are answered from the period; without a proved period, `unknown`.

import { randomBelow } from '../../bigint';
import { BoundedCache } from '../../boundedCache';
import { t } from '../../l10n';
import { searchWorkFloor, splitHeapsSpace, twoSplitPositions } from '../../budget';
import { type Legality, type Move } from '../../move';
import { breakMove, firstOfItsSize, multisetChange, multisetKey } from '../../moves';
import { type Decided, type GameFamily } from '../../verdict';
import { type GrundyValues } from '../definition';
import { andList, decideByValue, heapwiseGrundy } from '../heapSum';
import { isOctal, NO_DIGIT, normalCode, type TakeAndBreakCode, type TakeAndBreakGame } from '../takeAndBreak/code';
import { randomHeaps } from '../practiceLevels';
import { periodicSplits } from '../takeAndBreak/periodicSplits';
import { knocksAllowed, pinsControls } from '../takeAndBreak/pins';
import { readOctalCode } from './codeReader';
import { BreakTable, MAX_EXPLAINED_VALUES, valuesOfTable } from '../takeAndBreak/breakTable';
import { OCTAL_EXPLANATION } from './explanation';
import { tableStrip, valueStrip } from '../../pictures/valueStrip';
import { defineGame } from '../defineGame';
import { FR_OCTAL } from './fr';

/** What a code allows when j tokens are removed from one heap (bits of the digit d_j). */
export interface OctalDigit {
  readonly j: number;
  /** Bit 1: take a whole heap of exactly j. */
  readonly none: boolean;
  /** Bit 2: leave one heap. */
  readonly one: boolean;
  /** Bit 4: leave two non-empty heaps. */
  readonly two: boolean;
}

const digitsOfCode = new WeakMap<readonly number[], OctalDigit[]>();

/** The allowed removals of a code; kept per code, since the search asks at every position it expands. */
export function octalDigits(digits: readonly number[]): OctalDigit[] {
  let out = digitsOfCode.get(digits);
  if (!out) {
    out = [];
    for (let i = 0; i < digits.length; i++) {
      const d = digits[i]!;
      if (d) out.push({ j: i + 1, none: (d & 1) !== 0, one: (d & 2) !== 0, two: (d & 4) !== 0 });
    }
    digitsOfCode.set(digits, out);
  }
  return out;
}

/** `0.77` from [7, 7]. */
export function octalCodeText(digits: readonly number[]): string {
  return `0.${digits.join('')}`;
}

/** The names of the codes that have one, in the language of the answers. */
export function octalName(digits: readonly number[]): string | null {
  switch (digits.join('')) {
    case '77':
      return t('Kayles');
    case '07':
      return t("Dawson's Kayles");
    case '7777':
      return t('Double Kayles');
    default:
      return null;
  }
}

/** The amounts a code allows taking from one heap, in increasing order. */
export function octalTakes(digits: readonly number[]): number[] {
  return octalDigits(digits).map((d) => d.j);
}

/** `1`, `1 or 2`, `1 to 4`. */
function amountsText(takes: readonly number[]): string {
  if (takes.length === 1) return String(takes[0]);
  if (takes.length === 2) return t('{list} or {last}', { list: takes[0]!, last: takes[1]! });
  return t('{first} to {last}', { first: takes[0]!, last: takes[takes.length - 1]! });
}

/**
 * The rules of a code in words, for people who play it as rows of pins: one sentence per run of
 * amounts with the same digit, e.g. Kayles: "Take 1 or 2 neighbouring pins: a whole row of that
 * many, from an end of a row, or from its middle, which breaks the row in two."
 */
export function octalRuleWords(digits: readonly number[]): string {
  const groups: { takes: number[]; digit: OctalDigit }[] = [];
  for (const d of octalDigits(digits)) {
    const last = groups[groups.length - 1];
    if (
      last &&
      last.digit.none === d.none &&
      last.digit.one === d.one &&
      last.digit.two === d.two &&
      last.takes[last.takes.length - 1] === d.j - 1
    )
      last.takes.push(d.j);
    else groups.push({ takes: [d.j], digit: d });
  }
  if (!groups.length) return t('No move is allowed.');
  return groups
    .map(({ takes, digit }) => {
      const amounts = amountsText(takes);
      const single = takes.length === 1 && takes[0] === 1;
      const ways: string[] = [];
      if (digit.none) ways.push(single ? t('a row of just that pin') : t('a whole row of that many'));
      if (digit.one) ways.push(t('from an end of a row'));
      if (digit.two) ways.push(t('from the middle of a row, which breaks it in two'));
      const listed =
        ways.length === 1
          ? ways[0]!
          : t('{list} or {last}', { list: ways.slice(0, -1).join(', '), last: ways[ways.length - 1]! });
      return single
        ? t('Take 1 pin: {ways}.', { ways: listed })
        : t('Take {amounts} neighbouring pins: {ways}.', { amounts, ways: listed });
    })
    .join(' ');
}

export interface OctalPeriod {
  readonly preperiod: number;
  readonly period: number;
  /** How many values the certificate needed: 2·n0 + 2p + k. */
  readonly provedFrom: number;
}

/** An octal code as the take-and-break code it is: digits 0–7, nothing taken by d0, no tail. */
function octalAsCode(digits: readonly number[]): TakeAndBreakCode {
  return { d0: NO_DIGIT, digits: digits.map((bits) => ({ bits, modifier: null })), tail: null };
}

/**
 * The Grundy values of one heap, computed while the work budget lasts, with the least period the
 * Guy–Smith theorem proves from them: the take-and-break table of the same code (breakTable.ts),
 * octal codes being take-and-break codes of digits 0–7 with nothing taken by d0.
 */
export class OctalTable {
  readonly digits: readonly OctalDigit[];
  /** Index of the last non-zero digit. */
  readonly k: number;
  private readonly table: BreakTable;

  constructor(readonly code: readonly number[]) {
    this.digits = octalDigits(code);
    this.k = this.digits.length ? this.digits[this.digits.length - 1]!.j : 0;
    this.table = new BreakTable(octalAsCode(code));
  }

  get values(): readonly number[] {
    return this.table.values;
  }

  /** Work spent: moves examined, splits included. */
  get work(): number {
    return this.table.work;
  }

  get period(): OctalPeriod | null {
    const p = this.table.proof;
    return p?.kind === 'period' ? { preperiod: p.preperiod, period: p.period, provedFrom: p.provedFrom } : null;
  }

  /** Computes values until a period is proved, `want` values exist, or `budget` work is spent. */
  extend(budget: number, want = Infinity): void {
    this.table.extend(budget, want);
  }

  /** Values for a heap of h where the budget allows (see BreakTable's `reach`). */
  reach(budget: number, h: bigint): void {
    this.table.reach(budget, h);
  }

  /** G(n), from the table or the proved period; null when neither reaches n. */
  grundy(n: bigint): number | null {
    return this.table.grundy(n);
  }

  /** Whether `budget` stopped the table before any proof: a larger budget computes more, and may prove a period. */
  stoppedBy(budget: number): boolean {
    return this.table.stoppedBy(budget);
  }
}

/** One way to move in a heap: remove j and leave `pieces` (0, 1 or 2 heaps, smaller first). */
function octalMove(heaps: readonly bigint[], i: number, j: bigint, pieces: readonly bigint[]): Move {
  return breakMove(heaps, i, j, pieces);
}

/** Every legal move of a position, in the order of ties, each result once. Only for small positions (the search). */
export function* octalMoves(digits: readonly OctalDigit[], heaps: readonly bigint[]): Generator<Move> {
  for (let i = 0; i < heaps.length; i++) {
    if (!firstOfItsSize(heaps, i)) continue;
    const h = heaps[i]!;
    for (const { j, none, one, two } of digits) {
      const J = BigInt(j);
      if (J > h) break;
      const rest = h - J;
      if (none && rest === 0n) yield octalMove(heaps, i, J, []);
      if (one && rest > 0n) yield octalMove(heaps, i, J, [rest]);
      if (two && rest >= 2n) for (let a = 1n; 2n * a <= rest; a++) yield octalMove(heaps, i, J, [a, rest - a]);
    }
  }
}

export class OctalFamily implements GameFamily {
  readonly table: OctalTable;

  constructor(
    readonly code: readonly number[],
    private readonly misere: boolean,
    private readonly budget: number,
  ) {
    this.table = new OctalTable(code);
  }

  /** Normal play's Grundy values: the table, then the proved period (misère play has no such theory here). */
  readonly values: GrundyValues = heapwiseGrundy({
    grundy: (h) => {
      this.table.reach(this.budget, h);
      const g = this.table.grundy(h);
      return g === null ? null : BigInt(g);
    },
    movesIn: (heaps, i, t, limit) => this.movesTo(heaps, i, Number(t), limit),
    multiset: true,
    why: (heaps, values) => {
      const per = this.table.period;
      // Heaps within the table have their values from it; the period only reaches those beyond.
      const beyond = heaps.some((h) => h >= BigInt(this.table.values.length));
      const source =
        per && beyond
          ? t('period {period} from {preperiod}, proved by Guy–Smith', { period: per.period, preperiod: per.preperiod })
          : t('a table of {count} values', { count: this.table.values.length });
      return t('values {values} ({source})', { values: values.join(', '), source });
    },
    undecidedReason: (heaps) => {
      const largest = heaps.reduce((a, b) => (a > b ? a : b), 0n);
      return t(
        'heap {heap} is beyond the {count} values computed within the budget of {budget}, and no period is proved',
        { heap: largest, count: this.table.values.length, budget: this.budget },
      );
    },
    budgetLimited: () => this.table.stoppedBy(this.budget),
  });

  decide(heaps: readonly bigint[]): Decided | null {
    // Misère play of take-and-break games has no theory of sums here: exhaustive search decides it.
    if (this.misere) return null;
    const table = this.table;
    // Look for the period even when the heaps fit in a shorter table: the hover shows it, and the
    // table is kept for every later position of these rules, so the work is spent once.
    table.extend(this.budget);
    table.reach(
      this.budget,
      heaps.reduce((a, b) => (a > b ? a : b), 0n),
    );
    const values: number[] = [];
    let xor = 0;
    for (const h of heaps) {
      const g = table.grundy(h);
      if (g === null) return null;
      values.push(g);
      xor ^= g;
    }
    const explanation = {
      kind: 'octal' as const,
      code: octalCodeText(this.code),
      name: octalName(this.code),
      heaps,
      values,
      xor,
      computed: table.values.length,
      period: table.period,
      firstValues: table.values.slice(
        0,
        Math.min(
          table.values.length,
          table.period ? table.period.preperiod + table.period.period : 48,
          MAX_EXPLAINED_VALUES,
        ),
      ),
    };
    const decided = decideByValue(this.values, heaps, BigInt(xor), explanation);
    return decided && table.stoppedBy(this.budget) ? { ...decided, budgetLimited: true } : decided;
  }

  /** The moves in heap i to a heap (or pieces) of Grundy value t: the first `limit` in order, and their exact number. */
  movesTo(heaps: readonly bigint[], i: number, t: number, limit: number): { moves: Move[]; count: bigint } | null {
    const h = heaps[i]!;
    const table = this.table;
    const moves: Move[] = [];
    let count = 0n;
    for (const { j, none, one, two } of table.digits) {
      const J = BigInt(j);
      if (J > h) break;
      const rest = h - J;
      if (none && rest === 0n && t === 0) {
        count++;
        if (moves.length < limit) moves.push(octalMove(heaps, i, J, []));
      }
      if (one && rest > 0n) {
        const g = table.grundy(rest);
        if (g === null) return null;
        if (g === t) {
          count++;
          if (moves.length < limit) moves.push(octalMove(heaps, i, J, [rest]));
        }
      }
      if (two && rest >= 2n) {
        const split = this.splitsTo(rest, t, limit - moves.length);
        if (split === null) return null;
        for (const a of split.first) moves.push(octalMove(heaps, i, J, [a, rest - a]));
        count += split.count;
      }
    }
    return { moves, count };
  }

  /** Splits of m into a + b (1 <= a <= b) with G(a) XOR G(b) = t, counted over the period's residues (games/takeAndBreak/periodicSplits.ts). */
  splitsTo(m: bigint, t: number, limit: number): { first: bigint[]; count: bigint } | null {
    return periodicSplits(m, t, limit, (n) => this.table.grundy(n), this.table.period);
  }
}

/**
 * Take-and-break games compare positions as multisets (0s count for nothing): legal when one heap,
 * and only that one, became the pieces of one allowed move, in any order.
 */
function checkOctalMove(digits: readonly number[], from: readonly bigint[], to: readonly bigint[]): Legality {
  const { removed, added } = multisetChange(from, to);
  const code = `octal 0.${digits.join('')}`;
  if (removed.length === 0)
    return {
      legal: false,
      reason: added.length
        ? t('heaps of {heaps} appear from nowhere', { heaps: added.join(', ') })
        : t('nothing is taken: a move removes at least one token'),
    };
  if (removed.length > 1)
    return {
      legal: false,
      reason: t('heaps of {heaps} both changed: a move is made in one heap', { heaps: andList(removed) }),
    };
  const h = removed[0]!;
  if (added.length > 2)
    return {
      legal: false,
      reason: t('a heap of {heap} became {count} heaps ({heaps}): a move leaves at most two', {
        heap: h,
        count: added.length,
        heaps: added.join(', '),
      }),
    };
  const left = added.reduce((sum, x) => sum + x, 0n);
  if (left >= h)
    return {
      legal: false,
      reason: t('a heap of {heap} became {heaps}: a move removes at least one token', {
        heap: h,
        heaps: andList(added),
      }),
    };
  const j = h - left;
  const digit = j <= BigInt(digits.length) ? digits[Number(j) - 1]! : 0;
  // Bit 1 of the digit: leave nothing; bit 2: one heap; bit 4: two heaps.
  const bit = 1 << added.length;
  if ((digit & bit) === 0) {
    const args = { code, j, heap: h };
    if (added.length === 0)
      return {
        legal: false,
        reason: t('{code} does not allow taking {j} from a heap of {heap} and leaving nothing', args),
      };
    if (added.length === 1)
      return {
        legal: false,
        reason: t('{code} does not allow taking {j} from a heap of {heap} and leaving one heap ({left})', {
          ...args,
          left: added[0]!,
        }),
      };
    return {
      legal: false,
      reason: t('{code} does not allow taking {j} from a heap of {heap} and leaving two heaps ({left})', {
        ...args,
        left: andList(added),
      }),
    };
  }
  return { legal: true, move: { heaps: [from.indexOf(h)], amount: j, pieces: added, result: to } };
}

/** Normal play's family per code and budget, shared by the solver and sums: one table each. */
const normalFamilies = new BoundedCache<OctalFamily>(32);

function normalPlay(code: readonly number[], budget: number): OctalFamily {
  return normalFamilies.get(`${code.join('')}|${budget}`, () => new OctalFamily(code, false, budget));
}

/** An octal code 0.d1d2…dk by its digits d1…dk, the last non-zero. */
export type OctalGame = { readonly digits: readonly number[] };

/** The take-and-break game of an octal code (the rules model has one kind of code: octal is a predicate). */
export function octalGame(digits: readonly number[]): TakeAndBreakGame {
  return { kind: 'take-and-break', code: normalCode(octalAsCode(digits)) };
}

const octalOfCode = new WeakMap<TakeAndBreakCode, OctalGame | null>();

/** The octal code a take-and-break code is, or null: asked once per code (positions are keyed often). */
export function octalOf(game: TakeAndBreakGame): OctalGame | null {
  let octal = octalOfCode.get(game.code);
  if (octal === undefined) {
    octal = isOctal(game.code) ? { digits: game.code.digits.map((d) => d.bits) } : null;
    octalOfCode.set(game.code, octal);
  }
  return octal;
}

/**
 * The answers for take-and-break games whose code is octal: take j tokens, leave nothing, one heap
 * or two. Asked by the take-and-break definition (takeAndBreak/takeAndBreak.ts) for those codes.
 */
export const OCTAL = defineGame<OctalGame>({
  french: { octal: FR_OCTAL },
  text: (game) => `octal ${octalCodeText(game.digits)}`,
  rulesWords: [
    {
      word: 'octal',
      // Getters: the sentences are written in the language of the moment they are read.
      get takes() {
        return t('takes one code, such as {code}', { code: '0.77' });
      },
      read: (r, word) => {
        const digits = readOctalCode(r, word);
        return digits && octalGame(digits);
      },
    },
    {
      word: 'kayles',
      get takes() {
        return t('takes no code (it is {rules})', { rules: 'octal 0.77' });
      },
      read: () => octalGame([7, 7]),
    },
    {
      word: 'dawson',
      get takes() {
        return t('takes no code (it is {rules})', { rules: 'octal 0.07' });
      },
      read: () => octalGame([0, 7]),
    },
  ],
  explanations: [OCTAL_EXPLANATION],
  picture(_game, _misere, _heaps, verdict, options) {
    const e = verdict.explanation;
    if (e.kind !== 'octal') return null;
    return valueStrip(tableStrip(e.name ?? `octal ${e.code}`, e.firstValues, e.period), e.heaps, verdict, options);
  },
  practiceChoices: ['kayles', 'dawson', 'octal 0.137'],
  multiset: true,
  positionKey: (_game, heaps) => multisetKey(heaps),
  legalMoves: (game, heaps) => octalMoves(octalDigits(game.digits), heaps),
  checkMove: (game, from, to) => checkOctalMove(game.digits, from, to),
  // Rows of pins: a click knocks down one of the amounts the code takes, where the code allows it.
  panel: (game) => ({
    controls: (heaps, _style, part) =>
      pinsControls(
        octalTakes(game.digits),
        heaps,
        part,
        knocksAllowed(heaps, (to) => checkOctalMove(game.digits, heaps, to).legal),
      ),
  }),
  cheapestMove(game, heaps) {
    // The first move in the order of ties that removes fewest: scan amounts, then heaps.
    const digits = octalDigits(game.digits);
    let best: Move | null = null;
    for (let i = 0; i < heaps.length; i++) {
      for (const m of octalMoves(digits, [heaps[i]!])) {
        if (!best || m.amount < best.amount) best = breakMove(heaps, i, m.amount, m.pieces!);
        break; // the first move of a heap removes fewest from it
      }
    }
    return best;
  },
  family: (game, misere, budget) =>
    misere ? new OctalFamily(game.digits, true, budget) : normalPlay(game.digits, budget),
  grundy: (game, budget) => normalPlay(game.digits, budget).values,
  heapTable: true,
  valueTable(game, count, onProgress) {
    // The take-and-break table of the same code, with its proof (Guy–Smith's, for an octal code).
    const { values, proof, computed } = valuesOfTable(octalAsCode(game.digits), count, onProgress);
    const per = proof?.kind === 'period' ? proof : null;
    return {
      values,
      period: per && { period: BigInt(per.period), preperiod: per.preperiod, saltus: 0 },
      proof: per
        ? t('Guy–Smith: G(n + {period}) = G(n) for {from} ≤ n < {to}, hence for every n ≥ {preperiod}', {
            period: per.period,
            from: Math.max(per.preperiod, 1),
            to: per.provedFrom - per.period,
            preperiod: per.preperiod,
          })
        : t('no period proved by the {count} values computed', { count: computed }),
    };
  },
  searchSpace(game, heaps) {
    let plain = 0;
    let splits = 0;
    for (const d of octalDigits(game.digits)) {
      plain += Number(d.none) + Number(d.one);
      splits += Number(d.two);
    }
    return splitHeapsSpace(heaps, plain, splits);
  },
  playLength(game, heaps) {
    // Taking the least amount that leaves a heap again and again, down to heaps of 1.
    const least = octalDigits(game.digits).find((d) => d.one)?.j;
    if (least === undefined) return heaps.some((h) => h > 0n) ? 1n : 0n;
    return heaps.reduce((a, h) => a + (h > 0n ? (h - 1n) / BigInt(least) : 0n), 0n);
  },
  searchWorkLowerBound(game, heaps) {
    const digits = octalDigits(game.digits);
    let rootMoves = 0n;
    for (let i = 0; i < heaps.length; i++) {
      const h = heaps[i]!;
      if (!firstOfItsSize(heaps, i)) continue; // equal heaps give the same moves
      for (const { j, none, one, two } of digits) {
        const rest = h - BigInt(j);
        if (rest < 0n) break;
        if (none && rest === 0n) rootMoves++;
        if (one && rest > 0n) rootMoves++;
        if (two && rest >= 2n) rootMoves += rest / 2n;
      }
    }
    const least = digits.find((d) => d.one)?.j;
    // Two splits in a row of the largest heap reach a quadratic number of positions.
    const largest = heaps.reduce((a, b) => (a > b ? a : b), 0n);
    const splitter = digits.find((d) => d.two);
    const reachable = splitter ? twoSplitPositions(largest, BigInt(splitter.j), false) : 0n;
    return searchWorkFloor(heaps, {
      rootMoves,
      least: least === undefined ? null : BigInt(least),
      splits: true,
      reachable,
    });
  },
  randomMoveIn(game, heaps, i, random) {
    const h = heaps[i]!;
    // A random allowed amount, then a random way to leave the rest (nothing, one heap, or a break point).
    const ways = octalDigits(game.digits).filter((d) => BigInt(d.j) <= h);
    if (!ways.length) return null;
    const d = ways[Math.floor(random() * ways.length)]!;
    const rest = h - BigInt(d.j);
    const options: bigint[][] = [];
    if (d.none && rest === 0n) options.push([]);
    if (d.one && rest > 0n) options.push([rest]);
    if (d.two && rest >= 2n) {
      const a = 1n + randomBelow(rest / 2n, random);
      options.push([a, rest - a]);
    }
    if (!options.length) return null;
    const pieces = options[Math.floor(random() * options.length)]!;
    return breakMove(heaps, i, BigInt(d.j), pieces);
  },
  words: (game) => ({ name: octalName(game.digits), move: octalRuleWords(game.digits), token: 'pin' }),
  randomPosition: randomHeaps([
    { heaps: [1, 2], max: 9 },
    { heaps: [2, 3], max: 14 },
    { heaps: [2, 4], max: 20 },
  ]),
});
