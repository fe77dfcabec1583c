// Tokens on a digraph's vertices, written as the vertices' names (`a c c`; names of digits read as
// numbers do too: `1 2`). The vector is each token's name as a number (games/hackenbush/edges.ts
// `nameNumber`), so that positions write themselves back without the graph; the JSON writes the
// names.

import { t } from '../../l10n';
import { type Game } from '../../rules';
import { type PositionNode } from '../../reading/syntax';
import { failureOf, PLAIN_STYLE, type PartShape, type PositionForm, type ReadContext } from '../forms/form';
import { nameNumber, numberName } from '../forms/names';

const vertexSets = new WeakMap<Game, ReadonlySet<string>>();

/** The graph's vertices, as a set made once per graph (a graph may have 100,000 vertices, and a worksheet as many lines). */
function vertexSet(game: Game): ReadonlySet<string> {
  let set = vertexSets.get(game);
  if (!set) vertexSets.set(game, (set = new Set(game.kind === 'digraph' ? game.names : [])));
  return set;
}

/** The vertices a message lists: the first 20 of a large graph, and how many there are. */
function listed(names: readonly string[]): string {
  if (names.length <= 20) return names.join(', ');
  return t('{names} … ({count} vertices)', { names: names.slice(0, 20).join(', '), count: names.length });
}

function read(node: PositionNode, { name, part, game }: ReadContext): PartShape {
  const fail = failureOf(node);
  const where = (message: string) =>
    part === null ? message : t('part {part}: {message}', { part: part + 1, message });
  const written = node.names ?? (node.style.coins || node.style.grid ? null : node.heaps);
  if (!written || written.length === 0)
    return fail(
      where(t('{name} is played with tokens on its vertices, written by their names: a, or a c c', { name })),
    );
  const vertices = vertexSet(game);
  for (const w of written)
    if (!vertices.has(w.text))
      return fail(
        where(
          t('{vertex} is not a vertex of the graph: its vertices are {names}', {
            vertex: w.text,
            names: listed(game.kind === 'digraph' ? game.names : []),
          }),
        ),
        w.range,
      );
  return { ok: true, vector: written.map((w) => nameNumber(w.text)) };
}

export const NAMES_FORM: PositionForm = {
  canonical: true,
  names: (game) => (game.kind === 'digraph' ? game.names : []),
  searchedWhole: true,
  defaultStyle: { ...PLAIN_STYLE, names: true },
  read,
  restyle: (style) => (style.names ? style : { ...PLAIN_STYLE, names: true }),
  fits: () => true,
  json: (vector) => vector.map(numberName),
};
