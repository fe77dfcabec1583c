// What the quotient engine needs of a heap game: each heap's options as the heaps they leave, and
// the most tokens a move takes (k in the lemma by which heap types repeat with Φ's period, which
// lets a finite check prove every heap size: see quotient.ts).

export interface HeapRules {
  /** The options of one heap of n tokens, each the heaps it leaves (none, one or two), smaller first. */
  options(n: number): readonly (readonly number[])[];
  /** The same options, each as the one or two heaps it leaves (0 for none), without making them. */
  visitOptions(n: number, visit: (a: number, b: number) => void): void;
  /** The most tokens one move takes (k in the periodicity bound). */
  readonly largestRemoval: number;
}

/** One removal of a code: take j, and whether it may leave nothing, one heap or two. */
export interface Removal {
  readonly j: number;
  readonly none: boolean;
  readonly one: boolean;
  readonly two: boolean;
}

/** The heap rules of a finite code whose moves leave at most two heaps, every split allowed. */
export function removalRules(removals: readonly Removal[]): HeapRules {
  const cache: (readonly (readonly number[])[])[] = [];
  return {
    largestRemoval: removals.reduce((k, r) => Math.max(k, r.j), 0),
    options(n) {
      let found = cache[n];
      if (found) return found;
      const options: number[][] = [];
      for (const { j, none, one, two } of removals) {
        const rest = n - j;
        if (rest < 0) continue;
        if (none && rest === 0 && j > 0) options.push([]);
        if (one && rest > 0 && j > 0) options.push([rest]);
        if (two && rest >= 2) for (let a = 1; 2 * a <= rest; a++) options.push([a, rest - a]);
      }
      found = options;
      if (n < 4096) cache[n] = found;
      return found;
    },
    visitOptions(n, visit) {
      for (const { j, none, one, two } of removals) {
        const rest = n - j;
        if (rest < 0) continue;
        if (none && rest === 0 && j > 0) visit(0, 0);
        if (one && rest > 0 && j > 0) visit(rest, 0);
        if (two && rest >= 2) for (let a = 1; 2 * a <= rest; a++) visit(a, rest - a);
      }
    },
  };
}
