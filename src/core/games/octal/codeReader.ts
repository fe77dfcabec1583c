// The parameter of `octal`: a code `0.d1d2…dk` of octal digits (Guy–Smith), read from a rules
// line (core/reading/rulesReader.ts).

import { t } from '../../l10n';
import { type Token } from '../../reading/lexer';
import { type RulesReader } from '../../reading/rulesReader';
import { DiagnosticCode, type Range } from '../../reading/syntax';

/** Codes longer than this are refused: every digit is an amount the table tries at every size. */
export const MAX_OCTAL_DIGITS = 64;

/** The digits d1…dk of `octal 0.d1d2…dk` (trailing zeros dropped); null after an error. */
export function readOctalCode(r: RulesReader, word: Token): number[] | null {
  const zero = r.peek();
  const dot = r.peek(1);
  const digits = r.peek(2);
  const fail = (range: Range, message: string): null => {
    r.error(range, DiagnosticCode.BadOctalCode, message);
    r.rest();
    return null;
  };
  /** The text written from the k-th token on without a space (`0x7`, `A7`, `[3]`: what the person meant as one word). */
  const joined = (k: number): string => {
    let text = '';
    for (let tok = r.peek(k), end = tok?.start; tok && tok.start === end; tok = r.peek(++k)) {
      text += tok.text;
      end = tok.end;
    }
    return text;
  };
  if (!zero) return fail(r.tokenRange(word), t('octal needs its code, such as octal 0.77 (Kayles)'));
  if (zero.kind !== 'number' || !dot || dot.text !== '.' || dot.start !== zero.end)
    return fail(
      r.tokenRange(zero),
      t("an octal code is '0.' followed by octal digits, such as 0.77, not '{text}'", { text: joined(0) }),
    );
  if (zero.text !== '0')
    return fail(r.tokenRange(zero), t("an octal code starts with '0.', not '{text}.'", { text: zero.text }));
  if (!digits || digits.start !== dot.end)
    return fail(r.range(zero.start, dot.end), t("the digits are missing after '0.': write them as in 0.77"));
  if (digits.kind !== 'number') {
    // `0.A`, `0.[3]`: digits of another code (hexadecimal, a repeating tail), not missing ones. The
    // character is read whole (an emoji is two UTF-16 units), and take-and-break is suggested only
    // for what could be one of its codes.
    const written = joined(2);
    const digit = String.fromCodePoint(written.codePointAt(0)!);
    const range = r.range(digits.start, digits.start + digit.length);
    return fail(
      range,
      /^[0-9A-Fa-f[\]!]+$/.test(written)
        ? t(
            "'{digit}' is not an octal digit: the digits are 0 to 7 (for other codes write take-and-break 0.{digits})",
            {
              digit,
              digits: written,
            },
          )
        : t("'{digit}' is not an octal digit: the digits are 0 to 7", { digit }),
    );
  }
  r.next();
  r.next();
  r.next();
  const bad = digits.text.search(/[^0-7]/);
  if (bad >= 0)
    return fail(
      r.range(digits.start + bad, digits.start + bad + 1),
      t("'{digit}' is not an octal digit: the digits are 0 to 7 (for other codes write take-and-break 0.{digits})", {
        digit: digits.text[bad]!,
        digits: digits.text,
      }),
    );
  if (digits.text.length > MAX_OCTAL_DIGITS)
    return fail(
      r.range(zero.start, digits.end),
      t('an octal code of {count} digits is longer than the {max} digits Nim Lens reads', {
        count: digits.text.length,
        max: MAX_OCTAL_DIGITS,
      }),
    );
  const code = [...digits.text].map(Number);
  while (code.length && code[code.length - 1] === 0) code.pop();
  if (code.length === 0)
    return fail(
      r.range(zero.start, digits.end),
      t('the code 0.{digits} allows no move: at least one digit must be non-zero', { digits: digits.text }),
    );
  return code;
}
