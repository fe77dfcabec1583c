// The play panel's webview: renders the state the extension sends and sends intents back.
// It holds no game logic; the extension validates and applies every intent.

import { shortenNumbersWith, shortNumberWith } from '../core/shortNumbers';
import type {
  ComponentView,
  DirectView,
  Mode,
  MoveView,
  Player,
  PlayStateView,
  ToHost,
  ToWebview,
  WebviewStrings,
} from '../shared/playProtocol';

interface VsCodeApi {
  postMessage(message: ToHost): void;
  getState(): unknown;
  setState(state: unknown): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
const app = document.getElementById('app')!;
/** Heaps up to this size are drawn as tokens; larger ones as a number with an amount to take. */
const MAX_DRAWN = 24;
/** Rows of pins (take-and-break games) up to this size are drawn pin by pin. */
const MAX_PINS = 60;
let state: PlayStateView | null = null;
/** Take-and-break games: how many neighbouring pins a click takes, per game drawn (kept across renders). */
const pinsPerClick = new Map<string, number>();

function send(message: ToHost): void {
  vscode.postMessage(message);
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) if (v !== undefined) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
}

function button(
  label: string,
  onClick: () => void,
  props: Partial<Record<string, string>> = {},
  disabled = false,
): HTMLButtonElement {
  const b = el('button', { type: 'button', ...props }, label);
  b.disabled = disabled;
  b.addEventListener('click', onClick);
  return b;
}

/** The texts in the language of the answers, sent by the host with every state. */
let strings: WebviewStrings = { language: 'en', messages: {} };

/**
 * A text of the webview in the language of the answers: `message` is its English text, the key of
 * the catalogue the host sends (src/core/l10n/fr/panelPage.ts); `{name}` placeholders filled from `args`.
 */
function tr(message: string, args: Readonly<Record<string, string | number | bigint>> = {}): string {
  const text = strings.messages[message] ?? message;
  return text.replace(/\{([A-Za-z0-9_]+)\}/g, (m, k: string) => (k in args ? String(args[k]) : m));
}

/**
 * Whether `count` takes the singular in the language of the answers: English 1 only, French 0 and 1
 * (the sites write both forms as literal `tr` calls, so that the catalogue's test sees them).
 */
function isSingular(count: string | number | bigint): boolean {
  const n = String(count);
  return n === '1' || (strings.language === 'fr' && n === '0');
}

/** Long numbers by their ends and their length, in the language of the answers (core/shortNumbers.ts). */
function longNumber(start: string, end: string, digits: number): string {
  return tr('{start}…{end} ({digits} digits)', { start, end, digits });
}
function shortNumber(text: string): string {
  return shortNumberWith(text, longNumber);
}
function shortenNumbers(text: string): string {
  return shortenNumbersWith(text, longNumber);
}

function who(p: Player): string {
  switch (p) {
    case 'you':
      return tr('You');
    case 'computer':
      return tr('The computer');
    case 'player 1':
      return tr('Player 1');
    case 'player 2':
      return tr('Player 2');
  }
}

/** The status while the game goes on: who is to move. */
function toMove(p: Player): string {
  switch (p) {
    case 'you':
      return tr('You to move.');
    case 'computer':
      return tr('The computer to move.');
    case 'player 1':
      return tr('Player 1 to move.');
    case 'player 2':
      return tr('Player 2 to move.');
  }
}

/** Enter in any of these fields presses the button, as in a form. */
function submitOnEnter(fields: readonly HTMLElement[], submit: HTMLButtonElement): void {
  for (const field of fields)
    field.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') submit.click();
    });
}

/** A numeric text field wide enough for `max` (3 to 12 characters). */
function amountField(id: string, label: string, max: string, value = '1'): HTMLInputElement {
  return el('input', {
    id,
    type: 'text',
    inputmode: 'numeric',
    value,
    'aria-label': label,
    size: String(Math.min(12, Math.max(3, max.length))),
  });
}

