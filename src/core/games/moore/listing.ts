// Moore's winning moves in the order of ties (spec: the leftmost heap touched, the smaller amount
// from it, then the same for the next heap touched; fewer heaps first), at any size: the first
// 1,000 of 10^20 are walked to, not searched for one by one.
//
// The walk goes heap by heap, as the order does. Having chosen the first heaps' new values, it
// tries each later heap j in turn as the next one touched, and lists j's new values from the
// largest down (the smaller amounts first), each followed by every way of finishing the move on
// the heaps after j. Those values are read from an automaton over the binary columns (the count's
// pass of columns.ts, with heap j's bit chosen at each column): it is built forward from the
// highest column, then every state is marked by whether some completion reaches a losing
// position (or, for the cheapest move, by the largest total it can still leave); walking j's bits
// from the highest, a 1 is tried before a 0 and kept only where a marked state is reached. So each
// value found costs a walk down its bits, not a search, and no branch is entered that holds no
// winning move.

import { type ColumnBudget, bitOf, type Change, columnAllows } from './columns';
import { everySubset, HeapSets, merged } from './heapSets';

/** What the walk lists: the moves of a position to the losses of Moore's Nim, normal or misère. */
export interface MooreSetup {
  readonly heaps: readonly bigint[];
  /** K + 1. */
  readonly modulus: bigint;
  /** At most this many heaps a move touches (K, or every heap). */
  readonly touchable: number;
  readonly misere: boolean;
}

/** Flags of a state: the losses it aims at (misère's all-small ones), heap j still equal to its size, a heap of 2 or more left. */
const SMALL = 1;
const TIGHT = 2;
const LARGE = 4;

interface Node {
  readonly dropped: readonly number[];
  readonly setKey: number;
  readonly flags: number;
  /** The largest total the columns below can still add (0 in a plain walk), or -1 when no completion wins. */
  best: bigint;
}

/** The budget ran out. */
class OutOfWork extends Error {}

/**
 * The automaton of one step of the walk: heaps before j fixed (at their sizes or their chosen
 * values), heap j touched, at most `room` heaps after it touched besides.
 */
class StepAutomaton {
  /** layers[c]: the states after the columns from c up; layers[top] the start, layers[0] the end. */
  private readonly layers: Map<number, Node>[] = [];
  private readonly top: number;
  private readonly fixedOnes: number[] = [];
  private readonly onesAfter: number[][] = [];
  private readonly jDigits: string;
  private readonly m: number;
  private readonly sets: HeapSets;

  constructor(
    private readonly setup: MooreSetup,
    digits: readonly string[],
    fixed: readonly string[],
    j: number,
    private readonly room: number,
    private readonly weighted: boolean,
    private readonly budget: ColumnBudget,
  ) {
    const n = setup.heaps.length;
    this.m = setup.modulus > BigInt(n) ? n + 1 : Number(setup.modulus);
    this.sets = new HeapSets(n, room);
    this.jDigits = digits[j]!;
    let top = 1;
    for (const d of digits) top = Math.max(top, d.length);
    for (const d of fixed) top = Math.max(top, d.length);
    this.top = top;
    for (let b = 0; b < top; b++) {
      let ones = 0;
      for (const d of fixed) ones += bitOf(d, b);
      this.fixedOnes.push(ones);
      const after: number[] = [];
      for (let i = j + 1; i < n; i++) if (bitOf(digits[i]!, b) === 1) after.push(i);
      this.onesAfter.push(after);
    }
    // Sets too large for keys are past any budget: such a step is never built.
    if (this.sets.fits) this.build();
  }

  get fits(): boolean {
    return this.sets.fits;
  }

  /**
   * The states one column down from `s`, with heap j's bit `c` there (either where null): calls
   * `visit` with each and the column's ones.
   */
  private step(s: Node, b: number, c: number | null, visit: (next: Node, ones: number, jBit: number) => void): void {
    const free = s.dropped.length;
    const own = bitOf(this.jDigits, b);
    const small = (s.flags & SMALL) !== 0;
    const ones = free === 0 ? this.onesAfter[b]! : this.onesAfter[b]!.filter((i) => !s.dropped.includes(i));
    const next = this.layers[b]!;
    everySubset(ones, this.room - free, (drop) => {
      if (!this.budget.spend(1 + free)) throw new OutOfWork();
      const dropped = drop.length ? merged(s.dropped, drop) : s.dropped;
      const setKey = drop.length ? this.sets.keyOf(dropped) : s.setKey;
      const kept = this.fixedOnes[b]! + ones.length - drop.length;
      for (let jBit = 1; jBit >= 0; jBit--) {
        if (c !== null && jBit !== c) continue;
        // Heap j stays at most its size: below it once it puts a 0 on a 1 of its own.
        if (s.flags & TIGHT && jBit > own) continue;
        let flags = s.flags;
        if (jBit < own) flags &= ~TIGHT;
        for (let x = 0; x <= free; x++) {
          const total = kept + jBit + x;
          if (!columnAllows(small, b, total, this.m)) continue;
          const f = b >= 1 && total > 0 ? flags | LARGE : flags;
          const key = setKey * 8 + f;
          let node = next.get(key);
          if (!node) next.set(key, (node = { dropped, setKey, flags: f, best: -1n }));
          visit(node, total, jBit);
        }
      }
      return true;
    });
  }

