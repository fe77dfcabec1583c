// Chomp's reason: the shape of the board its closed form decides (one row, two rows, an L, a
// square, a rectangle), and why that shape is won or lost.

import { type ExplanationRenderer } from '../../explanationText';
import { t } from '../../l10n';
import { shortenNumbers } from '../../text';
import { type ChompShape } from './shape';

export interface ChompExplanation {
  readonly kind: 'chomp';
  /** The board's shape, which decides it. */
  readonly shape: ChompShape;
}

const POISON = (): string =>
  t('The cell in row 1, column 1 is poisoned: the player left with it alone has no move and loses.');

/** The one-line method and the lines, as the shape's closed form says them. */
function written(shape: ChompShape): { method: string; lines: string[] } {
  switch (shape.kind) {
    case 'row': {
      const { a } = shape;
      if (a === 1n) return { method: t('Chomp: the poisoned cell alone'), lines: [POISON()] };
      return {
        method: t('Chomp: one row, bite column 2'),
        lines: [t('One row of {a}: biting column 2 leaves the poisoned cell alone to the opponent.', { a })],
      };
    }
    case 'two rows': {
      const { a, b } = shape;
      const method = t('Chomp: two rows {a} and {b}, a loss exactly when the first is one longer', { a, b });
      const rule = t(
        'Two rows are a loss exactly when the first is one cell longer than the second: every bite from (b + 1, b) leaves two rows of equal length or a first row two or more longer, and from those one bite gives back a first row one longer.',
      );
      if (a === b + 1n) return { method, lines: [rule, t('Here {a} = {b} + 1: the player to move loses.', { a, b })] };
      return {
        method,
        lines: [
          rule,
          a === b
            ? t('Here the rows are equal: biting row 2, column {a} leaves ({a}, {left}).', { a, left: a - 1n })
            : t('Here the first is {more} longer: biting row 1, column {column} leaves ({first}, {b}).', {
                more: a - b,
                column: b + 2n,
                first: b + 1n,
                b,
              }),
        ],
      };
    }
    case 'L': {
      const { a, k } = shape;
      const arm = BigInt(k) + 1n;
      const method = t('Chomp: an L, a loss exactly when its arms are equal');
      const rule = t(
        'An L, a row of {a} with a column of {k} cells above its first, has two arms: {a} cells along the bottom and {arm} up the first column. It is a loss exactly when they are equal: each bite shortens one arm, and the reply cuts the other to the same length.',
        { a, k, arm },
      );
      if (a === arm) return { method, lines: [rule] };
      return {
        method,
        lines: [
          rule,
          a > arm
            ? t('The bottom arm is longer: biting row 1, column {column} makes it {arm} long.', {
                column: arm + 1n,
                arm,
              })
            : t('The column is longer: biting row {row}, column 1 makes it {a} long.', { row: a + 1n, a }),
        ],
      };
    }
    case 'square':
      return {
        method: t('Chomp: a square, bite row 2, column 2'),
        lines: [
          t(
            'A square of {n} by {n}: biting row 2, column 2 leaves an L whose two arms are both {n} long; whatever the opponent bites from one arm, the same bite from the other leaves equal arms again, down to the poisoned cell.',
            { n: shape.n },
          ),
        ],
      };
    case 'rectangle':
      return {
        method: t('Chomp: a rectangle, a win by strategy stealing'),
        lines: [
          t(
            'A rectangle is a win (strategy stealing): if biting its top right cell lost, the opponent would have a winning reply, and that reply is also a move from the rectangle itself. Which move wins is found only by search.',
          ),
        ],
      };
  }
}

/** Whether the shape's reason has its long numbers shortened: the shapes whose move is named (rows of thousands of digits are written by their ends). */
function shortened(shape: ChompShape): boolean {
  return shape.kind !== 'square' && shape.kind !== 'rectangle';
}

export const CHOMP_EXPLANATION: ExplanationRenderer<ChompExplanation> = {
  kind: 'chomp',
  method(e) {
    const { method } = written(e.shape);
    return shortened(e.shape) ? shortenNumbers(method) : method;
  },
  lines(e) {
    const { lines } = written(e.shape);
    return shortened(e.shape) ? lines.map(shortenNumbers) : lines;
  },
  markdown(e) {
    return CHOMP_EXPLANATION.lines(e).join('\n\n');
  },
};
