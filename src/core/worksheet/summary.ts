// Short texts shared by the code lens, the CLI report and the play panel.

import { moveText } from '../moves';
import { type Verdict } from '../verdict';
import { formatPosition, PLAIN_STYLE } from './format';
import { type PositionStyle } from './syntax';
import { shortenNumbers } from '../text';

const OUTCOME_WORDS: Readonly<Record<Verdict['outcome'], string>> = { win: 'Win', loss: 'Loss', unknown: 'Unknown' };

export function outcomeWord(outcome: Verdict['outcome']): string {
  return OUTCOME_WORDS[outcome];
}

/** `Win · take 2 from heap 1 → 1 4 5 · 1 winning move`, `Loss · every move loses`. */
export function verdictTitle(v: Verdict, style: PositionStyle = PLAIN_STYLE): string {
  return shortenNumbers(fullVerdictTitle(v, style));
}

function fullVerdictTitle(v: Verdict, style: PositionStyle): string {
  if (v.outcome === 'unknown') return `Unknown · ${unknownReason(v)}`;
  if (v.outcome === 'loss') return v.recommended ? 'Loss · every move loses' : 'Loss · no move left';
  if (!v.recommended) {
    // Winning moves too long to write out (a Ruler run of more than 10,000 coins) are counted only.
    if (v.winningMoveCount !== null && v.winningMoveCount > 0n)
      return `Win · ${winningMovesText(v)}, too long to write out`;
    // A win whose moves are beyond the budget (Turning Corners with very long coordinates).
    if (v.winningMoveCount === null) return 'Win · no winning move found within the budget';
    return 'Win · no move left: the player to move has won';
  }
  return `Win · ${moveText(v.recommended)} → ${formatPosition(v.recommended.result, style)} · ${winningMovesText(v)}`;
}

/** `3 winning moves`, or `the first 1000 of 1001 winning moves` where not all are listed. */
export function winningMovesHeading(v: Verdict): string {
  const listed = BigInt(v.winningMoves.length);
  const n = v.winningMoveCount;
  return n !== null && listed < n ? `the first ${listed} of ${winningMovesText(v)}` : winningMovesText(v);
}

/** `3 winning moves`: the exact count, however many are listed; `2 winning moves found, not all counted` without one. */
export function winningMovesText(v: Verdict): string {
  const n = v.winningMoveCount;
  if (n === null) {
    const found = v.winningMoves.length;
    return `${found} winning move${found === 1 ? '' : 's'} found, not all counted`;
  }
  return `${n} winning move${n === 1n ? '' : 's'}`;
}

/** Why a verdict is unknown, without the method's own `unknown: `. */
export function unknownReason(v: Verdict): string {
  return v.method.replace(/^unknown: /, '');
}
