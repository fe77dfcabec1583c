// The reason behind a verdict, as data a hover, the CLI or the play panel can render (core/explain.ts
// asks the game that wrote it). Data only, so that verdicts cross to the search threads and are
// written in the language of the moment they are read, not of the moment they were decided.

import { type GameExplanation } from './games/explanations';

export type { MisereNote } from './explanationText';
export { binary, periodRows } from './explanationText';

export type Explanation =
  /** A game's own kind of reason, written by its renderer (games/explanations.ts). */
  | GameExplanation
  | { readonly kind: 'search'; readonly positions: number }
  | { readonly kind: 'unknown'; readonly reason: string };
