// Writes positions back in the style of the line they came from.

import { withDigitSeparators } from '../bigint';
import { positionParts, requiredHeapCount } from '../game';
import { type Game } from '../rules';
import { decodeParts } from '../sumPosition';
import { type PositionStyle } from './syntax';

export const PLAIN_STYLE: PositionStyle = { open: '', close: '', separator: ' ', underscores: false };

/** A pair as the spec writes Wythoff's positions in a sum: `(3, 5)`. */
const PAIR_STYLE: PositionStyle = { open: '(', close: ')', separator: ', ', underscores: false };

export function formatHeap(value: bigint, style: PositionStyle): string {
  const digits = value.toString();
  return style.underscores ? withDigitSeparators(digits) : digits;
}

/**
 * `(5, 8)` stays `(4, 7)`; `5 8` stays `4 7`; `10_000 5` stays `9_999 5`. A sum's position (its
 * style has parts) is written part by part: `3 4 + 7 + (3, 5)`.
 */
export function formatPosition(heaps: readonly bigint[], style: PositionStyle = PLAIN_STYLE): string {
  if (style.parts) {
    const decoded = decodeParts(heaps);
    if (decoded) {
      const { styles, join } = style.parts;
      return decoded.parts.map((part, i) => formatPosition(part, styles[i] ?? PLAIN_STYLE)).join(join);
    }
  }
  return style.open + heaps.map((h) => formatHeap(h, style)).join(style.separator) + style.close;
}

/** How to write positions of a game that no line wrote: plain heaps; a sum's parts joined by ` + `, pairs in parentheses. */
export function defaultStyle(game: Game, heaps: readonly bigint[]): PositionStyle {
  const parts = positionParts(game, heaps);
  if (!parts) return PLAIN_STYLE;
  const styles = parts.map((p) => (requiredHeapCount(p.game) === 2 ? PAIR_STYLE : PLAIN_STYLE));
  return { ...PLAIN_STYLE, parts: { styles, join: ' + ' } };
}
