// The hover's text: the verdict, the reason in the terms of the rules, every winning move.
// Markdown without any editor dependency, so that it is tested in Node.

import { rulesText } from '../game';
import { binary, type Explanation, explanationLines, periodRows } from '../explanation';
import { plural, t } from '../l10n';
import { type Picture } from '../pictures/picture';
import { svgDataUri } from '../pictures/svg';
import { moveText } from '../moves';
import { type Rules } from '../rules';
import { type ComponentValue, type Verdict } from '../verdict';
import { formatPosition } from './format';
import { shortenNumbers, shortNumber } from '../text';
import { winningMovesText } from './summary';
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
      const rows = e.heaps.map((h, i) => [t('heap {heap}', { heap: i + 1 }), `\`${binary(h, maxBits)}\``, String(h)]);
      rows.push(['**XOR**', `\`${binary(e.xor, maxBits)}\``, `**${e.xor}**`]);
      return `${table(['', t('binary'), t('size')], rows)}\n\n${md(explanationLines(e).slice(-1)[0]!)}`;
    }
    case 'subtraction-run': {
      if (e.heaps.length > 24) return explanationLines(e).map(md).join('  \n');
      const p = e.lo + e.hi;
      const rows = e.heaps.map((h, i) => [
        t('heap {heap}', { heap: i + 1 }),
        shortNumber(h.toString()),
        String(h % p),
        String(e.values[i]),
      ]);
      // `mod p` and `Grundy (div lo)` are notation, the same in every language.
      const head =
        e.lo === 1n ? ['', t('size'), `mod ${p}`, t('value')] : ['', t('size'), `mod ${p}`, `Grundy (div ${e.lo})`];
      return `${table(head, rows)}\n\n${t('XOR of the values: **{xor}**.', { xor: e.xor })} ${md(explanationLines(e).slice(-1)[0]!)}`;
    }
    case 'subtraction-table': {
      // The explanation's line of the first values (after one line per heap and the XOR's) gives way
      // to the table of periods below; found by its place, so that it goes in every language.
      const valuesLine = e.period !== null ? e.heaps.length + 1 : -1;
      const lines = explanationLines(e).filter((_, i) => i !== valuesLine);
      const rows =
        e.period !== null
          ? `\n\n${t('Grundy values of {set}, one period per row:', { set: md(e.set) })}\n\n${codeBlock(periodRows(e.firstValues, e.preperiod ?? 0, e.period))}`
          : '';
      return `${lines.slice(0, -1).map(md).join('  \n')}${rows}\n\n${md(lines[lines.length - 1]!)}`;
    }
    case 'octal': {
      const game = e.name ? `${e.name} (octal ${e.code})` : `octal ${e.code}`;
      const heaps =
        e.heaps.length <= 24
          ? `${table(
              ['', t('size'), t('Grundy value')],
              e.heaps.map((h, i) => [
                t('heap {heap}', { heap: i + 1 }),
                shortNumber(h.toString()),
                String(e.values[i]),
              ]),
            )}\n\n${t('XOR of the values: **{xor}**.', { xor: e.xor })}`
          : md(t('Grundy values {values}; XOR {xor}.', { values: e.values.join(', '), xor: e.xor }));
      const certificate = e.period
        ? t('{game}: period **{period}** from **{preperiod}**, proved by Guy–Smith from {provedFrom} values.', {
            game: md(game),
            period: e.period.period,
            preperiod: e.period.preperiod,
            provedFrom: e.period.provedFrom,
          })
        : t('{game}: no period proved within the budget; the values come from a table of {computed}.', {
            game: md(game),
            computed: e.computed,
          });
      const rows = e.period
        ? `${t('Values one period per row, the preperiod apart:')}\n\n${codeBlock(periodRows(e.firstValues, e.period.preperiod, e.period.period))}`
        : `${t('The first values:')}\n\n${codeBlock(periodRows(e.firstValues, e.firstValues.length, null))}`;
      return `${heaps}\n\n${certificate}\n\n${rows}\n\n${e.xor === 0 ? t('XOR 0: the player to move loses.') : t('XOR not 0: the player to move wins.')}`;
    }
    case 'take-and-break': {
      const game = e.name ? `${e.name} (take-and-break ${e.code})` : `take-and-break ${e.code}`;
      const heaps =
        e.heaps.length <= 24
          ? `${table(
              ['', t('size'), t('Grundy value')],
              e.heaps.map((h, i) => [
                t('heap {heap}', { heap: i + 1 }),
                shortNumber(h.toString()),
                shortNumber(String(e.values[i])),
              ]),
            )}\n\n${t('XOR of the values: **{xor}**.', { xor: shortNumber(e.xor.toString()) })}`
          : md(t('Grundy values {values}; XOR {xor}.', { values: e.values.join(', '), xor: e.xor }));
      const rows = e.period
        ? `${t('Values one period per row, the preperiod apart:')}\n\n${codeBlock(periodRows(e.firstValues, e.period.preperiod, e.period.period))}`
        : `${t('The first values:')}\n\n${codeBlock(periodRows(e.firstValues, e.firstValues.length, null))}`;
      const proof = t('{game}: {proof}.', { game: md(game), proof: md(e.proof) });
      return `${heaps}\n\n${proof}\n\n${rows}\n\n${e.xor === 0n ? t('XOR 0: the player to move loses.') : t('XOR not 0: the player to move wins.')}`;
    }
    case 'sum': {
      const rows = e.rows.map((r, i) => [
        t('part {part}', { part: i + 1 }),
        md(r.name),
        `\`${partText(r.heaps, style.parts?.styles[i])}\``,
        r.grundy === null ? t('unknown') : `**${r.grundy}**`,
        md(r.why),
      ]);
      // The last line: the misère rule, or what the XOR means in normal play.
      const lines = explanationLines(e);
      const head = ['', t('game'), POSITION_HEADER, t('Grundy value'), t('why')];
      return `${table(head, rows)}\n\n${t('XOR of the values: **{xor}**.', { xor: e.xor })}  \n${md(lines[lines.length - 1]!)}`;
    }
    case 'game':
      return e.markdown;
    default:
      return explanationLines(e).map(md).join('  \n');
  }
}

