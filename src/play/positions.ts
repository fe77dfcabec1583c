// Positions of the play panel: whether a restored one fits the rules, and the computer's random
// moves (its share of random play).

import {
  cheapestMove,
  definitionOf,
  estimateWork,
  isPositionOf,
  legalMoves,
  positionParts,
  sumComponents,
} from '../core/game';
import { type Move } from '../core/moves';
import { type Rules } from '../core/rules';
import { decodeParts } from '../core/sumPosition';

/** Whether a position is one of the rules: one of its game's, and for a sum one part per component, each of its game. */
export function fitsTheRules(rules: Rules, heaps: readonly bigint[]): boolean {
  const components = sumComponents(rules.game);
  if (!components) return isPositionOf(rules.game, heaps);
  const decoded = decodeParts(heaps);
  return (
    decoded !== null &&
    decoded.parts.length === components.length &&
    decoded.parts.every((part, i) => isPositionOf(components[i]!, part))
  );
}

/**
 * A random legal move: among all of them on small positions; else a uniformly chosen heap and a random
 * legal move in it; in a sum, first a uniformly chosen part that has a move, then a heap of that part.
 */
export function randomMove(rules: Rules, heaps: readonly bigint[], random: () => number): Move | null {
  if (estimateWork(rules, heaps) < 5000) {
    const all = [...legalMoves(rules, heaps)];
    return all.length ? all[Math.floor(random() * all.length)]! : null;
  }
  const definition = definitionOf(rules.game);
  const parts = positionParts(rules.game, heaps);
  const decoded = parts && decodeParts(heaps);
  let candidates = heaps.flatMap((h, i) => (h > 0n ? [i] : []));
  if (parts && decoded) {
    // The sum's definition reads a heap by its index in the vector (a part's count is no heap).
    const live = parts.flatMap((p, i) => (cheapestMove({ game: p.game, misere: false }, p.heaps) ? [i] : []));
    if (!live.length) return null;
    const c = live[Math.floor(random() * live.length)]!;
    const offset = decoded.offsets[c]!;
    candidates = parts[c]!.heaps.flatMap((h, j) => (h > 0n ? [offset + j] : []));
  }
  for (let tries = 0; tries < 20 && candidates.length; tries++) {
    const i = candidates[Math.floor(random() * candidates.length)]!;
    const move = definition.randomMoveIn(rules.game, heaps, i, random);
    if (move) return move;
  }
  return cheapestMove(rules, heaps);
}
