// The play panel's webview: renders the state the extension sends and sends intents back.
// It holds no game logic; the extension validates and applies every intent.

import type { ComponentView, Mode, PlayStateView, ToWebview } from '../shared/playProtocol';
import { choicesView } from './choices';
import { controlsView, measureTokenRoomAgain } from './controls';
import { button, el } from './dom';
import { send, vscode } from './host';
import { onRedraw } from './page';
import { pictureView } from './picture';
import { historyClass, reviewView } from './review';
import { setStrings, shortenNumbers, toMove, tr, who } from './text';
import { type Where, whereOf } from './where';

const app = document.getElementById('app')!;
let state: PlayStateView | null = null;

/** One game drawn with the controls its game built (the choice of what a click plays first), and its list of moves. */
function componentView(
  s: PlayStateView,
  c: ComponentView,
  w: Where,
  myTurn: boolean,
): { perClick: HTMLElement | null; heaps: HTMLElement; both: HTMLElement | null } {
  const controls = controlsView(s, c, w, myTurn);
  const list = c.choices ? choicesView(s, c, w, myTurn) : null;
  if (!controls) return { perClick: null, heaps: list ?? el('div', { class: 'heaps' }), both: null };
  if (list)
    return {
      perClick: controls.choice,
      heaps: el('div', { class: 'direct-and-list' }, controls.board, list),
      both: controls.typed,
    };
  return { perClick: controls.choice, heaps: controls.board, both: controls.typed };
}

/** A sum of games: its parts side by side, each a labelled group drawn as its game is. */
function partsView(s: PlayStateView, myTurn: boolean): HTMLElement {
  const row = el('div', { class: 'board parts' });
  s.components.forEach((c, k) => {
    const { perClick, heaps, both } = componentView(s, c, whereOf(s, k), myTurn);
    let grundy = '';
    if (c.grundy !== null)
      grundy = s.misere
        ? tr('Grundy value {value} (in normal play)', { value: c.grundy })
        : tr('Grundy value {value}', { value: c.grundy });
    const names = { n: k + 1, name: c.name };
    const part = el(
      'fieldset',
      { class: 'part', id: `part-${k + 1}`, role: 'group', 'aria-label': tr('part {n}: {name}', names) },
      el('legend', {}, tr('Part {n}: {name}', names)),
      el('p', { class: 'rules' }, c.rulesSentence),
      grundy ? el('p', { class: 'grundy' }, shortenNumbers(grundy)) : '',
      perClick ?? '',
      c.heaps.length ? heaps : el('p', {}, tr('Nothing is left in this part.')),
      both ?? '',
    );
    row.append(part);
  });
  if (s.picture) row.append(pictureView(s));
  return row;
}

