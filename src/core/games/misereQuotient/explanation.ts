// A misère verdict by the quotient: each heap's class (Φ(30) = b), their product, whether it is in
// P, and the quotient that proves it (its presentation, order and period; tame games named so).

import { type ExplanationRenderer, markdownTable, md } from '../../explanationText';
import { t } from '../../l10n';
import { shortNumber } from '../../text';

export interface MisereQuotientExplanation {
  readonly kind: 'misere-quotient';
  /** The rules (`octal 0.75`) and the game's name where it has one. */
  readonly rules: string;
  readonly name: string | null;
  readonly heaps: readonly bigint[];
  /** Each heap's class, by its least word. */
  readonly classes: readonly string[];
  readonly product: string;
  readonly inP: boolean;
  readonly order: number;
  /** ⟨a, b, c | a² = 1, …⟩ */
  readonly presentation: string;
  readonly p: readonly string[];
  readonly period: { readonly period: number; readonly preperiod: number; readonly foundAt: number } | null;
  /** Heaps the quotient is proved for without its period. */
  readonly level: number;
  /** "misère Nim's of heaps below 4" when tame, else null. */
  readonly tame: string | null;
}

function gameOf(e: MisereQuotientExplanation): string {
  return e.name ? `${e.name} (${e.rules})` : e.rules;
}

function pText(e: MisereQuotientExplanation): string {
  return `{${e.p.join(', ')}}`;
}

/** How far the quotient is proved: every heap by its period, or the heaps up to its level. */
export function quotientProof(e: Pick<MisereQuotientExplanation, 'period' | 'level'>): string {
  return e.period
    ? t('Φ has period {period} from heap {preperiod}, proved at heap {foundAt}: every heap size', e.period)
    : t('proved for every heap up to {level}', { level: e.level });
}

function verdictLine(e: MisereQuotientExplanation): string {
  return e.inP
    ? t('{product} is in P = {p}: the player to move loses.', { product: e.product, p: pText(e) })
    : t('{product} is not in P = {p}: the player to move wins.', { product: e.product, p: pText(e) });
}

function quotientLine(e: MisereQuotientExplanation): string {
  const line = t('Misère quotient of {game}: {presentation}, order {order}; {proof}.', {
    game: gameOf(e),
    presentation: e.presentation,
    order: e.order,
    proof: quotientProof(e),
  });
  return e.tame ? `${line} ${t('Tame: the quotient is {form}.', { form: e.tame })}` : line;
}

function commandLine(e: MisereQuotientExplanation): string {
  return t('The quotient in full: {command}', { command: `nim-lens quotient --rules "${e.rules}"` });
}

export const MISERE_QUOTIENT_EXPLANATION: ExplanationRenderer<MisereQuotientExplanation> = {
  kind: 'misere-quotient',
  method: (e) =>
    t('misère quotient of order {order}: classes {classes}, product {product}, {inP}', {
      order: e.order,
      classes: e.classes.join(', '),
      product: e.product,
      inP: e.inP ? t('in P') : t('not in P'),
    }),
  lines(e) {
    const lines = e.heaps.map((h, i) =>
      t('heap {heap}: Φ({size}) = {class}', { heap: i + 1, size: h, class: e.classes[i]! }),
    );
    lines.push(t('product of the classes: {product}', { product: e.product }));
    lines.push(verdictLine(e));
    lines.push(quotientLine(e));
    lines.push(commandLine(e));
    return lines;
  },
  markdown(e) {
    const rows = e.heaps.map((h, i) => [
      t('heap {heap}', { heap: i + 1 }),
      shortNumber(h.toString()),
      `Φ = ${e.classes[i]!}`,
    ]);
    const table = e.heaps.length > 24 ? md(e.classes.join(' · ')) : markdownTable(['', t('size'), t('class')], rows);
    return [
      table,
      md(t('product of the classes: {product}', { product: e.product })),
      `**${md(verdictLine(e))}**`,
      md(quotientLine(e)),
      `${md(t('The quotient in full:'))} \`nim-lens quotient --rules "${e.rules}"\``,
    ].join('\n\n');
  },
};

/** The rules line's note: the quotient's size, P and Φ's period, or how far it is proved. */
export function quotientRulesNote(
  rules: string,
  facts: Pick<MisereQuotientExplanation, 'order' | 'presentation' | 'p' | 'period' | 'level' | 'tame'>,
): string {
  const p = facts.period;
  const head = p
    ? t(
        'Misère quotient: order {order}, {presentation}, P = {p}; Φ has period {period} from heap {preperiod}, proved at heap {foundAt}.',
        {
          order: facts.order,
          presentation: facts.presentation,
          p: `{${facts.p.join(', ')}}`,
          period: p.period,
          preperiod: p.preperiod,
          foundAt: p.foundAt,
        },
      )
    : t(
        'Misère quotient: proved for the heaps up to {level} within the budget (order {order}); no period proved yet, so larger heaps are searched.',
        {
          level: facts.level,
          order: facts.order,
        },
      );
  const tame = facts.tame ? ` ${md(t('Tame: the quotient is {form}.', { form: facts.tame }))}` : '';
  return `${md(head)}${tame} \`nim-lens quotient --rules "${rules}"\``;
}
