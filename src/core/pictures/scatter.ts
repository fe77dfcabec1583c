// The Grundy sequence of one heap as a scatter plot, heap size across and value up, as CGSuite plots
// 0.007 to 20,000: each pixel column marks the values its heaps take, so a table of a million values
// stays a picture of bounded size.

import { type Picture } from './pictureTypes';
import { type Palette, svgDocument, tag, text } from './svg';

/** The plot's size in pixels, and the margins left for the axes' labels. */
const WIDTH = 640;
const HEIGHT = 320;
const LEFT = 44;
const BOTTOM = 28;
const TOP = 22;
const RIGHT = 12;

/** G(0) … G(N − 1) as points: one mark per pixel column and value row that some heap takes. */
export function grundyScatter(title: string, values: ArrayLike<bigint | number>, palette: Palette): Picture {
  const n = values.length;
  let largest = 0;
  for (let i = 0; i < n; i++) largest = Math.max(largest, Number(values[i]!));
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const columns = Math.max(1, Math.min(plotWidth, n));
  const rows = Math.max(1, Math.min(plotHeight, largest + 1));
  const x = (i: number) => LEFT + Math.floor((i * columns) / Math.max(1, n)) * (plotWidth / columns);
  const y = (v: number) =>
    TOP + plotHeight - (Math.floor((v * (rows - 1)) / Math.max(1, largest)) + 1) * (plotHeight / rows);
  const seen = new Set<number>();
  let marks = '';
  for (let i = 0; i < n; i++) {
    const column = Math.floor((i * columns) / Math.max(1, n));
    const row = Math.floor((Number(values[i]!) * (rows - 1)) / Math.max(1, largest));
    const key = column * rows + row;
    if (seen.has(key)) continue;
    seen.add(key);
    marks += tag('rect', {
      x: x(i).toFixed(1),
      y: y(Number(values[i]!)).toFixed(1),
      width: Math.max(1.5, plotWidth / columns).toFixed(1),
      height: Math.max(1.5, plotHeight / rows).toFixed(1),
      fill: palette.position,
    });
  }
  const axes =
    tag('line', { x1: LEFT, y1: TOP + plotHeight, x2: LEFT + plotWidth, y2: TOP + plotHeight, stroke: palette.grid }) +
    tag('line', { x1: LEFT, y1: TOP, x2: LEFT, y2: TOP + plotHeight, stroke: palette.grid }) +
    text(LEFT, HEIGHT - 8, '0', { fill: palette.muted }) +
    text(LEFT + plotWidth, HEIGHT - 8, String(n - 1), { fill: palette.muted, 'text-anchor': 'end' }) +
    text(LEFT + plotWidth / 2, HEIGHT - 8, 'heap size', { fill: palette.muted, 'text-anchor': 'middle' }) +
    text(LEFT - 6, TOP + plotHeight, '0', { fill: palette.muted, 'text-anchor': 'end' }) +
    text(LEFT - 6, TOP + 10, String(largest), { fill: palette.muted, 'text-anchor': 'end' }) +
    text(LEFT, 14, title, { fill: palette.text });
  const alt = `Scatter plot of the Grundy values of ${title} for heaps 0 to ${n - 1}: heap size across, value up, values from 0 to ${largest}.`;
  return {
    kind: 'scatter',
    svg: svgDocument(WIDTH, HEIGHT, alt, axes + marks, palette),
    alt,
    width: WIDTH,
    height: HEIGHT,
  };
}
