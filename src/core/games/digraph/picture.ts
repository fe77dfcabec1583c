// A digraph drawn in layers (each vertex one row below the nearest vertex with no arrow into it,
// or below the first vertex): the vertices with their names and values γ, the arrows with their
// heads (a self-loop as a ring), the tokens as dots on their vertices (a count beside more than
// one), and, where moves are shown, the arrow of the recommended move in the colour of a target.
// Within a room (the hover's box) the rows and columns are closer, down to MIN_ROW and
// MIN_COLUMN; a digraph that does not fit then has no picture (the hover's text says it all).

import { plural, t } from '../../l10n';
import { type Picture, type PictureOptions } from '../../pictures/pictureTypes';
import { halo, svgDocument, tag, text } from '../../pictures/svg';
import { type Verdict } from '../../verdict';
import { type Gamma, gammaText } from './gsg';
import { largest } from '../../largest';

/** Vertices drawn at most: beyond, the hover's text says it all. */
const MAX_DRAWN = 50;
const ROW = 64;
const COLUMN = 64;
const RADIUS = 13;
/** The closest rows (a vertex, its value under it, and an arrow between) and columns within a room. */
const MIN_ROW = 44;
const MIN_COLUMN = 48;

export interface DigraphDrawing {
  readonly names: readonly string[];
  readonly arrows: readonly (readonly number[])[];
  readonly values: readonly Gamma[];
  /** The vertex of each token. */
  readonly tokens: readonly number[];
  /** The recommended move as the arrow it follows, if any. */
  readonly move: { readonly from: number; readonly to: number } | null;
  /** In the panel: each arrow a token can follow (`from,to`), with the place of its move in the list of moves. */
  readonly choices?: ReadonlyMap<string, number>;
}

