// Short texts shared by the code lens, the CLI report and the play panel.

import { moveText } from '../rules';
import { Verdict } from '../solve';
import { formatPosition, PLAIN_STYLE } from './format';
import { PositionStyle } from './syntax';

export function outcomeWord(outcome: Verdict['outcome']): string {
  return outcome === 'win' ? 'Win' : outcome === 'loss' ? 'Loss' : 'Unknown';
}

/** Numbers of more than `max` digits shortened to their ends, for texts a person reads (JSON keeps them whole). */
export function abbreviateNumbers(text: string, max = 24): string {
  return text.replace(new RegExp(`\\d[\\d_]{${max},}`, 'g'), (n) => {
    const digits = n.replace(/_/g, '').length;
    return `${n.slice(0, 8)}…${n.slice(-8)} (${digits} digits)`;
  });
}

/** `Win · take 2 from heap 1 → 1 4 5 · 1 winning move`, `Loss · every move loses`. */
export function verdictTitle(v: Verdict, style: PositionStyle = PLAIN_STYLE): string {
  return abbreviateNumbers(fullVerdictTitle(v, style));
}

function fullVerdictTitle(v: Verdict, style: PositionStyle): string {
  if (v.outcome === 'unknown') return 'Unknown · beyond the search budget';
  if (v.outcome === 'loss') return v.recommended ? 'Loss · every move loses' : 'Loss · no move left';
  const n = v.winningMoves.length;
  if (!v.recommended) return 'Win · no move left: the player to move has won';
  return `Win · ${moveText(v.recommended)} → ${formatPosition(v.recommended.result, style)} · ${n} winning move${n === 1 ? '' : 's'}`;
}
