// The shapes of boards Chomp has a closed form for (closedForms.ts decides them; its reason names
// them, explanation.ts). Data only.

/** The shapes with a closed form, as the reason names them. */
export type ChompShape =
  | { readonly kind: 'row'; readonly a: bigint }
  | { readonly kind: 'two rows'; readonly a: bigint; readonly b: bigint }
  | { readonly kind: 'L'; readonly a: bigint; readonly k: number }
  | { readonly kind: 'square'; readonly n: bigint }
  | { readonly kind: 'rectangle'; readonly width: bigint; readonly height: number };

export function shapeOf(rows: readonly bigint[]): ChompShape | null {
  const a = rows[0]!;
  if (rows.length === 1) return { kind: 'row', a };
  if (rows.length === 2) return { kind: 'two rows', a, b: rows[1]! };
  if (rows.slice(1).every((n) => n === 1n)) return { kind: 'L', a, k: rows.length - 1 };
  if (rows.every((n) => n === a))
    return a === BigInt(rows.length) ? { kind: 'square', n: a } : { kind: 'rectangle', width: a, height: rows.length };
  return null;
}

/** Whether the shape's closed form names every winning move (one at most), so that no search is needed. */
export function namesEveryMove(shape: ChompShape): boolean {
  return shape.kind === 'row' || shape.kind === 'two rows' || shape.kind === 'L';
}
