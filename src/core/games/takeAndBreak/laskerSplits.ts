// The splits of one heap of Lasker's Nim into two heaps whose Grundy values have a given XOR:
// counted exactly and listed smaller piece first, for heaps of any length, by the closed form
// alone (no table, no look at each split).
//
// Lasker's Nim: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3. With y = x − 1
// (x ≥ 1), G(x) = f(y) + 1 where f(y) = y ⊕ ((y >> 1) & 1): f swaps the residues 2 and 3 mod 4 and
// leaves every other bit of y alone. A split of h into a + b (a, b ≥ 1) is a pair ya + yb = h − 2
// (ya, yb ≥ 0), and its value is (f(ya) + 1) ⊕ (f(yb) + 1). So the splits of value t are the
// solutions of three additions and one XOR, read digit by digit from the lowest: the sum
// ya + yb = S, and the two additions f(ya) + 1 and f(yb) + 1, each with its carry, and the XOR of
// their digits equal to t's. Digit 0 is the two lowest bits (f mixes them), every other digit one
// bit. The state between digits is the three carries, eight states; a digit x of ya and a state
// fix the digit of yb (the sum's digit and carry leave one choice), so each (state, x) has at most
// one next state. The count is a walk over the digits, and the first splits come out of the same
// table walked from the highest digit down, smallest ya first.

import { bitLength } from '../../bigint';

/** A state between two digits: the carries of ya + yb (bit 0), of f(ya) + 1 (bit 1) and of f(yb) + 1 (bit 2). */
const START = 0;
const NONE = 255;
const F_LOW = [0, 1, 3, 2];

/** The binary digits of a number, lowest first (read once: the numbers may have thousands of bits). */
function bitsOf(n: bigint, length: number): Uint8Array {
  const text = n.toString(2);
  const bits = new Uint8Array(length);
  for (let i = 0; i < text.length && i < length; i++) bits[i] = text.charCodeAt(text.length - 1 - i) - 48;
  return bits;
}

/** Digit 0 is bits 0 and 1 (base 4); digit d ≥ 1 is bit d + 1 (base 2). */
function digitOf(bits: Uint8Array, d: number): number {
  return d === 0 ? bits[0]! | (bits[1]! << 1) : bits[d + 1]!;
}

/** The state after digit d from state `from` with digit x of ya, or NONE where no digit of yb fits. */
function next(d: number, sumDigit: number, targetDigit: number, from: number, x: number): number {
  const base = d === 0 ? 4 : 2;
  const one = d === 0 ? 1 : 0;
  const c = from & 1;
  for (let cOut = 0; cOut <= 1; cOut++) {
    // x + y + c = sumDigit + base · cOut
    const y = sumDigit + base * cOut - x - c;
    if (y < 0 || y >= base) continue;
    const ga = (d === 0 ? F_LOW[x]! : x) + one + ((from >> 1) & 1);
    const gb = (d === 0 ? F_LOW[y]! : y) + one + ((from >> 2) & 1);
    if (((ga % base) ^ (gb % base)) !== targetDigit) return NONE;
    return cOut | (Math.floor(ga / base) << 1) | (Math.floor(gb / base) << 2);
  }
  return NONE;
}

/**
 * Heaps counted at most this long, in bits (about 3,000 digits): the count is a bigint as long as the
 * heap, added at every digit, and a longer walk would hold the thread for over a second.
 */
export const MAX_COUNTED_BITS = 10_000;

/**
 * The splits of a heap of h into two heaps a ≤ b whose Grundy values' XOR is t: their exact number,
 * and the first `limit` of them (a ascending), each as [a, b]. Null for a heap beyond MAX_COUNTED_BITS.
 */
