// A grid of coins (Turning Corners): click the far corner, then the near one, or type them.

import type { ComponentView, DirectView } from '../../shared/playProtocol';
import { button, el, noticeNow, submitOnEnter } from '../dom';
import { tr } from '../text';
import { type Where } from '../where';
import { pick, pickedIn, turn } from './coinPicking';

/** The label of coin (x, y) of a grid: heads or tails, and whether it is the far corner chosen. */
function cellLabel(x: number, y: number, isHead: boolean, isFar: boolean, w: Where): string {
  const args = { x, y, part: w.label };
  if (isHead)
    return isFar ? tr('Coin ({x}, {y}){part}: heads, far corner', args) : tr('Coin ({x}, {y}){part}: heads', args);
  return isFar ? tr('Coin ({x}, {y}){part}: tails, far corner', args) : tr('Coin ({x}, {y}){part}: tails', args);
}

/**
 * A grid of coins, (0, 0) bottom left as in the picture: click the far corner (a head), then the
 * near corner, below and to the left of it; the four corners are turned over at once.
 */
export function coinGridView(
  c: ComponentView,
  d: Extract<DirectView, { kind: 'coin grid' }>,
  w: Where,
  myTurn: boolean,
) {
  const box = el('div', { class: 'direct' });
  const heads = new Set(d.heads.map(([x, y]) => `${x},${y}`));
  const far = pickedIn(w, c)[0];
  const [fx = -1n, fy = -1n] = far ? far.split(',').map(BigInt) : [];
  const corners = (x: bigint, y: bigint) => [`${x},${y}`, `${x},${fy}`, `${fx},${y}`, `${fx},${fy}`];
  box.append(
    el(
      'p',
      { class: 'how' },
      far
        ? tr('Far corner ({x}, {y}) chosen: click the near corner, below and to its left.', { x: fx, y: fy })
        : tr('Click the far corner of a rectangle (a head), then its near corner, below and to its left.'),
    ),
  );
  if (d.size) {
    const grid = el('div', { class: 'coin-grid', role: 'group', 'aria-label': tr('Coins{part}', { part: w.label }) });
    grid.style.setProperty('--columns', String(d.size.width + 1));
    for (let y = d.size.height - 1; y >= 0; y--) {
      grid.append(el('span', { class: 'axis', 'aria-hidden': 'true' }, String(y)));
      for (let x = 0; x < d.size.width; x++) {
        const key = `${x},${y}`;
        const isHead = heads.has(key);
        const near = far !== undefined && BigInt(x) < fx && BigInt(y) < fy;
        const isFar = key === far;
        const label = cellLabel(x, y, isHead, isFar, w);
        grid.append(
          button(
            isHead ? tr('H') : '',
            () => {
              if (isFar) pick(w, c, []);
              else if (near) turn(w, corners(BigInt(x), BigInt(y)));
              else pick(w, c, [key]);
            },
            {
              id: `${w.id}cell-${x}-${y}`,
              class: `coin ${isHead ? 'heads' : 'tails'}${isFar ? ' chosen' : ''}${near ? ' near' : ''}`,
              'aria-pressed': String(isFar),
              'aria-label': label,
              title: label,
            },
            !myTurn,
          ),
        );
      }
    }
    grid.append(el('span', { class: 'axis' }, ''));
    for (let x = 0; x < d.size.width; x++) grid.append(el('span', { class: 'axis', 'aria-hidden': 'true' }, String(x)));
    box.append(grid);
  }
  const farId = `${w.id}far-corner`;
  const nearId = `${w.id}near-corner`;
  const farInput = el('input', { id: farId, type: 'text', size: '10', value: far ? `${fx}, ${fy}` : '' });
  const nearInput = el('input', { id: nearId, type: 'text', size: '10', value: '' });
  const go = button(
    tr('Turn over the four corners'),
    () => {
      const read = (text: string) =>
        /^\s*\(?\s*([0-9]+)\s*,?\s+([0-9]+)\s*\)?\s*$|^\s*\(?([0-9]+),([0-9]+)\)?\s*$/.exec(text);
      const f = read(farInput.value);
      const n = read(nearInput.value);
      if (!f || !n) {
        noticeNow(tr('Write each corner as two numbers: x, y.'));
        return;
      }
      const [x, y] = [BigInt(f[1] ?? f[3]!), BigInt(f[2] ?? f[4]!)];
      const [a, b] = [BigInt(n[1] ?? n[3]!), BigInt(n[2] ?? n[4]!)];
      turn(w, [`${a},${b}`, `${a},${y}`, `${x},${b}`, `${x},${y}`]);
    },
    { id: `${w.id}turn-corners` },
    !myTurn,
  );
  submitOnEnter([farInput, nearInput], go);
  box.append(
    el(
      'div',
      { class: 'take' },
      el('label', { for: farId }, tr('Far corner ')),
      farInput,
      el('label', { for: nearId }, tr(' near corner ')),
      nearInput,
      go,
    ),
  );
  return box;
}
