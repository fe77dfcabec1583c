// The games Nim Lens knows, each by its one definition (games/), and what the rest of the code asks
// of the game of a rule set. A new game is a module with its definition, registered here.

import { BoundedCache } from './boundedCache';
import { spaceWork } from './budget';
import { type ExplanationRenderer } from './explanationText';
import {
  type GameDefinition,
  type GameDefinitions,
  type GrundyValues,
  type Part,
  type RulesWord,
} from './games/definition';
import { type OwnPart, type OwnText } from './games/forms/form';
import { type Token } from './reading/lexer';
import { TokenReader } from './reading/tokenReader';
import { CHOMP } from './games/chomp/chomp';
import { COIN_ROW } from './games/coins/coinRow';
import { CORNERS } from './games/corners/corners';
import { EUCLID } from './games/euclid/euclid';
import { FIBONACCI } from './games/fibonacci/fibonacci';
import { MODULE_GAME } from './games/module/moduleGame';
import { MOORE } from './games/moore/moore';
import { HACKENBUSH } from './games/hackenbush/hackenbush';
import { DIGRAPH } from './games/digraph/digraph';
import { NIM } from './games/nim/nim';
import { POKER_NIM } from './games/pokerNim/pokerNim';
import { STAIRCASE } from './games/staircase/staircase';
import { SUBTRACTION } from './games/subtraction/subtraction';
import { componentName, sumDefinition } from './games/sum/sum';
import { TAKE_AND_BREAK } from './games/takeAndBreak/takeAndBreak';
import { WYTHOFF } from './games/wythoff/wythoff';
import { registerFrench } from './l10n';
import { type Legality, type Move } from './move';
import { type Game, type Rules } from './rules';
import { type GameFamily } from './verdict';

/** Grundy values by game and budget, shared: a sum's components and the solver ask for the same tables. */
const grundyCache = new BoundedCache<GrundyValues>(64);

/** The normal-play Grundy values of a game's positions within a budget (one table per game and budget). */
export function grundyValues(game: Game, budget: number): GrundyValues {
  return grundyCache.get(`${gameText(game)}|${budget}`, () => definitionOf(game).grundy(game, budget));
}

const GAMES: GameDefinitions = {
  nim: NIM,
  subtraction: SUBTRACTION,
  wythoff: WYTHOFF,
  'take-and-break': TAKE_AND_BREAK,
  coins: COIN_ROW,
  corners: CORNERS,
  staircase: STAIRCASE,
  euclid: EUCLID,
  moore: MOORE,
  fibonacci: FIBONACCI,
  hackenbush: HACKENBUSH,
  digraph: DIGRAPH,
  chomp: CHOMP,
  'poker-nim': POKER_NIM,
  module: MODULE_GAME,
  sum: sumDefinition({ definitionOf, grundyValues }),
};

// Each game's French joins the catalogue with its registry line.
for (const definition of Object.values(GAMES) as readonly GameDefinition<Game>[]) registerFrench(definition.french);

/** Each kind of reason a game explains with, written by that game's renderer (one game per kind). */
const EXPLANATION_RENDERERS = new Map<string, ExplanationRenderer<{ readonly kind: string }>>();
for (const definition of Object.values(GAMES) as readonly GameDefinition<Game>[])
  for (const renderer of definition.explanations ?? []) {
    if (EXPLANATION_RENDERERS.has(renderer.kind)) throw new Error(`two games write reasons of kind ${renderer.kind}`);
    EXPLANATION_RENDERERS.set(renderer.kind, renderer);
  }

/** The renderer of a kind of reason; a kind no game writes is a bug, said at once. */
export function explanationRenderer(kind: string): ExplanationRenderer<{ readonly kind: string }> {
  const renderer = EXPLANATION_RENDERERS.get(kind);
  if (!renderer) throw new Error(`no game writes reasons of kind ${kind}`);
  return renderer;
}

/** The rules lines New Practice Sheet offers, each game's in the order of the registry. */
export const PRACTICE_CHOICES: readonly string[] = Object.values(GAMES).flatMap(
  (definition): readonly string[] => definition.practiceChoices ?? [],
);

