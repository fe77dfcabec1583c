// Green Hackenbush values without search, by the two principles of Winning Ways (ch. 7):
// - fusion: the vertices of a cycle may be fused into one, its edges becoming loops, without
//   changing the value; so each 2-edge-connected part (the edges that are not bridges, with their
//   vertices) becomes one vertex carrying its edges as loops, each loop a stalk of one edge (*1);
// - colon: a branch hanging from a vertex by one edge, of value *v, is worth a stalk of v + 1 edges;
//   the branches and loops at a vertex add as Nim heaps.
// So the graph is a tree of parts joined by its bridges, rooted at the ground's part, and
//   value(part) = (its loops mod 2) XOR the XOR over the parts hanging from it of (value + 1),
// in time linear in the edges. The tests check it against exhaustive search on random graphs with
// cycles, loops and parallel edges.
//
// The cuts to a value: a bridge's cut removes the branch below it; a cut inside a part removes one
// edge and nothing falls, but the part's cycles change, so its value is computed again with the
// branches hanging from it as weights at their vertices (linear in the part, for each of its edges).

import { type EdgeGraph } from './edges';

/** The graph as a tree of fused parts joined by bridges, with the value of each part and what hangs from it. */
export interface Decomposition {
  /** Edges that reach the ground (and are not the edge skipped): 1 each. */
  readonly stays: Uint8Array;
  /** Edges that are bridges: their cut makes the branch below fall. */
  readonly bridge: Uint8Array;
  /** Each vertex's part (−1: off the ground); the ground's part is 0. */
  readonly part: Int32Array;
  readonly partCount: number;
  /** Each part's edges that are not bridges: fused, they are its loops. */
  readonly loops: Int32Array;
  /** The bridge each part hangs from (−1 for the ground's part), and the part above it. */
  readonly parentBridge: Int32Array;
  readonly parentPart: Int32Array;
  /** The parts from the ground outward: each after the part it hangs from. */
  readonly order: Int32Array;
  /** The value of each part with everything that hangs from it. */
  readonly value: Int32Array;
  /** The edges of each part and of everything below it (its own bridge not counted). */
  readonly below: Int32Array;
  /** For a bridge, the part that hangs from it; −1 for other edges. */
  readonly hangsFrom: Int32Array;
}

/** A graph as the decomposition reads it: vertices 0 … n − 1, two ends per edge, each vertex's edges. */
interface Incidence {
  readonly vertexCount: number;
  readonly ends: Int32Array;
  readonly incident: readonly (readonly number[])[];
}

/**
 * The decomposition of the edges reaching `root` without edge `skip` (−1: none), with `weights`
 * (Nim heaps standing at vertices: the branches hanging from a part, when the part is computed alone).
 */
export function decompose(g: Incidence, root = 0, skip = -1, weights: Int32Array | null = null): Decomposition {
  const n = g.vertexCount;
  const m = g.ends.length / 2;
  const { ends, incident } = g;
  const disc = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const bridge = new Uint8Array(m);
  // Bridges by Tarjan's low points, iteratively (a stalk of 10,000 edges is 10,000 deep). Only the
  // edge a vertex was entered by is skipped: a parallel edge is a cycle of two.
  const stackV: number[] = [root];
  const stackE: number[] = [-1];
  const stackI: number[] = [0];
  disc[root] = 0;
  low[root] = 0;
  let time = 1;
  while (stackV.length > 0) {
    const top = stackV.length - 1;
    const x = stackV[top]!;
    const list = incident[x]!;
    if (stackI[top]! < list.length) {
      const i = list[stackI[top]!++]!;
      if (i === stackE[top] || i === skip) continue;
      const a = ends[2 * i]!;
      const y = a === x ? ends[2 * i + 1]! : a;
      if (y === x) continue;
      if (disc[y]! < 0) {
        disc[y] = low[y] = time++;
        stackV.push(y);
        stackE.push(i);
        stackI.push(0);
      } else if (disc[y]! < low[x]!) low[x] = disc[y]!;
    } else {
      stackV.pop();
      const entered = stackE.pop()!;
      stackI.pop();
      if (stackV.length > 0) {
        const p = stackV[stackV.length - 1]!;
        if (low[x]! < low[p]!) low[p] = low[x]!;
        if (low[x]! > disc[p]!) bridge[entered] = 1;
      }
    }
  }
  const stays = new Uint8Array(m);
  for (let i = 0; i < m; i++) if (i !== skip && disc[ends[2 * i]!]! >= 0) stays[i] = 1;
  // Parts: vertices joined by edges that are not bridges; then the tree of parts from the ground's.
  const part = new Int32Array(n).fill(-1);
  const parentBridge: number[] = [-1];
  const parentPart: number[] = [-1];
  const hangsFrom = new Int32Array(m).fill(-1);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  const label = (start: number, id: number) => {
    part[start] = id;
    const stack = [start];
    while (stack.length > 0) {
      const x = stack.pop()!;
      queue[tail++] = x;
      for (const i of incident[x]!) {
        if (i === skip || bridge[i]) continue;
        const a = ends[2 * i]!;
        const y = a === x ? ends[2 * i + 1]! : a;
        if (part[y]! < 0) {
          part[y] = id;
          stack.push(y);
        }
      }
    }
  };
  label(root, 0);
  // Breadth first over the vertices: a bridge out of a labelled part leads to a new part below it.
  while (head < tail) {
    const x = queue[head++]!;
    for (const i of incident[x]!) {
      if (i === skip || !bridge[i]) continue;
      const a = ends[2 * i]!;
      const y = a === x ? ends[2 * i + 1]! : a;
      if (part[y]! >= 0) continue;
      const id = parentBridge.length;
      parentBridge.push(i);
      parentPart.push(part[x]!);
      hangsFrom[i] = id;
      label(y, id);
    }
  }
  const partCount = parentBridge.length;
  const loops = new Int32Array(partCount);
  for (let i = 0; i < m; i++) if (stays[i] && !bridge[i]) loops[part[ends[2 * i]!]!]!++;
  const value = new Int32Array(partCount);
  const below = new Int32Array(partCount);
  if (weights) for (let x = 0; x < n; x++) if (part[x]! >= 0) value[part[x]!]! ^= weights[x]!;
  for (let c = 0; c < partCount; c++) {
    value[c]! ^= loops[c]! & 1;
    below[c] = loops[c]!;
  }
  // Parts are numbered in the order found, each after its parent: children are done first backwards.
  for (let c = partCount - 1; c > 0; c--) {
    const p = parentPart[c]!;
    value[p]! ^= value[c]! + 1;
    below[p]! += below[c]! + 1;
  }
  const order = new Int32Array(partCount);
  for (let c = 0; c < partCount; c++) order[c] = c;
  return {
    stays,
    bridge,
    part,
    partCount,
    loops,
    parentBridge: Int32Array.from(parentBridge),
    parentPart: Int32Array.from(parentPart),
    order,
    value,
    below,
    hangsFrom,
  };
}

