// Heap n as Plambeck and Siegel expand a quotient (the method of their MisereSolver, written anew
// here): heap n is a new generator g beside the old quotient, Q × ⟨g | g⁴ = g²⟩, P marked position
// by position and the trial reduced; then, while some position's outcome is wrong, the least such
// position (fewest of the largest heap, then of the next, …) is mended by recalibration: over the
// subsets of its heaps, fewest first, those heaps are made generators of their own — a cyclic
// monoid whose index covers the count of that heap in the failure — beside the submonoid the other
// heaps generate in the trial, P is marked again and the trial reduced; the first whose class of the
// failure has the right outcome is the next trial. Looking for the least failure is cheap: P's
// side by the classes (a P class times a heap's class whose option is in P), N's side by a walk of
// positions in that order that stops where a position's class and options' classes are dominated
// by an earlier one's (the same class, fewer options: whatever follows it fails there first).
//
// None of this proves anything: the trial that has no failure is checked by the certificate
// (certificate.ts), as every level is, and is used only if it passes.

import { type HeapType, leastOf, subset, TypeClosure } from './certificate';
import { type WorkMeter } from './workMeter';
import { FiniteMonoid } from './monoid';
import { type HeapRules } from './heapRules';
import { type ProvedLevel } from './outcomes';
import { type FoundLevel, heapTypesOf, markP, type Multiplication, reduce } from './searchFree';

/** A cyclic monoid ⟨g | g^(index + period) = g^index⟩: its elements are g^0 … g^(index + period − 1). */
interface Cyclic {
  readonly index: number;
  readonly period: number;
}

/** A base monoid (by its table) times cyclic monoids: x = b·D + Σ e_j·unit_j, D the cyclics' product. */
class DirectSum implements Multiplication {
  readonly order: number;
  private readonly digits: number;
  private readonly units: number[] = [];

  constructor(
    private readonly base: FiniteMonoid,
    private readonly cyclics: readonly Cyclic[],
  ) {
    let unit = 1;
    for (const c of cyclics) {
      this.units.push(unit);
      unit *= c.index + c.period;
    }
    this.digits = unit;
    this.order = base.order * unit;
  }

  /** The element g_j of cyclic j. */
  generator(j: number): number {
    return this.units[j]!;
  }

  product(a: number, b: number): number {
    const d = this.digits;
    const ra = a % d;
    const rb = b % d;
    let out = this.base.product((a - ra) / d, (b - rb) / d) * d;
    for (let j = 0; j < this.cyclics.length; j++) {
      const { index, period } = this.cyclics[j]!;
      const size = index + period;
      const unit = this.units[j]!;
      let e = (Math.floor(ra / unit) % size) + (Math.floor(rb / unit) % size);
      if (e >= size) e = index + ((e - index) % period);
      out += e * unit;
    }
    return out;
  }
}

/** A trial quotient: reduced, every class reached by the heaps up to its last. */
interface Trial {
  readonly monoid: FiniteMonoid;
  readonly inP: Uint8Array;
  readonly phi: readonly number[];
}

/** A position by its counts of heaps: counts[i] heaps of i + 1 (the heap types' order). */
type Counts = readonly number[];