/** The rules in force before a worksheet's first rules line: Nim, normal play. */
export const DEFAULT_RULES: Rules = { game: { kind: 'nim' }, misere: false };

/** A sum of games played side by side (at least two; none of them a sum). */
export function sumOf(games: readonly Game[]): Game {
  return { kind: 'sum', components: games };
}

/** Every word that names a game on a rules line, each game's in the order of the registry. */
export const RULES_WORDS: readonly RulesWord<Game>[] = Object.values(GAMES).flatMap(
  (definition): readonly RulesWord<Game>[] => definition.rulesWords,
);

/** The definition of a game (its kind names it; the mapped type guarantees one per kind). */
export function definitionOf<G extends Game>(game: G): GameDefinition<G> {
  return GAMES[game.kind] as unknown as GameDefinition<G>;
}

/** How many heaps a position of this game must have, or null for any positive number. */
export function requiredHeapCount(game: Game): number | null {
  return definitionOf(game).heapCount(game);
}

/** Whether a vector is a position of the game (see `GameDefinition.isPosition`). */
export function isPositionOf(game: Game, heaps: readonly bigint[]): boolean {
  const definition = definitionOf(game);
  if (definition.isPosition) return definition.isPosition(game, heaps);
  const need = definition.heapCount(game);
  return heaps.length > 0 && (need === null || heaps.length === need);
}

/** Whether a game's positions are not heaps as written (coins, edges; possibly none): see `PositionForm.canonical`. */
export function hasCanonicalForm(game: Game): boolean {
  return definitionOf(game).positionForm.canonical;
}

/** Whether some positions of this game (a sum's parts included) are draws: see `GameDefinition.hasDraws`. */
export function hasDraws(game: Game): boolean {
  return (sumComponents(game) ?? [game]).some((g) => {
    const definition = definitionOf(g);
    return definition.hasDraws ? definition.hasDraws(g) : false;
  });
}

const vertexSets = new WeakMap<Game, ReadonlySet<string> | null>();

/**
 * Each part's names where positions of these rules write it with names (`a c c`, a digraph's
 * vertices; see `PositionForm.names`), else null: how the lines below a rules line are read.
 */
export function namedParts(game: Game): (ReadonlySet<string> | null)[] {
  return (sumComponents(game) ?? [game]).map((g) => {
    let names = vertexSets.get(g);
    if (names === undefined) {
      const written = definitionOf(g).positionForm.names?.(g);
      vertexSets.set(g, (names = written ? new Set(written) : null));
    }
    return names;
  });
}

/** Part `index` of a sum's position as the next player reads it after a move made in another part (Poker Nim's banks change sides). */
export function passedPart(game: Game, index: number, part: readonly bigint[]): readonly bigint[] {
  const g = sumComponents(game)?.[index];
  return (g && definitionOf(g).turnPassed?.(g, part)) ?? part;
}

/** Each part's form where it reads its own text (Poker Nim's `3 4 5 | 2 0`), null for the others: how lines under these rules are read. */
export function ownTextParts(game: Game): (OwnPart | null)[] {
  const components = sumComponents(game);
  return (components ?? [game]).map((g, i) => {
    const form = definitionOf(g).positionForm.ownText;
    return form ? { form, name: gameName(g), part: components ? i : null } : null;
  });
}

/** The forms that read their own text, by their name in a style (`style.own.form`). */
const OWN_TEXT_FORMS: ReadonlyMap<string, OwnText> = (() => {
  const forms = new Map<string, OwnText>();
  for (const definition of Object.values(GAMES) as readonly GameDefinition<Game>[]) {
    const own = definition.positionForm.ownText;
    if (!own) continue;
    if (forms.has(own.id) && forms.get(own.id) !== own) throw new Error(`two forms are named ${own.id}`);
    forms.set(own.id, own);
  }
  return forms;
})();

