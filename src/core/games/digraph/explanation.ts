// A digraph's reasons: each token's vertex and its generalised Sprague–Grundy value, and the rule
// of sums over them; in misère play, the retrograde analysis of the positions reachable.

import { type ExplanationRenderer } from '../../explanationText';
import { t } from '../../l10n';
import { type RetrogradeReason, retrogradeRenderer } from '../retrogradeExplanation';
import { type Gamma, gammaText, type LoopyOutcome } from './gsg';

/** Tokens listed at most; the rest are counted. */
const SHOWN_TOKENS = 20;

export interface DigraphExplanation {
  readonly kind: 'digraph';
  /** The first tokens' vertices (their names) and values, and how many tokens there are. */
  readonly tokens: readonly { readonly vertex: string; readonly gamma: Gamma }[];
  readonly tokenCount: number;
  /** The values' sum as the rule reads it: how many are infinite, the XOR of the finite ones, the infinite one's K. */
  readonly infinite: number;
  readonly xor: number;
  readonly k: readonly number[] | null;
  readonly outcome: LoopyOutcome;
}

/** Misère play on a digraph, decided by retrograde analysis. */
export interface DigraphRetrogradeExplanation extends RetrogradeReason {
  readonly kind: 'digraph-retrograde';
}

/** The reason's data: the tokens listed, with their vertices' names and values. */
export function digraphExplanation(
  tokens: readonly { readonly vertex: string; readonly gamma: Gamma }[],
  s: { readonly infinite: number; readonly xor: number; readonly k: readonly number[] | null },
  outcome: LoopyOutcome,
): DigraphExplanation {
  return {
    kind: 'digraph',
    tokens: tokens.slice(0, SHOWN_TOKENS),
    tokenCount: tokens.length,
    infinite: s.infinite,
    xor: s.xor,
    k: s.k,
    outcome,
  };
}

const values = (e: DigraphExplanation) => e.tokens.map((x) => `γ(${x.vertex}) = ${gammaText(x.gamma)}`).join(', ');

function rule(e: DigraphExplanation): string {
  if (e.infinite >= 2)
    return t('Two or more tokens stand on vertices of infinite value: a draw (neither player can force a win).');
  if (e.infinite === 1)
    return e.outcome === 'win'
      ? t(
          'One token has the infinite value ∞({k}), and the others XOR to {b}, a value ∞({k}) lists: moving that token to a follower of value {b} leaves a loss, so the player to move wins.',
          { k: e.k!.join(', '), b: e.xor },
        )
      : t(
          'One token has the infinite value ∞({k}), and the others XOR to {b}, a value ∞({k}) does not list: no move leaves a loss, and the player to move can always keep the game going: a draw.',
          { k: e.k!.join(', '), b: e.xor },
        );
  return e.xor === 0
    ? t('Every value is finite and their XOR is 0: every move leaves a nonzero XOR, and the player to move loses.')
    : t(
        'Every value is finite and their XOR is {x}: a move to a follower of the right value makes it 0, and the player to move wins.',
        {
          x: e.xor,
        },
      );
}

export const DIGRAPH_EXPLANATION: ExplanationRenderer<DigraphExplanation> = {
  kind: 'digraph',
  method: (e) => t('generalised Sprague–Grundy: {values}', { values: values(e) }),
  lines: (e) => [t('Generalised Sprague–Grundy values: {values}', { values: values(e) }), rule(e)],
  markdown(e) {
    const md = [
      t('| token | vertex | value γ |'),
      '|---|---|---|',
      ...e.tokens.map((x, i) => `| ${i + 1} | \`${x.vertex}\` | ${gammaText(x.gamma)} |`),
      '',
      rule(e),
    ];
    if (e.tokenCount > e.tokens.length)
      md.push('', t('{count} more tokens are not listed.', { count: e.tokenCount - e.tokens.length }));
    // ∞(K) is read by few students at first: say once what it means, where one is shown.
    if (e.infinite > 0)
      md.push(
        '',
        t(
          "*∞(K): from this vertex play can go on for ever; K lists the finite values among its followers (∞() when there are none). A single such token wins when the other tokens' values XOR to a value in K; two or more make a draw.*",
        ),
      );
    return md.join('\n');
  },
};

export const DIGRAPH_RETROGRADE_EXPLANATION = retrogradeRenderer<DigraphRetrogradeExplanation>(
  'digraph-retrograde',
  (count) => t('misère digraph by retrograde analysis of {count} positions', { count }),
);
