// Turning Corners as a grid of coins: columns x = 0 … the largest x of a head, rows y = 0 … the
// largest y, (0, 0) bottom left; heads are filled coins, tails empty places. The recommended move's
// rectangle (its four corners are the coins whose side it changes) is outlined, its corners ringed,
// and its far corner (x, y), which goes from heads to tails, crossed. A grid of more than MAX_GRID
// columns or rows has no picture (null), nor has a grid without heads. The grid keeps within 840
// by 420 pixels, or within a room (the hover's box), its cells smaller as it grows, down to MIN_CELL.

import { t } from '../../l10n';
import { type Verdict } from '../../verdict';
import { inWords } from '../../pictures/inWords';
import { type Picture, type PictureOptions } from '../../pictures/pictureTypes';
import { svgDocument, tag, text, valueFill } from '../../pictures/svg';
import { largest } from '../../largest';

/** Columns and rows drawn at most. */
export const MAX_GRID = 24;
/** Side of a place in the hover; the play panel may ask for larger ones (kept within the height). */
const DEFAULT_CELL = 16;
const MAX_WIDTH = 840;
const MAX_HEIGHT = 420;
/** The smallest cell: a coin still a dot of about 4 pixels. */
const MIN_CELL = 6;

type Coin = readonly [number, number];

export function coinGridPicture(heads: readonly bigint[], verdict: Verdict, options: PictureOptions): Picture | null {
  const coins = pairs(heads);
  if (!coins || coins.length === 0) return null;
  const palette = options.palette;
  const cols = largest(coins.map((c) => c[0])) + 1;
  const rows = largest(coins.map((c) => c[1])) + 1;
  const after = options.showMoves && verdict.outcome === 'win' ? verdict.recommended?.result : undefined;
  const resultCoins = after ? pairs(after) : null;
  const move = resultCoins ? rectangleOf(coins, resultCoins) : null;

  const left = 26;
  const top = 22;
  const bottom = move ? 36 : 20;
  const most = options.room ?? { width: MAX_WIDTH, height: MAX_HEIGHT };
  const cell = Math.max(
    MIN_CELL,
    Math.min(
      options.cell ?? DEFAULT_CELL,
      Math.floor((most.height - top - bottom) / rows),
      Math.floor((most.width - left - 12) / cols),
    ),
  );
  const labelSize = cell < 14 ? 8 : 9;
  const title = t('filled: coins showing heads; (0, 0) bottom left');
  const caption = move
    ? t('the recommended move turns over the corners of ({a}, {b}) to ({x}, {y})', {
        a: move.a,
        b: move.b,
        x: move.x,
        y: move.y,
      })
    : '';
  const width = Math.min(
    most.width,
    Math.ceil(Math.max(left + cols * cell + 12, 12 + title.length * 5.5, 12 + caption.length * 6.5)),
  );
  const height = top + rows * cell + bottom;
  const cx = (i: number) => left + i * cell + cell / 2;
  const cy = (j: number) => top + (rows - 1 - j) * cell + cell / 2;

  const parts: string[] = [text(6, 14, title, { fill: palette.muted, 'font-size': 10 })];
  let lines = '';
  for (let i = 0; i <= cols; i++) lines += `M${left + i * cell} ${top}v${rows * cell}`;
  for (let j = 0; j <= rows; j++) lines += `M${left} ${top + j * cell}h${cols * cell}`;
  parts.push(
    tag('path', { class: 'grid', 'data-cols': cols, 'data-rows': rows, d: lines, fill: 'none', stroke: palette.grid }),
  );
  // Every coordinate where it fits, else every fifth.
  const every = cell >= 12 ? 1 : 5;
  for (let i = 0; i < cols; i += every)
    parts.push(
      text(cx(i), top + rows * cell + 11, String(i), {
        'text-anchor': 'middle',
        fill: palette.muted,
        'font-size': labelSize,
      }),
    );
  for (let j = 0; j < rows; j += every)
    parts.push(
      text(left - 4, cy(j) + 3, String(j), { 'text-anchor': 'end', fill: palette.muted, 'font-size': labelSize }),
    );
  for (const [i, j] of coins)
    parts.push(
      tag('circle', {
        class: 'coin head',
        'data-x': i,
        'data-y': j,
        cx: cx(i),
        cy: cy(j),
        r: cell * 0.36,
        fill: valueFill(palette, 1),
        stroke: palette.text,
      }),
    );

  const list = (cs: readonly Coin[]) => inWords(cs.map(([i, j]) => `(${i}, ${j})`));
  const grid = { lastColumn: cols - 1, lastRow: rows - 1, heads: list(coins) };
  const alt = [
    coins.length === 1
      ? t(
          'A grid of coins, columns 0 to {lastColumn} and rows 0 to {lastRow}, (0, 0) bottom left: the head at {heads}.',
          grid,
        )
      : t(
          'A grid of coins, columns 0 to {lastColumn} and rows 0 to {lastRow}, (0, 0) bottom left: heads at {heads}.',
          grid,
        ),
  ];
  if (move) {
    const corners: Coin[] = [
      [move.a, move.b],
      [move.a, move.y],
      [move.x, move.b],
      [move.x, move.y],
    ];
    const isHead = new Set(coins.map(([i, j]) => `${i},${j}`));
    parts.push(
      tag('rect', {
        class: 'move',
        'data-x0': move.a,
        'data-y0': move.b,
        'data-x1': move.x,
        'data-y1': move.y,
        x: cx(move.a),
        y: cy(move.y),
        width: (move.x - move.a) * cell,
        height: (move.y - move.b) * cell,
        fill: 'none',
        stroke: palette.target,
        'stroke-width': 2,
      }),
    );
    for (const [i, j] of corners)
      parts.push(
        tag('circle', {
          class: 'corner',
          'data-x': i,
          'data-y': j,
          'data-from': isHead.has(`${i},${j}`) ? 'H' : 'T',
          cx: cx(i),
          cy: cy(j),
          r: cell * 0.46,
          fill: 'none',
          stroke: palette.target,
          'stroke-width': 2,
        }),
      );
    const d = cell * 0.3;
    parts.push(
      tag('path', {
        class: 'far',
        'data-x': move.x,
        'data-y': move.y,
        d: `M${cx(move.x) - d} ${cy(move.y) - d}L${cx(move.x) + d} ${cy(move.y) + d}M${cx(move.x) + d} ${cy(move.y) - d}L${cx(move.x) - d} ${cy(move.y) + d}`,
        fill: 'none',
        stroke: palette.target,
        'stroke-width': 2.5,
      }),
    );
    parts.push(text(6, top + rows * cell + 30, caption, { class: 'caption', fill: palette.target }));
    alt.push(
      t(
        'The recommended move turns over the four corners {corners} of a rectangle, the corner ({x}, {y}) from heads to tails.',
        { corners: list(corners), x: move.x, y: move.y },
      ),
    );
  }
  const description = alt.join(' ');
  return {
    kind: 'coin-grid',
    svg: svgDocument(width, height, description, parts.join(''), palette),
    alt: description,
    width,
    height,
  };
}

