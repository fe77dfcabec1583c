// The reason behind a verdict, as data a hover, the CLI or the play panel can render.

import { plural, t } from './l10n';

export interface MisereNote {
  /** Heaps whose Grundy value is at least 2. */
  readonly large: number;
  /** Heaps whose Grundy value is exactly 1. */
  readonly ones: number;
}

export type Explanation =
  | {
      readonly kind: 'nim';
      readonly heaps: readonly bigint[];
      readonly xor: bigint;
      readonly misere: MisereNote | null;
    }
  | {
      readonly kind: 'subtraction-run';
      readonly lo: bigint;
      readonly hi: bigint;
      readonly heaps: readonly bigint[];
      readonly values: readonly bigint[];
      readonly xor: bigint;
      readonly misere: MisereNote | null;
    }
  | {
      readonly kind: 'subtraction-table';
      readonly set: string;
      readonly heaps: readonly bigint[];
      readonly values: readonly bigint[];
      readonly xor: bigint;
      readonly preperiod: number | null;
      readonly period: number | null;
      readonly window: number;
      readonly firstValues: readonly number[];
      readonly misere: MisereNote | null;
    }
  | {
      readonly kind: 'wythoff';
      readonly x: bigint;
      readonly y: bigint;
      /** Gap d = |x - y| and the exact cold pair (a_d, b_d) with the integers of its computation. */
      readonly gap: bigint;
      readonly fiveGapSquared: bigint;
      readonly root: bigint;
      readonly pair: readonly [bigint, bigint];
      readonly misere: boolean;
      /** Partner of the smaller heap among cold positions. */
      readonly partnerOfSmaller: bigint;
      /** Set for `wythoff diagonal k` when the smaller heap is at most k, so the bound never matters. */
      readonly diagonalBound: bigint | null;
    }
  | {
      readonly kind: 'wythoff-small-diagonal';
      readonly k: bigint;
      readonly x: bigint;
      readonly y: bigint;
      readonly partnerOfX: bigint;
      readonly misere: boolean;
    }
  | {
      readonly kind: 'partner-table';
      readonly k: bigint | null;
      readonly x: bigint;
      readonly y: bigint;
      readonly partnerOfX: bigint;
      readonly rows: number;
      readonly misere: boolean;
    }
  | {
      readonly kind: 'octal';
      /** `0.77`, and the game's name when it has one (`Kayles`). */
      readonly code: string;
      readonly name: string | null;
      readonly heaps: readonly bigint[];
      readonly values: readonly number[];
      readonly xor: number;
      /** Values computed; with a period, the certificate used the first `provedFrom` of them. */
      readonly computed: number;
      readonly period: { readonly preperiod: number; readonly period: number; readonly provedFrom: number } | null;
      /** The preperiod and one period (or the first values when no period is proved). */
      readonly firstValues: readonly number[];
    }
  | {
      readonly kind: 'take-and-break';
      /** `4!.0`, and the game's name when it has one (`Grundy's game`). */
      readonly code: string;
      readonly name: string | null;
      readonly heaps: readonly bigint[];
      readonly values: readonly bigint[];
      readonly xor: bigint;
      readonly computed: number;
      /** The theorem or table behind the values, in words. */
      readonly proof: string;
      readonly period: { readonly preperiod: number; readonly period: number } | null;
      /** The preperiod and one period (or the first values when no period is proved). */
      readonly firstValues: readonly number[];
    }
  | {
      readonly kind: 'sum';
      /** One row per component, in the written order. */
      readonly rows: readonly SumRow[];
      /** The XOR of the components' normal-play values. */
      readonly xor: bigint;
      /** Misère sums of tame parts: what the frontier rule looked at over every heap; null in normal play. */
      readonly misere: MisereNote | null;
    }
  /**
   * The games whose reasons are their own (coins, stairs, Euclid's game): written by the game's
   * definition as the CLI's one line, plain lines, and Markdown for the hover.
   */
  | {
      readonly kind: 'game';
      readonly method: string;
      readonly lines: readonly string[];
      readonly markdown: string;
    }
  | { readonly kind: 'search'; readonly positions: number }
  | { readonly kind: 'unknown'; readonly reason: string };

