// French for the pictures' text alternatives and labels (src/core/pictures).
import { type Catalogue } from './catalogue';

export const FR_PICTURES: Catalogue = {
  'filled: coins showing heads; (0, 0) bottom left': 'pleines : pièces côté face ; (0, 0) en bas à gauche',
  'the recommended move turns over the corners of ({a}, {b}) to ({x}, {y})':
    'le coup conseillé retourne les coins du rectangle de ({a}, {b}) à ({x}, {y})',
  'A grid of coins, columns 0 to {lastColumn} and rows 0 to {lastRow}, (0, 0) bottom left: the head at {heads}.':
    'Une grille de pièces, colonnes 0 à {lastColumn} et lignes 0 à {lastRow}, (0, 0) en bas à gauche : une seule face, en {heads}.',
  'A grid of coins, columns 0 to {lastColumn} and rows 0 to {lastRow}, (0, 0) bottom left: heads at {heads}.':
    'Une grille de pièces, colonnes 0 à {lastColumn} et lignes 0 à {lastRow}, (0, 0) en bas à gauche : faces en {heads}.',
  'The recommended move turns over the four corners {corners} of a rectangle, the corner ({x}, {y}) from heads to tails.':
    "Le coup conseillé retourne les quatre coins {corners} d'un rectangle, le coin ({x}, {y}) passant de face à pile.",
  H: 'F',
  T: 'P',
  'H→T': 'F→P',
  'T→H': 'P→F',
  'A row of {count} coins, drawn in windows around its heads (the coins left out show tails): heads at {heads}.':
    'Une rangée de {count} pièces, dessinée par fenêtres autour de ses faces (les pièces omises montrent pile), face visible : {heads}.',
  'A row of {count} coin: heads at {heads}.': 'Une rangée de {count} pièce, face visible : {heads}.',
  'A row of {count} coins: heads at {heads}.': 'Une rangée de {count} pièces, face visible : {heads}.',
  'the recommended move turns over {coins}': 'le coup conseillé retourne {coins}',
  'The recommended move turns over {coins}.': 'Le coup conseillé retourne {coins}.',
  'coin {coin}': 'la pièce {coin}',
  'coins {coins}': 'les pièces {coins}',
  'the {count} coins from {first} down to {last}': "les {count} pièces de {first} jusqu'à {last}",
  '{count} coins, from {first} down to {last}': "{count} pièces, de {first} jusqu'à {last}",
  '{pair}: quotient chain {quotients}': '{pair} : suite des quotients {quotients}',
  '{count} square of side {side}': '{count} carré de côté {side}',
  '{count} squares of side {side}': '{count} carrés de côté {side}',
  '{count} of side {side}': '{count} de côté {side}',
  "Euclid's game at {pair}": "Jeu d'Euclide en {pair}",
  '{at}: a square of side {side}, the whole of its quotient chain.':
    '{at} : un carré de côté {side}, toute sa suite des quotients.',
  '{at}: a rectangle of {long} by {short} cut into the {count} squares of its quotient chain, {counts}.':
    '{at} : un rectangle de {long} sur {short} découpé en {count} carrés selon sa suite des quotients, {counts}.',
  'the recommended move subtracts {amount} from {larger}, removing {what}':
    'le coup conseillé soustrait {amount} de {larger}, ce qui retire {what}',
  'The recommended move subtracts {amount} from {larger}, removing {what}, and leaves ({left}).':
    'Le coup conseillé soustrait {amount} de {larger}, ce qui retire {what}, et laisse ({left}).',
  'The recommended move subtracts {amount} ({times} times {short}) from {larger}, removing {what}, and leaves ({left}).':
    'Le coup conseillé soustrait {amount} ({times} fois {short}) de {larger}, ce qui retire {what}, et laisse ({left}).',
  '{items} and {last}': '{items} et {last}',
  'every column has an even number of 1s: XOR 0': 'chaque colonne a un nombre pair de 1 : XOR 0',
  'shaded: columns with an odd number of 1s': 'ombrées : colonnes ayant un nombre impair de 1',
  'heap {heap}': 'tas {heap}',
  'Binary columns of the heaps {heaps} and their XOR {xor} (binary {binary}); the recommended move takes heap {heap} from {from} to {to}, changing the bits worth {bits}.':
    'Colonnes binaires des tas {heaps} et de leur XOR {xor} (en binaire {binary}) ; le coup conseillé fait passer le tas {heap} de {from} à {to}, en changeant les bits de valeur {bits}.',
  'Binary columns of the heaps {heaps} and their XOR {xor} (binary {binary}).':
    'Colonnes binaires des tas {heaps} et de leur XOR {xor} (en binaire {binary}).',
  'heap size': 'taille du tas',
  'Scatter plot of the Grundy values of {title} for heaps 0 to {last}: heap size across, value up, values from 0 to {largest}.':
    'Nuage de points des valeurs de Grundy de {title} pour les tas 0 à {last} : taille du tas en abscisse, valeur en ordonnée, valeurs de 0 à {largest}.',
  'stair 1 lowest; shaded: odd-numbered stairs': 'marche 1 en bas ; ombrées : marches impaires',
  '{count} coin': '{count} pièce',
  '{count} coins': '{count} pièces',
  'A staircase of 1 stair, stair 1 the lowest, with {count} coin; the odd-numbered stairs are shaded.':
    'Un escalier de 1 marche, la marche 1 en bas, avec {count} pièce ; les marches impaires sont ombrées.',
  'A staircase of 1 stair, stair 1 the lowest, with {count} coins; the odd-numbered stairs are shaded.':
    'Un escalier de 1 marche, la marche 1 en bas, avec {count} pièces ; les marches impaires sont ombrées.',
  'A staircase of {count} stairs, stair 1 the lowest, with {coins} coins from stair 1 up; the odd-numbered stairs are shaded.':
    'Un escalier de {count} marches, la marche 1 en bas, avec {coins} pièces de la marche 1 vers le haut ; les marches impaires sont ombrées.',
  'the recommended move moves {coins} from stair 1 off the stairs':
    "le coup conseillé sort {coins} de l'escalier depuis la marche 1",
  'the recommended move moves {coins} from stair {from} down to stair {to}':
    'le coup conseillé descend {coins} de la marche {from} à la marche {to}',
  'The recommended move moves {coins} from stair 1 off the stairs.':
    "Le coup conseillé sort {coins} de l'escalier depuis la marche 1.",
  'The recommended move moves {coins} from stair {from} down to stair {to}.':
    'Le coup conseillé descend {coins} de la marche {from} à la marche {to}.',
  'not decided on its own within the budget: no picture': "non décidée seule dans le budget : pas d'image",
  'not decided on its own within the budget, so not drawn': 'non décidée seule dans le budget, donc non dessinée',
  'no picture of this position (the text explains it)': "pas d'image de cette position (le texte l'explique)",
  'not drawn: no room left in the picture of the sum': "non dessinée : plus de place dans l'image de la somme",
  'not drawn, as the picture of the whole sum would be too large':
    "non dessinée, car l'image de toute la somme serait trop grande",
  unknown: 'inconnue',
  'heap {heaps}': 'tas {heaps}',
  'heaps {heaps}': 'tas {heaps}',
  'part {part} · {name} · Grundy value unknown': 'composante {part} · {name} · valeur de Grundy inconnue',
  'part {part} · {name} · Grundy value {value}': 'composante {part} · {name} · valeur de Grundy {value}',
  'misère play: by the frontier rule': 'jeu misère : par la règle de la frontière',
  'misère play: by search': 'jeu misère : par recherche',
  'decided by search': 'décidé par recherche',
  'XOR of the values: {values} = {xor}{how}': 'XOR des valeurs : {values} = {xor}{how}',
  'XOR of the {count} values: {xor}{how}': 'XOR des {count} valeurs : {xor}{how}',
  '{count} part left out (no room): the text explains it':
    "{count} composante omise (faute de place) : le texte l'explique",
  '{count} parts left out (no room): the text explains them':
    '{count} composantes omises (faute de place) : le texte les explique',
  'Part {part}, {name}, Grundy value unknown': 'Composante {part}, {name}, valeur de Grundy inconnue',
  'Part {part}, {name}, Grundy value {value}': 'Composante {part}, {name}, valeur de Grundy {value}',
  '{head} ({heaps}): left out of the picture, which would be too large.':
    "{head} ({heaps}) : omise de l'image, qui serait trop grande.",
  '{head} ({heaps}): {why}.': '{head} ({heaps}) : {why}.',
  '{head}: {alt}': '{head} : {alt}',
  'Misère play: decided by the frontier rule, not by the XOR alone.':
    'Jeu misère : décidé par la règle de la frontière, pas par le XOR seul.',
  'Misère play: decided by exhaustive search.': 'Jeu misère : décidé par recherche exhaustive.',
  'Decided by exhaustive search.': 'Décidé par recherche exhaustive.',
  'A sum of {count} games, each part drawn as its game alone.':
    'Une somme de {count} jeux, chaque composante dessinée comme son jeu seul.',
  'XOR of the values: {xor}.': 'XOR des valeurs : {xor}.',
  'Grundy values of {title} for heaps 0 to {last}': 'Valeurs de Grundy de {title} pour les tas 0 à {last}',
  'h{heap}': 't{heap}',
  'Grundy values of {title}': 'Valeurs de Grundy de {title}',
  'the values repeat with period {period} from heap {start}':
    'les valeurs se répètent avec la période {period} à partir du tas {start}',
  'preperiod {n}': 'prépériode {n}',
  'period {p}': 'période {p}',
  'period {p} (continues)': 'période {p} (se poursuit)',
  'preperiod {n} (continues), then period {p}': 'prépériode {n} (se poursuit), puis période {p}',
  'no period is proved': "aucune période n'est démontrée",
  'heaps near {heap}': 'tas proches de {heap}',
  'and {count} more heaps beyond the strip': 'et encore {count} tas au-delà de la bande',
  '{heap} (value unknown)': '{heap} (valeur inconnue)',
  '{heap} (value {value})': '{heap} (valeur {value})',
  'the recommended move changes heap {heap} from value {from} to {to}':
    'le coup conseillé fait passer le tas {heap} de la valeur {from} à {to}',
  '{a}; {b}': '{a} ; {b}',
  'columns: heap 1 from {x0}': 'colonnes : tas 1 à partir de {x0}',
  'rows: heap 2 from {y0}': 'lignes : tas 2 à partir de {y0}',
  'queen at ({x}, {y}); shaded: cold positions': 'dame en ({x}, {y}) ; ombrées : positions froides',
  'queen at the top right; shaded: cold positions': 'dame en haut à droite ; ombrées : positions froides',
  'Move the queen to ({x}, {y})': 'Déplacer la dame en ({x}, {y})',
  Q: 'D',
  'columns {x0} to {x1} and rows {y0} to {y1}': 'colonnes {x0} à {x1} et lignes {y0} à {y1}',
  'a window of {cols} by {rows} cells next to the queen (heap 1 from {x0}, heap 2 from {y0})':
    'une fenêtre de {cols} sur {rows} cases près de la dame (tas 1 à partir de {x0}, tas 2 à partir de {y0})',
  '{cells} and {count} more': '{cells} et {count} de plus',
  'cold positions shaded at {cells}': 'positions froides ombrées en {cells}',
  'no cold position in view': 'aucune position froide visible',
  '; winning move to {cells}': ' ; coup gagnant vers {cells}',
  '; winning moves to {cells}': ' ; coups gagnants vers {cells}',
  "Board of Wythoff's game with diagonal bound {bound}, {where}: the queen at {queen}; {cold}{moves}.":
    'Plateau du jeu de Wythoff avec borne diagonale {bound}, {where} : la dame en {queen} ; {cold}{moves}.',
  "Board of Wythoff's game, {where}: the queen at {queen}; {cold}{moves}.":
    'Plateau du jeu de Wythoff, {where} : la dame en {queen} ; {cold}{moves}.',
};
