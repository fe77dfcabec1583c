// Checks of values read from untrusted input (the play panel's messages and saved state): what a
// value must be before anything uses it. One copy, for the protocol and the games' intents.

/** Decimal digits, at most 100,000 of them (a heap size, an amount). */
export function isDecimal(x: unknown): x is string {
  return typeof x === 'string' && /^[0-9]{1,100000}$/.test(x);
}

/** A whole number from 0 to `max` (a heap's index, a move's index, a part, a percentage). */
export function isWholeUpTo(x: unknown, max: number): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= max;
}
