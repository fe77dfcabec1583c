// A Chomp board as a line writes it: its rows' lengths from the bottom (`5 4 4 2`), as heaps are
// written, each at least 1 and none longer than the row below.

import { t } from '../../l10n';
import { HEAPS_FORM } from '../forms/heaps';
import { failureOf, type PartShape, type PositionForm } from '../forms/form';

export const CHOMP_FORM: PositionForm = {
  ...HEAPS_FORM,
  // A board is searched whole: there is no rule row by row.
  searchedWhole: true,
  read(node, context) {
    const read = HEAPS_FORM.read(node, context);
    if (!read.ok) return read;
    const fail = failureOf(node);
    const where = (message: string): string =>
      context.part === null ? message : t('part {part}: {message}', { part: context.part + 1, message });
    for (let i = 0; i < node.heaps.length; i++) {
      const row = node.heaps[i]!;
      if (row.value < 1n)
        return fail(
          where(t('row {row} of the board is empty: write only the rows that have cells', { row: i + 1 })),
          row.range,
        );
      const below = node.heaps[i - 1];
      if (below && row.value > below.value)
        return fail(
          where(
            t(
              'row {row} ({cells} cells) is longer than row {below} ({under}): a row is never longer than the one below it',
              {
                row: i + 1,
                cells: row.value,
                below: i,
                under: below.value,
              },
            ),
          ),
          row.range,
        );
    }
    return read satisfies PartShape;
  },
};
