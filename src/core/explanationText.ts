// What every game's explanation is written with: the shape of a renderer (games/*/explanation.ts
// each give one per kind of reason they write), and the pieces several games share: binary
// columns, rows of Grundy values, the misère frontier rule, Markdown tables. A leaf: it imports
// only the catalogue, so that any game's explanation module can import it.

import { t } from './l10n';
import { shortNumber } from './text';
import { largest } from './largest';

/** How a game's reason of one kind is written: one line for the CLI, plain lines, Markdown for the hover. */
export interface ExplanationRenderer<E extends { readonly kind: string }> {
  /** The kind of reason it writes (`nim`, `octal`): each kind is written by one game's renderer. */
  readonly kind: E['kind'];
  /** A one-line account of how the verdict was reached (the CLI's `method`). */
  method(e: E): string;
  /** The reason in plain lines of text (the CLI, the play panel). */
  lines(e: E): string[];
  /** The reason in Markdown for the hover; without it, the plain lines. */
  markdown?(e: E, parts: PartWriter): string;
}

/** How the hover writes part i of a sum's position (a row of coins as its word, else its numbers). */
export type PartWriter = (part: number, heaps: readonly bigint[]) => string;

export interface MisereNote {
  /** Heaps whose Grundy value is at least 2. */
  readonly large: number;
  /** Heaps whose Grundy value is exactly 1. */
  readonly ones: number;
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
  const width = largest(
    values.slice(0, end).map((v) => String(v).length),
    1,
  );
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

/** Numbers as a list in a sentence. */
export function list(ns: readonly bigint[]): string {
  return ns.join(', ');
}

/** What the Grundy values of a misère explanation are: heaps' (Nim), values, or heap values (a sum's parts). */
export type MisereWords = 'heap' | 'value' | 'heap value';

/** The misère frontier rule (games/heapSum.ts) applied to these values, in words. */
export function misereText(note: MisereNote, xor: bigint, words: MisereWords): string {
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

/** The last line of an explanation decided by a nim-sum of values: who wins, by the XOR. */
export function xorVerdict(xor: bigint | number): string {
  return xor === 0n || xor === 0 ? t('XOR 0: the player to move loses.') : t('XOR not 0: the player to move wins.');
}

/** `heap 2: 7 has Grundy value 3`. */
export function heapValueLine(i: number, size: bigint, value: bigint | number): string {
  return t('heap {heap}: {size} has Grundy value {value}', { heap: i + 1, size, value });
}

/** Escapes text for Markdown. */
export function md(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, (c) => `\\${c}`);
}

/** A Markdown table. */
export function markdownTable(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** Lines as a Markdown block of plain text. */
export function codeBlock(lines: readonly string[]): string {
  return ['```text', ...lines, '```'].join('\n');
}

/**
 * Heaps and their Grundy values as the hover writes them for games of tables: a table of the
 * heaps with their values and the XOR (each number shortened if long), or one line past 24 heaps.
 */
export function heapValuesMarkdown(
  heaps: readonly bigint[],
  values: readonly (bigint | number)[],
  xor: bigint | number,
): string {
  if (heaps.length > 24) return md(t('Grundy values {values}; XOR {xor}.', { values: values.join(', '), xor }));
  const rows = heaps.map((h, i) => [
    t('heap {heap}', { heap: i + 1 }),
    shortNumber(h.toString()),
    shortNumber(String(values[i])),
  ]);
  return `${markdownTable(['', t('size'), t('Grundy value')], rows)}\n\n${t('XOR of the values: **{xor}**.', { xor: shortNumber(xor.toString()) })}`;
}

/** A table's first values as a block: one period per row with the preperiod apart, or as they come. */
export function valueRowsMarkdown(
  firstValues: readonly number[],
  period: { readonly preperiod: number; readonly period: number } | null,
): string {
  return period
    ? `${t('Values one period per row, the preperiod apart:')}\n\n${codeBlock(periodRows(firstValues, period.preperiod, period.period))}`
    : `${t('The first values:')}\n\n${codeBlock(periodRows(firstValues, firstValues.length, null))}`;
}

/** Plain lines as Markdown: each escaped, one per line. */
export function linesMarkdown(lines: readonly string[]): string {
  return lines.map(md).join('  \n');
}
