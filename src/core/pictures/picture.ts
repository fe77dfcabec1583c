// A picture of a position, for the hover (an image) and the play panel (inline SVG): the board of
// Wythoff's game, the strip of Grundy values of a subtraction or take-and-break game, the binary
// columns of Nim, and for a sum of games each part's own picture, labelled with its Grundy value.
// Each picture says in words what it shows, for screen readers and as alt text.

import { positionParts } from '../game';
import { type Rules } from '../rules';
import { type Verdict } from '../verdict';
import { fitted, HOVER_ROOM } from './fit';
import { gamePicture } from './gamePicture';
import { type Picture, type PictureOptions } from './pictureTypes';
import { type Palette } from './svg';
import { sumPicture } from './sumPicture';

export type { Picture, PictureOptions, Room } from './pictureTypes';

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

/**
 * The picture of the hover: drawn within the hover's room (fit.ts), the winning moves marked, in
 * the palette of the theme's kind; null where none helps or none fits.
 */
export function hoverPicture(
  rules: Rules,
  heaps: readonly bigint[],
  verdict: Verdict,
  palette: Palette,
): Picture | null {
  const picture = pictureOf(rules, heaps, verdict, { palette, showMoves: true, room: HOVER_ROOM });
  return picture && fitted(picture, HOVER_ROOM);
}
