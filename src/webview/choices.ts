// The list of legal moves to choose from, for games with moves no other control makes.

import type { ComponentView, PlayStateView } from '../shared/playProtocol';
import { button, el, submitOnEnter } from './dom';
import { send } from './host';
import { isSingular, shortenNumbers, tr } from './text';
import { partOf, type Where } from './where';

/**
 * Games whose moves no other control makes (a split without taking, a three-way break, coins,
 * stairs, Euclid's game): the position, and its legal moves in a list to choose from.
 */
export function choicesView(s: PlayStateView, c: ComponentView, w: Where, myTurn: boolean): HTMLElement {
  const box = el(
    'div',
    { class: 'choices' },
    el('p', { class: 'position' }, tr('Position: '), shortenNumbers(c.position)),
  );
  const choices = c.choices!;
  if (s.over || choices.moves.length === 0) return box;
  const id = `${w.id}choices`;
  const select = el('select', {
    id,
    size: String(Math.min(8, Math.max(2, choices.moves.length))),
  });
  choices.moves.forEach((m, i) => {
    const option = el('option', { value: String(i) }, shortenNumbers(`${m.text} → ${m.toText}`));
    if (i === 0) option.selected = true;
    select.append(option);
  });
  const play = button(
    tr('Play this move'),
    () => {
      const i = Number(select.value);
      const chosen = choices.moves[i];
      if (chosen) send({ type: 'intent', intent: { kind: 'choose', index: i, to: chosen.to }, ...partOf(w) });
    },
    { 'aria-label': tr('Play the move chosen in the list{part}', { part: w.label }) },
    !myTurn,
  );
  submitOnEnter([select], play);
  box.append(el('label', { for: id }, tr('Moves{part}:', { part: w.label })), select, play);
  if (choices.more > 0) {
    box.append(el('p', { class: 'more' }, moreMovesText(choices.more)));
  }
  return box;
}

/** How many moves the list leaves out (`more` > 0; from 1,000 on, at least that many). */
function moreMovesText(more: number): string {
  const count = { count: more };
  if (more >= 1_000) return tr('{count} or more other moves are not listed.', count);
  if (isSingular(more)) return tr('{count} other move is not listed.', count);
  return tr('{count} other moves are not listed.', count);
}
