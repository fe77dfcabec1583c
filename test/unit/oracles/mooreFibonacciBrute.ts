// An independent oracle for the tests of games/moore and games/fibonacci: exhaustive search over
// the rules as the spec states them, written without the product's code (no closed form).

type Outcome = 'win' | 'loss';

// ---- Moore's Nim ----------------------------------------------------------------------------------

/** Every result of a move, each once, in the order of ties (see the spec). */
export function mooreMoves(heaps: readonly number[], k: number): number[][] {
  const out: number[][] = [];
  const r = heaps.slice();
  const visit = (from: number, used: number) => {
    if (used > 0) out.push(r.slice());
    if (used === k) return;
    for (let j = from; j < heaps.length; j++)
      for (let a = 1; a <= heaps[j]!; a++) {
        r[j] = heaps[j]! - a;
        visit(j + 1, used + 1);
        r[j] = heaps[j]!;
      }
  };
  visit(0, 0);
  return out;
}

const mooreMemo = new Map<string, Outcome>();
export function mooreOutcome(heaps: readonly number[], k: number, misere: boolean): Outcome {
  const key = `${k}|${misere}|${[...heaps].sort((a, b) => a - b).join(',')}`;
  const known = mooreMemo.get(key);
  if (known) return known;
  const moves = mooreMoves(heaps, k);
  let o: Outcome;
  if (moves.length === 0) o = misere ? 'win' : 'loss';
  else o = moves.some((m) => mooreOutcome(m, k, misere) === 'loss') ? 'win' : 'loss';
  mooreMemo.set(key, o);
  return o;
}

export function mooreWinningMoves(heaps: readonly number[], k: number, misere: boolean): number[][] {
  return mooreMoves(heaps, k).filter((m) => mooreOutcome(m, k, misere) === 'loss');
}

const mooreGrundyMemo = new Map<string, number>();
export function mooreGrundy(heaps: readonly number[], k: number): number {
  const key = `${k}|${[...heaps].sort((a, b) => a - b).join(',')}`;
  const known = mooreGrundyMemo.get(key);
  if (known !== undefined) return known;
  const seen = new Set(mooreMoves(heaps, k).map((m) => mooreGrundy(m, k)));
  let g = 0;
  while (seen.has(g)) g++;
  mooreGrundyMemo.set(key, g);
  return g;
}

// ---- Fibonacci Nim --------------------------------------------------------------------------------

/** The amounts a move may take: 1 … n − 1 fresh, else 1 … min(limit, n). */
function takes(n: number, limit: number | null): number {
  return limit === null ? Math.max(0, n - 1) : Math.min(limit, n);
}

const fibMemo = new Map<string, Outcome>();
export function fibonacciOutcome(n: number, limit: number | null, misere: boolean): Outcome {
  const key = `${misere}|${n}|${takes(n, limit)}`;
  const known = fibMemo.get(key);
  if (known) return known;
  const most = takes(n, limit);
  // No move: the player to move loses in normal play and wins in misère play.
  let o: Outcome = most === 0 && misere ? 'win' : 'loss';
  for (let t = 1; t <= most && o === 'loss'; t++) if (fibonacciOutcome(n - t, 2 * t, misere) === 'loss') o = 'win';
  fibMemo.set(key, o);
  return o;
}

export function fibonacciWinningTakes(n: number, limit: number | null, misere: boolean): number[] {
  const out: number[] = [];
  for (let t = 1; t <= takes(n, limit); t++) if (fibonacciOutcome(n - t, 2 * t, misere) === 'loss') out.push(t);
  return out;
}

const fibGrundyMemo = new Map<string, number>();
export function fibonacciGrundy(n: number, limit: number | null): number {
  const most = takes(n, limit);
  const key = `${n}|${most}`;
  const known = fibGrundyMemo.get(key);
  if (known !== undefined) return known;
  const seen = new Set<number>();
  for (let t = 1; t <= most; t++) seen.add(fibonacciGrundy(n - t, 2 * t));
  let g = 0;
  while (seen.has(g)) g++;
  fibGrundyMemo.set(key, g);
  return g;
}
