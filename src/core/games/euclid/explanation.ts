// Euclid's game's reason: the golden-ratio test in integers, the quotient chain with each step's
// Grundy value, and the winning move.

import { decimalDigits } from '../../budget';
import { type ExplanationRenderer } from '../../explanationText';
import { plural, t } from '../../l10n';
import { shortenNumbers } from '../../text';
import { type EuclidStep } from './euclidChain';

/** Numbers up to this many digits have the squares of the φ test written out. */
const SQUARES_SHOWN = 200;

export interface EuclidExplanation {
  readonly kind: 'euclid';
  /** The pair, as written. */
  readonly pair: readonly bigint[];
  /** What the golden-ratio test says of two different positive numbers: the player to move wins. */
  readonly wins: boolean;
  /** The quotient chain, null beyond the budget: its length, the pair's value, the steps shown (a number: steps left out). */
  readonly chain: {
    readonly length: number;
    readonly grundy: bigint;
    readonly shown: readonly (EuclidStep | number)[];
  } | null;
  /** The winning move: k times the smaller number from the larger, and what it leaves. */
  readonly winning: { readonly k: bigint; readonly result: readonly bigint[] } | null;
}

/** The larger and the smaller number, and which place the larger is in (the first when equal). */
export function order(heaps: readonly bigint[]): { big: bigint; small: bigint; at: 0 | 1 } {
  const [a = 0n, b = 0n] = heaps;
  return a >= b ? { big: a, small: b, at: 0 } : { big: b, small: a, at: 1 };
}

export const subtraction = (k: bigint, small: bigint, big: bigint) =>
  k === 1n
    ? t('subtract {small} from {big}', { small, big })
    : t('subtract {k} × {small} from {big}', { k, small, big });

export function pairText(heaps: readonly bigint[]): string {
  return `(${heaps[0]}, ${heaps[1]})`;
}

/** `21 = 2·8 + 5: G(21, 8) = 2 (2 > G(8, 5) = 0)`. */
function stepText(s: EuclidStep): string {
  const rule =
    s.q > s.below
      ? `${s.q} > G(${s.b}, ${s.r}) = ${s.below}`
      : t('{q} ≤ G({b}, {r}) = {below}, so {q} − 1', { q: s.q, b: s.b, r: s.r, below: s.below });
  return `${s.a} = ${s.q}·${s.b} + ${s.r}: G(${s.a}, ${s.b}) = ${s.grundy} (${rule})`;
}

/** The chain's rule, in words. */
function chainRule(): string {
  return t('G(a, b) = q if q > G(b, r), else q − 1, where a = q·b + r; a pair with a 0 has G = 0');
}

/** The golden-ratio test in words, plain and with code spans, and the one-line method. */
function goldenTest(e: EuclidExplanation): { test: string; testCode: string; method: string } {
  const { big, small } = order(e.pair);
  if (small === 0n) {
    const test = t('{pair} has a 0: there is no move, so the player to move loses.', { pair: pairText(e.pair) });
    const testCode = t('{pair} has a 0: there is no move, so the player to move loses.', {
      pair: `\`${pairText(e.pair)}\``,
    });
    return { test, testCode, method: t('a pair with a 0: no move') };
  }
  if (big === small) {
    const test = t('The numbers are equal: making one of them 0 leaves no move, so the player to move wins.');
    return { test, testCode: test, method: t('equal numbers: one of them to 0 wins') };
  }
  const d = 2n * big - small;
  // (2a − b)² > 5b², the test of euclidChain.ts; the tests check that it agrees with G ≠ 0.
  const sign = e.wins ? '>' : '<';
  // The squares written out where they are short enough to read; longer, the comparison alone
  // (writing a number in decimal is quadratic in its length).
  const integers =
    decimalDigits(e.pair) <= SQUARES_SHOWN
      ? `(2·${big} − ${small})² = ${d * d} ${sign} 5·${small}² = ${5n * small * small}`
      : `(2·${big} − ${small})² ${sign} 5·${small}²`;
  const verdict = e.wins ? t('the player to move wins') : t('the player to move loses');
  const test = t('{order}: {integers}, so {comparison}: {verdict}.', {
    order: `${big} ≥ ${small}`,
    integers,
    comparison: `${big} ${sign} φ·${small}`,
    verdict,
  });
  const testCode = t('{order}: {integers}, so {comparison}: {verdict}.', {
    order: `\`${big} ≥ ${small}\``,
    integers: `\`${integers}\``,
    comparison: `\`${big} ${sign} φ·${small}\``,
    verdict,
  });
  const method = e.chain
    ? t('golden-ratio test in integers: {comparison}; Grundy value {grundy} by the quotient chain', {
        comparison: `${big} ${sign} φ·${small}`,
        grundy: e.chain.grundy,
      })
    : t('golden-ratio test in integers: {comparison}; the quotient chain is beyond the budget', {
        comparison: `${big} ${sign} φ·${small}`,
      });
  return { test, testCode, method };
}

/** The Grundy value, or why it is not known. */
function grundyText(e: EuclidExplanation): string {
  return e.chain ? String(e.chain.grundy) : t('not computed (the quotient chain is beyond the budget)');
}

/** The winning move's words. */
function winningWords(e: EuclidExplanation): string {
  const { big, small } = order(e.pair);
  return subtraction(e.winning!.k, small, big);
}

const moreSteps = (s: number) => plural(s, '… {count} more step …', '… {count} more steps …');

export const EUCLID_EXPLANATION: ExplanationRenderer<EuclidExplanation> = {
  kind: 'euclid',
  method: (e) => goldenTest(e).method,
  lines(e) {
    const { small } = order(e.pair);
    const shown = e.chain?.shown ?? [];
    const lines = [goldenTest(e).test];
    if (e.chain && e.chain.length > 0)
      lines.push(
        t('Quotient chain ({rule}):', { rule: chainRule() }),
        ...shown.map((s) => (typeof s === 'number' ? moreSteps(s) : stepText(s))),
      );
    lines.push(t('Grundy value: {grundy}.', { grundy: grundyText(e) }));
    if (e.winning)
      lines.push(
        t('Winning move: {move}, leaving {pair}.', { move: winningWords(e), pair: pairText(e.winning.result) }),
      );
    else if (small > 0n) lines.push(t('Every move leaves a position the opponent wins.'));
    return lines.map(shortenNumbers);
  },
  markdown(e) {
    const parts = [t('**The golden-ratio test**, in integers: {test}', { test: goldenTest(e).testCode })];
    if (e.chain && e.chain.length > 0) {
      const rows = e.chain.shown.map((s) =>
        typeof s === 'number'
          ? `| ${moreSteps(s)} | |`
          : `| \`${s.a} = ${s.q}·${s.b} + ${s.r}\` | \`G(${s.a}, ${s.b}) = ${s.grundy}\` (${s.q > s.below ? `${s.q} > ${s.below}` : t('{q} ≤ {below}, so {q} − 1', { q: s.q, below: s.below })}) |`,
      );
      parts.push(
        `${t('**The quotient chain**, from the pair down: `{rule}`.', { rule: chainRule() })}\n\n${t('| division | Grundy value (q against G(b, r)) |')}\n|---|---|\n${rows.join('\n')}`,
      );
    }
    parts.push(
      `${t('Grundy value **{grundy}**.', { grundy: grundyText(e) })}${e.winning ? ` ${t('Winning move: {move} → `{pair}`.', { move: winningWords(e), pair: pairText(e.winning.result) })}` : ''}`,
    );
    return shortenNumbers(parts.join('\n\n'));
  },
};
