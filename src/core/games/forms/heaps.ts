// Heaps (`3 4 5`), and a pair of them (`(3, 5)` or `3 5`): the vector is the heaps in the order
// written.

import { t } from '../../l10n';
import { type PositionNode, type PositionStyle } from '../../reading/syntax';
import {
  failureOf,
  PAIR_STYLE,
  PLAIN_STYLE,
  type PartShape,
  type PositionForm,
  type ReadContext,
  withoutGrid,
} from './form';

function readHeaps(node: PositionNode, context: ReadContext): PartShape {
  const { name, part, heapCount: need } = context;
  const fail = failureOf(node);
  if (node.style.coins)
    return fail(
      part === null
        ? t('{name} is played on heaps: a row of coins is for turning turtles, mock turtles or ruler', { name })
        : t(
            'part {part} is a position of {name}, which is played on heaps: a row of coins is for turning turtles, mock turtles or ruler',
            { part: part + 1, name },
          ),
    );
  if (node.style.grid && node.heaps.length > 2)
    return fail(
      part === null
        ? t('{name} is played on heaps: pairs (x, y) side by side are the heads of a grid, for corners', { name })
        : t(
            'part {part} is a position of {name}, which is played on heaps: pairs (x, y) side by side are the heads of a grid, for corners',
            { part: part + 1, name },
          ),
    );
  // What the line read holds no number (edges `0-1 1-2`, names): it is written in another form.
  if (node.heaps.length === 0)
    return fail(
      part === null
        ? t('{name} is played on heaps, written as numbers such as 3 4 5', { name })
        : t('part {part} is a position of {name}, played on heaps written as numbers such as 3 4 5', {
            part: part + 1,
            name,
          }),
    );
  const count = node.heaps.length;
  if (need !== null && count !== need)
    return fail(
      part === null
        ? t('{name} is played on exactly {need} heaps; this position has {count}', { name, need, count })
        : t('part {part} is a position of {name}, played on exactly {need} heaps; it has {count}', {
            part: part + 1,
            name,
            need,
            count,
          }),
    );
  return { ok: true, vector: node.heaps.map((h) => h.value) };
}

function heapsForm(defaultStyle: PositionStyle, searchedWhole: boolean): PositionForm {
  return {
    canonical: false,
    searchedWhole,
    defaultStyle,
    read: readHeaps,
    restyle: withoutGrid,
    fits: () => true,
    json: (vector) => vector.map(String),
  };
}

/** Heaps: Nim, subtraction and take-and-break games, Staircase Nim's stairs. */
export const HEAPS_FORM: PositionForm = heapsForm(PLAIN_STYLE, false);
/** A pair: Wythoff's and Euclid's games (written `(3, 5)` where no line wrote them). */
export const PAIR_FORM: PositionForm = heapsForm(PAIR_STYLE, true);
