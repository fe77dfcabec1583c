// One Green Hackenbush position, read once from its vector: its graph, the edges that reach the
// ground, its decomposition into fused parts (value.ts), and its cuts as moves.

import { plural, t } from '../../l10n';
import { type Move } from '../../move';
import { EdgeGraph, type Edge, edgeKey, edgesOf, edgeText, positionKeyOf } from './edges';
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

  private grounded: number | null = null;

  /** The edges on the ground (those written off it count for nothing). */
  get groundedCount(): number {
    if (this.grounded === null) {
      let n = 0;
      for (const s of this.stays) n += s;
      this.grounded = n;
    }
    return this.grounded;
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
    const d = this.decomposition;
    // A bridge's cut takes the parts below it: those whose place in the tree's walk lies within its part's.
    const below = d.bridge[i] ? d.hangsFrom[i]! : -1;
    const { enter, leave } = this.walk;
    const result: bigint[] = [];
    let removed = 0;
    for (let e = 0; e < this.edges.length; e++) {
      if (!d.stays[e]) continue;
      let falls = e === i;
      if (!falls && below >= 0) {
        const owner = d.bridge[e] ? d.hangsFrom[e]! : d.part[this.graph.ends[2 * e]!]!;
        falls = enter[owner]! >= enter[below]! && leave[owner]! <= leave[below]!;
      }
      if (falls) removed++;
      else result.push(this.vector[2 * e]!, this.vector[2 * e + 1]!);
    }
    const edge = edgeText(this.edges[i]!);
    const words =
      removed <= 1
        ? t('cut {edge}', { edge })
        : plural(removed - 1, 'cut {edge} (and {count} edge falls)', 'cut {edge} (and {count} edges fall)', { edge });
    return { heaps: [i], amount: BigInt(removed), result, words };
  }

  private walked: { enter: Int32Array; leave: Int32Array } | null = null;

  /** When the walk of the tree of parts from the ground enters and leaves each part: a part's branch is what lies between. */
  private get walk(): { enter: Int32Array; leave: Int32Array } {
    if (this.walked) return this.walked;
    const d = this.decomposition;
    const children: number[][] = Array.from({ length: d.partCount }, () => []);
    for (let c = 1; c < d.partCount; c++) children[d.parentPart[c]!]!.push(c);
    const enter = new Int32Array(d.partCount);
    const leave = new Int32Array(d.partCount);
    let time = 0;
    const stack: number[] = [0];
    const next = new Int32Array(d.partCount);
    enter[0] = time++;
    while (stack.length > 0) {
      const c = stack[stack.length - 1]!;
      const list = children[c]!;
      if (next[c]! < list.length) {
        const child = list[next[c]!++]!;
        enter[child] = time++;
        stack.push(child);
      } else {
        leave[c] = time++;
        stack.pop();
      }
    }
    return (this.walked = { enter, leave });
  }
}

/** Positions read once per vector: the solver, the moves and the explanation ask the same one. */
const positions = new WeakMap<readonly bigint[], HackenbushPosition>();

export function positionOf(vector: readonly bigint[]): HackenbushPosition {
  let p = positions.get(vector);
  if (!p) positions.set(vector, (p = new HackenbushPosition(vector)));
  return p;
}
