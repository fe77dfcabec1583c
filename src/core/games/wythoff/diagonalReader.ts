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

/**
 * `diagonal N` met among the options, after the game's parameters: where the game has no bound it
 * goes right after the game word; the same bound again is repeated (up to its end); another bound
 * contradicts the first. Its bound is read so that one mistake gives one diagnostic.
 */
export function lateDiagonal(
  r: RulesReader,
  word: Token,
  bound: bigint | null | undefined,
  gameWord: Token,
): { readonly repeatedUpTo: number } | 'said' {
  let negative = false;
  if (r.peek()?.kind === 'minus' && r.peek(1)?.kind === 'number') {
    r.next();
    negative = true;
  }
  const number = r.peek()?.kind === 'number' ? r.next() : undefined;
  const end = number?.end ?? word.end;
  const written = r.text.slice(word.start, end);
  // A wythoff game that failed to parse has its diagnostic already.
  if (bound === undefined) return 'said';
  if (bound === null) {
    r.error(
      r.range(word.start, end),
      DiagnosticCode.Syntax,
      t("'{written}' goes right after '{game}', before any option or comma, as in {game} {example}", {
        written,
        game: gameWord.text,
        example: number ? written : 'diagonal 1',
      }),
    );
    return 'said';
  }
  const digits = number && !negative ? number.text.replace(/_/g, '').replace(/^0+(?=.)/, '') : null;
  if (!number || digits === String(bound)) return { repeatedUpTo: end };
  r.error(
    r.range(word.start, end),
    DiagnosticCode.ContradictoryOption,
    t("'{written}' contradicts 'diagonal {bound}': wythoff has one diagonal bound", { written, bound }),
  );
  return 'said';
}
