// A take-and-break game's reason: each heap's Grundy value, their XOR, and the theorem or table
// behind the values in words.

import {
  type ExplanationRenderer,
  heapValueLine,
  heapValuesMarkdown,
  list,
  md,
  valueRowsMarkdown,
  xorVerdict,
} from '../../explanationText';
import { t } from '../../l10n';

export interface TakeAndBreakExplanation {
  readonly kind: 'take-and-break';
  /** `4!.0`, and the game's name when it has one (`Grundy's game`). */
  readonly code: string;
  readonly name: string | null;
  readonly heaps: readonly bigint[];
  readonly values: readonly bigint[];
  readonly xor: bigint;
  readonly computed: number;
  /** The theorem or table behind the values, in words. */
  readonly proof: string;
  readonly period: { readonly preperiod: number; readonly period: number } | null;
  /** The preperiod and one period (or the first values when no period is proved). */
  readonly firstValues: readonly number[];
}

/** The game's name and its code as a rules line writes it. */
function gameOf(e: TakeAndBreakExplanation): string {
  return e.name ? `${e.name} (take-and-break ${e.code})` : `take-and-break ${e.code}`;
}

export const TAKE_AND_BREAK_EXPLANATION: ExplanationRenderer<TakeAndBreakExplanation> = {
  kind: 'take-and-break',
  method: (e) =>
    t('Grundy values {values}, XOR {xor}; {proof}', { values: list(e.values), xor: e.xor, proof: e.proof }),
  lines(e) {
    const lines = e.heaps.map((h, i) => heapValueLine(i, h, e.values[i]!));
    lines.push(t('XOR of the values: {xor}', { xor: e.xor }));
    lines.push(t('{game}: {proof}.', { game: gameOf(e), proof: e.proof }));
    lines.push(xorVerdict(e.xor));
    return lines;
  },
  markdown(e) {
    const heaps = heapValuesMarkdown(e.heaps, e.values, e.xor);
    const rows = valueRowsMarkdown(e.firstValues, e.period);
    const proof = t('{game}: {proof}.', { game: md(gameOf(e)), proof: md(e.proof) });
    return `${heaps}\n\n${proof}\n\n${rows}\n\n${xorVerdict(e.xor)}`;
  },
};
