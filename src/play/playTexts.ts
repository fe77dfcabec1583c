// What the play panel says in sentences: who plays, who moved, how the game ended.

import { definitionOf, sumComponents } from '../core/game';
import { t } from '../core/l10n';
import { type Move, moveText } from '../core/moves';
import { type Rules } from '../core/rules';
import { formatPosition, PLAIN_STYLE } from '../core/worksheet/format';
import { type PositionStyle } from '../core/reading/syntax';
import type { Player } from '../shared/playProtocol';

/** What the computer did, for the panel's live region, the position written as the panel writes it (`PlayGame.panelStyle`). */
export function computerMoveNotice(move: Move, style: PositionStyle = PLAIN_STYLE): string {
  return t('The computer played: {move} → {position}.', {
    move: moveText(move),
    position: formatPosition(move.result, style),
  });
}

/** How a player is named at the start of a sentence, in the language of the answers. */
export function playerName(p: Player): string {
  switch (p) {
    case 'you':
      return t('You');
    case 'computer':
      return t('The computer');
    case 'player 1':
      return t('Player 1');
    case 'player 2':
      return t('Player 2');
  }
}

/** The rules in a sentence: what a move takes, and who wins. */
export function rulesSentence(rules: Rules): string {
  if (sumComponents(rules.game))
    return rules.misere
      ? t("A move is made in one part, by that part's rules. Making the last move loses.")
      : t("A move is made in one part, by that part's rules. Making the last move wins.");
  const { move, token } = definitionOf(rules.game).words(rules.game);
  if (token === 'pin')
    return `${move} ${rules.misere ? t('Taking the last pin loses.') : t('Taking the last pin wins.')}`;
  if (token === 'move')
    return `${move} ${rules.misere ? t('Making the last move loses.') : t('Making the last move wins.')}`;
  return `${move} ${rules.misere ? t('Taking the last token loses.') : t('Taking the last token wins.')}`;
}

export function endText(rules: Rules, winner: Player, lastMover: Player | null, lastMove: Move | null): string {
  const wins = winsText(winner);
  if (lastMover === null) return t('No move is possible from the start: {wins}.', { wins });
  // In a sum, the last token is one of the part the last move was made in: a pin in Kayles.
  const part = lastMove?.part ? sumComponents(rules.game)?.[lastMove.part.index] : undefined;
  const game = part ?? rules.game;
  const { token } = definitionOf(game).words(game);
  const took = tookTheLast(lastMover, token);
  if (rules.misere) return t('{took} and so {loses} (misère): {wins}.', { took, loses: losesText(lastMover), wins });
  return t('{took}: {wins}.', { took, wins });
}

/** `You win`, `The computer wins`: the verb agrees with the player. */
function winsText(p: Player): string {
  switch (p) {
    case 'you':
      return t('You win');
    case 'computer':
      return t('The computer wins');
    case 'player 1':
      return t('Player 1 wins');
    case 'player 2':
      return t('Player 2 wins');
  }
}

function losesText(p: Player): string {
  return p === 'you' ? t('lose') : t('loses');
}

/** `You took the last pin`: the player, and the game's token with its article (French conjugates by player). */
function tookTheLast(p: Player, token: 'token' | 'pin' | 'move'): string {
  const pin = token === 'pin';
  if (token === 'move') return madeTheLastMove(p);
  switch (p) {
    case 'you':
      return pin ? t('You took the last pin') : t('You took the last token');
    case 'computer':
      return pin ? t('The computer took the last pin') : t('The computer took the last token');
    case 'player 1':
      return pin ? t('Player 1 took the last pin') : t('Player 1 took the last token');
    case 'player 2':
      return pin ? t('Player 2 took the last pin') : t('Player 2 took the last token');
  }
}

/** `You made the last move`: for games with no tokens to take (Green Hackenbush's edges). */
function madeTheLastMove(p: Player): string {
  switch (p) {
    case 'you':
      return t('You made the last move');
    case 'computer':
      return t('The computer made the last move');
    case 'player 1':
      return t('Player 1 made the last move');
    case 'player 2':
      return t('Player 2 made the last move');
  }
}
