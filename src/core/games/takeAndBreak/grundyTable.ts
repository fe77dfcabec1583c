// Tables of Grundy values of take-and-break games at research scale: G(0) … G(N − 1) of a code,
// exactly, in time near-linear in N for the codes that have a sparse space (Winning Ways, ch. 4,
// "Sparse space spells speed"; Flammenkamp's octal tables), and the plain mex table as reference.
//
// The plain table is quadratic for a code that splits: G(n) is the mex of G(a) ⊕ G(b) over every
// split a + b = n − j. The sparse space: for a mask M, call a value v common when the parity of
// v ∧ M is odd and rare when it is even, and a heap size i rare when G(i) is. Parity of a masked
// XOR is the XOR of the parities, so G(a) ⊕ G(b) is common exactly when one of a, b is rare and the
// other common. For many games (Grundy's game with M = …11110, most octal games) the rare heap
// sizes are few, and then for each n:
//  1. every common option is found exactly by looping over the rare sizes r < s only (the pair
//     (r, s − r)), besides the moves that leave no heap or one heap;
//  2. c := the least common value that is not an option is known exactly, so G(n) ≤ c, and
//     G(n) = c unless some rare value below c is not an option;
//  3. the rare values below c that step 1 did not meet are looked for among all the splits,
//     stopping as soon as each has been met: then G(n) = c. They come from two common sizes, which
//     are everywhere, so the look usually stops early: first at the splits that met the value
//     lately (keeping their smaller or their larger heap), then over every split, in stretches of
//     32 smaller heaps taken in a scattered order that visits each stretch once. Only when this
//     runs through every split without meeting them all is a rare value missing, and then the full
//     look has shown G(n) = the least value not met, a rare value (and n a rare size: few of those).
// Every answer is the mex of an option set that is either complete (steps 1 and 3 run to the end)
// or proved to contain every value below c (common ones by step 1's exactness, rare ones met in
// step 3) and not c (common, not met in step 1, and step 1 meets every common option): exact for any
// mask. The mask only decides the speed; it is chosen from the values so far (the mask with fewest
// rare sizes, by a Walsh–Hadamard transform of the values' histogram) and revised as the table
// grows. Mask 0 makes every size rare: step 1 is then the plain table. Where every splitting j has
// one parity, the class may also be twisted by the parity of the heap size (Flammenkamp's sparse
// space "in the domain", see `sparseTable`), which is what 0.051 and 0.106, for example, need.
//
// The sparse method covers the finite codes (no tail that moves) whose every digit leaves at most
// two heaps (bits 1, 2, 4; any modifier; d0). Other codes (three- or four-way breaks, tails) get the
// plain table: a tail lets a move take any amount, so even one-heap options are linear per n.
//
// The loop runs in WebAssembly where it can (sparseKernel.wat, driven by sparseKernel.ts: the same
// steps, so the same values and work, about 1.7 times faster); the TypeScript loop below is the
// reference the tests hold it to, and what runs where WebAssembly does not (or for short tables).
//
// Values are returned as a Uint32Array (a Grundy value of a heap of n is at most the number of its
// options, so below 2^32 for any table that fits in memory).

import { markSplits, PlainMex, ValueSet } from '../plainMex';
import { type TakeAndBreakCode, largestRemoval, mostHeapsLeft } from './code';
import { kernelSparseTable } from './sparseKernel';
import {
  bestClass,
  classSize,
  FIRST_MASK_AT,
  gcd,
  type GrundyTableOptions,
  HINTS,
  MASK_BITS,
  parityTable,
  PLAIN_PAIR_SHARE,
  plainStats,
  SCAN_STRETCH,
  type SparseClass,
  sparseMoves,
  stopAfter,
  workUntilCheck,
} from './sparseSpace';

export type { GrundyTableOptions, SparseClass, SparseStats, WorkMeter } from './sparseSpace';

/** How `grundyTable` computes a code's table. */
export type TableMethod = 'sparse space' | 'plain mex';

/** Whether the sparse-space method applies to the code (finite, every digit leaving at most two heaps). */
export function tableMethod(code: TakeAndBreakCode): TableMethod {
  return largestRemoval(code) !== null && mostHeapsLeft(code) <= 2 ? 'sparse space' : 'plain mex';
}

/**
 * G(0) … G(count − 1) of the code, exactly: by the sparse-space method where it applies (see
 * `tableMethod`), else by the plain mex table. When `shouldStop()` says so, the values so far (a view
 * of the first ones) are returned.
 */
export function grundyTable(code: TakeAndBreakCode, count: number, options: GrundyTableOptions = {}): Uint32Array {
  if (tableMethod(code) !== 'sparse space') return naiveGrundyTable(code, count, options);
  return (count >= KERNEL_FROM ? kernelSparseTable(code, count, options) : null) ?? sparseTable(code, count, options);
}

