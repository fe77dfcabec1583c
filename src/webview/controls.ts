// A game's controls as its game built them (core/games/controls.ts): groups of pieces to click,
// a choice of what a click plays, and moves typed in fields. Drawn from the data alone: the
// webview knows no game; what a piece plays is the intent the game gave it, and what a field holds
// is sent as typed, for the game to read and the host to check.

import type { ComponentView, ControlsView, Piece, PieceGroup, PlayStateView, TypedMove } from '../shared/playProtocol';
import { button, el, submitOnEnter } from './dom';
import { send } from './host';
import { redraw } from './page';
import { partOf, type Where } from './where';

/** The option of each game drawn's choice (how many pins a click takes), kept across renders. */
const chosenOption = new Map<string, number>();
/** Pieces picked so far in a game drawn, with the position they were picked in. */
const picked = new Map<string, { readonly position: string; readonly keys: readonly string[] }>();
/**
 * The most tokens drawn in one group of each game on the panel since the game began: the room its
 * heaps keep, so that the board does not move as heaps shrink (play.css: --token-room).
 */
const tokenRoom = new Map<string, number>();

/** A game from its start (no move played): the room is measured again. */
export function measureTokenRoomAgain(): void {
  tokenRoom.clear();
}

const SHAPE_CLASS: Readonly<Record<PieceGroup['shape'], string>> = {
  stack: 'tokens',
  'pin row': 'pins',
  'coin row': 'coin-row',
  grid: 'coin-grid',
  buttons: 'multiples',
};
const LOOK_CLASS: Readonly<Record<Piece['look'], string>> = {
  token: 'token',
  pin: 'pin',
  heads: 'coin heads',
  tails: 'coin tails',
  plain: '',
  axis: 'axis',
  gone: 'token gone',
};

function pickedIn(w: Where, c: ComponentView): readonly string[] {
  const p = picked.get(w.id);
  return p && p.position === c.position ? p.keys : [];
}

function setPicked(w: Where, c: ComponentView, keys: readonly string[]): void {
  if (keys.length) picked.set(w.id, { position: c.position, keys });
  else picked.delete(w.id);
  redraw(false);
}

/** The keys picked after a click on piece `at` of a group that picks. */
function pickAfter(g: PieceGroup, keys: readonly string[], at: number): string[] {
  const key = g.pieces[at]!.key!;
  if (keys.includes(key)) return keys.filter((k) => k !== key);
  if (g.pick!.mode === 'run' && keys.length) {
    // The run from the first piece picked to this one, in the group's order.
    const from = g.pieces.findIndex((p) => p.key === keys[0]);
    const step = at >= from ? 1 : -1;
    const run: string[] = [];
    for (let i = from; i !== at + step; i += step) if (g.pieces[i]!.key !== null) run.push(g.pieces[i]!.key!);
    return run;
  }
  const most = g.pick!.most;
  // At most `most`: a further piece replaces the last picked.
  const kept = most !== null && keys.length >= most ? keys.slice(0, most - 1) : keys;
  return [...kept, key];
}

function sendAct(w: Where, m: TypedMove, values: readonly string[]): void {
  send({ type: 'intent', intent: { kind: 'act', act: m.act, args: [...m.args, ...values] }, ...partOf(w) });
}

/** A choice of what a click plays: said in words where there is one option, else a radio group. */
function choiceView(v: ControlsView, w: Where): HTMLElement {
  const choice = v.choice!;
  if (choice.options.length === 1) return el('div', { class: 'per-click' }, choice.single);
  const current = chosenOption.get(w.id) ?? 0;
  const group = el(
    'div',
    { class: 'per-click', role: 'radiogroup', 'aria-label': choice.label },
    el('span', {}, choice.lead),
  );
  choice.options.forEach((text, k) => {
    const id = `${w.id}per-click-${k}`;
    const radio = el('input', { type: 'radio', name: `${w.id}per-click`, id, value: String(k) });
    radio.checked = k === current;
    radio.addEventListener('change', () => {
      chosenOption.set(w.id, k);
      redraw(false);
    });
    group.append(el('label', { for: id }, radio, text));
  });
  return group;
}

/** A move typed in fields, with its button (and a button that empties what picks wrote). */
function typedView(c: ComponentView, m: TypedMove, w: Where, myTurn: boolean, pickInto: string | null): HTMLElement[] {
  const option = chosenOption.get(w.id) ?? 0;
  const keys = pickedIn(w, c);
  const inputs = m.fields.map((f) => {
    let value = f.value;
    if (f.id === pickInto) value = keys.join(' ');
    else if (f.perOption) value = f.perOption[option] ?? value;
    return el('input', {
      id: `${w.id}${f.id}`,
      type: 'text',
      ...(f.numeric ? { inputmode: 'numeric' } : {}),
      value,
      'aria-label': f.label,
      size: String(f.size),
    });
  });
  const go = button(
    m.button.text,
    () => {
      if (pickInto !== null) picked.delete(w.id);
      sendAct(
        w,
        m,
        inputs.map((i) => i.value.trim()),
      );
    },
    { ...(m.id ? { id: `${w.id}${m.id}` } : {}), ...(m.button.label ? { 'aria-label': m.button.label } : {}) },
    !myTurn,
  );
  submitOnEnter(inputs, go);
  const labelled = m.fields.map((f, k) => {
    const lead = f.lead ? [el('label', { for: `${w.id}${f.id}` }, f.lead)] : [];
    return [...lead, inputs[k]!];
  });
  const clear = m.clear
    ? [button(m.clear.text, () => setPicked(w, c, []), { 'aria-label': m.clear.label }, keys.length === 0)]
    : [];
  if (m.stacked) return [...labelled.map((parts) => el('div', { class: 'take' }, ...parts)), go, ...clear];
  return [el('div', { class: 'take' }, ...labelled.flat(), go, ...clear)];
}

