// The reason of a misère verdict found by retrograde analysis (retrograde.ts): the positions
// analysed and what the outcome means. Each game that decides so has its own kind of reason (its
// one line names the game), written by the renderer made here. A leaf: data and words only.

import { type ExplanationRenderer } from '../explanationText';
import { t } from '../l10n';

export type Outcome = 'win' | 'loss' | 'draw';

/** What a retrograde analysis found: the outcome of the position, among how many positions reachable. */
export interface RetrogradeReason {
  readonly outcome: Outcome;
  readonly positions: number;
}

function lines(e: RetrogradeReason): string[] {
  const line = t(
    'Misère play: retrograde analysis of the {count} positions reachable (a player who cannot move wins; positions neither player can force are draws).',
    { count: e.positions },
  );
  const meanings: Record<Outcome, () => string> = {
    win: () => t('A move leaves a position lost for the opponent: the player to move wins.'),
    loss: () => t('Every move leaves a position won for the opponent: the player to move loses.'),
    draw: () => t('No move leaves a loss, and some keeps the game going forever: a draw.'),
  };
  return [line, meanings[e.outcome]()];
}

/** The renderer of a game's kind of retrograde reason: its one line (`method`, naming the game), the lines every such reason says. */
export function retrogradeRenderer<E extends RetrogradeReason & { readonly kind: string }>(
  kind: E['kind'],
  method: (positions: number) => string,
): ExplanationRenderer<E> {
  return {
    kind,
    method: (e) => method(e.positions),
    lines,
    markdown: (e) => lines(e).join('\n\n'),
  };
}
