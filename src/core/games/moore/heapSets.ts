// Sets of heaps as number keys, for the states of the passes over the binary columns (columns.ts,
// listing.ts): the heaps a move has touched so far, at most K of them. Up to 30 heaps a set is a
// bit mask; beyond, its members ascending as the digits of a number in base n + 1 (each one more
// than its index), which holds while (n + 1)^K < 2^49 (keys are multiplied by 8 for the flags
// beside them): past that the states would be too many for any budget anyway.

const MASK_HEAPS = 30;

export class HeapSets {
  /** Whether every set of at most `most` heaps has a key. */
  readonly fits: boolean;
  private readonly masks: boolean;
  private readonly base: number;

  constructor(n: number, most: number) {
    this.masks = n <= MASK_HEAPS;
    this.base = n + 1;
    this.fits = this.masks || most * Math.log2(this.base) < 49;
  }

  /** The heaps of a set, ascending. */
  members(key: number): number[] {
    const out: number[] = [];
    if (this.masks) {
      for (let i = 0, k = key; k !== 0; i++, k >>>= 1) if (k & 1) out.push(i);
      return out;
    }
    for (let k = key; k > 0; k = Math.floor(k / this.base)) out.push((k % this.base) - 1);
    return out;
  }

  /** The key of a set from its members, ascending. */
  keyOf(members: readonly number[]): number {
    let key = 0;
    if (this.masks) {
      for (const i of members) key |= 1 << i;
      return key;
    }
    for (let j = members.length - 1; j >= 0; j--) key = key * this.base + members[j]! + 1;
    return key;
  }
}

/** Two ascending lists of distinct heaps, merged. */
export function merged(a: readonly number[], b: readonly number[]): number[] {
  if (b.length === 0) return a as number[];
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) out.push(j >= b.length || (i < a.length && a[i]! < b[j]!) ? a[i++]! : b[j++]!);
  return out;
}

/**
 * Calls `visit` with every subset of `items` of at most `most` elements (ascending, the empty one
 * first), in a buffer it reuses; stops when `visit` returns false, and then returns false.
 */
export function everySubset(
  items: readonly number[],
  most: number,
  visit: (subset: readonly number[]) => boolean,
): boolean {
  const chosen: number[] = [];
  const walk = (from: number): boolean => {
    if (!visit(chosen)) return false;
    if (chosen.length >= most) return true;
    for (let i = from; i < items.length; i++) {
      chosen.push(items[i]!);
      const go = walk(i + 1);
      chosen.pop();
      if (!go) return false;
    }
    return true;
  };
  return walk(0);
}