export function digraphPicture(d: DigraphDrawing, verdict: Verdict, options: PictureOptions): Picture | null {
  const n = d.names.length;
  if (n === 0 || n > MAX_DRAWN) return null;
  // Layers: breadth first from the vertices nothing points to (or the first vertex), then from any left.
  const into = new Array<number>(n).fill(0);
  d.arrows.forEach((out, v) => out.forEach((w) => w !== v && into[w]!++));
  const layer = new Array<number>(n).fill(-1);
  const queue: number[] = [];
  const start = (v: number) => {
    layer[v] = 0;
    queue.push(v);
  };
  for (let v = 0; v < n; v++) if (into[v] === 0) start(v);
  if (queue.length === 0) start(0);
  for (let head = 0; ; head++) {
    if (head === queue.length) {
      const left = layer.indexOf(-1);
      if (left < 0) break;
      start(left);
    }
    const v = queue[head]!;
    for (const w of d.arrows[v]!)
      if (layer[w] === -1) {
        layer[w] = layer[v]! + 1;
        queue.push(w);
      }
  }
  const rows: number[][] = [];
  for (let v = 0; v < n; v++) (rows[layer[v]!] ??= []).push(v);
  const widest = largest(rows.map((r) => r.length));
  const room = options.room;
  const rowHeight = room ? Math.min(ROW, Math.floor((room.height - 36) / rows.length)) : ROW;
  const column = room ? Math.min(COLUMN, Math.floor((room.width - 40) / widest)) : COLUMN;
  if (rowHeight < MIN_ROW || column < MIN_COLUMN) return null;
  const width = Math.max(180, widest * column + 40);
  const height = rows.length * rowHeight + 36;
  const at = new Map<number, { x: number; y: number }>();
  rows.forEach((row, k) => {
    const step = (width - 40) / row.length;
    row.forEach((v, j) => at.set(v, { x: 20 + step * (j + 0.5), y: 28 + k * rowHeight }));
  });
  const palette = options.palette;
  const moved = options.showMoves && verdict.outcome !== 'loss' ? d.move : null;
  const parts: string[] = [
    tag(
      'defs',
      {},
      tag(
        'marker',
        {
          id: 'arrow-head',
          viewBox: '0 0 10 10',
          refX: 10,
          refY: 5,
          markerWidth: 9,
          markerHeight: 9,
          markerUnits: 'userSpaceOnUse',
          orient: 'auto-start-reverse',
        },
        tag('path', { d: 'M 0 0 L 10 5 L 0 10 z', fill: palette.muted }),
      ),
    ),
  ];
  d.arrows.forEach((out, v) =>
    out.forEach((w) => {
      const a = at.get(v)!;
      const b = at.get(w)!;
      const chosen = moved !== null && moved.from === v && moved.to === w;
      const stroke = chosen ? palette.target : palette.muted;
      const choice = options.interactive ? d.choices?.get(`${v},${w}`) : undefined;
      const common = {
        class: chosen ? 'arrow recommended' : 'arrow',
        'data-arrow': `${d.names[v]}-${d.names[w]}`,
        fill: 'none',
        stroke,
        'stroke-width': chosen ? 2.5 : 1.3,
        'marker-end': 'url(#arrow-head)',
      };
      // In the panel a wide, unseen stroke over the arrow is the button: a thin line is hard to hit.
      const hit = (path: string) =>
        choice === undefined
          ? ''
          : tag('path', {
              class: 'arrow-hit choice',
              'data-choice': choice,
              id: `arrow-${v}-${w}`,
              tabindex: 0,
              role: 'button',
              'aria-label': t('Move a token from {from} to {to}', { from: d.names[v]!, to: d.names[w]! }),
              d: path,
              fill: 'none',
              stroke: 'transparent',
              'stroke-width': 14,
            });
      if (v === w) {
        const loop = `M ${a.x - 6} ${a.y - RADIUS + 2} C ${a.x - 22} ${a.y - 40}, ${a.x + 22} ${a.y - 40}, ${a.x + 6} ${a.y - RADIUS + 1}`;
        parts.push(tag('path', { ...common, d: loop }), hit(loop));
        return;
      }
      // Arrows both ways between two vertices bow apart; others are straight, from rim to rim.
      const both = d.arrows[w]!.includes(v);
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const len = Math.hypot(dx, dy) || 1;
      const [ux, uy] = [dx / len, dy / len];
      const [sx, sy] = [a.x + ux * RADIUS, a.y + uy * RADIUS];
      const [ex, ey] = [b.x - ux * (RADIUS + 2), b.y - uy * (RADIUS + 2)];
      const bow = both ? 14 : 0;
      const [cx, cy] = [(sx + ex) / 2 - uy * bow, (sy + ey) / 2 + ux * bow];
      const path = `M ${sx} ${sy} Q ${cx} ${cy} ${ex} ${ey}`;
      parts.push(tag('path', { ...common, d: path }), hit(path));
    }),
  );
  const counts = new Map<number, number>();
  for (const v of d.tokens) counts.set(v, (counts.get(v) ?? 0) + 1);
  for (const [v, p] of at) {
    const tokens = counts.get(v) ?? 0;
    parts.push(
      tag('circle', {
        class: tokens ? 'vertex with-token' : 'vertex',
        'data-vertex': d.names[v]!,
        cx: p.x,
        cy: p.y,
        r: RADIUS,
        fill: tokens ? palette.position : palette.background,
        stroke: palette.text,
        'stroke-width': 1.2,
      }),
      text(p.x, p.y + 4, d.names[v]!, { 'text-anchor': 'middle', fill: tokens ? palette.background : palette.text }),
      text(p.x, p.y + RADIUS + 12, `γ = ${gammaText(d.values[v]!)}`, {
        'text-anchor': 'middle',
        fill: palette.muted,
        ...halo(palette),
      }),
    );
    if (tokens > 1)
      parts.push(text(p.x + RADIUS + 3, p.y - RADIUS + 4, `×${tokens}`, { fill: palette.text, ...halo(palette) }));
  }
  const alt =
    plural(n, 'A digraph of {count} vertex', 'A digraph of {count} vertices') +
    plural(d.tokens.length, ' with {count} token', ' with {count} tokens') +
    ': ' +
    d.names.map((name, v) => `${name} → ${d.arrows[v]!.map((w) => d.names[w]).join(' ') || '·'}`).join('; ') +
    '.' +
    (moved ? ' ' + t('The move marked: {from} to {to}.', { from: d.names[moved.from]!, to: d.names[moved.to]! }) : '');
  const svg = svgDocument(width, height, alt, parts.join(''), palette, options.interactive === true);
  return { kind: 'digraph', svg, alt, width, height };
}
