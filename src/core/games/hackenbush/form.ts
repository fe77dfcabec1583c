// A Green Hackenbush position as written: edges `u-v` separated by spaces or commas (`0-1 1-2`,
// `0-1, 1-1`), the ground being `0`; `0` alone is the position with no edge. The vector is the
// edges' names, two numbers per edge (edges.ts); the JSON writes each edge as `"u-v"`. Edges with
// no path to the ground are kept as written and count for nothing: a warning on their range.

import { t } from '../../l10n';
import { type PositionNode } from '../../reading/syntax';
import { failureOf, PLAIN_STYLE, type PartShape, type PositionForm, type ReadContext } from '../forms/form';
import { edgesOf, edgeText, vectorOf } from './edges';
import { positionOf } from './position';

function read(node: PositionNode, { name, part }: ReadContext): PartShape {
  const fail = failureOf(node);
  const where = (message: string) =>
    part === null ? message : t('part {part}: {message}', { part: part + 1, message });
  const edges = node.edges;
  if (!edges) {
    if (node.heaps.length === 1 && node.heaps[0]!.value === 0n && !node.style.coins && !node.style.grid)
      return { ok: true, vector: [] };
    return fail(
      where(t('{name} is played on edges u-v with the ground at vertex 0: 0-1 1-2 2-0, or 0 for no edge', { name })),
    );
  }
  const vector = vectorOf(edges.map((e) => ({ u: e.u.text, v: e.v.text })));
  // The solver asks the same position (its vector): its decomposition is made once.
  const stays = positionOf(vector).stays;
  const floating = edges.filter((_e, i) => !stays[i]);
  const warnings = floating.map((e) => ({
    range: e.range,
    message: where(
      t('the edge {edge} has no path to the ground (vertex 0): it counts for nothing', {
        edge: `${e.u.text}-${e.v.text}`,
      }),
    ),
  }));
  return { ok: true, vector, ...(warnings.length ? { warnings } : {}) };
}

export const EDGES_FORM: PositionForm = {
  canonical: true,
  searchedWhole: true,
  defaultStyle: { ...PLAIN_STYLE, edges: { between: ' ' } },
  read,
  // Results are written as edges whatever the line wrote (`0` for none).
  restyle: (style) => (style.edges ? style : { ...PLAIN_STYLE, edges: { between: ' ' } }),
  fits: () => true,
  json: (vector) => edgesOf(vector).map(edgeText),
};
