// A row of coins (Turning Turtles, Mock Turtles, Ruler): coins 1, 2, … up to the last head, from
// the left, heads filled and labelled H, tails outlined T, each coin's number under it. The
// recommended move's coins (those whose side differs before and after it) are ringed, each with
// the way it turns; the rightmost always goes from heads to tails.
//
// A row of more than MAX_COINS coins is drawn in windows: each head (and each coin the move turns)
// with its neighbours, windows that touch merged, and a gap "…" for every run of tails left out.
// When even the windows take more than MAX_SLOTS places (many heads spread out), there is no
// picture (null), and the hover's text says it. An empty row (no heads) has no picture either.
// Within a room (the hover's box) the coins are smaller and the places as many as its width holds:
// the windows are tried with the heads' neighbours, then without, then with smaller coins still.

import { compareBigints } from '../../bigint';
import { largest } from '../../largest';
import { plural, t } from '../../l10n';
import { shortNumber } from '../../text';
import { type Verdict } from '../../verdict';
import { inWords } from '../../pictures/inWords';
import { type Picture, type PictureOptions } from '../../pictures/pictureTypes';
import { svgDocument, tag, text, valueFill } from '../../pictures/svg';
import { textLines, WRAP_CHARACTER } from '../../pictures/fit';

/** Rows up to this many coins are drawn whole. */
export const MAX_COINS = 40;
/** Places (coins and gaps) of a row drawn in windows, at most. */
export const MAX_SLOTS = 40;
/** The places' width, and those tried within a room, largest first. */
const CELL = 20;
const ROOM_CELLS = [16, 13, 11];
/** Places narrower than this show heads and tails by their fill alone, without H and T. */
const LETTERED = 12;
const LEFT = 10;
/** Centres of the coins: room above for the way each marked coin turns. */
const ROW_Y = 36;
const LABEL_SIZE = 9;
/** Width of a character of a coin's number, about. */
const DIGIT = 5.5;
/** Lines of coin numbers under the row, at most. */
const LABEL_LINES = 3;
/** About the width of a character of the 11-pixel caption. */
const CHARACTER = 6.5;

/** What is drawn, left to right: a run of coins, or a gap standing for a run of tails. */
type Slot = { readonly coin: bigint } | { readonly gap: readonly [bigint, bigint] };

