// Wythoff's reasons: the cold pair of the gap computed in integers (Wythoff's game and a diagonal
// bound that no reachable position feels), the cold pairs of a small diagonal bound, or the table
// of partners computed row by row.

import { type ExplanationRenderer } from '../../explanationText';
import { t } from '../../l10n';

export interface WythoffPairExplanation {
  readonly kind: 'wythoff';
  readonly x: bigint;
  readonly y: bigint;
  /** Gap d = |x - y| and the exact cold pair (a_d, b_d) with the integers of its computation. */
  readonly gap: bigint;
  readonly fiveGapSquared: bigint;
  readonly root: bigint;
  readonly pair: readonly [bigint, bigint];
  readonly misere: boolean;
  /** Partner of the smaller heap among cold positions. */
  readonly partnerOfSmaller: bigint;
  /** Set for `wythoff diagonal k` when the smaller heap is at most k, so the bound never matters. */
  readonly diagonalBound: bigint | null;
}

export interface WythoffSmallDiagonalExplanation {
  readonly kind: 'wythoff-small-diagonal';
  readonly k: bigint;
  readonly x: bigint;
  readonly y: bigint;
  readonly partnerOfX: bigint;
  readonly misere: boolean;
}

export interface PartnerTableExplanation {
  readonly kind: 'partner-table';
  readonly k: bigint | null;
  readonly x: bigint;
  readonly y: bigint;
  readonly partnerOfX: bigint;
  readonly rows: number;
  readonly misere: boolean;
}

/** `(x, y)` against the cold partner of x: who wins. */
function partnerLine(x: bigint, y: bigint, partner: bigint): string {
  return partner === y
    ? t('The partner of {x} is {partner}; the position is cold: the player to move loses.', { x, partner })
    : t('The partner of {x} is {partner}; the position is warm: the player to move wins.', { x, partner });
}

export const WYTHOFF_PAIR_EXPLANATION: ExplanationRenderer<WythoffPairExplanation> = {
  kind: 'wythoff',
  method(e) {
    const args = { gap: e.gap, a: e.pair[0], b: e.pair[1] };
    return e.misere
      ? t('misère Wythoff pair for gap {gap}: ({a}, {b})', args)
      : t('Wythoff pair for gap {gap}: ({a}, {b})', args);
  },
  lines(e) {
    const [a, b] = e.pair;
    const lines = [
      t('gap d = |{x} − {y}| = {gap}', { x: e.x, y: e.y, gap: e.gap }),
      // Notation only: the same in every language. ⌊d·φ⌋ in integers: ⌊√(5d²)⌋ is computed exactly.
      `a(d) = ⌊d·φ⌋ = ⌊(d + ⌊√(5d²)⌋) / 2⌋ = ⌊(${e.gap} + ⌊√${e.fiveGapSquared}⌋) / 2⌋ = ⌊(${e.gap} + ${e.root}) / 2⌋ = ${a}; b(d) = a(d) + d = ${b}`,
    ];
    const lo = e.x < e.y ? e.x : e.y;
    const hi = e.x < e.y ? e.y : e.x;
    if (e.diagonalBound !== null)
      lines.push(
        t(
          "The smaller heap is at most the diagonal bound {bound}, so no reachable position feels the bound: this is Wythoff's game.",
          { bound: e.diagonalBound },
        ),
      );
    if (e.misere) lines.push(t('Misère Wythoff: the cold pairs are (0, 1), (2, 2) and (a_n, b_n) for n ≥ 2.'));
    lines.push(
      e.partnerOfSmaller === hi
        ? t('({lo}, {hi}) is a cold pair: every move leaves a warm one, so the player to move loses.', { lo, hi })
        : t('({lo}, {hi}) is not a cold pair (the partner of {lo} is {partner}): the player to move wins.', {
            lo,
            hi,
            partner: e.partnerOfSmaller,
          }),
    );
    return lines;
  },
};

export const WYTHOFF_SMALL_DIAGONAL_EXPLANATION: ExplanationRenderer<WythoffSmallDiagonalExplanation> = {
  kind: 'wythoff-small-diagonal',
  method(e) {
    const args = { k: e.k, x: e.x, partner: e.partnerOfX };
    return e.misere
      ? t('diagonal {k}: cold pairs (3j+2, 3j+2) and (3j, 3j+1); partner of {x} is {partner}', args)
      : t('diagonal {k}: cold pairs (3j, 3j) and (3j+1, 3j+2); partner of {x} is {partner}', args);
  },
  lines: (e) => [
    e.misere
      ? t(
          'Common removal at most {k}: the cold pairs are (0, 1), (2, 2), (3, 4), (5, 5), … i.e. (3j+2, 3j+2) and (3j, 3j+1).',
          { k: e.k },
        )
      : t(
          'Common removal at most {k}: the cold pairs are (0, 0), (1, 2), (3, 3), (4, 5), … i.e. (3j, 3j) and (3j+1, 3j+2).',
          { k: e.k },
        ),
    partnerLine(e.x, e.y, e.partnerOfX),
  ],
};

export const PARTNER_TABLE_EXPLANATION: ExplanationRenderer<PartnerTableExplanation> = {
  kind: 'partner-table',
  method: (e) =>
    t('cold pairs computed row by row ({rows} rows); partner of {x} is {partner}', {
      rows: e.rows,
      x: e.x,
      partner: e.partnerOfX,
    }),
  lines(e) {
    // The rules as a rules line writes them: never translated.
    const rules = `${e.k === null ? 'wythoff' : `wythoff diagonal ${e.k}`}${e.misere ? ' misere' : ''}`;
    return [
      t('Each heap size has one cold partner; computed exactly row by row ({rows} rows) for {rules}.', {
        rows: e.rows,
        rules,
      }),
      partnerLine(e.x, e.y, e.partnerOfX),
    ];
  },
};
