// Which game drawn a control belongs to: the whole game, or a part of a sum.

import type { PlayStateView } from '../shared/playProtocol';
import { tr } from './text';

/**
 * Which game drawn a control belongs to: the whole game (ids and labels as they always were), or
 * part `part` of a sum (ids start `part2-`, labels end `in part 2`, and moves name the part).
 */
export interface Where {
  readonly part: number | null;
  /** Prefix of the ids of its fields: '' or `part2-`. */
  readonly id: string;
  /** End of its labels: '' or ` in part 2`. */
  readonly label: string;
}

export function whereOf(s: PlayStateView, k: number): Where {
  return s.sum
    ? { part: k, id: `part${k + 1}-`, label: tr(' in part {n}', { n: k + 1 }) }
    : { part: null, id: '', label: '' };
}

/** What a move says of its part: nothing for a game that is not a sum. */
export function partOf(w: Where): { part?: number } {
  return w.part === null ? {} : { part: w.part };
}