export function laskerSplits(
  h: bigint,
  t: bigint,
  limit: number,
): { readonly count: bigint; readonly first: readonly (readonly [bigint, bigint])[] } | null {
  if (h < 2n || t < 0n) return { count: 0n, first: [] };
  const S = h - 2n;
  const length = Math.max(bitLength(S), bitLength(t)) + 4;
  if (length > MAX_COUNTED_BITS) return null;
  const digits = length - 1;
  const sBits = bitsOf(S, length);
  const tBits = bitsOf(t, length);
  // to[(d * 8 + state) * 4 + x]: the state after digit d.
  const to = new Uint8Array(digits * 32).fill(NONE);
  for (let d = 0; d < digits; d++) {
    const sum = digitOf(sBits, d);
    const target = digitOf(tBits, d);
    for (let s = 0; s < 8; s++)
      for (let x = 0; x < (d === 0 ? 4 : 2); x++) to[(d * 8 + s) * 4 + x] = next(d, sum, target, s, x);
  }
  // The ways to write the digits below d that end in each state (ordered pairs), digit by digit;
  // `reached` keeps only whether there is one, for the listing below.
  const reached = new Uint8Array((digits + 1) * 8);
  let ways = [1n, 0n, 0n, 0n, 0n, 0n, 0n, 0n];
  reached[START] = 1;
  for (let d = 0; d < digits; d++) {
    const after = [0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n];
    for (let s = 0; s < 8; s++) {
      if (ways[s] === 0n) continue;
      for (let x = 0; x < 4; x++) {
        const u = to[(d * 8 + s) * 4 + x]!;
        if (u !== NONE) after[u] = after[u]! + ways[s]!;
      }
    }
    for (let s = 0; s < 8; s++) if (after[s] !== 0n) reached[(d + 1) * 8 + s] = 1;
    ways = after;
  }
  const ordered = ways[START]!;
  // a = b is one split (only for t = 0: G is one to one); every other one is counted twice above.
  const equal = t === 0n && S % 2n === 0n ? 1n : 0n;
  const count = (ordered + equal) / 2n;
  const first: [bigint, bigint][] = [];
  if (limit > 0 && count > 0n) listFirst(digits, to, reached, S, limit, first);
  return { count, first };
}

/**
 * The first splits, smallest ya first: from the highest digit down, the digits of ya in ascending
 * order. `live[d + 1]` is the set (a mask) of states into digit d + 1 that the digits chosen above
 * allow; a state into digit d is kept where the digits below reach it, so every branch taken leads
 * to a split and the walk costs the digits of the splits it lists. A loop, not recursion: heaps
 * have thousands of digits.
 */
function listFirst(
  digits: number,
  to: Uint8Array,
  reached: Uint8Array,
  S: bigint,
  limit: number,
  first: [bigint, bigint][],
): void {
  const ya = new Uint8Array(digits);
  const live = new Uint8Array(digits + 1);
  const tried = new Int8Array(digits).fill(-1);
  live[digits] = 1 << START;
  let d = digits - 1;
  while (d < digits) {
    if (d < 0) {
      if (live[0]! & (1 << START)) {
        let text = '0b';
        for (let k = digits - 1; k >= 1; k--) text += ya[k] ? '1' : '0';
        text += ya[0]! >> 1 ? '1' : '0';
        text += ya[0]! & 1 ? '1' : '0';
        const value = BigInt(text);
        if (2n * value > S) return; // past the equal split: the rest are the same splits again
        first.push([value + 1n, S - value + 1n]);
        if (first.length >= limit) return;
      }
      d = 0;
      continue;
    }
    const base = d === 0 ? 4 : 2;
    let moved = false;
    while (++tried[d]! < base) {
      const x = tried[d]!;
      let below = 0;
      for (let s = 0; s < 8; s++) {
        if (!reached[d * 8 + s]) continue;
        const u = to[(d * 8 + s) * 4 + x]!;
        if (u !== NONE && live[d + 1]! & (1 << u)) below |= 1 << s;
      }
      if (below === 0) continue;
      ya[d] = x;
      live[d] = below;
      moved = true;
      break;
    }
    if (moved) {
      if (d > 0) tried[d - 1] = -1;
      d--;
    } else {
      tried[d] = -1;
      d++;
    }
  }
}