/**
 * The games whose own form reads these tokens of a line cleanly (`20 <= 6` is Fibonacci Nim's):
 * what a line that the rules in force cannot read may have been meant for. Each game's first rules word.
 */
export function gamesReading(text: string, line: number, tokens: readonly Token[]): string[] {
  const out: string[] = [];
  for (const { words } of formsReading(text, line, tokens)) for (const w of words) if (!out.includes(w)) out.push(w);
  return out;
}

/** The forms that read these tokens of a line cleanly as their own text, each with its games' rules words. */
export function formsReading(
  text: string,
  line: number,
  tokens: readonly Token[],
): { readonly form: OwnText; readonly words: readonly string[] }[] {
  const out: { readonly form: OwnText; readonly words: readonly string[] }[] = [];
  for (const definition of Object.values(GAMES) as readonly GameDefinition<Game>[]) {
    const own = definition.positionForm.ownText;
    const word = definition.rulesWords[0]?.word;
    // Names are any words (a digraph's vertices): that a part reads as names says nothing of what it meant.
    // A form that reads any text (a game module's) says nothing of what a line meant either.
    if (!own || !word || tokens.length === 0 || definition.positionForm.names || own.anyText) continue;
    const reader = new TokenReader(text, line, [...tokens]);
    if (own.read(reader) && reader.diagnostics.length === 0)
      out.push({ form: own, words: definition.rulesWords.map((w) => w.word) });
  }
  return out;
}

/** Whether a position of some game's own form begins at this column (an edge `a-b`): see `OwnText.begins`. */
export function ownFormBegins(text: string, at: number): boolean {
  return ownFormAt(text, at) !== null;
}

/** The first form whose positions begin at this column (`THHTH`, an edge `a-b`), or null. */
export function ownFormAt(text: string, at: number): OwnText | null {
  for (const form of OWN_TEXT_FORMS.values()) if (form.begins?.(text, at)) return form;
  return null;
}

/** The form that writes positions in a style it read (`style.own.form`), or null for a name no game's form has. */
export function ownTextForm(id: string): OwnText | null {
  return OWN_TEXT_FORMS.get(id) ?? null;
}

/** The form that reads names (a digraph's tokens) as its own text, and its game's first rules word. */
const NAMES_TEXT: { readonly form: OwnText; readonly name: string } | null = (() => {
  for (const definition of Object.values(GAMES) as readonly GameDefinition<Game>[]) {
    const form = definition.positionForm;
    if (form.names && form.ownText) return { form: form.ownText, name: definition.rulesWords[0]?.word ?? '' };
  }
  return null;
})();

/**
 * The parts a rules line with an error says are written with names (see `NAMES_WORDS`), each with
 * the form that reads them: the lines below it are still read as its positions (not analysed).
 */
export function namedPartsForms(named: readonly boolean[]): (OwnPart | null)[] {
  return named.map((n, i) =>
    n && NAMES_TEXT ? { form: NAMES_TEXT.form, name: NAMES_TEXT.name, part: named.length > 1 ? i : null } : null,
  );
}

/** The form that reads any text as its own (a game module's), and its game's first rules word. */
const ANY_TEXT: { readonly form: OwnText; readonly name: string } | null = (() => {
  for (const definition of Object.values(GAMES) as readonly GameDefinition<Game>[]) {
    const form = definition.positionForm.ownText;
    if (form?.anyText) return { form, name: definition.rulesWords[0]?.word ?? '' };
  }
  return null;
})();

/**
 * The parts a rules line with an error says are read as any text (a game module's), each with that
 * form: the lines below it are still read as its positions (not analysed), never as heaps.
 */
export function anyTextPartsForms(anyText: readonly boolean[]): (OwnPart | null)[] {
  return anyText.map((a, i) =>
    a && ANY_TEXT ? { form: ANY_TEXT.form, name: ANY_TEXT.name, part: anyText.length > 1 ? i : null } : null,
  );
}

/** The rules words whose games' positions are read as any text (a game module's). */
export const ANY_TEXT_WORDS: ReadonlySet<RulesWord<Game>> = new Set(
  Object.values(GAMES).flatMap((definition): readonly RulesWord<Game>[] =>
    definition.positionForm.ownText?.anyText ? definition.rulesWords : [],
  ),
);

