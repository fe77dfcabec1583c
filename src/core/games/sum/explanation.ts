// A sum's reason: each part's Grundy value and how it is known, their XOR, and in misère play the
// frontier rule over the parts' values.

import { type ExplanationRenderer, markdownTable, md, type MisereNote, misereText } from '../../explanationText';
import { t } from '../../l10n';
import { type RetrogradeReason, retrogradeRenderer } from '../retrogradeExplanation';

export interface SumExplanation {
  readonly kind: 'sum';
  /** One row per component, in the written order. */
  readonly rows: readonly SumRow[];
  /** The XOR of the components' normal-play values. */
  readonly xor: bigint;
  /** Misère sums of tame parts: what the frontier rule looked at over every heap; null in normal play. */
  readonly misere: MisereNote | null;
}

/** A component of a sum: its rules, its name in answers, its position, its normal-play Grundy value and how it is known. */
export interface SumRow {
  readonly rules: string;
  readonly name: string;
  readonly heaps: readonly bigint[];
  readonly grundy: bigint | null;
  readonly why: string;
}

/**
 * A sum with parts of infinite value (tokens on a digraph with cycles), decided by the rule of sums
 * over them: each part's row, the XOR of the finite values, the infinite ones and the outcome.
 */
export interface SumLoopyExplanation {
  readonly kind: 'sum-loopy';
  readonly rows: readonly SumRow[];
  /** The XOR of every finite value (the parts' and the finite summands' of the loopy parts). */
  readonly xor: bigint;
  /** Each infinite value ∞(K), with the part it is in. */
  readonly infinite: readonly { readonly part: number; readonly k: readonly number[] }[];
  readonly outcome: 'win' | 'draw';
}

/** A misère sum decided by retrograde analysis of its positions. */
export interface SumRetrogradeExplanation extends RetrogradeReason {
  readonly kind: 'sum-retrograde';
}

/** Whether a verdict was reached by the sum's own rule (its parts' values), not by search. */
export function isSumExplanation(e: { readonly kind: string }): e is SumExplanation {
  return e.kind === 'sum';
}

/** The header of the column of positions: the same word in English and in French, so not in the catalogue. */
const POSITION_HEADER = 'position';

function lines(e: SumExplanation): string[] {
  const out = e.rows.map((r, i) => {
    const args = { part: i + 1, name: r.name, position: r.heaps.join(' '), why: r.why };
    return r.grundy === null
      ? t('part {part}, {name}: {position} has Grundy value unknown ({why})', args)
      : t('part {part}, {name}: {position} has Grundy value {grundy} ({why})', { ...args, grundy: r.grundy });
  });
  out.push(t("XOR of the parts' values: {xor}", { xor: e.xor }));
  out.push(lastLine(e));
  return out;
}

/** The misère rule, or what the XOR means in normal play. */
function lastLine(e: SumExplanation): string {
  if (e.misere) return misereText(e.misere, e.xor, 'heap value');
  return e.xor === 0n
    ? t('XOR 0: every move makes it non-zero, so the player to move loses.')
    : t('XOR not 0: a move in one part can make it 0, so the player to move wins.');
}

export const SUM_EXPLANATION: ExplanationRenderer<SumExplanation> = {
  kind: 'sum',
  method(e) {
    const args = { values: e.rows.map((r) => r.grundy ?? '?').join(' ⊕ '), xor: e.xor };
    return e.misere
      ? t('misère sum by the frontier rule: Grundy values {values} = {xor}', args)
      : t('Grundy values {values} = {xor}', args);
  },
  lines,
  markdown(e, parts) {
    const rows = e.rows.map((r, i) => [
      t('part {part}', { part: i + 1 }),
      md(r.name),
      `\`${parts(i, r.heaps)}\``,
      r.grundy === null ? t('unknown') : `**${r.grundy}**`,
      md(r.why),
    ]);
    const head = ['', t('game'), POSITION_HEADER, t('Grundy value'), t('why')];
    return `${markdownTable(head, rows)}\n\n${t('XOR of the values: **{xor}**.', { xor: e.xor })}  \n${md(lastLine(e))}`;
  },
};

/** A sum's parts with their normal-play Grundy values, where the verdict was reached otherwise (search, unknown). */
export function componentsMarkdown(
  components: readonly { readonly rules: string; readonly heaps: readonly bigint[]; readonly grundy: bigint | null }[],
  parts: (part: number, heaps: readonly bigint[]) => string,
): string {
  const rows = components.map((c, i) => [
    t('part {part}', { part: i + 1 }),
    md(c.rules),
    `\`${parts(i, c.heaps)}\``,
    c.grundy === null ? t('unknown') : `**${c.grundy}**`,
  ]);
  return markdownTable(['', t('game'), POSITION_HEADER, t('Grundy value (normal play)')], rows);
}

/** The rule of sums with infinite values, as it decides this one. */
function loopyRule(e: SumLoopyExplanation, names: readonly string[]): string {
  const one = e.infinite[0]!;
  if (e.outcome === 'win')
    return t(
      'One value is infinite, ∞({k}) in {part}, and every finite value XORs to {b}, a value ∞({k}) lists: moving that token to a follower of the value the rest needs leaves a loss, so the player to move wins.',
      { k: one.k.join(', '), part: names[one.part]!, b: e.xor },
    );
  return e.infinite.length >= 2
    ? t('Two or more values are infinite: a draw (neither player can force a win).')
    : t(
        'One value is infinite, ∞({k}) in {part}, and every finite value XORs to {b}, a value ∞({k}) does not list: no move leaves a loss, and the player to move can keep the game going: a draw.',
        { k: one.k.join(', '), part: names[one.part]!, b: e.xor },
      );
}

const partNames = (e: SumLoopyExplanation) =>
  e.rows.map((r, i) => t('part {part} ({name})', { part: i + 1, name: r.name }));

export const SUM_LOOPY_EXPLANATION: ExplanationRenderer<SumLoopyExplanation> = {
  kind: 'sum-loopy',
  method: (e) => t('sum with infinite values: {parts}', { parts: e.rows.map((r) => r.why).join('; ') }),
  lines(e) {
    const names = partNames(e);
    return [...e.rows.map((r, i) => `${names[i]}: ${r.why}`), loopyRule(e, names)];
  },
  markdown(e) {
    const names = partNames(e);
    return [...e.rows.map((r, i) => `- ${names[i]}: ${r.why}`), '', loopyRule(e, names)].join('\n');
  },
};

export const SUM_RETROGRADE_EXPLANATION = retrogradeRenderer<SumRetrogradeExplanation>('sum-retrograde', (count) =>
  t('misère sum by retrograde analysis of {count} positions', { count }),
);
