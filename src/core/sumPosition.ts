// A position of a sum of games as the core passes it around: one vector of numbers, each part's
// count of numbers followed by them (`3 4 + 7 + (3, 5)` is 2 3 4 1 7 2 3 5). The solver, the search,
// records and caches then treat a sum like any game; only the sum's definition (games/sum/sum.ts) and
// the writing of positions (worksheet/format.ts) read the parts.

/** The vector of a sum's position from its parts, in order. */
export function encodeParts(parts: readonly (readonly bigint[])[]): bigint[] {
  const out: bigint[] = [];
  for (const part of parts) out.push(BigInt(part.length), ...part);
  return out;
}

/** The parts of a sum's vector, with the index in the vector of each part's first number; null when it is not one. */
export function decodeParts(
  vector: readonly bigint[],
): { readonly parts: readonly (readonly bigint[])[]; readonly offsets: readonly number[] } | null {
  const parts: bigint[][] = [];
  const offsets: number[] = [];
  for (let i = 0; i < vector.length;) {
    const n = vector[i]!;
    if (n > BigInt(vector.length - i - 1)) return null;
    const count = Number(n);
    offsets.push(i + 1);
    parts.push(vector.slice(i + 1, i + 1 + count));
    i += 1 + count;
  }
  return { parts, offsets };
}

/**
 * The vector with part `index` replaced: after a move in it, each other part as `passed` writes it
 * once the turn has passed (Poker Nim's banks change sides; most parts stay as they are).
 */
export function replacePart(
  parts: readonly (readonly bigint[])[],
  index: number,
  part: readonly bigint[],
  passed: (i: number, p: readonly bigint[]) => readonly bigint[] = (_i, p) => p,
): bigint[] {
  return encodeParts(parts.map((p, i) => (i === index ? part : passed(i, p))));
}
