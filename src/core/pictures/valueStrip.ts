// A heap game's Grundy values as a strip, drawn for the games whose values come from a table or a
// closed form: one cell per heap size from 0, coloured by value, the preperiod and the period
// bracketed, each heap of the position pointed at, and the heap the recommended move changes with
// the value it moves to. Heaps beyond the strip get a window of their own, labelled with their
// real sizes. Within a room (the hover's box, a part of a sum) the cells are a little smaller, the
// strip as long as the width allows, and the windows side by side, as many as the height allows,
// the others counted.

import { compareBigints, maxBig, minBig } from '../bigint';
import { t } from '../l10n';
import { shortNumber } from '../text';
import { type Verdict } from '../verdict';
import { largest } from '../largest';
import { textLines } from './fit';
import { type Picture, type PictureOptions } from './pictureTypes';
import { svgDocument, tag, text, valueFill } from './svg';

/** Cells of the strip from 0; heaps beyond it get their own window. */
export const STRIP_CELLS = 32;
/** Cells of a window around a heap beyond the strip. */
const HEAP_WINDOW = 9;
/** Heaps given a window of their own, at most. */
const MAX_HEAP_WINDOWS = 4;
const CELL = 15;
/** A cell within a room, and the fewest cells of a strip there. */
const ROOM_CELL = 14;
const MIN_STRIP_CELLS = 8;
/** About the width of a character of the 9-pixel labels, and of the 11-pixel caption. */
const SMALL_CHARACTER = 5;
const CHARACTER = 6.2;
/** Between windows side by side. */
const WINDOW_GAP = 12;

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
  const room = options.room;
  const cell = room ? ROOM_CELL : CELL;
  const left = 10;
  const stripCells = room
    ? Math.max(MIN_STRIP_CELLS, Math.min(STRIP_CELLS, Math.floor((room.width - left - 20) / cell)))
    : STRIP_CELLS;
  let stripEnd = 0n;
  for (const h of heaps) if (h < BigInt(stripCells) && h + 1n > stripEnd) stripEnd = h + 1n;
  if (source.preperiod !== null && source.period !== null)
    stripEnd = maxBig(stripEnd, BigInt(source.preperiod + source.period - 1));
  stripEnd = minBig(maxBig(stripEnd, 11n), BigInt(stripCells - 1));
  for (let n = 0n; n <= stripEnd; n++)
    if (grundy(n) === null) {
      stripEnd = n - 1n;
      break;
    }
  if (stripEnd < 0n) return null;
  const big = [...new Set(heaps.filter((h) => h > stripEnd))].sort(compareBigints);
  const move = options.showMoves && verdict.outcome === 'win' ? movedTo(verdict, grundy) : null;
  const values = heaps.map((h) => grundy(h));
  const caption = move
    ? t('the recommended move changes heap {heap} from value {from} to {to}', {
        heap: move.heap + 1,
        from: String(values[move.heap]),
        to: move.value,
      })
    : '';

  const cells = Number(stripEnd) + 1;
  // Within a room a bracket's words wider than the strip are cut into lines.
  const brackets = bracketsOf(source, stripEnd).map((b) => ({
    ...b,
    lines: room ? textLines(b.label, cells * cell, SMALL_CHARACTER) : [b.label],
  }));
  const bracketLines = largest(
    brackets.map((b) => b.lines.length),
    1,
  );
  const title = t('Grundy values of {title}', { title: source.title });
  // Within a room narrower than the title (a part of a sum, whose label names the game) the title
  // does not name the game; the picture is as wide as its title and the brackets' words need.
  const heading = room && title.length * CHARACTER > room.width - 2 * left ? t('Grundy values') : title;
  const width = room
    ? Math.ceil(
        Math.max(
          left + Math.max(cells, Math.min(22, stripCells)) * cell + 20,
          2 * left + heading.length * CHARACTER,
          2 * left + largest(brackets.flatMap((b) => b.lines.map((line) => line.length * SMALL_CHARACTER))),
        ),
      )
    : left + Math.max(cells, 22) * cell + 20;
  const top = 38;
  const captionLines = room && move ? textLines(caption, width - 2 * left, CHARACTER) : [caption];
  // The windows: one under another; within a room, side by side in rows, as many rows as fit.
  const windowRows: bigint[][] = [];
  let windows = big.slice(0, MAX_HEAP_WINDOWS);
  if (!room) for (const h of windows) windowRows.push([h]);
  else {
    const heightWith = (rows: number, more: boolean) =>
      top +
      cell +
      14 +
      (source.preperiod !== null && source.period !== null ? 22 + 11 * (bracketLines - 1) : 0) +
      rows * (26 + cell + 14) +
      (more ? 14 : 0) +
      (move ? 16 * captionLines.length : 0) +
      4;
    const boxWidth = (h: bigint) =>
      Math.max(
        HEAP_WINDOW * cell,
        Math.ceil(t('heaps near {heap}', { heap: shortNumber(h.toString()) }).length * SMALL_CHARACTER),
        Math.ceil(Math.min(4, Number(h)) * cell + cell / 2 + shortNumber(h.toString()).length * SMALL_CHARACTER),
      );
    for (;;) {
      windowRows.length = 0;
      let x = 0;
      for (const h of windows) {
        const w = boxWidth(h);
        if (windowRows.length === 0 || x + w > width - 2 * left) {
          windowRows.push([]);
          x = 0;
        }
        windowRows[windowRows.length - 1]!.push(h);
        x += w + WINDOW_GAP;
      }
      if (windows.length === 0 || heightWith(windowRows.length, big.length > windows.length) <= room.height) break;
      windows = windows.slice(0, -1);
    }
  }
  const parts: string[] = [];
  const alt: string[] = [t('Grundy values of {title} for heaps 0 to {last}', { title: source.title, last: stripEnd })];

  /** One row of cells for heap sizes from..to with its top at y; returns the x of a size's cell centre. */
  const row = (
    from: bigint,
    to: bigint,
    y: number,
    labelled: (n: bigint) => boolean,
    start = left,
  ): ((n: bigint) => number) => {
    const x = (n: bigint) => start + Number(n - from) * cell + cell / 2;
    for (let n = from; n <= to; n++) {
      const g = grundy(n);
      if (g === null) continue;
      parts.push(
        tag('rect', {
          class: 'value',
          'data-n': n.toString(),
          'data-g': g,
          x: x(n) - cell / 2,
          y,
          width: cell,
          height: cell,
          fill: valueFill(palette, g),
          stroke: palette.grid,
        }),
      );
      parts.push(text(x(n), y + 11, String(g), { 'text-anchor': 'middle', fill: palette.valueText, 'font-size': 10 }));
      if (labelled(n))
        parts.push(
          text(x(n), y + cell + 10, shortNumber(n.toString()), {
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

  parts.push(text(left, 13, heading, { fill: palette.text }));
  let y = top;
  const stripTop = y;
  const xs = row(0n, stripEnd, y, (n) => n % 5n === 0n);
  heaps.forEach((h, i) => {
    if (h <= stripEnd) pointAt(xs(h), y, h, i);
  });
  y += cell + 14;
  // Brackets under the strip: the preperiod, then one period, where they fit in it.
  if (source.preperiod !== null && source.period !== null) {
    alt.push(
      t('the values repeat with period {period} from heap {start}', {
        period: source.period,
        start: source.preperiod,
      }),
    );
    for (const b of brackets)
      parts.push(bracket(b.kind, b.from, b.to, xs, y, b.lines, b.muted ? palette.muted : palette.text, cell));
    y += 22 + 11 * (bracketLines - 1);
  } else {
    alt.push(t('no period is proved'));
  }
  for (const line of windowRows) {
    let at = left;
    for (const h of line) {
      const from = h > 4n ? h - 4n : 0n;
      const to = h + BigInt(HEAP_WINDOW - 5);
      const label = t('heaps near {heap}', { heap: shortNumber(h.toString()) });
      parts.push(text(at, y + 6, label, { fill: palette.muted, 'font-size': 9 }));
      const x = row(from, to, y + 26, (n) => n === h, at);
      heaps.forEach((hh, i) => {
        if (hh === h) pointAt(x(h), y + 26, h, i);
      });
      // The next window after this one's cells, its label and the size written under its heap.
      at = Math.max(
        x(to) + cell / 2,
        at + label.length * SMALL_CHARACTER,
        x(h) + shortNumber(h.toString()).length * SMALL_CHARACTER,
      );
      at = Math.ceil(at + WINDOW_GAP);
    }
    y += 26 + cell + 14;
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
  const valued = heaps.map((h, i) => {
    const value = values[i];
    const heap = shortNumber(h.toString());
    return value === null || value === undefined
      ? t('{heap} (value unknown)', { heap })
      : t('{heap} (value {value})', { heap, value });
  });
  alt.push(t('heaps {heaps}', { heaps: valued.join(', ') }));
  if (move) {
    parts.push(
      tag(
        'g',
        { class: 'target', 'data-heap': move.heap + 1, 'data-g': move.value },
        captionLines.map((line, k) => text(left, y + 8 + 16 * k, line, { fill: palette.target })).join(''),
      ),
    );
    y += 16 * captionLines.length;
    if (move.size !== null && move.size <= stripEnd)
      parts.push(
        tag('rect', {
          class: 'target-cell',
          'data-n': move.size.toString(),
          x: xs(move.size) - cell / 2,
          y: stripTop,
          width: cell,
          height: cell,
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

/** The brackets under a strip ending at `stripEnd`: the preperiod, then one period, where they lie in it. */
function bracketsOf(
  source: StripSource,
  stripEnd: bigint,
): { kind: string; from: number; to: number; label: string; muted: boolean }[] {
  if (source.preperiod === null || source.period === null) return [];
  const n0 = source.preperiod;
  const p = source.period;
  if (BigInt(n0) > stripEnd)
    return [
      {
        kind: 'preperiod',
        from: 0,
        to: Number(stripEnd),
        label: t('preperiod {n} (continues), then period {p}', { n: n0, p }),
        muted: true,
      },
    ];
  const out: { kind: string; from: number; to: number; label: string; muted: boolean }[] = [];
  if (n0 > 0) out.push({ kind: 'preperiod', from: 0, to: n0 - 1, label: t('preperiod {n}', { n: n0 }), muted: true });
  const end = BigInt(n0 + p - 1) <= stripEnd ? n0 + p - 1 : Number(stripEnd);
  out.push({
    kind: 'period',
    from: n0,
    to: end,
    label: end === n0 + p - 1 ? t('period {p}', { p }) : t('period {p} (continues)', { p }),
    muted: false,
  });
  return out;
}

function bracket(
  kind: string,
  from: number,
  to: number,
  x: (n: bigint) => number,
  y: number,
  lines: readonly string[],
  colour: string,
  cell: number,
): string {
  const x0 = x(BigInt(from)) - cell / 2 + 1;
  const x1 = x(BigInt(to)) + cell / 2 - 1;
  return tag(
    'g',
    { class: kind, 'data-from': from, 'data-to': to },
    tag('path', { d: `M${x0} ${y - 4} v4 H${x1} v-4`, fill: 'none', stroke: colour }) +
      lines
        .map((line, k) =>
          text((x0 + x1) / 2, y + 11 + 11 * k, line, { 'text-anchor': 'middle', fill: colour, 'font-size': 9 }),
        )
        .join(''),
  );
}
