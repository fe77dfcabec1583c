// Moore's Nim in the play panel: an amount for each heap (0 leaves it alone), taken in one move
// from at most k heaps.

import { t } from '../../l10n';
import { shortNumber } from '../../text';
import { type ControlsView } from '../controls';
import { amountField, typedMove } from '../heapControls';

export function mooreControls(heaps: readonly bigint[], most: bigint, part: string): ControlsView {
  const fields = heaps.map((size, i) =>
    amountField(
      `several-${i}`,
      t('Amount to take from heap {heap}{part}', { heap: i + 1, part }),
      size,
      '0',
      t('Heap {heap} ({size}): ', { heap: i + 1, size: shortNumber(String(size)) }),
    ),
  );
  const take = typedMove('amounts', [], fields, t('Take'), t('Take these amounts{part}', { part }));
  return {
    how: t('Amounts to take, 0 for a heap left alone (at most {most} heaps):', { most }),
    choice: null,
    layout: 'column',
    groups: [],
    typed: [{ ...take, stacked: true }],
  };
}
