// The picture of the position in the panel: its moves are what the game drew them to be (a cell of
// Wythoff's board carries its intent, a Hackenbush edge or a digraph arrow its place in the list of
// moves); the panel knows no game's geometry.

import type { MoveIntent, PlayStateView } from '../shared/playProtocol';
import { el } from './dom';
import { send } from './host';

/** A board drawn smaller than this is shown larger (its pieces are what a person clicks). */
const BOARD_HEIGHT = 240;
/** …at most this many times its drawn size. */
const MOST_GROWN = 2;

/**
 * A picture that is played (a board of buttons: Hackenbush's edges, a digraph's arrows, Chomp's
 * cells) drawn small is shown larger, up to BOARD_HEIGHT pixels tall and twice its size, within
 * the panel's width (play.css keeps it at most 100% wide): the SVG scales by its viewBox.
 */
function growBoard(figure: HTMLElement): void {
  const svg = figure.querySelector('svg');
  if (!svg || svg.getAttribute('role') !== 'group') return;
  const width = Number(svg.getAttribute('width'));
  const height = Number(svg.getAttribute('height'));
  if (!(width > 0 && height > 0 && height < BOARD_HEIGHT)) return;
  const scale = Math.min(MOST_GROWN, BOARD_HEIGHT / height);
  svg.setAttribute('width', String(Math.round(width * scale)));
  svg.setAttribute('height', String(Math.round(height * scale)));
}

/**
 * The drawing of the position: made by the extension, or by a game module (its SVG checked for
 * scripts, events and outside references in the module's thread and again on the host; the page's
 * policy runs no script in any case). Its moves are buttons: click or Enter plays one.
 */
export function pictureView(s: PlayStateView): HTMLElement {
  const figure = el('figure', { class: 'nl-picture', id: 'picture' });
  figure.innerHTML = s.picture!.svg;
  growBoard(figure);
  // A drawn element that is a move (Wythoff's reachable cells) carries its intent, made by the
  // game's picture: the panel sends it as it is, and the host reads and checks it as any message.
  const moveTo = (target: Element) => {
    const intent = target.closest('[data-intent]')?.getAttribute('data-intent');
    if (s.sum || !intent) return;
    try {
      send({ type: 'intent', intent: JSON.parse(intent) as MoveIntent });
    } catch {
      // A picture always writes JSON; anything else is not a move.
    }
  };
  // A drawn element that stands for a move of the list (Hackenbush's edges): its index there.
  const choose = (target: Element): boolean => {
    const index = target.closest('[data-choice]')?.getAttribute('data-choice');
    const choices = s.sum ? null : s.components[0]?.choices;
    const move = index && choices ? choices.moves[Number(index)] : undefined;
    if (!move) return false;
    send({ type: 'intent', intent: { kind: 'choose', index: Number(index), to: move.to } });
    return true;
  };
  figure.addEventListener('click', (e) => {
    if (e.target instanceof Element && !choose(e.target)) moveTo(e.target);
  });
  figure.addEventListener('keydown', (e) => {
    if (
      (e.key === 'Enter' || e.key === ' ') &&
      e.target instanceof Element &&
      (e.target.hasAttribute('data-intent') || e.target.hasAttribute('data-choice'))
    ) {
      e.preventDefault();
      if (!choose(e.target)) moveTo(e.target);
    }
  });
  figure.append(el('figcaption', { class: 'visually-hidden' }, s.picture!.alt));
  return figure;
}