/**
 * Which game drawn a control belongs to: the whole game (ids and labels as they always were), or
 * part `part` of a sum (ids start `part2-`, labels end `in part 2`, and moves name the part).
 */
interface Where {
  readonly part: number | null;
  /** Prefix of the ids of its fields: '' or `part2-`. */
  readonly id: string;
  /** End of its labels: '' or ` in part 2`. */
  readonly label: string;
}

function whereOf(s: PlayStateView, k: number): Where {
  return s.sum
    ? { part: k, id: `part${k + 1}-`, label: tr(' in part {n}', { n: k + 1 }) }
    : { part: null, id: '', label: '' };
}

/** What a move says of its part: nothing for a game that is not a sum. */
function partOf(w: Where): { part?: number } {
  return w.part === null ? {} : { part: w.part };
}

/**
 * How the controls of a heap speak of it: a heap of tokens, or a stair of coins (Staircase Nim).
 * `i` is the heap's index (heap i + 1); `w.label` ends the labels of a part of a sum.
 */
interface HeapWords {
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

const HEAP_WORDS: HeapWords = {
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

const STAIR_WORDS: HeapWords = {
  place: (i) => tr('Stair {stair}', { stair: i + 1 }),
  label: (size, i, w) =>
    isSingular(size)
      ? tr('Stair {stair}{part}: {count} coin', { stair: i + 1, part: w.label, count: size })
      : tr('Stair {stair}{part}: {count} coins', { stair: i + 1, part: w.label, count: size }),
  tokens: (i, w) => tr('Coins of stair {stair}{part}', { stair: i + 1, part: w.label }),
  take: (amount, i, w) => {
    const args = { count: amount, stair: i + 1, part: w.label, to: i };
    if (i === 0)
      return isSingular(amount)
        ? tr('Move {count} coin from stair {stair}{part} off the stairs', args)
        : tr('Move {count} coins from stair {stair}{part} off the stairs', args);
    return isSingular(amount)
      ? tr('Move {count} coin from stair {stair}{part} to stair {to}', args)
      : tr('Move {count} coins from stair {stair}{part} to stair {to}', args);
  },
  fieldLabel: (i, w) => tr('Coins to move down from stair {stair}{part}', { stair: i + 1, part: w.label }),
  button: () => tr('Move down'),
  buttonLabel: (i, w) => tr('Move the coins down from stair {stair}{part}', { stair: i + 1, part: w.label }),
};

function heapView(c: ComponentView, w: Where, i: number, myTurn: boolean, words = HEAP_WORDS): HTMLElement {
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
          () => send({ type: 'move', heap: i, amount: String(amount), bothHeaps: false, ...partOf(w) }),
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
      () => send({ type: 'move', heap: i, amount: input.value.trim(), bothHeaps: false, ...partOf(w) }),
      { 'aria-label': words.buttonLabel(i, w) },
      !myTurn,
    );
    submitOnEnter([input], take);
    box.append(el('div', { class: 'take' }, input, take));
  }
  return box;
}

