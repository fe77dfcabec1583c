// Node Kayles, a game module for Nim Lens (docs/game-modules.md). A position is a graph; a move
// chooses a vertex, which goes with its neighbours and all their edges; the player who cannot
// choose one (the graph is empty) loses.
//
//   game ./node-kayles.mjs     a graph is its edges `1-2 2-3 3-1 3-4` and its lone vertices `5`
//   1-2 2-3 3-1 3-4 5          (vertices are numbers); the empty graph is `empty`.
//
// A move's result lists the edges left, then the lone vertices, each in increasing order.

/** @typedef {{ vertices: number[], edges: [number, number][] }} Graph  edges with u < v */

const MAX_VERTICES = 64;

/** The neighbours of each vertex. */
function neighbours(graph) {
  const near = new Map(graph.vertices.map((v) => [v, new Set()]));
  for (const [u, v] of graph.edges) {
    near.get(u).add(v);
    near.get(v).add(u);
  }
  return near;
}

/** The graph's connected parts, each as its vertices. */
function components(graph) {
  const near = neighbours(graph);
  const seen = new Set();
  const out = [];
  for (const start of graph.vertices) {
    if (seen.has(start)) continue;
    const part = [start];
    seen.add(start);
    for (let i = 0; i < part.length; i++)
      for (const w of near.get(part[i])) if (!seen.has(w)) (seen.add(w), part.push(w));
    out.push(part);
  }
  return out;
}

/** A key for one connected part: a path or a cycle by its length (every such part of one length is the same), else its edges renumbered. */
function partKey(part, near) {
  const degrees = part.map((v) => near.get(v).size);
  const edges = degrees.reduce((a, b) => a + b, 0) / 2;
  if (degrees.every((d) => d <= 2)) return `${edges === part.length ? 'C' : 'P'}${part.length}`;
  // Vertices renumbered in the order a search from the smallest meets them: equal keys are the same graph.
  const order = [Math.min(...part)];
  const number = new Map([[order[0], 0]]);
  for (let i = 0; i < order.length; i++)
    for (const w of [...near.get(order[i])].sort((a, b) => a - b))
      if (!number.has(w)) (number.set(w, order.length), order.push(w));
  const renumbered = [];
  for (const v of order)
    for (const w of near.get(v))
      if (number.get(v) < number.get(w)) renumbered.push(`${number.get(v)}-${number.get(w)}`);
  return `G${part.length}:${renumbered.sort().join(',')}`;
}

/** @type {import('../../types/game-module.js').GameModule<Graph>} */
export default {
  name: 'Node Kayles',

  read(text) {
    if (text === 'empty') return { value: { vertices: [], edges: [] } };
    const vertices = new Set();
    const edges = new Map();
    // Each item with its columns, for the error's range.
    for (const m of text.matchAll(/\S+/g)) {
      const at = [m.index, m.index + m[0].length];
      const ends = m[0].split('-');
      if (ends.length > 2 || !ends.every((x) => /^[0-9]{1,6}$/.test(x)))
        return { error: `'${m[0]}' is neither an edge (1-2) nor a vertex (5)`, at };
      const [u, v] = ends.map(Number);
      if (ends.length === 2 && u === v) return { error: `'${m[0]}' is a loop: an edge joins two vertices`, at };
      for (const x of ends) vertices.add(Number(x));
      if (ends.length === 2) edges.set(`${Math.min(u, v)}-${Math.max(u, v)}`, [Math.min(u, v), Math.max(u, v)]);
    }
    if (vertices.size === 0) return { error: 'a graph has edges (1-2) or vertices (5); the empty graph is empty' };
    if (vertices.size > MAX_VERTICES) return { error: `at most ${MAX_VERTICES} vertices` };
    return { value: { vertices: [...vertices].sort((a, b) => a - b), edges: [...edges.values()] } };
  },

  write(graph) {
    if (graph.vertices.length === 0) return 'empty';
    const edges = [...graph.edges].sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([u, v]) => `${u}-${v}`);
    const touched = new Set(graph.edges.flat());
    const lone = graph.vertices.filter((v) => !touched.has(v)).map(String);
    return [...edges, ...lone].join(' ');
  },

  *moves(graph) {
    const near = neighbours(graph);
    for (const v of graph.vertices) {
      const gone = new Set([v, ...near.get(v)]);
      yield {
        text: `choose ${v}`,
        to: {
          vertices: graph.vertices.filter((w) => !gone.has(w)),
          edges: graph.edges.filter(([a, b]) => !gone.has(a) && !gone.has(b)),
        },
      };
    }
  },

  // The multiset of its parts' keys: graphs that differ only in their vertices' numbers play the same.
  key(graph) {
    const near = neighbours(graph);
    return components(graph)
      .map((part) => partKey(part, near))
      .sort()
      .join(' ');
  },
};
