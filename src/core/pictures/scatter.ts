// The Grundy sequence of one heap as a scatter plot, heap size across and value up, as CGSuite plots
// 0.007 to 20,000: each pixel column marks the values its heaps take, so a table of a million values
// stays a picture of bounded size.

import { t } from '../l10n';
import { type Picture, type Room } from './pictureTypes';
import { type Palette, svgDocument, tag, text } from './svg';

/** The plot's size in pixels (the command line's; the hover asks for its own room), and the margins left for the axes' labels. */
const SIZE: Room = { width: 640, height: 320 };
const LEFT = 44;
const BOTTOM = 28;
const TOP = 22;
const RIGHT = 12;

/** A coordinate with one decimal at most, without a trailing `.0`. */
function coordinate(v: number): string {
  return String(Math.round(v * 10) / 10);
}

/** G(0) … G(N − 1) as points: one mark per pixel column and value row that some heap takes. */
export function grundyScatter(
  title: string,
  values: ArrayLike<bigint | number>,
  palette: Palette,
  size: Room = SIZE,
): Picture {
  const { width, height } = size;
  const n = values.length;
  let largest = 0;
  for (let i = 0; i < n; i++) largest = Math.max(largest, Number(values[i]!));
  const plotWidth = width - LEFT - RIGHT;
  const plotHeight = height - TOP - BOTTOM;
  const columns = Math.max(1, Math.min(plotWidth, n));
  const rows = Math.max(1, Math.min(plotHeight, largest + 1));
  // Which (column, row) cells some heap takes; then one path for all, a run of taken rows in a
  // column drawn as one bar, so that the picture stays small however many heaps it shows.
  const taken = new Uint8Array(columns * rows);
  for (let i = 0; i < n; i++) {
    const column = Math.floor((i * columns) / Math.max(1, n));
    const row = Math.floor((Number(values[i]!) * (rows - 1)) / Math.max(1, largest));
    taken[column * rows + row] = 1;
  }
  const cellWidth = plotWidth / columns;
  const cellHeight = plotHeight / rows;
  const barWidth = Math.max(1.5, cellWidth);
  let path = '';
  for (let column = 0; column < columns; column++) {
    for (let row = 0; row < rows; row++) {
      if (!taken[column * rows + row]) continue;
      let top = row;
      while (top + 1 < rows && taken[column * rows + top + 1]) top++;
      const bar = Math.max(1.5, (top - row + 1) * cellHeight);
      const x = LEFT + column * cellWidth;
      const y = TOP + plotHeight - (top + 1) * cellHeight;
      path += `M${coordinate(x)} ${coordinate(y)}h${coordinate(barWidth)}v${coordinate(bar)}h-${coordinate(barWidth)}z`;
      row = top;
    }
  }
  const marks = path ? tag('path', { d: path, fill: palette.position }) : '';
  const axes =
    tag('line', { x1: LEFT, y1: TOP + plotHeight, x2: LEFT + plotWidth, y2: TOP + plotHeight, stroke: palette.grid }) +
    tag('line', { x1: LEFT, y1: TOP, x2: LEFT, y2: TOP + plotHeight, stroke: palette.grid }) +
    text(LEFT, height - 8, '0', { fill: palette.muted }) +
    text(LEFT + plotWidth, height - 8, String(n - 1), { fill: palette.muted, 'text-anchor': 'end' }) +
    text(LEFT + plotWidth / 2, height - 8, t('heap size'), { fill: palette.muted, 'text-anchor': 'middle' }) +
    text(LEFT - 6, TOP + plotHeight, '0', { fill: palette.muted, 'text-anchor': 'end' }) +
    text(LEFT - 6, TOP + 10, String(largest), { fill: palette.muted, 'text-anchor': 'end' }) +
    text(LEFT, 14, title, { fill: palette.text });
  const alt = t(
    'Scatter plot of the Grundy values of {title} for heaps 0 to {last}: heap size across, value up, values from 0 to {largest}.',
    { title, last: n - 1, largest },
  );
  return {
    kind: 'scatter',
    svg: svgDocument(width, height, alt, axes + marks, palette),
    alt,
    width,
    height,
  };
}
