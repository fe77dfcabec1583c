// Poker Nim's picture: each heap a column of tokens (its number below), the recommended move's heap
// outlined, and the two banks beside them, the player to move's first. Within a room (the hover's
// box, a part of a sum) the columns are as high as the largest heap needs, and no higher than the
// room allows: a heap of more tokens than its column holds is its number below it.

import { t } from '../../l10n';
import { type Picture, type PictureOptions } from '../../pictures/pictureTypes';
import { svgDocument, tag, text } from '../../pictures/svg';
import { type Verdict } from '../../verdict';
import { pokerBanks, pokerHeaps, pokerXor } from './position';

/** Heaps drawn at most, and tokens a column draws at most (a larger heap is its number). */
const MAX_HEAPS = 12;
const MAX_TOKENS = 12;
/** Tokens a column holds at least within a room: as high as the two banks beside the columns. */
const MIN_TOKENS = 5;
const TOKEN = 10;
const COLUMN = 26;

export function pokerPicture(position: readonly bigint[], verdict: Verdict, options: PictureOptions): Picture | null {
  const heaps = pokerHeaps(position);
  if (heaps.length === 0 || heaps.length > MAX_HEAPS) return null;
  const [mine, theirs] = pokerBanks(position);
  const palette = options.palette;
  const moved = options.showMoves && verdict.outcome === 'win' ? verdict.recommended?.heaps[0] : undefined;
  const top = 22;
  const room = options.room;
  let most = 0n;
  for (const h of heaps) if (h > most) most = h;
  // Within a room, no higher than the banks beside the columns need (MIN_TOKENS) unless a heap does.
  const tokens = room
    ? Math.max(
        1,
        Math.min(
          MAX_TOKENS,
          Math.floor((room.height - top - 6 - 22) / TOKEN),
          Math.max(MIN_TOKENS, Number(most > BigInt(MAX_TOKENS) ? BigInt(MAX_TOKENS) : most)),
        ),
      )
    : MAX_TOKENS;
  const bottom = top + tokens * TOKEN + 6;
  const parts: string[] = [];
  heaps.forEach((h, i) => {
    const x = 10 + i * COLUMN;
    const drawn = h > BigInt(tokens) ? tokens : Number(h);
    for (let j = 0; j < drawn; j++)
      parts.push(
        tag('circle', {
          class: 'token',
          cx: x + COLUMN / 2 - 3,
          cy: bottom - 6 - j * TOKEN,
          r: TOKEN / 2 - 1,
          fill: palette.position,
        }),
      );
    if (moved === i)
      parts.push(
        tag('rect', {
          class: 'moved',
          x: x - 1,
          y: top - 4,
          width: COLUMN - 4,
          height: bottom - top + 6,
          rx: 3,
          fill: 'none',
          stroke: palette.target,
          'stroke-width': 2,
        }),
      );
    parts.push(text(x + COLUMN / 2 - 3, bottom + 14, String(h), { 'text-anchor': 'middle', fill: palette.text }));
  });
  const bankX = 16 + heaps.length * COLUMN;
  const bank = (y: number, label: string) => {
    parts.push(
      tag('rect', {
        class: 'bank',
        x: bankX,
        y,
        width: 110,
        height: 22,
        rx: 3,
        fill: palette.background,
        stroke: palette.grid,
      }),
    );
    parts.push(text(bankX + 6, y + 15, label, { fill: palette.text }));
  };
  bank(top, t('to move: {tokens}', { tokens: mine }));
  bank(top + 30, t('other: {tokens}', { tokens: theirs }));
  const title = t('heaps XOR {x}', { x: pokerXor(position) });
  parts.push(text(10, 14, title, { fill: palette.text }));
  const width = bankX + 120;
  const height = bottom + 22;
  const alt = t('Poker Nim heaps {heaps}; the player to move holds {mine} in the bank, the other {theirs}.', {
    heaps: heaps.join(' '),
    mine,
    theirs,
  });
  return { kind: 'poker-nim', svg: svgDocument(width, height, alt, parts.join(''), palette), alt, width, height };
}
