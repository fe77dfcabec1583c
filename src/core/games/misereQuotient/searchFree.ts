// The quotient of heaps up to n found without searching, where it can be, as Plambeck and Siegel's
// MisereSolver first tries: heap n as an old class (a conservative extension), else as a new
// generator g beside the old quotient (Q × {1, g, g², g³}, g⁴ = g²), its P marked position by
// position from the options' classes, then reduced by P-indistinguishability. Either is only a
// guess until the certificate (certificate.ts) checks it; when none passes, the learner searches.

import { type HeapType, TypeClosure } from './certificate';
import { type MexInterpolation } from './interpolation';
import { FiniteMonoid } from './monoid';
import { type HeapRules } from './heapRules';
import { type ProvedLevel } from './outcomes';
import { type WorkMeter } from './workMeter';

/** What marking P and the reduction need of a monoid: its order and its product (a table, or a direct sum's). */
export interface Multiplication {
  readonly order: number;
  product(a: number, b: number): number;
}

export interface FoundLevel {
  readonly level: ProvedLevel;
  /** The certificate's types, to go on from at the next heap. */
  readonly closure: TypeClosure;
  readonly types: number;
  /** Proved by mex interpolation (interpolation.ts), without a pass of the certificate. */
  readonly interpolated?: boolean;
}

/**
 * Each heap's class and its options' classes, heaps 1 … phi.length − 1: a unit a heap and one per
 * 16 options (a class looked up for each: a splitting code's heaps have h/2 of them).
 */
export function heapTypesOf(
  rules: HeapRules,
  monoid: FiniteMonoid,
  phi: readonly number[],
  meter: WorkMeter,
): HeapType[] {
  const types: HeapType[] = [];
  for (let h = 1; h < phi.length; h++)
    types.push({ heap: h, phi: phi[h]!, omega: monoid.optionClasses(rules, phi, h, meter) });
  return types;
}

/**
 * Heap n as an old class: the class mex interpolation proves, else the first class whose
 * certificate passes, or null. The closure holds the types of the heaps below, checked: only what
 * heap n adds is checked again.
 */
export function conservativeExtension(
  proved: ProvedLevel,
  closure: TypeClosure,
  interpolation: MexInterpolation,
  rules: HeapRules,
  meter: WorkMeter,
): FoundLevel | null {
  const n = proved.level + 1;
  const { monoid, inP } = proved;
  const omega = monoid.optionClasses(rules, proved.phi, n, meter);
  // The heap alone is lost exactly when it has a move and none to P: its class must agree.
  const alone = omega.length > 0 && omega.every((w) => inP[w] === 0);
  // The classes of the heaps just below first (a period repeats them), then the others.
  const candidates = new Set<number>();
  for (let h = n - 1; h >= Math.max(1, n - 4 * monoid.order); h--) candidates.add(proved.phi[h]!);
  for (let x = 0; x < monoid.order; x++) candidates.add(x);
  // At most one class can be proved so (the quotient is reduced): no order is needed.
  for (const x of candidates)
    if ((inP[x] === 1) === alone && interpolation.proves(x, omega, meter)) {
      interpolation.keep(x, omega);
      return {
        level: { level: n, monoid, phi: [...proved.phi, x], inP },
        closure,
        types: closure.types,
        interpolated: true,
      };
    }
  for (const x of candidates) {
    if ((inP[x] === 1) !== alone) continue;
    const type = [{ heap: n, phi: x, omega }];
    // Tried on the closure itself, which is left as it was when the check fails.
    const checked = closure.tryAdd(type, meter);
    if (checked.ok)
      return {
        level: { level: n, monoid, phi: [...proved.phi, x], inP },
        closure,
        types: checked.types,
      };
  }
  return null;
}

/** A new generator's powers: gⁱ for i below 4, g⁴ = g²; the reduction merges what is not needed (g² = 1, g³ = g). */
const POWERS = 4;
const power = (i: number): number => (i < POWERS ? i : 2 + ((i - 2) % 2));

/** The most elements of a trial monoid (its table: 4 bytes times their square, 16 MB). */
const MOST_TRIAL_ELEMENTS = 2048;

/** New generators tried at most for one heap: heap n's, and old heaps' whose classes it splits. */
const MOST_NEW_GENERATORS = 3;

/**
 * Heap n as a new generator, the P-portion marked and the monoid reduced. When the certificate
 * fails at a position of heap n with an older heap, heap n tells that heap's old class apart: the
 * older heap is given a generator of its own too (recalibration), the largest of the failure first.
 * Null when no certificate passes.
 */
