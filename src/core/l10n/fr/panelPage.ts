// French for the play panel's webview (src/webview/main.ts): the host sends these, in the
// language of the answers, with every state; the webview's `tr('…')` calls name them by their
// English text (test/unit/l10n.test.ts checks both ways).
import { type Catalogue } from './catalogue';

export const FR_WEBVIEW: Catalogue = {
  // The players and whose turn it is.
  You: 'Vous',
  'The computer': "L'ordinateur",
  'Player 1': 'Joueur 1',
  'Player 2': 'Joueur 2',
  'You to move.': 'À vous de jouer.',
  'The computer to move.': "À l'ordinateur de jouer.",
  'Player 1 to move.': 'Au joueur 1 de jouer.',
  'Player 2 to move.': 'Au joueur 2 de jouer.',
  ' Thinking…': ' Réflexion…',
  'From {source}': 'Tiré de {source}',

  // Long numbers, by their ends and their length (as src/core/text.ts writes them).
  '{start}…{end} ({digits} digits)': '{start}…{end} ({digits} chiffres)',

  // The end of the labels of a part of a sum.
  ' in part {n}': ' dans la composante {n}',

  // Heaps of tokens.

  // Stairs of coins (Staircase Nim).

  // Rows of pins (take-and-break games).

  // Wythoff: both heaps at once.

  // The list of moves to choose from.
  'Position: ': 'Position : ',
  'Play this move': 'Jouer ce coup',
  'Play the move chosen in the list{part}': 'Jouer le coup choisi dans la liste{part}',
  'Moves{part}:': 'Coups{part} :',
  '{count} or more other moves are not listed.': '{count} autres coups ou plus ne sont pas listés.',
  '{count} other move is not listed.': "{count} autre coup n'est pas listé.",
  '{count} other moves are not listed.': '{count} autres coups ne sont pas listés.',

  // A row of coins.

  // A grid of coins (Turning Corners).

  // Euclid's game.

  // The parts of a sum.
  'Grundy value {value}': 'Valeur de Grundy {value}',
  'Grundy value {value} (in normal play)': 'Valeur de Grundy {value} (en jeu normal)',
  'part {n}: {name}': 'composante {n} : {name}',
  'Part {n}: {name}': 'Composante {n} : {name}',
  'Nothing is left in this part.': 'Il ne reste rien dans cette composante.',

  // The review after the game.
  'Review of the game': 'Bilan de la partie',
  Review: 'Bilan',
  'No mistake: every move you made kept the win, or there was none to keep.':
    "Aucune faute : chacun de vos coups a conservé la victoire, ou il n'y en avait aucune à conserver.",
  'No mistake by either player.': "Aucune faute, ni d'un joueur ni de l'autre.",
  'Move {n}': 'Coup {n}',
  ' ({who}) from {position}: {played} gave the win away.':
    ' ({who}) depuis {position} : {played} a laissé échapper la victoire.',
  'Instead: {better}.': 'À la place : {better}.',
  'Replay from here': "Rejouer à partir d'ici",
  'Replay from the position before move {n}': 'Rejouer depuis la position avant le coup {n}',

  // The controls and the options.
  'Game controls': 'Commandes de la partie',
  'This position has come back, and neither player can force a win from it.':
    'Cette position est revenue, et aucun joueur ne peut forcer la victoire à partir d’elle.',
  'Stop: agree a draw': 'Arrêter : partie nulle',
  Undo: 'Annuler',
  'Undo (u)': 'Annuler (u)',
  Redo: 'Rétablir',
  'Redo (r)': 'Rétablir (r)',
  Restart: 'Recommencer',
  Hint: 'Indice',
  'Hint (h)': 'Indice (h)',
  'Show verdict': 'Afficher le verdict',
  'Save game to worksheet': 'Enregistrer la partie dans la feuille',
  Opponent: 'Adversaire',
  'Against the computer': "Contre l'ordinateur",
  'Two players': 'Deux joueurs',
  'Computer strength': "Force de l'ordinateur",
  'Perfect play': 'Jeu parfait',
  '{percent}% random moves': '{percent} % de coups au hasard',
  'Who starts': 'Qui commence',
  'You start': 'Vous commencez',
  'The computer starts': "L'ordinateur commence",
  Options: 'Réglages',
  'Opponent ': 'Adversaire ',
  'Strength ': 'Force ',
  'First move ': 'Premier coup ',
  'New game with these options': 'Nouvelle partie avec ces réglages',

  // The moves played.
  'Moves played': 'Coups joués',
  '{who}: {move} → {position}': '{who} : {move} → {position}',
  'This move gave the win away': 'Ce coup a laissé échapper la victoire',
  ' ✗ gave the win away': ' ✗ a laissé échapper la victoire',
  ' (undone)': ' (annulé)',
  Moves: 'Coups',
  'No move yet.': "Aucun coup pour l'instant.",
};
