// Random positions for practice sheets, from a game's three levels of heap counts and sizes.

import { type PracticeLevel } from './definition';

/**
 * A game's `randomPosition` from its levels 1, 2 and 3: between the level's fewest and most heaps,
 * each from 1 to its largest size.
 */
export function randomHeaps(
  levels: readonly [PracticeLevel, PracticeLevel, PracticeLevel],
): (game: unknown, level: 1 | 2 | 3, random: () => number) => bigint[] {
  return (_game, level, random) => {
    const {
      heaps: [least, most],
      max,
    } = levels[level - 1]!;
    const n = least + Math.floor(random() * (most - least + 1));
    return Array.from({ length: n }, () => BigInt(1 + Math.floor(random() * max)));
  };
}