/** A component of a sum: its rules, its name in answers, its position, its normal-play Grundy value and how it is known. */
export interface SumRow {
  readonly rules: string;
  readonly name: string;
  readonly heaps: readonly bigint[];
  readonly grundy: bigint | null;
  readonly why: string;
}

/** Most rows of values shown for each part (preperiod, period) before the middle is elided. */
const MAX_VALUE_ROWS = 12;
/** Characters of values per row: a longer period is wrapped over several rows. */
const MAX_ROW_CHARACTERS = 80;

/**
 * Grundy values laid out as a teacher writes them: the preperiod in rows of one period's length,
 * then, apart, the period that repeats for ever, one period per row. Each row starts with the heap
 * size of its first value. `values` holds at least the preperiod (it may stop early: then `…`).
 */
export function periodRows(values: readonly number[], preperiod: number, period: number | null): string[] {
  const end = period === null ? values.length : Math.min(values.length, preperiod + period);
  const width = Math.max(1, ...values.slice(0, end).map((v) => String(v).length));
  const fit = Math.max(1, Math.floor(MAX_ROW_CHARACTERS / (width + 1)));
  // The period one per row; the preperiod in rows of whole periods (about 12 values at least).
  const periodColumns = Math.min(period ?? 12, fit);
  const columns =
    period === null ? Math.min(12, fit) : Math.min(fit, periodColumns * Math.max(1, Math.floor(12 / periodColumns)));
  const labelWidth = String(Math.max(0, end - 1)).length;
  const row = (from: number, to: number) =>
    `${String(from).padStart(labelWidth)} │ ${values
      .slice(from, to)
      .map((v) => String(v).padStart(width))
      .join(' ')}`;
  const rowsOf = (from: number, to: number, step: number): string[] => {
    const starts: number[] = [];
    for (let i = from; i < to; i += step) starts.push(i);
    const lines = starts.map((i) => row(i, Math.min(to, i + step)));
    if (lines.length <= MAX_VALUE_ROWS) return lines;
    const half = MAX_VALUE_ROWS >> 1;
    return [
      ...lines.slice(0, half),
      `${' '.repeat(labelWidth)} ${t('⋮ ({count} more rows)', { count: lines.length - 2 * half })}`,
      ...lines.slice(-half),
    ];
  };
  const out: string[] = [];
  const preEnd = period === null ? end : Math.min(preperiod, end);
  if (preEnd > 0) out.push(...rowsOf(0, preEnd, columns));
  if (period !== null && end > preperiod) {
    out.push(
      `${' '.repeat(labelWidth)}   ${preperiod === 0 ? t('every {period} for ever:', { period }) : t('then every {period} for ever:', { period })}`,
    );
    out.push(...rowsOf(preperiod, end, periodColumns));
  }
  if (end < (period === null ? values.length : preperiod + period)) out.push(`${' '.repeat(labelWidth)}   …`);
  return out;
}

export function binary(n: bigint, width: number): string {
  return n.toString(2).padStart(width, '0');
}

function list(ns: readonly bigint[]): string {
  return ns.join(', ');
}

/** What the Grundy values of a misère explanation are: heaps' (Nim), values, or heap values (a sum's parts). */
type MisereWords = 'heap' | 'value' | 'heap value';

