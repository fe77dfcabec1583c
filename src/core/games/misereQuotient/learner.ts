// The quotient engine, heap by heap. Its hypothesis is a table in the manner of Angluin's learner:
// classes named by a position each (their access positions), told apart by test positions; two
// positions are in one class while every test added to them gives the same misère outcome. Classes
// told apart are truly distinct (a test proves it), so the hypothesis is always reduced: no two of
// its elements are P-indistinguishable.
//
// Adding heap n: the classes' successors by n are looked up (a conservative extension when heap n's
// row is an old one and nothing else moves), the table is closed (a successor with a new row is a
// new class: a new generator), and the hypothesis is checked twice:
// - its moves must commute, which makes the classes a commutative monoid;
// - the certificate (certificate.ts): over every type (class, classes of the options) a position
//   of heaps up to n can have, the class is in P exactly when the options' classes say so.
// A failure gives a position the hypothesis gets wrong; the test that splits the class it was put
// in is found by Rivest and Schapire's halving (the least failure's suffix), and the classes are
// recalibrated by it: every row gets the new test's column, and the table is closed again.

import { TypeClosure } from './certificate';
import { expansion } from './expansion';
import { MexInterpolation } from './interpolation';
import { conservativeExtension, type FoundLevel, heapTypesOf, newGenerator } from './searchFree';
import { FiniteMonoid } from './monoid';
import { type HeapRules } from './heapRules';
import { mergeHeaps, MisereOutcomes, type ProvedLevel } from './outcomes';

function ascending(heaps: readonly number[]): number[] {
  return heaps.slice().sort((a, b) => a - b);
}

export interface LevelProof {
  readonly level: ProvedLevel;
  /** Types of positions the certificate checked. */
  readonly types: number;
  /** Classes heap `level` added (0 for a conservative extension). */
  readonly newClasses: number;
  /** Heap `level` was proved an old class by mex interpolation, without a pass of the certificate. */
  readonly interpolated: boolean;
}

/**
 * The guesses tried, in order, at a heap that is no conservative extension, before the learner
 * searches: a new generator beside the old quotient (with up to three old heaps renewed), and
 * Plambeck and Siegel's expansion (expansion.ts). The tests name them to hold the paths to the
 * same quotients.
 */
export type Guess = 'generator' | 'expansion';

export const GUESSES: readonly Guess[] = ['expansion', 'generator'];

export class QuotientLearner {
  readonly outcomes: MisereOutcomes;
  /** Each class's access position, in the order its heaps were added (the class is reached by it). */
  private access: number[][] = [[]];
  private accessSorted: number[][] = [[]];
  /** Each class's outcomes with the tests, '1' for P. */
  private rows: string[] = [];
  private rowIndex = new Map<string, number>();
  /** The tests, ascending heaps; the first is the empty position (the class's own outcome). */
  private tests: number[][] = [[]];
  /** succ[c][h]: the row of class c's access position with a heap of h added. */
  private succ: string[][] = [];
  private delta: number[][] = [];
  /** Heaps within the alphabet: 1 … letters. */
  private letters = 0;
  /** The last level proved. */
  proof: LevelProof | null = null;
  /** Its certificate's types, every one checked. */
  private closure: TypeClosure | null = null;
  /** Mex interpolation's witnesses and compatibilities, for the closure's quotient. */
  private interpolation: MexInterpolation | null = null;

  constructor(
    readonly rules: HeapRules,
    private readonly guesses: readonly Guess[] = GUESSES,
  ) {
    this.outcomes = new MisereOutcomes(rules);
    const row = this.bit([]);
    this.rows.push(row);
    this.rowIndex.set(row, 0);
    this.succ.push([]);
    this.delta.push([]);
  }

  get classes(): number {
    return this.rows.length;
  }

  private bit(heaps: readonly number[]): string {
    let row = '';
    for (const e of this.tests) row += this.outcomes.isP(mergeHeaps(heaps, e)) ? '1' : '0';
    return row;
  }

