// A grid of coins in the play panel (Turning Corners): click two opposite corners of a rectangle,
// the far one a head, or type them; its move `turn` [text] reads the corners typed or picked.

import { t } from '../../l10n';
import { type ControlMarks, type ControlsView, type Piece } from '../controls';
import { hintedPlay } from '../heapControls';

/** Columns and rows drawn at most in a grid of coins; a larger grid is played by typing the corners. */
const MAX_DRAWN_GRID = 16;

/** The label of coin (x, y) of a grid: heads or tails, and whether it is a corner chosen. */
function cellLabel(x: number, y: number, isHead: boolean, isChosen: boolean, part: string): string {
  const args = { x, y, part };
  if (isHead)
    return isChosen ? t('Coin ({x}, {y}){part}: heads, corner chosen', args) : t('Coin ({x}, {y}){part}: heads', args);
  return isChosen ? t('Coin ({x}, {y}){part}: tails, corner chosen', args) : t('Coin ({x}, {y}){part}: tails', args);
}

/** An axis label of the grid: a piece that plays nothing. */
function axis(text: string): Piece {
  return {
    id: null,
    text,
    look: 'axis',
    key: null,
    pickedLabel: null,
    plays: [{ label: '', intent: null, marks: 0, disabled: true }],
  };
}

/** The grid up to the last head in each direction, (0, 0) bottom left as in the picture, drawn when it fits. */
export function cornersControls(heaps: readonly bigint[], part: string, marks: ControlMarks): ControlsView {
  const up = new Set<string>();
  let width = 0n;
  let height = 0n;
  for (let i = 0; i + 1 < heaps.length; i += 2) {
    up.add(`${heaps[i]},${heaps[i + 1]}`);
    if (heaps[i]! + 1n > width) width = heaps[i]! + 1n;
    if (heaps[i + 1]! + 1n > height) height = heaps[i + 1]! + 1n;
  }
  // While a hint is shown: the coins its move turns over.
  const { hintTo, lastFrom } = marks;
  const pairs = (h: readonly bigint[]) => {
    const out = new Set<string>();
    for (let i = 0; i + 1 < h.length; i += 2) out.add(`${h[i]},${h[i + 1]}`);
    return out;
  };
  const after = pairs(hintTo ?? []);
  // Since the last move: the coins it turned over.
  const before = lastFrom ? pairs(lastFrom) : null;
  const fits = width > 0n && width <= BigInt(MAX_DRAWN_GRID) && height <= BigInt(MAX_DRAWN_GRID);
  const pieces: Piece[] = [];
  if (fits) {
    for (let y = Number(height) - 1; y >= 0; y--) {
      pieces.push(axis(String(y)));
      for (let x = 0; x < Number(width); x++) {
        const isHead = up.has(`${x},${y}`);
        pieces.push({
          id: `cell-${x}-${y}`,
          ...(before !== null && before.has(`${x},${y}`) !== isHead ? { last: true } : {}),
          text: isHead ? t('H') : '',
          look: isHead ? 'heads' : 'tails',
          key: `${x},${y}`,
          pickedLabel: cellLabel(x, y, isHead, true, part),
          plays: [
            hintedPlay(cellLabel(x, y, isHead, false, part), hintTo !== null && after.has(`${x},${y}`) !== isHead),
          ],
        });
      }
    }
    pieces.push(axis(''));
    for (let x = 0; x < Number(width); x++) pieces.push(axis(String(x)));
  }
  return {
    how: t('Click two opposite corners of a rectangle, the far one a head, then Turn over.'),
    choice: null,
    layout: 'column',
    groups: fits
      ? [
          {
            label: t('Coins{part}', { part }),
            card: null,
            shape: 'grid',
            columns: Number(width) + 1,
            piecesLabel: t('Coins{part}', { part }),
            pieces,
            pick: { into: 'corners', mode: 'toggle', most: 2 },
            typed: [],
          },
        ]
      : [],
    typed: [
      {
        id: 'turn-corners',
        act: 'turn',
        args: [],
        fields: [
          {
            id: 'corners',
            lead: t('Corners: '),
            label: t('Two opposite corners of the rectangle{part}', { part }),
            value: '',
            size: 14,
            numeric: false,
            perOption: null,
          },
        ],
        stacked: false,
        button: { text: t('Turn over the four corners'), label: null },
        clear: { text: t('Clear'), label: t('Clear the coins chosen{part}', { part }) },
      },
    ],
  };
}

/**
 * The coins a typed or picked text names: two opposite corners of a rectangle (`3,2 1,0`,
 * `(3, 2) (1, 0)`), which stand for its four corners, or the four corners themselves; or why not.
 */
export function typedCorners(text: string): string[] | string {
  const numbers = text.match(/[0-9]{1,100000}/g) ?? [];
  const unread = t('write two opposite corners of the rectangle, each as x,y: 3,2 1,0');
  if (/[^0-9\s,()]/.test(text) || (numbers.length !== 4 && numbers.length !== 8)) return unread;
  const pairs: string[] = [];
  for (let i = 0; i < numbers.length; i += 2) pairs.push(`${numbers[i]},${numbers[i + 1]}`);
  if (pairs.length === 4) return pairs;
  const [x1, y1, x2, y2] = numbers as [string, string, string, string];
  return [`${x1},${y1}`, `${x1},${y2}`, `${x2},${y1}`, `${x2},${y2}`];
}
