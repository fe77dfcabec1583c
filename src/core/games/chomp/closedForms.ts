// Chomp's closed forms (each checked against exhaustive search by the tests): one row, two rows,
// an L, a square; and strategy stealing, which proves every rectangle a win without naming a move.
//
// One row `a` (a > 1): biting column 2 leaves the poisoned cell alone. Two rows `a b` are a loss
// exactly when a = b + 1: from a = b, biting row 2, column a leaves (a, a − 1); from a ≥ b + 2,
// biting row 1, column b + 2 leaves (b + 1, b); and every move from (b + 1, b) leaves one of those.
// An L, `a` then k rows of 1, is a loss exactly when a = k + 1, by the same mirror: its arm or its
// column is cut to the other's length. In each case that move is the only winning one (the tests
// check it). A square n × n (n ≥ 2): biting row 2, column 2 leaves an L with equal arms, which
// mirrors every move. A rectangle: if biting its top right cell lost, the reply that wins from the
// board left would be a move from the rectangle itself, so some move wins.

import { t } from '../../l10n';
import { shortenNumbers } from '../../text';
import { type Move } from '../../move';
import { type Decided } from '../../verdict';
import { biteMove } from './board';

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

function decided(outcome: 'win' | 'loss', move: Move | null, method: string, lines: readonly string[]): Decided {
  // Rows of thousands of digits are written by their ends.
  const short = lines.map(shortenNumbers);
  const explanation = {
    kind: 'game' as const,
    method: shortenNumbers(method),
    lines: short,
    markdown: short.join('\n\n'),
  };
  if (outcome === 'loss') return { outcome, winningMoves: [], winningMoveCount: 0n, explanation, value: 0n };
  return { outcome, winningMoves: move ? [move] : [], winningMoveCount: 1n, cheapest: move, explanation };
}

const POISON = (): string =>
  t('The cell in row 1, column 1 is poisoned: the player left with it alone has no move and loses.');

/** The verdict of a shape whose closed form names its winning move: one row, two rows, an L. */
export function decideNamed(rows: readonly bigint[], shape: ChompShape): Decided | null {
  switch (shape.kind) {
    case 'row': {
      const { a } = shape;
      if (a === 1n) return decided('loss', null, t('Chomp: the poisoned cell alone'), [POISON()]);
      return decided('win', biteMove(rows, 0, 2n), t('Chomp: one row, bite column 2'), [
        t('One row of {a}: biting column 2 leaves the poisoned cell alone to the opponent.', { a }),
      ]);
    }
    case 'two rows': {
      const { a, b } = shape;
      const method = t('Chomp: two rows {a} and {b}, a loss exactly when the first is one longer', { a, b });
      const rule = t(
        'Two rows are a loss exactly when the first is one cell longer than the second: every bite from (b + 1, b) leaves two rows of equal length or a first row two or more longer, and from those one bite gives back a first row one longer.',
      );
      if (a === b + 1n)
        return decided('loss', null, method, [rule, t('Here {a} = {b} + 1: the player to move loses.', { a, b })]);
      const move = a === b ? biteMove(rows, 1, a) : biteMove(rows, 0, b + 2n);
      return decided('win', move, method, [
        rule,
        a === b
          ? t('Here the rows are equal: biting row 2, column {a} leaves ({a}, {left}).', { a, left: a - 1n })
          : t('Here the first is {more} longer: biting row 1, column {column} leaves ({first}, {b}).', {
              more: a - b,
              column: b + 2n,
              first: b + 1n,
              b,
            }),
      ]);
    }
    case 'L': {
      const { a, k } = shape;
      const arm = BigInt(k) + 1n;
      const method = t('Chomp: an L, a loss exactly when its arms are equal');
      const rule = t(
        'An L, a row of {a} with a column of {k} cells above its first, has two arms: {a} cells along the bottom and {arm} up the first column. It is a loss exactly when they are equal: each bite shortens one arm, and the reply cuts the other to the same length.',
        { a, k, arm },
      );
      if (a === arm) return decided('loss', null, method, [rule]);
      const move = a > arm ? biteMove(rows, 0, arm + 1n) : biteMove(rows, Number(a), 1n);
      return decided('win', move, method, [
        rule,
        a > arm
          ? t('The bottom arm is longer: biting row 1, column {column} makes it {arm} long.', { column: arm + 1n, arm })
          : t('The column is longer: biting row {row}, column 1 makes it {a} long.', { row: a + 1n, a }),
      ]);
    }
    default:
      return null;
  }
}

/**
 * The verdict of a square or a rectangle too large to search: a win, with the square's winning move
 * (its count not known without the search), a rectangle's none named.
 */
export function decideLarge(rows: readonly bigint[], shape: ChompShape, why: string): Decided | null {
  if (shape.kind === 'square') {
    const move = biteMove(rows, 1, 2n);
    return {
      outcome: 'win',
      winningMoves: [move],
      winningMoveCount: null,
      uncounted: why,
      cheapest: move,
      explanation: {
        kind: 'game',
        method: t('Chomp: a square, bite row 2, column 2'),
        lines: [
          t(
            'A square of {n} by {n}: biting row 2, column 2 leaves an L whose two arms are both {n} long; whatever the opponent bites from one arm, the same bite from the other leaves equal arms again, down to the poisoned cell.',
            { n: shape.n },
          ),
        ],
        markdown: t(
          'A square of {n} by {n}: biting row 2, column 2 leaves an L whose two arms are both {n} long; whatever the opponent bites from one arm, the same bite from the other leaves equal arms again, down to the poisoned cell.',
          { n: shape.n },
        ),
      },
    };
  }
  if (shape.kind === 'rectangle') {
    const line = t(
      'A rectangle is a win (strategy stealing): if biting its top right cell lost, the opponent would have a winning reply, and that reply is also a move from the rectangle itself. Which move wins is found only by search.',
    );
    return {
      outcome: 'win',
      winningMoves: [],
      winningMoveCount: null,
      uncounted: why,
      cheapest: null,
      explanation: {
        kind: 'game',
        method: t('Chomp: a rectangle, a win by strategy stealing'),
        lines: [line],
        markdown: line,
      },
    };
  }
  return null;
}
