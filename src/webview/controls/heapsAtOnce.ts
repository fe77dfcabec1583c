// Moore's Nim: an amount for each heap, taken in one move.

import type { ComponentView, DirectView } from '../../shared/playProtocol';
import { amountField, button, el, noticeNow, submitOnEnter } from '../dom';
import { send } from '../host';
import { shortNumber, tr } from '../text';
import { partOf, type Where } from '../where';

/** Moore's Nim: an amount for each heap (0 leaves it alone), taken in one move from at most `most` heaps. */
export function heapsAtOnceView(
  c: ComponentView,
  d: Extract<DirectView, { kind: 'heaps at once' }>,
  w: Where,
  myTurn: boolean,
) {
  const box = el('div', { class: 'direct' });
  box.append(
    el('p', { class: 'how' }, tr('Amounts to take, 0 for a heap left alone (at most {most} heaps):', { most: d.most })),
  );
  const fields = c.heaps.map((size, i) => {
    const id = `${w.id}several-${i}`;
    const input = amountField(
      id,
      tr('Amount to take from heap {heap}{part}', { heap: i + 1, part: w.label }),
      size,
      '0',
    );
    box.append(
      el(
        'div',
        { class: 'take' },
        el('label', { for: id }, tr('Heap {heap} ({size}): ', { heap: i + 1, size: shortNumber(size) })),
        input,
      ),
    );
    return input;
  });
  const take = button(
    tr('Take'),
    () => {
      const amounts = fields.map((f) => f.value.trim() || '0');
      if (amounts.every((a) => /^[0-9]{1,100000}$/.test(a)))
        send({ type: 'intent', intent: { kind: 'amounts', amounts }, ...partOf(w) });
      else noticeNow(tr('Write each amount as a whole number (0 for a heap left alone).'));
    },
    { 'aria-label': tr('Take these amounts{part}', { part: w.label }) },
    !myTurn,
  );
  submitOnEnter(fields, take);
  box.append(take);
  return box;
}
