// Green Hackenbush drawn from the ground up: the ground a line at the bottom, each vertex at its
// distance from the ground (in edges), the edges green (parallel edges bowed apart, loops as small
// rings), and, where the moves are shown, the winning cuts marked across their middle. Within a
// room (the hover's box) the levels and columns are closer, down to MIN_ROW and MIN_COLUMN; a
// graph higher than that is drawn from the ground up as far as fits, the edges going higher cut
// short and counted; one wider has no picture.

import { plural, t } from '../../l10n';
import { type Picture, type PictureOptions } from '../../pictures/pictureTypes';
import { halo, svgDocument, tag, text } from '../../pictures/svg';
import { type Verdict } from '../../verdict';
import { edgeKey, edgeText } from './edges';
import { type HackenbushPosition } from './position';
import { largest } from '../../largest';

/** Edges drawn at most; a larger graph is described in words. */
const MAX_DRAWN_EDGES = 120;
/** Winning cuts named in the text alternative at most. */
const NAMED_CUTS = 10;
const ROW = 46;
const COLUMN = 40;
const MARGIN = 20;
/** The closest levels and columns within a room: a vertex's name still beside it. */
const MIN_ROW = 18;
const MIN_COLUMN = 14;
/** Columns narrower than this write a vertex's name above it, smaller, rather than beside it. */
const NAME_BESIDE = 28;
/** The line of the count of edges not drawn, above the graph. */
const NOTE = 14;