/**
 * The WebAssembly kernel from this many values on: below, starting it (a memory, an instance: about
 * 0.2 ms) costs more than it saves (measured: even at 4,096 values of Kayles, 1.2 ms against 1.6 ms).
 */
const KERNEL_FROM = 4096;

/** The loop that computes a sparse-space table: WebAssembly where it runs (see sparseKernel.ts), else TypeScript. */
export type SparseEngine = 'webassembly' | 'typescript';

/**
 * The sparse-space table with a class fixed by the caller instead of chosen from the values (null:
 * chosen), by the engine asked for (the tests compare them): exact for every class (only the speed
 * depends on it). A twist needs every splitting j of one parity. Only for codes whose `tableMethod`
 * is 'sparse space'; 'webassembly' throws where WebAssembly does not run.
 */
export function sparseGrundyTable(
  code: TakeAndBreakCode,
  count: number,
  sparseClass: SparseClass | null,
  options: GrundyTableOptions = {},
  engine: SparseEngine | 'any' = 'any',
): Uint32Array {
  if (tableMethod(code) !== 'sparse space')
    throw new Error('the sparse-space method needs a finite code leaving at most two heaps');
  if (engine !== 'typescript') {
    const table = kernelSparseTable(code, count, options, sparseClass);
    if (table) return table;
    if (engine === 'webassembly' && count >= 2) throw new Error('the WebAssembly kernel does not run here');
  }
  return sparseTable(code, count, options, sparseClass);
}

/**
 * The plain mex table (`PlainMex`, value after value). The reference for `grundyTable`; quadratic
 * in `count` for codes that split in two, cubic and quartic for three- and four-way breaks.
 */
export function naiveGrundyTable(code: TakeAndBreakCode, count: number, options: GrundyTableOptions = {}): Uint32Array {
  const g = new Uint32Array(Math.max(0, count));
  const mex = new PlainMex(code);
  let reported = 0;
  let check = workUntilCheck(options, 0);
  const stats = options.stats;
  for (let n = 1; n < count; n++) {
    g[n] = mex.value(g, n);
    if (mex.work - reported >= check) {
      const work = mex.work - reported;
      reported = mex.work;
      if (stats) plainStats(stats, n + 1);
      if (stopAfter(options, work, g, n + 1, count)) return g.subarray(0, n + 1);
      check = workUntilCheck(options, reported);
    }
  }
  if (options.meter) options.meter.spent += mex.work - reported;
  if (stats) plainStats(stats, count);
  return g;
}

/**
 * Step 1 for the rare sizes rare[from … to − 1] below s: G(r) ⊕ G(s − r), four a pass (as markSplits,
 * which made the loop about 2.5 times faster).
 */
function markRarePairs(
  marks: Int32Array,
  tag: number,
  rare: Int32Array,
  rareValue: Uint32Array,
  g: Uint32Array,
  s: number,
  from: number,
  to: number,
): void {
  let i = from;
  for (; i + 3 < to; i += 4) {
    marks[rareValue[i]! ^ g[s - rare[i]!]!] = tag;
    marks[rareValue[i + 1]! ^ g[s - rare[i + 1]!]!] = tag;
    marks[rareValue[i + 2]! ^ g[s - rare[i + 2]!]!] = tag;
    marks[rareValue[i + 3]! ^ g[s - rare[i + 3]!]!] = tag;
  }
  for (; i < to; i++) marks[rareValue[i]! ^ g[s - rare[i]!]!] = tag;
}

/**
 * The sparse-space table (see the top of the file); codes with `tableMethod` 'sparse space' only.
 *
 * With several splitting digits, or the sparse space "in the domain" (Flammenkamp: the class of a
 * size i is the parity of G(i) ∧ M XOR the parity of i − t, t a splitting j), the argument is the
 * same with classes twisted: let p(v) be the parity of v ∧ M, κ(i) = p(G(i)) ⊕ τ·((i − t) mod 2) with
 * τ the twist, and the rare sizes those with κ = 0. For a + b = s, p(G(a) ⊕ G(b)) = κ(a) ⊕ κ(b) ⊕
 * τ·(s mod 2), so at n the values with p(v) ≠ τ·((n − t) mod 2), the common values at n, come only
 * from splits with one rare heap, provided that every splitting j has the parity of t when τ = 1 (so
 * τ = 1 is only tried then).
 */
