// A row of coins' reason: each head's value, their XOR, the rule behind the values and what the
// XOR means; with the game's name and its rule in words, which its definition says too.

import { type ExplanationRenderer } from '../../explanationText';
import { currentLanguage, plural, t } from '../../l10n';
import { shortNumber } from '../../text';

/** How many coins a move of a coin row turns over: one or two, up to three, or any run of neighbours. */
export type CoinRule = 'turning turtles' | 'mock turtles' | 'ruler';

/** A winning move whose result would list more heads than this is counted, not listed (the spec). */
export const MAX_RESULT_HEADS = 10_000;

/** Heads shown one per row in the explanation; the rest are counted. */
const SHOWN_HEADS = 24;
/** Heads named in the one-line method and in a sum's row. */
export const NAMED_HEADS = 12;

export interface CoinRowExplanation {
  readonly kind: 'coins';
  readonly rule: CoinRule;
  /** How many heads the row shows. */
  readonly count: number;
  /** The first heads (as many as the reason shows), and their values. */
  readonly heads: readonly bigint[];
  readonly values: readonly bigint[];
  readonly xor: bigint;
  /** Ruler's winning moves counted but not listed: their results would list too many heads. */
  readonly leftOut: bigint;
}

/** The reason's data: the heads the reason shows of the row, with their values. */
export function coinRowExplanation(
  rule: CoinRule,
  heads: readonly bigint[],
  values: readonly bigint[],
  xor: bigint,
  leftOut: bigint,
): CoinRowExplanation {
  const shown = Math.min(heads.length, SHOWN_HEADS);
  return {
    kind: 'coins',
    rule,
    count: heads.length,
    heads: heads.slice(0, shown),
    values: values.slice(0, shown),
    xor,
    leftOut,
  };
}

/** The game's name, in the language of the answers (French: the name in French, then the English one). */
export function nameOf(rule: CoinRule): string {
  switch (rule) {
    case 'turning turtles':
      return t('Turning Turtles');
    case 'mock turtles':
      return t('Mock Turtles');
    case 'ruler':
      return t('Ruler');
  }
}

/** The closed form of a coin's value, in words. */
function valueRule(rule: CoinRule): string {
  switch (rule) {
    case 'turning turtles':
      return t('the value of coin n is n');
    case 'mock turtles':
      return t(
        'the value of coin n is the n-th odious number (1, 2, 4, 7, 8, 11, …): 2(n − 1), plus 1 when n − 1 has an even number of 1 bits',
      );
    case 'ruler':
      return t('the value of coin n is the largest power of 2 dividing n (1, 2, 1, 4, 1, 2, 1, 8, …)');
  }
}

/** Why some winning moves are not listed, in words (empty when none is left out). */
export function leftOutText(leftOut: bigint): string {
  if (leftOut === 0n) return '';
  return plural(
    leftOut,
    '{count} winning move left out of the list (counted, not listed nor recommended): its result would list more than {max} heads.',
    '{count} winning moves left out of the list (counted, not listed nor recommended): the result of each would list more than {max} heads.',
    // Thousands grouped as each language writes them: 10,000 and 10 000 (a plain space).
    { max: String(MAX_RESULT_HEADS).replace(/\B(?=(\d{3})+$)/g, currentLanguage() === 'fr' ? ' ' : ',') },
  );
}

function method(e: CoinRowExplanation): string {
  const name = nameOf(e.rule);
  const k = e.count;
  let method: string;
  if (k === 0) method = t('{name}: no heads, XOR 0', { name });
  else if (k <= NAMED_HEADS)
    method = t('{name}: values {values} of heads {heads}, XOR {xor}', {
      name,
      values: e.values.join(', '),
      heads: e.heads.join(', '),
      xor: e.xor,
    });
  else method = t('{name}: values of {count} heads, XOR {xor}', { name, count: k, xor: e.xor });
  if (e.leftOut > 0n)
    method += plural(
      e.leftOut,
      '; {count} winning move left out (results of more than {max} heads)',
      '; {count} winning moves left out (results of more than {max} heads)',
      { max: MAX_RESULT_HEADS },
    );
  return method;
}

/** The rule line and what the XOR means, which the lines and the Markdown both end with. */
function ending(e: CoinRowExplanation): { ruleLine: string; meaning: string; note: string } {
  let meaning: string;
  if (e.count === 0) meaning = t('No coin shows heads: there is no move, so the player to move loses.');
  else if (e.xor === 0n) meaning = t('The XOR is 0: every move leaves a non-zero XOR, so the player to move loses.');
  else meaning = t('The XOR is not 0: a move can make it 0, so the player to move wins.');
  const ruleLine = t('{name}: {rule}. A row is the sum of its heads, each alone, so its value is the XOR of theirs.', {
    name: nameOf(e.rule),
    rule: valueRule(e.rule),
  });
  return { ruleLine, meaning, note: leftOutText(e.leftOut) };
}

export const COIN_ROW_EXPLANATION: ExplanationRenderer<CoinRowExplanation> = {
  kind: 'coins',
  method,
  lines(e) {
    const { ruleLine, meaning, note } = ending(e);
    const lines: string[] = [];
    for (let i = 0; i < e.heads.length; i++)
      lines.push(t('head {head}: value {value}', { head: e.heads[i]!, value: e.values[i]! }));
    if (e.count > e.heads.length) lines.push(t('… and {count} more heads', { count: e.count - e.heads.length }));
    lines.push(t('XOR of the values: {xor}', { xor: e.xor }), ruleLine, meaning);
    if (note) lines.push(note);
    return lines;
  },
  markdown(e) {
    const { ruleLine, meaning, note } = ending(e);
    // Markdown with nothing to escape: numbers, words and punctuation that no line starts with.
    const parts: string[] = [];
    if (e.count > 0) {
      const rows = [t('| head | value |'), '|---|---|'];
      for (let i = 0; i < e.heads.length; i++)
        rows.push(`| ${shortNumber(String(e.heads[i]))} | ${shortNumber(String(e.values[i]))} |`);
      if (e.count > e.heads.length) rows.push(t('| … | {count} more heads |', { count: e.count - e.heads.length }));
      parts.push(rows.join('\n'));
    }
    parts.push(
      `${t('XOR of the values: **{xor}**.', { xor: shortNumber(String(e.xor)) })}  \n${ruleLine}  \n${meaning}${note ? `  \n${note}` : ''}`,
    );
    return parts.join('\n\n');
  },
};
