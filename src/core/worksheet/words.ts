// The words of the worksheet language: the game words (from the games' definitions, English and
// French), the options, the statements and the claims; and the did-you-mean of a mistyped one.

import { ANY_TEXT_WORDS, NAMES_WORDS, RULES_WORDS } from '../game';
import { DIAGONAL_WORDS } from '../games/wythoff/diagonalReader';
import { currentLanguage } from '../l10n';
import { type Game } from '../rules';
import { keyword, type Token } from '../reading/lexer';
import { type ParameterReader } from '../reading/rulesReader';
import { type RulesWord } from '../games/definition';

/** A game word's entry: its definition's reader of the parameters after it, and their words. */
export interface GameEntry {
  readonly read: ParameterReader<Game>;
  /** What may follow the word before the options, for the message on anything else. */
  readonly takes: string;
  /** The words its parameters begin with (a stray one is then repeated or misplaced, not another game's). */
  readonly parameterWords: readonly string[];
  /** Its positions are written with names (a digraph's tokens). */
  readonly readsNames: boolean;
  /** Its positions are any text its game reads (a game module's). */
  readonly readsAnyText: boolean;
  /** The game's reading of one of its parameter words met among the options (games/definition.ts `RulesWord`). */
  readonly lateParameter?: RulesWord<Game>['lateParameter'];
  /** The parameter words the game could still be written with, suggested for a mistyped option. */
  readonly freeParameters?: RulesWord<Game>['freeParameters'];
}

/**
 * Every game word, from the games' definitions, with its reader. The parser branches on this
 * table alone, so a word is a game exactly when a definition names it (and the grammar test checks
 * that each one is highlighted). A map, not an object: a word such as `constructor` must not find
 * a prototype's property.
 */
export const GAME_TABLE: ReadonlyMap<string, GameEntry> = new Map(
  RULES_WORDS.flatMap((w) => {
    const entry: GameEntry = {
      read: w.read,
      // Read when a message is written, in the language of the answers at that time.
      get takes() {
        return w.takes;
      },
      parameterWords: w.parameterWords ?? [],
      readsNames: NAMES_WORDS.has(w),
      readsAnyText: ANY_TEXT_WORDS.has(w),
      ...(w.lateParameter ? { lateParameter: w.lateParameter } : {}),
      ...(w.freeParameters ? { freeParameters: w.freeParameters } : {}),
    };
    // The French word names the same game (spec "French game words"); its accents are optional.
    return w.french ? [[w.word, entry] as const, [keyword(w.french), entry] as const] : [[w.word, entry] as const];
  }),
);

/** Every game's parameter words (Wythoff's `diagonal`), to tell one met among the options. */
export const PARAMETER_WORDS: ReadonlySet<string> = new Set(RULES_WORDS.flatMap((w) => w.parameterWords ?? []));

/**
 * The game named at token i: a word, or two (`turning turtles`, `mock turtles`), as one token
 * spanning both, with how many tokens it took; null when no game is named there.
 */
export function gameWordAt(
  tokens: readonly Token[],
  i: number,
  text: string,
): { readonly entry: GameEntry; readonly word: Token; readonly tokens: number } | null {
  const tok = tokens[i];
  if (!tok || tok.kind !== 'word') return null;
  const u = tokens[i + 1];
  if (u && u.kind === 'word') {
    const entry = GAME_TABLE.get(`${keyword(tok.text)} ${keyword(u.text)}`);
    if (entry)
      return {
        entry,
        word: { kind: 'word', text: text.slice(tok.start, u.end), start: tok.start, end: u.end },
        tokens: 2,
      };
  }
  const entry = GAME_TABLE.get(keyword(tok.text));
  return entry ? { entry, word: tok, tokens: 1 } : null;
}

/** The game words, in the order the messages name them. */
export const GAME_WORDS: readonly string[] = RULES_WORDS.map((w) => w.word);

/** The French game words (spec "French game words"), with their accents, in the same order. */
export const FRENCH_GAME_WORDS: readonly string[] = RULES_WORDS.flatMap((w) => (w.french ? [w.french] : []));

/** The games as the messages list them: in French, by their French words where they have one. */
export function gameList(): string {
  return (currentLanguage() === 'fr' ? RULES_WORDS.map((w) => w.french ?? w.word) : GAME_WORDS).join(', ');
}

/** Every word a did-you-mean may propose for a game, English and French. */
export const GUESSABLE_GAME_WORDS: readonly string[] = [...GAME_WORDS, ...FRENCH_GAME_WORDS];

/** A word that begins some game's parameter (`diagonal`, `diagonale`), met where options are read. */
export function isParameterWord(tok: Token | undefined): boolean {
  return !!tok && tok.kind === 'word' && PARAMETER_WORDS.has(keyword(tok.text));
}

/** The game word whose parameter a word begins (`wythoff` for `diagonal`), for an example. */
export function parameterOwner(tok: Token): string | null {
  const w = keyword(tok.text);
  return RULES_WORDS.find((r) => r.parameterWords?.includes(w))?.word ?? null;
}

/** `diagonal` (or `diagonale`) in `prefer fewest, diagonal costs N`: the preference line's own words. */
export function isDiagonalWord(tok: Token | undefined): boolean {
  return !!tok && tok.kind === 'word' && DIAGONAL_WORDS.includes(keyword(tok.text));
}

export const OPTION_WORDS = ['normal', 'misere'] as const;

export const STATEMENT_WORDS = ['prefer', 'practice'] as const;

export const CLAIMS: ReadonlyMap<string, 'win' | 'loss' | 'draw'> = new Map([
  ['win', 'win'],
  ['n', 'win'],
  ['loss', 'loss'],
  ['p', 'loss'],
  // The words of the French documents: a winning (N) or losing (P) position for the player to move.
  ['gagnant', 'win'],
  ['perdant', 'loss'],
  // Games with cycles: neither player can force a win (a D-position); French `nulle` (partie nulle).
  ['draw', 'draw'],
  ['d', 'draw'],
  ['nulle', 'draw'],
]);

/**
 * Every word the parser reads, by role (as `keyword` writes them: `misere` stands for `misère`
 * too), so that the grammar can be checked against the parser.
 */
export const KEYWORDS = {
  games: [...GAME_WORDS, ...FRENCH_GAME_WORDS],
  gameParameters: ['diagonal', 'diagonale'],
  options: OPTION_WORDS,
  statements: STATEMENT_WORDS,
  preferences: ['fewest', 'fastest', 'diagonal', 'diagonale', 'costs'],
  claims: [...CLAIMS.keys()],
} as const;

export { closest, editDistance } from '../editDistance';

/** `word` in the case `typed` was written in (`Kaylse` → `Kayles`, `NIN` → `NIM`). */
export function matchCase(typed: string, word: string): string {
  if (typed.length > 1 && typed === typed.toUpperCase() && typed !== typed.toLowerCase()) return word.toUpperCase();
  if (typed[0] && typed[0] !== typed[0].toLowerCase()) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}
