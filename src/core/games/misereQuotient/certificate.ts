// The certificate that a map Φ from heaps to a finite commutative monoid Q, with P ⊂ Q, decides
// misère play: a position X is a loss exactly when Φ(X), the product of its heaps' classes, is in P.
//
// The type of a position is (Φ(X), S(X)), S(X) the classes of its options. Adding a heap h of
// type (φ, Ω) — Ω the classes of h's options — gives (q·φ, S·φ ∪ q·Ω): the option moves in the old
// heaps or in the new one. Every position's type is reached so from (1, ∅). The rule to check at
// every position: q ∈ P exactly when S is not empty and S ∩ P is empty (a misère loss has a move
// and every move leads to a win); by induction over the options, every position's outcome is then
// its class's. The check is in two halves, as Plambeck and Siegel's MisereSolver makes it:
// - q ∈ P has no option in P: an option of X moves in one heap h, from Y + h to Y + t; so it is
//   enough that for every class x a position reaches and every heap, x·φ ∈ P has no x·t ∈ P, t in
//   Ω (a pass over the classes, not the types);
// - q ∉ P has an option in P (or none at all): a type (q, S′) with S′ ⊆ S and S′ not empty
//   dominates (q, S), and whatever follows (q, S) by adding heaps is dominated by what follows
//   (q, S′) by the same heaps. So a type dominated by one already kept is neither checked nor
//   followed: every type reached is dominated by a kept one or is one, and each kept type is
//   checked whole (both halves of the rule).
// The check is the proof; it uses the monoid's table and Φ, nothing of how they were found.

import { type FiniteMonoid } from './monoid';
import { type WorkMeter } from './workMeter';

/** One heap size's type: its class, and its options' classes. */
export interface HeapType {
  readonly heap: number;
  readonly phi: number;
  readonly omega: readonly number[];
}

export type TypeCheck =
  | { readonly ok: true; readonly types: number }
  /** A position (heaps, ascending) whose type breaks the rule. */
  | { readonly ok: false; readonly position: number[] };

function kindKey(t: HeapType): string {
  return `${t.phi}|${t.omega.join(',')}`;
}

/**
 * The types reachable with the heap types added so far, every one checked or dominated by one
 * checked. Adding heaps of a type already in it changes nothing, which makes the check of a
 * periodic heap immediate; a closure whose check failed is not used again.
 */
export class TypeClosure {
  private readonly words: number;
  /** The kept types: class, options' classes, and the type and heap they were reached from. */
  private classes: number[] = [0];
  private sets: Uint32Array[];
  private parent: number[] = [-1];
  private added: number[] = [0];
  /**
   * Per class, the kept types with options (what may dominate a new type), by the least class of
   * their set: a set inside a new one has its least class in it, so only those lists are read.
   */
  private dominating: Map<number, number[]>[];
  /** Per class, how many types `dominating` keeps. */
  private dominatingCount: Int32Array;
  /** Per class, the kept type without options, or −1. */
  private optionless: Int32Array;
  /** Per class, the first kept type of that class, or −1: the classes reached. */
  private firstOf: Int32Array;
  private kinds: HeapType[] = [];
  private kindKeys = new Set<string>();

  constructor(
    readonly monoid: FiniteMonoid,
    readonly inP: Uint8Array,
  ) {
    this.words = (monoid.order + 31) >>> 5;
    this.sets = [new Uint32Array(this.words)];
    this.dominating = Array.from({ length: monoid.order }, () => new Map<number, number[]>());
    this.dominatingCount = new Int32Array(monoid.order);
    this.optionless = new Int32Array(monoid.order).fill(-1);
    this.optionless[0] = 0;
    this.firstOf = new Int32Array(monoid.order).fill(-1);
    this.firstOf[0] = 0;
  }

  /** Types kept (those dominated by another are not). */
  get types(): number {
    return this.classes.length;
  }

  /** Visits the types from id `from` on (their class and options' classes); returns how many there are. */
  visitTypes(from: number, visit: (q: number, set: Uint32Array) => void): number {
    for (let t = from; t < this.classes.length; t++) visit(this.classes[t]!, this.sets[t]!);
    return this.classes.length;
  }

  private position(t: number): number[] {
    const heaps: number[] = [];
    for (let u = t; u > 0; u = this.parent[u]!) heaps.push(this.added[u]!);
    return heaps.sort((a, b) => a - b);
  }

  /**
   * Adds heap types and checks every type they make reachable, or leaves the closure as it was
   * when the check fails or the work runs out (`add` itself leaves a failed closure as it stopped).
   */
  tryAdd(heapTypes: readonly HeapType[], meter: WorkMeter): TypeCheck {
    const types = this.classes.length;
    const kinds = this.kinds.length;
    const fresh = heapTypes.map(kindKey).filter((k) => !this.kindKeys.has(k));
    let checked: TypeCheck | null = null;
    try {
      checked = this.add(heapTypes, meter);
      return checked;
    } finally {
      if (!checked?.ok) {
        for (let u = this.classes.length - 1; u >= types; u--) {
          const q = this.classes[u]!;
          if (this.optionless[q] === u) this.optionless[q] = -1;
          else {
            this.dominating[q]!.get(leastOf(this.sets[u]!))!.pop();
            this.dominatingCount[q]!--;
          }
          if (this.firstOf[q] === u) this.firstOf[q] = -1;
        }
        this.classes.length = this.sets.length = this.parent.length = this.added.length = types;
        this.kinds.length = kinds;
        for (const k of fresh) this.kindKeys.delete(k);
      }
    }
  }

