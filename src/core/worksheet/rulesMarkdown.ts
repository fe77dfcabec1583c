// The hover on a rules line: the game in words and, for a game of one heap, its Grundy sequence as
// far as the budget computes it (a scatter plot, the first values, and what is proved beyond them).

import { definitionOf, gameName, grundyValues, rulesText, sumComponents } from '../game';
import { t } from '../l10n';
import { HOVER_ROOM } from '../pictures/fit';
import { grundyScatter } from '../pictures/scatter';
import { type Palette } from '../pictures/svg';
import { type Rules } from '../rules';
import { md, pictureMarkdown } from './markdown';
import { quotientRulesNote } from '../games/misereQuotient/explanation';
import { quotientFacts, quotientOf } from '../games/misereQuotient/family';

/** Heaps the plot shows at most: CGSuite plots 0.007 to 20,000; the hover stays quick with fewer. */
export const RULES_HOVER_HEAPS = 2000;
/**
 * The work a rules line's hover may spend on the extension host's thread: more than a position's
 * quick budget (Kayles' period is proved within it), still well under a tenth of a second.
 */
export const RULES_HOVER_BUDGET = 50_000;
/** Values written out as text under the plot. */
const LISTED = 40;
/** A heap far beyond the plot: what is known of it says what is proved beyond the values. */
const FAR = 1_000_000n;

export interface RulesHover {
  readonly markdown: string;
  /** G(0) … G(N − 1), the values the hover shows (empty for games of more than one heap). */
  readonly values: readonly bigint[];
}

export function rulesHover(rules: Rules, budget: number, palette: Palette, withPicture: boolean): RulesHover {
  const game = rules.game;
  const name = gameName(game);
  const text = rulesText(rules);
  const head = name === text ? `**${md(name)}**` : `**${md(name)}** · \`${text}\``;
  const parts = [head];
  const components = sumComponents(game);
  if (components) {
    parts.push(
      `${t('A sum of games: a move is made in one of them.')} ` +
        components
          .map((g, i) => t('Part {part}: {move}', { part: i + 1, move: md(definitionOf(g).words(g).move) }))
          .join(' '),
    );
    return { markdown: parts.join('\n\n'), values: [] };
  }
  parts.push(md(definitionOf(game).words(game).move));
  if (rules.misere) {
    parts.push(t('Misère play: the player who makes the last move loses. The values below are those of normal play.'));
    const quotientGame = definitionOf(game).quotientGame?.(game);
    const q = quotientGame ? quotientOf(quotientGame, budget) : null;
    if (quotientGame && q) parts.push(quotientRulesNote(quotientGame.text, quotientFacts(q)));
  }
  // A table of one heap's values only for games of heaps (not pairs, rows, grids or stairs).
  if (!definitionOf(game).heapTable) return { markdown: parts.join('\n\n'), values: [] };
  const grundy = grundyValues(game, budget);
  const values: bigint[] = [];
  for (let h = 0n; h < BigInt(RULES_HOVER_HEAPS); h++) {
    const g = grundy.value([h]);
    if (g === null) break;
    values.push(g);
  }
  if (values.length === 0) return { markdown: parts.join('\n\n'), values };
  if (withPicture) {
    const title = name === text ? name : `${name} (${text})`;
    // Within the hover's box, as a position's picture is.
    parts.push(pictureMarkdown(grundyScatter(title, values, palette, HOVER_ROOM)));
  }
  const shown = values.slice(0, LISTED).join(' ');
  parts.push(
    t('Grundy values of one heap, G(0) to G({last}): `{values}`', {
      last: Math.min(values.length, LISTED) - 1,
      values: shown,
    }) + (values.length > LISTED ? t(' … ({count} in the plot)', { count: values.length }) : ''),
  );
  const far = grundy.value([FAR]);
  parts.push(
    far === null
      ? t('Beyond the plot, G({far}) is not known: {reason}.', { far: FAR, reason: md(grundy.undecidedReason([FAR])) })
      : t('Beyond the plot, G({far}) = {value}, by: {why}.', { far: FAR, value: far, why: md(grundy.why([FAR])) }),
  );
  return { markdown: parts.join('\n\n'), values };
}
