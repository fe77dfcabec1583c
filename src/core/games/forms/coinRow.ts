// A row of coins (`THHTH`, `heads 2 3 5`): the vector is its heads, ascending, numbered from 1.

import { compareBigints } from '../../bigint';
import { t } from '../../l10n';
import { type PositionNode, type PositionStyle } from '../../reading/syntax';
import { failureOf, PLAIN_STYLE, type PartShape, type PositionForm, type ReadContext, withoutGrid } from './form';

function readRow(node: PositionNode, context: ReadContext): PartShape {
  const { name, part } = context;
  const fail = failureOf(node);
  if (!node.style.coins)
    return fail(
      part === null
        ? t('{name} is a row of coins: write it as a word of H and T (THHTH) or by its heads (heads 2 3 5)', {
            name,
          })
        : t(
            'part {part} is a position of {name}, which is a row of coins: write it as a word of H and T (THHTH) or by its heads (heads 2 3 5)',
            { part: part + 1, name },
          ),
    );
  const seen = new Set<bigint>();
  for (const h of node.heaps) {
    if (h.value < 1n) return fail(t('coins are numbered from 1 (the leftmost)'), h.range);
    if (seen.has(h.value)) return fail(t('coin {coin} is listed twice', { coin: h.value }), h.range);
    seen.add(h.value);
  }
  return { ok: true, vector: node.heaps.map((h) => h.value).sort(compareBigints) };
}

/** A row no line wrote: by the numbers of its heads. */
const HEADS: PositionStyle = { ...PLAIN_STYLE, coins: { form: 'heads', word: 'heads' } };

export const COIN_ROW_FORM: PositionForm = {
  canonical: true,
  searchedWhole: true,
  defaultStyle: HEADS,
  read: readRow,
  restyle: withoutGrid,
  // A word writes the coins up to its length (a move never turns a coin right of the rightmost head).
  fits: (style, heads) => {
    const coins = style.coins;
    if (!coins) return false;
    if (coins.form === 'heads') return true;
    const longest = heads.reduce((a, b) => (a > b ? a : b), 0n);
    return BigInt(coins.length) >= longest;
  },
  json: (heads) => heads.map(String),
};