  private build(): void {
    for (let c = 0; c <= this.top; c++) this.layers.push(new Map());
    const start = this.layers[this.top]!;
    start.set(TIGHT, { dropped: [], setKey: 0, flags: TIGHT, best: -1n });
    if (this.setup.misere) start.set(TIGHT | SMALL, { dropped: [], setKey: 0, flags: TIGHT | SMALL, best: -1n });
    // Forward: every state reachable, column by column.
    for (let b = this.top - 1; b >= 0; b--) {
      for (const s of this.layers[b + 1]!.values()) this.step(s, b, null, () => undefined);
      if (this.layers[b]!.size === 0) return;
    }
    // The end: heap j below its size; misère's Moore losses leave a heap of 2 or more.
    for (const s of this.layers[0]!.values()) {
      const large = this.setup.misere && !(s.flags & SMALL) ? (s.flags & LARGE) !== 0 : true;
      if (!(s.flags & TIGHT) && large) s.best = 0n;
    }
    // Backward: what each state can still reach.
    for (let b = 0; b < this.top; b++) {
      const bit = this.weighted ? 1n << BigInt(b) : 0n;
      for (const s of this.layers[b + 1]!.values()) {
        let best = -1n;
        this.step(s, b, null, (next, total) => {
          if (next.best < 0n) return;
          const value = next.best + bit * BigInt(total);
          if (value > best) best = value;
        });
        s.best = best;
      }
    }
  }

  /** The largest total a winning move of this step can leave (-1: none). */
  get best(): bigint {
    let best = -1n;
    for (const s of this.layers[this.top]!.values()) if (s.best > best) best = s.best;
    return best;
  }

  /**
   * Heap j's values from which the move can still be finished (to a total of `target` where one
   * is asked: the cheapest), the largest first.
   */
  *values(target: bigint | null): Generator<bigint> {
    // The states reached by the bits chosen so far, each with the largest total they carry.
    const start = new Map<Node, bigint>();
    for (const s of this.layers[this.top]!.values()) if (s.best >= 0n) start.set(s, 0n);
    const frames: { reached: Map<Node, bigint>; next: number }[] = [{ reached: start, next: 1 }];
    const value: number[] = [];
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const b = this.top - frames.length;
      if (b < 0) {
        let v = 0n;
        for (const d of value) v = (v << 1n) | BigInt(d);
        yield v;
        frames.pop();
        value.pop();
        continue;
      }
      if (frame.next < 0) {
        frames.pop();
        value.pop();
        continue;
      }
      const c = frame.next--;
      const bit = this.weighted ? 1n << BigInt(b) : 0n;
      const reached = new Map<Node, bigint>();
      for (const [s, sum] of frame.reached)
        this.step(s, b, c, (next, total) => {
          if (next.best < 0n) return;
          const carried = sum + bit * BigInt(total);
          const old = reached.get(next);
          if (old === undefined || carried > old) reached.set(next, carried);
        });
      let open = false;
      for (const [s, sum] of reached) if (target === null || sum + s.best === target) open = true;
      if (!open) continue;
      frames.push({ reached, next: 1 });
      value.push(c);
    }
  }
}

/**
 * The moves to Moore's losses in the order of ties, at most `limit` (only those leaving a total of
 * `target` where one is given: the cheapest); `complete` false when the budget ran out first.
 */
export function movesInOrder(
  setup: MooreSetup,
  limit: number,
  budget: ColumnBudget,
  target: bigint | null = null,
): { readonly changes: Change[][]; readonly complete: boolean } {
  const { heaps, touchable } = setup;
  const n = heaps.length;
  const digits = heaps.map((h) => h.toString(2));
  const out: Change[][] = [];
  const prefix: Change[] = [];
  /** The heaps before j as they stand: at their sizes, or the values chosen for them. */
  const fixedBefore = (j: number): string[] => {
    const fixed = digits.slice(0, j);
    for (const c of prefix) fixed[c.heap] = c.value.toString(2);
    return fixed;
  };
  /** Lists from the prefix on; false once the list is full. */
  const visit = (last: number, finished: boolean): boolean => {
    if (finished) {
      out.push(prefix.slice());
      if (out.length >= limit) return false;
    }
    if (prefix.length >= touchable) return true;
    for (let j = last + 1; j < n; j++) {
      if (heaps[j] === 0n) continue;
      const room = touchable - prefix.length - 1;
      const automaton = new StepAutomaton(setup, digits, fixedBefore(j), j, room, target !== null, budget);
      if (!automaton.fits) throw new OutOfWork();
      if (automaton.best < 0n) continue;
      const values = automaton.values(target);
      for (let v = values.next(); !v.done; v = values.next()) {
        prefix.push({ heap: j, value: v.value });
        const going = visit(j, endsHere(setup, digits, prefix, target));
        prefix.pop();
        if (!going) return false;
      }
    }
    return true;
  };
  try {
    visit(-1, false);
    return { changes: out, complete: true };
  } catch (e) {
    if (e instanceof OutOfWork) return { changes: out, complete: false };
    throw e;
  }
}

/** Whether the move of `prefix` alone leaves a loss (of total `target` where one is asked). */
function endsHere(
  setup: MooreSetup,
  digits: readonly string[],
  prefix: readonly Change[],
  target: bigint | null,
): boolean {
  const result = setup.heaps.slice();
  for (const c of prefix) result[c.heap] = c.value;
  if (target !== null && result.reduce((a, b) => a + b, 0n) !== target) return false;
  const m = setup.modulus;
  if (setup.misere && result.every((h) => h <= 1n)) return BigInt(result.filter((h) => h === 1n).length) % m === 1n % m;
  let top = 0;
  for (const d of digits) top = Math.max(top, d.length);
  const resultDigits = result.map((h) => h.toString(2));
  for (let b = 0; b < top; b++) {
    let ones = 0;
    for (const d of resultDigits) ones += bitOf(d, b);
    if (BigInt(ones) % m !== 0n) return false;
  }
  return true;
}