  /** A snapshot of the table, restored when a level's work runs out halfway. */
  private snapshot(): () => void {
    const saved = {
      access: this.access.slice(),
      accessSorted: this.accessSorted.slice(),
      rows: this.rows.slice(),
      tests: this.tests.slice(),
      succ: this.succ.map((s) => s.slice()),
      delta: this.delta.map((d) => d.slice()),
      letters: this.letters,
    };
    return () => {
      Object.assign(this, saved);
      this.rowIndex = new Map(this.rows.map((r, i) => [r, i]));
    };
  }

  /**
   * Proves the quotient of every position of heaps up to one more than the last level, within the
   * work the outcomes allow; throws OutOfWork, the table as it was, when the work runs out.
   */
  proveNext(): LevelProof {
    const before = this.outcomes.proved;
    const n = (before?.level ?? 0) + 1;
    const closure = this.closure;
    const found = before && closure ? this.guess(before, closure) : null;
    if (found) {
      this.closure = found.closure;
      return this.proved(found.level, found.types, before, found.interpolated ?? false);
    }
    const restore = this.snapshot();
    try {
      this.letters = n;
      for (;;) {
        this.close();
        const clash = this.clash();
        if (clash) {
          this.split(clash);
          continue;
        }
        const monoid = this.monoid();
        const phi = [0];
        for (let h = 1; h <= n; h++) phi.push(this.delta[0]![h]!);
        const inP = Uint8Array.from(this.rows, (r) => (r[0] === '1' ? 1 : 0));
        const closure = new TypeClosure(monoid, inP);
        const checked = closure.add(heapTypesOf(this.rules, monoid, phi, this.outcomes), this.outcomes);
        if (!checked.ok) {
          // The classes commute now: any order reads the same; largest heaps first keeps the test small.
          this.split(this.wrongPosition(checked.position, monoid, phi, inP).sort((a, b) => b - a));
          continue;
        }
        this.closure = closure;
        return this.proved({ level: n, monoid, phi, inP }, checked.types, before);
      }
    } catch (e) {
      restore();
      throw e;
    }
  }

  /**
   * Starts from a level proved elsewhere (a file of an earlier run), once its certificate passes
   * here: the level's proof, or null when the certificate fails (the learner is left as it was).
   */
  restore(level: ProvedLevel): LevelProof | null {
    const closure = new TypeClosure(level.monoid, level.inP);
    const checked = closure.add(heapTypesOf(this.rules, level.monoid, level.phi, this.outcomes), this.outcomes);
    if (!checked.ok) return null;
    this.closure = closure;
    return this.proved(level, checked.types, null);
  }

  /** Heap n as an old class, else by the guesses in their order; null when none passes its certificate. */
  private guess(before: ProvedLevel, closure: TypeClosure): FoundLevel | null {
    if (this.interpolation?.closure !== closure) this.interpolation = new MexInterpolation(closure);
    const found = conservativeExtension(before, closure, this.interpolation, this.rules, this.outcomes);
    if (found) return found;
    for (const g of this.guesses) {
      const level =
        g === 'generator'
          ? newGenerator(before, this.rules, this.outcomes)
          : expansion(before, this.rules, this.outcomes);
      if (level) return level;
    }
    return null;
  }

  private proved(level: ProvedLevel, types: number, before: ProvedLevel | null, interpolated = false): LevelProof {
    this.outcomes.proved = level;
    this.proof = { level, types, newClasses: level.monoid.order - (before?.monoid.order ?? 1), interpolated };
    return this.proof;
  }

  /** Fills every successor; a successor with a row of no class is a new class. */
  private close(): void {
    for (let c = 0; c < this.classes; c++) {
      for (let h = 1; h <= this.letters; h++) {
        let row = this.succ[c]![h];
        if (row === undefined) row = this.succ[c]![h] = this.bit(mergeHeaps(this.accessSorted[c]!, [h]));
        let target = this.rowIndex.get(row);
        if (target === undefined) {
          target = this.rows.length;
          const access = [...this.access[c]!, h];
          this.access.push(access);
          this.accessSorted.push(ascending(access));
          this.rows.push(row);
          this.rowIndex.set(row, target);
          this.succ.push([]);
          this.delta.push([]);
        }
        this.delta[c]![h] = target;
      }
    }
  }

