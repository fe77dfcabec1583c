// French for Wythoff's game (this folder): the game, its reasons, picture and messages.
import { type Catalogue } from '../../l10n/fr/catalogue';

export const FR_WYTHOFF: Catalogue = {
  // A bound met among the options (diagonalReader.ts `lateDiagonal`).
  "'{written}' goes right after '{game}', before any option or comma, as in {game} {example}":
    "'{written}' se place juste après '{game}', avant toute option ou virgule, comme dans {game} {example}",
  "'{written}' contradicts 'diagonal {bound}': wythoff has one diagonal bound":
    "'{written}' contredit 'diagonal {bound}' : wythoff a une seule borne de diagonale",
  'unknown: the exact square roots for heaps of {digits} digits exceed the budget of {budget}':
    'inconnu : les racines carrées exactes pour des tas de {digits} chiffres dépassent le budget de {budget}',
  'a cold pair': 'une paire froide',
  "mex of its moves' values, from a table of {rows} × {cols} pairs":
    "mex des valeurs de ses coups, d'après une table de {rows} × {cols} paires",
  'the Grundy value of ({x}, {y}) needs a mex table of about {work} moves, beyond the budget of {budget} (only the cold pairs, value 0, are known at this size)':
    "la valeur de Grundy de ({x}, {y}) demande une table de mex d'environ {work} coups, au-delà du budget de {budget} (seules les paires froides, de valeur 0, sont connues à cette taille)",
  "takes only 'diagonal N'": "ne prend que 'diagonal N'",
  'takes {a} from heap {i} but {b} from heap {j}: a two-heap move takes the same number from both':
    'prend {a} dans le tas {i} mais {b} dans le tas {j} : un coup dans deux tas prend le même nombre dans les deux',
  'takes {amount} from both heaps, over the diagonal bound {bound}':
    'prend {amount} dans les deux tas, au-delà de la borne diagonale {bound}',
  'Take any number of tokens from one heap, or the same number from both.':
    "Prenez n'importe quel nombre de jetons dans un seul tas, ou le même nombre dans les deux.",
  'Take any number of tokens from one heap, or the same number (at most {bound}) from both.':
    "Prenez n'importe quel nombre de jetons dans un seul tas, ou le même nombre (au plus {bound}) dans les deux.",
  'columns: heap 1 from {x0}': 'colonnes : tas 1 à partir de {x0}',
  'rows: heap 2 from {y0}': 'lignes : tas 2 à partir de {y0}',
  'queen at ({x}, {y}); shaded: cold positions': 'dame en ({x}, {y}) ; ombrées : positions froides',
  'queen at the top right; shaded: cold positions': 'dame en haut à droite ; ombrées : positions froides',
  'Move the queen to ({x}, {y})': 'Déplacer la dame en ({x}, {y})',
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
  'misère Wythoff pair for gap {gap}: ({a}, {b})': "paire de Wythoff misère pour l'écart {gap} : ({a}, {b})",
  'Wythoff pair for gap {gap}: ({a}, {b})': "paire de Wythoff pour l'écart {gap} : ({a}, {b})",
  'diagonal {k}: cold pairs (3j+2, 3j+2) and (3j, 3j+1); partner of {x} is {partner}':
    'diagonale {k} : paires froides (3j+2, 3j+2) et (3j, 3j+1) ; le partenaire de {x} est {partner}',
  'diagonal {k}: cold pairs (3j, 3j) and (3j+1, 3j+2); partner of {x} is {partner}':
    'diagonale {k} : paires froides (3j, 3j) et (3j+1, 3j+2) ; le partenaire de {x} est {partner}',
  'cold pairs computed row by row ({rows} rows); partner of {x} is {partner}':
    'paires froides calculées ligne par ligne ({rows} lignes) ; le partenaire de {x} est {partner}',
  'The partner of {x} is {partner}; the position is cold: the player to move loses.':
    'Le partenaire de {x} est {partner} ; la position est froide : le joueur qui a le trait perd.',
  'The partner of {x} is {partner}; the position is warm: the player to move wins.':
    'Le partenaire de {x} est {partner} ; la position est chaude : le joueur qui a le trait gagne.',
  'gap d = |{x} − {y}| = {gap}': 'écart d = |{x} − {y}| = {gap}',
  "The smaller heap is at most the diagonal bound {bound}, so no reachable position feels the bound: this is Wythoff's game.":
    "Le plus petit tas ne dépasse pas la borne diagonale {bound} : aucune position accessible n'est touchée par la borne, c'est donc le jeu de Wythoff.",
  'Misère Wythoff: the cold pairs are (0, 1), (2, 2) and (a_n, b_n) for n ≥ 2.':
    'Wythoff misère : les paires froides sont (0, 1), (2, 2) et (a_n, b_n) pour n ≥ 2.',
  '({lo}, {hi}) is a cold pair: every move leaves a warm one, so the player to move loses.':
    '({lo}, {hi}) est une paire froide : tout coup laisse une paire chaude, donc le joueur qui a le trait perd.',
  '({lo}, {hi}) is not a cold pair (the partner of {lo} is {partner}): the player to move wins.':
    "({lo}, {hi}) n'est pas une paire froide (le partenaire de {lo} est {partner}) : le joueur qui a le trait gagne.",
  'Common removal at most {k}: the cold pairs are (0, 1), (2, 2), (3, 4), (5, 5), … i.e. (3j+2, 3j+2) and (3j, 3j+1).':
    "Retrait commun d'au plus {k} : les paires froides sont (0, 1), (2, 2), (3, 4), (5, 5), … c.-à-d. (3j+2, 3j+2) et (3j, 3j+1).",
  'Common removal at most {k}: the cold pairs are (0, 0), (1, 2), (3, 3), (4, 5), … i.e. (3j, 3j) and (3j+1, 3j+2).':
    "Retrait commun d'au plus {k} : les paires froides sont (0, 0), (1, 2), (3, 3), (4, 5), … c.-à-d. (3j, 3j) et (3j+1, 3j+2).",
  'Each heap size has one cold partner; computed exactly row by row ({rows} rows) for {rules}.':
    'Chaque taille de tas a un seul partenaire froid ; les partenaires sont calculés exactement, ligne par ligne ({rows} lignes), pour {rules}.',
  'diagonal needs a bound of at least 1, such as diagonal 1':
    "diagonal demande une borne d'au moins 1, comme diagonal 1",
  'the diagonal bound must be at least 1, not {bound}':
    'la borne de la diagonale doit valoir au moins 1, et non {bound}',

  // The play panel's controls (moved from the webview's catalogue: the game builds them).
  'Amount to take from both heaps{part}': 'Nombre à prendre dans les deux tas{part}',
  'Take from both heaps': 'Prendre dans les deux tas',
  'Take from both heaps{part}': 'Prendre dans les deux tas{part}',
  'Both heaps: ': 'Les deux tas : ',
};
