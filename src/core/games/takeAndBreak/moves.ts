// The moves of a take-and-break code: which tokens may be removed from a heap, the ways what is
// left may be split (with the digits' modifiers), every move of a position in the order of ties,
// and how many options a heap has at most.

import { type Move } from '../../move';
import { breakResult, firstOfItsSize } from '../../moves';
import { type BreakDigit, digitAt, largestRemoval, mostHeapsLeft, NO_DIGIT, type TakeAndBreakCode } from './code';

/** Whether parts (ascending) satisfy a digit's modifier. */
export function modifierAllows(modifier: BreakDigit['modifier'], parts: readonly bigint[]): boolean {
  if (!modifier || parts.length < 2) return true;
  if (modifier === '=') return parts[0] === parts[parts.length - 1];
  if (modifier === '?') return parts[0] !== parts[parts.length - 1];
  for (let i = 1; i < parts.length; i++) if (parts[i] === parts[i - 1]) return false;
  return true;
}

/** The partitions of r into m parts, ascending, each part at least `least`: lexicographic order. */
export function* partitions(r: bigint, m: number, least: bigint): Generator<bigint[]> {
  if (m === 1) {
    if (r >= least) yield [r];
    return;
  }
  for (let a = least; a * BigInt(m) <= r; a++) for (const rest of partitions(r - a, m - 1, a)) yield [a, ...rest];
}

/** The ways digit d leaves r tokens as m heaps (m = 0: r is 0), in order: fewer heaps first, smaller piece first. */
export function* piecesOf(d: BreakDigit, r: bigint): Generator<bigint[]> {
  for (let m = 0; m <= 4; m++) {
    if ((d.bits & (1 << m)) === 0) continue;
    if (m === 0) {
      if (r === 0n) yield [];
      continue;
    }
    for (const parts of partitions(r, m, 1n)) if (modifierAllows(d.modifier, parts)) yield parts;
  }
}

/** The removals a heap of h may allow, ascending (a tail allows any number up to h); lazily, as h may be huge. */
export function* removals(code: TakeAndBreakCode, h: bigint): Generator<bigint> {
  const largest = largestRemoval(code);
  const top = largest === null || BigInt(largest) > h ? h : BigInt(largest);
  for (let j = 0n; j <= top; j++) yield j;
}

/** The digit of removal j (for the huge j a tail allows, by its place in the tail). */
export function digitOf(code: TakeAndBreakCode, j: bigint): BreakDigit {
  if (j <= BigInt(code.digits.length)) return digitAt(code, Number(j));
  const tail = code.tail;
  if (!tail) return NO_DIGIT;
  return tail[Number((j - BigInt(code.digits.length) - 1n) % BigInt(tail.length))]!;
}

/** Every move of heap i, in the order of ties; lazily, so that the first ones of a huge heap come at once. */
export function* heapMoves(code: TakeAndBreakCode, heaps: readonly bigint[], i: number): Generator<Move> {
  const h = heaps[i]!;
  for (const j of removals(code, h)) {
    const d = digitOf(code, j);
    if (d.bits === 0) continue;
    for (const pieces of piecesOf(d, h - j)) {
      // Removing nothing and leaving the heap as it was is no move (a d0 never has bit 1 or 2).
      if (j === 0n && pieces.length < 2) continue;
      yield { heaps: [i], amount: j, pieces, result: breakResult(heaps, i, pieces) };
    }
  }
}

/** Every legal move of a position, each result once: equal heaps give the same moves, so only the first is moved in. */
export function* breakMoves(code: TakeAndBreakCode, heaps: readonly bigint[]): Generator<Move> {
  for (let i = 0; i < heaps.length; i++)
    if (heaps[i]! > 0n && firstOfItsSize(heaps, i)) yield* heapMoves(code, heaps, i);
}

/** How many options a heap of h has at most, for deciding whether its moves can be listed. */
export function optionBound(code: TakeAndBreakCode, h: bigint): bigint {
  const m = BigInt(mostHeapsLeft(code));
  const removalsCount = BigInt(largestRemoval(code) ?? Number.MAX_SAFE_INTEGER) + 1n;
  const j = removalsCount < h + 1n ? removalsCount : h + 1n;
  let parts = 1n;
  for (let i = 1n; i < m; i++) parts *= h; // partitions into m parts: at most h^(m−1)
  return j * (parts > 1n ? parts : 1n);
}
