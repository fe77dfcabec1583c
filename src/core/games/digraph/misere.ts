// Misère play on a digraph, by retrograde analysis of the positions reachable from a position
// (multisets of the tokens' vertices; games/retrograde.ts): a position with no move is won (who
// cannot move wins); a position is won when a move reaches a lost one, lost when every move
// reaches a won one; the rest are draws. Within the budget, which counts each position and each
// move by its tokens: 1,000 tokens on one line stop early rather than fill the memory.

import { moveWork } from '../../budget';
import { retrograde, type Retrograde } from '../retrograde';

const keyOf = (at: readonly number[]) => [...at].sort((a, b) => a - b).join(',');

export function misereOutcomes(
  arrows: readonly (readonly number[])[],
  start: readonly number[],
  budget: number,
): Retrograde<readonly number[]> {
  return retrograde<readonly number[]>(
    {
      key: keyOf,
      *moves(at) {
        // Tokens on one vertex move alike: each vertex's arrows once.
        const seen = new Set<number>();
        for (let i = 0; i < at.length; i++) {
          if (seen.has(at[i]!)) continue;
          seen.add(at[i]!);
          for (const w of arrows[at[i]!]!) {
            const moved = at.slice();
            moved[i] = w;
            yield moved;
          }
        }
      },
      // Copied, sorted and keyed as a search's move is (core/budget.ts).
      size: (at) => moveWork(at.length),
      noMove: 'win',
    },
    start,
    budget,
  );
}
