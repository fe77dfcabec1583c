// A Fibonacci Nim position: a heap (`20`, a fresh game) or a heap and the most the next move may
// take (`20 <= 6`, also `20 ≤ 6`). The vector is [n] or [n, m]; the JSON writes the same.

import { t } from '../../l10n';
import { type PositionNode, type PositionStyle } from '../../reading/syntax';
import {
  failureOf,
  PLAIN_STYLE,
  type PartShape,
  type PositionForm,
  type ReadContext,
  withoutGrid,
} from '../forms/form';

/** How a limit is written where no line wrote one. */
const LIMIT: NonNullable<PositionStyle['limit']> = { between: ' <= ' };

function read(node: PositionNode, { name, part }: ReadContext): PartShape {
  const fail = failureOf(node);
  const where = (message: string) =>
    part === null ? message : t('part {part}: {message}', { part: part + 1, message });
  if (node.style.coins || node.style.grid || node.heaps.length !== 1)
    return fail(
      where(t('{name} is played on one heap, with the most the next move may take after it: 20, or 20 <= 6', { name })),
    );
  const heap = node.heaps[0]!.value;
  if (!node.limit) return { ok: true, vector: [heap] };
  if (node.limit.value < 1n)
    return fail(
      where(t('the most a move may take is at least 1, not {limit}', { limit: node.limit.text })),
      node.limit.range,
    );
  return { ok: true, vector: [heap, node.limit.value] };
}

export const LIMITED_HEAP_FORM: PositionForm = {
  canonical: false,
  searchedWhole: true,
  defaultStyle: { ...PLAIN_STYLE, limit: LIMIT },
  read,
  // Results are written with their limit, whether the line wrote one or not.
  restyle: (style) => {
    const plain = withoutGrid(style);
    return plain.limit ? plain : { ...plain, limit: LIMIT };
  },
  fits: () => true,
  json: (vector) => vector.map(String),
};
