// One Green Hackenbush position, read once from its vector: its graph, the edges that reach the
// ground, its decomposition into fused parts (value.ts), and its cuts as moves.

import { plural, t } from '../../l10n';
import { type Move } from '../../move';
import { EdgeGraph, type Edge, edgeKey, edgesOf, edgeText, keptEdges, positionKeyOf, vectorOf } from './edges';
import { type Decomposition, decompose } from './value';

export class HackenbushPosition {
  readonly edges: Edge[];
  readonly graph: EdgeGraph;
  private decomposed: Decomposition | null = null;

  constructor(readonly vector: readonly bigint[]) {
    this.edges = edgesOf(vector);
    this.graph = new EdgeGraph(this.edges);
  }

  get decomposition(): Decomposition {
    return (this.decomposed ??= decompose(this.graph));
  }

  get stays(): Uint8Array {
    return this.decomposition.stays;
  }

  /** The edges on the ground (those written off it count for nothing). */
  get groundedCount(): number {
    let n = 0;
    for (const s of this.stays) n += s;
    return n;
  }

  get value(): number {
    return this.decomposition.value[0]!;
  }

  get key(): string {
    return positionKeyOf(this.edges, this.stays);
  }

  /** The edges a cut of edge i removes: it and all that then falls. */
  removedBy(i: number): number {
    const d = this.decomposition;
    return d.bridge[i] ? d.below[d.hangsFrom[i]!]! + 1 : 1;
  }

  /** Each cut once: the first of parallel edges (the same ends) stands for all of them, in the written order. */
  distinctCuts(edges: Iterable<number>): number[] {
    const seen = new Set<string>();
    const out: number[] = [];
    for (const i of edges) {
      if (!this.stays[i]) continue;
      const k = edgeKey(this.edges[i]!);
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(i);
    }
    return out;
  }

  /** Every cut, each once, in the written order. */
  allCuts(): number[] {
    return this.distinctCuts(this.edges.keys());
  }

  /** The cut of edge i: the edges left in their written order, and how many fall with it. */
  cut(i: number): Move {
    const kept = keptEdges(this.edges, this.graph.grounded(i));
    const removed = this.groundedCount - kept.length;
    const edge = edgeText(this.edges[i]!);
    const words =
      removed <= 1
        ? t('cut {edge}', { edge })
        : plural(removed - 1, 'cut {edge} (and {count} edge falls)', 'cut {edge} (and {count} edges fall)', { edge });
    return { heaps: [i], amount: BigInt(removed), result: vectorOf(kept), words };
  }
}

/** Positions read once per vector: the solver, the moves and the explanation ask the same one. */
const positions = new WeakMap<readonly bigint[], HackenbushPosition>();

export function positionOf(vector: readonly bigint[]): HackenbushPosition {
  let p = positions.get(vector);
  if (!p) positions.set(vector, (p = new HackenbushPosition(vector)));
  return p;
}
