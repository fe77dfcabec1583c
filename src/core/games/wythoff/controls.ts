// Wythoff's game in the play panel: its two heaps of tokens, and the queen's diagonal move, the
// same amount from both heaps, typed (the board in the picture plays every move too).

import { t } from '../../l10n';
import { type ControlsView } from '../controls';
import { amountField, HEAP_CONTROL_WORDS, heapsControls, typedMove } from '../heapControls';

export function wythoffControls(
  heaps: readonly bigint[],
  part: string,
  lastFrom: readonly bigint[] | null,
): ControlsView {
  const both = typedMove(
    'both',
    [],
    [
      amountField(
        'amount-both',
        t('Amount to take from both heaps{part}', { part }),
        heaps[0] ?? 1n,
        '1',
        t('Both heaps: '),
      ),
    ],
    t('Take from both heaps'),
    t('Take from both heaps{part}', { part }),
  );
  return { ...heapsControls(heaps, part, HEAP_CONTROL_WORDS, () => true, lastFrom), typed: [both] };
}