function misereText(note: MisereNote, xor: bigint, words: MisereWords): string {
  const ones = note.ones;
  const large = note.large;
  if (large === 0) {
    if (words === 'heap')
      return t(
        'Misère, every heap at most 1: the player to move loses exactly when an odd number of them are 1 (here {ones}).',
        { ones },
      );
    if (words === 'value')
      return t(
        'Misère, every value at most 1: the player to move loses exactly when an odd number of them are 1 (here {ones}).',
        { ones },
      );
    return t(
      'Misère, every heap value at most 1: the player to move loses exactly when an odd number of them are 1 (here {ones}).',
      { ones },
    );
  }
  if (large === 1) {
    if (words === 'heap')
      return t(
        'Misère frontier: exactly one heap is 2 or more, so the player to move wins by making it 0 or 1 so that an odd number of 1s remain.',
      );
    if (words === 'value')
      return t(
        'Misère frontier: exactly one value is 2 or more, so the player to move wins by making it 0 or 1 so that an odd number of 1s remain.',
      );
    return t(
      'Misère frontier: exactly one heap value is 2 or more, so the player to move wins by making it 0 or 1 so that an odd number of 1s remain.',
    );
  }
  if (words === 'heap')
    return t(
      'Misère with {large} heaps of 2 or more: as in normal play, the player to move loses exactly when the XOR is 0 (here {xor}).',
      { large, xor },
    );
  if (words === 'value')
    return t(
      'Misère with {large} values of 2 or more: as in normal play, the player to move loses exactly when the XOR is 0 (here {xor}).',
      { large, xor },
    );
  return t(
    'Misère with {large} heap values of 2 or more: as in normal play, the player to move loses exactly when the XOR is 0 (here {xor}).',
    { large, xor },
  );
}

/**
 * One heap of `subtraction lo..hi`, by its residue r modulo p = lo + hi: a loss when r < lo (value
 * 0), else the moves to a residue below lo. With lo = 1 that is "a multiple of p".
 */
function singleRunHeapText(h: bigint, lo: bigint, hi: bigint): string {
  const p = lo + hi;
  const r = h % p;
  if (lo === 1n)
    return r === 0n
      ? t('A single heap that is a multiple of {p} is a loss.', { p })
      : t('Take {r} to leave a multiple of {p}.', { r, p });
  // Residues of value 0: 0 or 1 (lo = 2), else 0 to lo - 1.
  const top = lo - 1n;
  if (r < lo)
    return lo === 2n
      ? t('A single heap whose residue modulo {p} is 0 or 1 has Grundy value 0: a loss.', { p })
      : t('A single heap whose residue modulo {p} is 0 to {top} has Grundy value 0: a loss.', { p, top });
  // Residues left below lo: r - s for s in lo..hi, so s runs from r - (lo - 1) (at least lo) to min(hi, r).
  const least = r - (lo - 1n) > lo ? r - (lo - 1n) : lo;
  const most = r < hi ? r : hi;
  if (lo === 2n) {
    if (least === most)
      return t('Take {least} to leave a residue modulo {p} of 0 or 1 (Grundy value 0).', { least, p });
    if (least + 1n === most)
      return t('Take {least} or {most} to leave a residue modulo {p} of 0 or 1 (Grundy value 0).', { least, most, p });
    return t('Take {least} to {most} to leave a residue modulo {p} of 0 or 1 (Grundy value 0).', { least, most, p });
  }
  if (least === most)
    return t('Take {least} to leave a residue modulo {p} of 0 to {top} (Grundy value 0).', { least, p, top });
  if (least + 1n === most)
    return t('Take {least} or {most} to leave a residue modulo {p} of 0 to {top} (Grundy value 0).', {
      least,
      most,
      p,
      top,
    });
  return t('Take {least} to {most} to leave a residue modulo {p} of 0 to {top} (Grundy value 0).', {
    least,
    most,
    p,
    top,
  });
}

