// Moore's Nim as binary columns: one row per heap, one column per power of two, and a last row
// with the ones of each column, shaded where they are not a multiple of K + 1. The bits the
// recommended move changes are marked, in every heap it takes from. Within a room (the hover's
// box) the cells are smaller, down to MIN_CELL, and the columns' labels written where they fit.

import { t } from '../../l10n';
import { type Picture, type PictureOptions } from '../../pictures/pictureTypes';
import { svgDocument, tag, text, cellEdge } from '../../pictures/svg';
import { type Verdict } from '../../verdict';
import { columnCounts } from './columns';
import { bitLabelEvery, cellInRoom, textLines } from '../../pictures/fit';
import { largest } from '../../largest';

/** Columns and rows beyond which the hover's text explains better than a picture. */
const MAX_BITS = 40;
const MAX_ROWS = 12;
const BASE_CELL = 16;
/** The smallest cell drawn to fit a room: its bit still in 9-pixel text. */
const MIN_CELL = 10;

export function moorePicture(
  k: bigint,
  heaps: readonly bigint[],
  verdict: Verdict,
  options: PictureOptions,
): Picture | null {
  const counts = columnCounts(heaps);
  const bits = Math.max(1, counts.length);
  if (bits > MAX_BITS || heaps.length > MAX_ROWS) return null;
  const palette = options.palette;
  const m = k + 1n;
  const move = options.showMoves && verdict.outcome === 'win' ? verdict.recommended : null;
  const changed = (i: number) => (move ? heaps[i]! ^ (move.result[i] ?? heaps[i]!) : 0n);
  const left = 52;
  const widest = largest(
    heaps.map((h) => h.toString().length),
    3,
  );
  const title = counts.every((c) => BigInt(c) % m === 0n)
    ? t('every column has a multiple of {m} ones', { m })
    : t('shaded: columns whose ones are not a multiple of {m}', { m });
  // Within a room the title is cut into lines where it is wider than the room.
  const room = options.room;
  const titles = room ? textLines(title, room.width - 12, 6) : [title];
  const top = 30 + 13 * (titles.length - 1);
  const widthAt = (cell: number) =>
    Math.max(left + bits * cell + widest * 7 + 60, largest(titles.map((l) => l.length * 6 + 12)));
  const heightAt = (cell: number) => top + (heaps.length + 1) * cell + 24;
  const cell = cellInRoom(room, BASE_CELL, MIN_CELL, widthAt, heightAt);
  const width = widthAt(cell);
  const height = heightAt(cell);
  const bitSize = cell < 14 ? 9 : 11;
  const bitFont = bitSize === 11 ? null : bitSize;
  const baseline = (y: number, size: number) => y + Math.round(cell / 2 + size * 0.36);
  const every = bitLabelEvery(bits, cell);
  const parts: string[] = [];
  const cellX = (b: number) => left + (bits - 1 - b) * cell;
  for (let b = 0; b < bits; b++)
    if (cell === BASE_CELL || b % every === 0)
      parts.push(
        text(cellX(b) + cell / 2, top - 4, b < 10 ? String(2 ** b) : `2^${b}`, {
          'text-anchor': 'middle',
          fill: palette.muted,
          'font-size': 8,
        }),
      );
  heaps.forEach((h, r) => {
    const y = top + r * cell;
    const flips = changed(r);
    parts.push(
      text(left - 6, baseline(y, 11), t('heap {heap}', { heap: r + 1 }), { 'text-anchor': 'end', fill: palette.text }),
    );
    for (let b = 0; b < bits; b++) {
      const bit = (h >> BigInt(b)) & 1n;
      const flip = ((flips >> BigInt(b)) & 1n) === 1n;
      parts.push(
        tag('rect', {
          class: `bit${flip ? ' changed' : ''}`,
          'data-row': r,
          'data-bit': b,
          x: cellX(b),
          y,
          width: cell,
          height: cell,
          fill: palette.background,
          stroke: flip ? palette.target : palette.grid,
          'stroke-width': flip ? 2.5 : 1,
        }),
        text(cellX(b) + cell / 2, baseline(y, bitSize), bit.toString(), {
          'text-anchor': 'middle',
          fill: palette.text,
          'font-size': bitFont,
        }),
      );
    }
    const after = flips !== 0n && move ? `  -> ${move.result[r]}` : '';
    parts.push(
      text(left + bits * cell + 6, baseline(y, 11), `${h}${after}`, { fill: flips ? palette.target : palette.text }),
    );
  });
  const y = top + heaps.length * cell + 4;
  parts.push(tag('line', { x1: left, y1: y - 2, x2: left + bits * cell, y2: y - 2, stroke: palette.text }));
  parts.push(
    text(left - 6, baseline(y, 11), t('ones'), { 'text-anchor': 'end', fill: palette.text, 'font-weight': 'bold' }),
  );
  for (let b = 0; b < bits; b++) {
    const c = counts[b] ?? 0;
    const off = BigInt(c) % m !== 0n;
    parts.push(
      tag('rect', {
        class: `count${off ? ' odd' : ''}`,
        'data-row': 'ones',
        'data-bit': b,
        x: cellX(b),
        y,
        width: cell,
        height: cell,
        fill: off ? palette.cold : palette.background,
        stroke: cellEdge(palette, off),
      }),
      text(cellX(b) + cell / 2, baseline(y, bitSize), String(c), {
        'text-anchor': 'middle',
        fill: palette.text,
        'font-size': c > 9 ? 8 : bitFont,
      }),
    );
  }
  titles.forEach((line, k) => parts.push(text(6, 14 + 13 * k, line, { fill: palette.text })));
  const alt = t(
    'Binary columns of the heaps {heaps}; ones per column, from the highest: {counts}, each to be a multiple of {m} for the player to move to lose.',
    { heaps: heaps.join(', '), counts: counts.slice().reverse().join(' '), m },
  );
  return { kind: 'moore-columns', svg: svgDocument(width, height, alt, parts.join(''), palette), alt, width, height };
}
