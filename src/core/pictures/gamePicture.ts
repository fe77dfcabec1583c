// The picture of a position of one game (not a sum): the game's own (its definition's `picture`). A
// sum's picture (sumPicture.ts) draws each of its components with this.

import { definitionOf } from '../game';
import { type Rules } from '../rules';
import { type Verdict } from '../verdict';
import { type Picture, type PictureOptions } from './pictureTypes';

/** The picture of a decided position of one game, or null where none helps (searched positions, huge Nim heaps, sums). */
export function gamePicture(
  rules: Rules,
  heaps: readonly bigint[],
  verdict: Verdict,
  options: PictureOptions,
): Picture | null {
  if (verdict.outcome === 'unknown') return null;
  const definition = definitionOf(rules.game);
  return definition.picture ? definition.picture(rules.game, rules.misere, heaps, verdict, options) : null;
}
