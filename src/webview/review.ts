// After the game: its mistakes, a better move for each, and the way back to replay from there.

import type { MoveView, PlayStateView } from '../shared/playProtocol';
import { button, el } from './dom';
import { send } from './host';
import { shortenNumbers, tr, who } from './text';

/** The class of a move in the history list: an undone move shows as undone, mistake or not. */
export function historyClass(m: MoveView, played: boolean): string {
  if (!played) return 'undone';
  return m.mistake ? 'mistake' : '';
}

/** After the game: each mistake, a winning move instead and why, and a way back to that position. */
export function reviewView(s: PlayStateView): HTMLElement {
  const section = el(
    'section',
    { class: 'review', 'aria-label': tr('Review of the game') },
    el('h3', {}, tr('Review')),
  );
  if (!s.review!.length) {
    section.append(
      el(
        'p',
        {},
        s.mode === 'computer'
          ? tr('No mistake: every move you made kept the win, or there was none to keep.')
          : tr('No mistake by either player.'),
      ),
    );
    return section;
  }
  for (const r of s.review!) {
    section.append(
      el(
        'div',
        { class: 'review-item' },
        el(
          'p',
          {},
          el('strong', {}, tr('Move {n}', { n: r.index + 1 })),
          tr(' ({who}) from {position}: {played} gave the win away.', {
            who: who(r.by),
            position: shortenNumbers(r.position),
            played: shortenNumbers(r.played),
          }),
        ),
        el('p', {}, tr('Instead: {better}.', { better: shortenNumbers(r.better) })),
        el('p', { class: 'why' }, shortenNumbers(r.why)),
        button(tr('Replay from here'), () => send({ type: 'replayFrom', index: r.index }), {
          'aria-label': tr('Replay from the position before move {n}', { n: r.index + 1 }),
        }),
      ),
    );
  }
  return section;
}
