// The parameter of `wythoff`: an optional `diagonal N` (N ≥ 1), the bound on a move from both heaps
// (`diagonale` in French), read from a rules line (core/reading/rulesReader.ts).

import { t } from '../../l10n';
import { keyword, type Token } from '../../reading/lexer';
import { type RulesReader } from '../../reading/rulesReader';
import { DiagnosticCode } from '../../reading/syntax';

/** The words that begin the bound: `diagonal`, and its French `diagonale` (spec "French game words"). */
export const DIAGONAL_WORDS: readonly string[] = ['diagonal', 'diagonale'];

/** An optional `diagonal N`: the bound, null without one, undefined after an error. */
export function readOptionalDiagonal(r: RulesReader): bigint | null | undefined {
  const tok = r.peek();
  if (!tok || tok.kind !== 'word' || !DIAGONAL_WORDS.includes(keyword(tok.text))) return null;
  r.next();
  return readDiagonalBound(r, tok) ?? undefined;
}

/** The N of `diagonal N`, at least 1; null after an error. */
function readDiagonalBound(r: RulesReader, word: Token): bigint | null {
  const n = r.signedNumber({
    range: r.range(word.start, word.end),
    code: DiagnosticCode.DiagonalBound,
    message: t('diagonal needs a bound of at least 1, such as diagonal 1'),
  });
  if (n === undefined || n === null) return null;
  if (n.value < 1n) {
    r.error(
      n.range,
      DiagnosticCode.DiagonalBound,
      t('the diagonal bound must be at least 1, not {bound}', { bound: n.text }),
    );
    return null;
  }
  return n.value;
}
