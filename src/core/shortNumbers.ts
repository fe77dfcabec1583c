// How long numbers are shortened in texts a person reads (lens, hover, play panel); JSON and
// edits always keep them whole. One rule everywhere, so that the same number reads the same.
// No text of its own: the caller writes `({digits} digits)` in its language (core/text.ts with
// the catalogue, the play panel's webview with the texts its host sends), so that the webview
// does not carry the catalogue.

/** Numbers with more digits than this are shown by their ends and their length. */
export const SHOWN_DIGITS = 24;

/** Writes a long number from its first and last 8 digits and its length. */
export type LongNumberText = (start: string, end: string, digits: number) => string;

/** `12345678…12345678 (300 digits)` for a long decimal string (`_` separators allowed); short ones as they are. */
export function shortNumberWith(text: string, long: LongNumberText): string {
  const digits = text.replace(/_/g, '').length;
  return digits > SHOWN_DIGITS ? long(text.slice(0, 8), text.slice(-8), digits) : text;
}

/** Every long number in a text shortened as `shortNumberWith` does. */
export function shortenNumbersWith(text: string, long: LongNumberText): string {
  return text.replace(new RegExp(`\\d[\\d_]{${SHOWN_DIGITS},}`, 'g'), (n) => shortNumberWith(n, long));
}
