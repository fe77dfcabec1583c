// Exact integer helpers. Floating point is used only as a first guess that
// an exact integer check then corrects; it never decides a result.

/** Largest r with r*r <= n, for n >= 0. */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('isqrt of a negative number');
  if (n < 2n) return n;
  let x: bigint;
  if (n < 4503599627370496n) {
    // Below 2^52 a double holds n exactly; the guess is off by at most one.
    x = BigInt(Math.floor(Math.sqrt(Number(n))));
  } else {
    // Newton's method from above the root, decreasing monotonically: the root of n's leading half,
    // plus one, scaled back, is above it and has half its bits right, so a few steps finish.
    const shift = BigInt(Math.floor(bitLength(n) / 4));
    x = (isqrt(n >> (2n * shift)) + 1n) << shift;
    for (;;) {
      const y = (x + n / x) >> 1n;
      if (y >= x) break;
      x = y;
    }
  }
  while (x * x > n) x -= 1n;
  while ((x + 1n) * (x + 1n) <= n) x += 1n;
  return x;
}

/** Number of bits in the binary representation of n >= 0 (0 for 0). */
export function bitLength(n: bigint): number {
  if (n === 0n) return 0;
  return n.toString(2).length;
}

/** Ascending order of bigints, for `sort` (which compares as strings without one). */
export function compareBigints(a: bigint, b: bigint): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

export function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

export function maxBig(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}

/** Non-negative remainder of a by m > 0. */
export function mod(a: bigint, m: bigint): bigint {
  const r = a % m;
  return r < 0n ? r + m : r;
}

/** Groups of three digits separated by `_`, as a person writes a large number. */
export function withDigitSeparators(digits: string): string {
  const parts: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) parts.unshift(digits.slice(Math.max(0, end - 3), end));
  return parts.join('_');
}

/** A random bigint in [0, n) from 32-bit pieces: floating point never limits the range. */
export function randomBelow(n: bigint, random: () => number): bigint {
  if (n <= 1n) return 0n;
  let r = 0n;
  const bits = n.toString(2).length + 32;
  for (let b = 0; b < bits; b += 32) r = (r << 32n) | BigInt(Math.floor(random() * 4294967296));
  return r % n;
}