/** u before v: fewer of the largest heap where they differ. */
function compareCounts(u: Counts, v: Counts): number {
  for (let i = Math.max(u.length, v.length) - 1; i >= 0; i--) {
    const d = (u[i] ?? 0) - (v[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

/** The heaps of a position given by counts, ascending. */
export function countsHeaps(counts: Counts): number[] {
  const heaps: number[] = [];
  counts.forEach((c, i) => {
    for (let k = 0; k < c; k++) heaps.push(i + 1);
  });
  return heaps;
}

/** The most elements a trial (before its reduction) may have: its P is marked position by position. */
const MOST_TRIAL_ELEMENTS = 1 << 18;

/** The most classes of a reduced trial: its table has their square of entries (4096² × 2 bytes, 32 MB). */
const MOST_CLASSES = 4096;

/**
 * Recalibrations tried at most for one heap: a guard, the work is what bounds them. (64 stopped
 * 0.04 at heap 44, whose quotient, |Q| = 864, takes 72; MisereSolver has no bound.)
 */
const MOST_RECALIBRATIONS = 4096;

/** Subsets of a failure's heaps tried at most in one recalibration. */
const MOST_SUBSETS = 256;

function charge(meter: WorkMeter, units: number): void {
  meter.work += units;
  if (meter.work > meter.limit) meter.overLimit();
}

/**
 * Heap n = proved.level + 1 by Plambeck and Siegel's expansion: the trial with no failure, checked
 * by the certificate; null when the recalibrations give none within their bounds, or the
 * certificate fails.
 */
export function expansion(proved: ProvedLevel, rules: HeapRules, meter: WorkMeter): FoundLevel | null {
  const n = proved.level + 1;
  let trial = build(proved.monoid, [...proved.phi, 0], [{ heap: n, cyclic: { index: 2, period: 2 } }], rules, meter);
  for (let round = 0; trial; round++) {
    const types = heapTypesOf(rules, trial.monoid, trial.phi, meter);
    const failure = leastFailure(trial, types, meter);
    if (!failure) break;
    if (round >= MOST_RECALIBRATIONS) return null;
    trial = recalibrate(trial, failure, rules, meter);
  }
  if (!trial) return null;
  const closure = new TypeClosure(trial.monoid, trial.inP);
  const checked = closure.add(heapTypesOf(rules, trial.monoid, trial.phi, meter), meter);
  if (!checked.ok) return null;
  return { level: { level: n, monoid: trial.monoid, phi: trial.phi, inP: trial.inP }, closure, types: checked.types };
}

/**
 * The trial of a base monoid (its heaps' classes in `phi`) times a cyclic generator for each of
 * `fresh`'s heaps: P marked, reduced. Null when it is too large or P cannot be marked.
 */
function build(
  base: FiniteMonoid,
  phi: readonly number[],
  fresh: readonly { readonly heap: number; readonly cyclic: Cyclic }[],
  rules: HeapRules,
  meter: WorkMeter,
): Trial | null {
  const sum = new DirectSum(
    base,
    fresh.map((f) => f.cyclic),
  );
  if (sum.order > MOST_TRIAL_ELEMENTS) return null;
  const digits = sum.order / base.order;
  const sumPhi = phi.map((x) => x * digits);
  fresh.forEach((f, j) => (sumPhi[f.heap] = sum.generator(j)));
  const types: HeapType[] = [];
  for (let h = 1; h < sumPhi.length; h++) {
    const omega = new Set<number>();
    for (const option of rules.options(h)) {
      let x = 0;
      for (const piece of option) x = sum.product(x, sumPhi[piece]!);
      omega.add(x);
    }
    charge(meter, 1 + (rules.options(h).length >> 4));
    types.push({ heap: h, phi: sumPhi[h]!, omega: [...omega] });
  }
  const inP = markP(sum, types, meter);
  if (!inP) return null;
  return reduce(sum, inP, sumPhi, meter, MOST_CLASSES);
}

/** Each class's first position in the order of positions (fewest of the largest heap, …), as counts. */
function leastPositions(monoid: FiniteMonoid, types: readonly HeapType[], meter: WorkMeter): (number[] | null)[] {
  const least: (number[] | null)[] = new Array<number[] | null>(monoid.order).fill(null);
  const counts = new Array<number>(types.length).fill(0);
  const visit = (depth: number, x: number): void => {
    if (depth < 0) {
      least[x] = counts.slice();
      return;
    }
    const type = types[depth]!;
    for (;;) {
      visit(depth - 1, x);
      if (type.omega.length === 0) break;
      x = monoid.product(x, type.phi);
      if (least[x]) break;
      counts[depth]!++;
      charge(meter, 1);
    }
    counts[depth] = 0;
  };
  visit(types.length - 1, 0);
  return least;
}

/** The least position whose class's outcome is wrong, as counts; null when there is none. */
function leastFailure(trial: Trial, types: readonly HeapType[], meter: WorkMeter): number[] | null {
  const { monoid, inP } = trial;
  const least = leastPositions(monoid, types, meter);
  // P's side: a P position (x times a heap) with a move to P (x times one of that heap's options).
  let failure: number[] | null = null;
  for (let x = 0; x < monoid.order; x++) {
    const word = least[x];
    if (!word) continue;
    charge(meter, types.length >> 2);
    types.forEach((type, i) => {
      if (!inP[monoid.product(x, type.phi)]) return;
      if (!type.omega.some((w) => inP[monoid.product(x, w)])) return;
      const candidate = word.slice();
      candidate[i]!++;
      if (!failure || compareCounts(candidate, failure) < 0) failure = candidate;
    });
  }
  return leastNFailure(trial, types, failure, meter) ?? failure;
}

/**
 * The least N position (its class not in P) with moves and none to P, before `bound`; null when
 * none. Positions are walked in order, and a class reached again with a superset of options
 * already seen for it is not walked further.
 */
function leastNFailure(
  trial: Trial,
  types: readonly HeapType[],
  bound: Counts | null,
  meter: WorkMeter,
): number[] | null {
  const { monoid, inP } = trial;
  const words = (monoid.order + 31) >>> 5;
  // Each class's sets of options kept, none inside another.
  const seen: Uint32Array[][] = Array.from({ length: monoid.order }, () => []);
  const pMask = new Uint32Array(words);
  for (let x = 0; x < monoid.order; x++) if (inP[x]) pMask[x >>> 5]! |= 1 << (x & 31);
  // Each heap's column of the table, read often and scattered: a copy of its own for the cache.
  const columns = types.map((type) => {
    const column = new Int32Array(monoid.order);
    for (let y = 0; y < monoid.order; y++) column[y] = monoid.product(y, type.phi);
    return column;
  });
  const counts = new Array<number>(types.length).fill(0);
  let found: number[] | null = null;
  let done = false;
  // Each class's sets, by their least class: a set inside a new one has its least class in it, so
  // only those lists are read. They may hold sets no longer kept, harmlessly: a set inside each of
  // them is kept.
  const byLeast = Array.from({ length: monoid.order }, () => new Map<number, Uint32Array[]>());
  const dominated = (x: number, set: Uint32Array): boolean => {
    const list = seen[x]!;
    // A word of a set compared: a unit per 64 (they stop at the first difference).
    charge(meter, 0.125 + (list.length * words) / 64);
    const sets = byLeast[x]!;
    for (let w = 0; w < words; w++)
      for (let bits = set[w]!; bits; bits &= bits - 1) {
        const olds = sets.get((w << 5) + (31 - Math.clz32(bits & -bits)));
        if (olds) for (const old of olds) if (subset(old, set)) return true;
      }
    // Drop the sets this one is inside of (they hold its least class): they are dominated now.
    const least = leastOf(set);
    const word = least >>> 5;
    const bit = 1 << (least & 31);
    let kept = 0;
    for (const old of list) if (!(old[word]! & bit && subset(set, old))) list[kept++] = old;
    list.length = kept;
    list.push(set);
    const olds = sets.get(least);
    if (olds) olds.push(set);
    else sets.set(least, [set]);
    return false;
  };
  const visit = (depth: number, x: number, set: Uint32Array, moves: boolean): void => {
    if (depth < 0) {
      if (moves && !inP[x]) {
        let toP = false;
        for (let w = 0; w < words && !toP; w++) if (set[w]! & pMask[w]!) toP = true;
        if (!toP) {
          found = counts.slice();
          done = true;
        }
      }
      return;
    }
    const type = types[depth]!;
    const column = columns[depth]!;
    for (;;) {
      visit(depth - 1, x, set, moves);
      if (done || type.omega.length === 0) break;
      counts[depth]!++;
      if (bound && compareCounts(counts, bound) >= 0) {
        done = true;
        break;
      }
      const next = new Uint32Array(words);
      for (let w = 0; w < words; w++)
        for (let bits = set[w]!; bits; bits &= bits - 1) {
          const y = column[(w << 5) + (31 - Math.clz32(bits & -bits))]!;
          next[y >>> 5]! |= 1 << (y & 31);
        }
      for (const o of type.omega) {
        const y = monoid.product(x, o);
        next[y >>> 5]! |= 1 << (y & 31);
      }
      x = column[x]!;
      set = next;
      moves = true;
      if (dominated(x, set)) break;
    }
    counts[depth] = 0;
  };
  visit(types.length - 1, 0, new Uint32Array(words), false);
  return found;
}

/** The exponent at which x's powers start to repeat. */
function indexOf(monoid: FiniteMonoid, x: number): number {
  const at = new Map<number, number>();
  let y = 0;
  for (let i = 0; !at.has(y); i++) {
    at.set(y, i);
    y = monoid.product(y, x);
  }
  return at.get(y)!;
}

/** Every subset of `values` of `size` elements, in lexicographic order. */
function* subsets(values: readonly number[], size: number, from = 0): Generator<number[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= values.length - size; i++)
    for (const rest of subsets(values, size - 1, i + 1)) yield [values[i]!, ...rest];
}

/**
 * The next trial after a failure: some of the failure's heaps made generators of their own beside
 * the submonoid the others generate, the first subset (fewest heaps first) that gets the failure's
 * outcome right. Null when none does within the bounds.
 */
function recalibrate(trial: Trial, failure: Counts, rules: HeapRules, meter: WorkMeter): Trial | null {
  const { monoid, inP, phi } = trial;
  let x = 0;
  failure.forEach((c, i) => {
    for (let k = 0; k < c; k++) x = monoid.product(x, phi[i + 1]!);
  });
  const shouldBeP = inP[x] !== 1;
  const involved: number[] = [];
  failure.forEach((c, i) => c > 0 && involved.push(i + 1));
  let tried = 0;
  for (let size = 1; size <= involved.length; size++)
    for (const heaps of subsets(involved, size)) {
      if (++tried > MOST_SUBSETS) return null;
      const rest = phi.slice();
      for (const h of heaps) rest[h] = 0;
      const sub = submonoid(monoid, rest, meter);
      const fresh = heaps.map((h) => {
        const index = Math.max(indexOf(monoid, phi[h]!), failure[h - 1]! - 1);
        return { heap: h, cyclic: { index, period: Math.max(2, 2 * Math.trunc((index - 4) / 2)) } };
      });
      const next = build(sub.monoid, sub.phi, fresh, rules, meter);
      if (!next) continue;
      let y = 0;
      failure.forEach((c, i) => {
        for (let k = 0; k < c; k++) y = next.monoid.product(y, next.phi[i + 1]!);
      });
      if ((next.inP[y] === 1) === shouldBeP) return next;
    }
  return null;
}

/** The submonoid the classes of `phi` generate, by its own table, with the classes renamed. */
function submonoid(
  monoid: FiniteMonoid,
  phi: readonly number[],
  meter: WorkMeter,
): { monoid: FiniteMonoid; phi: number[] } {
  const gens = [...new Set(phi)];
  const index = new Int32Array(monoid.order).fill(-1);
  index[0] = 0;
  const elements = [0];
  for (let i = 0; i < elements.length; i++)
    for (const g of gens) {
      const y = monoid.product(elements[i]!, g);
      if (index[y]! < 0) {
        index[y] = elements.length;
        elements.push(y);
      }
    }
  const order = elements.length;
  // A product and a look-up an entry: a unit per 64.
  charge(meter, (order * order) / 64);
  const table = order < 65536 ? new Uint16Array(order * order) : new Uint32Array(order * order);
  for (let a = 0; a < order; a++)
    for (let b = 0; b < order; b++) table[a * order + b] = index[monoid.product(elements[a]!, elements[b]!)]!;
  return { monoid: new FiniteMonoid(order, table), phi: phi.map((x) => index[x]!) };
}
