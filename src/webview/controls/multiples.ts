// Euclid's game: a multiple of the smaller number taken from the larger, by a button or typed.

import type { ComponentView, DirectView } from '../../shared/playProtocol';
import { amountField, button, el, submitOnEnter } from '../dom';
import { send } from '../host';
import { shortenNumbers, shortNumber, tr } from '../text';
import { partOf, type Where } from '../where';

/** Euclid's game: subtract a multiple of the smaller number from the larger, by a button or typed. */
export function multiplesView(
  c: ComponentView,
  d: Extract<DirectView, { kind: 'multiples' }>,
  w: Where,
  myTurn: boolean,
) {
  const box = el('div', { class: 'direct' });
  const big = c.heaps[d.larger]!;
  const most = BigInt(d.most);
  if (most === 0n) return box;
  const small = BigInt(d.smaller);
  const subtract = (k: bigint) =>
    send({
      type: 'intent',
      intent: { kind: 'take', heap: d.larger, amount: String(k * small), both: false },
      ...partOf(w),
    });
  box.append(
    el(
      'p',
      { class: 'how' },
      shortenNumbers(tr('Subtract a multiple of {smaller} from {larger}:', { smaller: d.smaller, larger: big })),
    ),
  );
  const row = el('div', { class: 'multiples', role: 'group', 'aria-label': tr('Multiples{part}', { part: w.label }) });
  const shown = most < 12n ? most : 12n;
  for (let k = 1n; k <= shown; k++) {
    const label = tr('Subtract {k} × {smaller} from {larger}{part}', {
      k,
      smaller: d.smaller,
      larger: big,
      part: w.label,
    });
    row.append(
      button(shortenNumbers(`${k} × ${d.smaller}`), () => subtract(k), { 'aria-label': label, title: label }, !myTurn),
    );
  }
  box.append(row);
  if (most > shown) {
    const id = `${w.id}multiple`;
    const input = amountField(
      id,
      tr('Multiple of {smaller} to subtract{part}', { smaller: d.smaller, part: w.label }),
      d.most,
    );
    const go = button(
      tr('Subtract'),
      () => {
        const k = input.value.trim();
        if (/^[0-9]{1,100000}$/.test(k)) subtract(BigInt(k));
      },
      { 'aria-label': tr('Subtract the multiple{part}', { part: w.label }) },
      !myTurn,
    );
    submitOnEnter([input], go);
    box.append(
      el(
        'div',
        { class: 'take' },
        el(
          'label',
          { for: id },
          tr('Or k × {smaller}, k up to {most}: ', { smaller: shortNumber(d.smaller), most: shortNumber(d.most) }),
        ),
        input,
        go,
      ),
    );
  }
  return box;
}
