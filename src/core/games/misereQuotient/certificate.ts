// The certificate that a map Φ from heaps to a finite commutative monoid Q, with P ⊂ Q, decides
// misère play: a position X is a loss exactly when Φ(X), the product of its heaps' classes, is in P.
//
// The type of a position is (Φ(X), S(X)), S(X) the classes of its options. Adding a heap h of
// type (φ, Ω) — Ω the classes of h's options — gives (q·φ, S·φ ∪ q·Ω): the option moves in the old
// heaps or in the new one. Every position's type is reached so from (1, ∅), and the types are
// finitely many. If at every type reached, q ∈ P exactly when S is not empty and S ∩ P is empty,
// then by induction over the options every position's outcome is its class's: a position is a
// misère loss when it has a move and every move leads to a win. The check is the proof; it uses the
// monoid's table and Φ, nothing of how they were found.

import { type FiniteMonoid } from './monoid';

/** One heap size's type: its class, and its options' classes. */
export interface HeapType {
  readonly heap: number;
  readonly phi: number;
  readonly omega: readonly number[];
}

/** Counts work like the outcomes do: past `limit`, `overLimit` throws OutOfWork or sets a new limit. */
export interface WorkMeter {
  work: number;
  readonly limit: number;
  /** Called once the work passed `limit`: throws OutOfWork when it ran out (or is to stop), else goes on. */
  overLimit(): void;
}

export type TypeCheck =
  | { readonly ok: true; readonly types: number }
  /** A position (heaps, ascending) whose type breaks the rule. */
  | { readonly ok: false; readonly position: number[] };

function kindKey(t: HeapType): string {
  return `${t.phi}|${t.omega.join(',')}`;
}

/**
 * The types reachable with the heap types added so far, every one checked. Adding heaps of a type
 * already in it changes nothing, which makes the check of a periodic heap immediate; a closure
 * whose check failed is not used again.
 */
export class TypeClosure {
  private readonly words: number;
  private classes: number[] = [0];
  private sets: Uint32Array[];
  private parent: number[] = [-1];
  private added: number[] = [0];
  /** The types by a hash of their class and set: the ids of those with that hash. */
  private index = new Map<number, number[]>();
  private kinds: HeapType[] = [];
  private kindKeys = new Set<string>();

  constructor(
    readonly monoid: FiniteMonoid,
    readonly inP: Uint8Array,
  ) {
    this.words = (monoid.order + 31) >>> 5;
    this.sets = [new Uint32Array(this.words)];
    this.index.set(hashOf(0, this.sets[0]!), [0]);
  }

  get types(): number {
    return this.classes.length;
  }

  /** Whether every one of these heap types is in the closure already. */
  covers(heapTypes: readonly HeapType[]): boolean {
    return heapTypes.every((t) => this.kindKeys.has(kindKey(t)));
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
          const hash = hashOf(this.classes[u]!, this.sets[u]!);
          const ids = this.index.get(hash)!;
          if (ids.length === 1) this.index.delete(hash);
          else ids.splice(ids.indexOf(u), 1);
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
    const old = this.classes.length;
    for (let t = 0; t < old; t++)
      for (const kind of fresh) {
        const failed = this.step(t, kind, meter);
        if (failed) return failed;
      }
    this.kinds.push(...fresh);
    for (let t = old; t < this.classes.length; t++)
      for (const kind of this.kinds) {
        const failed = this.step(t, kind, meter);
        if (failed) return failed;
      }
    return { ok: true, types: this.classes.length };
  }

  /** The type of type t with a heap of `kind` added: recorded and checked when new. */
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
    // A product for each class of the set and each option, and the new set's key: a unit per two
    // products (tens of nanoseconds each) and one per word of the key.
    meter.work += ((size + kind.omega.length) >> 1) + words;
    if (meter.work > meter.limit) meter.overLimit();
    const r = monoid.product(q, kind.phi);
    const hash = hashOf(r, next);
    const same = this.index.get(hash);
    if (same?.some((v) => this.classes[v] === r && equalSets(this.sets[v]!, next))) return null;
    const u = this.classes.length;
    if (same) same.push(u);
    else this.index.set(hash, [u]);
    this.classes.push(r);
    this.sets.push(next);
    this.parent.push(t);
    this.added.push(kind.heap);
    let moves = false;
    let toP = false;
    for (let w = 0; w < words; w++) {
      if (next[w]) moves = true;
      for (let bits = next[w]!; bits; bits &= bits - 1) if (inP[(w << 5) + (31 - Math.clz32(bits & -bits))]) toP = true;
    }
    return (inP[r] === 1) !== (moves && !toP) ? { ok: false, position: this.position(u) } : null;
  }
}

function hashOf(q: number, set: Uint32Array): number {
  let h = Math.imul(q + 1, 0x9e3779b1);
  for (let w = 0; w < set.length; w++) h = Math.imul(h ^ set[w]!, 0x85ebca6b) ^ (h >>> 13);
  return h;
}

function equalSets(a: Uint32Array, b: Uint32Array): boolean {
  for (let w = 0; w < a.length; w++) if (a[w] !== b[w]) return false;
  return true;
}
