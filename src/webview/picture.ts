// The picture of the position in the panel; on Wythoff's board, reachable cells are buttons, and
// Hackenbush's edges are the cuts of the list of moves.

import type { PlayStateView } from '../shared/playProtocol';
import { el } from './dom';
import { send } from './host';

/**
 * The drawing of the position, made by the extension (trusted SVG, no script). On Wythoff's board
 * the cells the queen can reach are buttons: click or Enter moves the queen there.
 */
export function pictureView(s: PlayStateView): HTMLElement {
  const figure = el('figure', { class: 'nl-picture', id: 'picture' });
  figure.innerHTML = s.picture!.svg;
  const moveTo = (target: Element) => {
    // A cell knows its offset in the window; the board group knows the window's corner.
    const board = target.closest('.board');
    const [i, j, x0, y0] = [
      target.getAttribute('data-i'),
      target.getAttribute('data-j'),
      board?.getAttribute('data-x0'),
      board?.getAttribute('data-y0'),
    ];
    // The board is playable for a Wythoff game on its own (a sum's parts have their own controls).
    if (s.sum || !target.classList.contains('reachable') || !i || !j || !x0 || !y0 || s.heaps.length !== 2) return;
    const x = BigInt(s.heaps[0]!);
    const y = BigInt(s.heaps[1]!);
    const [ti, tj] = [BigInt(x0) + BigInt(i), BigInt(y0) + BigInt(j)];
    if (tj === y) send({ type: 'move', heap: 0, amount: String(x - ti), bothHeaps: false });
    else if (ti === x) send({ type: 'move', heap: 1, amount: String(y - tj), bothHeaps: false });
    else send({ type: 'move', heap: 0, amount: String(x - ti), bothHeaps: true });
  };
  // A drawn element that stands for a move of the list (Hackenbush's edges): its index there.
  const choose = (target: Element): boolean => {
    const index = target.closest('[data-choice]')?.getAttribute('data-choice');
    const choices = s.sum ? null : s.components[0]?.choices;
    const move = index && choices ? choices.moves[Number(index)] : undefined;
    if (!move) return false;
    send({ type: 'choose', index: Number(index), to: move.to });
    return true;
  };
  figure.addEventListener('click', (e) => {
    if (e.target instanceof Element && !choose(e.target)) moveTo(e.target);
  });
  figure.addEventListener('keydown', (e) => {
    if (
      (e.key === 'Enter' || e.key === ' ') &&
      e.target instanceof Element &&
      (e.target.classList.contains('reachable') || e.target.classList.contains('choice'))
    ) {
      e.preventDefault();
      if (!choose(e.target)) moveTo(e.target);
    }
  });
  figure.append(el('figcaption', { class: 'visually-hidden' }, s.picture!.alt));
  return figure;
}