export function newGenerator(proved: ProvedLevel, rules: HeapRules, meter: WorkMeter): FoundLevel | null {
  const n = proved.level + 1;
  const renewed = [n];
  for (;;) {
    const found = withGenerators(proved, rules, meter, renewed);
    if ('level' in found) return found;
    const older = found.position.filter((h) => h < n && !renewed.includes(h));
    if (!older.length || renewed.length >= MOST_NEW_GENERATORS) return null;
    renewed.push(Math.max(...older));
  }
}

function withGenerators(
  proved: ProvedLevel,
  rules: HeapRules,
  meter: WorkMeter,
  renewed: readonly number[],
): FoundLevel | { readonly position: readonly number[] } {
  const n = proved.level + 1;
  const old = proved.monoid;
  const k = renewed.length;
  const digits = POWERS ** k;
  const size = old.order * digits;
  // The trial's table has size² entries: too large a trial is not tried (the learner goes on).
  if (size > MOST_TRIAL_ELEMENTS) return { position: [] };
  // Filled at a few nanoseconds an entry: a unit per 16 (the largest trial, 2048², about 0.1 s).
  meter.work += (size * size) >> 4;
  if (meter.work > meter.limit) meter.overLimit();
  // m·g1^i1·…·gk^ik is m·digits + Σ i_j·4^j.
  const combine = (a: number, b: number): number => {
    let out = 0;
    for (let j = 0, unit = 1; j < k; j++, unit *= POWERS)
      out += power((Math.floor(a / unit) % POWERS) + (Math.floor(b / unit) % POWERS)) * unit;
    return out;
  };
  const table = new Uint32Array(size * size);
  for (let a = 0; a < size; a++)
    for (let b = 0; b < size; b++)
      table[a * size + b] =
        old.product(Math.floor(a / digits), Math.floor(b / digits)) * digits + combine(a % digits, b % digits);
  const trial = new FiniteMonoid(size, table);
  const phi = proved.phi.map((x) => x * digits);
  phi.push(0);
  renewed.forEach((h, j) => (phi[h] = POWERS ** j));
  const inP = markP(trial, heapTypesOf(rules, trial, phi, meter), meter);
  if (!inP) return { position: [] };
  const reduced = reduce(trial, inP, phi, meter)!;
  const closure = new TypeClosure(reduced.monoid, reduced.inP);
  const checked = closure.add(heapTypesOf(rules, reduced.monoid, reduced.phi, meter), meter);
  if (!checked.ok) return { position: checked.position };
  return {
    level: { level: n, monoid: reduced.monoid, phi: reduced.phi, inP: reduced.inP },
    closure,
    types: checked.types,
  };
}

/**
 * Marks P position by position, each class by the first position that reaches it: positions are
 * taken in the order of their counts of heaps, the largest heap first, so that every option
 * (one heap fewer of some size, smaller heaps more) comes before; a count stops growing where it
 * reaches a class already marked. Null when a class is needed before it is marked.
 */
export function markP(monoid: Multiplication, heapTypes: readonly HeapType[], meter: WorkMeter): Uint8Array | null {
  const marked = new Uint8Array(monoid.order);
  const inP = new Uint8Array(monoid.order);
  let failed = false;
  const mark = (x: number, options: ReadonlySet<number>): void => {
    if (marked[x]) return;
    let toP = false;
    for (const y of options) {
      if (!marked[y]) failed = true;
      if (inP[y]) toP = true;
    }
    marked[x] = 1;
    inP[x] = options.size > 0 && !toP ? 1 : 0;
  };
  const visit = (depth: number, x: number, options: Set<number>): void => {
    if (failed) return;
    if (depth < 0) {
      mark(x, options);
      return;
    }
    const type = heapTypes[depth]!;
    for (;;) {
      visit(depth - 1, x, options);
      if (failed || type.omega.length === 0) return;
      const next = monoid.product(x, type.phi);
      if (marked[next]) return;
      const nextOptions = new Set<number>();
      // A product for each option and each of the heap's: a unit per eight (a few nanoseconds each).
      meter.work += (options.size + type.omega.length + 1) / 8;
      if (meter.work > meter.limit) meter.overLimit();
      for (const y of options) nextOptions.add(monoid.product(y, type.phi));
      for (const w of type.omega) nextOptions.add(monoid.product(x, w));
      x = next;
      options = nextOptions;
    }
  };
  visit(heapTypes.length - 1, 0, new Set());
  return failed ? null : inP;
}

/**
 * The quotient of the classes the heaps reach by P-indistinguishability (Moore's refinement); null
 * when it has more than `mostClasses` classes, found before its table (their square) is made.
 */
