// The parameter of `subtraction`: a set of amounts, `{1, 3, 4}`, `{1..3, 5}` or `1..3`, read from a
// rules line (core/reading/rulesReader.ts).

import { t } from '../../l10n';
import { type Interval, normaliseSet } from './intervals';
import { type Token } from '../../reading/lexer';
import { type RulesReader } from '../../reading/rulesReader';
import { DiagnosticCode, type Range } from '../../reading/syntax';

/** `{1, 3, 4}`, `{1..3, 5}` or `1..3`; null after an error. */
export function readSubtractionSet(r: RulesReader, gameWord: Token): Interval[] | null {
  const tok = r.peek();
  if (!tok) {
    r.error(
      r.range(gameWord.start, gameWord.end),
      DiagnosticCode.Syntax,
      t('{game} needs its set of amounts, such as {1, 3, 4} or 1..3', { game: gameWord.text }),
    );
    return null;
  }
  if (r.isPunct(tok, '{')) {
    r.next();
    const intervals: Interval[] = [];
    let ok = true;
    for (;;) {
      const u = r.peek();
      if (!u) {
        r.error(
          r.range(tok.start, r.endRange().start),
          DiagnosticCode.Syntax,
          t("the set is not closed: '}' is missing"),
        );
        return null;
      }
      if (r.isPunct(u, '}')) {
        r.next();
        break;
      }
      if (r.isPunct(u, ',')) {
        r.next();
        continue;
      }
      const element = readElement(r);
      if (element === undefined) return null;
      if (element === null) ok = false;
      else intervals.push(element);
    }
    if (!ok) return null;
    if (intervals.length === 0) {
      r.error(
        r.range(tok.start, r.peek(-1)!.end),
        DiagnosticCode.EmptySet,
        t('the set of amounts is empty: no move would ever be possible'),
      );
      return null;
    }
    return normaliseSet(intervals);
  }
  const before = r.pos;
  const element = readElement(r);
  if (element === undefined || element === null) return null;
  if (r.pos - before === 1) {
    // A bare number is ambiguous: ask for the braces of a set.
    r.error(
      r.tokenRange(tok),
      DiagnosticCode.Syntax,
      t('write the set in braces, {set}, or a range such as 1..{lo}', { set: `{${element.lo}}`, lo: element.lo }),
    );
    return null;
  }
  return [element];
}

/**
 * One element or range of a set. Returns null after a reported error that leaves the
 * set parseable, undefined when the line cannot be parsed further.
 */
function readElement(r: RulesReader): Interval | null | undefined {
  const first = r.signedNumber();
  if (first === undefined) return undefined;
  if (r.peek()?.kind === 'range') {
    const dots = r.next()!;
    const second = r.signedNumber();
    if (second === undefined) {
      if (!r.diagnostics.length)
        r.error(r.tokenRange(dots), DiagnosticCode.Syntax, t("a range needs an end after '..'"));
      return undefined;
    }
    if (first === null || second === null) return null;
    const range = r.range(first.range.start, second.range.end);
    if (!positive(r, first)) return null;
    if (second.value < first.value) {
      r.error(
        range,
        DiagnosticCode.EmptyRange,
        t('the range {lo}..{hi} is empty: its end is below its start', { lo: first.text, hi: second.text }),
      );
      return null;
    }
    return { lo: first.value, hi: second.value };
  }
  if (first === null || !positive(r, first)) return null;
  return { lo: first.value, hi: first.value };
}

/** Whether an amount is positive; else its diagnostic. */
function positive(
  r: RulesReader,
  n: { readonly value: bigint; readonly text: string; readonly range: Range },
): boolean {
  if (n.value > 0n) return true;
  r.error(
    n.range,
    DiagnosticCode.NonPositiveElement,
    t('amounts must be positive: {amount} is not', { amount: n.text }),
  );
  return false;
}
