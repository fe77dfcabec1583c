// Writes positions back in the style of the line they came from.

import { withDigitSeparators } from '../bigint';
import { definitionOf, ownTextForm, positionParts } from '../game';
import { PLAIN_STYLE } from '../games/forms/form';
import { type Game } from '../rules';
import { decodeParts } from '../sumPosition';
import { readableText, type WrittenItems } from '../text';
import { keyword } from '../reading/lexer';
import { type PositionStyle } from '../reading/syntax';
import { GAME_TABLE, STATEMENT_WORDS } from './words';

export { PLAIN_STYLE };

/** The style a position of this game is written in when no line wrote it: its form's. */
function styleOfForm(game: Game): PositionStyle {
  return definitionOf(game).positionForm.defaultStyle;
}

/** Whether names written first on a line would begin a rules, prefer or practice line (`nim`, `mock turtles`). */
function beginsStatement(names: readonly string[]): boolean {
  const first = keyword(names[0] ?? '');
  const pair = names.length > 1 ? `${first} ${keyword(names[1]!)}` : '';
  return GAME_TABLE.has(first) || GAME_TABLE.has(pair) || (STATEMENT_WORDS as readonly string[]).includes(first);
}

export function formatHeap(value: bigint, style: PositionStyle): string {
  const digits = value.toString();
  return style.underscores ? withDigitSeparators(digits) : digits;
}

/** What a position written in `style` is made of, as a long one's count names it. */
export function writtenItems(style: PositionStyle): WrittenItems {
  if (style.parts) return 'parts';
  if (style.own) return ownTextForm(style.own.form)?.items ?? 'heaps';
  return 'heaps';
}

/** A position as a person reads it in a lens or a message: written in `style`, by its ends where it is long. */
export function readablePosition(heaps: readonly bigint[], style: PositionStyle = PLAIN_STYLE): string {
  return readableText(formatPosition(heaps, style), writtenItems(style));
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
  // A form that reads its own text writes it back (Poker Nim's `3 4 5 | 2 0`).
  const own = style.own && ownTextForm(style.own.form);
  // A line that begins with a game word, `prefer` or `practice` is that line: the form is told so.
  if (own) return own.write(heaps, style, beginsStatement);
  return style.open + heaps.map((h) => formatHeap(h, style)).join(style.separator) + style.close;
}

/** How to write positions of a game that no line wrote: plain heaps; a sum's parts joined by ` + `, pairs in parentheses. */
export function defaultStyle(game: Game, heaps: readonly bigint[]): PositionStyle {
  const parts = positionParts(game, heaps);
  if (!parts) return styleOfForm(game);
  const styles = parts.map((p) => styleOfForm(p.game));
  return { ...PLAIN_STYLE, parts: { styles, join: ' + ' } };
}
