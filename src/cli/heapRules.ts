// What `table` and `period` ask of their rules line: read it, name it, and the definition that
// computes its values. Two answer it: every game's parser (anyRules.ts), and, for a plain octal
// code, the take-and-break game alone (octalRules.ts), so that those runs load no other game.

import { type GameDefinition } from '../core/games/definition';
import { type Game, type Rules } from '../core/rules';

export interface HeapRules {
  readonly read: (
    text: string,
  ) => { readonly ok: true; readonly rules: Rules } | { readonly ok: false; readonly message: string };
  readonly definitionOf: (game: Game) => GameDefinition<Game>;
  readonly gameName: (game: Game) => string;
  readonly rulesText: (rules: Rules) => string;
}

/** `octal 0.` and octal digits, one space, nothing else: what octalRules.ts reads. Anything else
 * (a name, a comment, misere, a mistake) goes to the full parser, which says what is wrong. */
export const PLAIN_OCTAL = /^octal 0\.([0-7]{1,64})$/;

/** The rules reader for this text: the take-and-break game alone for a plain octal code. */
export async function heapRulesFor(text: string): Promise<HeapRules> {
  if (PLAIN_OCTAL.test(text)) {
    const { octalRules } = await import('./octalRules');
    const rules = octalRules(text);
    if (rules) return rules;
  }
  const { ANY_RULES } = await import('./anyRules');
  return ANY_RULES;
}
