// Heaps (`3 4 5`), and a pair of them (`(3, 5)` or `3 5`): the vector is the heaps in the order
// written.

import { t } from '../../l10n';
import { type PositionNode, type PositionStyle } from '../../reading/syntax';
import { failureOf, PAIR_STYLE, PLAIN_STYLE, type PartShape, type PositionForm, type ReadContext } from './form';

function readHeaps(node: PositionNode, context: ReadContext): PartShape {
  const { name, part, heapCount: need } = context;
  const fail = failureOf(node);
  // What the line read holds no number (names), or was read by another game's form: not heaps.
  if (node.heaps.length === 0 || node.style.own)
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
    restyle: (style) => style,
    fits: () => true,
    json: (vector) => vector.map(String),
  };
}

/** Heaps: Nim, subtraction and take-and-break games, Staircase Nim's stairs. */
export const HEAPS_FORM: PositionForm = heapsForm(PLAIN_STYLE, false);
/** A pair: Wythoff's and Euclid's games (written `(3, 5)` where no line wrote them). */
export const PAIR_FORM: PositionForm = heapsForm(PAIR_STYLE, true);
