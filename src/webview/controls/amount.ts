// Fibonacci Nim: one amount up to the most this move may take.

import type { ComponentView, DirectView } from '../../shared/playProtocol';
import { amountField, button, el, submitOnEnter } from '../dom';
import { send } from '../host';
import { shortenNumbers, tr } from '../text';
import { partOf, type Where } from '../where';

/** Fibonacci Nim: one amount, from 1 to the most this move may take. */
export function amountView(c: ComponentView, d: Extract<DirectView, { kind: 'amount' }>, w: Where, myTurn: boolean) {
  const box = el('div', { class: 'direct' });
  const id = `${w.id}amount-0`;
  box.append(
    el(
      'p',
      { class: 'how' },
      shortenNumbers(tr('Heap of {size}: this move may take 1 to {most}.', { size: c.heaps[0] ?? '0', most: d.most })),
    ),
  );
  if (d.most === '0') return box;
  const input = amountField(id, tr('Amount to take{part}', { part: w.label }), d.most);
  const take = button(
    tr('Take'),
    () =>
      send({
        type: 'intent',
        intent: { kind: 'take', heap: 0, amount: input.value.trim(), both: false },
        ...partOf(w),
      }),
    { 'aria-label': tr('Take the amount{part}', { part: w.label }) },
    !myTurn,
  );
  submitOnEnter([input], take);
  box.append(el('div', { class: 'take' }, el('label', { for: id }, tr('Take: ')), input, take));
  return box;
}
