// Staircase Nim as stairs going up from left to right, stair 1 the lowest, the odd-numbered
// stairs shaded (the value of the position is the XOR of their coins). The coins on each stair
// are dots on its tread, up to MAX_DOTS, else their number. The recommended move is an arrow from
// the stair that loses coins to the one below (or from stair 1 off the stairs, to the ground on
// the left), with the number of coins it moves. More than MAX_STAIRS stairs, or numbers too long
// for the width, have no picture (null), nor has a staircase of no stairs. Within a room (the
// hover's box) the stairs are lower and, where many, narrower, their coins then written as numbers.

import { plural, t } from '../../l10n';
import { shortNumber } from '../../text';
import { type Verdict } from '../../verdict';
import { inWords } from '../../pictures/inWords';
import { type Picture, type PictureOptions } from '../../pictures/pictureTypes';
import { svgDocument, tag, text, xml, cellEdge } from '../../pictures/svg';
import { largest } from '../../largest';
import { textLines, WRAP_CHARACTER } from '../../pictures/fit';

/** Stairs drawn at most. */
export const MAX_STAIRS = 30;
/** Coins drawn as dots on a stair at most; more are written as a number. */
export const MAX_DOTS = 12;
const MAX_WIDTH = 840;
/** Dots in a row on a tread, and their spacing. */
const DOTS_PER_ROW = 3;
const PITCH = 7;
/** Height of the room above a tread for its coins: four rows of dots, or a number. */
const PILE = 4 * PITCH;
/** Room on the left for the coins that leave the stairs. */
const OFF = 44;
const TOP = 40;
/** A stair's width for three dots in a row, and the narrowest stair (its coins a number of two digits). */
const STAIR = 24;
const NARROW = 14;
/** The lowest rise from a stair to the next, within a room. */
const MIN_STEP = 2;
/** About the width of a character of the 11-pixel caption. */
const CHARACTER = 6.5;

