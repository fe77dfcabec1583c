// The reason behind a verdict, as data a hover, the CLI or the play panel can render (core/explain.ts
// asks the game that wrote it). Data only, so that verdicts cross to the search threads.

import { type GameExplanation } from './games/explanations';

export type { MisereNote } from './explanationText';
export { binary, periodRows } from './explanationText';

export type Explanation =
  | GameExplanation
  /**
   * The games whose reasons are written when decided (coins, stairs, Euclid's game): by the game's
   * definition, as the CLI's one line, plain lines, and Markdown for the hover.
   */
  | {
      readonly kind: 'game';
      readonly method: string;
      readonly lines: readonly string[];
      readonly markdown: string;
    }
  | { readonly kind: 'search'; readonly positions: number }
  | { readonly kind: 'unknown'; readonly reason: string };
