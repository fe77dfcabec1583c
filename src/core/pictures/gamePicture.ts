// The picture of a position of one game (not a sum): the renderer its kind calls for. A sum's
// picture (sumPicture.ts) draws each of its components with this.

import { definitionOf } from '../game';
import { type Rules } from '../rules';
import { type Verdict } from '../verdict';
import { coinGridPicture } from './coinGrid';
import { coinRowPicture } from './coinRow';
import { euclidPicture } from './euclidRectangle';
import { nimColumns } from './nimColumns';
import { staircasePicture } from './staircase';
import { type Picture, type PictureOptions } from './pictureTypes';
import { valueStripFor } from './valueStrip';
import { wythoffBoard } from './wythoffBoard';

/** The picture of a decided position of one game, or null where none helps (searched positions, huge Nim heaps, sums). */
export function gamePicture(
  rules: Rules,
  heaps: readonly bigint[],
  verdict: Verdict,
  options: PictureOptions,
): Picture | null {
  if (verdict.outcome === 'unknown') return null;
  const definition = definitionOf(rules.game);
  if (definition.picture) return definition.picture(rules.game, rules.misere, heaps, verdict, options);
  const e = verdict.explanation;
  switch (rules.game.kind) {
    case 'wythoff':
      return heaps.length === 2 ? wythoffBoard(rules.game, rules.misere, heaps[0]!, heaps[1]!, verdict, options) : null;
    case 'nim':
      return e.kind === 'nim' ? nimColumns(e, verdict, options) : null;
    case 'subtraction':
    case 'octal':
    case 'take-and-break':
      return valueStripFor(e, verdict, options);
    case 'sum':
      return null;
    case 'coins':
      return coinRowPicture(heaps, verdict, options);
    case 'corners':
      return coinGridPicture(heaps, verdict, options);
    case 'staircase':
      return staircasePicture(heaps, verdict, options);
    case 'euclid':
      return euclidPicture(heaps, verdict, options);
    default:
      return null;
  }
}
