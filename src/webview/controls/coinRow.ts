// A row of coins (Turning Turtles, Mock Turtles, Ruler): click the coins of a move, or type them.

import type { ComponentView, DirectView } from '../../shared/playProtocol';
import { button, el, noticeNow, submitOnEnter } from '../dom';
import { tr } from '../text';
import { type Where } from '../where';
import { pick, pickedIn, turn, typedCoins } from './coinPicking';

/** The label of coin `coin` of a row: heads or tails, and whether it is chosen. */
function coinLabel(coin: string, isHead: boolean, isChosen: boolean, w: Where): string {
  const args = { coin, part: w.label };
  if (isHead) return isChosen ? tr('Coin {coin}{part}: heads, chosen', args) : tr('Coin {coin}{part}: heads', args);
  return isChosen ? tr('Coin {coin}{part}: tails, chosen', args) : tr('Coin {coin}{part}: tails', args);
}

/**
 * A row of coins: click the rightmost coin of a move (a head), then the others it turns (a Ruler
 * move: the leftmost of its run), then Turn over. Coins can be typed too, for any row.
 */
export function coinRowView(c: ComponentView, d: Extract<DirectView, { kind: 'coin row' }>, w: Where, myTurn: boolean) {
  const box = el('div', { class: 'direct' });
  const heads = new Set(d.heads);
  const chosen = pickedIn(w, c);
  const rightmost = chosen[0];
  const click = (n: string) => {
    if (rightmost === undefined || BigInt(n) > BigInt(rightmost)) return pick(w, c, [n]);
    if (n === rightmost) return pick(w, c, []);
    if (d.most === null) {
      // Ruler: the run from the rightmost down to this coin.
      const run: string[] = [];
      for (let k = BigInt(rightmost); k >= BigInt(n); k--) run.push(String(k));
      return pick(w, c, run);
    }
    if (chosen.includes(n))
      return pick(
        w,
        c,
        chosen.filter((x) => x !== n),
      );
    // At most `most` coins: a further one replaces the last chosen.
    const kept = chosen.length >= d.most ? chosen.slice(0, d.most - 1) : chosen;
    return pick(w, c, [...kept, n]);
  };
  const how =
    d.most === null
      ? tr('Click the rightmost coin of the run (a head), then its leftmost coin, then Turn over.')
      : tr('Click the rightmost coin to turn (a head), then up to {count} more to its left, then Turn over.', {
          count: d.most - 1,
        });
  box.append(el('p', { class: 'how' }, how));
  if (d.length !== null && d.length > 0) {
    const row = el('div', { class: 'coin-row', role: 'group', 'aria-label': tr('Coins{part}', { part: w.label }) });
    for (let k = 1; k <= d.length; k++) {
      const n = String(k);
      const isHead = heads.has(n);
      const isChosen = chosen.includes(n);
      const label = coinLabel(n, isHead, isChosen, w);
      row.append(
        button(
          isHead ? tr('H') : tr('T'),
          () => click(n),
          {
            id: `${w.id}coin-${n}`,
            class: `coin ${isHead ? 'heads' : 'tails'}${isChosen ? ' chosen' : ''}`,
            'aria-pressed': String(isChosen),
            'aria-label': label,
            title: label,
          },
          !myTurn,
        ),
      );
    }
    box.append(row);
  }
  const id = `${w.id}turn-coins`;
  const input = el('input', {
    id,
    type: 'text',
    value: chosen.join(' '),
    size: '16',
    'aria-label': tr('Coins to turn over{part}', { part: w.label }),
  });
  const go = button(
    tr('Turn over'),
    () => {
      const coins = typedCoins(input.value);
      if (coins) turn(w, coins);
      else noticeNow(tr('Write the coins to turn over as numbers: 5 4 1, or a run 1-4.'));
    },
    { id: `${w.id}turn` },
    !myTurn,
  );
  submitOnEnter([input], go);
  box.append(
    el(
      'div',
      { class: 'take' },
      el('label', { for: id }, tr('Coins to turn over: ')),
      input,
      go,
      button(
        tr('Clear'),
        () => pick(w, c, []),
        { 'aria-label': tr('Clear the coins chosen{part}', { part: w.label }) },
        chosen.length === 0,
      ),
    ),
  );
  return box;
}
