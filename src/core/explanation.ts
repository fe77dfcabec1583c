// The reason behind a verdict, as data a hover, the CLI or the play panel can render.

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
      `${' '.repeat(labelWidth)} ⋮ (${lines.length - 2 * half} more rows)`,
      ...lines.slice(-half),
    ];
  };
  const out: string[] = [];
  const preEnd = period === null ? end : Math.min(preperiod, end);
  if (preEnd > 0) out.push(...rowsOf(0, preEnd, columns));
  if (period !== null && end > preperiod) {
    out.push(`${' '.repeat(labelWidth)}   ${preperiod === 0 ? 'every' : 'then every'} ${period} for ever:`);
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

function misereText(note: MisereNote, xor: bigint, valueWord: string): string {
  if (note.large === 0) {
    return `Misère, every ${valueWord} at most 1: the player to move loses exactly when an odd number of them are 1 (here ${note.ones}).`;
  }
  if (note.large === 1) {
    return `Misère frontier: exactly one ${valueWord} is 2 or more, so the player to move wins by making it 0 or 1 so that an odd number of 1s remain.`;
  }
  return `Misère with ${note.large} ${valueWord}s of 2 or more: as in normal play, the player to move loses exactly when the XOR is 0 (here ${xor}).`;
}

/**
 * One heap of `subtraction lo..hi`, by its residue r modulo p = lo + hi: a loss when r < lo (value
 * 0), else the moves to a residue below lo. With lo = 1 that is "a multiple of p".
 */
function singleRunHeapText(h: bigint, lo: bigint, hi: bigint): string {
  const p = lo + hi;
  const r = h % p;
  if (lo === 1n)
    return r === 0n ? `A single heap that is a multiple of ${p} is a loss.` : `Take ${r} to leave a multiple of ${p}.`;
  const zeroes = lo === 2n ? `0 or 1` : `0 to ${lo - 1n}`;
  if (r < lo) return `A single heap whose residue modulo ${p} is ${zeroes} has Grundy value 0: a loss.`;
  // Residues left below lo: r - s for s in lo..hi, so s runs from r - (lo - 1) (at least lo) to min(hi, r).
  const least = r - (lo - 1n) > lo ? r - (lo - 1n) : lo;
  const most = r < hi ? r : hi;
  let take = `${least} to ${most}`;
  if (least === most) take = `${least}`;
  else if (least + 1n === most) take = `${least} or ${most}`;
  return `Take ${take} to leave a residue modulo ${p} of ${zeroes} (Grundy value 0).`;
}

/** A one-line account of how the verdict was reached (the CLI's `method`). */
export function methodText(e: Explanation): string {
  switch (e.kind) {
    case 'nim':
      return e.misere
        ? `misère nim: ${e.misere.large} heap${e.misere.large === 1 ? '' : 's'} above 1, nim-sum ${e.xor}`
        : `nim-sum ${e.xor} (binary ${e.xor.toString(2)})`;
    case 'subtraction-run':
      return `${e.lo === 1n ? 'residues' : 'Grundy values'} modulo ${e.lo + e.hi}: ${list(e.values)}, XOR ${e.xor}${e.misere ? ', misère rule' : ''}`;
    case 'subtraction-table':
      return `Grundy values ${list(e.values)}, XOR ${e.xor}${e.period !== null ? `; period ${e.period} from ${e.preperiod}` : ''}${e.misere ? ', misère rule' : ''}`;
    case 'wythoff':
      return `${e.misere ? 'misère ' : ''}Wythoff pair for gap ${e.gap}: (${e.pair[0]}, ${e.pair[1]})`;
    case 'wythoff-small-diagonal':
      return `diagonal ${e.k}: cold pairs ${e.misere ? '(3j+2, 3j+2) and (3j, 3j+1)' : '(3j, 3j) and (3j+1, 3j+2)'}; partner of ${e.x} is ${e.partnerOfX}`;
    case 'partner-table':
      return `cold pairs computed row by row (${e.rows} rows); partner of ${e.x} is ${e.partnerOfX}`;
    case 'octal':
      return `Grundy values ${e.values.join(', ')}, XOR ${e.xor}; ${e.period ? `period ${e.period.period} from ${e.period.preperiod}, proved by Guy–Smith from ${e.period.provedFrom} values` : `table of ${e.computed} values`}`;
    case 'take-and-break':
      return `Grundy values ${list(e.values)}, XOR ${e.xor}; ${e.proof}`;
    case 'sum':
      return `${e.misere ? 'misère sum by the frontier rule: ' : ''}Grundy values ${e.rows.map((r) => r.grundy ?? '?').join(' ⊕ ')} = ${e.xor}`;
    case 'game':
      return e.method;
    case 'search':
      return `exhaustive search (${e.positions} positions)`;
    case 'unknown':
      return e.reason;
  }
}

/** The reason in plain lines of text; the editor renders the same data richer. */
export function explanationLines(e: Explanation): string[] {
  switch (e.kind) {
    case 'nim': {
      const width = Math.max(1, ...e.heaps.map((h) => h.toString(2).length));
      const lines = e.heaps.map((h, i) => `heap ${i + 1}: ${binary(h, width)}  (${h})`);
      lines.push(`XOR:    ${binary(e.xor, width)}  (${e.xor})`);
      if (e.misere) lines.push(misereText(e.misere, e.xor, 'heap'));
      else
        lines.push(
          e.xor === 0n
            ? 'The XOR is 0: every move makes it non-zero, so the player to move loses.'
            : 'The XOR is not 0: a move can make it 0, so the player to move wins.',
        );
      return lines;
    }
    case 'subtraction-run': {
      const p = e.lo + e.hi;
      const lines = e.heaps.map((h, i) =>
        e.lo === 1n
          ? `heap ${i + 1}: ${h} mod ${p} = ${e.values[i]}`
          : `heap ${i + 1}: ${h} mod ${p} = ${h % p}, Grundy value ${h % p} div ${e.lo} = ${e.values[i]}`,
      );
      lines.push(`XOR of the values: ${e.xor}`);
      if (e.misere) lines.push(misereText(e.misere, e.xor, 'value'));
      else if (e.heaps.length === 1) lines.push(singleRunHeapText(e.heaps[0]!, e.lo, e.hi));
      else lines.push(e.xor === 0n ? 'XOR 0: the player to move loses.' : 'XOR not 0: the player to move wins.');
      return lines;
    }
    case 'subtraction-table': {
      const lines = e.heaps.map((h, i) => `heap ${i + 1}: ${h} has Grundy value ${e.values[i]}`);
      lines.push(`XOR of the values: ${e.xor}`);
      if (e.period !== null) {
        lines.push(
          `Grundy values of ${e.set}: ${e.firstValues.join(' ')}${e.firstValues.length < (e.preperiod ?? 0) + e.period ? ' …' : ''}`,
        );
        lines.push(
          `Period ${e.period} from ${e.preperiod}, certified by a repeated window of ${e.window} values (max of the set).`,
        );
      }
      if (e.misere) lines.push(misereText(e.misere, e.xor, 'value'));
      else lines.push(e.xor === 0n ? 'XOR 0: the player to move loses.' : 'XOR not 0: the player to move wins.');
      return lines;
    }
    case 'wythoff': {
      const [a, b] = e.pair;
      const lines = [
        `gap d = |${e.x} − ${e.y}| = ${e.gap}`,
        `a_d = (d + isqrt(5·d²)) div 2 = (${e.gap} + isqrt(${e.fiveGapSquared})) div 2 = (${e.gap} + ${e.root}) div 2 = ${a}; b_d = a_d + d = ${b}`,
      ];
      const lo = e.x < e.y ? e.x : e.y;
      const hi = e.x < e.y ? e.y : e.x;
      if (e.diagonalBound !== null)
        lines.push(
          `The smaller heap is at most the diagonal bound ${e.diagonalBound}, so no reachable position feels the bound: this is Wythoff's game.`,
        );
      if (e.misere) lines.push('Misère Wythoff: the cold pairs are (0, 1), (2, 2) and (a_n, b_n) for n ≥ 2.');
      lines.push(
        e.partnerOfSmaller === hi
          ? `(${lo}, ${hi}) is a cold pair: every move leaves a warm one, so the player to move loses.`
          : `(${lo}, ${hi}) is not a cold pair (the partner of ${lo} is ${e.partnerOfSmaller}): the player to move wins.`,
      );
      return lines;
    }
    case 'wythoff-small-diagonal':
      return [
        `Common removal at most ${e.k}: the cold pairs are ${e.misere ? '(0, 1), (2, 2), (3, 4), (5, 5), … i.e. (3j+2, 3j+2) and (3j, 3j+1)' : '(0, 0), (1, 2), (3, 3), (4, 5), … i.e. (3j, 3j) and (3j+1, 3j+2)'}.`,
        `The partner of ${e.x} is ${e.partnerOfX}; the position is ${e.partnerOfX === e.y ? 'cold: the player to move loses' : 'warm: the player to move wins'}.`,
      ];
    case 'partner-table':
      return [
        `Each heap size has one cold partner; computed exactly row by row (${e.rows} rows) for ${e.k === null ? 'wythoff' : `wythoff diagonal ${e.k}`}${e.misere ? ' misere' : ''}.`,
        `The partner of ${e.x} is ${e.partnerOfX}; the position is ${e.partnerOfX === e.y ? 'cold: the player to move loses' : 'warm: the player to move wins'}.`,
      ];
    case 'octal': {
      const lines = e.heaps.map((h, i) => `heap ${i + 1}: ${h} has Grundy value ${e.values[i]}`);
      lines.push(`XOR of the values: ${e.xor}`);
      const game = e.name ? `${e.name} (octal ${e.code})` : `octal ${e.code}`;
      lines.push(
        e.period
          ? `${game}: period ${e.period.period} from ${e.period.preperiod}, proved by Guy–Smith from ${e.period.provedFrom} values.`
          : `${game}: no period proved within the budget; the values come from a table of ${e.computed}.`,
      );
      lines.push(e.xor === 0 ? 'XOR 0: the player to move loses.' : 'XOR not 0: the player to move wins.');
      return lines;
    }
    case 'take-and-break': {
      const lines = e.heaps.map((h, i) => `heap ${i + 1}: ${h} has Grundy value ${e.values[i]}`);
      lines.push(`XOR of the values: ${e.xor}`);
      const game = e.name ? `${e.name} (take-and-break ${e.code})` : `take-and-break ${e.code}`;
      lines.push(`${game}: ${e.proof}.`);
      lines.push(e.xor === 0n ? 'XOR 0: the player to move loses.' : 'XOR not 0: the player to move wins.');
      return lines;
    }
    case 'sum': {
      const lines = e.rows.map(
        (r, i) => `part ${i + 1}, ${r.name}: ${r.heaps.join(' ')} has Grundy value ${r.grundy ?? 'unknown'} (${r.why})`,
      );
      lines.push(`XOR of the parts' values: ${e.xor}`);
      if (e.misere) lines.push(misereText(e.misere, e.xor, 'heap value'));
      else
        lines.push(
          e.xor === 0n
            ? 'XOR 0: every move makes it non-zero, so the player to move loses.'
            : 'XOR not 0: a move in one part can make it 0, so the player to move wins.',
        );
      return lines;
    }
    case 'game':
      return [...e.lines];
    case 'search':
      return [`Decided by exhaustive search over ${e.positions} positions.`];
    case 'unknown':
      return [e.reason];
  }
}
