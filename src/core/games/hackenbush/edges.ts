// A Green Hackenbush position as the solver reads it: the edges as written, each a pair of vertex
// names, in a vector of numbers (two per edge, each name a number: games/forms/names.ts). The
// ground is the vertex `0`. The graph indexed for the values (value.ts) and the key are here too.

import { nameNumber, numberName } from '../forms/names';

/** The ground: every edge that no longer has a path to it falls. */
export const GROUND = '0';

export interface Edge {
  readonly u: string;
  readonly v: string;
}

export function edgesOf(vector: readonly bigint[]): Edge[] {
  const edges: Edge[] = [];
  for (let i = 0; i + 1 < vector.length; i += 2)
    edges.push({ u: numberName(vector[i]!), v: numberName(vector[i + 1]!) });
  return edges;
}

export function vectorOf(edges: readonly Edge[]): bigint[] {
  return edges.flatMap((e) => [nameNumber(e.u), nameNumber(e.v)]);
}

export function edgeText(e: Edge): string {
  return `${e.u}-${e.v}`;
}

/** The edge with its ends in one order (the smaller name first): parallel edges have the same. */
export function edgeKey(e: Edge): string {
  return e.u <= e.v ? `${e.u}-${e.v}` : `${e.v}-${e.u}`;
}

/**
 * The position as an indexed graph: vertex numbers (the ground first), each edge's ends, and each
 * vertex's edges; what the values, the cuts and the pictures read.
 */
export class EdgeGraph {
  readonly names: string[] = [GROUND];
  readonly ends: Int32Array;
  /** For each vertex, its edges (a loop is listed once). */
  readonly incident: number[][] = [[]];

  constructor(readonly edges: readonly Edge[]) {
    const ids = new Map<string, number>([[GROUND, 0]]);
    const id = (name: string): number => {
      let i = ids.get(name);
      if (i === undefined) {
        i = this.names.length;
        ids.set(name, i);
        this.names.push(name);
        this.incident.push([]);
      }
      return i;
    };
    this.ends = new Int32Array(edges.length * 2);
    edges.forEach((e, i) => {
      const a = id(e.u);
      const b = id(e.v);
      this.ends[2 * i] = a;
      this.ends[2 * i + 1] = b;
      this.incident[a]!.push(i);
      if (b !== a) this.incident[b]!.push(i);
    });
  }

  get vertexCount(): number {
    return this.names.length;
  }

  /** The end of edge i that is not vertex x (x itself for a loop). */
  other(i: number, x: number): number {
    const a = this.ends[2 * i]!;
    return a === x ? this.ends[2 * i + 1]! : a;
  }
}

/** The position's key: its grounded edges as a multiset (their order and the floating ones mean nothing). */
export function positionKeyOf(edges: readonly Edge[], stays: Uint8Array): string {
  const keys: string[] = [];
  edges.forEach((e, i) => {
    if (stays[i]) keys.push(edgeKey(e));
  });
  return keys.sort().join(' ');
}
