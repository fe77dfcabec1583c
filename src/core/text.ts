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
 * A written position of many heaps as a person reads it: its beginning and its end, cut between
 * heaps, and how many heaps it has (`1 2 3 … 7 8 (100,001 heaps)`); a short one as it is.
 */
export function shortPosition(text: string, heaps: number): string {
  if (text.length <= SHOWN_POSITION) return text;
  const headEnd = text.lastIndexOf(' ', 100);
  const tailStart = text.indexOf(' ', text.length - 48);
  if (headEnd <= 0 || tailStart < 0 || tailStart <= headEnd) return text;
  return t('{start} … {end} ({count} heaps)', {
    start: text.slice(0, headEnd),
    end: text.slice(tailStart + 1),
    count: heaps,
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