export function hackenbushPicture(p: HackenbushPosition, verdict: Verdict, options: PictureOptions): Picture | null {
  const g = p.graph;
  const count = p.groundedCount;
  if (count === 0 || count > MAX_DRAWN_EDGES) return null;
  // Layers by distance from the ground, each ordered by where its vertices were first reached.
  const depth = new Int32Array(g.vertexCount).fill(-1);
  depth[0] = 0;
  const layers: number[][] = [[0]];
  const queue = [0];
  for (let head = 0; head < queue.length; head++) {
    const x = queue[head]!;
    for (const i of g.incident[x]!) {
      const y = g.other(i, x);
      if (depth[y]! >= 0) continue;
      depth[y] = depth[x]! + 1;
      (layers[depth[y]] ??= []).push(y);
      queue.push(y);
    }
  }
  // Within a room: the levels that fit (all, or the lowest), as far apart as the room allows.
  const room = options.room;
  let shown = layers.length;
  let row = ROW;
  let column = COLUMN;
  let top = MARGIN;
  if (room) {
    const free = room.height - MARGIN - 12 - 26;
    if (shown > 1 && Math.floor(free / (shown - 1)) < MIN_ROW) {
      top += NOTE;
      shown = 1 + Math.max(1, Math.floor((free - NOTE) / MIN_ROW));
    }
    row = shown > 1 ? Math.min(ROW, Math.floor((free - (top - MARGIN)) / (shown - 1))) : ROW;
    const wide = largest(
      layers.slice(1, shown).map((l) => l.length),
      1,
    );
    column = Math.min(COLUMN, Math.floor((room.width - 2 * MARGIN) / wide));
    if (column < MIN_COLUMN) return null;
  }
  const drawn = (v: number) => depth[v]! < shown;
  let hidden = 0;
  p.edges.forEach((_, i) => {
    if (p.stays[i] && !(drawn(g.ends[2 * i]!) && drawn(g.ends[2 * i + 1]!))) hidden++;
  });
  const higher =
    hidden > 0 ? plural(hidden, '{count} edge higher up is not drawn', '{count} edges higher up are not drawn') : '';
  const widest = largest(
    layers.slice(1, shown).map((l) => l.length),
    1,
  );
  const width = Math.max(160, widest * column + 2 * MARGIN, Math.ceil(higher.length * 5.6) + 16);
  const groundY = top + (shown - 1) * row + 12;
  const height = groundY + 26;
  const at = new Map<number, { x: number; y: number }>();
  layers.forEach((layer, k) => {
    if (k === 0 || k >= shown) return;
    const step = (width - 2 * MARGIN) / layer.length;
    layer.forEach((v, j) => at.set(v, { x: MARGIN + step * (j + 0.5), y: groundY - k * row }));
  });
  const palette = options.palette;
  const winning = new Set<string>();
  if (options.showMoves && verdict.outcome === 'win')
    for (const m of verdict.winningMoves) {
      const own = m.part?.move ?? m;
      const e = p.edges[own.heaps[0] ?? -1];
      if (e) winning.add(edgeKey(e));
    }
  const parts: string[] = [
    tag('line', { x1: 6, y1: groundY, x2: width - 6, y2: groundY, stroke: palette.muted, 'stroke-width': 3 }),
  ];
  // Each edge on the ground stands on its own foot below its other end; parallel edges bow apart.
  const seen = new Map<string, number>();
  const copies = new Map<string, number>();
  p.edges.forEach((e, i) => {
    if (p.stays[i]) copies.set(edgeKey(e), (copies.get(edgeKey(e)) ?? 0) + 1);
  });
  const marks: string[] = [];
  // In the panel, each edge is the cut of the list of moves it stands for (parallel edges: the same one).
  const choiceOf = new Map<string, number>();
  if (options.interactive) p.allCuts().forEach((i, k) => choiceOf.set(edgeKey(p.edges[i]!), k));
  p.edges.forEach((e, i) => {
    if (!p.stays[i]) return;
    const ends = [g.ends[2 * i]!, g.ends[2 * i + 1]!];
    if (!ends.every(drawn)) {
      // An edge going higher than the levels drawn: a short dashed stroke up from its drawn end.
      const low = ends.find(drawn);
      const from = low === 0 ? { x: width / 2, y: groundY } : at.get(low ?? -1);
      if (from)
        parts.push(
          tag('line', {
            class: 'higher',
            x1: from.x,
            y1: from.y,
            x2: from.x,
            y2: from.y - row / 2,
            stroke: palette.target,
            'stroke-width': 2,
            'stroke-dasharray': '3 3',
          }),
        );
      return;
    }
    const key = edgeKey(e);
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    const total = copies.get(key)!;
    const a = g.ends[2 * i]!;
    const b = g.ends[2 * i + 1]!;
    const top = a === 0 ? b : a;
    const bottom = a === 0 ? a : b;
    const pa = top === 0 ? { x: width / 2, y: groundY } : at.get(top)!;
    const pb = bottom === 0 ? { x: pa.x, y: groundY } : at.get(bottom)!;
    const cut = winning.has(key);
    const choice = choiceOf.get(key);
    const common = {
      class: `edge${cut ? ' winning-cut' : ''}${choice === undefined ? '' : ' choice'}`,
      'data-edge': edgeText(e),
      ...(choice === undefined
        ? {}
        : {
            'data-choice': choice,
            id: `edge-${i}`,
            tabindex: 0,
            role: 'button',
            'aria-label': t('Cut {edge}', { edge: edgeText(e) }),
          }),
      fill: 'none',
      stroke: palette.target,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    };
    let mid: { x: number; y: number };
    if (top === bottom) {
      // A loop: a ring above its vertex (on the ground: standing on it).
      const r = 9 + 4 * nth;
      const cx = pa.x + (top === 0 ? (nth - (total - 1) / 2) * 24 : 0);
      const cy = pa.y - r;
      parts.push(tag('circle', { ...common, cx, cy, r }));
      mid = { x: cx, y: cy - r };
    } else {
      const bow = (nth - (total - 1) / 2) * 18;
      const mx = (pa.x + pb.x) / 2;
      const my = (pa.y + pb.y) / 2;
      const dx = pb.x - pa.x;
      const dy = pb.y - pa.y;
      const len = Math.hypot(dx, dy) || 1;
      const cx = mx + (-dy / len) * bow * 2;
      const cy = my + (dx / len) * bow * 2;
      parts.push(tag('path', { ...common, d: `M ${pa.x} ${pa.y} Q ${cx} ${cy} ${pb.x} ${pb.y}` }));
      mid = { x: (mx + cx) / 2, y: (my + cy) / 2 };
    }
    if (cut)
      marks.push(
        tag('line', {
          class: 'cut-mark',
          'pointer-events': 'none',
          x1: mid.x - 6,
          y1: mid.y - 6,
          x2: mid.x + 6,
          y2: mid.y + 6,
          stroke: palette.position,
          'stroke-width': 2.5,
        }),
      );
  });
  for (const [v, pos] of at) {
    parts.push(tag('circle', { class: 'vertex', cx: pos.x, cy: pos.y, r: 4, fill: palette.text }));
    parts.push(
      column < NAME_BESIDE
        ? text(pos.x, pos.y - 7, g.names[v]!, {
            'text-anchor': 'middle',
            fill: palette.muted,
            'font-size': 9,
            ...halo(palette),
          })
        : text(pos.x + 7, pos.y - 5, g.names[v]!, { fill: palette.muted, ...halo(palette) }),
    );
  }
  parts.push(...marks);
  parts.push(text(8, height - 8, t('ground (vertex 0)'), { fill: palette.muted }));
  if (higher) parts.push(text(8, 14, higher, { class: 'not-drawn', fill: palette.muted, 'font-size': 10 }));
  const names = [...winning].slice(0, NAMED_CUTS).join(', ');
  const cuts =
    winning.size === 0
      ? ''
      : ' ' +
        plural(winning.size, 'The winning cut is marked: {names}.', 'The winning cuts are marked: {names}{more}.', {
          names,
          more: winning.size > NAMED_CUTS ? t(' and {count} more', { count: winning.size - NAMED_CUTS }) : '',
        });
  const alt =
    plural(count, 'Green Hackenbush: {count} edge on the ground', 'Green Hackenbush: {count} edges on the ground') +
    plural(layers.length - 1, ', up to {count} edge high.', ', up to {count} edges high.') +
    cuts +
    (hidden > 0
      ? plural(
          hidden,
          ' The picture leaves out {count} edge higher up.',
          ' The picture leaves out {count} edges higher up.',
        )
      : '');
  const svg = svgDocument(width, height, alt, parts.join(''), palette, options.interactive === true);
  return { kind: 'hackenbush', svg, alt, width, height };
}