/** A one-line account of how the verdict was reached (the CLI's `method`). */
export function methodText(e: Explanation): string {
  switch (e.kind) {
    case 'nim':
      return e.misere
        ? plural(
            e.misere.large,
            'misère nim: {count} heap above 1, nim-sum {xor}',
            'misère nim: {count} heaps above 1, nim-sum {xor}',
            { xor: e.xor },
          )
        : t('nim-sum {xor} (binary {binary})', { xor: e.xor, binary: e.xor.toString(2) });
    case 'subtraction-run': {
      const args = { p: e.lo + e.hi, values: list(e.values), xor: e.xor };
      if (e.lo === 1n)
        return e.misere
          ? t('residues modulo {p}: {values}, XOR {xor}, misère rule', args)
          : t('residues modulo {p}: {values}, XOR {xor}', args);
      return e.misere
        ? t('Grundy values modulo {p}: {values}, XOR {xor}, misère rule', args)
        : t('Grundy values modulo {p}: {values}, XOR {xor}', args);
    }
    case 'subtraction-table': {
      const values = list(e.values);
      if (e.period !== null) {
        const args = { values, xor: e.xor, period: e.period, preperiod: String(e.preperiod) };
        return e.misere
          ? t('Grundy values {values}, XOR {xor}; period {period} from {preperiod}, misère rule', args)
          : t('Grundy values {values}, XOR {xor}; period {period} from {preperiod}', args);
      }
      return e.misere
        ? t('Grundy values {values}, XOR {xor}, misère rule', { values, xor: e.xor })
        : t('Grundy values {values}, XOR {xor}', { values, xor: e.xor });
    }
    case 'wythoff': {
      const args = { gap: e.gap, a: e.pair[0], b: e.pair[1] };
      return e.misere
        ? t('misère Wythoff pair for gap {gap}: ({a}, {b})', args)
        : t('Wythoff pair for gap {gap}: ({a}, {b})', args);
    }
    case 'wythoff-small-diagonal': {
      const args = { k: e.k, x: e.x, partner: e.partnerOfX };
      return e.misere
        ? t('diagonal {k}: cold pairs (3j+2, 3j+2) and (3j, 3j+1); partner of {x} is {partner}', args)
        : t('diagonal {k}: cold pairs (3j, 3j) and (3j+1, 3j+2); partner of {x} is {partner}', args);
    }
    case 'partner-table':
      return t('cold pairs computed row by row ({rows} rows); partner of {x} is {partner}', {
        rows: e.rows,
        x: e.x,
        partner: e.partnerOfX,
      });
    case 'octal': {
      const values = e.values.join(', ');
      return e.period
        ? t(
            'Grundy values {values}, XOR {xor}; period {period} from {preperiod}, proved by Guy–Smith from {provedFrom} values',
            {
              values,
              xor: e.xor,
              period: e.period.period,
              preperiod: e.period.preperiod,
              provedFrom: e.period.provedFrom,
            },
          )
        : t('Grundy values {values}, XOR {xor}; table of {computed} values', {
            values,
            xor: e.xor,
            computed: e.computed,
          });
    }
    case 'take-and-break':
      return t('Grundy values {values}, XOR {xor}; {proof}', { values: list(e.values), xor: e.xor, proof: e.proof });
    case 'sum': {
      const args = { values: e.rows.map((r) => r.grundy ?? '?').join(' ⊕ '), xor: e.xor };
      return e.misere
        ? t('misère sum by the frontier rule: Grundy values {values} = {xor}', args)
        : t('Grundy values {values} = {xor}', args);
    }
    case 'game':
      return e.method;
    case 'search':
      return t('exhaustive search ({positions} positions)', { positions: e.positions });
    case 'unknown':
      return e.reason;
  }
}

/** The last line of an explanation decided by a nim-sum of values: who wins, by the XOR. */
function xorVerdict(xor: bigint | number): string {
  return xor === 0n || xor === 0 ? t('XOR 0: the player to move loses.') : t('XOR not 0: the player to move wins.');
}

/** `(x, y)` against the cold partner of x: who wins. */
function partnerLine(x: bigint, y: bigint, partner: bigint): string {
  return partner === y
    ? t('The partner of {x} is {partner}; the position is cold: the player to move loses.', { x, partner })
    : t('The partner of {x} is {partner}; the position is warm: the player to move wins.', { x, partner });
}