/** The heads of a flattened vector [x1, y1, x2, y2, …], or null when it is not one (odd length, a negative or repeated coin) or is wider or taller than MAX_GRID. */
function pairs(v: readonly bigint[]): Coin[] | null {
  if (v.length % 2 !== 0) return null;
  const out: Coin[] = [];
  const seen = new Set<string>();
  for (let k = 0; k < v.length; k += 2) {
    const [i, j] = [v[k]!, v[k + 1]!];
    if (i < 0n || j < 0n || i >= BigInt(MAX_GRID) || j >= BigInt(MAX_GRID)) return null;
    const key = `${i},${j}`;
    if (seen.has(key)) return null;
    seen.add(key);
    out.push([Number(i), Number(j)]);
  }
  return out;
}

/** The rectangle of a move of Turning Corners: the coins whose side changes are its four corners, the far one a head before. */
function rectangleOf(
  before: readonly Coin[],
  after: readonly Coin[],
): { a: number; b: number; x: number; y: number } | null {
  const key = ([i, j]: Coin) => `${i},${j}`;
  const a = new Set(after.map(key));
  const b = new Set(before.map(key));
  const changed = [...before.filter((c) => !a.has(key(c))), ...after.filter((c) => !b.has(key(c)))];
  if (changed.length !== 4) return null;
  const xs = changed.map((c) => c[0]);
  const ys = changed.map((c) => c[1]);
  const r = { a: Math.min(...xs), b: Math.min(...ys), x: Math.max(...xs), y: Math.max(...ys) };
  const corners = new Set([`${r.a},${r.b}`, `${r.a},${r.y}`, `${r.x},${r.b}`, `${r.x},${r.y}`]);
  if (r.a === r.x || r.b === r.y || !changed.every((c) => corners.has(key(c)))) return null;
  return b.has(`${r.x},${r.y}`) ? r : null;
}
