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
import { OutOfWork } from './outcomes';

/** One heap size's type: its class, and its options' classes. */
export interface HeapType {
  readonly heap: number;
  readonly phi: number;
  readonly omega: readonly number[];
}

/** Counts work like the outcomes do, and throws when it runs out. */
export interface WorkMeter {
  work: number;
  readonly limit: number;
}

export type TypeCheck =
  | { readonly ok: true; readonly types: number }
  /** A position (heaps, ascending) whose type breaks the rule. */
  | { readonly ok: false; readonly position: number[] };

/** Checks every type reachable with the given heaps (each distinct type once). */
export function checkTypes(
  monoid: FiniteMonoid,
  inP: Uint8Array,
  heapTypes: readonly HeapType[],
  meter: WorkMeter,
): TypeCheck {
  const n = monoid.order;
  const words = (n + 31) >>> 5;
  // The distinct heap types, each with the least heap that has it.
  const kinds: HeapType[] = [];
  const seen = new Set<string>();
  for (const t of heapTypes) {
    const key = `${t.phi}|${t.omega.join(',')}`;
    if (!seen.has(key)) {
      seen.add(key);
      kinds.push(t);
    }
  }
  const classes: number[] = [0];
  const sets: Uint32Array[] = [new Uint32Array(words)];
  const parent: number[] = [-1];
  const added: number[] = [0];
  const index = new Map<string, number>([[keyOf(0, sets[0]!), 0]]);
  const position = (t: number): number[] => {
    const heaps: number[] = [];
    for (let u = t; u > 0; u = parent[u]!) heaps.push(added[u]!);
    return heaps.sort((a, b) => a - b);
  };
  if (inP[0] === 1) return { ok: false, position: [] };
  const members: number[] = [];
  for (let t = 0; t < classes.length; t++) {
    const q = classes[t]!;
    const s = sets[t]!;
    members.length = 0;
    for (let w = 0; w < words; w++) {
      let bits = s[w]!;
      while (bits) {
        const low = bits & -bits;
        members.push((w << 5) + (31 - Math.clz32(low)));
        bits ^= low;
      }
    }
    for (const kind of kinds) {
      meter.work += members.length + kind.omega.length + 1;
      if (meter.work > meter.limit) throw new OutOfWork();
      const next = new Uint32Array(words);
      for (const x of members) {
        const y = monoid.product(x, kind.phi);
        next[y >>> 5]! |= 1 << (y & 31);
      }
      for (const o of kind.omega) {
        const y = monoid.product(q, o);
        next[y >>> 5]! |= 1 << (y & 31);
      }
      const r = monoid.product(q, kind.phi);
      const key = keyOf(r, next);
      if (index.has(key)) continue;
      const u = classes.length;
      index.set(key, u);
      classes.push(r);
      sets.push(next);
      parent.push(t);
      added.push(kind.heap);
      let moves = false;
      let toP = false;
      for (let w = 0; w < words; w++) {
        if (next[w]) moves = true;
        for (let bits = next[w]!; bits; bits &= bits - 1) {
          const y = (w << 5) + (31 - Math.clz32(bits & -bits));
          if (inP[y]) toP = true;
        }
      }
      if ((inP[r] === 1) !== (moves && !toP)) return { ok: false, position: position(u) };
    }
  }
  return { ok: true, types: classes.length };
}

function keyOf(q: number, set: Uint32Array): string {
  return `${q}:${set.join(',')}`;
}