  private run(from: number, heaps: readonly number[]): number {
    let c = from;
    for (const h of heaps) c = this.delta[c]![h]!;
    return c;
  }

  /**
   * Two orders of the same heaps that reach different classes, as a position the hypothesis gets
   * wrong (one of four always is: the classes' rows differ at a test, and the position is one).
   */
  private clash(): number[] | null {
    for (let c = 0; c < this.classes; c++) {
      const d = this.delta[c]!;
      for (let g = 1; g <= this.letters; g++)
        for (let h = g + 1; h <= this.letters; h++) {
          const x = this.delta[d[g]!]![h]!;
          const y = this.delta[d[h]!]![g]!;
          if (x === y) continue;
          let e = 0;
          while (this.rows[x]![e] === this.rows[y]![e]) e++;
          const test = this.tests[e]!;
          const words = [
            [...this.access[x]!, ...test],
            [...this.access[y]!, ...test],
            [...this.access[c]!, g, h, ...test],
            [...this.access[c]!, h, g, ...test],
          ];
          for (const w of words)
            if ((this.rows[this.run(0, w)]![0] === '1') !== this.outcomes.isP(ascending(w))) return w;
          throw new Error('quotient engine: a clash of classes without a wrong position');
        }
    }
    return null;
  }

  /** The monoid of the classes: a·b is where b's access position leads from a. */
  private monoid(): FiniteMonoid {
    const n = this.classes;
    const table = n < 65536 ? new Uint16Array(n * n) : new Uint32Array(n * n);
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) table[a * n + b] = this.run(a, this.access[b]!);
    return new FiniteMonoid(n, table);
  }

  /** A position whose class's P is wrong: the certificate's position itself, or one of its options. */
  private wrongPosition(
    heaps: readonly number[],
    monoid: FiniteMonoid,
    phi: readonly number[],
    inP: Uint8Array,
  ): number[] {
    const wrong = (x: readonly number[]): boolean => (inP[monoid.classOf(phi, x)] === 1) !== this.outcomes.isP(x);
    if (wrong(heaps)) return heaps.slice();
    for (const option of this.outcomes.optionsOf(heaps)) if (wrong(option)) return option;
    throw new Error('quotient engine: a failed certificate without a wrong position');
  }

  /**
   * Splits the class a wrong position was put in: by halving, the place where reading the position
   * heap by heap goes wrong, and the rest of the position there becomes a test (Rivest–Schapire).
   */
  private split(word: readonly number[]): void {
    const answer = (j: number): boolean =>
      this.outcomes.isP(mergeHeaps(this.accessSorted[this.run(0, word.slice(0, j))]!, ascending(word.slice(j))));
    let lo = 0;
    let hi = word.length;
    const first = answer(lo);
    if (first === answer(hi)) throw new Error('quotient engine: a position that is not wrong');
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (answer(mid) === first) lo = mid;
      else hi = mid;
    }
    this.addTest(ascending(word.slice(lo + 1)));
  }

  private addTest(test: number[]): void {
    const key = test.join(',');
    if (this.tests.some((e) => e.join(',') === key)) throw new Error('quotient engine: a test found twice');
    // Computed before anything changes: the work may run out here.
    const rows = this.accessSorted.map((a) => (this.outcomes.isP(mergeHeaps(a, test)) ? '1' : '0'));
    const succ = this.accessSorted.map((a) => {
      const bits: string[] = [];
      for (let h = 1; h <= this.letters; h++)
        bits[h] = this.outcomes.isP(mergeHeaps(mergeHeaps(a, [h]), test)) ? '1' : '0';
      return bits;
    });
    this.tests.push(test);
    this.rows = this.rows.map((r, c) => r + rows[c]!);
    this.rowIndex = new Map(this.rows.map((r, i) => [r, i]));
    this.succ = this.succ.map((s, c) => s.map((r, h) => r + succ[c]![h]!));
    this.delta = this.delta.map(() => []);
  }
}
