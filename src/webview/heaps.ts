// Heaps drawn as tokens to click and an amount to type, rows of pins that break, and Wythoff's move
// from both heaps: the controls of every heap game.

import type { ComponentView } from '../shared/playProtocol';
import { amountField, button, el, submitOnEnter } from './dom';
import { send } from './host';
import { redraw } from './page';
import { isSingular, shortNumber, tr } from './text';
import { partOf, type Where } from './where';

/** Heaps up to this size are drawn as tokens; larger ones as a number with an amount to take. */
const MAX_DRAWN = 24;
/** Rows of pins (take-and-break games) up to this size are drawn pin by pin. */
const MAX_PINS = 60;
/** Take-and-break games: how many neighbouring pins a click takes, per game drawn (kept across renders). */
const pinsPerClick = new Map<string, number>();

/**
 * How the controls of a heap speak of it: a heap of tokens, or a stair of coins (Staircase Nim).
 * `i` is the heap's index (heap i + 1); `w.label` ends the labels of a part of a sum.
 */
export interface HeapWords {
  /** The heading: `Heap 1`. */
  place(i: number): string;
  /** The label of the whole heap with its `size`. */
  label(size: string, i: number, w: Where): string;
  /** The label of its group of tokens. */
  tokens(i: number, w: Where): string;
  /** The label of a move of `amount` from this heap or stair. */
  take(amount: string, i: number, w: Where): string;
  fieldLabel(i: number, w: Where): string;
  button(): string;
  buttonLabel(i: number, w: Where): string;
}

export const HEAP_WORDS: HeapWords = {
  place: (i) => tr('Heap {heap}', { heap: i + 1 }),
  label: (size, i, w) =>
    isSingular(size)
      ? tr('Heap {heap}{part}: {count} token', { heap: i + 1, part: w.label, count: size })
      : tr('Heap {heap}{part}: {count} tokens', { heap: i + 1, part: w.label, count: size }),
  tokens: (i, w) => tr('Tokens of heap {heap}{part}', { heap: i + 1, part: w.label }),
  take: (amount, i, w) => tr('Take {amount} from heap {heap}{part}', { amount, heap: i + 1, part: w.label }),
  fieldLabel: (i, w) => tr('Amount to take from heap {heap}{part}', { heap: i + 1, part: w.label }),
  button: () => tr('Take'),
  buttonLabel: (i, w) => tr('Take the amount from heap {heap}{part}', { heap: i + 1, part: w.label }),
};

/**
 * The most tokens drawn in one heap of each game on the panel (by its Where's id) since the game
 * began: the room its heaps keep, so that the board does not move as heaps shrink.
 */
const tokenRoom = new Map<string, number>();

/** A game from its start (no move played): the room is measured again. */
export function measureTokenRoomAgain(): void {
  tokenRoom.clear();
}

/** Keeps room in a row of heaps for the tallest heap of tokens seen in this game (play.css: --token-room). */
export function keepTokenRoom(row: HTMLElement, c: ComponentView, w: Where): HTMLElement {
  const drawn = c.heaps.map((size) => (size.length <= 2 && Number(size) <= MAX_DRAWN ? Number(size) : 0));
  const room = Math.max(tokenRoom.get(w.id) ?? 0, ...drawn);
  tokenRoom.set(w.id, room);
  row.style.setProperty('--token-room', String(room));
  return row;
}

