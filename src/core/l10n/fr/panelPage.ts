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
  'Heap {heap}': 'Tas {heap}',
  'Heap {heap}{part}: {count} token': 'Tas {heap}{part} : {count} jeton',
  'Heap {heap}{part}: {count} tokens': 'Tas {heap}{part} : {count} jetons',
  'Tokens of heap {heap}{part}': 'Jetons du tas {heap}{part}',
  'Take {amount} from heap {heap}{part}': 'Prendre {amount} dans le tas {heap}{part}',
  'Amount to take from heap {heap}{part}': 'Nombre à prendre dans le tas {heap}{part}',
  Take: 'Prendre',
  'Take the amount from heap {heap}{part}': 'Prendre ce nombre dans le tas {heap}{part}',

  // Stairs of coins (Staircase Nim).
  'Stair {stair}': 'Marche {stair}',
  'Stair {stair}{part}: {count} coin': 'Marche {stair}{part} : {count} pièce',
  'Stair {stair}{part}: {count} coins': 'Marche {stair}{part} : {count} pièces',
  'Coins of stair {stair}{part}': 'Pièces de la marche {stair}{part}',
  'Move {count} coin from stair {stair}{part} off the stairs':
    "Sortir {count} pièce de la marche {stair}{part} de l'escalier",
  'Move {count} coins from stair {stair}{part} off the stairs':
    "Sortir {count} pièces de la marche {stair}{part} de l'escalier",
  'Move {count} coin from stair {stair}{part} to stair {to}':
    'Déplacer {count} pièce de la marche {stair}{part} à la marche {to}',
  'Move {count} coins from stair {stair}{part} to stair {to}':
    'Déplacer {count} pièces de la marche {stair}{part} à la marche {to}',
  'Coins to move down from stair {stair}{part}': 'Pièces à descendre de la marche {stair}{part}',
  'Move down': 'Descendre',
  'Move the coins down from stair {stair}{part}': 'Descendre les pièces de la marche {stair}{part}',

  // Rows of pins (take-and-break games).
  'Heap {heap}{part}: a row of {count} pin': 'Tas {heap}{part} : une rangée de {count} quille',
  'Heap {heap}{part}: a row of {count} pins': 'Tas {heap}{part} : une rangée de {count} quilles',
  'pins in the row': 'quilles de la rangée',
  'Pins of heap {heap}{part}': 'Quilles du tas {heap}{part}',
  'Take pin {pin} of heap {heap}{part}, leaving nothing':
    'Prendre la quille {pin} dans le tas {heap}{part}, sans rien laisser',
  'Take pin {pin} of heap {heap}{part}, leaving {a}':
    'Prendre la quille {pin} dans le tas {heap}{part}, en laissant {a}',
  'Take pin {pin} of heap {heap}{part}, leaving {a} and {b}':
    'Prendre la quille {pin} dans le tas {heap}{part}, en laissant {a} et {b}',
  'Take pins {first} to {last} of heap {heap}{part}, leaving nothing':
    'Prendre les quilles {first} à {last} dans le tas {heap}{part}, sans rien laisser',
  'Take pins {first} to {last} of heap {heap}{part}, leaving {a}':
    'Prendre les quilles {first} à {last} dans le tas {heap}{part}, en laissant {a}',
  'Take pins {first} to {last} of heap {heap}{part}, leaving {a} and {b}':
    'Prendre les quilles {first} à {last} dans le tas {heap}{part}, en laissant {a} et {b}',
  'Pin {pin} of heap {heap}{part}: {count} pins from here do not fit':
    "Quille {pin} du tas {heap}{part} : pas la place pour {count} quilles à partir d'ici",
  'Pins to take from heap {heap}{part}': 'Quilles à prendre dans le tas {heap}{part}',
  'Pins to leave on the left of heap {heap}{part}': 'Quilles à laisser à gauche dans le tas {heap}{part}',
  'Take the pins from heap {heap}{part}': 'Prendre les quilles dans le tas {heap}{part}',
  'Take ': 'Prendre ',
  ' leaving on the left ': ' en laissant à gauche ',
  'Pins a click takes{part}': 'Quilles prises par clic{part}',
  'A click takes ': 'Un clic prend ',
  'A click takes {count} pin.': 'Un clic prend {count} quille.',
  'A click takes {count} pins.': 'Un clic prend {count} quilles.',
  ' {count} pin': ' {count} quille',
  ' {count} pins': ' {count} quilles',

  // Wythoff: both heaps at once.
  'Amount to take from both heaps{part}': 'Nombre à prendre dans les deux tas{part}',
  'Take from both heaps': 'Prendre dans les deux tas',
  'Take from both heaps{part}': 'Prendre dans les deux tas{part}',
  'Both heaps: ': 'Les deux tas : ',

  // The list of moves to choose from.
  'Position: ': 'Position : ',
  'Play this move': 'Jouer ce coup',
  'Play the move chosen in the list{part}': 'Jouer le coup choisi dans la liste{part}',
  'Moves{part}:': 'Coups{part} :',
  '{count} or more other moves are not listed.': '{count} autres coups ou plus ne sont pas listés.',
  '{count} other move is not listed.': "{count} autre coup n'est pas listé.",
  '{count} other moves are not listed.': '{count} autres coups ne sont pas listés.',

  // A row of coins.
  'Click the rightmost coin of the run (a head), then its leftmost coin, then Turn over.':
    'Cliquez sur la pièce la plus à droite de la suite (une face), puis sur sa pièce la plus à gauche, puis sur Retourner.',
  'Click the rightmost coin to turn (a head), then up to {count} more to its left, then Turn over.':
    "Cliquez sur la pièce la plus à droite à retourner (une face), puis jusqu'à {count} de plus à sa gauche, puis sur Retourner.",
  'Coins{part}': 'Pièces{part}',
  'Coin {coin}{part}: heads': 'Pièce {coin}{part} : face',
  'Coin {coin}{part}: heads, chosen': 'Pièce {coin}{part} : face, choisie',
  'Coin {coin}{part}: tails': 'Pièce {coin}{part} : pile',
  'Coin {coin}{part}: tails, chosen': 'Pièce {coin}{part} : pile, choisie',
  H: 'F',
  T: 'P',
  'Coins to turn over{part}': 'Pièces à retourner{part}',
  'Turn over': 'Retourner',
  'Coins to turn over: ': 'Pièces à retourner : ',
  Clear: 'Effacer',
  'Clear the coins chosen{part}': 'Effacer les pièces choisies{part}',

  // A grid of coins (Turning Corners).
  'Far corner ({x}, {y}) chosen: click the near corner, below and to its left.':
    'Coin éloigné ({x}, {y}) choisi : cliquez sur le coin proche, en dessous et à sa gauche.',
  'Click the far corner of a rectangle (a head), then its near corner, below and to its left.':
    "Cliquez sur le coin éloigné d'un rectangle (une face), puis sur son coin proche, en dessous et à sa gauche.",
  'Coin ({x}, {y}){part}: heads': 'Pièce ({x}, {y}){part} : face',
  'Coin ({x}, {y}){part}: heads, far corner': 'Pièce ({x}, {y}){part} : face, coin éloigné',
  'Coin ({x}, {y}){part}: tails': 'Pièce ({x}, {y}){part} : pile',
  'Coin ({x}, {y}){part}: tails, far corner': 'Pièce ({x}, {y}){part} : pile, coin éloigné',
  'Turn over the four corners': 'Retourner les quatre coins',
  'Write the coins to turn over as numbers: 5 4 1, or a run 1-4.':
    'Écrivez les pièces à retourner en nombres : 5 4 1, ou une suite 1-4.',
  'Write each corner as two numbers: x, y.': 'Écrivez chaque coin sous la forme de deux nombres : x, y.',
  'Far corner ': 'Coin éloigné ',
  ' near corner ': ' coin proche ',

  // Euclid's game.
  'Subtract a multiple of {smaller} from {larger}:': 'Soustraire un multiple de {smaller} à {larger} :',
  'Multiples{part}': 'Multiples à soustraire{part}',
  'Subtract {k} × {smaller} from {larger}{part}': 'Soustraire {k} × {smaller} à {larger}{part}',
  'Multiple of {smaller} to subtract{part}': 'Multiple de {smaller} à soustraire{part}',
  Subtract: 'Soustraire',
  'Subtract the multiple{part}': 'Soustraire le multiple{part}',
  'Or k × {smaller}, k up to {most}: ': "Ou k × {smaller}, k jusqu'à {most} : ",

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
  'Amounts to take, 0 for a heap left alone (at most {most} heaps):':
    'Quantités à prendre, 0 pour un tas laissé tel quel ({most} tas au plus) :',
  'Heap {heap} ({size}): ': 'Tas {heap} ({size}) : ',
  'Write each amount as a whole number (0 for a heap left alone).':
    'Écrire chaque quantité en nombre entier (0 pour un tas laissé tel quel).',
  'Take these amounts{part}': 'Prendre ces quantités{part}',
  'Heap of {size}: this move may take 1 to {most}.': 'Tas de {size} : ce coup peut prendre de 1 à {most}.',
  'Amount to take{part}': 'Quantité à prendre{part}',
  'Take the amount{part}': 'Prendre la quantité{part}',
  'Take: ': 'Prendre : ',
};
