// A sum's reason: each part's Grundy value and how it is known, their XOR, and in misère play the
// frontier rule over the parts' values.

import { type ExplanationRenderer, markdownTable, md, type MisereNote, misereText } from '../../explanationText';
import { t } from '../../l10n';

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
