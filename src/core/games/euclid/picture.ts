// Euclid's game (a, b) as the rectangle of the larger by the smaller, lying down, cut into the
// squares of its quotient chain: a = q·b + r gives q squares of side b (from the left), then the
// b by r rectangle is cut the same way, and so on down to squares of side gcd(a, b). Each step of
// the chain has its own colour; a square's side is written in it where there is room. The
// recommended move subtracts k·b from a: the k squares of side b it removes (the leftmost) are shaded.
//
// No picture (null) for a position with a 0 (no rectangle), numbers beyond 2^53, or a chain of more
// than MAX_SQUARES squares (which also bounds the ratio: the first squares are at least 1/MAX_SQUARES
// of the length). Within a room (the hover's box) the rectangle is scaled into what the room leaves
// under the title and above the caption, and the caption cut into lines.

import { plural, t } from '../../l10n';
import { shortNumber } from '../../text';
import { type Verdict } from '../../verdict';
import { inWords } from '../../pictures/inWords';
import { type Picture, type PictureOptions } from '../../pictures/pictureTypes';
import { svgDocument, tag, text, valueFill } from '../../pictures/svg';
import { textLines, WRAP_CHARACTER } from '../../pictures/fit';

/** Squares of a chain drawn at most. */
export const MAX_SQUARES = 40;
/** The box the rectangle is scaled into. */
const BOX_WIDTH = 600;
const BOX_HEIGHT = 300;
const LEFT = 10;
const TOP = 24;
/** About the width of a character of the 11-pixel title and caption. */
const CHARACTER = 6.5;

interface Square {
  /** Position and side in the game's units. */
  readonly x: bigint;
  readonly y: bigint;
  readonly side: bigint;
  /** Which step of the chain (0 the first, squares of the smaller number). */
  readonly step: number;
}

export function euclidPicture(heaps: readonly bigint[], verdict: Verdict, options: PictureOptions): Picture | null {
  if (heaps.length !== 2) return null;
  const [a, b] = [heaps[0]!, heaps[1]!];
  const limit = BigInt(Number.MAX_SAFE_INTEGER);
  if (a <= 0n || b <= 0n || a > limit || b > limit) return null;
  const long = a >= b ? a : b;
  const short = a >= b ? b : a;
  const chain = squaresOf(long, short);
  if (!chain) return null;
  const { squares, quotients } = chain;
  const palette = options.palette;
  const after = options.showMoves && verdict.outcome === 'win' ? verdict.recommended?.result : undefined;
  const removed = after ? removedSquares(a, b, after, quotients[0]!) : 0;
  const room = options.room;
  const caption = removed > 0 ? removalCaption(removed, long, short) : '';
  let captionLines = caption ? [caption] : [];
  if (room && caption) captionLines = textLines(caption, room.width - 2 * LEFT, WRAP_CHARACTER);
  const box = room
    ? { width: room.width - 2 * LEFT, height: room.height - TOP - 8 - 16 * captionLines.length }
    : { width: BOX_WIDTH, height: BOX_HEIGHT };

  const scale = Math.min(box.width / Number(long), box.height / Number(short));
  const px = (v: bigint) => Number(v) * scale;
  const parts: string[] = [];
  const shownQuotients = quotients.length > 12 ? [...quotients.slice(0, 12), '\u2026'] : quotients;
  const title = t('{pair}: quotient chain {quotients}', {
    pair: `(${shortNumber(a.toString())}, ${shortNumber(b.toString())})`,
    quotients: shownQuotients.join(', '),
  });
  parts.push(text(LEFT, 15, title, { fill: palette.text }));
  squares.forEach((sq, k) => {
    const side = px(sq.side);
    const gone = sq.step === 0 && k < removed;
    parts.push(
      tag('rect', {
        class: `square${gone ? ' removed' : ''}`,
        'data-side': sq.side.toString(),
        'data-step': sq.step,
        x: round(LEFT + px(sq.x)),
        y: round(TOP + px(sq.y)),
        width: round(side),
        height: round(side),
        fill: gone ? palette.background : valueFill(palette, 1 + (sq.step % 6)),
        stroke: gone ? palette.target : palette.grid,
        'stroke-width': gone ? 2.5 : Math.min(1, Math.max(0.5, side / 6)),
      }),
    );
    if (gone) parts.push(hatch(LEFT + px(sq.x), TOP + px(sq.y), side, palette.target));
    const label = shortNumber(sq.side.toString());
    const size = Math.max(9, Math.min(16, Math.floor(side / 4)));
    if (side >= 16 && label.length * size * 0.62 + 6 <= side)
      parts.push(
        text(round(LEFT + px(sq.x) + side / 2), round(TOP + px(sq.y) + side / 2 + size * 0.35), label, {
          'text-anchor': 'middle',
          fill: gone ? palette.text : palette.valueText,
          'font-size': size,
        }),
      );
  });

  const counts: string[] = [];
  for (let s = 0; s < quotients.length; s++) {
    const q = quotients[s]!;
    const side = squares.find((sq) => sq.step === s)!.side;
    const sideText = shortNumber(side.toString());
    counts.push(
      s === 0
        ? plural(q, '{count} square of side {side}', '{count} squares of side {side}', { side: sideText })
        : t('{count} of side {side}', { count: q, side: sideText }),
    );
  }
  const at = t("Euclid's game at {pair}", { pair: `(${shortNumber(a.toString())}, ${shortNumber(b.toString())})` });
  const alt = [
    squares.length === 1
      ? t('{at}: a square of side {side}, the whole of its quotient chain.', { at, side: shortNumber(long.toString()) })
      : t('{at}: a rectangle of {long} by {short} cut into the {count} squares of its quotient chain, {counts}.', {
          at,
          long: shortNumber(long.toString()),
          short: shortNumber(short.toString()),
          count: squares.length,
          counts: inWords(counts),
        }),
  ];
  let height = TOP + Math.ceil(px(short)) + 8;
  let width = Math.max(LEFT * 2 + Math.ceil(px(long)), LEFT * 2 + Math.ceil(title.length * CHARACTER));
  if (removed > 0) {
    const larger = shortNumber(long.toString());
    const left = after!.map((v) => shortNumber(v.toString())).join(', ');
    const what = plural(removed, '{count} square of side {side}', '{count} squares of side {side}', {
      side: shortNumber(short.toString()),
    });
    const subtracted = shortNumber((BigInt(removed) * short).toString());
    captionLines.forEach((line, k) =>
      parts.push(text(LEFT, height + 8 + 16 * k, line, { class: 'caption', fill: palette.target })),
    );
    height += 16 * captionLines.length;
    for (const line of captionLines) width = Math.max(width, LEFT * 2 + Math.ceil(line.length * CHARACTER));
    alt.push(
      removed === 1
        ? t('The recommended move subtracts {amount} from {larger}, removing {what}, and leaves ({left}).', {
            amount: subtracted,
            larger,
            what,
            left,
          })
        : t(
            'The recommended move subtracts {amount} ({times} times {short}) from {larger}, removing {what}, and leaves ({left}).',
            { amount: subtracted, times: removed, short: shortNumber(short.toString()), larger, what, left },
          ),
    );
  }
  width = Math.min(room?.width ?? 840, width);
  const description = alt.join(' ');
  return {
    kind: 'euclid-rectangle',
    svg: svgDocument(width, height, description, parts.join(''), palette),
    alt: description,
    width,
    height,
  };
}

