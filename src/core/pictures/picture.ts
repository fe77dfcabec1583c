// A picture of a position, for the hover (an image) and the play panel (inline SVG): the board of
// Wythoff's game, the strip of Grundy values of a subtraction or take-and-break game, the binary
// columns of Nim. Each picture says in words what it shows, for screen readers and as alt text.

import { type Rules } from '../rules';
import { type Verdict } from '../verdict';
import { nimColumns } from './nimColumns';
import { type Picture, type PictureOptions } from './pictureTypes';

export type { Picture, PictureOptions } from './pictureTypes';
import { valueStripFor } from './valueStrip';
import { wythoffBoard } from './wythoffBoard';

/** The picture of a decided position, or null where none helps (searched positions, huge Nim heaps). */
export function pictureOf(
  rules: Rules,
  heaps: readonly bigint[],
  verdict: Verdict,
  options: PictureOptions,
): Picture | null {
  if (verdict.outcome === 'unknown') return null;
  const e = verdict.explanation;
  switch (rules.game.kind) {
    case 'wythoff':
      return heaps.length === 2 ? wythoffBoard(rules.game, rules.misere, heaps[0]!, heaps[1]!, verdict, options) : null;
    case 'nim':
      return e.kind === 'nim' ? nimColumns(e, verdict, options) : null;
    case 'subtraction':
    case 'octal':
      return valueStripFor(e, verdict, options);
    case 'sum':
      return null;
  }
}
