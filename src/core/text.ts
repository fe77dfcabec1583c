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
