// The parameter of `take-and-break`: a code `d0.d1d2…dk` with digits 0–9 and A–V, modifiers and a
// tail (code.ts), read from a rules line (core/reading/rulesReader.ts).

import { t } from '../../l10n';
import { type Token } from '../../reading/lexer';
import { type RulesReader } from '../../reading/rulesReader';
import { DiagnosticCode, type Range } from '../../reading/syntax';
import { MAX_OCTAL_DIGITS } from '../octal/codeReader';
import { type BreakDigit, digitValue, type TakeAndBreakCode } from './code';

/**
 * A take-and-break code, `d0.d1d2…dk` with digits 0–9 and A–V, modifiers `!`, `?`, `=` and a tail
 * `[…]`, read from the line's text up to a space or comma; null after an error.
 */
export function readTakeAndBreakCode(r: RulesReader, word: Token): TakeAndBreakCode | null {
  const first = r.peek();
  const fail = (range: Range, message: string): null => {
    r.error(range, DiagnosticCode.BadCode, message);
    r.rest();
    return null;
  };
  if (!first)
    return fail(r.tokenRange(word), t('{word} needs its code, such as 0.7F, 4!.0 or 4.[3]', { word: word.text }));
  const start = first.start;
  let end = start;
  while (end < r.text.length && !/[\s,#]/u.test(r.text[end]!)) end++;
  while (r.peek() && r.peek()!.start < end) r.next();
  const text = r.text.slice(start, end);
  const at = (i: number, length = 1) => r.range(start + i, start + i + length);
  let i = 0;
  const needless: number[] = [];
  const digit = (): BreakDigit | null => {
    const value = digitValue(text[i] ?? '');
    if (value === null) return null;
    i++;
    const m = text[i];
    if (m === '!' || m === '?' || m === '=') {
      if (value < 4) needless.push(i);
      i++;
      return { bits: value, modifier: m };
    }
    return { bits: value, modifier: null };
  };
  const badDigit = (what: string) =>
    fail(
      at(i),
      i < text.length
        ? t("'{char}' is not a digit of a code: the digits are 0–9 and A–V ({what})", { char: text[i]!, what })
        : t('the code ends too soon: {what}', { what }),
    );
  const d0 = digit();
  if (!d0) return badDigit(t('a code is d0.d1d2…, such as 4!.0 or 0.7F'));
  if (d0.bits & 3)
    return fail(
      at(0),
      t('the digit before the point only splits (4 and up): {digit} has bit 1 or 2, which would take no token', {
        digit: text[0]!,
      }),
    );
  if (text[i] !== '.') return badDigit(t("'.' comes after the first digit, as in 4.0 or 0.77"));
  i++;
  const digits: BreakDigit[] = [];
  for (let d = digit(); d; d = digit()) digits.push(d);
  let tail: BreakDigit[] | null = null;
  if (text[i] === '[') {
    const open = i;
    i++;
    tail = [];
    for (let d = digit(); d; d = digit()) tail.push(d);
    if (text[i] !== ']')
      return i < text.length
        ? badDigit(t("a tail is closed by ']'"))
        : fail(at(open), t("the tail is not closed: ']' is missing"));
    if (!tail.length) return fail(at(open, 2), t('the tail [] is empty: it repeats at least one digit'));
    i++;
  }
  if (i < text.length) return badDigit(t('and nothing but options follows a code'));
  if (digits.length + (tail?.length ?? 0) > MAX_OCTAL_DIGITS)
    return fail(
      at(0, text.length),
      t('a code of {count} digits after the point is longer than the {max} Nim Lens reads', {
        count: digits.length + (tail?.length ?? 0),
        max: MAX_OCTAL_DIGITS,
      }),
    );
  const code: TakeAndBreakCode = { d0, digits, tail };
  if (![d0, ...digits, ...(tail ?? [])].some((d) => d.bits !== 0))
    return fail(
      at(0, text.length),
      t('the code {code} allows no move: at least one digit must be non-zero', { code: text }),
    );
  for (const m of needless)
    r.warning(
      at(m),
      DiagnosticCode.NeedlessModifier,
      t("'{modifier}' means nothing here: digit {digit} never leaves two heaps or more", {
        modifier: text[m]!,
        digit: text[m - 1]!,
      }),
    );
  return code;
}
