// Moore's Nim as binary columns: one row per heap, one column per power of two, and a last row
// with the ones of each column, shaded where they are not a multiple of K + 1. The bits the
// recommended move changes are marked, in every heap it takes from.

import { t } from '../../l10n';
import { type Picture, type PictureOptions } from '../../pictures/pictureTypes';
import { svgDocument, tag, text } from '../../pictures/svg';
import { type Verdict } from '../../verdict';
import { columnCounts } from './columns';
import { largest } from '../../largest';

/** Columns and rows beyond which the hover's text explains better than a picture. */
const MAX_BITS = 40;
const MAX_ROWS = 12;
const CELL = 16;

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
  const top = 30;
  const widest = largest(
    heaps.map((h) => h.toString().length),
    3,
  );
  const title = counts.every((c) => BigInt(c) % m === 0n)
    ? t('every column has a multiple of {m} ones', { m })
    : t('shaded: columns whose ones are not a multiple of {m}', { m });
  const width = Math.max(left + bits * CELL + widest * 7 + 60, title.length * 6 + 12);
  const height = top + (heaps.length + 1) * CELL + 24;
  const parts: string[] = [];
  const cellX = (b: number) => left + (bits - 1 - b) * CELL;
  for (let b = 0; b < bits; b++)
    parts.push(
      text(cellX(b) + CELL / 2, top - 4, b < 10 ? String(2 ** b) : `2^${b}`, {
        'text-anchor': 'middle',
        fill: palette.muted,
        'font-size': 8,
      }),
    );
  heaps.forEach((h, r) => {
    const y = top + r * CELL;
    const flips = changed(r);
    parts.push(text(left - 6, y + 12, t('heap {heap}', { heap: r + 1 }), { 'text-anchor': 'end', fill: palette.text }));
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
          width: CELL,
          height: CELL,
          fill: palette.background,
          stroke: flip ? palette.target : palette.grid,
          'stroke-width': flip ? 2.5 : 1,
        }),
        text(cellX(b) + CELL / 2, y + 12, bit.toString(), { 'text-anchor': 'middle', fill: palette.text }),
      );
    }
    const after = flips !== 0n && move ? `  -> ${move.result[r]}` : '';
    parts.push(text(left + bits * CELL + 6, y + 12, `${h}${after}`, { fill: flips ? palette.target : palette.text }));
  });
  const y = top + heaps.length * CELL + 4;
  parts.push(tag('line', { x1: left, y1: y - 2, x2: left + bits * CELL, y2: y - 2, stroke: palette.text }));
  parts.push(text(left - 6, y + 12, t('ones'), { 'text-anchor': 'end', fill: palette.text, 'font-weight': 'bold' }));
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
        width: CELL,
        height: CELL,
        fill: off ? palette.cold : palette.background,
        stroke: palette.grid,
      }),
      text(cellX(b) + CELL / 2, y + 12, String(c), {
        'text-anchor': 'middle',
        fill: palette.text,
        'font-size': c > 9 ? 8 : null,
      }),
    );
  }
  parts.push(text(6, 14, title, { fill: palette.text }));
  const alt = t(
    'Binary columns of the heaps {heaps}; ones per column, from the highest: {counts}, each to be a multiple of {m} for the player to move to lose.',
    { heaps: heaps.join(', '), counts: counts.slice().reverse().join(' '), m },
  );
  return { kind: 'moore-columns', svg: svgDocument(width, height, alt, parts.join(''), palette), alt, width, height };
}
