// A heap game's Grundy values as a strip, drawn for the games whose values come from a table or a
// closed form: one cell per heap size from 0, coloured by value, the preperiod and the period
// bracketed, each heap of the position pointed at, and the heap the recommended move changes with
// the value it moves to. Heaps beyond the strip get a window of their own, labelled with their
// real sizes.

import { compareBigints, maxBig, minBig } from '../bigint';
import { t } from '../l10n';
import { shortNumber } from '../text';
import { type Verdict } from '../verdict';
import { type Picture, type PictureOptions } from './pictureTypes';
import { svgDocument, tag, text, valueFill } from './svg';

/** Cells of the strip from 0; heaps beyond it get their own window. */
export const STRIP_CELLS = 32;
/** Cells of a window around a heap beyond the strip. */
const HEAP_WINDOW = 9;
/** Heaps given a window of their own, at most. */
const MAX_HEAP_WINDOWS = 4;
const CELL = 15;

/** G(n) for any n the explanation determines, else null. */
export type GrundyOf = (n: bigint) => number | null;

export interface StripSource {
  readonly title: string;
  readonly grundy: GrundyOf;
  readonly preperiod: number | null;
  readonly period: number | null;
}

/** G(n) from the first values and, when they hold a whole period, the period. */
export function tableGrundy(values: readonly number[], preperiod: number | null, period: number | null): GrundyOf {
  const whole = preperiod !== null && period !== null && values.length >= preperiod + period;
  return (n) => {
    if (n < BigInt(values.length)) return values[Number(n)]!;
    if (!whole) return null;
    return values[preperiod + Number((n - BigInt(preperiod)) % BigInt(period))]!;
  };
}

/** A strip of values from a table: its first values and, where proved, its preperiod and period. */
export function tableStrip(
  title: string,
  firstValues: readonly number[],
  period: { readonly preperiod: number; readonly period: number } | null,
): StripSource {
  return {
    title,
    grundy: tableGrundy(firstValues, period?.preperiod ?? null, period?.period ?? null),
    preperiod: period?.preperiod ?? null,
    period: period?.period ?? null,
  };
}

/** The value the recommended move leaves in its heap: the XOR of the values of what remains there. */
function movedTo(verdict: Verdict, grundy: GrundyOf): { heap: number; value: number; size: bigint | null } | null {
  const m = verdict.recommended;
  if (!m || m.heaps.length !== 1) return null;
  const i = m.heaps[0]!;
  const pieces = m.pieces ?? [m.result[i]!];
  let value = 0;
  for (const p of pieces) {
    const g = grundy(p);
    if (g === null) return null;
    value ^= g;
  }
  // The heap the move leaves, when it leaves one (0 when it leaves none); null for two pieces.
  const size = pieces.length <= 1 ? (pieces[0] ?? 0n) : null;
  return { heap: i, value, size };
}

