// The hover's text: the verdict, the reason in the terms of the rules, every winning move.
// Markdown without any editor dependency, so that it is tested in Node.

import { rulesText } from '../game';
import { explanationMarkdown, methodText, reasonHasDetail } from '../explain';
import { md, type PartWriter } from '../explanationText';
import { componentsMarkdown, isSumExplanation } from '../games/sum/explanation';
import { plural, t } from '../l10n';
import { type Picture } from '../pictures/picture';
import { svgDataUri } from '../pictures/svg';
import { moveText } from '../moves';
import { type Rules } from '../rules';
import { type Verdict } from '../verdict';
import { formatPosition, readablePosition } from './format';
import { shortenNumbers, shortNumber } from '../text';
import { winningMovesText } from './summary';
import { type PositionStyle } from '../reading/syntax';

export { md };

/** Winning moves listed in a hover; the rest are counted. */
const MAX_HOVER_MOVES = 50;

/**
 * A sum's part as its line wrote it, in its game's form (a row of coins as its word, a grid as
 * pairs, edges, a digraph's tokens by name, a heap with its limit), else its numbers.
 */
function partText(heaps: readonly bigint[], style: PositionStyle | undefined): string {
  if (style) return shortenNumbers(formatPosition(heaps, style));
  return heaps.map((h) => shortNumber(h.toString())).join(' ');
}

/** A picture as a Markdown image: an SVG data URI, with what it shows as its text alternative. */
export function pictureMarkdown(picture: Picture): string {
  return `![${picture.alt.replace(/[[\]\\]/g, '')}](${svgDataUri(picture.svg)})`;
}

/** The hover's first words: the verdict for the player to move. */
function outcomeHeading(outcome: Verdict['outcome']): string {
  switch (outcome) {
    case 'win':
      return t('**Win** for the player to move');
    case 'loss':
      return t('**Loss** for the player to move');
    case 'draw':
      return t('**Draw**: neither player can force a win, and play can go on forever');
    case 'unknown':
      return t('**Unknown** for the player to move');
  }
}

/**
 * The hover for one position, what a person needs first at the top, as VS Code's hover box shows
 * its first 250 px or so: the verdict with the reason in one line, the winning moves (or those
 * that keep a draw) and why the recommended one; then the picture, the whole reason (for a sum,
 * its parts) and the length of play.
 */
export function verdictMarkdown(
  v: Verdict,
  rules: Rules,
  style: PositionStyle,
  picture: Picture | null = null,
): string {
  const parts: string[] = [];
  const value = v.grundy === null ? '' : t(' · Grundy value `*{grundy}`', { grundy: v.grundy });
  parts.push(
    `${outcomeHeading(v.outcome)} · \`${rulesText(rules)}\`${value}  \n${t('*Why:* {reason}', { reason: md(methodText(v.explanation)) })}`,
  );
  if (v.outcome === 'win') {
    const shown = v.winningMoves.slice(0, MAX_HOVER_MOVES);
    const moves = shown.map(
      (m) =>
        `- ${md(moveText(m))} → \`${readablePosition(m.result, style)}\`${m === v.recommended ? t(' *(recommended)*') : ''}`,
    );
    // The count is exact even where only the first moves are listed (splits of a huge heap).
    const total = v.winningMoveCount;
    if (total === null) {
      if (v.winningMoves.length > shown.length)
        moves.push(t('- … and {more} more listed', { more: v.winningMoves.length - shown.length }));
      const heading = t('**{moves}**: {why}', { moves: md(winningMovesText(v)), why: md(v.uncounted ?? '') });
      parts.push(`${heading}\n\n${moves.join('\n')}`);
    } else {
      if (total > BigInt(shown.length)) moves.push(t('- … and {more} more', { more: total - BigInt(shown.length) }));
      const heading = plural(total, '**{count} winning move**', '**{count} winning moves**');
      parts.push(`${heading}\n\n${moves.join('\n')}`);
    }
    if (v.unlisted) parts.push(md(v.unlisted));
  }
  if (v.outcome === 'draw' && v.drawingMoves) {
    const shown = v.drawingMoves.slice(0, MAX_HOVER_MOVES);
    const moves = shown.map((m) => `- ${md(moveText(m))} → \`${readablePosition(m.result, style)}\``);
    const total = v.drawingMoveCount;
    if (total !== undefined && total > BigInt(shown.length))
      moves.push(t('- … and {more} more', { more: total - BigInt(shown.length) }));
    const heading =
      total === undefined
        ? t('**Moves that keep the draw** in the parts of infinite value (moves in the other parts may keep it too)')
        : plural(total, '**{count} move keeps the draw**', '**{count} moves keep the draw**');
    parts.push(`${heading}\n\n${moves.join('\n')}`);
  }
  if (v.recommended && v.recommendedBecause) {
    parts.push(
      t('Recommended: {move} → `{result}` ({because})', {
        move: md(moveText(v.recommended)),
        result: readablePosition(v.recommended.result, style),
        because: md(v.recommendedBecause),
      }),
    );
  }
  // The picture, then the whole reason: below what a glance needs, a scroll away in the box.
  const pictureAt = parts.length;
  const part: PartWriter = (i, heaps) => partText(heaps, style.parts?.styles[i]);
  if (reasonHasDetail(v.explanation)) parts.push(t('**Why**') + '\n\n' + explanationMarkdown(v.explanation, part));
  // A sum decided otherwise (by search, or unknown) still shows its parts and their values.
  if (v.components && !isSumExplanation(v.explanation)) parts.push(componentsMarkdown(v.components, part));
  if (v.remoteness !== null && v.outcome !== 'unknown')
    parts.push(
      plural(v.remoteness, '{count} move to the end with perfect play.', '{count} moves to the end with perfect play.'),
    );
  // A hover of 1,000-digit numbers would be unreadable: their ends and their length say enough.
  // The picture's data URI is not text: it is added after the shortening.
  const blocks = parts.map(shortenNumbers);
  if (picture) blocks.splice(pictureAt, 0, pictureMarkdown(picture));
  return blocks.join('\n\n');
}
