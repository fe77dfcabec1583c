// Misère quotients (Plambeck and Siegel) of one heap game, heap by heap (learner.ts), with the
// proofs the solver relies on: every level's certificate (certificate.ts) or, for a heap that is
// an old class, mex interpolation (interpolation.ts), the monoid's laws and its reduction checked
// on its table (monoid.ts), and Φ's period proved for every heap size.
//
// The period: if Φ(h + p) = Φ(h) for n0 ≤ h ≤ N − p, extend Φ so for every h. A heap's type (its
// class and its options' classes) is then the type of h + p for h ≥ 2·max(n0, 1) + p + k, k the
// most tokens a move takes: its options leave Φ(h − j), periodic once h − j ≥ n0, and splits
// a + b = c whose products Φ(a)·Φ(b) are the same set for c and c + p once c ≥ 2·max(n0, 1) + p
// (a piece below n0 pairs with a periodic one; two periodic pieces cover every residue). So every
// heap from 2·max(n0, 1) + 2p + k on has the type of the heap p below it, and when N reaches one
// less than that every heap's type is one the certificate of level N checked or one mex
// interpolation proved (its witness and compatibility depend on the type alone): every position
// of any heaps is decided, and the period is proved.

import { type HeapRules } from './heapRules';
import { GUESSES, type Guess, type LevelProof, QuotientLearner } from './learner';
import { type FiniteMonoid } from './monoid';
import { OutOfWork, type ProvedLevel } from './outcomes';
import { presentation, type Presentation } from './presentation';

export interface QuotientPeriod {
  readonly period: number;
  readonly preperiod: number;
  /** The heap whose level proved it. */
  readonly foundAt: number;
}

/** The quotient proved for every position of heaps up to `level`, and beyond with a period. */
export interface MisereQuotient {
  readonly level: number;
  readonly order: number;
  readonly monoid: FiniteMonoid;
  readonly inP: Uint8Array;
  /** Φ(0 … level). */
  readonly phi: readonly number[];
  readonly period: QuotientPeriod | null;
  /** Types of positions the last certificate kept (every other type it reached is dominated by one). */
  readonly types: number;
  /** Heaps proved an old class by mex interpolation since the table last changed (the certificate proved the others). */
  readonly interpolated: number;
  readonly presentation: Presentation;
  /** Heaps where the presentation changed (a new class). */
  readonly changedAt: readonly number[];
}

/** Φ(h) of a proved quotient: from the table within its level, by its period beyond; else null. */
export function classOf(q: MisereQuotient, h: bigint): number | null {
  if (h <= BigInt(q.level)) return q.phi[Number(h)]!;
  const p = q.period;
  if (!p) return null;
  return q.phi[p.preperiod + Number((h - BigInt(p.preperiod)) % BigInt(p.period))]!;
}

/**
 * The least period that the values Φ(0 … N) prove, with its least preperiod: the least p whose
 * preperiod n0 satisfies N ≥ 2·max(n0, 1) + 2p + k − 1; null when none does.
 */
export function provedPhiPeriod(phi: readonly number[], k: number): { period: number; preperiod: number } | null {
  const n = phi.length - 1;
  for (let p = 1; 2 * p + k - 1 <= n; p++) {
    let n0 = n - p + 1;
    while (n0 > 0 && phi[n0 - 1 + p] === phi[n0 - 1]) n0--;
    if (n >= 2 * Math.max(n0, 1) + 2 * p + k - 1) return { period: p, preperiod: n0 };
  }
  return null;
}

/**
 * The work of a new table's checks: associativity by Light's test over the heaps' classes (a triple
 * a unit per 256: a nanosecond or two each), the reduction at every product of every round.
 */
function lawWork(monoid: FiniteMonoid, generators: readonly number[]): number {
  const n = monoid.order;
  // Light's test where the heaps' classes generate the table, else every middle element.
  const middles = monoid.generates(generators) ? generators.length : n;
  return (n * n * middles) / 256 + (n * n) / 16 + (n * generators.length) / 64;
}

/** What is wrong with a new table, or null: its laws (Light's test over `generators`), then its reduction. */
function tableFailure(level: ProvedLevel, generators: readonly number[]): string | null {
  return (
    level.monoid.lawFailure(generators) ??
    (level.monoid.isReduced(level.inP) ? null : 'two classes are P-indistinguishable')
  );
}

export class QuotientEngine {
  private readonly learner: QuotientLearner;
  private result: MisereQuotient | null = null;
  private changedAt: number[] = [];
  /** Set when the work ran out at a level: that level is not tried again with the same allowance. */
  exhausted = false;
  /** A check of a new table that failed (a bug, never expected): the engine stops before that level. */
  failure: string | null = null;
  /** Set when the watcher asked the engine to stop (see `watch`): it stopped as if its work ran out. */
  stopped = false;