/** The rules words whose games write positions with names: a rules line with an error still says which parts do. */
export const NAMES_WORDS: ReadonlySet<RulesWord<Game>> = new Set(
  Object.values(GAMES).flatMap((definition): readonly RulesWord<Game>[] =>
    definition.positionForm.names ? definition.rulesWords : [],
  ),
);

/** The games a sum plays side by side; null for a game that is not a sum. */
export function sumComponents(game: Game): readonly Game[] | null {
  return definitionOf(game).components(game);
}

/** The components of a sum's position with their games; null for a game that is not a sum. */
export function positionParts(game: Game, heaps: readonly bigint[]): readonly Part[] | null {
  return definitionOf(game).parts(game, heaps);
}

/** A game's name in answers: its own name where it has one (`Kayles`), else its rules (`nim`). */
export function gameName(game: Game): string {
  return componentName({ definitionOf, grundyValues }, game);
}

/** The search's key of a position: equal exactly for positions the rules cannot tell apart. */
export function positionKey(rules: Rules, heaps: readonly bigint[]): string {
  return definitionOf(rules.game).positionKey(rules.game, heaps);
}

/** Every legal move from a position, in the order of ties. Only for small positions. */
export function legalMoves(rules: Rules, heaps: readonly bigint[]): Generator<Move> {
  return definitionOf(rules.game).legalMoves(rules.game, heaps);
}

/** Whether `to` follows from `from` by one legal move, and why not. */
export function checkMove(rules: Rules, from: readonly bigint[], to: readonly bigint[]): Legality {
  return definitionOf(rules.game).checkMove(rules.game, from, to);
}

/** The legal move removing fewest tokens, computed without enumerating moves (heaps may be huge). */
export function cheapestMove(rules: Rules, heaps: readonly bigint[]): Move | null {
  return definitionOf(rules.game).cheapestMove(rules.game, heaps);
}

/** The closed forms and tables of these rules, within the budget. */
export function familyFor(rules: Rules, budget: number): GameFamily {
  return definitionOf(rules.game).family(rules.game, rules.misere, budget);
}

/** An upper bound on the work a full search from this position does: a search within it always finishes. */
export function estimateWork(rules: Rules, heaps: readonly bigint[]): number {
  return spaceWork(definitionOf(rules.game).searchSpace(rules.game, heaps), heaps.length) * moveCost(rules.game);
}

/**
 * How many times the common charge a move of this game costs a search. A sum's: its costliest
 * part's, half as much again (its moves are its parts', decoded, named and encoded again:
 * npm run bench:budget).
 */
export function moveCost(game: Game): number {
  const parts = sumComponents(game);
  if (parts) return SUM_MOVE_COST * Math.max(1, ...parts.map(moveCost));
  return definitionOf(game).moveCost ?? 1;
}

const SUM_MOVE_COST = 1.5;

/** A lower bound on the work a search from an empty memo does: above the budget, no search could finish. */
export function searchWorkLowerBound(rules: Rules, heaps: readonly bigint[]): bigint {
  return definitionOf(rules.game).searchWorkLowerBound(rules.game, heaps);
}

/** The canonical text of a game, without the options: `subtraction {1, 3, 4}`, `nim + octal 0.77`. */
export function gameText(game: Game): string {
  return definitionOf(game).text(game);
}

const textOfRules = new WeakMap<Rules, string>();

/** Canonical text of the rules, e.g. `subtraction {1, 3, 4} misere`. */
export function rulesText(rules: Rules): string {
  let text = textOfRules.get(rules);
  if (text === undefined) {
    const game = gameText(rules.game);
    // A graph on the rules line (`digraph a: b; b: a`) reads words up to a comma: the option follows one.
    text = rules.misere ? `${game}${/[:;]/.test(game) ? ',' : ''} misere` : game;
    textOfRules.set(rules, text);
  }
  return text;
}
