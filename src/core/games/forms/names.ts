// Names in a position's vector (Green Hackenbush's vertices, a digraph's tokens): each name as a
// number, a leading 1 and then each UTF-16 unit of the name as a digit in base 65,536, so that
// every name has its own number, reads back without its game, and crosses the caches, the search
// threads and the sums like any other vector.

export function nameNumber(name: string): bigint {
  // Written in hexadecimal and read once: a name of 100,000 characters costs what its length does
  // (shifting a growing bigint unit by unit cost the square of it).
  const hex: string[] = ['0x1'];
  for (let i = 0; i < name.length; i++) hex.push(name.charCodeAt(i).toString(16).padStart(4, '0'));
  return BigInt(hex.join(''));
}

/** The name a number stands for (`nameNumber` read back); `?` for a number that is none. */
export function numberName(n: bigint): string {
  if (n < 1n) return '?';
  const hex = n.toString(16);
  if (hex[0] !== '1' || hex.length % 4 !== 1) return '?';
  const units: string[] = [];
  for (let i = 1; i < hex.length; i += 4) units.push(String.fromCharCode(parseInt(hex.slice(i, i + 4), 16)));
  return units.join('');
}