export function heapView(c: ComponentView, w: Where, i: number, myTurn: boolean, words = HEAP_WORDS): HTMLElement {
  const size = c.heaps[i]!;
  const box = el('section', { class: 'heap', 'aria-label': words.label(size, i, w) });
  box.append(el('h3', {}, words.place(i)), el('div', { class: 'count' }, shortNumber(size)));
  if (size.length <= 2 && Number(size) <= MAX_DRAWN) {
    const n = Number(size);
    const tokens = el('div', {
      class: 'tokens',
      role: 'group',
      'aria-label': words.tokens(i, w),
    });
    for (let t = n; t >= 1; t--) {
      // The token at height t takes it and every token above: amount n - t + 1.
      const amount = n - t + 1;
      const label = words.take(String(amount), i, w);
      tokens.append(
        button(
          '',
          () =>
            send({
              type: 'intent',
              intent: { kind: 'take', heap: i, amount: String(amount), both: false },
              ...partOf(w),
            }),
          { class: 'token', title: label, 'aria-label': label },
          !myTurn,
        ),
      );
    }
    box.append(tokens);
  }
  if (size !== '0') {
    const input = amountField(`${w.id}amount-${i}`, words.fieldLabel(i, w), size);
    const take = button(
      words.button(),
      () =>
        send({
          type: 'intent',
          intent: { kind: 'take', heap: i, amount: input.value.trim(), both: false },
          ...partOf(w),
        }),
      { 'aria-label': words.buttonLabel(i, w) },
      !myTurn,
    );
    submitOnEnter([input], take);
    box.append(el('div', { class: 'take' }, input, take));
  }
  return box;
}

/** A row of pins: clicking pin t takes it and the next ones, as many as chosen, breaking the row there. */
export function pinRowView(c: ComponentView, w: Where, i: number, myTurn: boolean): HTMLElement {
  const size = c.heaps[i]!;
  const heap = i + 1;
  const box = el('section', {
    class: 'heap pinrow',
    'aria-label': isSingular(size)
      ? tr('Heap {heap}{part}: a row of {count} pin', { heap, part: w.label, count: size })
      : tr('Heap {heap}{part}: a row of {count} pins', { heap, part: w.label, count: size }),
  });
  box.append(
    el('h3', {}, tr('Heap {heap}', { heap })),
    el('div', { class: 'count', title: tr('pins in the row') }, shortNumber(size)),
  );
  const perClick = pinsPerClick.get(w.id) ?? 1;
  if (size.length <= 3 && Number(size) <= MAX_PINS) {
    const n = Number(size);
    const take = perClick;
    const row = el('div', {
      class: 'pins',
      role: 'group',
      'aria-label': tr('Pins of heap {heap}{part}', { heap, part: w.label }),
    });
    const pins: HTMLButtonElement[] = [];
    for (let t = 0; t < n; t++) {
      const fits = t + take <= n;
      const right = n - t - take;
      const leaving = [t, right].filter((x) => x > 0).sort((a, b) => a - b);
      const label = fits
        ? pinsTakenLabel(t, take, leaving, heap, w)
        : tr('Pin {pin} of heap {heap}{part}: {count} pins from here do not fit', {
            pin: t + 1,
            heap,
            part: w.label,
            count: take,
          });
      const pin = button(
        '',
        () =>
          send({
            type: 'intent',
            intent: { kind: 'pins', heap: i, amount: String(take), left: String(t) },
            ...partOf(w),
          }),
        { class: 'pin', title: label, 'aria-label': label },
        !myTurn || !fits,
      );
      // Show which pins a click would take.
      pin.addEventListener('pointerenter', () => {
        for (let u = t; u < t + take && u < n; u++) pins[u]!.classList.add('picked');
      });
      pin.addEventListener('pointerleave', () => {
        for (const p of pins) p.classList.remove('picked');
      });
      pins.push(pin);
      row.append(pin);
    }
    box.append(row);
  }
  if (size !== '0') {
    const amountId = `${w.id}amount-${i}`;
    const leftId = `${w.id}left-${i}`;
    const amount = amountField(
      amountId,
      tr('Pins to take from heap {heap}{part}', { heap, part: w.label }),
      '1',
      String(perClick),
    );
    const left = amountField(
      leftId,
      tr('Pins to leave on the left of heap {heap}{part}', { heap, part: w.label }),
      size,
      '0',
    );
    const go = button(
      tr('Take'),
      () =>
        send({
          type: 'intent',
          intent: { kind: 'pins', heap: i, amount: amount.value.trim(), left: left.value.trim() },
          ...partOf(w),
        }),
      { 'aria-label': tr('Take the pins from heap {heap}{part}', { heap, part: w.label }) },
      !myTurn,
    );
    submitOnEnter([amount, left], go);
    box.append(
      el(
        'div',
        { class: 'take' },
        el('label', { for: amountId }, tr('Take ')),
        amount,
        el('label', { for: leftId }, tr(' leaving on the left ')),
        left,
        go,
      ),
    );
  }
  return box;
}

