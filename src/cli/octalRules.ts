// A plain octal code (`octal 0.07`) for `table` and `period`, read without the worksheet's parser:
// its game is take-and-break, and loading only that game is most of what makes these commands
// start quicker (issue 43). The answers are the full parser's; a unit test compares the two.

import { type GameDefinition } from '../core/games/definition';
import { octalGame } from '../core/games/octal/octal';
import { TAKE_AND_BREAK } from '../core/games/takeAndBreak/takeAndBreak';
import { registerFrench } from '../core/l10n';
import { type Game, type Rules } from '../core/rules';
import { type HeapRules, PLAIN_OCTAL } from './heapRules';

/** The reader of this one code, or null when the text is not a plain octal code with a move. */
export function octalRules(text: string): HeapRules | null {
  const digits = PLAIN_OCTAL.exec(text)?.[1];
  if (digits === undefined) return null;
  const code = [...digits].map(Number);
  while (code.length && code[code.length - 1] === 0) code.pop();
  // 0.0 allows no move: the full parser says so.
  if (code.length === 0) return null;
  // The game's French, as the registry of every game (core/game.ts) registers it.
  registerFrench(TAKE_AND_BREAK.french);
  const rules: Rules = { game: octalGame(code), misere: false };
  const definition = TAKE_AND_BREAK as unknown as GameDefinition<Game>;
  return {
    read: () => ({ ok: true, rules }),
    definitionOf: () => definition,
    gameName: (game) => definition.words(game).name ?? definition.text(game),
    rulesText: (r) => definition.text(r.game),
  };
}