/** A group's pieces: buttons that play, pick, or (an axis) say where they are. */
function piecesView(c: ComponentView, g: PieceGroup, w: Where, myTurn: boolean): HTMLElement {
  const option = chosenOption.get(w.id) ?? 0;
  const keys = g.pick ? pickedIn(w, c) : [];
  const box = el('div', { class: SHAPE_CLASS[g.shape], role: 'group', 'aria-label': g.piecesLabel });
  if (g.shape === 'grid') box.style.setProperty('--columns', String(g.columns));
  const buttons: HTMLElement[] = [];
  g.pieces.forEach((p, at) => {
    if (p.look === 'axis') {
      box.append(el('span', { class: 'axis', ...(p.text ? { 'aria-hidden': 'true' } : {}) }, p.text));
      return;
    }
    if (p.look === 'gone') {
      // A token the last move took: its outline, said once by its group's count, so hidden here.
      box.append(el('span', { class: LOOK_CLASS.gone, title: p.plays[0]?.label ?? '', 'aria-hidden': 'true' }));
      return;
    }
    const play = p.plays[option] ?? p.plays[0]!;
    const isPicked = p.key !== null && keys.includes(p.key);
    const label = isPicked && p.pickedLabel ? p.pickedLabel : play.label;
    const b = button(
      p.text,
      () => {
        if (g.pick) setPicked(w, c, pickAfter(g, keys, at));
        else if (play.intent) send({ type: 'intent', intent: play.intent, ...partOf(w) });
      },
      {
        ...(p.id ? { id: `${w.id}${p.id}` } : {}),
        class:
          `${LOOK_CLASS[p.look]}${isPicked ? ' chosen' : ''}${play.hinted ? ' hinted' : ''}${p.last ? ' last' : ''}`.trim(),
        ...(g.pick ? { 'aria-pressed': String(isPicked) } : {}),
        'aria-label': label,
        title: label,
      },
      !myTurn || play.disabled,
    );
    if (play.marks > 1) {
      // Show what a click would take.
      const first = buttons.length;
      b.addEventListener('pointerenter', () => {
        for (let k = first; k < first + play.marks && k < g.pieces.length; k++)
          pieceAt(box, k)?.classList.add('picked');
      });
      b.addEventListener('pointerleave', () => {
        for (const q of box.querySelectorAll('.picked')) q.classList.remove('picked');
      });
    } else if (play.marks === 1) {
      b.addEventListener('pointerenter', () => b.classList.add('picked'));
      b.addEventListener('pointerleave', () => b.classList.remove('picked'));
    }
    buttons.push(b);
    box.append(b);
  });
  return box;
}

/** The k-th button among a group's pieces. */
function pieceAt(box: HTMLElement, k: number): Element | undefined {
  return box.querySelectorAll('button')[k];
}

function groupView(c: ComponentView, g: PieceGroup, w: Where, myTurn: boolean): HTMLElement {
  const pieces = g.pieces.length || g.shape === 'stack' ? [piecesView(c, g, w, myTurn)] : [];
  const typed = g.typed.flatMap((m) => typedView(c, m, w, myTurn, g.pick?.into ?? null));
  if (!g.card) return el('div', { class: 'group' }, ...pieces, ...typed);
  const count = el('div', { class: 'count', ...(g.card.countTitle ? { title: g.card.countTitle } : {}) }, g.card.count);
  return el(
    'section',
    { class: g.shape === 'pin row' ? 'heap pinrow' : 'heap', 'aria-label': g.label },
    el('h3', {}, g.card.heading),
    count,
    ...pieces,
    ...typed,
  );
}

/**
 * The controls of one game drawn: the choice of what a click plays, its groups of pieces, its
 * typed moves. While the game is over, the pieces stay, and what only plays goes.
 */
export function controlsView(
  s: PlayStateView,
  c: ComponentView,
  w: Where,
  myTurn: boolean,
): { choice: HTMLElement | null; board: HTMLElement; typed: HTMLElement | null } | null {
  const v = c.controls;
  if (!v) return null;
  const pickInto = v.groups.find((g) => g.pick)?.pick?.into ?? null;
  const groups = v.groups.map((g) => groupView(c, g, w, myTurn));
  let board: HTMLElement;
  if (v.layout === 'column')
    board = el('div', { class: 'direct' }, ...(v.how && !s.over ? [el('p', { class: 'how' }, v.how)] : []), ...groups);
  else {
    board = el('div', { class: v.layout === 'rows' ? 'heaps rows' : 'heaps' }, ...groups);
    if (v.layout === 'heaps') {
      const drawn = v.groups.map((g) => (g.shape === 'stack' ? g.pieces.length : 0));
      const room = Math.max(tokenRoom.get(w.id) ?? 0, ...drawn);
      tokenRoom.set(w.id, room);
      board.style.setProperty('--token-room', String(room));
    }
  }
  const typed = s.over ? [] : v.typed.flatMap((m) => typedView(c, m, w, myTurn, pickInto));
  // A column's typed moves go in it; beside heaps, below them.
  if (v.layout === 'column') board.append(...typed);
  return {
    choice: v.choice && !s.over ? choiceView(v, w) : null,
    board,
    typed: v.layout !== 'column' && typed.length ? el('div', { class: 'below' }, ...typed) : null,
  };
}