  constructor(
    readonly rules: HeapRules,
    guesses: readonly Guess[] = GUESSES,
  ) {
    this.learner = new QuotientLearner(rules, guesses);
  }

  get quotient(): MisereQuotient | null {
    return this.result;
  }

  /** Work spent so far (options looked at, types checked). */
  get work(): number {
    return this.learner.outcomes.work;
  }

  /** Positions the searches keep. */
  get positions(): number {
    return this.learner.outcomes.positions;
  }

  /** The classes of the level being worked on (the partial quotient's order when the work ran out). */
  get classes(): number {
    return this.learner.classes;
  }

  /**
   * Has `checkpoint` asked every few milliseconds of work (progress, a request to stop): when it
   * answers false, the level being worked on is given up as if the work ran out, and the engine
   * keeps what it proved.
   */
  watch(checkpoint: () => boolean): void {
    this.learner.outcomes.checkpoint = () => {
      if (checkpoint()) return true;
      this.stopped = true;
      return false;
    };
  }

  /**
   * Goes on from a quotient an earlier run proved (Φ(0 … level), its table and P), checked here as
   * every new table is: the monoid laws, the reduction, and the certificate of every type of
   * position of those heaps. `changedAt`: the heaps where that run found new classes. Returns why
   * the quotient is refused, or null when the engine stands at its level.
   */
  resume(level: ProvedLevel, changedAt: readonly number[]): string | null {
    if (this.result) throw new Error('quotient engine: resumed after it started');
    const n = level.monoid.order;
    const outcomes = this.learner.outcomes;
    const generators = [...new Set(level.phi)];
    outcomes.work += lawWork(level.monoid, generators);
    const failure = tableFailure(level, generators);
    if (failure) return failure;
    let proof: LevelProof | null;
    try {
      proof = this.learner.restore(level);
    } catch (e) {
      if (!(e instanceof OutOfWork)) throw e;
      return 'the work ran out while its certificate was checked';
    }
    if (!proof) return 'its certificate fails';
    this.changedAt = changedAt.slice();
    const per = provedPhiPeriod(level.phi, this.rules.largestRemoval);
    this.result = {
      level: level.level,
      order: n,
      monoid: level.monoid,
      inP: level.inP,
      phi: level.phi,
      period: per && { ...per, foundAt: level.level },
      types: proof.types,
      interpolated: 0,
      presentation: presentation(level.monoid, level.phi),
      changedAt: this.changedAt.slice(),
    };
    return null;
  }

  /**
   * Proves heap after heap until `maxHeap`, a proved period, or `totalWork` spent (counted from the
   * engine's start, so that one allowance gives one answer however it is asked for).
   */
  advance(maxHeap: number, totalWork: number, onHeap?: (q: MisereQuotient) => void): MisereQuotient | null {
    const outcomes = this.learner.outcomes;
    while (!this.failure && !this.stopped && !this.result?.period && (this.result?.level ?? 0) < maxHeap) {
      if (outcomes.work >= totalWork) {
        this.exhausted = true;
        break;
      }
      outcomes.allow(totalWork);
      let proof: LevelProof;
      try {
        proof = this.learner.proveNext();
      } catch (e) {
        if (!(e instanceof OutOfWork)) throw e;
        this.exhausted = true;
        break;
      } finally {
        outcomes.allow(Infinity);
      }
      const { level, types, newClasses, interpolated } = proof;
      // A new table is used only once its laws hold and no two of its classes are P-indistinguishable.
      const newTable = level.monoid !== this.result?.monoid;
      if (newTable) {
        const generators = [...new Set(level.phi)];
        outcomes.work += lawWork(level.monoid, generators);
        if (outcomes.work > totalWork) {
          this.exhausted = true;
          break;
        }
        const failure = tableFailure(level, generators);
        if (failure) {
          this.failure = failure;
          this.exhausted = true;
          break;
        }
      }
      if (newClasses) this.changedAt.push(level.level);
      const per = provedPhiPeriod(level.phi, this.rules.largestRemoval);
      this.result = {
        level: level.level,
        order: level.monoid.order,
        monoid: level.monoid,
        inP: level.inP,
        phi: level.phi,
        period: per && { ...per, foundAt: level.level },
        types,
        interpolated: (newTable || !this.result ? 0 : this.result.interpolated) + (interpolated ? 1 : 0),
        // The same table keeps its generators (every class is reached by the heaps below): the
        // same presentation, which costs far more than a heap of a conservative extension.
        presentation: newTable || !this.result ? presentation(level.monoid, level.phi) : this.result.presentation,
        changedAt: this.changedAt.slice(),
      };
      onHeap?.(this.result);
    }
    // Searches are done for good once a period is proved or the work is spent: their memo goes.
    if (this.result?.period || this.exhausted) outcomes.forget();
    return this.result;
  }
}
