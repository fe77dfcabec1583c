// Checks of values read from untrusted input (the play panel's messages and saved state, the
// messages of module threads, the lines of the command line's result files): what a value must be
// before anything uses it. One copy, for every reader of such input.

/** Decimal digits, at most 100,000 of them (a heap size, an amount). */
export function isDecimal(x: unknown): x is string {
  return typeof x === 'string' && /^[0-9]{1,100000}$/.test(x);
}

/** A whole number from 0 to `max` (a heap's index, a move's index, a part, a percentage). */
export function isWholeUpTo(x: unknown, max: number): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= max;
}

/** A whole number from 0 on, exact as a double (a line, a count, a heap). */
export function isCount(x: unknown): x is number {
  return typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
}

/** A count, or null. */
export function isCountOrNull(x: unknown): x is number | null {
  return x === null || isCount(x);
}

/** An object of named fields (not null, not an array), its fields still to be checked. */
export function isFields(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
