// A subtraction game's reason: residues for `subtraction lo..hi` (a closed form), otherwise the
// certified table of Grundy values with its period.

import {
  codeBlock,
  type ExplanationRenderer,
  heapValueLine,
  linesMarkdown,
  list,
  markdownTable,
  md,
  type MisereNote,
  misereText,
  periodRows,
  xorVerdict,
} from '../../explanationText';
import { t } from '../../l10n';
import { shortNumber } from '../../text';

/** `subtraction lo..hi`: every value is (n mod (lo + hi)) div lo. */
export interface SubtractionRunExplanation {
  readonly kind: 'subtraction-run';
  readonly lo: bigint;
  readonly hi: bigint;
  readonly heaps: readonly bigint[];
  readonly values: readonly bigint[];
  readonly xor: bigint;
  readonly misere: MisereNote | null;
}

/** Any other finite set: values from the table, periodic from a repeated window. */
export interface SubtractionTableExplanation {
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

function runLines(e: SubtractionRunExplanation): string[] {
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

export const SUBTRACTION_RUN_EXPLANATION: ExplanationRenderer<SubtractionRunExplanation> = {
  kind: 'subtraction-run',
  method(e) {
    const args = { p: e.lo + e.hi, values: list(e.values), xor: e.xor };
    if (e.lo === 1n)
      return e.misere
        ? t('residues modulo {p}: {values}, XOR {xor}, misère rule', args)
        : t('residues modulo {p}: {values}, XOR {xor}', args);
    return e.misere
      ? t('Grundy values modulo {p}: {values}, XOR {xor}, misère rule', args)
      : t('Grundy values modulo {p}: {values}, XOR {xor}', args);
  },
  lines: runLines,
  markdown(e) {
    if (e.heaps.length > 24) return linesMarkdown(runLines(e));
    const p = e.lo + e.hi;
    const rows = e.heaps.map((h, i) => [
      t('heap {heap}', { heap: i + 1 }),
      shortNumber(h.toString()),
      String(h % p),
      String(e.values[i]),
    ]);
    // `mod p` and `Grundy (div lo)` are notation, the same in every language.
    const head =
      e.lo === 1n ? ['', t('size'), `mod ${p}`, t('value')] : ['', t('size'), `mod ${p}`, `Grundy (div ${e.lo})`];
    return `${markdownTable(head, rows)}\n\n${t('XOR of the values: **{xor}**.', { xor: e.xor })} ${md(runLines(e).slice(-1)[0]!)}`;
  },
};

function tableLines(e: SubtractionTableExplanation): string[] {
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

export const SUBTRACTION_TABLE_EXPLANATION: ExplanationRenderer<SubtractionTableExplanation> = {
  kind: 'subtraction-table',
  method(e) {
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
  },
  lines: tableLines,
  markdown(e) {
    // The line of the first values (after one line per heap and the XOR's) gives way to the table of
    // periods below; found by its place, so that it goes in every language.
    const valuesLine = e.period !== null ? e.heaps.length + 1 : -1;
    const lines = tableLines(e).filter((_, i) => i !== valuesLine);
    const rows =
      e.period !== null
        ? `\n\n${t('Grundy values of {set}, one period per row:', { set: md(e.set) })}\n\n${codeBlock(periodRows(e.firstValues, e.preperiod ?? 0, e.period))}`
        : '';
    return `${lines.slice(0, -1).map(md).join('  \n')}${rows}\n\n${md(lines[lines.length - 1]!)}`;
  },
};
