// The plain mex of take-and-break codes over number arrays: G(n) from the values below it, every
// option looked at. The reference table of grundyTable.ts is made of it, and so is the solver's
// table that grows as positions need (breakTable.ts); the sparse-space method shares its option
// set and its removals.

import { digitAt, largestRemoval, type TakeAndBreakCode } from './takeAndBreak/code';

/** A growable set of small values, emptied in O(1) by changing the tag of the current set. */
export class ValueSet {
  marks = new Int32Array(64);
  tag = 0;

  /** Makes room for values below `size`. */
  reserve(size: number): void {
    if (size <= this.marks.length) return;
    let length = this.marks.length;
    while (length < size) length *= 2;
    const marks = new Int32Array(length);
    marks.set(this.marks);
    this.marks = marks;
  }

  /** The least value not in the set. */
  mex(): number {
    const marks = this.marks;
    const tag = this.tag;
    let v = 0;
    while (v < marks.length && marks[v] === tag) v++;
    return v;
  }
}

/**
 * Marks G(a) ⊕ G(s − a) for a = 1 … top, the splits of s into two heaps: four a pass, which makes
 * the plain table about 2.5 times faster here (a pass's own cost, its bounds and interrupt checks,
 * is shared by four pairs).
 */
export function markSplits(marks: Int32Array, tag: number, g: ArrayLike<number>, s: number, top: number): void {
  let a = 1;
  let b = s - 1;
  for (; a + 3 <= top; a += 4, b -= 4) {
    marks[g[a]! ^ g[b]!] = tag;
    marks[g[a + 1]! ^ g[b - 1]!] = tag;
    marks[g[a + 2]! ^ g[b - 2]!] = tag;
    marks[g[a + 3]! ^ g[b - 3]!] = tag;
  }
  for (; a <= top; a++, b--) marks[g[a]! ^ g[b]!] = tag;
}

/** The values left by removing j tokens (the digit's bits and modifier), as plain data. */
export interface Removal {
  readonly j: number;
  readonly bits: number;
  /** 0: none, 1: `!`, 2: `?`, 3: `=`. */
  readonly modifier: number;
}

const MODIFIER_CODE: Readonly<Record<string, number>> = { '!': 1, '?': 2, '=': 3 };

export function removal(code: TakeAndBreakCode, j: number): Removal {
  const d = digitAt(code, j);
  // d0 only splits: bits 1 and 2 would remove nothing and leave the heap or nothing.
  const bits = j === 0 ? d.bits & ~3 : d.bits;
  return { j, bits, modifier: d.modifier ? MODIFIER_CODE[d.modifier]! : 0 };
}

/** Whether heaps a ≤ b ≤ … (sorted) pass the modifier: `!` pairwise different, `?` not all equal, `=` all equal. */
function passes2(modifier: number, a: number, b: number): boolean {
  if (modifier === 0) return true;
  return modifier === 3 ? a === b : a !== b;
}

function passes3(modifier: number, a: number, b: number, c: number): boolean {
  switch (modifier) {
    case 1:
      return a < b && b < c;
    case 2:
      return a !== c;
    case 3:
      return a === c;
    default:
      return true;
  }
}

function passes4(modifier: number, a: number, b: number, c: number, d: number): boolean {
  switch (modifier) {
    case 1:
      return a < b && b < c && c < d;
    case 2:
      return a !== d;
    case 3:
      return a === d;
    default:
      return true;
  }
}

/**
 * The plain mex step, value after value over number arrays: G(n) from G(0) … G(n − 1), every option
 * looked at: for each j with a digit, the heap of exactly j taken (bit 1), one heap n − j (bit 2),
 * and every split of n − j into two, three or four non-empty heaps (bits 4, 8, 16; as multisets
 * a ≤ b ≤ c ≤ d, the modifier checked on each). The one mex of the plain table below and of a
 * solver's table that grows as its positions need (takeAndBreak.ts's BreakTable); quadratic in the
 * table's length for codes that split in two, cubic and quartic for three- and four-way breaks.
 */
export class PlainMex {
  /** Work spent so far: options looked at, roughly. */
  work = 0;
  private readonly removals: Removal[] = [];
  private nextJ = 0;
  private readonly finite: number | null;
  private readonly set = new ValueSet();
  private bound = 1; // every value so far is below this power of two, and so is every XOR of them
  private scanned = 0; // the values bound covers: G(0) … G(scanned − 1)

  constructor(private readonly code: TakeAndBreakCode) {
    this.finite = largestRemoval(code);
  }

  /** G(n), given G(0) … G(n − 1) in `g`. */
  value(g: ArrayLike<number>, n: number): number {
    // Room for every XOR of the values so far, those found elsewhere too (a sparse table's).
    for (; this.scanned < n; this.scanned++) this.widen(g[this.scanned]!);
    // The removals a heap of n allows, read once each as n grows (a tail allows any amount).
    while (this.nextJ <= n && (this.finite === null || this.nextJ <= this.finite)) {
      const r = removal(this.code, this.nextJ++);
      if (r.bits !== 0) this.removals.push(r);
    }
    const set = this.set;
    const tag = (set.tag = n + 1);
    const marks = set.marks;
    let work = 1;
    for (const { j, bits, modifier } of this.removals) {
      const s = n - j;
      if (s < 0) break;
      if (bits & 1 && s === 0) marks[0] = tag;
      if (bits & 2 && s >= 1) marks[g[s]!] = tag;
      if (bits & 4) {
        if (modifier === 0) markSplits(marks, tag, g, s, s >> 1);
        else for (let a = 1; a + a <= s; a++) if (passes2(modifier, a, s - a)) marks[g[a]! ^ g[s - a]!] = tag;
        work += s >> 1;
      }
      if (bits & 8) {
        for (let a = 1; 3 * a <= s; a++) {
          const x = g[a]!;
          const rest = s - a;
          // Without a modifier (the common case) the inner loop is two reads and a write.
          if (modifier === 0) for (let b = a; 2 * b <= rest; b++) marks[x ^ g[b]! ^ g[rest - b]!] = tag;
          else
            for (let b = a; 2 * b <= rest; b++)
              if (passes3(modifier, a, b, rest - b)) marks[x ^ g[b]! ^ g[rest - b]!] = tag;
        }
        work += (s * s) / 12;
      }
      if (bits & 16) {
        for (let a = 1; 4 * a <= s; a++)
          for (let b = a; a + 3 * b <= s; b++)
            for (let c = b; a + b + 2 * c <= s; c++) {
              const d = s - a - b - c;
              if (passes4(modifier, a, b, c, d)) marks[g[a]! ^ g[b]! ^ g[c]! ^ g[d]!] = tag;
            }
        work += (s * s * s) / 144;
      }
      work++;
    }
    const v = set.mex();
    this.work += work;
    return v;
  }

  private widen(v: number): void {
    if (v < this.bound) return;
    while (v >= this.bound) this.bound *= 2;
    this.set.reserve(this.bound + 1);
  }
}
