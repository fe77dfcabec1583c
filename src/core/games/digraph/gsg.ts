// The generalised Sprague–Grundy function of a finite digraph (Smith 1966; Fraenkel and Yesha
// 1986), by Fraenkel's labelling algorithm: round i labels i every vertex with no follower
// labelled i whose unlabelled or infinite followers all have a follower labelled i; then every
// vertex still unlabelled with no follower labelled i is infinite. An infinite vertex's value is
// ∞(K), K the finite values of its followers. A token on a vertex is lost at 0, won at a number
// above 0 or at ∞(K) with 0 in K, and drawn at ∞(K) otherwise; a sum of tokens: all finite, the
// XOR; one infinite ∞(K) with the others' XOR b, a win when b is in K, else a draw; two or more
// infinite, a draw. The tests check all of it against retrograde analysis of the positions, and
// against the algorithm read literally (passes over every vertex until none changes).
//
// Each round is a retrograde analysis with counters, not passes over every vertex: a vertex keeps
// how many of its followers are unlabelled or infinite, and a round counts down those that gain a
// follower labelled i; a vertex whose count reaches 0 (and that has no follower labelled i) is
// labelled i. A vertex still unlabelled in round i was blocked in every round before (it has
// followers labelled 0 … i − 1), so it waits through at most its out-degree plus one rounds, and
// the work is the arrows around the vertices each round meets: a chain of 100,000 vertices takes
// two rounds, each one pass over its arrows; a tournament of n vertices (values 0 … n − 1), whose
// n²/2 arrows are met again in each of its n rounds, about n³/6 steps.

/** A vertex's value: a number, or ∞ with the finite values of its followers. */
export type Gamma = { readonly finite: number } | { readonly infinite: readonly number[] };

const UNLABELLED = -1;
const INFINITE = -2;

/** The values of every vertex of a graph given by its arrows (followers by index). */
export function gsg(arrows: readonly (readonly number[])[]): Gamma[] {
  const n = arrows.length;
  const label = new Int32Array(n).fill(UNLABELLED);
  // Each vertex's predecessors, once per arrow (a vertex with two arrows to w counts w twice, and is counted down twice).
  const start = new Int32Array(n + 1);
  for (const out of arrows) for (const w of out) start[w + 1]!++;
  for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
  const before = new Int32Array(start[n]!);
  const fill = start.slice(0, n);
  arrows.forEach((out, u) => {
    for (const w of out) before[fill[w]!++] = u;
  });
  // Followers unlabelled or infinite: counted down as followers gain a finite label, for good.
  const open = Int32Array.from(arrows, (out) => out.length);
  // Round stamps: the round in which a vertex gained a follower labelled i (blocked), and in which an
  // unlabelled or infinite vertex did (killed: it no longer holds its predecessors back this round).
  const blocked = new Int32Array(n).fill(-1);
  const killed = new Int32Array(n).fill(-1);
  // This round's count of followers unlabelled or infinite and not yet killed, set on first use.
  const pending = new Int32Array(n);
  const counted = new Int32Array(n).fill(-1);
  let waiting: number[] = [];
  for (let v = 0; v < n; v++) waiting.push(v);
  const queue = new Int32Array(n);
  for (let i = 0; waiting.length > 0; i++) {
    let head = 0;
    let tail = 0;
    // Those whose followers are all labelled already (below i, as the rounds before blocked them).
    for (const u of waiting)
      if (open[u] === 0) {
        label[u] = i;
        queue[tail++] = u;
      }
    while (head < tail) {
      const v = queue[head++]!;
      for (let a = start[v]!, end = start[v + 1]!; a < end; a++) {
        const p = before[a]!;
        const l = label[p]!;
        if (l === UNLABELLED) {
          open[p]!--;
          blocked[p] = i;
        } else if (l !== INFINITE) continue;
        if (killed[p] === i) continue;
        killed[p] = i;
        for (let b = start[p]!, end2 = start[p + 1]!; b < end2; b++) {
          const q = before[b]!;
          if (label[q] !== UNLABELLED || blocked[q] === i) continue;
          if (counted[q] !== i) {
            counted[q] = i;
            pending[q] = open[q]!;
          }
          if (--pending[q]! === 0) {
            label[q] = i;
            queue[tail++] = q;
          }
        }
      }
    }
    const next: number[] = [];
    for (const u of waiting) {
      if (label[u] !== UNLABELLED) continue;
      if (blocked[u] === i) next.push(u);
      else label[u] = INFINITE;
    }
    waiting = next;
  }
  // One object per finite value, shared: a graph of 100,000 vertices has few values.
  const finite: Gamma[] = [];
  return Array.from(label, (l, u) => {
    if (l >= 0) return (finite[l] ??= { finite: l });
    const k = new Set<number>();
    for (const w of arrows[u]!) if (label[w]! >= 0) k.add(label[w]!);
    return { infinite: [...k].sort((a, b) => a - b) };
  });
}

export type LoopyOutcome = 'win' | 'loss' | 'draw';

/** The outcome of tokens with these values (normal play), by the rule of sums above. */
export function sumOutcome(values: readonly Gamma[]): LoopyOutcome {
  let b = 0;
  let infinite: readonly number[] | null = null;
  for (const v of values) {
    if ('finite' in v) b ^= v.finite;
    else if (infinite) return 'draw';
    else infinite = v.infinite;
  }
  if (infinite) return infinite.includes(b) ? 'win' : 'draw';
  return b === 0 ? 'loss' : 'win';
}

export function gammaText(v: Gamma): string {
  return 'finite' in v ? String(v.finite) : `∞(${v.infinite.join(', ')})`;
}
