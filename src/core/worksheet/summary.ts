// Short texts shared by the code lens, the CLI report and the play panel.

import { plural, t } from '../l10n';
import { moveText } from '../moves';
import { type Verdict } from '../verdict';
import type { PositionAnalysis } from './analysis';
import { PLAIN_STYLE, readablePosition } from './format';
import { type PositionStyle } from '../reading/syntax';
import { shortenNumbers, shortenWords } from '../text';

/**
 * The verdict a line's lens, commands and quick fixes are about: its last position (where a game
 * record ends, the position its next move is played from); undefined where it does not fit the rules.
 */
export function lastVerdict(p: PositionAnalysis): PositionAnalysis['verdicts'][number] | undefined {
  return p.verdicts[p.verdicts.length - 1];
}

/** How the line's last position is written: positions played after it are written alike. */
export function lastStyle(p: PositionAnalysis): PositionStyle {
  const items = p.statement.items;
  return items[items.length - 1]!.position.style;
}

/** What the lens on a position line says, and `check` prints: the verdict of its last position. */
export function lineTitle(p: PositionAnalysis): string | null {
  const v = lastVerdict(p);
  return v ? verdictTitle(v, lastStyle(p)) : null;
}

/**
 * A sign for the verdict that reads without colour, before its word on a lens: a code lens is
 * drawn in one grey whatever it says, so a win and a loss must differ in shape (`✓ Win`, `✗ Loss`).
 */
export function outcomeGlyph(outcome: Verdict['outcome']): string {
  switch (outcome) {
    case 'win':
      return '✓';
    case 'loss':
      return '✗';
    case 'draw':
      return '=';
    case 'unknown':
      return '?';
  }
}

/** The verdict in one word: `Win`, `Loss`, `Unknown`. */
export function outcomeWord(outcome: Verdict['outcome']): string {
  switch (outcome) {
    case 'win':
      return t('Win');
    case 'loss':
      return t('Loss');
    case 'draw':
      return t('Draw');
    case 'unknown':
      return t('Unknown');
  }
}

/** `Win · take 2 from heap 1 → 1 4 5 · 1 winning move`, `Loss · every move loses`. */
export function verdictTitle(v: Verdict, style: PositionStyle = PLAIN_STYLE): string {
  // Long numbers and long words (a vertex name of 100,000 characters) by their ends.
  return shortenWords(shortenNumbers(fullVerdictTitle(v, style)));
}

function fullVerdictTitle(v: Verdict, style: PositionStyle): string {
  if (v.outcome === 'unknown') return t('Unknown · {reason}', { reason: unknownReason(v) });
  if (v.outcome === 'loss') return v.recommended ? t('Loss · every move loses') : t('Loss · no move left');
  if (v.outcome === 'draw') {
    if (!v.recommended) return t('Draw');
    const args = { move: moveText(v.recommended), result: readablePosition(v.recommended.result, style) };
    if (v.drawingMoveCount === undefined) return t('Draw · {move} → {result} keeps the draw', args);
    return plural(
      v.drawingMoveCount,
      'Draw · {move} → {result} · {count} move keeps the draw',
      'Draw · {move} → {result} · {count} moves keep the draw',
      args,
    );
  }
  if (!v.recommended) {
    // Winning moves too long to write out (a Ruler run of more than 10,000 coins) are counted only.
    if (v.winningMoveCount !== null && v.winningMoveCount > 0n)
      return t('Win · {moves}, too long to write out', { moves: winningMovesText(v) });
    // A win whose moves are beyond the budget (Turning Corners with very long coordinates).
    if (v.winningMoveCount === null) return t('Win · no winning move found within the budget');
    return t('Win · no move left: the player to move has won');
  }
  return t('Win · {move} → {result} · {moves}', {
    move: moveText(v.recommended),
    result: readablePosition(v.recommended.result, style),
    moves: winningMovesText(v),
  });
}

/** `3 winning moves`, or `the first 1000 of 1001 winning moves` where not all are listed. */
export function winningMovesHeading(v: Verdict): string {
  const listed = BigInt(v.winningMoves.length);
  const n = v.winningMoveCount;
  return n !== null && listed < n
    ? t('the first {listed} of {moves}', { listed, moves: winningMovesText(v) })
    : winningMovesText(v);
}

/** `3 winning moves`: the exact count, however many are listed; `2 winning moves found, not all counted` without one. */
export function winningMovesText(v: Verdict): string {
  const n = v.winningMoveCount;
  if (n === null)
    return plural(
      v.winningMoves.length,
      '{count} winning move found, not all counted',
      '{count} winning moves found, not all counted',
    );
  return plural(n, '{count} winning move', '{count} winning moves');
}

/**
 * Why a verdict is unknown, without the method's own `unknown: ` (or its French, `inconnu : `,
 * when the solver's texts are translated).
 */
export function unknownReason(v: Verdict): string {
  return v.method.replace(/^(?:unknown: |inconnu ?: )/, '');
}