export function coinRowPicture(heads: readonly bigint[], verdict: Verdict, options: PictureOptions): Picture | null {
  if (!ascendingFromOne(heads) || heads.length === 0) return null;
  const palette = options.palette;
  const last = heads[heads.length - 1]!;
  const isHead = new Set(heads);
  const after = options.showMoves && verdict.outcome === 'win' ? verdict.recommended?.result : undefined;
  // The coins the move turns, rightmost first; none unless it is a move of a row (the rightmost from heads to tails).
  const turned = after && ascendingFromOne(after) ? turnedCoins(heads, after) : [];
  const isTurned = new Set(turned);

  const room = options.room;
  let cell = CELL;
  let slots: Slot[] | null = null;
  if (!room) slots = layout(heads, turned, last, MAX_COINS, MAX_SLOTS, 1n);
  else
    for (const tried of ROOM_CELLS) {
      const most = Math.floor((room.width - 2 * LEFT) / tried);
      cell = tried;
      slots = layout(heads, turned, last, most, most, 1n) ?? layout(heads, turned, last, most, most, 0n);
      if (slots) break;
    }
  if (!slots) return null;
  const RADIUS = Math.round(cell * 0.4);
  // H and T in 10-pixel text in the panel's coins, smaller in a room's.
  const letterSize = Math.min(10, Math.round(cell / 2) + 1);
  const x = (s: number) => LEFT + s * cell + cell / 2;
  const parts: string[] = [];
  const labels: { coin: bigint; s: number }[] = [];
  slots.forEach((slot, s) => {
    if ('gap' in slot) {
      parts.push(
        tag(
          'g',
          { class: 'gap', 'data-from': slot.gap[0].toString(), 'data-to': slot.gap[1].toString() },
          text(x(s), ROW_Y + 4, '\u2026', { 'text-anchor': 'middle', fill: palette.muted }),
        ),
      );
      return;
    }
    const n = slot.coin;
    const head = isHead.has(n);
    parts.push(
      tag('circle', {
        class: `coin ${head ? 'head' : 'tail'}`,
        'data-coin': n.toString(),
        cx: x(s),
        cy: ROW_Y,
        r: RADIUS,
        fill: head ? valueFill(palette, 1) : palette.background,
        stroke: head ? palette.text : palette.muted,
      }),
    );
    if (cell >= LETTERED)
      parts.push(
        text(x(s), ROW_Y + Math.round(letterSize * 0.4), head ? t('H') : t('T'), {
          'text-anchor': 'middle',
          fill: head ? palette.valueText : palette.muted,
          'font-size': letterSize,
          'font-weight': head ? 'bold' : null,
        }),
      );
    labels.push({ coin: n, s });
    if (isTurned.has(n)) {
      parts.push(
        tag('circle', {
          class: `turned${n === turned[0] ? ' rightmost' : ''}`,
          'data-coin': n.toString(),
          'data-from': head ? 'H' : 'T',
          cx: x(s),
          cy: ROW_Y,
          r: RADIUS + 3,
          fill: 'none',
          stroke: palette.target,
          'stroke-width': n === turned[0] ? 3 : 2,
        }),
      );
      parts.push(
        text(x(s), ROW_Y - RADIUS - 7, head ? t('H→T') : t('T→H'), {
          'text-anchor': 'middle',
          fill: palette.target,
          'font-size': 8,
        }),
      );
    }
  });

  // The coins' numbers: each under its coin where it fits there, else (long numbers) those of the
  // heads and the turned coins, on the first of the lines below where they do not overlap.
  const lineEnds: number[][] = Array.from({ length: LABEL_LINES }, () => []);
  let lines = 1;
  const placed: [number, number, string][] = [];
  const short = (n: bigint) => n.toString().length * DIGIT <= cell - 3;
  for (const { coin, s } of labels) {
    if (!short(coin)) continue;
    placed.push([x(s), 0, coin.toString()]);
    lineEnds[0]!.push(x(s) - cell / 2, x(s) + cell / 2);
  }
  for (const { coin, s } of labels) {
    if (short(coin) || !(isHead.has(coin) || isTurned.has(coin))) continue;
    const label = shortNumber(coin.toString());
    const half = (label.length * DIGIT) / 2 + 2;
    const from = x(s) - half;
    const to = x(s) + half;
    const line = lineEnds.findIndex((ends) => {
      for (let k = 0; k < ends.length; k += 2) if (from < ends[k + 1]! && to > ends[k]!) return false;
      return true;
    });
    if (line < 0) continue;
    lineEnds[line]!.push(from, to);
    placed.push([x(s), line, label]);
    lines = Math.max(lines, line + 1);
  }
  for (const [cx, line, label] of placed)
    parts.push(
      text(cx, ROW_Y + RADIUS + 13 + line * 11, label, {
        class: 'number',
        'text-anchor': 'middle',
        fill: palette.muted,
        'font-size': LABEL_SIZE,
      }),
    );

  const count = shortNumber(last.toString());
  const windows = slots.some((s) => 'gap' in s);
  const headList = inWords(heads.map((h) => shortNumber(h.toString())));
  const alt = [
    windows
      ? t(
          'A row of {count} coins, drawn in windows around its heads (the coins left out show tails): heads at {heads}.',
          { count, heads: headList },
        )
      : plural(last, 'A row of {count} coin: heads at {heads}.', 'A row of {count} coins: heads at {heads}.', {
          count,
          heads: headList,
        }),
  ];
  let y = ROW_Y + RADIUS + 13 + (lines - 1) * 11 + 8;
  let width = LEFT * 2 + slots.length * cell;
  if (turned.length) {
    const caption = t('the recommended move turns over {coins}', { coins: coinWords(turned, 3) });
    alt.push(t('The recommended move turns over {coins}.', { coins: coinWords(turned, Infinity) }));
    const lines = room ? textLines(caption, room.width - 2 * LEFT, WRAP_CHARACTER) : [caption];
    lines.forEach((line, k) => parts.push(text(LEFT, y + 12 + 16 * k, line, { class: 'move', fill: palette.target })));
    width = Math.max(width, LEFT * 2 + Math.ceil(largest(lines.map((line) => line.length)) * CHARACTER));
    y += 16 * lines.length;
  }
  const height = y + 4;
  width = Math.min(width, room?.width ?? 840);
  const description = alt.join(' ');
  return {
    kind: 'coin-row',
    svg: svgDocument(width, height, description, parts.join(''), palette),
    alt: description,
    width,
    height,
  };
}

