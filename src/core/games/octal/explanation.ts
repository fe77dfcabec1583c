// An octal game's reason: each heap's Grundy value from the table, their XOR, and the period the
// values prove (Guy–Smith), or the size of the table when none is proved.

import {
  type ExplanationRenderer,
  heapValueLine,
  heapValuesMarkdown,
  md,
  valueRowsMarkdown,
  xorVerdict,
} from '../../explanationText';
import { t } from '../../l10n';

export interface OctalExplanation {
  readonly kind: 'octal';
  /** `0.77`, and the game's name when it has one (`Kayles`). */
  readonly code: string;
  readonly name: string | null;
  readonly heaps: readonly bigint[];
  readonly values: readonly number[];
  readonly xor: number;
  /** Values computed; with a period, the certificate used the first `provedFrom` of them. */
  readonly computed: number;
  readonly period: { readonly preperiod: number; readonly period: number; readonly provedFrom: number } | null;
  /** The preperiod and one period (or the first values when no period is proved). */
  readonly firstValues: readonly number[];
}

/** The game's name and its code as a rules line writes it. */
function gameOf(e: OctalExplanation): string {
  return e.name ? `${e.name} (octal ${e.code})` : `octal ${e.code}`;
}

export const OCTAL_EXPLANATION: ExplanationRenderer<OctalExplanation> = {
  kind: 'octal',
  method(e) {
    const values = e.values.join(', ');
    return e.period
      ? t(
          'Grundy values {values}, XOR {xor}; period {period} from {preperiod}, proved by Guy–Smith from {provedFrom} values',
          {
            values,
            xor: e.xor,
            period: e.period.period,
            preperiod: e.period.preperiod,
            provedFrom: e.period.provedFrom,
          },
        )
      : t('Grundy values {values}, XOR {xor}; table of {computed} values', {
          values,
          xor: e.xor,
          computed: e.computed,
        });
  },
  lines(e) {
    const lines = e.heaps.map((h, i) => heapValueLine(i, h, e.values[i]!));
    lines.push(t('XOR of the values: {xor}', { xor: e.xor }));
    const game = gameOf(e);
    lines.push(
      e.period
        ? t('{game}: period {period} from {preperiod}, proved by Guy–Smith from {provedFrom} values.', {
            game,
            period: e.period.period,
            preperiod: e.period.preperiod,
            provedFrom: e.period.provedFrom,
          })
        : t('{game}: no period proved within the budget; the values come from a table of {computed}.', {
            game,
            computed: e.computed,
          }),
    );
    lines.push(xorVerdict(e.xor));
    return lines;
  },
  markdown(e) {
    const game = gameOf(e);
    const heaps = heapValuesMarkdown(e.heaps, e.values, e.xor);
    const certificate = e.period
      ? t('{game}: period **{period}** from **{preperiod}**, proved by Guy–Smith from {provedFrom} values.', {
          game: md(game),
          period: e.period.period,
          preperiod: e.period.preperiod,
          provedFrom: e.period.provedFrom,
        })
      : t('{game}: no period proved within the budget; the values come from a table of {computed}.', {
          game: md(game),
          computed: e.computed,
        });
    const rows = valueRowsMarkdown(e.firstValues, e.period);
    return `${heaps}\n\n${certificate}\n\n${rows}\n\n${xorVerdict(e.xor)}`;
  },
};