  /** Adds heap types and checks every type they make reachable. */
  add(heapTypes: readonly HeapType[], meter: WorkMeter): TypeCheck {
    if (this.inP[0] === 1) return { ok: false, position: [] };
    const fresh: HeapType[] = [];
    for (const t of heapTypes) {
      const key = kindKey(t);
      if (!this.kindKeys.has(key)) {
        this.kindKeys.add(key);
        fresh.push(t);
      }
    }
    // The classes reached so far with the new heaps (P's half); new classes are checked with every
    // heap when first reached.
    for (let x = 0; x < this.monoid.order; x++)
      if (this.firstOf[x]! >= 0)
        for (const kind of fresh) {
          const failed = this.checkP(x, kind, meter);
          if (failed) return failed;
        }
    const old = this.classes.length;
    this.kinds.push(...fresh);
    for (let t = 0; t < old; t++)
      for (const kind of fresh) {
        const failed = this.step(t, kind, meter);
        if (failed) return failed;
      }
    for (let t = old; t < this.classes.length; t++)
      for (const kind of this.kinds) {
        const failed = this.step(t, kind, meter);
        if (failed) return failed;
      }
    return { ok: true, types: this.classes.length };
  }

  /** P's half for class x and one heap: x·φ in P has no option x·t in P. */
  private checkP(x: number, kind: HeapType, meter: WorkMeter): TypeCheck | null {
    const { monoid, inP } = this;
    meter.work += (4 + kind.omega.length) / 32;
    if (meter.work > meter.limit) meter.overLimit();
    if (!inP[monoid.product(x, kind.phi)]) return null;
    for (const t of kind.omega)
      if (inP[monoid.product(x, t)])
        return { ok: false, position: [...this.position(this.firstOf[x]!), kind.heap].sort((a, b) => a - b) };
    return null;
  }

  /** The type of type t with a heap of `kind` added: kept and checked when no kept type dominates it. */
  private step(t: number, kind: HeapType, meter: WorkMeter): TypeCheck | null {
    const { monoid, inP, words } = this;
    const q = this.classes[t]!;
    const s = this.sets[t]!;
    const next = new Uint32Array(words);
    let size = 0;
    for (let w = 0; w < words; w++)
      for (let bits = s[w]!; bits; bits &= bits - 1) {
        const y = monoid.product((w << 5) + (31 - Math.clz32(bits & -bits)), kind.phi);
        next[y >>> 5]! |= 1 << (y & 31);
        size++;
      }
    for (const o of kind.omega) {
      const y = monoid.product(q, o);
      next[y >>> 5]! |= 1 << (y & 31);
    }
    // A product for each class of the set and each option (a few nanoseconds each): a unit per 64,
    // and a sixteenth for the new set.
    meter.work += 0.0625 + (size + kind.omega.length) / 64;
    const r = monoid.product(q, kind.phi);
    let moves = false;
    for (let w = 0; w < words; w++) if (next[w]) moves = true;
    if (!moves) {
      if (this.optionless[r]! >= 0) return null;
    } else {
      // A word compared a unit per 128 (most comparisons stop at the first word), for every type
      // that may dominate, though only those whose least class is in the set are compared.
      meter.work += (this.dominatingCount[r]! * words) / 128;
      const byLeast = this.dominating[r]!;
      for (let w = 0; w < words; w++)
        for (let bits = next[w]!; bits; bits &= bits - 1) {
          const others = byLeast.get((w << 5) + (31 - Math.clz32(bits & -bits)));
          if (others) for (const v of others) if (subset(this.sets[v]!, next)) return null;
        }
    }
    if (meter.work > meter.limit) meter.overLimit();
    const u = this.classes.length;
    if (moves) {
      const least = leastOf(next);
      const others = this.dominating[r]!.get(least);
      if (others) others.push(u);
      else this.dominating[r]!.set(least, [u]);
      this.dominatingCount[r]!++;
    } else this.optionless[r] = u;
    this.classes.push(r);
    this.sets.push(next);
    this.parent.push(t);
    this.added.push(kind.heap);
    let toP = false;
    for (let w = 0; w < words && !toP; w++)
      for (let bits = next[w]!; bits; bits &= bits - 1) if (inP[(w << 5) + (31 - Math.clz32(bits & -bits))]) toP = true;
    if ((inP[r] === 1) !== (moves && !toP)) return { ok: false, position: this.position(u) };
    if (this.firstOf[r] === -1) {
      this.firstOf[r] = u;
      for (const k of this.kinds) {
        const failed = this.checkP(r, k, meter);
        if (failed) return failed;
      }
    }
    return null;
  }
}

/** The least class of a set that is not empty (a bit a class). */
export function leastOf(set: Uint32Array): number {
  let w = 0;
  while (!set[w]) w++;
  return (w << 5) + (31 - Math.clz32(set[w]! & -set[w]!));
}

/** Whether the set of classes a (a bit a class) is inside b. */
export function subset(a: Uint32Array, b: Uint32Array): boolean {
  for (let w = 0; w < a.length; w++) if (a[w]! & ~b[w]!) return false;
  return true;
}