export function reduce(
  monoid: Multiplication,
  inP: Uint8Array,
  phi: readonly number[],
  meter: WorkMeter,
  mostClasses = Infinity,
): { monoid: FiniteMonoid; inP: Uint8Array; phi: number[] } | null {
  const gens = [...new Set(phi.slice(1))];
  // The classes reached from 1 by the heaps, each with its successors by the heaps' classes.
  const index = new Int32Array(monoid.order).fill(-1);
  index[0] = 0;
  const reached = [0];
  const succ: number[] = [];
  // Each class as first reached: the class before it and the heap class multiplied by.
  const parent = [-1];
  const parentGen = [-1];
  for (let i = 0; i < reached.length; i++)
    gens.forEach((g, k) => {
      const y = monoid.product(reached[i]!, g);
      let j = index[y]!;
      if (j < 0) {
        index[y] = j = reached.length;
        reached.push(y);
        parent.push(i);
        parentGen.push(k);
      }
      succ.push(j);
    });
  const size = reached.length;
  const stride = gens.length;
  // Each heap class's successors in a row of their own: a pass reads one heap class's, in order.
  const successor = new Int32Array(size * stride);
  for (let i = 0; i < size; i++) for (let k = 0; k < stride; k++) successor[k * size + i] = succ[i * stride + k]!;
  // Moore's refinement one heap class at a time, until a round over all of them splits nothing.
  // A pass splits each block by its members' successors' blocks: the members sorted by the
  // successor's block (a counting sort), a new block wherever a block meets a successor's block
  // it has not met in that sort. Typed arrays, not a map of pairs: a trial has up to 2^18 elements.
  let block = Int32Array.from(reached, (x) => inP[x]!);
  let count = new Set(block).size;
  let next = new Int32Array(size);
  const after = new Int32Array(size); // each class's successor's block
  const bySuccessor = new Int32Array(size);
  const starts = new Int32Array(size + 1);
  const met = new Int32Array(size); // each old block: the successor's block it last met
  const split = new Int32Array(size); // … and the new block it became there
  for (let settled = 0, g = 0; settled < stride; g = (g + 1) % stride) {
    // Each pass looks at every class's block and its successor's: a unit per sixteen.
    meter.work += size / 16;
    if (meter.work > meter.limit) meter.overLimit();
    const row = g * size;
    for (let i = 0; i < size; i++) after[i] = block[successor[row + i]!]!;
    starts.fill(0, 0, count + 1);
    for (let i = 0; i < size; i++) starts[after[i]! + 1]!++;
    for (let c = 0; c < count; c++) starts[c + 1]! += starts[c]!;
    for (let i = 0; i < size; i++) bySuccessor[starts[after[i]!]!++] = i;
    met.fill(-1, 0, count);
    let fresh = 0;
    for (let j = 0; j < size; j++) {
      const i = bySuccessor[j]!;
      const b = block[i]!;
      const c = after[i]!;
      if (met[b] !== c) {
        met[b] = c;
        split[b] = fresh++;
      }
      next[i] = split[b]!;
    }
    [block, next] = [next, block];
    if (fresh === count) settled++;
    else {
      settled = 0;
      count = fresh;
    }
  }
  // Blocks numbered in the order they are reached, the identity's first.
  const number = new Int32Array(count).fill(-1);
  const representative: number[] = [];
  for (let i = 0; i < size; i++) {
    const b = block[i]!;
    if (number[b] === -1) {
      number[b] = representative.length;
      representative.push(i);
    }
  }
  const order = representative.length;
  if (order > mostClasses) return null;
  const classOf = (x: number): number => number[block[index[x]!]!]!;
  // Each reduced class times each heap class (well defined: the blocks are a congruence).
  const act = new Int32Array(order * stride);
  for (let c = 0; c < order; c++)
    for (let k = 0; k < stride; k++) act[c * stride + k] = number[block[succ[representative[c]! * stride + k]!]!]!;
  // The reduced table: a class b first reached as c·g (c before it) times a is (a·c)·g, so each row
  // is filled left to right from its own earlier entries; row by row, for the cache (a row of
  // 10,000 classes is 20 kB, a column is spread over the whole table). A look-up an entry: a unit per 64.
  meter.work += (order * order) / 64;
  if (meter.work > meter.limit) meter.overLimit();
  const before = new Int32Array(order);
  const by = new Int32Array(order);
  for (let b = 1; b < order; b++) {
    const i = representative[b]!;
    before[b] = number[block[parent[i]!]!]!;
    by[b] = parentGen[i]!;
  }
  const table = order < 65536 ? new Uint16Array(order * order) : new Uint32Array(order * order);
  for (let a = 0; a < order; a++) {
    const row = a * order;
    table[row] = a;
    for (let b = 1; b < order; b++) table[row + b] = act[table[row + before[b]!]! * stride + by[b]!]!;
  }
  return {
    monoid: new FiniteMonoid(order, table),
    inP: Uint8Array.from(representative, (i) => inP[reached[i]!]!),
    phi: phi.map(classOf),
  };
}
