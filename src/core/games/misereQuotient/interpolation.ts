// Plambeck and Siegel's mex interpolation principle, the proof that heap n is an old class x
// without a pass of the certificate over every type (MisereSolver's "lightning-fast" check).
//
// Let heap n's options have the classes Ω, and suppose
//   (a) some position G of smaller heaps, whose outcomes the quotient already decides, has the
//       class x and options whose classes form a set S_G with ∅ ≠ S_G ⊆ Ω (the witness);
//   (b) every y in Ω is compatible with x: no z in Q has both x·z and y·z in P.
// Then every position of heaps up to n is decided by Φ with Φ(n) = x. By induction on the count of
// heaps of n in a position X = n + Y (z = Φ(Y), q = x·z): replacing every heap of n by G gives a
// real position whose options' classes are a subset of X's (S_G ⊆ Ω), so when q is not in P, X has
// an option in P as that position has. When q is in P, X's moves in the heap of n lead to y·z, not
// in P by (b); its other moves lead to classes that G + Y's moves reach too, and G + Y has fewer
// heaps of n and the class q in P, so none is in P; and X has a move (Ω is not empty). So X is a
// loss exactly when q is in P.
//
// The argument needs only that the positions of the other heaps are decided, and that the witness
// is made of them. The witnesses are the closure's kept types, looked at only while it holds heaps
// below n, and heaps proved so before: always heaps below n. Heaps the certificate adds to the
// same closure later are decided with the interpolated ones among them by the same induction, on
// the multiset of heap sizes (largest first): a position's heaps of its largest interpolated size
// are replaced by that heap's witness, of smaller heaps. A heap whose type repeats one proved so
// is proved by the same witness, so Φ's period is proved as it is for the certificate's heaps.

import { subset, type TypeClosure } from './certificate';
import { type WorkMeter } from './workMeter';

export class MexInterpolation {
  private readonly order: number;
  private readonly words: number;
  /** Per class, the option sets of positions of that class (the witnesses), none empty. */
  private readonly witnesses: Uint32Array[][];
  /** The closure's types looked at so far. */
  private indexed = 0;
  /** Per class x, {z : x·z ∈ P} (built when first asked). */
  private readonly toP: (Uint32Array | undefined)[];

  constructor(readonly closure: TypeClosure) {
    this.order = closure.monoid.order;
    this.words = (this.order + 31) >>> 5;
    this.witnesses = Array.from({ length: this.order }, () => []);
    this.toP = new Array<Uint32Array | undefined>(this.order);
  }

  /**
   * Whether (a) and (b) hold for a heap of option classes `omega` in class x. Its own type is then a
   * witness for the heaps after it: call `keep` once it is taken.
   */
  proves(x: number, omega: readonly number[], meter: WorkMeter): boolean {
    if (!omega.length) return false;
    const own = this.toPOf(x, meter);
    // A word of two sets compared: a unit per 64.
    meter.work += (omega.length * this.words) / 64;
    for (const y of omega) {
      const other = this.toPOf(y, meter);
      for (let w = 0; w < this.words; w++) if (own[w]! & other[w]!) return false;
    }
    this.index(meter);
    const bits = this.bitsOf(omega);
    const sets = this.witnesses[x]!;
    // A word a set compared: a unit per eight.
    meter.work += (sets.length * this.words) >> 3;
    if (meter.work > meter.limit) meter.overLimit();
    return sets.some((set) => subset(set, bits));
  }

  /** A heap proved in class x: itself a position of class x with these options' classes. */
  keep(x: number, omega: readonly number[]): void {
    if (omega.length) this.witnesses[x]!.push(this.bitsOf(omega));
  }

  private bitsOf(classes: readonly number[]): Uint32Array {
    const bits = new Uint32Array(this.words);
    for (const y of classes) bits[y >>> 5]! |= 1 << (y & 31);
    return bits;
  }

  /** The closure's types added since the last look, each under its class. */
  private index(meter: WorkMeter): void {
    const from = this.indexed;
    this.indexed = this.closure.visitTypes(from, (q, set) => {
      if (set.some((w) => w !== 0)) this.witnesses[q]!.push(set);
    });
    meter.work += (this.indexed - from) >> 2;
    if (meter.work > meter.limit) meter.overLimit();
  }

  private toPOf(x: number, meter: WorkMeter): Uint32Array {
    let set = this.toP[x];
    if (!set) {
      const { monoid, inP } = this.closure;
      set = new Uint32Array(this.words);
      for (let z = 0; z < this.order; z++) if (inP[monoid.product(x, z)]) set[z >>> 5]! |= 1 << (z & 31);
      this.toP[x] = set;
      // A product an element: a unit per two.
      meter.work += this.order >> 1;
      if (meter.work > meter.limit) meter.overLimit();
    }
    return set;
  }
}