/** Whether a vector is a row: coin numbers from 1, strictly increasing. */
function ascendingFromOne(v: readonly bigint[]): boolean {
  return v.every((n, i) => n >= 1n && (i === 0 || n > v[i - 1]!));
}

/** The coins whose side differs between two rows, rightmost first; none when the rightmost does not go from heads to tails. */
function turnedCoins(before: readonly bigint[], after: readonly bigint[]): bigint[] {
  const a = new Set(after);
  const b = new Set(before);
  const turned = [...before.filter((n) => !a.has(n)), ...after.filter((n) => !b.has(n))].sort((p, q) =>
    compareBigints(q, p),
  );
  return turned.length && b.has(turned[0]!) ? turned : [];
}

/**
 * The places of the picture: the whole row when it has `coins` coins at most, else windows around
 * the heads and turned coins with `near` neighbours each side, or null when they take more than
 * `most` places.
 */
function layout(
  heads: readonly bigint[],
  turned: readonly bigint[],
  last: bigint,
  coins: number,
  most: number,
  near: bigint,
): Slot[] | null {
  const slots: Slot[] = [];
  if (last <= BigInt(coins)) {
    for (let n = 1n; n <= last; n++) slots.push({ coin: n });
    return slots;
  }
  const shown = [...new Set([...heads, ...turned])].sort(compareBigints);
  if (shown.length > most) return null;
  const ranges: [bigint, bigint][] = [];
  for (const c of shown) {
    let lo = c > near ? c - near : 1n;
    const hi = c + near < last ? c + near : last;
    const prev = ranges[ranges.length - 1];
    // A gap of one coin is the coin itself.
    if (prev && lo <= prev[1] + 2n) prev[1] = hi > prev[1] ? hi : prev[1];
    else {
      if (!prev && lo <= 2n) lo = 1n;
      ranges.push([lo, hi]);
    }
  }
  let end = 0n;
  for (const [lo, hi] of ranges) {
    if (lo > end + 1n) slots.push({ gap: [end + 1n, lo - 1n] });
    if (slots.length + Number(hi - lo + 1n) > most) return null;
    for (let n = lo; n <= hi; n++) slots.push({ coin: n });
    end = hi;
  }
  return slots.length <= most ? slots : null;
}

/** `coin 5`, `coins 5 and 2`; more than `listed` coins by their number and ends. */
function coinWords(turned: readonly bigint[], listed: number): string {
  const names = turned.map((n) => shortNumber(n.toString()));
  if (turned.length === 1) return t('coin {coin}', { coin: names[0]! });
  if (turned.length <= listed) return t('coins {coins}', { coins: inWords(names) });
  const run = turned[0]! - turned[turned.length - 1]! === BigInt(turned.length - 1);
  const ends = { count: turned.length, first: names[0]!, last: names[names.length - 1]! };
  return run
    ? t('the {count} coins from {first} down to {last}', ends)
    : t('{count} coins, from {first} down to {last}', ends);
}