/**
 * The label of pin `t` (from 0) of heap `heap` when a click takes `take` pins from it, leaving the
 * rows `leaving` (none, one or two, smallest first).
 */
function pinsTakenLabel(t: number, take: number, leaving: readonly number[], heap: number, w: Where): string {
  const [a, b] = leaving;
  const args = { pin: t + 1, first: t + 1, last: t + take, heap, part: w.label, a: a ?? 0, b: b ?? 0 };
  if (take === 1) {
    if (a === undefined) return tr('Take pin {pin} of heap {heap}{part}, leaving nothing', args);
    if (b === undefined) return tr('Take pin {pin} of heap {heap}{part}, leaving {a}', args);
    return tr('Take pin {pin} of heap {heap}{part}, leaving {a} and {b}', args);
  }
  if (a === undefined) return tr('Take pins {first} to {last} of heap {heap}{part}, leaving nothing', args);
  if (b === undefined) return tr('Take pins {first} to {last} of heap {heap}{part}, leaving {a}', args);
  return tr('Take pins {first} to {last} of heap {heap}{part}, leaving {a} and {b}', args);
}

/** Take-and-break games: how many pins a click takes, from the amounts the code allows. */
export function pinsPerClickView(c: ComponentView, w: Where): HTMLElement {
  const takes = c.pins!.takes;
  if (!takes.includes(pinsPerClick.get(w.id) ?? 1)) pinsPerClick.set(w.id, takes[0] ?? 1);
  // One amount is no choice: said in words, not as a radio group of one.
  if (takes.length === 1) {
    const count = takes[0]!;
    return el(
      'div',
      { class: 'per-click' },
      isSingular(count) ? tr('A click takes {count} pin.', { count }) : tr('A click takes {count} pins.', { count }),
    );
  }
  const group = el(
    'div',
    { class: 'per-click', role: 'radiogroup', 'aria-label': tr('Pins a click takes{part}', { part: w.label }) },
    el('span', {}, tr('A click takes ')),
  );
  for (const t of takes) {
    const id = `${w.id}per-click-${t}`;
    const radio = el('input', { type: 'radio', name: `${w.id}per-click`, id, value: String(t) });
    radio.checked = t === (pinsPerClick.get(w.id) ?? 1);
    radio.addEventListener('change', () => {
      pinsPerClick.set(w.id, t);
      redraw(false);
    });
    group.append(
      el(
        'label',
        { for: id },
        radio,
        isSingular(t) ? tr(' {count} pin', { count: t }) : tr(' {count} pins', { count: t }),
      ),
    );
  }
  return group;
}

/** Wythoff: the move taking the same amount from both heaps. */
export function bothHeapsView(c: ComponentView, w: Where, myTurn: boolean): HTMLElement {
  const id = `${w.id}amount-both`;
  const input = amountField(id, tr('Amount to take from both heaps{part}', { part: w.label }), c.heaps[0] ?? '1');
  const take = button(
    tr('Take from both heaps'),
    () =>
      send({ type: 'intent', intent: { kind: 'take', heap: 0, amount: input.value.trim(), both: true }, ...partOf(w) }),
    w.part === null ? {} : { 'aria-label': tr('Take from both heaps{part}', { part: w.label }) },
    !myTurn,
  );
  submitOnEnter([input], take);
  return el('div', { class: 'both' }, el('label', { for: id }, tr('Both heaps: ')), input, take);
}
