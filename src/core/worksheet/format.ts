// Writes positions back in the style of the line they came from.

import { withDigitSeparators } from '../bigint';
import { type PositionStyle } from './syntax';

export const PLAIN_STYLE: PositionStyle = { open: '', close: '', separator: ' ', underscores: false };

export function formatHeap(value: bigint, style: PositionStyle): string {
  const digits = value.toString();
  return style.underscores ? withDigitSeparators(digits) : digits;
}

/** `(5, 8)` stays `(4, 7)`; `5 8` stays `4 7`; `10_000 5` stays `9_999 5`. */
export function formatPosition(heaps: readonly bigint[], style: PositionStyle = PLAIN_STYLE): string {
  return style.open + heaps.map((h) => formatHeap(h, style)).join(style.separator) + style.close;
}
