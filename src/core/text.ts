// How long numbers are shortened in texts a person reads, in the language of the answers (the
// rule itself: core/shortNumbers.ts).

import { t } from './l10n';
import { type LongNumberText, shortenNumbersWith, shortNumberWith } from './shortNumbers';

export { SHOWN_DIGITS } from './shortNumbers';

const long: LongNumberText = (start, end, digits) => t('{start}…{end} ({digits} digits)', { start, end, digits });

/** `12345678…12345678 (300 digits)` for a long decimal string (`_` separators allowed); short ones as they are. */
export function shortNumber(text: string): string {
  return shortNumberWith(text, long);
}

/** Every long number in a text shortened as `shortNumber` does. */
export function shortenNumbers(text: string): string {
  return shortenNumbersWith(text, long);
}

/** Characters of a written position a person reads at most: a longer one keeps its ends. */
const SHOWN_POSITION = 160;

/**
 * What a long written position is made of, for the count that follows its ends: `pairs` are a
 * grid's heads written `(x, y)`, counted as coins.
 */
export type WrittenItems = 'heaps' | 'edges' | 'tokens' | 'pairs' | 'parts';

/** `({count} heaps)` and the like: how many of `items` a long position has. */
function itemCount(items: WrittenItems, count: number): string {
  switch (items) {
    case 'edges':
      return t('{count} edges', { count });
    case 'tokens':
      return t('{count} tokens', { count });
    case 'pairs':
      return t('{count} coins', { count });
    case 'parts':
      return t('{count} parts', { count });
    default:
      return t('{count} heaps', { count });
  }
}

/** How many items a written position has: parts joined by ` + `, pairs `(x, y)`, or words between spaces and commas. */
export function countItems(text: string, items: WrittenItems): number {
  if (items === 'parts') return text.split(' + ').length;
  if (items === 'pairs') return text.split('(').length - 1;
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const gap = c === ' ' || c === ',' || c === '\t' || c === '(' || c === ')';
    if (!gap && !inWord) count++;
    inWord = !gap;
  }
  return count;
}

/**
 * A long written position as a person reads it: its long numbers and words by their ends, then,
 * where it is still long, its beginning and its end, cut between items, and how many it has
 * (`1 2 3 … 7 8 (100001 heaps)`, `0-1 1-2 … (5000 edges)`); a short one as it is.
 */
export function readableText(text: string, items: WrittenItems): string {
  if (text.length <= SHOWN_POSITION) return text;
  return shortenWords(shortPosition(shortenNumbers(text), items, countItems(text, items)));
}

/** The ends of a long written position, cut between items, and how many it has (`count`, else counted). */
export function shortPosition(text: string, items: WrittenItems, count?: number): string {
  if (text.length <= SHOWN_POSITION) return text;
  const headEnd = text.lastIndexOf(' ', 100);
  const tailStart = text.indexOf(' ', text.length - 48);
  if (headEnd <= 0 || tailStart < 0 || tailStart <= headEnd) return text;
  return t('{start} … {end} ({count})', {
    start: text.slice(0, headEnd),
    end: text.slice(tailStart + 1),
    count: itemCount(items, count ?? countItems(text, items)),
  });
}

/** Characters a word may have in a message a person reads: a longer one keeps its ends. */
const SHOWN_WORD = 64;

/**
 * Every very long word of a message (an unknown word of ten million characters, quoted back to its
 * writer) shortened to its ends and its length, as long numbers are.
 */
export function shortenWords(text: string): string {
  if (text.length <= SHOWN_WORD) return text;
  // A scan, not a regular expression: one over ten million characters overflows the regex stack.
  let out = '';
  let from = 0;
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const space = i === text.length || /\s/.test(text[i]!);
    if (!space) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0 && i - start > SHOWN_WORD) {
      // The quotes and punctuation around the word stay outside what is shortened.
      let a = start;
      let b = i;
      while (a < b && `'"‘“(`.includes(text[a]!)) a++;
      while (b > a && `'"’”):,;.`.includes(text[b - 1]!)) b--;
      const word = text.slice(a, b);
      out += text.slice(from, a);
      out += t('{start}…{end} ({count} characters)', {
        start: word.slice(0, 24),
        end: word.slice(-8),
        count: word.length,
      });
      from = b;
    }
    start = -1;
  }
  return out + text.slice(from);
}
