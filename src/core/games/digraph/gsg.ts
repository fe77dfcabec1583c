// The generalised Sprague–Grundy function of a finite digraph (Smith 1966; Fraenkel and Yesha
// 1986), by Fraenkel's labelling algorithm: round i labels i every vertex with no follower
// labelled i whose unlabelled or infinite followers all have a follower labelled i; then every
// vertex still unlabelled with no follower labelled i is infinite. An infinite vertex's value is
// ∞(K), K the finite values of its followers. A token on a vertex is lost at 0, won at a number
// above 0 or at ∞(K) with 0 in K, and drawn at ∞(K) otherwise; a sum of tokens: all finite, the
// XOR; one infinite ∞(K) with the others' XOR b, a win when b is in K, else a draw; two or more
// infinite, a draw. The tests check all of it against retrograde analysis of the positions.

/** A vertex's value: a number, or ∞ with the finite values of its followers. */
export type Gamma = { readonly finite: number } | { readonly infinite: readonly number[] };

/** The values of every vertex of a graph given by its arrows (followers by index). */
export function gsg(arrows: readonly (readonly number[])[]): Gamma[] {
  const n = arrows.length;
  // −1: unlabelled; −2: infinite; else the finite label.
  const label = new Int32Array(n).fill(-1);
  let unlabelled = n;
  for (let i = 0; unlabelled > 0; i++) {
    const hasFollowerI = (u: number): boolean => arrows[u]!.some((w) => label[w] === i);
    for (let changed = true; changed;) {
      changed = false;
      for (let u = 0; u < n; u++) {
        if (label[u] !== -1 || hasFollowerI(u)) continue;
        const ok = arrows[u]!.every((w) => (label[w] !== -1 && label[w] !== -2) || hasFollowerI(w));
        if (!ok) continue;
        label[u] = i;
        unlabelled--;
        changed = true;
      }
    }
    for (let u = 0; u < n; u++)
      if (label[u] === -1 && !hasFollowerI(u)) {
        label[u] = -2;
        unlabelled--;
      }
  }
  return Array.from(label, (l, u) => {
    if (l >= 0) return { finite: l };
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
