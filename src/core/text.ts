// How long numbers are shortened in texts a person reads (lens, hover, play panel); JSON and
// edits always keep them whole. One rule everywhere, so that the same number reads the same.

import { t } from './l10n';

/** Numbers with more digits than this are shown by their ends and their length. */
export const SHOWN_DIGITS = 24;

/** `12345678…12345678 (300 digits)` for a long decimal string (`_` separators allowed); short ones as they are. */
export function shortNumber(text: string): string {
  const digits = text.replace(/_/g, '').length;
  return digits > SHOWN_DIGITS
    ? t('{start}…{end} ({digits} digits)', { start: text.slice(0, 8), end: text.slice(-8), digits })
    : text;
}

/** Every long number in a text shortened as `shortNumber` does. */
export function shortenNumbers(text: string): string {
  return text.replace(new RegExp(`\\d[\\d_]{${SHOWN_DIGITS},}`, 'g'), shortNumber);
}