function sparseTable(
  code: TakeAndBreakCode,
  count: number,
  options: GrundyTableOptions,
  fixed: SparseClass | null = null,
): Uint32Array {
  const g = new Uint32Array(Math.max(0, count));
  const { whole, one: oneList, halves, split: splitList, distinct: distinctList, t, twists } = sparseMoves(code);
  const one = Int32Array.from(oneList);
  const ones = one.length;
  const splitJ = Int32Array.from(splitList);
  const splitDistinct = Uint8Array.from(distinctList);
  const splits = splitJ.length;
  if (fixed && fixed.twist && !twists) throw new Error('a twist needs every splitting j of one parity');
  const sizes = new Int32Array(splits); // n − j for each split
  const largest = new Int32Array(splits); // the largest smaller heap of a split of n − j
  const rareBelow = new Int32Array(splits); // how many rare sizes are below n − j

  const set = new ValueSet();
  let bits = 0; // every value so far is below 2^bits
  let mask = fixed ? fixed.mask : 0;
  let twist = fixed && fixed.mask ? fixed.twist & 1 : 0;
  let parity: Uint8Array = new Uint8Array(2); // parity[v]: parity of v ∧ mask (see classify)
  // hintA[v·HINTS + h], hintB[…]: the heaps of recent splits that met the value v
  let hintA = new Int32Array(2 * HINTS);
  let hintB = new Int32Array(2 * HINTS);
  let rare = new Int32Array(256); // the rare sizes, increasing
  let rareValue = new Uint32Array(256);
  let rareCount = 0;
  let nextMaskAt = FIRST_MASK_AT;
  let work = 0;
  let spentSoFar = 0;
  let check = workUntilCheck(options, 0);
  const stats = options.stats;
  const noteStats = (done: number): void => {
    if (!stats) return;
    if (mask === 0) return plainStats(stats, done);
    stats.mask = mask;
    stats.twist = twist;
    stats.rareCount = rareCount;
    stats.lastRare = rareCount > 0 ? rare[rareCount - 1]! : 0;
  };

  const classify = (): void => {
    const size = classSize(mask, bits);
    parity = parityTable(mask, size);
    if (hintA.length < size * HINTS) {
      const grownA = new Int32Array(size * HINTS);
      grownA.set(hintA);
      hintA = grownA;
      const grownB = new Int32Array(size * HINTS);
      grownB.set(hintB);
      hintB = grownB;
    }
    set.reserve(size);
  };
  const pushRare = (i: number): void => {
    if (rareCount === rare.length) {
      const r = new Int32Array(rare.length * 2);
      r.set(rare);
      rare = r;
      const rv = new Uint32Array(rareValue.length * 2);
      rv.set(rareValue);
      rareValue = rv;
    }
    rare[rareCount] = i;
    rareValue[rareCount++] = g[i]!;
  };
  const revise = (n: number): void => {
    if (fixed || bits > MASK_BITS) return;
    const best = bestClass(g, n >> 1, n, bits, t, twists);
    if (best.mask === mask && best.twist === twist) return;
    mask = best.mask;
    twist = best.twist;
    classify();
    rareCount = 0;
    rareBelow.fill(0);
    if (mask !== 0) for (let i = 1; i < n; i++) if (parity[g[i]!] === (twist & (i ^ t))) pushRare(i);
  };
  classify();

  for (let n = 1; n < count; n++) {
    const tag = n;
    set.tag = tag;
    const marks = set.marks;
    // The moves that leave no heap or one heap, and two equal heaps.
    for (const j of whole) if (j === n) marks[0] = tag;
    for (let i = 0; i < ones; i++) {
      const rest = n - one[i]!;
      if (rest > 0) marks[g[rest]!] = tag;
    }
    for (const j of halves) if (n - j >= 2 && (n - j) % 2 === 0) marks[0] = tag;
    for (let u = 0; u < splits; u++) {
      const s = n - splitJ[u]!;
      sizes[u] = s;
      largest[u] = splitDistinct[u] ? (s - 1) >> 1 : s >> 1;
    }
    let v: number;
    if (mask === 0) {
      // Every size is rare: all the splits.
      for (let u = 0; u < splits; u++) {
        const top = largest[u]!;
        markSplits(marks, tag, g, sizes[u]!, top);
        work += Math.ceil(top / PLAIN_PAIR_SHARE);
      }
      v = set.mex();
    } else {
      // 1. The splits with a rare heap: every common option.
      const rareSizes = rare;
      const rareValues = rareValue;
      const rares = rareCount;
      for (let u = 0; u < splits; u++) {
        const s = sizes[u]!;
        // `!`, `?`: no split into two equal heaps (the pair (s/2, s/2) is skipped).
        let equal = -1;
        if (splitDistinct[u] && (s & 1) === 0) equal = s >> 1;
        let below = rareBelow[u]!; // the rare sizes below s: those below n − j − 1, and perhaps more
        while (below < rares && rareSizes[below]! < s) below++;
        rareBelow[u] = below;
        if (equal < 0) markRarePairs(marks, tag, rareSizes, rareValues, g, s, 0, below);
        else {
          // The rare sizes are increasing: those below s/2, then those above it.
          let middle = 0;
          for (let high = below; middle < high;) {
            const mid = (middle + high) >> 1;
            if (rareSizes[mid]! < equal) middle = mid + 1;
            else high = mid;
          }
          markRarePairs(marks, tag, rareSizes, rareValues, g, s, 0, middle);
          if (middle < below && rareSizes[middle] === equal) middle++;
          markRarePairs(marks, tag, rareSizes, rareValues, g, s, middle, below);
        }
        work += below;
      }
      // 2. c: the least common value at n (parity ≠ flip) not an option; then the rare values below
      //    it not met yet, first tried at the splits that met them lately, with the smaller or the
      //    larger heap kept (hints only speed the search up; whatever they meet is an option).
      const flip = twist & (n ^ t);
      let c = 0;
      while (marks[c] === tag || parity[c] === flip) c++;
      let missing = 0;
      for (let w = 0; w < c; w++) {
        if (marks[w] === tag) continue;
        for (let h = w * HINTS, end = h + HINTS; h < end && marks[w] !== tag; h++) {
          const ha = hintA[h]!;
          if (ha === 0) break;
          const hb = hintB[h]!;
          for (let u = 0; u < splits; u++) {
            const s = sizes[u]!;
            // Keep the smaller heap, then the larger.
            for (let side = 0; side < 2; side++) {
              const small = side ? s - hb : ha;
              const big = s - small;
              if (small < 1 || big < 1 || (small === big && splitDistinct[u])) continue;
              const x = g[small]! ^ g[big]!;
              if (marks[x] !== tag) {
                marks[x] = tag;
                if (x < w) missing--;
                else if (x === w) {
                  hintA[h] = small;
                  hintB[h] = big;
                }
              }
            }
            work += 2;
          }
        }
        if (marks[w] !== tag) missing++;
      }
      work += c;
      // 3. Look for those among all the splits, in stretches of SCAN_STRETCH smaller heaps taken
      //    in a scattered order (neighbouring splits tend to meet the same values), until each is
      //    met or every stretch has been seen.
      if (missing > 0) {
        let span = 0;
        for (let u = 0; u < splits; u++) span = Math.max(span, largest[u]!);
        const stretches = Math.ceil(span / SCAN_STRETCH);
        let step = Math.max(1, Math.floor(stretches * 0.618));
        while (gcd(step, stretches) !== 1) step++;
        let stretch = 0;
        scan: for (let i = 0; i < stretches; i++) {
          const lo = 1 + stretch * SCAN_STRETCH;
          for (let u = 0; u < splits; u++) {
            const s = sizes[u]!;
            const top = Math.min(largest[u]!, lo + SCAN_STRETCH - 1);
            work += top - lo + 1;
            for (let a = lo; a <= top; a++) {
              // Four pairs a test while all four were met (the usual case); then the next one alone.
              while (
                a + 3 <= top &&
                marks[g[a]! ^ g[s - a]!] === tag &&
                marks[g[a + 1]! ^ g[s - a - 1]!] === tag &&
                marks[g[a + 2]! ^ g[s - a - 2]!] === tag &&
                marks[g[a + 3]! ^ g[s - a - 3]!] === tag
              )
                a += 4;
              if (a > top) break;
              const x = g[a]! ^ g[s - a]!;
              if (marks[x] !== tag) {
                marks[x] = tag;
                if (x < c) {
                  const h = x * HINTS;
                  hintA.copyWithin(h + 1, h, h + HINTS - 1);
                  hintB.copyWithin(h + 1, h, h + HINTS - 1);
                  hintA[h] = a;
                  hintB[h] = s - a;
                  if (--missing === 0) break scan;
                }
              }
            }
          }
          stretch += step;
          if (stretch >= stretches) stretch -= stretches;
        }
      }
      v = missing > 0 ? set.mex() : c;
    }
    g[n] = v;
    if (v >> bits) {
      while (v >> bits) bits++;
      classify();
      if (n + 1 >= FIRST_MASK_AT) nextMaskAt = n + 1;
    }
    if (mask !== 0 && parity[v] === (twist & (n ^ t))) pushRare(n);
    if (n + 1 >= nextMaskAt) {
      revise(n + 1);
      nextMaskAt = Math.max(FIRST_MASK_AT, 2 * (n + 1));
    }
    work++;
    if (work >= check) {
      noteStats(n + 1);
      if (stopAfter(options, work, g, n + 1, count)) return g.subarray(0, n + 1);
      spentSoFar += work;
      work = 0;
      check = workUntilCheck(options, spentSoFar);
    }
  }
  if (options.meter) options.meter.spent += work;
  noteStats(count);
  return g;
}
