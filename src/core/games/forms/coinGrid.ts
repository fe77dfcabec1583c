// A grid of coins (`(1, 2) (3, 3)`): the vector is x then y of each head, sorted by x, then y.

import { compareBigints } from '../../bigint';
import { t } from '../../l10n';
import { type PositionNode, type Range } from '../../reading/syntax';
import { failureOf, PAIR_STYLE, type PartShape, type PositionForm, type ReadContext } from './form';

function readGrid(node: PositionNode, { name, part }: ReadContext): PartShape {
  const fail = failureOf(node);
  const empty = node.style.coins?.form === 'heads' && node.heaps.length === 0;
  // One head alone is one pair in parentheses, `(1, 2)`.
  const onePair = node.style.open !== '' && node.heaps.length === 2 && !node.style.coins;
  if (!node.style.grid && !empty && !onePair)
    return fail(
      part === null
        ? t('{name} is a grid of coins: write its heads as pairs (x, y), such as (1, 2) (3, 3)', { name })
        : t(
            'part {part} is a position of {name}, which is a grid of coins: write its heads as pairs (x, y), such as (1, 2) (3, 3)',
            { part: part + 1, name },
          ),
    );
  const pairs: { x: bigint; y: bigint; range: Range }[] = [];
  const seen = new Set<string>();
  for (let i = 0; i + 1 < node.heaps.length; i += 2) {
    const x = node.heaps[i]!;
    const y = node.heaps[i + 1]!;
    const range = { line: x.range.line, start: x.range.start, end: y.range.end };
    const key = `${x.value},${y.value}`;
    if (seen.has(key)) return fail(t('the coin ({x}, {y}) is listed twice', { x: x.value, y: y.value }), range);
    seen.add(key);
    pairs.push({ x: x.value, y: y.value, range });
  }
  pairs.sort((a, b) => compareBigints(a.x, b.x) || compareBigints(a.y, b.y));
  return { ok: true, vector: pairs.flatMap((p) => [p.x, p.y]) };
}

export const COIN_GRID_FORM: PositionForm = {
  canonical: true,
  searchedWhole: true,
  defaultStyle: PAIR_STYLE,
  read: readGrid,
  // Written as `heads` alone (an empty grid) or one pair: pairs in parentheses from now on.
  restyle: (style) => {
    if (style.grid) return style;
    const pair = style.open ? style : { ...style, open: '(', close: ')', separator: ', ' };
    return {
      open: pair.open,
      close: pair.close,
      separator: pair.separator,
      underscores: pair.underscores,
      grid: { between: ' ' },
    };
  },
  fits: (style) => !!style.grid || style.open !== '',
  json: (vector) => {
    const pairs: string[] = [];
    for (let i = 0; i + 1 < vector.length; i += 2) pairs.push(`${vector[i]},${vector[i + 1]}`);
    return pairs;
  },
};
