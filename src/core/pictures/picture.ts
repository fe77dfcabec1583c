// A picture of a position, for the hover (an image) and the play panel (inline SVG): the board of
// Wythoff's game, the strip of Grundy values of a subtraction or take-and-break game, the binary
// columns of Nim, and for a sum of games each part's own picture, labelled with its Grundy value.
// Each picture says in words what it shows, for screen readers and as alt text.

import { positionParts } from '../game';
import { type Rules } from '../rules';
import { type Verdict } from '../verdict';
import { gamePicture } from './gamePicture';
import { type Picture, type PictureOptions } from './pictureTypes';
import { sumPicture } from './sumPicture';

export type { Picture, PictureOptions } from './pictureTypes';

/** The picture of a decided position, or null where none helps (searched positions, huge Nim heaps). */
export function pictureOf(
  rules: Rules,
  heaps: readonly bigint[],
  verdict: Verdict,
  options: PictureOptions,
): Picture | null {
  if (verdict.outcome === 'unknown') return null;
  // A sum's definition gives its parts; any other game is drawn as itself.
  const parts = positionParts(rules.game, heaps);
  if (parts) return sumPicture(parts, rules.misere, verdict, options);
  return gamePicture(rules, heaps, verdict, options);
}
