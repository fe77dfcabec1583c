// The hover's text: the verdict, the reason in the terms of the rules, every winning move.
// Markdown without any editor dependency, so that it is tested in Node.

import { rulesText } from '../game';
import { binary, type Explanation, explanationLines, periodRows } from '../explanation';
import { type Picture } from '../pictures/picture';
import { svgDataUri } from '../pictures/svg';
import { moveText } from '../moves';
import { type Rules } from '../rules';
import { type ComponentValue, type Verdict } from '../verdict';
import { formatPosition } from './format';
import { shortenNumbers, shortNumber } from '../text';
import { outcomeWord, winningMovesText } from './summary';
import { type PositionStyle } from './syntax';

/** Winning moves listed in a hover; the rest are counted. */
const MAX_HOVER_MOVES = 50;

/** Escapes text for Markdown. */
export function md(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, (c) => `\\${c}`);
}

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

function codeBlock(lines: readonly string[]): string {
  return ['```text', ...lines, '```'].join('\n');
}

/** A sum's part as its line wrote it (a row of coins as its word, a grid as pairs), else its numbers. */
function partText(heaps: readonly bigint[], style: PositionStyle | undefined): string {
  if (style?.coins || style?.grid) return shortenNumbers(formatPosition(heaps, style));
  return heaps.map((h) => shortNumber(h.toString())).join(' ');
}

function reasonMarkdown(e: Explanation, style: PositionStyle): string {
  switch (e.kind) {
    case 'nim': {
      const maxBits = Math.max(1, ...e.heaps.map((h) => h.toString(2).length));
      if (maxBits > 64 || e.heaps.length > 24) return explanationLines(e).map(md).join('  \n');
      const rows = e.heaps.map((h, i) => [`heap ${i + 1}`, `\`${binary(h, maxBits)}\``, String(h)]);
      rows.push(['**XOR**', `\`${binary(e.xor, maxBits)}\``, `**${e.xor}**`]);
      return `${table(['', 'binary', 'size'], rows)}\n\n${md(explanationLines(e).slice(-1)[0]!)}`;
    }
    case 'subtraction-run': {
      if (e.heaps.length > 24) return explanationLines(e).map(md).join('  \n');
      const p = e.lo + e.hi;
      const rows = e.heaps.map((h, i) => [
        `heap ${i + 1}`,
        shortNumber(h.toString()),
        String(h % p),
        String(e.values[i]),
      ]);
      const head = e.lo === 1n ? ['', 'size', `mod ${p}`, 'value'] : ['', 'size', `mod ${p}`, `Grundy (div ${e.lo})`];
      return `${table(head, rows)}\n\nXOR of the values: **${e.xor}**. ${md(explanationLines(e).slice(-1)[0]!)}`;
    }
    case 'subtraction-table': {
      const lines = explanationLines(e).filter((l) => !l.startsWith('Grundy values of'));
      const rows =
        e.period !== null
          ? `\n\nGrundy values of ${md(e.set)}, one period per row:\n\n${codeBlock(periodRows(e.firstValues, e.preperiod ?? 0, e.period))}`
          : '';
      return `${lines.slice(0, -1).map(md).join('  \n')}${rows}\n\n${md(lines[lines.length - 1]!)}`;
    }
    case 'octal': {
      const game = e.name ? `${e.name} (octal ${e.code})` : `octal ${e.code}`;
      const heaps =
        e.heaps.length <= 24
          ? `${table(
              ['', 'size', 'Grundy value'],
              e.heaps.map((h, i) => [`heap ${i + 1}`, shortNumber(h.toString()), String(e.values[i])]),
            )}\n\nXOR of the values: **${e.xor}**.`
          : md(`Grundy values ${e.values.join(', ')}; XOR ${e.xor}.`);
      const certificate = e.period
        ? `${md(game)}: period **${e.period.period}** from **${e.period.preperiod}**, proved by Guy–Smith from ${e.period.provedFrom} values.`
        : `${md(game)}: no period proved within the budget; the values come from a table of ${e.computed}.`;
      const rows = e.period
        ? `Values one period per row, the preperiod apart:\n\n${codeBlock(periodRows(e.firstValues, e.period.preperiod, e.period.period))}`
        : `The first values:\n\n${codeBlock(periodRows(e.firstValues, e.firstValues.length, null))}`;
      return `${heaps}\n\n${certificate}\n\n${rows}\n\n${e.xor === 0 ? 'XOR 0: the player to move loses.' : 'XOR not 0: the player to move wins.'}`;
    }
    case 'take-and-break': {
      const game = e.name ? `${e.name} (take-and-break ${e.code})` : `take-and-break ${e.code}`;
      const heaps =
        e.heaps.length <= 24
          ? `${table(
              ['', 'size', 'Grundy value'],
              e.heaps.map((h, i) => [`heap ${i + 1}`, shortNumber(h.toString()), shortNumber(String(e.values[i]))]),
            )}\n\nXOR of the values: **${shortNumber(e.xor.toString())}**.`
          : md(`Grundy values ${e.values.join(', ')}; XOR ${e.xor}.`);
      const rows = e.period
        ? `Values one period per row, the preperiod apart:\n\n${codeBlock(periodRows(e.firstValues, e.period.preperiod, e.period.period))}`
        : `The first values:\n\n${codeBlock(periodRows(e.firstValues, e.firstValues.length, null))}`;
      return `${heaps}\n\n${md(game)}: ${md(e.proof)}.\n\n${rows}\n\n${e.xor === 0n ? 'XOR 0: the player to move loses.' : 'XOR not 0: the player to move wins.'}`;
    }
    case 'sum': {
      const rows = e.rows.map((r, i) => [
        `part ${i + 1}`,
        md(r.name),
        `\`${partText(r.heaps, style.parts?.styles[i])}\``,
        r.grundy === null ? 'unknown' : `**${r.grundy}**`,
        md(r.why),
      ]);
      // The last line: the misère rule, or what the XOR means in normal play.
      const lines = explanationLines(e);
      return `${table(['', 'game', 'position', 'Grundy value', 'why'], rows)}\n\nXOR of the values: **${e.xor}**.  \n${md(lines[lines.length - 1]!)}`;
    }
    case 'game':
      return e.markdown;
    default:
      return explanationLines(e).map(md).join('  \n');
  }
}

