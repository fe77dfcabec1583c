// Zeckendorf's theorem: every positive integer is one sum of non-consecutive Fibonacci numbers
// (1, 2, 3, 5, 8, …), found greedily from the largest. Numbers of any size.

/** The Fibonacci numbers 1, 2, 3, 5, … up to n at least, grown on demand. */
const FIBONACCI: bigint[] = [1n, 2n];

function fibonacciUpTo(n: bigint): readonly bigint[] {
  while (FIBONACCI[FIBONACCI.length - 1]! < n)
    FIBONACCI.push(FIBONACCI[FIBONACCI.length - 1]! + FIBONACCI[FIBONACCI.length - 2]!);
  return FIBONACCI;
}

/** n's Zeckendorf terms, largest first (none for 0). */
export function zeckendorf(n: bigint): bigint[] {
  const fib = fibonacciUpTo(n);
  const terms: bigint[] = [];
  let rest = n;
  for (let i = fib.length - 1; i >= 0 && rest > 0n; i--)
    if (fib[i]! <= rest) {
      terms.push(fib[i]!);
      rest -= fib[i]!;
    }
  return terms;
}

/** Whether n is a Fibonacci number (1, 2, 3, 5, 8, …). */
export function isFibonacci(n: bigint): boolean {
  return n >= 1n && fibonacciUpTo(n).includes(n);
}