/** The header of the column of positions: the same word in English and in French, so not in the catalogue. */
const POSITION_HEADER = 'position';

/** A sum's parts with their normal-play Grundy values, where the reason is not the sum's own. */
function componentsMarkdown(components: readonly ComponentValue[], style: PositionStyle): string {
  const rows = components.map((c, i) => [
    t('part {part}', { part: i + 1 }),
    md(c.rules),
    `\`${partText(c.heaps, style.parts?.styles[i])}\``,
    c.grundy === null ? t('unknown') : `**${c.grundy}**`,
  ]);
  return table(['', t('game'), POSITION_HEADER, t('Grundy value (normal play)')], rows);
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
    case 'unknown':
      return t('**Unknown** for the player to move');
  }
}

/** The hover for one position: verdict, picture, reason, recommended and every winning move. */
export function verdictMarkdown(
  v: Verdict,
  rules: Rules,
  style: PositionStyle,
  picture: Picture | null = null,
): string {
  const parts: string[] = [];
  const value = v.grundy === null ? '' : t(' · Grundy value `*{grundy}`', { grundy: v.grundy });
  parts.push(`${outcomeHeading(v.outcome)} · \`${rulesText(rules)}\`${value}`);
  parts.push(reasonMarkdown(v.explanation, style));
  // A sum decided otherwise (by search, or unknown) still shows its parts and their values.
  if (v.components && v.explanation.kind !== 'sum') parts.push(componentsMarkdown(v.components, style));
  // The picture goes after the verdict and its reason, before the moves: the reason stays in view.
  const pictureAt = parts.length;
  if (v.outcome === 'win') {
    const shown = v.winningMoves.slice(0, MAX_HOVER_MOVES);
    const moves = shown.map(
      (m) =>
        `- ${md(moveText(m))} → \`${formatPosition(m.result, style)}\`${m === v.recommended ? t(' *(recommended)*') : ''}`,
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
  if (v.recommended && v.recommendedBecause) {
    parts.push(
      t('Recommended: {move} → `{result}` ({because})', {
        move: md(moveText(v.recommended)),
        result: formatPosition(v.recommended.result, style),
        because: md(v.recommendedBecause),
      }),
    );
  }
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
