// Fibonacci Nim in the play panel: one amount, from 1 to the most this move may take.

import { t } from '../../l10n';
import { shortenNumbers } from '../../text';
import { type ControlsView } from '../controls';
import { amountField, typedMove } from '../heapControls';

export function fibonacciControls(heap: bigint, most: bigint, part: string): ControlsView {
  const how = shortenNumbers(t('Heap of {size}: this move may take 1 to {most}.', { size: heap, most }));
  const take = typedMove(
    'take',
    ['0'],
    [amountField('amount-0', t('Amount to take{part}', { part }), most, '1', t('Take: '))],
    t('Take'),
    t('Take the amount{part}', { part }),
  );
  return { how, choice: null, layout: 'column', groups: [], typed: most === 0n ? [] : [take] };
}