export function staircasePicture(stairs: readonly bigint[], verdict: Verdict, options: PictureOptions): Picture | null {
  const n = stairs.length;
  if (n === 0 || n > MAX_STAIRS || stairs.some((c) => c < 0n)) return null;
  const palette = options.palette;
  const room = options.room;
  // Within a room, stairs too narrow for three dots write their coins as numbers.
  const narrow = room !== undefined && OFF + n * STAIR + 12 > room.width;
  const asNumber = (c: bigint) => (narrow ? c > 0n : c > BigInt(MAX_DOTS));
  const countSize = narrow ? 9 : 11;
  const widthOf = (lines: readonly (readonly string[])[]) =>
    largest(
      lines.flat().map((l) => Math.ceil(l.length * countSize * 0.59) + (narrow ? 3 : 8)),
      narrow ? Math.max(NARROW, Math.floor((room.width - OFF - 12) / n)) : STAIR,
    );
  // A stair's number in one line; within a room, where the stairs would be too wide, a long
  // number's ends on one line and its count of digits on the next.
  let labels = stairs.map((c) => (asNumber(c) ? [shortNumber(c.toString())] : []));
  let stairWidth = widthOf(labels);
  if (room && OFF + n * stairWidth + 12 > room.width) {
    labels = labels.map((lines) =>
      lines.flatMap((l) => (l.includes(' ') ? [l.slice(0, l.indexOf(' ')), l.slice(l.indexOf(' ') + 1)] : [l])),
    );
    stairWidth = widthOf(labels);
  }
  const drawnWidth = OFF + n * stairWidth + 12;
  if (drawnWidth > (room?.width ?? MAX_WIDTH)) return null;
  const lineCount = largest(
    labels.map((l) => l.length),
    1,
  );
  const after = options.showMoves && verdict.outcome === 'win' ? verdict.recommended?.result : undefined;
  const move = after ? stairMove(stairs, after) : null;
  const pileHeight = (coins: bigint) =>
    asNumber(coins) ? 16 + 12 * (lineCount - 1) : Math.ceil(Number(coins) / DOTS_PER_ROW) * PITCH;
  const pile = Math.max(narrow ? 16 : PILE, 16 + 12 * (lineCount - 1));
  const coinsWord = (c: bigint) => plural(c, '{count} coin', '{count} coins', { count: shortNumber(c.toString()) });
  const moved = move ? { coins: coinsWord(move.amount), from: move.from, to: move.from - 1 } : null;
  let caption = '';
  if (moved)
    caption =
      moved.from === 1
        ? t('the recommended move moves {coins} from stair 1 off the stairs', moved)
        : t('the recommended move moves {coins} from stair {from} down to stair {to}', moved);
  // Within a room the legend at the top is cut into lines where it is wider than the room.
  const legendText = t('stair 1 lowest; shaded: odd-numbered stairs');
  const legend = room ? textLines(legendText, room.width - 12, 5.6) : [legendText];
  const top = TOP + 12 * (legend.length - 1);
  const captionLines = room && move ? textLines(caption, room.width - 12, WRAP_CHARACTER) : [caption];
  const step = room
    ? Math.max(
        MIN_STEP,
        Math.min(20, Math.floor((room.height - top - pile - 20 - (move ? 16 * captionLines.length : 0)) / n)),
      )
    : Math.max(8, Math.min(20, Math.floor(240 / n)));
  const ground = top + pile + n * step;
  const left = (i: number) => OFF + (i - 1) * stairWidth;
  const centre = (i: number) => left(i) + stairWidth / 2;
  const tread = (i: number) => ground - i * step;

  const parts = legend.map((line, k) => text(6, 14 + 12 * k, line, { fill: palette.muted, 'font-size': 10 }));
  parts.push(tag('line', { x1: 4, y1: ground, x2: drawnWidth - 4, y2: ground, stroke: palette.text }));
  stairs.forEach((coins, k) => {
    const i = k + 1;
    const odd = i % 2 === 1;
    const from = move?.from === i;
    parts.push(
      tag('rect', {
        class: `stair${odd ? ' odd' : ''}${from ? ' from' : ''}`,
        'data-stair': i,
        'data-coins': coins.toString(),
        x: left(i),
        y: tread(i),
        width: stairWidth,
        height: i * step,
        fill: odd ? palette.cold : palette.background,
        stroke: from ? palette.target : cellEdge(palette, odd),
        'stroke-width': from ? 2 : 1,
      }),
    );
    parts.push(
      text(centre(i), ground + 12, String(i), { 'text-anchor': 'middle', fill: palette.muted, 'font-size': 9 }),
    );
    if (asNumber(coins)) {
      const lines = labels[k]!;
      const attributes = {
        class: 'count',
        'data-stair': i,
        'text-anchor': 'middle',
        fill: palette.text,
        'font-weight': 'bold',
        'font-size': narrow ? countSize : null,
      };
      const x = centre(i);
      const y = tread(i) - 5 - 12 * (lines.length - 1);
      parts.push(
        lines.length === 1
          ? text(x, y, lines[0]!, attributes)
          : tag(
              'text',
              { x, y, ...attributes },
              lines.map((line, l) => tag('tspan', { x, dy: l === 0 ? null : 12 }, xml(line))).join(''),
            ),
      );
      return;
    }
    for (let d = 0; d < Number(coins); d++) {
      const row = Math.floor(d / DOTS_PER_ROW);
      const col = d % DOTS_PER_ROW;
      parts.push(
        tag('circle', {
          class: 'coin',
          'data-stair': i,
          cx: centre(i) + (col - 1) * PITCH,
          cy: tread(i) - PITCH / 2 - row * PITCH,
          r: 2.6,
          fill: palette.text,
        }),
      );
    }
  });

  const alt = [
    n === 1
      ? plural(
          stairs[0]!,
          'A staircase of 1 stair, stair 1 the lowest, with {count} coin; the odd-numbered stairs are shaded.',
          'A staircase of 1 stair, stair 1 the lowest, with {count} coins; the odd-numbered stairs are shaded.',
          { count: shortNumber(stairs[0]!.toString()) },
        )
      : t(
          'A staircase of {count} stairs, stair 1 the lowest, with {coins} coins from stair 1 up; the odd-numbered stairs are shaded.',
          { count: n, coins: inWords(stairs.map((c) => shortNumber(c.toString()))) },
        ),
  ];
  let height = ground + 20;
  let width = Math.max(drawnWidth, room ? 12 + Math.ceil(largest(legend.map((line) => line.length)) * 5.6) : 250);
  if (move && moved) {
    const { from, amount } = move;
    // From just above the stair's coins to the tread below (or the ground left of stair 1), over an arc.
    const x1 = centre(from);
    const y1 = tread(from) - pileHeight(stairs[from - 1]!) - 4;
    const x2 = from === 1 ? OFF / 2 : centre(from - 1);
    const y2 = from === 1 ? ground - 3 : tread(from - 1) - pileHeight(stairs[from - 2]!) - 3;
    const cxq = (x1 + x2) / 2;
    const cyq = Math.min(y1, y2) - 22;
    const amountText = shortNumber(amount.toString());
    parts.push(
      tag(
        'g',
        { class: 'move', 'data-from': from, 'data-to': from - 1, 'data-amount': amount.toString() },
        tag('path', {
          d: `M${x1} ${y1}Q${cxq} ${cyq} ${x2} ${y2 - 5}`,
          fill: 'none',
          stroke: palette.target,
          'stroke-width': 2,
        }) +
          tag('path', { d: `M${x2} ${y2}l-4 -7h8z`, fill: palette.target }) +
          // Within a room, a long amount kept from running off the picture's left edge.
          text(room ? Math.max(cxq, 4 + (amountText.length * 6.5) / 2) : cxq, (y1 + y2) / 4 + cyq / 2 - 4, amountText, {
            'text-anchor': 'middle',
            fill: palette.target,
            'font-weight': 'bold',
          }),
      ),
    );
    captionLines.forEach((line, k) =>
      parts.push(text(6, ground + 32 + 16 * k, line, { class: 'caption', fill: palette.target })),
    );
    alt.push(
      from === 1
        ? t('The recommended move moves {coins} from stair 1 off the stairs.', moved)
        : t('The recommended move moves {coins} from stair {from} down to stair {to}.', moved),
    );
    height += 16 * captionLines.length;
    width = Math.max(width, 12 + Math.ceil(largest(captionLines.map((line) => line.length)) * CHARACTER));
  }
  width = Math.min(room?.width ?? MAX_WIDTH, width);
  const description = alt.join(' ');
  return {
    kind: 'staircase',
    svg: svgDocument(width, height, description, parts.join(''), palette),
    alt: description,
    width,
    height,
  };
}

/** The stair a move of Staircase Nim takes coins from (1-based) and how many, or null when `after` is not one move from `before`. */
function stairMove(before: readonly bigint[], after: readonly bigint[]): { from: number; amount: bigint } | null {
  if (after.length !== before.length) return null;
  const changed = before.map((_, k) => k).filter((k) => before[k] !== after[k]);
  const top = changed[changed.length - 1];
  if (top === undefined || changed.length > 2) return null;
  const amount = before[top]! - after[top]!;
  if (amount <= 0n) return null;
  if (changed.length === 1) return top === 0 ? { from: 1, amount } : null;
  const below = changed[0]!;
  return below === top - 1 && after[below]! - before[below]! === amount ? { from: top + 1, amount } : null;
}
