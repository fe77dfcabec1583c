// A game module's position in the core's vector of numbers: its text, one number, each UTF-16 unit
// four hexadecimal digits after a leading 1 (so that the text is whole and leading units kept). The
// vector is [that number]: the core keeps and compares positions as it does every game's, and any
// thread can write a position back without the module.

/** Texts converted lately: a search converts each position's text many times. */
const KEPT = 1 << 18;
const numbers = new Map<string, bigint>();

/** The number that stands for a position's text. */
export function textNumber(text: string): bigint {
  const known = numbers.get(text);
  if (known !== undefined) return known;
  let hex = '0x1';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  const n = BigInt(hex);
  if (numbers.size >= KEPT) numbers.clear();
  numbers.set(text, n);
  return n;
}

/** The text a number stands for, or null for a number that stands for none. */
export function numberText(n: bigint): string | null {
  if (n <= 0n) return null;
  const hex = n.toString(16);
  if (hex[0] !== '1' || (hex.length - 1) % 4 !== 0) return null;
  const units: number[] = [];
  for (let i = 1; i < hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
}

/** A module's position as the core's vector. */
export function positionVector(text: string): bigint[] {
  return [textNumber(text)];
}

/** The text of a module's position vector, or null for a vector that is none. */
export function vectorText(vector: readonly bigint[]): string | null {
  return vector.length === 1 ? numberText(vector[0]!) : null;
}
