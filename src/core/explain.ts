// An explanation written out: each kind of reason by the game that explains with it (its
// definition's `explanations`), and the kinds every game may use (a search, unknown) here.

import { type Explanation } from './explanation';
import { type ExplanationRenderer, linesMarkdown, type PartWriter } from './explanationText';
import { explanationRenderer } from './game';
import { type GameExplanation } from './games/explanations';
import { t } from './l10n';

function rendererOf(e: GameExplanation): ExplanationRenderer<GameExplanation> {
  return explanationRenderer(e.kind) as ExplanationRenderer<GameExplanation>;
}

/** A one-line account of how the verdict was reached (the CLI's `method`). */
export function methodText(e: Explanation): string {
  switch (e.kind) {
    case 'search':
      return t('exhaustive search ({positions} positions)', { positions: e.positions });
    case 'unknown':
      return e.reason;
    default:
      return rendererOf(e).method(e);
  }
}

/**
 * Whether the whole reason says more than its one line (`methodText`): a search's or an unknown's
 * says the same, and the hover writes it once.
 */
export function reasonHasDetail(e: Explanation): boolean {
  return e.kind !== 'search' && e.kind !== 'unknown';
}

/** The reason in plain lines of text; the hover renders the same data richer. */
export function explanationLines(e: Explanation): string[] {
  switch (e.kind) {
    case 'search':
      return [t('Decided by exhaustive search over {positions} positions.', { positions: e.positions })];
    case 'unknown':
      return [e.reason];
    default:
      return rendererOf(e).lines(e);
  }
}

/** The reason in Markdown for the hover; `parts` writes a sum's parts as their lines do. */
export function explanationMarkdown(e: Explanation, parts: PartWriter): string {
  switch (e.kind) {
    case 'search':
    case 'unknown':
      return linesMarkdown(explanationLines(e));
    default: {
      const renderer = rendererOf(e);
      return renderer.markdown ? renderer.markdown(e, parts) : linesMarkdown(renderer.lines(e));
    }
  }
}