/** The reason in plain lines of text; the editor renders the same data richer. */
export function explanationLines(e: Explanation): string[] {
  switch (e.kind) {
    case 'nim': {
      const width = Math.max(1, ...e.heaps.map((h) => h.toString(2).length));
      const lines = e.heaps.map((h, i) =>
        t('heap {heap}: {binary}  ({size})', { heap: i + 1, binary: binary(h, width), size: h }),
      );
      lines.push(t('XOR:    {binary}  ({xor})', { binary: binary(e.xor, width), xor: e.xor }));
      if (e.misere) lines.push(misereText(e.misere, e.xor, 'heap'));
      else
        lines.push(
          e.xor === 0n
            ? t('The XOR is 0: every move makes it non-zero, so the player to move loses.')
            : t('The XOR is not 0: a move can make it 0, so the player to move wins.'),
        );
      return lines;
    }
    case 'subtraction-run': {
      const p = e.lo + e.hi;
      const lines = e.heaps.map((h, i) =>
        e.lo === 1n
          ? t('heap {heap}: {size} mod {p} = {value}', { heap: i + 1, size: h, p, value: e.values[i]! })
          : t('heap {heap}: {size} mod {p} = {residue}, Grundy value {residue} div {lo} = {value}', {
              heap: i + 1,
              size: h,
              p,
              residue: h % p,
              lo: e.lo,
              value: e.values[i]!,
            }),
      );
      lines.push(t('XOR of the values: {xor}', { xor: e.xor }));
      if (e.misere) lines.push(misereText(e.misere, e.xor, 'value'));
      else if (e.heaps.length === 1) lines.push(singleRunHeapText(e.heaps[0]!, e.lo, e.hi));
      else lines.push(xorVerdict(e.xor));
      return lines;
    }
    case 'subtraction-table': {
      const lines = e.heaps.map((h, i) => heapValueLine(i, h, e.values[i]!));
      lines.push(t('XOR of the values: {xor}', { xor: e.xor }));
      if (e.period !== null) {
        const args = { set: e.set, values: e.firstValues.join(' ') };
        lines.push(
          e.firstValues.length < (e.preperiod ?? 0) + e.period
            ? t('Grundy values of {set}: {values} …', args)
            : t('Grundy values of {set}: {values}', args),
        );
        lines.push(
          t('Period {period} from {preperiod}, certified by a repeated window of {window} values (max of the set).', {
            period: e.period,
            preperiod: String(e.preperiod),
            window: e.window,
          }),
        );
      }
      if (e.misere) lines.push(misereText(e.misere, e.xor, 'value'));
      else lines.push(xorVerdict(e.xor));
      return lines;
    }
    case 'wythoff': {
      const [a, b] = e.pair;
      const lines = [
        t('gap d = |{x} − {y}| = {gap}', { x: e.x, y: e.y, gap: e.gap }),
        // Notation only: the same in every language.
        `a_d = (d + isqrt(5·d²)) div 2 = (${e.gap} + isqrt(${e.fiveGapSquared})) div 2 = (${e.gap} + ${e.root}) div 2 = ${a}; b_d = a_d + d = ${b}`,
      ];
      const lo = e.x < e.y ? e.x : e.y;
      const hi = e.x < e.y ? e.y : e.x;
      if (e.diagonalBound !== null)
        lines.push(
          t(
            "The smaller heap is at most the diagonal bound {bound}, so no reachable position feels the bound: this is Wythoff's game.",
            { bound: e.diagonalBound },
          ),
        );
      if (e.misere) lines.push(t('Misère Wythoff: the cold pairs are (0, 1), (2, 2) and (a_n, b_n) for n ≥ 2.'));
      lines.push(
        e.partnerOfSmaller === hi
          ? t('({lo}, {hi}) is a cold pair: every move leaves a warm one, so the player to move loses.', { lo, hi })
          : t('({lo}, {hi}) is not a cold pair (the partner of {lo} is {partner}): the player to move wins.', {
              lo,
              hi,
              partner: e.partnerOfSmaller,
            }),
      );
      return lines;
    }
    case 'wythoff-small-diagonal':
      return [
        e.misere
          ? t(
              'Common removal at most {k}: the cold pairs are (0, 1), (2, 2), (3, 4), (5, 5), … i.e. (3j+2, 3j+2) and (3j, 3j+1).',
              { k: e.k },
            )
          : t(
              'Common removal at most {k}: the cold pairs are (0, 0), (1, 2), (3, 3), (4, 5), … i.e. (3j, 3j) and (3j+1, 3j+2).',
              { k: e.k },
            ),
        partnerLine(e.x, e.y, e.partnerOfX),
      ];
    case 'partner-table': {
      // The rules as a rules line writes them: never translated.
      const rules = `${e.k === null ? 'wythoff' : `wythoff diagonal ${e.k}`}${e.misere ? ' misere' : ''}`;
      return [
        t('Each heap size has one cold partner; computed exactly row by row ({rows} rows) for {rules}.', {
          rows: e.rows,
          rules,
        }),
        partnerLine(e.x, e.y, e.partnerOfX),
      ];
    }
    case 'octal': {
      const lines = e.heaps.map((h, i) => heapValueLine(i, h, e.values[i]!));
      lines.push(t('XOR of the values: {xor}', { xor: e.xor }));
      // The game's name and its code as a rules line writes it.
      const game = e.name ? `${e.name} (octal ${e.code})` : `octal ${e.code}`;
      lines.push(
        e.period
          ? t('{game}: period {period} from {preperiod}, proved by Guy–Smith from {provedFrom} values.', {
              game,
              period: e.period.period,
              preperiod: e.period.preperiod,
              provedFrom: e.period.provedFrom,
            })
          : t('{game}: no period proved within the budget; the values come from a table of {computed}.', {
              game,
              computed: e.computed,
            }),
      );
      lines.push(xorVerdict(e.xor));
      return lines;
    }
    case 'take-and-break': {
      const lines = e.heaps.map((h, i) => heapValueLine(i, h, e.values[i]!));
      lines.push(t('XOR of the values: {xor}', { xor: e.xor }));
      // The game's name and its code as a rules line writes it.
      const game = e.name ? `${e.name} (take-and-break ${e.code})` : `take-and-break ${e.code}`;
      lines.push(t('{game}: {proof}.', { game, proof: e.proof }));
      lines.push(xorVerdict(e.xor));
      return lines;
    }
    case 'sum': {
      const lines = e.rows.map((r, i) => {
        const args = { part: i + 1, name: r.name, position: r.heaps.join(' '), why: r.why };
        return r.grundy === null
          ? t('part {part}, {name}: {position} has Grundy value unknown ({why})', args)
          : t('part {part}, {name}: {position} has Grundy value {grundy} ({why})', { ...args, grundy: r.grundy });
      });
      lines.push(t("XOR of the parts' values: {xor}", { xor: e.xor }));
      if (e.misere) lines.push(misereText(e.misere, e.xor, 'heap value'));
      else
        lines.push(
          e.xor === 0n
            ? t('XOR 0: every move makes it non-zero, so the player to move loses.')
            : t('XOR not 0: a move in one part can make it 0, so the player to move wins.'),
        );
      return lines;
    }
    case 'game':
      return [...e.lines];
    case 'search':
      return [t('Decided by exhaustive search over {positions} positions.', { positions: e.positions })];
    case 'unknown':
      return [e.reason];
  }
}

/** `heap 2: 7 has Grundy value 3`. */
function heapValueLine(i: number, size: bigint, value: bigint | number): string {
  return t('heap {heap}: {size} has Grundy value {value}', { heap: i + 1, size, value });
}
