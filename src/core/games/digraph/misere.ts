// Misère play on a digraph, by retrograde analysis of the positions reachable from a position
// (multisets of the tokens' vertices): a position with no move is won (who cannot move wins); a
// position is won when a move reaches a lost one, lost when every move reaches a won one; the rest
// are draws. Within the budget: the positions and their moves are counted as they are found.

import { moveWork } from '../../budget';
import { type LoopyOutcome } from './gsg';

const keyOf = (at: readonly number[]) => [...at].sort((a, b) => a - b).join(',');

export interface Outcomes {
  readonly positions: number;
  of(at: readonly number[]): LoopyOutcome;
}

export function misereOutcomes(
  arrows: readonly (readonly number[])[],
  start: readonly number[],
  budget: number,
): Outcomes | null {
  const ids = new Map<string, number>();
  const next: number[][] = [];
  const queue: number[][] = [];
  let work = 0;
  const idOf = (at: number[]): number => {
    const key = keyOf(at);
    let id = ids.get(key);
    if (id === undefined) {
      id = next.length;
      ids.set(key, id);
      next.push([]);
      queue.push(at);
    }
    return id;
  };
  idOf([...start]);
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head]!;
    const seen = new Set<number>();
    const out = new Set<number>();
    for (let i = 0; i < at.length; i++) {
      if (seen.has(at[i]!)) continue;
      seen.add(at[i]!);
      for (const w of arrows[at[i]!]!) {
        // The position it leads to is copied, sorted and keyed, as a search's move (core/budget.ts).
        if ((work += moveWork(at.length)) > budget) return null;
        const moved = at.slice();
        moved[i] = w;
        out.add(idOf(moved));
      }
    }
    next[head] = [...out];
  }
  const n = next.length;
  const before: number[][] = Array.from({ length: n }, () => []);
  next.forEach((out, p) => out.forEach((q) => before[q]!.push(p)));
  const outcome: (LoopyOutcome | null)[] = new Array<LoopyOutcome | null>(n).fill(null);
  const open = next.map((out) => out.length);
  const resolved: number[] = [];
  for (let p = 0; p < n; p++)
    if (next[p]!.length === 0) {
      outcome[p] = 'win';
      resolved.push(p);
    }
  for (let head = 0; head < resolved.length; head++) {
    const q = resolved[head]!;
    for (const p of before[q]!) {
      if (outcome[p] !== null) continue;
      if (outcome[q] === 'loss') {
        outcome[p] = 'win';
        resolved.push(p);
      } else if (--open[p]! === 0) {
        outcome[p] = 'loss';
        resolved.push(p);
      }
    }
  }
  return {
    positions: n,
    of: (at) => {
      const id = ids.get(keyOf(at));
      return id === undefined ? 'draw' : (outcome[id] ?? 'draw');
    },
  };
}
