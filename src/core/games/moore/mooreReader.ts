// The parameter of `moore`: K ≥ 1, the most heaps one move may take from (`moore 2`), read from a
// rules line (core/reading/rulesReader.ts).

import { t } from '../../l10n';
import { type Token } from '../../reading/lexer';
import { type RulesReader } from '../../reading/rulesReader';
import { DiagnosticCode } from '../../reading/syntax';
import { type Game } from '../../rules';

type MooreGame = Extract<Game, { readonly kind: 'moore' }>;

export function mooreReader(r: RulesReader, word: Token): MooreGame | null {
  const n = r.signedNumber({
    range: r.range(word.start, word.end),
    code: DiagnosticCode.Syntax,
    message: t('moore needs the most heaps a move may take from, at least 1, such as moore 2'),
  });
  if (n === undefined || n === null) return null;
  if (n.value < 1n) {
    r.error(
      n.range,
      DiagnosticCode.Syntax,
      t('a move of moore takes from at least one heap: K must be at least 1, not {k}', { k: n.text }),
    );
    return null;
  }
  return { kind: 'moore', k: n.value };
}