/** What the recommended move does to the rectangle, in the words under it. */
function removalCaption(removed: number, long: bigint, short: bigint): string {
  const what = plural(removed, '{count} square of side {side}', '{count} squares of side {side}', {
    side: shortNumber(short.toString()),
  });
  return t('the recommended move subtracts {amount} from {larger}, removing {what}', {
    amount: shortNumber((BigInt(removed) * short).toString()),
    larger: shortNumber(long.toString()),
    what,
  });
}

/** Diagonal lines across a square (no pattern: its id would repeat where pictures are put together). */
function hatch(x: number, y: number, side: number, colour: string): string {
  const gap = 8;
  let d = '';
  for (let c = gap; c < 2 * side; c += gap) {
    const [x0, y0] = c <= side ? [x, y + c] : [x + c - side, y + side];
    const [x1, y1] = c <= side ? [x + c, y] : [x + side, y + c - side];
    d += `M${round(x0)} ${round(y0)}L${round(x1)} ${round(y1)}`;
  }
  return tag('path', { class: 'hatch', d, fill: 'none', stroke: colour, 'stroke-width': 1 });
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}

/** The squares of the quotient chain of a long by short rectangle (long >= short > 0), or null beyond MAX_SQUARES. */
function squaresOf(long: bigint, short: bigint): { squares: Square[]; quotients: number[] } | null {
  const squares: Square[] = [];
  const quotients: number[] = [];
  let [x, y, w, h] = [0n, 0n, long, short];
  while (w > 0n && h > 0n) {
    const side = w >= h ? h : w;
    const q = (w >= h ? w : h) / side;
    if (BigInt(squares.length) + q > BigInt(MAX_SQUARES)) return null;
    const step = quotients.length;
    quotients.push(Number(q));
    for (let i = 0n; i < q; i++)
      squares.push(w >= h ? { x: x + i * side, y, side, step } : { x, y: y + i * side, side, step });
    if (w >= h) {
      x += q * side;
      w -= q * side;
    } else {
      y += q * side;
      h -= q * side;
    }
  }
  return { squares, quotients };
}

/** How many squares of the first step a move removes: the larger number less k times the smaller, or 0 when `after` is not such a move. */
function removedSquares(a: bigint, b: bigint, after: readonly bigint[], q: number): number {
  if (after.length !== 2) return 0;
  const [a2, b2] = [after[0]!, after[1]!];
  const short = a >= b ? b : a;
  // Equal numbers: either may become 0 (the spec writes the first).
  let diff = 0n;
  if (a2 !== a && b2 === b && a >= b) diff = a - a2;
  else if (b2 !== b && a2 === a && b >= a) diff = b - b2;
  if (diff <= 0n || diff % short !== 0n || diff / short > BigInt(q)) return 0;
  return Number(diff / short);
}
