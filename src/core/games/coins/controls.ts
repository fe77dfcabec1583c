// A row of coins in the play panel (Turning Turtles, Mock Turtles, Ruler): click the coins of a
// move, the rightmost (a head) first, or type them; its move `turn` [text] reads what was typed.

import { t } from '../../l10n';
import { type ControlMarks, type ControlsView, type Piece } from '../controls';
import { hintedPlay } from '../heapControls';
import { rowWordLength } from './form';
import { type PositionStyle } from '../../reading/syntax';

/** Coins drawn one by one at most in a row; a longer row is played by typing the coins. */
const MAX_DRAWN_COINS = 64;
/** Coins a typed run names at most: every coin is checked. */
const MAX_RUN = 10_000;

/** The label of coin `coin` of a row: heads or tails, and whether it is chosen. */
function coinLabel(coin: number, isHead: boolean, isChosen: boolean, part: string): string {
  const args = { coin, part };
  if (isHead) return isChosen ? t('Coin {coin}{part}: heads, chosen', args) : t('Coin {coin}{part}: heads', args);
  return isChosen ? t('Coin {coin}{part}: tails, chosen', args) : t('Coin {coin}{part}: tails', args);
}

/**
 * The row as long as its line writes it (a word's length), else up to its last head: each coin
 * picked by a click into the coins to turn, `most` at most, or a run from the rightmost (Ruler).
 */
export function coinRowControls(
  heads: readonly bigint[],
  style: PositionStyle,
  most: number | null,
  part: string,
  marks: ControlMarks,
): ControlsView {
  const highest = heads.reduce((a, b) => (a > b ? a : b), 0n);
  const word = BigInt(rowWordLength(style));
  const length = highest > word ? highest : word;
  const up = new Set(heads);
  // While a hint is shown: the coins its move turns over.
  const after = marks.hintTo ? new Set(marks.hintTo) : null;
  // Since the last move: the coins it turned over.
  const before = marks.lastFrom ? new Set(marks.lastFrom) : null;
  const pieces: Piece[] = [];
  if (length <= BigInt(MAX_DRAWN_COINS))
    for (let k = 1; k <= Number(length); k++) {
      const isHead = up.has(BigInt(k));
      pieces.push({
        id: `coin-${k}`,
        ...(before !== null && before.has(BigInt(k)) !== isHead ? { last: true } : {}),
        text: isHead ? t('H') : t('T'),
        look: isHead ? 'heads' : 'tails',
        key: String(k),
        pickedLabel: coinLabel(k, isHead, true, part),
        plays: [hintedPlay(coinLabel(k, isHead, false, part), after !== null && after.has(BigInt(k)) !== isHead)],
      });
    }
  return {
    how:
      most === null
        ? t('Click the rightmost coin of the run (a head), then its leftmost coin, then Turn over.')
        : t('Click the rightmost coin to turn (a head), then up to {count} more to its left, then Turn over.', {
            count: most - 1,
          }),
    choice: null,
    layout: 'column',
    groups: pieces.length
      ? [
          {
            label: t('Coins{part}', { part }),
            card: null,
            shape: 'coin row',
            columns: 0,
            piecesLabel: t('Coins{part}', { part }),
            pieces,
            pick: { into: 'turn-coins', mode: most === null ? 'run' : 'toggle', most },
            typed: [],
          },
        ]
      : [],
    typed: [
      {
        id: 'turn',
        act: 'turn',
        args: [],
        fields: [
          {
            id: 'turn-coins',
            lead: t('Coins to turn over: '),
            label: t('Coins to turn over{part}', { part }),
            value: '',
            size: 16,
            numeric: false,
            perOption: null,
          },
        ],
        stacked: false,
        button: { text: t('Turn over'), label: null },
        clear: { text: t('Clear'), label: t('Clear the coins chosen{part}', { part }) },
      },
    ],
  };
}

/**
 * The coins of a row as typed or picked: numbers apart (spaces or commas), and for a run `3-7` or
 * `7-3` each coin of it; or why the text is not that.
 */
export function typedRowCoins(text: string): string[] | string {
  const coins: string[] = [];
  const unread = t('write the coins to turn over as numbers: 5 4 1, or a run 1-4');
  for (const word of text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)) {
    const run = /^([0-9]{1,6})-([0-9]{1,6})$/.exec(word);
    if (run) {
      const [a, b] = [Number(run[1]), Number(run[2])];
      const [low, high] = a <= b ? [a, b] : [b, a];
      if (high - low >= MAX_RUN) return unread;
      for (let n = high; n >= low; n--) coins.push(String(n));
    } else if (/^[0-9]{1,100000}$/.test(word)) coins.push(word);
    else return unread;
  }
  return coins.length ? coins : unread;
}
