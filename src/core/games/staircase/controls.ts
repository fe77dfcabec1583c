// Staircase Nim in the play panel: stairs drawn as heaps whose coins go down one stair (from
// stair 1, off the stairs), in the words of stairs and coins.

import { plural, t } from '../../l10n';
import { type ControlsView } from '../controls';
import { heapsControls, type HeapWords } from '../heapControls';

const STAIR_CONTROL_WORDS: HeapWords = {
  place: (i) => t('Stair {stair}', { stair: i + 1 }),
  label: (size, i, part) =>
    plural(size, 'Stair {stair}{part}: {count} coin', 'Stair {stair}{part}: {count} coins', { stair: i + 1, part }),
  tokens: (i, part) => t('Coins of stair {stair}{part}', { stair: i + 1, part }),
  take: (amount, i, part) => {
    const args = { stair: i + 1, part, to: i };
    return i === 0
      ? plural(
          amount,
          'Move {count} coin from stair {stair}{part} off the stairs',
          'Move {count} coins from stair {stair}{part} off the stairs',
          args,
        )
      : plural(
          amount,
          'Move {count} coin from stair {stair}{part} to stair {to}',
          'Move {count} coins from stair {stair}{part} to stair {to}',
          args,
        );
  },
  fieldLabel: (i, part) => t('Coins to move down from stair {stair}{part}', { stair: i + 1, part }),
  button: () => t('Move down'),
  buttonLabel: (i, part) => t('Move the coins down from stair {stair}{part}', { stair: i + 1, part }),
};

export function stairsControls(
  heaps: readonly bigint[],
  part: string,
  lastFrom: readonly bigint[] | null,
): ControlsView {
  return heapsControls(heaps, part, STAIR_CONTROL_WORDS, () => true, lastFrom);
}