function render(s: PlayStateView, previous: PlayStateView | null = null): void {
  const focusedId = document.activeElement?.id;
  // A refused move leaves the position as it was: keep what was typed, to correct it.
  const samePosition =
    previous !== null && previous.played === s.played && previous.heaps.join(' ') === s.heaps.join(' ');
  const typed = new Map<string, string>();
  if (samePosition)
    for (const input of app.querySelectorAll<HTMLInputElement>('input[type=text]')) typed.set(input.id, input.value);
  const myTurn = !s.over && s.toMove !== 'computer';
  if (s.played === 0) measureTokenRoomAgain();
  app.replaceChildren();
  app.append(
    el(
      'header',
      {},
      el('h2', {}, s.title),
      el('p', { class: 'rules' }, s.rulesSentence),
      s.source ? el('p', { class: 'source' }, tr('From {source}', { source: s.source })) : '',
    ),
  );

  const status = s.over ? s.over.text : `${toMove(s.toMove)}${s.busy ? tr(' Thinking…') : ''}`;
  app.append(el('p', { class: s.over ? 'status over' : 'status', role: 'status' }, status));
  app.append(el('p', { class: 'notice', 'aria-live': 'polite', id: 'notice' }, shortenNumbers(s.notice ?? '')));
  if (s.drawOffer)
    app.append(
      el(
        'p',
        { class: 'draw-offer' },
        tr('This position has come back, and neither player can force a win from it.'),
        ' ',
        button(tr('Stop: agree a draw'), () => send({ type: 'agreeDraw' }), { id: 'agree-draw' }),
      ),
    );

  if (s.sum) app.append(partsView(s, myTurn));
  else {
    const { perClick, heaps, both } = componentView(s, s.components[0]!, whereOf(s, 0), myTurn);
    if (perClick) app.append(perClick);
    app.append(s.picture ? el('div', { class: 'board' }, heaps, pictureView(s)) : heaps);
    if (both) app.append(both);
  }

  app.append(
    el(
      'div',
      { class: 'controls', role: 'toolbar', 'aria-label': tr('Game controls') },
      button(tr('Undo'), () => send({ type: 'undo' }), { id: 'undo', title: tr('Undo (u)') }, !s.canUndo),
      button(tr('Redo'), () => send({ type: 'redo' }), { id: 'redo', title: tr('Redo (r)') }, !s.canRedo),
      button(tr('Restart'), () => send({ type: 'restart' }), { id: 'restart' }),
      button(tr('Hint'), () => send({ type: 'hint' }), { id: 'hint', title: tr('Hint (h)') }, !!s.over),
      button(tr('Show verdict'), () => send({ type: 'verdict' }), { id: 'verdict' }, !!s.over),
      button(tr('Save game to worksheet'), () => send({ type: 'save' }), { id: 'save' }, s.played === 0 || !s.source),
    ),
  );
  if (s.hint) app.append(el('p', { class: 'hint', id: 'hint-text' }, s.hint));
  if (s.verdict) app.append(el('p', { class: 'verdict', id: 'verdict-text' }, s.verdict));

  const mode = el(
    'select',
    { id: 'mode', 'aria-label': tr('Opponent') },
    el('option', { value: 'computer' }, tr('Against the computer')),
    el('option', { value: 'two-players' }, tr('Two players')),
  );
  mode.value = s.mode;
  const strength = el(
    'select',
    { id: 'strength', 'aria-label': tr('Computer strength') },
    ...[0, 10, 25, 50, 100].map((p) =>
      el('option', { value: String(p) }, p === 0 ? tr('Perfect play') : tr('{percent}% random moves', { percent: p })),
    ),
  );
  strength.value = String(s.randomShare);
  const starts = el(
    'select',
    { id: 'starts', 'aria-label': tr('Who starts') },
    el('option', { value: 'you' }, tr('You start')),
    el('option', { value: 'computer' }, tr('The computer starts')),
  );
  starts.value = s.youStart ? 'you' : 'computer';
  app.append(
    el(
      'details',
      { class: 'options' },
      el('summary', {}, tr('Options')),
      el('label', {}, tr('Opponent '), mode),
      el('label', {}, tr('Strength '), strength),
      el('label', {}, tr('First move '), starts),
      button(
        tr('New game with these options'),
        () =>
          send({
            type: 'options',
            mode: mode.value as Mode,
            randomShare: Number(strength.value),
            youStart: starts.value === 'you',
          }),
        { id: 'apply-options' },
      ),
    ),
  );

  if (s.review) app.append(reviewView(s));

  const list = el('ol', { class: 'history', 'aria-label': tr('Moves played') });
  s.history.forEach((m, i) => {
    const item = el(
      'li',
      { class: historyClass(m, i < s.played) },
      shortenNumbers(tr('{who}: {move} → {position}', { who: who(m.by), move: m.text, position: m.toText })),
    );
    if (m.mistake)
      item.append(el('span', { class: 'mark', title: tr('This move gave the win away') }, tr(' ✗ gave the win away')));
    if (i >= s.played) item.append(el('span', { class: 'mark' }, tr(' (undone)')));
    list.append(item);
  });
  app.append(el('h3', {}, tr('Moves')), s.history.length ? list : el('p', {}, tr('No move yet.')));

  for (const [id, value] of typed) {
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement) input.value = value;
  }
  if (focusedId) document.getElementById(focusedId)?.focus();
}

window.addEventListener('message', (event: MessageEvent) => {
  // Messages come from the extension only; the check keeps a malformed one from breaking the page.
  const data = event.data as Partial<ToWebview> | null;
  if (data?.type !== 'state' || !data.state) return;
  const previous = state;
  state = data.state;
  if (data.strings) setStrings(data.strings);
  vscode.setState(data.persist);
  render(state, previous);
});

window.addEventListener('keydown', (e) => {
  if (
    e.target instanceof HTMLInputElement ||
    e.target instanceof HTMLSelectElement ||
    e.ctrlKey ||
    e.metaKey ||
    e.altKey
  )
    return;
  if (e.key === 'u') send({ type: 'undo' });
  else if (e.key === 'r') send({ type: 'redo' });
  else if (e.key === 'h') send({ type: 'hint' });
});

onRedraw((keepTyped) => {
  if (state) render(state, keepTyped ? state : null);
});

// The handshake: the extension answers with the full state.
send({ type: 'ready' });
