// Names in a position's vector (Green Hackenbush's vertices, a digraph's tokens): each name as a
// number, a leading 1 and then each UTF-16 unit of the name as a digit in base 65,536, so that
// every name has its own number, reads back without its game, and crosses the caches, the search
// threads and the sums like any other vector.

/** The characters of a vertex name: letters (with their accents), digits and `_`. */
export const NAME_CHARS = '[\\p{L}\\p{M}\\p{N}_]';

export function nameNumber(name: string): bigint {
  let n = 1n;
  for (let i = 0; i < name.length; i++) n = (n << 16n) | BigInt(name.charCodeAt(i));
  return n;
}

/** The name a number stands for (`nameNumber` read back); `?` for a number that is none. */
export function numberName(n: bigint): string {
  const units: number[] = [];
  while (n > 1n) {
    units.push(Number(n & 0xffffn));
    n >>= 16n;
  }
  return n === 1n ? String.fromCharCode(...units.reverse()) : '?';
}