/** A row of pins: clicking pin t takes it and the next ones, as many as chosen, breaking the row there. */
function pinRowView(c: ComponentView, w: Where, i: number, myTurn: boolean): HTMLElement {
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
        () => send({ type: 'break', heap: i, amount: String(take), left: String(t), ...partOf(w) }),
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
      () => send({ type: 'break', heap: i, amount: amount.value.trim(), left: left.value.trim(), ...partOf(w) }),
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
function pinsPerClickView(c: ComponentView, w: Where): HTMLElement {
  const takes = c.pins!.takes;
  if (!takes.includes(pinsPerClick.get(w.id) ?? 1)) pinsPerClick.set(w.id, takes[0] ?? 1);
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
      if (state) render(state);
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
function bothHeapsView(c: ComponentView, w: Where, myTurn: boolean): HTMLElement {
  const id = `${w.id}amount-both`;
  const input = amountField(id, tr('Amount to take from both heaps{part}', { part: w.label }), c.heaps[0] ?? '1');
  const take = button(
    tr('Take from both heaps'),
    () => send({ type: 'move', heap: 0, amount: input.value.trim(), bothHeaps: true, ...partOf(w) }),
    w.part === null ? {} : { 'aria-label': tr('Take from both heaps{part}', { part: w.label }) },
    !myTurn,
  );
  submitOnEnter([input], take);
  return el('div', { class: 'both' }, el('label', { for: id }, tr('Both heaps: ')), input, take);
}

/**
 * Games whose moves no other control makes (a split without taking, a three-way break, coins,
 * stairs, Euclid's game): the position, and its legal moves in a list to choose from.
 */
function choicesView(s: PlayStateView, c: ComponentView, w: Where, myTurn: boolean): HTMLElement {
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
      if (chosen) send({ type: 'choose', index: i, to: chosen.to, ...partOf(w) });
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

/** Coins chosen so far in a row or a grid, per game drawn, with the position they were chosen in. */
const picked = new Map<string, { readonly position: string; readonly coins: readonly string[] }>();

function pickedIn(w: Where, c: ComponentView): readonly string[] {
  const p = picked.get(w.id);
  return p && p.position === c.position ? p.coins : [];
}

function pick(w: Where, c: ComponentView, coins: readonly string[]): void {
  if (coins.length) picked.set(w.id, { position: c.position, coins });
  else picked.delete(w.id);
  if (state) render(state);
}

/** Sends a turn of these coins, and forgets the coins chosen by clicks. */
function turn(w: Where, coins: readonly string[]): void {
  if (coins.length === 0) return;
  picked.delete(w.id);
  send({ type: 'turn', coins, ...partOf(w) });
  // The coins no longer show as chosen while the host answers. Rendered as the same position, so
  // that what was typed stays, as after a refused move, to be corrected.
  if (state) render(state, state);
}

/**
 * Typed coins of a row: numbers apart (spaces or commas), and for a run `3-7` or `7-3` (Ruler) each
 * coin of it; null when the text is not that (the person is told, nothing is sent).
 */
function typedCoins(text: string): string[] | null {
  const coins: string[] = [];
  for (const word of text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)) {
    const run = /^([0-9]{1,6})-([0-9]{1,6})$/.exec(word);
    if (run) {
      const [a, b] = [Number(run[1]), Number(run[2])];
      const [low, high] = a <= b ? [a, b] : [b, a];
      if (high - low >= 10_000) return null;
      for (let n = high; n >= low; n--) coins.push(String(n));
    } else if (/^[0-9]{1,100000}$/.test(word)) coins.push(word);
    else return null;
  }
  return coins.length ? coins : null;
}

/** Says in the live region why nothing was sent (a typed text the webview cannot read). */
function noticeNow(text: string): void {
  const notice = document.getElementById('notice');
  if (notice) notice.textContent = text;
}

/** The label of coin `coin` of a row: heads or tails, and whether it is chosen. */
function coinLabel(coin: string, isHead: boolean, isChosen: boolean, w: Where): string {
  const args = { coin, part: w.label };
  if (isHead) return isChosen ? tr('Coin {coin}{part}: heads, chosen', args) : tr('Coin {coin}{part}: heads', args);
  return isChosen ? tr('Coin {coin}{part}: tails, chosen', args) : tr('Coin {coin}{part}: tails', args);
}

/** The label of coin (x, y) of a grid: heads or tails, and whether it is the far corner chosen. */
function cellLabel(x: number, y: number, isHead: boolean, isFar: boolean, w: Where): string {
  const args = { x, y, part: w.label };
  if (isHead)
    return isFar ? tr('Coin ({x}, {y}){part}: heads, far corner', args) : tr('Coin ({x}, {y}){part}: heads', args);
  return isFar ? tr('Coin ({x}, {y}){part}: tails, far corner', args) : tr('Coin ({x}, {y}){part}: tails', args);
}

/**
 * A row of coins: click the rightmost coin of a move (a head), then the others it turns (a Ruler
 * move: the leftmost of its run), then Turn over. Coins can be typed too, for any row.
 */
function coinRowView(c: ComponentView, d: Extract<DirectView, { kind: 'coin row' }>, w: Where, myTurn: boolean) {
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

/**
 * A grid of coins, (0, 0) bottom left as in the picture: click the far corner (a head), then the
 * near corner, below and to the left of it; the four corners are turned over at once.
 */
function coinGridView(c: ComponentView, d: Extract<DirectView, { kind: 'coin grid' }>, w: Where, myTurn: boolean) {
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

/** Euclid's game: subtract a multiple of the smaller number from the larger, by a button or typed. */
function multiplesView(c: ComponentView, d: Extract<DirectView, { kind: 'multiples' }>, w: Where, myTurn: boolean) {
  const box = el('div', { class: 'direct' });
  const big = c.heaps[d.larger]!;
  const most = BigInt(d.most);
  if (most === 0n) return box;
  const small = BigInt(d.smaller);
  const subtract = (k: bigint) =>
    send({ type: 'move', heap: d.larger, amount: String(k * small), bothHeaps: false, ...partOf(w) });
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

/** Moore's Nim: an amount for each heap (0 leaves it alone), taken in one move from at most `most` heaps. */
function heapsAtOnceView(
  c: ComponentView,
  d: Extract<DirectView, { kind: 'heaps at once' }>,
  w: Where,
  myTurn: boolean,
) {
  const box = el('div', { class: 'direct' });
  box.append(
    el('p', { class: 'how' }, tr('Amounts to take, 0 for a heap left alone (at most {most} heaps):', { most: d.most })),
  );
  const fields = c.heaps.map((size, i) => {
    const id = `${w.id}several-${i}`;
    const input = amountField(
      id,
      tr('Amount to take from heap {heap}{part}', { heap: i + 1, part: w.label }),
      size,
      '0',
    );
    box.append(
      el(
        'div',
        { class: 'take' },
        el('label', { for: id }, tr('Heap {heap} ({size}): ', { heap: i + 1, size: shortNumber(size) })),
        input,
      ),
    );
    return input;
  });
  const take = button(
    tr('Take'),
    () => {
      const amounts = fields.map((f) => f.value.trim() || '0');
      if (amounts.every((a) => /^[0-9]{1,100000}$/.test(a))) send({ type: 'take', amounts, ...partOf(w) });
      else noticeNow(tr('Write each amount as a whole number (0 for a heap left alone).'));
    },
    { 'aria-label': tr('Take these amounts{part}', { part: w.label }) },
    !myTurn,
  );
  submitOnEnter(fields, take);
  box.append(take);
  return box;
}

/** Fibonacci Nim: one amount, from 1 to the most this move may take. */
function amountView(c: ComponentView, d: Extract<DirectView, { kind: 'amount' }>, w: Where, myTurn: boolean) {
  const box = el('div', { class: 'direct' });
  const id = `${w.id}amount-0`;
  box.append(
    el(
      'p',
      { class: 'how' },
      shortenNumbers(tr('Heap of {size}: this move may take 1 to {most}.', { size: c.heaps[0] ?? '0', most: d.most })),
    ),
  );
  if (d.most === '0') return box;
  const input = amountField(id, tr('Amount to take{part}', { part: w.label }), d.most);
  const take = button(
    tr('Take'),
    () => send({ type: 'move', heap: 0, amount: input.value.trim(), bothHeaps: false, ...partOf(w) }),
    { 'aria-label': tr('Take the amount{part}', { part: w.label }) },
    !myTurn,
  );
  submitOnEnter([input], take);
  box.append(el('div', { class: 'take' }, el('label', { for: id }, tr('Take: ')), input, take));
  return box;
}

/** The game's own controls beside its list of moves; stairs are drawn as heaps whose coins go down. */
function directControls(s: PlayStateView, c: ComponentView, w: Where, myTurn: boolean): HTMLElement | null {
  const d = c.direct;
  if (!d || s.over) return null;
  switch (d.kind) {
    case 'coin row':
      return coinRowView(c, d, w, myTurn);
    case 'coin grid':
      return coinGridView(c, d, w, myTurn);
    case 'multiples':
      return multiplesView(c, d, w, myTurn);
    case 'heaps at once':
      return heapsAtOnceView(c, d, w, myTurn);
    case 'amount':
      return amountView(c, d, w, myTurn);
    case 'stairs': {
      const stairs = el('div', { class: 'heaps stairs' });
      c.heaps.forEach((_, i) => stairs.append(heapView(c, w, i, myTurn, STAIR_WORDS)));
      return stairs;
    }
  }
}

/** One game drawn as its game is: how many pins a click takes, its heaps or rows, the two-heap move. */
function componentView(
  s: PlayStateView,
  c: ComponentView,
  w: Where,
  myTurn: boolean,
): { perClick: HTMLElement | null; heaps: HTMLElement; both: HTMLElement | null } {
  if (c.choices) {
    const direct = directControls(s, c, w, myTurn);
    const list = choicesView(s, c, w, myTurn);
    return { perClick: null, heaps: direct ? el('div', { class: 'direct-and-list' }, direct, list) : list, both: null };
  }
  // First the choice of pins per click: it settles what the rows' pins take.
  const perClick = c.pins && !s.over ? pinsPerClickView(c, w) : null;
  const heaps = el('div', { class: c.pins ? 'heaps rows' : 'heaps' });
  c.heaps.forEach((_, i) => heaps.append(c.pins ? pinRowView(c, w, i, myTurn) : heapView(c, w, i, myTurn)));
  return { perClick, heaps, both: c.twoHeapMove && !s.over ? bothHeapsView(c, w, myTurn) : null };
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

/**
 * The drawing of the position, made by the extension (trusted SVG, no script). On Wythoff's board
 * the cells the queen can reach are buttons: click or Enter moves the queen there.
 */
function pictureView(s: PlayStateView): HTMLElement {
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
  figure.addEventListener('click', (e) => {
    if (e.target instanceof Element) moveTo(e.target);
  });
  figure.addEventListener('keydown', (e) => {
    if (
      (e.key === 'Enter' || e.key === ' ') &&
      e.target instanceof Element &&
      e.target.classList.contains('reachable')
    ) {
      e.preventDefault();
      moveTo(e.target);
    }
  });
  figure.append(el('figcaption', { class: 'visually-hidden' }, s.picture!.alt));
  return figure;
}

/** The class of a move in the history list: an undone move shows as undone, mistake or not. */
function historyClass(m: MoveView, played: boolean): string {
  if (!played) return 'undone';
  return m.mistake ? 'mistake' : '';
}

/** After the game: each mistake, a winning move instead and why, and a way back to that position. */
function reviewView(s: PlayStateView): HTMLElement {
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

function render(s: PlayStateView, previous: PlayStateView | null = null): void {
  const focusedId = document.activeElement?.id;
  // A refused move leaves the position as it was: keep what was typed, to correct it.
  const samePosition =
    previous !== null && previous.played === s.played && previous.heaps.join(' ') === s.heaps.join(' ');
  const typed = new Map<string, string>();
  if (samePosition)
    for (const input of app.querySelectorAll<HTMLInputElement>('input[type=text]')) typed.set(input.id, input.value);
  const myTurn = !s.over && s.toMove !== 'computer';
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
  if (data.strings) {
    strings = data.strings;
    document.documentElement.lang = strings.language;
  }
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

// The handshake: the extension answers with the full state.
send({ type: 'ready' });
