// Turning Corners' reason: each head's value, the nim product of its coordinates, their XOR and
// what it means.

import { type ExplanationRenderer } from '../../explanationText';
import { plural, t } from '../../l10n';
import { nimProductText } from './nimProduct';

/** Heads written out one by one in an explanation; the rest are counted. */
export const EXPLAINED_HEADS = 12;
/** Heads in the one-line method. */
const METHOD_HEADS = 4;

/** A coin of the grid, at (x, y). */
export interface Coin {
  readonly x: bigint;
  readonly y: bigint;
}

export interface CornersExplanation {
  readonly kind: 'corners';
  /** How many heads the grid shows. */
  readonly count: number;
  /** The first heads (as many as the reason writes out), and their values x ⊗ y. */
  readonly heads: readonly Coin[];
  readonly values: readonly bigint[];
  /** The grid's value: the XOR of all its heads' values. */
  readonly value: bigint;
}

export function coinText(c: Coin): string {
  return `(${c.x}, ${c.y})`;
}

function productText(c: Coin, value: bigint): string {
  return c.x < 1n << 32n && c.y < 1n << 32n ? nimProductText(c.x, c.y) : `${c.x} ⊗ ${c.y} = ${value}`;
}

/** The heads' values as a XOR, the first ones written out: `values` holds them, of `count` heads in all. */
export function valuesText(values: readonly bigint[], count = values.length): string {
  const shown = values.slice(0, EXPLAINED_HEADS).join(' ⊕ ');
  return count > EXPLAINED_HEADS ? t('{shown} ⊕ … ({count} heads)', { shown, count }) : shown;
}

/** The words both the lines and the Markdown say: the rule, the heads not written out, the verdict. */
function words(e: CornersExplanation): { rule: string; moreText: string | null; verdict: string } {
  const more = e.count - e.heads.length;
  const moreText = more > 0 ? plural(more, '… and {count} more head', '… and {count} more heads') : null;
  const rule = t(
    'A head at (x, y) is worth x ⊗ y, the nim product of its coordinates; a grid is worth the XOR of its heads.',
  );
  const value = e.value;
  let verdict = t(
    'The value is {value} ≠ 0: the player to move wins by turning over a rectangle whose far corner is a head (x, y) and whose near corner (a, b) makes (x ⊕ a) ⊗ (y ⊕ b) = {value}, leaving 0.',
    { value },
  );
  if (value === 0n)
    verdict =
      e.count === 0
        ? t('No heads: no move is left, and the player to move loses.')
        : t('The value is 0: every move changes it by (x ⊕ a) ⊗ (y ⊕ b) ≠ 0, so the player to move loses.');
  return { rule, moreText, verdict };
}

export const CORNERS_EXPLANATION: ExplanationRenderer<CornersExplanation> = {
  kind: 'corners',
  method(e) {
    const products = e.heads
      .slice(0, METHOD_HEADS)
      .map((c, i) => `${c.x} ⊗ ${c.y} = ${e.values[i]}`)
      .join(', ');
    return e.count === 0
      ? t('Turning Corners: no heads, XOR {value}', { value: e.value })
      : t('Turning Corners: {products}, XOR {value}', {
          products: `${products}${e.count > METHOD_HEADS ? ', …' : ''}`,
          value: e.value,
        });
  },
  lines(e) {
    const { rule, moreText, verdict } = words(e);
    const xorLine = e.count === 0 ? 'XOR: 0' : `XOR: ${valuesText(e.values, e.count)} = ${e.value}`;
    return [
      t('Turning Corners: {rule}', { rule }),
      ...e.heads.map((c, i) => `${coinText(c)}: ${productText(c, e.values[i]!)}`),
      ...(moreText ? [moreText] : []),
      xorLine,
      verdict,
    ];
  },
  markdown(e) {
    const { rule, moreText, verdict } = words(e);
    const rows = e.heads.map((c, i) => `| \`${coinText(c)}\` | \`${productText(c, e.values[i]!)}\` |`);
    return [
      t('**Turning Corners.** {rule}', { rule }),
      ...(e.count > 0
        ? ['', t('| head | value |'), '|---|---|', ...rows, ...(moreText ? [`| ${moreText} | |`] : [])]
        : []),
      '',
      e.count === 0
        ? t('No heads: the value is **0**.')
        : t('XOR of the values: `{values}` = **{value}**.', { values: valuesText(e.values, e.count), value: e.value }),
      '',
      verdict,
    ].join('\n');
  },
};
