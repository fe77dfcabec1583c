// Staircase Nim as stairs going up from left to right, stair 1 the lowest, the odd-numbered
// stairs shaded (the value of the position is the XOR of their coins). The coins on each stair
// are dots on its tread, up to MAX_DOTS, else their number. The recommended move is an arrow from
// the stair that loses coins to the one below (or from stair 1 off the stairs, to the ground on
// the left), with the number of coins it moves. More than MAX_STAIRS stairs, or numbers too long
// for the width, have no picture (null), nor has a staircase of no stairs.

import { plural, t } from '../../l10n';
import { shortNumber } from '../../text';
import { type Verdict } from '../../verdict';
import { inWords } from '../../pictures/inWords';
import { type Picture, type PictureOptions } from '../../pictures/pictureTypes';
import { svgDocument, tag, text } from '../../pictures/svg';
import { largest } from '../../largest';

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

export function staircasePicture(stairs: readonly bigint[], verdict: Verdict, options: PictureOptions): Picture | null {
  const n = stairs.length;
  if (n === 0 || n > MAX_STAIRS || stairs.some((c) => c < 0n)) return null;
  const palette = options.palette;
  const labels = stairs.map((c) => (c > BigInt(MAX_DOTS) ? shortNumber(c.toString()) : ''));
  const stairWidth = largest(
    labels.map((l) => Math.ceil(l.length * 6.5) + 8),
    24,
  );
  const drawnWidth = OFF + n * stairWidth + 12;
  if (drawnWidth > MAX_WIDTH) return null;
  const step = Math.max(8, Math.min(20, Math.floor(240 / n)));
  const ground = TOP + PILE + n * step;
  const left = (i: number) => OFF + (i - 1) * stairWidth;
  const centre = (i: number) => left(i) + stairWidth / 2;
  const tread = (i: number) => ground - i * step;
  const after = options.showMoves && verdict.outcome === 'win' ? verdict.recommended?.result : undefined;
  const move = after ? stairMove(stairs, after) : null;

  const parts: string[] = [
    text(6, 14, t('stair 1 lowest; shaded: odd-numbered stairs'), { fill: palette.muted, 'font-size': 10 }),
  ];
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
        stroke: from ? palette.target : palette.grid,
        'stroke-width': from ? 2 : 1,
      }),
    );
    parts.push(
      text(centre(i), ground + 12, String(i), { 'text-anchor': 'middle', fill: palette.muted, 'font-size': 9 }),
    );
    if (coins > BigInt(MAX_DOTS)) {
      parts.push(
        text(centre(i), tread(i) - 5, labels[k]!, {
          class: 'count',
          'data-stair': i,
          'text-anchor': 'middle',
          fill: palette.text,
          'font-weight': 'bold',
        }),
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

  const coinsWord = (c: bigint) => plural(c, '{count} coin', '{count} coins', { count: shortNumber(c.toString()) });
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
  let width = Math.max(drawnWidth, 250);
  if (move) {
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
          text(cxq, (y1 + y2) / 4 + cyq / 2 - 4, amountText, {
            'text-anchor': 'middle',
            fill: palette.target,
            'font-weight': 'bold',
          }),
      ),
    );
    const moved = { coins: coinsWord(amount), from, to: from - 1 };
    const caption =
      from === 1
        ? t('the recommended move moves {coins} from stair 1 off the stairs', moved)
        : t('the recommended move moves {coins} from stair {from} down to stair {to}', moved);
    parts.push(text(6, ground + 32, caption, { class: 'caption', fill: palette.target }));
    alt.push(
      from === 1
        ? t('The recommended move moves {coins} from stair 1 off the stairs.', moved)
        : t('The recommended move moves {coins} from stair {from} down to stair {to}.', moved),
    );
    height += 16;
    width = Math.max(width, 12 + Math.ceil(caption.length * 6.5));
  }
  width = Math.min(MAX_WIDTH, width);
  const description = alt.join(' ');
  return {
    kind: 'staircase',
    svg: svgDocument(width, height, description, parts.join(''), palette),
    alt: description,
    width,
    height,
  };
}

/** Height of the coins drawn on a tread. */
function pileHeight(coins: bigint): number {
  if (coins > BigInt(MAX_DOTS)) return 16;
  return Math.ceil(Number(coins) / DOTS_PER_ROW) * PITCH;
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
