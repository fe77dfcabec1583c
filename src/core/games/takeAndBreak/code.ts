// Take-and-break codes in the notation of the field (Winning Ways, CGSuite): `d0.d1d2…dk`, each digit
// 0–9 or A–V a number from 0 to 31 read in binary (bit 2^m: removing j tokens from one heap may
// leave exactly m non-empty heaps), `!`, `?` or `=` after a digit, a repeating tail `[…]`.

export type Modifier = '!' | '?' | '=';

export interface BreakDigit {
  /** 0 to 31: bit 2^m allows leaving exactly m heaps (bit 1: none, the heap had exactly j tokens). */
  readonly bits: number;
  /** `!` the heaps left pairwise different, `?` not all equal, `=` all equal (moves leaving two or more). */
  readonly modifier: Modifier | null;
}

export interface TakeAndBreakCode {
  /** The digit for removing no token: splits only (bits 4 and up); bits 0 for none. */
  readonly d0: BreakDigit;
  /** d1…dk before any tail; without a tail the last is not 0. */
  readonly digits: readonly BreakDigit[];
  /** The digits repeated for ever after d_k, or null. */
  readonly tail: readonly BreakDigit[] | null;
}

/** A take-and-break game: its code, normalised (an octal code too: `isOctal` tells). */
export type TakeAndBreakGame = { readonly kind: 'take-and-break'; readonly code: TakeAndBreakCode };

export const NO_DIGIT: BreakDigit = { bits: 0, modifier: null };

/** The digit for removing j tokens. */
export function digitAt(code: TakeAndBreakCode, j: number): BreakDigit {
  if (j === 0) return code.d0;
  if (j <= code.digits.length) return code.digits[j - 1]!;
  const tail = code.tail;
  if (!tail) return NO_DIGIT;
  return tail[(j - code.digits.length - 1) % tail.length]!;
}

/** The most tokens one move removes, or null when a tail lets any number be removed. */
export function largestRemoval(code: TakeAndBreakCode): number | null {
  if (code.tail) return code.tail.some((d) => d.bits !== 0) ? null : code.digits.length;
  return code.digits.length;
}

/** The most heaps a move leaves (the highest bit of any digit). */
export function mostHeapsLeft(code: TakeAndBreakCode): number {
  let most = 0;
  for (const d of [code.d0, ...code.digits, ...(code.tail ?? [])])
    for (let m = 4; m >= 0; m--)
      if (d.bits & (1 << m)) {
        most = Math.max(most, m);
        break;
      }
  return most;
}

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUV';

function digitText(d: BreakDigit): string {
  return DIGITS[d.bits]! + (d.modifier ?? '');
}

/** The code's text: `4!.0`, `4.[3]`, `0.7F`. */
export function codeText(code: TakeAndBreakCode): string {
  const digits = code.digits.length || code.tail ? code.digits.map(digitText).join('') : '0';
  const tail = code.tail ? `[${code.tail.map(digitText).join('')}]` : '';
  return `${digitText(code.d0)}.${digits}${tail}`;
}

/** The value of a digit character, or null when it is not one (case-insensitive). */
export function digitValue(c: string): number | null {
  if (c.length !== 1) return null;
  const i = DIGITS.indexOf(c.toUpperCase());
  return i < 0 ? null : i;
}

/** Whether the code is an octal code (digits 0–7, no d0, no modifier, no tail): `octal 0.…` then. */
export function isOctal(code: TakeAndBreakCode): boolean {
  return (
    code.d0.bits === 0 &&
    code.d0.modifier === null &&
    code.tail === null &&
    code.digits.every((d) => d.bits <= 7 && d.modifier === null)
  );
}

/** The same code written in its shortest form: a tail of its least period, trailing digits folded into it. */
export function normalCode(code: TakeAndBreakCode): TakeAndBreakCode {
  let digits = [...code.digits];
  let tail = code.tail ? [...code.tail] : null;
  const same = (a: BreakDigit, b: BreakDigit) => a.bits === b.bits && a.modifier === b.modifier;
  if (tail) {
    // The least period of the tail.
    for (let q = 1; q <= tail.length; q++) {
      if (tail.length % q === 0 && tail.every((d, i) => same(d, tail![i % q]!))) {
        tail = tail.slice(0, q);
        break;
      }
    }
    // A tail of zeros is no tail; a last digit equal to the tail's last is part of the tail.
    if (tail.every((d) => d.bits === 0)) tail = null;
    while (tail && digits.length && same(digits[digits.length - 1]!, tail[tail.length - 1]!)) {
      digits.pop();
      tail = [tail[tail.length - 1]!, ...tail.slice(0, -1)];
    }
  }
  if (!tail) while (digits.length && digits[digits.length - 1]!.bits === 0) digits.pop();
  // A modifier on a digit that never leaves two heaps means nothing.
  const plain = (d: BreakDigit): BreakDigit => (d.bits < 4 && d.modifier ? { bits: d.bits, modifier: null } : d);
  digits = digits.map(plain);
  return { d0: plain(code.d0), digits, tail: tail && tail.map(plain) };
}

/** Whether the generalised Guy–Smith theorem applies: a finite code with no modifier that matters. */
export function finiteWithoutModifiers(code: TakeAndBreakCode): boolean {
  const n = normalCode(code);
  return n.tail === null && [n.d0, ...n.digits].every((d) => d.modifier === null);
}
