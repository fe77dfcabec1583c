// Staircase Nim: stairs drawn as heaps whose coins go down one stair.

import type { ComponentView } from '../../shared/playProtocol';
import { el } from '../dom';
import { heapView, type HeapWords, keepTokenRoom } from '../heaps';
import { isSingular, tr } from '../text';
import { type Where } from '../where';

const STAIR_WORDS: HeapWords = {
  place: (i) => tr('Stair {stair}', { stair: i + 1 }),
  label: (size, i, w) =>
    isSingular(size)
      ? tr('Stair {stair}{part}: {count} coin', { stair: i + 1, part: w.label, count: size })
      : tr('Stair {stair}{part}: {count} coins', { stair: i + 1, part: w.label, count: size }),
  tokens: (i, w) => tr('Coins of stair {stair}{part}', { stair: i + 1, part: w.label }),
  take: (amount, i, w) => {
    const args = { count: amount, stair: i + 1, part: w.label, to: i };
    if (i === 0)
      return isSingular(amount)
        ? tr('Move {count} coin from stair {stair}{part} off the stairs', args)
        : tr('Move {count} coins from stair {stair}{part} off the stairs', args);
    return isSingular(amount)
      ? tr('Move {count} coin from stair {stair}{part} to stair {to}', args)
      : tr('Move {count} coins from stair {stair}{part} to stair {to}', args);
  },
  fieldLabel: (i, w) => tr('Coins to move down from stair {stair}{part}', { stair: i + 1, part: w.label }),
  button: () => tr('Move down'),
  buttonLabel: (i, w) => tr('Move the coins down from stair {stair}{part}', { stair: i + 1, part: w.label }),
};

export function stairsView(c: ComponentView, _d: unknown, w: Where, myTurn: boolean): HTMLElement {
  const stairs = el('div', { class: 'heaps stairs' });
  c.heaps.forEach((_, i) => stairs.append(heapView(c, w, i, myTurn, STAIR_WORDS)));
  return keepTokenRoom(stairs, c, w);
}
