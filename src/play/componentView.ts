// What the webview draws a game of the panel from (playProtocol.ts `ComponentView`): its name and
// rules, its heaps, the controls its game builds (heaps of tokens where it builds none), and the
// moves to choose from.

import { definitionOf, gameName, gameText, legalMoves, sumComponents } from '../core/game';
import { type Move, moveText } from '../core/moves';
import { type GameControls } from '../core/games/definition';
import { HEAP_CONTROL_WORDS, heapsControls, NO_MARKS, partWords } from '../core/games/heapControls';
import { type Game } from '../core/rules';
import { compareBigints } from '../core/bigint';
import { type ControlMarks, type ControlsView } from '../core/games/controls';
import { intentTarget, type MoveIntent } from '../core/games/intents';
import { t } from '../core/l10n';
import { formatPosition, PLAIN_STYLE } from '../core/worksheet/format';
import { type PositionStyle } from '../core/reading/syntax';
import { type ChoicesView, type ComponentView, MAX_CHOICES } from '../shared/playProtocol';

export function componentView(
  game: Game,
  sentence: string,
  heaps: readonly bigint[],
  grundy: bigint | null,
  part: number | null,
  style: PositionStyle = PLAIN_STYLE,
  marks: ControlMarks = NO_MARKS,
): ComponentView {
  const panel = definitionOf(game).panel(game);
  // Without controls of its own, a game whose list does not make every move is played as heaps of tokens.
  const controls: GameControls | null = panel.controls ?? (panel.moveList ? null : tokenControls(game));
  return {
    name: gameName(game),
    rulesText: gameText(game),
    rulesSentence: sentence,
    heaps: heaps.map(String),
    grundy: grundy === null ? null : String(grundy),
    position: formatPosition(heaps, style),
    choices: choicesOf(game, heaps, style),
    controls: markHint(game, heaps, controls?.(heaps, style, partWords(part), marks) ?? null, marks.hintTo),
  };
}

/** Heaps of tokens whose every token is a take the game allows (a subtraction game's set), checked one by one. */
function tokenControls(game: Game): GameControls {
  return (heaps, _style, part, marks) =>
    heapsControls(
      heaps,
      part,
      HEAP_CONTROL_WORDS,
      (i, amount) => {
        const to = heaps.slice();
        to[i] = heaps[i]! - amount;
        return definitionOf(game).checkMove(game, heaps, to).legal;
      },
      marks.lastFrom,
    );
}

/** A position as a multiset of numbers: the same position whatever order a move writes its heaps in. */
function positionKey(heaps: readonly bigint[]): string {
  return [...heaps].sort(compareBigints).join(' ');
}

/**
 * The pieces that play the move a hint recommends (the game's position after it, `hintTo`),
 * marked on the pieces themselves, and said in their labels: each piece's move is read as the
 * host reads it (the game's target, then its check).
 */
function markHint(
  game: Game,
  heaps: readonly bigint[],
  controls: ControlsView | null,
  hintTo: readonly bigint[] | null,
): ControlsView | null {
  if (!controls || !hintTo) return controls;
  const goal = positionKey(hintTo);
  const definition = definitionOf(game);
  const leadsThere = (intent: MoveIntent): boolean => {
    const target = intentTarget({ definition, game, heaps, listed: () => [] }, intent);
    if (typeof target === 'string') return false;
    const checked = definition.checkMove(game, heaps, target.to);
    return checked.legal && positionKey(checked.move.result) === goal;
  };
  return {
    ...controls,
    groups: controls.groups.map((g) => ({
      ...g,
      pieces: g.pieces.map((p) => ({
        ...p,
        plays: p.plays.map((play) =>
          play.intent && leadsThere(play.intent)
            ? { ...play, hinted: true, label: t('{move} (the hint)', { move: play.label }) }
            : play,
        ),
      })),
    })),
  };
}

/** Moves beyond the list counted at most, to say how many more there are. */
const MAX_COUNTED = 1_000;

/** The moves the panel lists for a game's position: the first MAX_CHOICES in the order of ties. */
export function listedMoves(game: Game, heaps: readonly bigint[]): Move[] {
  const moves: Move[] = [];
  for (const m of legalMoves({ game, misere: false }, heaps)) {
    if (moves.length === MAX_CHOICES) break;
    moves.push(m);
  }
  return moves;
}

/** The list of moves to choose from, for games whose moves no other control of the panel makes. */
function choicesOf(game: Game, heaps: readonly bigint[], style: PositionStyle): ChoicesView | null {
  if (!definitionOf(game).panel(game).moveList) return null;
  const moves: ChoicesView['moves'][number][] = [];
  let more = 0;
  for (const m of legalMoves({ game, misere: false }, heaps)) {
    if (moves.length < MAX_CHOICES)
      moves.push({ text: moveText(m), toText: formatPosition(m.result, style), to: m.result.map(String) });
    else if (++more >= MAX_COUNTED) break;
  }
  return { moves, more };
}

/** A sum's name: its parts' names joined as the rules line joins them (`nim + Kayles + wythoff`). */
export function sumName(game: Game): string | null {
  const components = sumComponents(game);
  return components && components.map(gameName).join(' + ');
}
