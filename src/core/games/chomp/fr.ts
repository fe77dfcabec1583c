// French for Chomp (this folder): the game, its board, its closed forms, picture and messages.
import { type Catalogue } from '../../l10n/fr/catalogue';

export const FR_CHOMP: Catalogue = {
  'Bite a cell: it goes with every cell above and to the right of it. The cell in row 1, column 1 is poisoned: the player left with it alone loses.':
    'Croquer une case : elle part avec toutes les cases au-dessus et à sa droite. La case de la rangée 1, colonne 1 est empoisonnée : le joueur à qui elle reste seule perd.',
  'bite row {row}, column {column}': 'croquer la rangée {row}, colonne {column}',
  'Bite row {row}, column {column}': 'Croquer la rangée {row}, colonne {column}',
  "Chomp has no misère play: its poisoned cell already makes the last bite lose (write 'chomp' alone)":
    "Chomp n'a pas de jeu misère : sa case empoisonnée fait déjà perdre la dernière bouchée (écrire 'chomp' seul)",
  'row {row} of the board is empty: write only the rows that have cells':
    "la rangée {row} de la tablette est vide : n'écrire que les rangées qui ont des cases",
  'row {row} ({cells} cells) is longer than row {below} ({under}): a row is never longer than the one below it':
    'la rangée {row} ({cells} cases) est plus longue que la rangée {below} ({under}) : une rangée n’est jamais plus longue que celle du dessous',
  'row {row} grows: a bite only removes cells': 'la rangée {row} grandit : une bouchée ne fait qu’ôter des cases',
  'nothing is bitten: a move bites at least one cell': 'rien n’est croqué : un coup croque au moins une case',
  'the poisoned cell (row 1, column 1) is never bitten: whoever is left with it alone loses':
    'la case empoisonnée (rangée 1, colonne 1) ne se croque jamais : celui à qui elle reste seule perd',
  'not one bite: biting row {row}, column {column} leaves {board}':
    'pas une seule bouchée : croquer la rangée {row}, colonne {column} laisse {board}',
  'not a board: each row has cells, none longer than the row below':
    'pas une tablette : chaque rangée a des cases, aucune plus longue que celle du dessous',
  'mex of its bites: {value}': 'mex de ses bouchées : {value}',
  'a search for every winning move would take more than {count} step':
    'une recherche de tous les coups gagnants prendrait plus de {count} étape',
  'a search for every winning move would take more than {count} steps':
    'une recherche de tous les coups gagnants prendrait plus de {count} étapes',
  'Chomp: the poisoned cell alone': 'Chomp : la case empoisonnée seule',
  'The cell in row 1, column 1 is poisoned: the player left with it alone has no move and loses.':
    'La case de la rangée 1, colonne 1 est empoisonnée : le joueur à qui elle reste seule n’a aucun coup et perd.',
  'Chomp: one row, bite column 2': 'Chomp : une rangée, croquer la colonne 2',
  'One row of {a}: biting column 2 leaves the poisoned cell alone to the opponent.':
    'Une rangée de {a} : croquer la colonne 2 laisse à l’adversaire la case empoisonnée seule.',
  'Chomp: two rows {a} and {b}, a loss exactly when the first is one longer':
    'Chomp : deux rangées {a} et {b}, perdant exactement quand la première a une case de plus',
  'Two rows are a loss exactly when the first is one cell longer than the second: every bite from (b + 1, b) leaves two rows of equal length or a first row two or more longer, and from those one bite gives back a first row one longer.':
    'Deux rangées sont perdantes exactement quand la première a une case de plus que la seconde : toute bouchée depuis (b + 1, b) laisse deux rangées égales ou une première rangée plus longue de deux cases ou plus, et de là une bouchée rend une première rangée plus longue d’une case.',
  'Here {a} = {b} + 1: the player to move loses.': 'Ici {a} = {b} + 1 : le joueur qui a le trait perd.',
  'Here the rows are equal: biting row 2, column {a} leaves ({a}, {left}).':
    'Ici les rangées sont égales : croquer la rangée 2, colonne {a} laisse ({a}, {left}).',
  'Here the first is {more} longer: biting row 1, column {column} leaves ({first}, {b}).':
    'Ici la première a {more} cases de plus : croquer la rangée 1, colonne {column} laisse ({first}, {b}).',
  'Chomp: an L, a loss exactly when its arms are equal': 'Chomp : un L, perdant exactement quand ses bras sont égaux',
  'An L, a row of {a} with a column of {k} cells above its first, has two arms: {a} cells along the bottom and {arm} up the first column. It is a loss exactly when they are equal: each bite shortens one arm, and the reply cuts the other to the same length.':
    'Un L, une rangée de {a} surmontée d’une colonne de {k} cases au-dessus de sa première, a deux bras : {a} cases en bas et {arm} dans la première colonne. Il est perdant exactement quand ils sont égaux : chaque bouchée raccourcit un bras, et la réponse coupe l’autre à la même longueur.',
  'The bottom arm is longer: biting row 1, column {column} makes it {arm} long.':
    'Le bras du bas est plus long : croquer la rangée 1, colonne {column} le ramène à {arm}.',
  'The column is longer: biting row {row}, column 1 makes it {a} long.':
    'La colonne est plus longue : croquer la rangée {row}, colonne 1 la ramène à {a}.',
  'Chomp: a square, bite row 2, column 2': 'Chomp : un carré, croquer la rangée 2, colonne 2',
  'A square of {n} by {n}: biting row 2, column 2 leaves an L whose two arms are both {n} long; whatever the opponent bites from one arm, the same bite from the other leaves equal arms again, down to the poisoned cell.':
    'Un carré de {n} sur {n} : croquer la rangée 2, colonne 2 laisse un L dont les deux bras ont {n} cases ; quoi que l’adversaire croque d’un bras, la même bouchée dans l’autre rend des bras égaux, jusqu’à la case empoisonnée.',
  'Chomp: a rectangle, a win by strategy stealing': 'Chomp : un rectangle, gagnant par vol de stratégie',
  'A rectangle is a win (strategy stealing): if biting its top right cell lost, the opponent would have a winning reply, and that reply is also a move from the rectangle itself. Which move wins is found only by search.':
    'Un rectangle est gagnant (vol de stratégie) : si croquer sa case en haut à droite perdait, l’adversaire aurait une réponse gagnante, et cette réponse est aussi un coup depuis le rectangle lui-même. Quel coup gagne, seule une recherche le trouve.',
  'A Chomp board of {rows} rows, {cells} from the bottom; the poisoned cell is in row 1, column 1.':
    'Une tablette de Chomp de {rows} rangées, {cells} depuis le bas ; la case empoisonnée est rangée 1, colonne 1.',
  'Marked: the cells the bite {move} takes.': 'Marquées : les cases que prend la bouchée {move}.',
};
