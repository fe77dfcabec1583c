// Which winning move to recommend: a `prefer` line of the worksheet.

export type Preference = { readonly kind: 'fewest'; readonly diagonalCost: bigint } | { readonly kind: 'fastest' };

export const DEFAULT_PREFERENCE: Preference = { kind: 'fewest', diagonalCost: 0n };

/** The canonical text of a preference, as a `prefer` line writes it. */
export function preferenceText(p: Preference): string {
  if (p.kind === 'fastest') return 'prefer fastest';
  return p.diagonalCost > 0n ? `prefer fewest, diagonal costs ${p.diagonalCost}` : 'prefer fewest';
}