/** A sum's parts with their normal-play Grundy values, where the reason is not the sum's own. */
function componentsMarkdown(components: readonly ComponentValue[], style: PositionStyle): string {
  const rows = components.map((c, i) => [
    `part ${i + 1}`,
    md(c.rules),
    `\`${partText(c.heaps, style.parts?.styles[i])}\``,
    c.grundy === null ? 'unknown' : `**${c.grundy}**`,
  ]);
  return table(['', 'game', 'position', 'Grundy value (normal play)'], rows);
}

/** A picture as a Markdown image: an SVG data URI, with what it shows as its text alternative. */
export function pictureMarkdown(picture: Picture): string {
  return `![${picture.alt.replace(/[[\]\\]/g, '')}](${svgDataUri(picture.svg)})`;
}

/** The hover for one position: verdict, picture, reason, recommended and every winning move. */
export function verdictMarkdown(
  v: Verdict,
  rules: Rules,
  style: PositionStyle,
  picture: Picture | null = null,
): string {
  const parts: string[] = [];
  const value = v.grundy === null ? '' : ` · Grundy value \`*${v.grundy}\``;
  parts.push(`**${outcomeWord(v.outcome)}** for the player to move · \`${rulesText(rules)}\`${value}`);
  parts.push(reasonMarkdown(v.explanation, style));
  // A sum decided otherwise (by search, or unknown) still shows its parts and their values.
  if (v.components && v.explanation.kind !== 'sum') parts.push(componentsMarkdown(v.components, style));
  // The picture goes after the verdict and its reason, before the moves: the reason stays in view.
  const pictureAt = parts.length;
  if (v.outcome === 'win') {
    const shown = v.winningMoves.slice(0, MAX_HOVER_MOVES);
    const moves = shown.map(
      (m) =>
        `- ${md(moveText(m))} → \`${formatPosition(m.result, style)}\`${m === v.recommended ? ' *(recommended)*' : ''}`,
    );
    // The count is exact even where only the first moves are listed (splits of a huge heap).
    const total = v.winningMoveCount;
    if (total === null) {
      if (v.winningMoves.length > shown.length)
        moves.push(`- … and ${v.winningMoves.length - shown.length} more listed`);
      parts.push(`**${md(winningMovesText(v))}**: ${md(v.uncounted ?? '')}\n\n${moves.join('\n')}`);
    } else {
      if (total > BigInt(shown.length)) moves.push(`- … and ${total - BigInt(shown.length)} more`);
      parts.push(`**${total} winning move${total === 1n ? '' : 's'}**\n\n${moves.join('\n')}`);
    }
  }
  if (v.recommended && v.recommendedBecause) {
    parts.push(
      `Recommended: ${md(moveText(v.recommended))} → \`${formatPosition(v.recommended.result, style)}\` (${md(v.recommendedBecause)})`,
    );
  }
  if (v.remoteness !== null && v.outcome !== 'unknown')
    parts.push(`${v.remoteness} move${v.remoteness === 1 ? '' : 's'} to the end with perfect play.`);
  // A hover of 1,000-digit numbers would be unreadable: their ends and their length say enough.
  // The picture's data URI is not text: it is added after the shortening.
  const blocks = parts.map(shortenNumbers);
  if (picture) blocks.splice(pictureAt, 0, pictureMarkdown(picture));
  return blocks.join('\n\n');
}
