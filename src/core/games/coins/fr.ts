// French for rows of coins (Turning Turtles, Mock Turtles, Ruler) (this folder): the game, its reasons, picture and messages.
import { type Catalogue } from '../../l10n/fr/catalogue';

export const FR_COINS: Catalogue = {
  // A row as written (form.ts).
  '{name} is a row of coins: write it as a word of H and T (THHTH) or by its heads (heads 2 3 5)':
    '{name} est une rangée de pièces : écrivez-la comme un mot de H et de T (THHTH) ou par ses pièces côté face (heads 2 3 5)',
  'part {part} is a position of {name}, which is a row of coins: write it as a word of H and T (THHTH) or by its heads (heads 2 3 5)':
    'la composante {part} est une position de {name}, qui est une rangée de pièces : écrivez-la comme un mot de H et de T (THHTH) ou par ses pièces côté face (heads 2 3 5)',
  'coins are numbered from 1 (the leftmost)': 'les pièces sont numérotées à partir de 1 (celle de gauche)',
  'Turning Turtles': 'Tortues retournées (Turning Turtles)',
  'Mock Turtles': 'Fausses tortues (Mock Turtles)',
  'Turn over one or two coins, the rightmost of them from heads to tails.':
    'Retourner une ou deux pièces, la plus à droite passant de face à pile.',
  'Turn over one, two or three coins, the rightmost of them from heads to tails.':
    'Retourner une, deux ou trois pièces, la plus à droite passant de face à pile.',
  'Turn over a run of neighbouring coins, the rightmost of them from heads to tails.':
    'Retourner une suite de pièces voisines, la plus à droite passant de face à pile.',
  'the value of coin n is n': 'la valeur de la pièce n est n',
  'the value of coin n is the n-th odious number (1, 2, 4, 7, 8, 11, …): 2(n − 1), plus 1 when n − 1 has an even number of 1 bits':
    'la valeur de la pièce n est le n-ième nombre odieux (1, 2, 4, 7, 8, 11, …) : 2(n − 1), plus 1 quand n − 1 a un nombre pair de bits à 1',
  'the value of coin n is the largest power of 2 dividing n (1, 2, 1, 4, 1, 2, 1, 8, …)':
    'la valeur de la pièce n est la plus grande puissance de 2 qui divise n (1, 2, 1, 4, 1, 2, 1, 8, …)',
  'turn over coin {coin}': 'retourner la pièce {coin}',
  'turn over coins {coins} and {last}': 'retourner les pièces {coins} et {last}',
  'turn over coins {start} to {end}': 'retourner les pièces {start} à {end}',
  '{count} winning move left out of the list (counted, not listed nor recommended): its result would list more than {max} heads.':
    "{count} coup gagnant laissé hors de la liste (compté, mais ni listé ni conseillé) : la position qu'il laisse aurait plus de {max} faces.",
  '{count} winning moves left out of the list (counted, not listed nor recommended): the result of each would list more than {max} heads.':
    '{count} coups gagnants laissés hors de la liste (comptés, mais ni listés ni conseillés) : la position que laisse chacun aurait plus de {max} faces.',
  '{name}: no heads, XOR 0': '{name} : aucune face, XOR 0',
  '{name}: values {values} of heads {heads}, XOR {xor}': '{name} : valeurs {values} des faces {heads}, XOR {xor}',
  '{name}: values of {count} heads, XOR {xor}': '{name} : valeurs de {count} faces, XOR {xor}',
  '; {count} winning move left out (results of more than {max} heads)':
    ' ; {count} coup gagnant laissé de côté (position de plus de {max} faces)',
  '; {count} winning moves left out (results of more than {max} heads)':
    ' ; {count} coups gagnants laissés de côté (positions de plus de {max} faces)',
  'No coin shows heads: there is no move, so the player to move loses.':
    "Aucune pièce ne montre face : il n'y a aucun coup, donc le joueur qui a le trait perd.",
  'The XOR is 0: every move leaves a non-zero XOR, so the player to move loses.':
    'La nim-somme (le XOR) vaut 0 : tout coup la rend non nulle, donc le joueur qui a le trait perd.',
  '{name}: {rule}. A row is the sum of its heads, each alone, so its value is the XOR of theirs.':
    '{name} : {rule}. Une rangée est la somme de ses faces, chacune seule, donc sa valeur est le XOR de leurs valeurs.',
  'head {head}: value {value}': 'face {head} : valeur {value}',
  '| … | {count} more heads |': '| … | faces restantes : {count} |',
  'the XOR of the values of {count} heads': 'le XOR des valeurs de {count} faces',
  'values {values} of heads {heads}': 'valeurs {values} des faces {heads}',
  "never: every head's value is known by its closed form":
    'jamais : la valeur de chaque face est connue par sa formule close',
  'unknown: misère play of {rule} is decided by exhaustive search only, which would exceed the budget of {budget}':
    'inconnu : le jeu misère de {rule} ne se décide que par recherche exhaustive, qui dépasserait le budget de {budget}',
  '{coins}, … ({count} coins)': '{coins}, … ({count} pièces)',
  'coins are numbered from 1: there is no coin {coin}':
    "les pièces sont numérotées à partir de 1 : il n'y a pas de pièce {coin}",
  'nothing changes: a move turns over at least one coin': 'rien ne change : un coup retourne au moins une pièce',
  'coin {coin} shows tails: the rightmost coin turned must go from heads to tails':
    'la pièce {coin} montre pile : la pièce retournée la plus à droite doit passer de face à pile',
  'turns over {count} coins ({coins}): Turning Turtles turns over one or two':
    'retourne {count} pièces ({coins}) : aux Tortues retournées, un coup en retourne une ou deux',
  'turns over {count} coins ({coins}): Mock Turtles turns over one, two or three':
    'retourne {count} pièces ({coins}) : aux Fausses tortues, un coup en retourne une, deux ou trois',
  'turns over coins {coins}, which are not a run of neighbours: Ruler turns over a run ending at its rightmost coin':
    'retourne les pièces {coins}, qui ne sont pas une suite de voisines : à la Règle, un coup retourne une suite qui se termine à sa pièce la plus à droite',
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
  'coin {coin} is a place in a grid: name the coins of a row by their numbers':
    "la pièce {coin} est une case de grille : nommez les pièces d'une rangée par leurs numéros",
  'coins are numbered from 1: there is no coin 0': "les pièces sont numérotées à partir de 1 : il n'y a pas de pièce 0",

  // The play panel's controls (moved from the webview's catalogue: the game builds them).
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
  'write the coins to turn over as numbers: 5 4 1, or a run 1-4':
    'écrivez les pièces à retourner en nombres : 5 4 1, ou une suite 1-4',
};
