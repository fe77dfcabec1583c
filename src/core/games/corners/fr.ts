// French for Turning Corners (this folder): the game, its reasons, picture and messages.
import { type Catalogue } from '../../l10n/fr/catalogue';

export const FR_CORNERS: Catalogue = {
  // A grid as written (form.ts).
  '{name} is a grid of coins: write its heads as pairs (x, y), such as (1, 2) (3, 3)':
    '{name} est une grille de pièces : écrivez ses pièces côté face comme des paires (x, y), par exemple (1, 2) (3, 3)',
  'part {part} is a position of {name}, which is a grid of coins: write its heads as pairs (x, y), such as (1, 2) (3, 3)':
    'la composante {part} est une position de {name}, qui est une grille de pièces : écrivez ses pièces côté face comme des paires (x, y), par exemple (1, 2) (3, 3)',
  'the coin ({x}, {y}) is listed twice': 'la pièce ({x}, {y}) figure deux fois',
  'a coin of a grid is written (x, y): two numbers in parentheses':
    "une pièce d'une grille s'écrit (x, y) : deux nombres entre parenthèses",
  'Turning Corners': 'Coins retournés (Turning Corners)',
  'turn over {coins}': 'retourner {coins}',
  'the nim products of coordinates this long are beyond the budget of {budget}':
    'les nim-produits de coordonnées aussi longues dépassent le budget de {budget}',
  'the winning moves from the head ({x}, {y}) are not all counted: counting them exactly would examine more than {room} cases, beyond the budget of {budget}':
    'les coups gagnants depuis la face ({x}, {y}) ne sont pas tous comptés : les compter exactement examinerait plus de {room} cas, au-delà du budget de {budget}',
  '{shown} ⊕ … ({count} heads)': '{shown} ⊕ … ({count} faces)',
  '… and {count} more head': '… et {count} face de plus',
  'A head at (x, y) is worth x ⊗ y, the nim product of its coordinates; a grid is worth the XOR of its heads.':
    'Une face en (x, y) vaut x ⊗ y, le nim-produit de ses coordonnées ; une grille vaut le XOR de ses faces.',
  'The value is {value} ≠ 0: the player to move wins by turning over a rectangle whose far corner is a head (x, y) and whose near corner (a, b) makes (x ⊕ a) ⊗ (y ⊕ b) = {value}, leaving 0.':
    'La valeur est {value} ≠ 0 : le joueur qui a le trait gagne en retournant un rectangle dont le coin éloigné est une face (x, y) et dont le coin proche (a, b) donne (x ⊕ a) ⊗ (y ⊕ b) = {value}, ce qui laisse 0.',
  'No heads: no move is left, and the player to move loses.':
    'Aucune face : il ne reste aucun coup, et le joueur qui a le trait perd.',
  'The value is 0: every move changes it by (x ⊕ a) ⊗ (y ⊕ b) ≠ 0, so the player to move loses.':
    'La valeur est 0 : tout coup la change de (x ⊕ a) ⊗ (y ⊕ b) ≠ 0, donc le joueur qui a le trait perd.',
  'Turning Corners: {rule}': 'Coins retournés (Turning Corners) : {rule}',
  '**Turning Corners.** {rule}': '**Coins retournés (Turning Corners).** {rule}',
  'No heads: the value is **0**.': 'Aucune face : la valeur est **0**.',
  'XOR of the values: `{values}` = **{value}**.': 'XOR des valeurs : `{values}` = **{value}**.',
  'Turning Corners: no heads, XOR {value}': 'Coins retournés : aucune face, XOR {value}',
  'Turning Corners: {products}, XOR {value}': 'Coins retournés : {products}, XOR {value}',
  "{values}, each head's x ⊗ y": '{values}, le x ⊗ y de chaque face',
  'unknown: misère Turning Corners is decided by exhaustive search only, which would exceed the budget of {budget}':
    'inconnu : les Coins retournés (Turning Corners) en misère ne se décident que par recherche exhaustive, qui dépasserait le budget de {budget}',
  'Turn over the four corners of a rectangle; the corner farthest from (0, 0) must go from heads to tails.':
    "Retourner les quatre coins d'un rectangle ; le coin le plus éloigné de (0, 0) doit passer de face à pile.",
  'no coin is turned over: a move turns over four coins':
    "aucune pièce n'est retournée : un coup retourne quatre pièces",
  'turns over {count} coin ({coins}): a move turns over the four corners of a rectangle':
    "retourne {count} pièce ({coins}) : un coup retourne les quatre coins d'un rectangle",
  'turns over {count} coins ({coins}): a move turns over the four corners of a rectangle':
    "retourne {count} pièces ({coins}) : un coup retourne les quatre coins d'un rectangle",
  'the coins turned over, {coins}, are not the four corners of a rectangle':
    "les pièces retournées, {coins}, ne sont pas les quatre coins d'un rectangle",
  '{coin} shows tails: the corner farthest from (0, 0) must go from heads to tails':
    '{coin} montre pile : le coin le plus éloigné de (0, 0) doit passer de face à pile',
  '{product} = {result} ({count} products of powers of two)':
    '{product} = {result} ({count} produits de puissances de deux)',
  'filled: coins showing heads; (0, 0) bottom left': 'pleines : pièces côté face ; (0, 0) en bas à gauche',
  'the recommended move turns over the corners of ({a}, {b}) to ({x}, {y})':
    'le coup conseillé retourne les coins du rectangle de ({a}, {b}) à ({x}, {y})',
  'A grid of coins, columns 0 to {lastColumn} and rows 0 to {lastRow}, (0, 0) bottom left: the head at {heads}.':
    'Une grille de pièces, colonnes 0 à {lastColumn} et lignes 0 à {lastRow}, (0, 0) en bas à gauche : une seule face, en {heads}.',
  'A grid of coins, columns 0 to {lastColumn} and rows 0 to {lastRow}, (0, 0) bottom left: heads at {heads}.':
    'Une grille de pièces, colonnes 0 à {lastColumn} et lignes 0 à {lastRow}, (0, 0) en bas à gauche : faces en {heads}.',
  'The recommended move turns over the four corners {corners} of a rectangle, the corner ({x}, {y}) from heads to tails.':
    "Le coup conseillé retourne les quatre coins {corners} d'un rectangle, le coin ({x}, {y}) passant de face à pile.",

  // The play panel's controls (moved from the webview's catalogue: the game builds them).
  'Coins{part}': 'Pièces{part}',
  H: 'F',
  Clear: 'Effacer',
  'Clear the coins chosen{part}': 'Effacer les pièces choisies{part}',
  'Coin ({x}, {y}){part}: heads': 'Pièce ({x}, {y}){part} : face',
  'Coin ({x}, {y}){part}: tails': 'Pièce ({x}, {y}){part} : pile',
  'Turn over the four corners': 'Retourner les quatre coins',
  'Coin ({x}, {y}){part}: heads, corner chosen': 'Pièce ({x}, {y}){part} : face, coin choisi',
  'Coin ({x}, {y}){part}: tails, corner chosen': 'Pièce ({x}, {y}){part} : pile, coin choisi',
  'Click two opposite corners of a rectangle, the far one a head, then Turn over.':
    "Cliquez sur deux coins opposés d'un rectangle, le plus éloigné une face, puis sur Retourner.",
  'Corners: ': 'Coins : ',
  'Two opposite corners of the rectangle{part}': 'Deux coins opposés du rectangle{part}',
  'write two opposite corners of the rectangle, each as x,y: 3,2 1,0':
    'écrivez deux coins opposés du rectangle, chacun sous la forme x,y : 3,2 1,0',
};
