// A finite commutative monoid by its table (element 0 the identity), and the checks of its laws:
// the quotient engine builds one from its hypothesis and relies on nothing it has not checked.

import { type WorkMeter } from './workMeter';
import { type HeapRules } from './heapRules';

export class FiniteMonoid {
  constructor(
    readonly order: number,
    /** table[a · order + b] = a·b. */
    readonly table: Uint16Array | Uint32Array,
  ) {}

  product(a: number, b: number): number {
    return this.table[a * this.order + b]!;
  }

  /** The class of a position: the product of its heaps' classes Φ(h). */
  classOf(phi: readonly number[], heaps: Iterable<number>): number {
    let x = 0;
    for (const h of heaps) x = this.table[x * this.order + phi[h]!]!;
    return x;
  }

  /**
   * The classes of the options of a heap of n, each once, ascending: a quarter of a unit and one
   * per 64 options (a splitting code's heap has n/2 of them).
   */
  optionClasses(rules: HeapRules, phi: readonly number[], n: number, meter: WorkMeter): number[] {
    const seen = new Uint8Array(this.order);
    let options = 0;
    rules.visitOptions(n, (a, b) => {
      seen[this.table[phi[a]! * this.order + phi[b]!]!] = 1;
      options++;
    });
    meter.work += 0.25 + options / 64;
    if (meter.work > meter.limit) meter.overLimit();
    const found: number[] = [];
    for (let x = 0; x < this.order; x++) if (seen[x]) found.push(x);
    return found;
  }

  /**
   * The first law that fails, in words, or null: identity, commutativity, associativity. With
   * `generators` (elements whose products reach every element), associativity is checked by Light's
   * test, (a·g)·c = a·(g·c) for the generators g alone: the elements b for which it holds are closed
   * under the product ((a·bb′)·c = ((a·b)·b′)·c = (a·b)·(b′·c) = a·(b·(b′·c)) = a·((b·b′)·c)), so
   * they are all the elements; n²·|generators| look-ups instead of n³.
   */
  lawFailure(generators?: readonly number[]): string | null {
    const n = this.order;
    const m = this.table;
    for (let a = 0; a < n; a++) if (m[a]! !== a || m[a * n]! !== a) return `1·${a} ≠ ${a}`;
    for (let a = 0; a < n; a++)
      for (let b = a + 1; b < n; b++) if (m[a * n + b]! !== m[b * n + a]!) return `${a}·${b} ≠ ${b}·${a}`;
    const middles = generators && this.generates(generators) ? generators : Array.from({ length: n }, (_, b) => b);
    for (let a = 0; a < n; a++)
      for (const b of middles) {
        const ab = m[a * n + b]! * n;
        for (let c = 0; c < n; c++)
          if (m[ab + c]! !== m[a * n + m[b * n + c]!]!) return `(${a}·${b})·${c} ≠ ${a}·(${b}·${c})`;
      }
    return null;
  }

  /** Whether the products of these elements (the identity included) reach every element. */
  generates(generators: readonly number[]): boolean {
    const n = this.order;
    const reached = new Uint8Array(n);
    reached[0] = 1;
    const queue = [0];
    for (let i = 0; i < queue.length; i++)
      for (const g of generators) {
        const y = this.table[queue[i]! * n + g]!;
        if (!reached[y]) {
          reached[y] = 1;
          queue.push(y);
        }
      }
    return queue.length === n;
  }

  /**
   * Whether no two elements are P-indistinguishable (x·z ∈ P ⇔ y·z ∈ P for every z): the coarsest
   * congruence that respects P, found by refining {P, not P} under multiplication by every element,
   * has only one element a class.
   */
  isReduced(inP: Uint8Array): boolean {
    const n = this.order;
    let block = Array.from(inP, (p) => p);
    for (;;) {
      const keys = new Map<string, number>();
      const next = new Array<number>(n);
      for (let x = 0; x < n; x++) {
        const parts = [block[x]!];
        for (let z = 0; z < n; z++) parts.push(block[this.table[x * n + z]!]!);
        const key = parts.join(',');
        let id = keys.get(key);
        if (id === undefined) keys.set(key, (id = keys.size));
        next[x] = id;
      }
      const before = new Set(block).size;
      block = next;
      if (keys.size === n) return true;
      if (keys.size === before) return false;
    }
  }
}