export function valueStrip(
  source: StripSource,
  heaps: readonly bigint[],
  verdict: Verdict,
  options: PictureOptions,
): Picture | null {
  const palette = options.palette;
  const grundy = source.grundy;
  let stripEnd = 0n;
  for (const h of heaps) if (h < BigInt(STRIP_CELLS) && h + 1n > stripEnd) stripEnd = h + 1n;
  if (source.preperiod !== null && source.period !== null)
    stripEnd = maxBig(stripEnd, BigInt(source.preperiod + source.period - 1));
  stripEnd = minBig(maxBig(stripEnd, 11n), BigInt(STRIP_CELLS - 1));
  for (let n = 0n; n <= stripEnd; n++)
    if (grundy(n) === null) {
      stripEnd = n - 1n;
      break;
    }
  if (stripEnd < 0n) return null;
  const big = [...new Set(heaps.filter((h) => h > stripEnd))].sort(compareBigints);
  const windows = big.slice(0, MAX_HEAP_WINDOWS);
  const move = options.showMoves && verdict.outcome === 'win' ? movedTo(verdict, grundy) : null;

  const left = 10;
  const cells = Number(stripEnd) + 1;
  const width = left + Math.max(cells, 22) * CELL + 20;
  const parts: string[] = [];
  const alt: string[] = [t('Grundy values of {title} for heaps 0 to {last}', { title: source.title, last: stripEnd })];

  /** One row of cells for heap sizes from..to with its top at y; returns the x of a size's cell centre. */
  const row = (from: bigint, to: bigint, y: number, labelled: (n: bigint) => boolean): ((n: bigint) => number) => {
    const x = (n: bigint) => left + Number(n - from) * CELL + CELL / 2;
    for (let n = from; n <= to; n++) {
      const g = grundy(n);
      if (g === null) continue;
      parts.push(
        tag('rect', {
          class: 'value',
          'data-n': n.toString(),
          'data-g': g,
          x: x(n) - CELL / 2,
          y,
          width: CELL,
          height: CELL,
          fill: valueFill(palette, g),
          stroke: palette.grid,
        }),
      );
      parts.push(text(x(n), y + 11, String(g), { 'text-anchor': 'middle', fill: palette.valueText, 'font-size': 10 }));
      if (labelled(n))
        parts.push(
          text(x(n), y + CELL + 10, shortNumber(n.toString()), {
            'text-anchor': from > 0n ? 'start' : 'middle',
            fill: palette.muted,
            'font-size': 9,
          }),
        );
    }
    return x;
  };
  const pointAt = (x: number, y: number, n: bigint, i: number) => {
    parts.push(
      tag(
        'g',
        { class: 'heap', 'data-n': n.toString(), 'data-heap': i + 1 },
        tag('path', { d: `M${x} ${y - 2} l-4 -7 h8 z`, fill: palette.position }) +
          text(x, y - 11, t('h{heap}', { heap: i + 1 }), {
            'text-anchor': 'middle',
            fill: palette.position,
            'font-size': 9,
          }),
      ),
    );
  };

  parts.push(text(left, 13, t('Grundy values of {title}', { title: source.title }), { fill: palette.text }));
  let y = 38;
  const stripTop = y;
  const xs = row(0n, stripEnd, y, (n) => n % 5n === 0n);
  heaps.forEach((h, i) => {
    if (h <= stripEnd) pointAt(xs(h), y, h, i);
  });
  y += CELL + 14;
  // Brackets under the strip: the preperiod, then one period, where they fit in it.
  if (source.preperiod !== null && source.period !== null) {
    const n0 = source.preperiod;
    const p = source.period;
    alt.push(t('the values repeat with period {period} from heap {start}', { period: p, start: n0 }));
    if (BigInt(n0) <= stripEnd) {
      if (n0 > 0) parts.push(bracket('preperiod', 0, n0 - 1, xs, y, t('preperiod {n}', { n: n0 }), palette.muted));
      const end = BigInt(n0 + p - 1) <= stripEnd ? n0 + p - 1 : Number(stripEnd);
      parts.push(
        bracket(
          'period',
          n0,
          end,
          xs,
          y,
          end === n0 + p - 1 ? t('period {p}', { p }) : t('period {p} (continues)', { p }),
          palette.text,
        ),
      );
    } else {
      parts.push(
        bracket(
          'preperiod',
          0,
          Number(stripEnd),
          xs,
          y,
          t('preperiod {n} (continues), then period {p}', { n: n0, p }),
          palette.muted,
        ),
      );
    }
    y += 22;
  } else {
    alt.push(t('no period is proved'));
  }
  for (const h of windows) {
    const from = h > 4n ? h - 4n : 0n;
    const to = h + BigInt(HEAP_WINDOW - 5);
    parts.push(
      text(left, y + 6, t('heaps near {heap}', { heap: shortNumber(h.toString()) }), {
        fill: palette.muted,
        'font-size': 9,
      }),
    );
    y += 26;
    const x = row(from, to, y, (n) => n === h);
    heaps.forEach((hh, i) => {
      if (hh === h) pointAt(x(h), y, h, i);
    });
    y += CELL + 14;
  }
  if (big.length > windows.length) {
    parts.push(
      text(left, y + 6, t('and {count} more heaps beyond the strip', { count: big.length - windows.length }), {
        fill: palette.muted,
        'font-size': 9,
      }),
    );
    y += 14;
  }
  const values = heaps.map((h) => grundy(h));
  const valued = heaps.map((h, i) => {
    const value = values[i];
    const heap = shortNumber(h.toString());
    return value === null || value === undefined
      ? t('{heap} (value unknown)', { heap })
      : t('{heap} (value {value})', { heap, value });
  });
  alt.push(t('heaps {heaps}', { heaps: valued.join(', ') }));
  if (move) {
    const caption = t('the recommended move changes heap {heap} from value {from} to {to}', {
      heap: move.heap + 1,
      from: String(values[move.heap]),
      to: move.value,
    });
    parts.push(
      tag(
        'g',
        { class: 'target', 'data-heap': move.heap + 1, 'data-g': move.value },
        text(left, y + 8, caption, { fill: palette.target }),
      ),
    );
    y += 16;
    if (move.size !== null && move.size <= stripEnd)
      parts.push(
        tag('rect', {
          class: 'target-cell',
          'data-n': move.size.toString(),
          x: xs(move.size) - CELL / 2,
          y: stripTop,
          width: CELL,
          height: CELL,
          fill: 'none',
          stroke: palette.target,
          'stroke-width': 2.5,
        }),
      );
    alt.push(caption);
  }
  const height = y + 4;
  const description = `${alt.reduce((a, b) => t('{a}; {b}', { a, b }))}.`;
  return {
    kind: 'value-strip',
    svg: svgDocument(width, height, description, parts.join(''), palette),
    alt: description,
    width,
    height,
  };
}

function bracket(
  kind: string,
  from: number,
  to: number,
  x: (n: bigint) => number,
  y: number,
  label: string,
  colour: string,
): string {
  const x0 = x(BigInt(from)) - CELL / 2 + 1;
  const x1 = x(BigInt(to)) + CELL / 2 - 1;
  return tag(
    'g',
    { class: kind, 'data-from': from, 'data-to': to },
    tag('path', { d: `M${x0} ${y - 4} v4 H${x1} v-4`, fill: 'none', stroke: colour }) +
      text((x0 + x1) / 2, y + 11, label, { 'text-anchor': 'middle', fill: colour, 'font-size': 9 }),
  );
}
