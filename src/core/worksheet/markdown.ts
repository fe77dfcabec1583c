// The hover's text: the verdict, the reason in the terms of the rules, every winning move.
// Markdown without any editor dependency, so that it is tested in Node.

import { binary, type Explanation, explanationLines } from '../explanation';
import { moveText } from '../moves';
import { type Rules, rulesText } from '../rules';
import { type Verdict } from '../verdict';
import { formatPosition } from './format';
import { shortenNumbers, shortNumber } from '../text';
import { outcomeWord } from './summary';
import { type PositionStyle } from './syntax';

/** Escapes text for Markdown. */
export function md(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, (c) => `\\${c}`);
}

function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

function reasonMarkdown(e: Explanation): string {
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
      const rows = e.heaps.map((h, i) => [`heap ${i + 1}`, shortNumber(h.toString()), String(h % p), String(e.values[i])]);
      const head = e.lo === 1n ? ['', 'size', `mod ${p}`, 'value'] : ['', 'size', `mod ${p}`, `Grundy (div ${e.lo})`];
      return `${table(head, rows)}\n\nXOR of the values: **${e.xor}**. ${md(explanationLines(e).slice(-1)[0]!)}`;
    }
    case 'subtraction-table': {
      const lines = explanationLines(e);
      return lines.map(md).join('  \n');
    }
    default:
      return explanationLines(e).map(md).join('  \n');
  }
}

/** The hover for one position: verdict, reason, recommended and every winning move. */
export function verdictMarkdown(v: Verdict, rules: Rules, style: PositionStyle): string {
  const parts: string[] = [];
  parts.push(`**${outcomeWord(v.outcome)}** for the player to move · \`${rulesText(rules)}\``);
  parts.push(reasonMarkdown(v.explanation));
  if (v.outcome === 'win') {
    const moves = v.winningMoves.slice(0, 50).map((m) => `- ${md(moveText(m))} → \`${formatPosition(m.result, style)}\`${m === v.recommended ? ' *(recommended)*' : ''}`);
    if (v.winningMoves.length > 50) moves.push(`- … and ${v.winningMoves.length - 50} more`);
    parts.push(`**${v.winningMoves.length} winning move${v.winningMoves.length === 1 ? '' : 's'}**\n\n${moves.join('\n')}`);
  }
  if (v.recommended && v.recommendedBecause) {
    parts.push(`Recommended: ${md(moveText(v.recommended))} → \`${formatPosition(v.recommended.result, style)}\` (${md(v.recommendedBecause)})`);
  }
  if (v.remoteness !== null && v.outcome !== 'unknown') parts.push(`${v.remoteness} move${v.remoteness === 1 ? '' : 's'} to the end with perfect play.`);
  // A hover of 1,000-digit numbers would be unreadable: their ends and their length say enough.
  return shortenNumbers(parts.join('\n\n'));
}