/** The edges whose cut leaves a position of value `target`, in their written order, and whether all were examined. */
export interface CutsToValue {
  readonly edges: readonly number[];
  /** False where the cuts inside parts would exceed the work allowed: `edges` is then only some of them. */
  readonly complete: boolean;
}

/**
 * Every edge whose cut leaves value `target`. The value each part must reach goes down the tree
 * from the ground: the ground's part must reach the target; a part hanging by a bridge must bring
 * its branch to what makes its parent's value right. A bridge wins when its parent reaches the
 * target without the branch; an edge inside a part when the part, computed again without it, does.
 * `work` bounds the vertices and edges visited by the cuts inside parts.
 */
export function cutsTo(graph: EdgeGraph, d: Decomposition, target: bigint, work: number): CutsToValue {
  const edges: number[] = [];
  if (target > BigInt(graph.edges.length + 1)) return { edges, complete: true };
  const required = new Int32Array(d.partCount).fill(-1);
  required[0] = Number(target);
  for (let c = 1; c < d.partCount; c++) {
    const p = d.parentPart[c]!;
    const r = required[p]!;
    if (r < 0) continue;
    const branch = d.value[c]! + 1;
    if ((d.value[p]! ^ branch) === r) edges.push(d.parentBridge[c]!);
    const needed = r ^ d.value[p]! ^ branch;
    required[c] = needed >= 1 ? needed - 1 : -1;
  }
  let complete = true;
  const inside = partsWithLoops(graph, d);
  for (const [c, members] of inside) {
    const r = required[c]!;
    if (r < 0) continue;
    const local = localPart(graph, d, c, members);
    const cost = local.vertexCount + local.ends.length;
    for (let j = 0; j < local.edgeIds.length; j++) {
      work -= cost;
      if (work < 0) {
        complete = false;
        break;
      }
      if (decompose(local, local.root, j, local.weights).value[0] === r) edges.push(local.edgeIds[j]!);
    }
    if (!complete) break;
  }
  edges.sort((a, b) => a - b);
  return { edges, complete };
}

/** The vertices of each part that has loops (edges that are not bridges), by part. */
function partsWithLoops(graph: EdgeGraph, d: Decomposition): Map<number, number[]> {
  const members = new Map<number, number[]>();
  for (let x = 0; x < graph.vertexCount; x++) {
    const c = d.part[x]!;
    if (c < 0 || d.loops[c] === 0) continue;
    let list = members.get(c);
    if (!list) members.set(c, (list = []));
    list.push(x);
  }
  return members;
}

/** One part alone: its vertices and edges renumbered, the branches hanging from it as weights, its root. */
function localPart(
  graph: EdgeGraph,
  d: Decomposition,
  c: number,
  members: readonly number[],
): Incidence & { readonly edgeIds: number[]; readonly weights: Int32Array; readonly root: number } {
  const local = new Map<number, number>();
  members.forEach((x, i) => local.set(x, i));
  const edgeIds: number[] = [];
  const ends: number[] = [];
  const incident: number[][] = members.map(() => []);
  const weights = new Int32Array(members.length);
  for (const x of members)
    for (const i of graph.incident[x]!) {
      if (!d.stays[i]) continue;
      const y = graph.other(i, x);
      if (d.bridge[i]) {
        // A branch below this part hangs at x: worth its value + 1, as a heap at x.
        const below = d.hangsFrom[i]!;
        if (d.parentBridge[c] !== i && below >= 0) weights[local.get(x)!]! ^= d.value[below]! + 1;
        continue;
      }
      // Each edge once: from its first end (a loop's only end).
      if (graph.ends[2 * i] !== x) continue;
      const id = edgeIds.length;
      edgeIds.push(i);
      const a = local.get(x)!;
      const b = local.get(y)!;
      ends.push(a, b);
      incident[a]!.push(id);
      if (b !== a) incident[b]!.push(id);
    }
  // Its root: the ground, or the end of the bridge it hangs by.
  let top = 0;
  if (c !== 0) {
    const bridge = d.parentBridge[c]!;
    const a = graph.ends[2 * bridge]!;
    top = d.part[a] === c ? a : graph.ends[2 * bridge + 1]!;
  }
  const root = local.get(top)!;
  return { vertexCount: members.length, ends: Int32Array.from(ends), incident, edgeIds, weights, root };
}
