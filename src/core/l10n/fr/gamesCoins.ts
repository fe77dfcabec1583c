// French for coins, stairs and Euclid's game (src/core/games/coinRow, corners, staircase, euclid…).
import { type Catalogue } from './catalogue';

export const FR_GAMES_COINS: Catalogue = {
  // The games' names (the glossary's French, then the name of the literature).
  'Turning Turtles': 'Tortues retournées (Turning Turtles)',
  'Mock Turtles': 'Fausses tortues (Mock Turtles)',
  Ruler: 'Règle (Ruler)',
  'Turning Corners': 'Coins retournés (Turning Corners)',
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
  'The XOR is not 0: a move can make it 0, so the player to move wins.':
    'La nim-somme (le XOR) ne vaut pas 0 : un coup peut la ramener à 0, donc le joueur qui a le trait gagne.',
  '{name}: {rule}. A row is the sum of its heads, each alone, so its value is the XOR of theirs.':
    '{name} : {rule}. Une rangée est la somme de ses faces, chacune seule, donc sa valeur est le XOR de leurs valeurs.',
  'head {head}: value {value}': 'face {head} : valeur {value}',
  '… and {count} more heads': '… faces restantes : {count}',
  'XOR of the values: {xor}': 'XOR des valeurs : {xor}',
  '| head | value |': '| face | valeur |',
  '| … | {count} more heads |': '| … | faces restantes : {count} |',
  'XOR of the values: **{xor}**.': 'XOR des valeurs : **{xor}**.',
  'no heads': 'aucune face',
  'the XOR of the values of {count} heads': 'le XOR des valeurs de {count} faces',
  'values {values} of heads {heads}': 'valeurs {values} des faces {heads}',
  "never: every head's value is known by its closed form":
    'jamais : la valeur de chaque face est connue par sa formule close',
  'unknown: misère play of {rule} is decided by exhaustive search only, which would exceed the budget of {budget} moves':
    'inconnu : le jeu misère de {rule} ne se décide que par recherche exhaustive, qui dépasserait le budget de {budget} coups',
  '{coins}, … ({count} coins)': '{coins}, … ({count} pièces)',
  'coins are numbered from 1: there is no coin {coin}':
    "les pièces sont numérotées à partir de 1 : il n'y a pas de pièce {coin}",
  'coin {coin} is listed twice': 'la pièce {coin} figure deux fois',
  'nothing changes: a move turns over at least one coin': 'rien ne change : un coup retourne au moins une pièce',
  'coin {coin} shows tails: the rightmost coin turned must go from heads to tails':
    'la pièce {coin} montre pile : la pièce retournée la plus à droite doit passer de face à pile',
  'turns over {count} coins ({coins}): Turning Turtles turns over one or two':
    'retourne {count} pièces ({coins}) : aux Tortues retournées, un coup en retourne une ou deux',
  'turns over {count} coins ({coins}): Mock Turtles turns over one, two or three':
    'retourne {count} pièces ({coins}) : aux Fausses tortues, un coup en retourne une, deux ou trois',
  'turns over coins {coins}, which are not a run of neighbours: Ruler turns over a run ending at its rightmost coin':
    'retourne les pièces {coins}, qui ne sont pas une suite de voisines : à la Règle, un coup retourne une suite qui se termine à sa pièce la plus à droite',
  'takes no parameter': 'ne prend aucun paramètre',
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
  'unknown: misère Turning Corners is decided by exhaustive search only, which would exceed the budget of {budget} moves':
    'inconnu : les Coins retournés (Turning Corners) en misère ne se décident que par recherche exhaustive, qui dépasserait le budget de {budget} coups',
  'unknown: {reason}': 'inconnu : {reason}',
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
  'move {count} coin off stair 1': 'sortir {count} pièce de la marche 1',
  'move {count} coins off stair 1': 'sortir {count} pièces de la marche 1',
  'move {count} coin from stair {from} to stair {to}': 'déplacer {count} pièce de la marche {from} à la marche {to}',
  'move {count} coins from stair {from} to stair {to}': 'déplacer {count} pièces de la marche {from} à la marche {to}',
  '{first} ⊕ … ({count} odd stairs)': '{first} ⊕ … ({count} marches impaires)',
  'Coins on even stairs do not count: a move from an even stair can be reversed by moving the same coins on down to the next even stair (or off the stairs).':
    "Les pièces des marches paires ne comptent pas : un coup depuis une marche paire peut être annulé en descendant les mêmes pièces jusqu'à la marche paire suivante (ou hors de l'escalier).",
  'The XOR is 0: every move changes one odd stair and so leaves a non-zero XOR; the player to move loses.':
    'Le XOR vaut 0 : tout coup change une marche impaire et laisse donc un XOR non nul ; le joueur qui a le trait perd.',
  'The XOR is not 0: as in Nim, a move can make it 0, so the player to move wins.':
    'Le XOR ne vaut pas 0 : comme au Nim, un coup peut le ramener à 0, donc le joueur qui a le trait gagne.',
  'stair {stair}:': 'marche {stair} :',
  'stair {stair}': 'marche {stair}',
  'The odd stairs are Nim heaps:': 'Les marches impaires sont des tas de Nim :',
  '| stair | coins | binary |': '| marche | pièces | binaire |',
  'XOR of the {count} odd stair: {terms} = {xor}': 'XOR de {count} marche impaire : {terms} = {xor}',
  'XOR of the {count} odd stairs: {terms} = {xor}': 'XOR des {count} marches impaires : {terms} = {xor}',
  'The odd stairs are Nim heaps: their XOR is `{terms} = {xor}`.':
    'Les marches impaires sont des tas de Nim : leur XOR est `{terms} = {xor}`.',
  'Staircase Nim: XOR of the odd stairs {xor} (binary {binary})':
    'Nim en escalier : XOR des marches impaires {xor} (en binaire {binary})',
  'Staircase Nim: XOR of the odd stairs {xor}': 'Nim en escalier : XOR des marches impaires {xor}',
  'stair 1 alone': 'la marche 1 seule',
  'odd stairs {terms}': 'marches impaires {terms}',
  'never: the odd stairs give every value': 'jamais : les marches impaires donnent toute valeur',
  'unknown: misère Staircase Nim is decided by exhaustive search only, which would exceed the budget of {budget} moves':
    'inconnu : le Nim en escalier misère ne se décide que par recherche exhaustive, qui dépasserait le budget de {budget} coups',
  'the staircase has {count} stair but the next position has {next}: a move keeps every stair':
    "l'escalier a {count} marche mais la position suivante en a {next} : un coup garde toutes les marches",
  'the staircase has {count} stairs but the next position has {next}: a move keeps every stair':
    "l'escalier a {count} marches mais la position suivante en a {next} : un coup garde toutes les marches",
  'nothing moves: a move takes at least one coin down one stair':
    "rien ne bouge : un coup descend au moins une pièce d'une marche",
  '{count} stairs change ({stairs}): a move changes one stair and the stair below it':
    '{count} marches changent ({stairs}) : un coup change une marche et la marche juste en dessous',
  'stair {stair} loses {count} coin but stair {below} gains none: coins move to the stair below':
    "la marche {stair} perd {count} pièce mais la marche {below} n'en gagne aucune : les pièces vont à la marche du dessous",
  'stair {stair} loses {count} coins but stair {below} gains none: coins move to the stair below':
    "la marche {stair} perd {count} pièces mais la marche {below} n'en gagne aucune : les pièces vont à la marche du dessous",
  'stair {stair} gains {count} coin but no stair above it loses any: coins move one stair down':
    "la marche {stair} gagne {count} pièce mais aucune marche au-dessus n'en perd : les pièces descendent d'une marche",
  'stair {stair} gains {count} coins but no stair above it loses any: coins move one stair down':
    "la marche {stair} gagne {count} pièces mais aucune marche au-dessus n'en perd : les pièces descendent d'une marche",
  'stairs {lo} and {hi} change: a move takes coins from one stair to the stair just below it':
    "les marches {lo} et {hi} changent : un coup prend des pièces d'une marche pour les poser sur la marche juste en dessous",
  'stairs {lo} and {hi} both lose coins: a move takes coins from one stair only':
    "les marches {lo} et {hi} perdent toutes deux des pièces : un coup prend des pièces d'une seule marche",
  'stairs {lo} and {hi} both gain coins: a move only moves coins that are there':
    'les marches {lo} et {hi} gagnent toutes deux des pièces : un coup ne déplace que des pièces déjà présentes',
  'coins go up from stair {lo} to stair {hi}: coins only move down':
    'des pièces montent de la marche {lo} à la marche {hi} : les pièces ne font que descendre',
  'stair {hi} loses {lost} but stair {lo} gains {gained}: the coins taken from a stair all go to the stair below':
    'la marche {hi} perd {lost} mais la marche {lo} gagne {gained} : les pièces prises sur une marche vont toutes à la marche du dessous',
  '{count} coin': '{count} pièce',
  '{count} coins': '{count} pièces',
  'Staircase Nim': 'Nim en escalier',
  'Move any number of coins from one stair to the stair below (from stair 1, off the stairs).':
    "Déplacer une ou plusieurs pièces d'une marche à la marche du dessous (depuis la marche 1 : hors de l'escalier).",
  'subtract {small} from {big}': 'soustraire {small} de {big}',
  'subtract {k} × {small} from {big}': 'soustraire {k} × {small} de {big}',
  '{q} ≤ G({b}, {r}) = {below}, so {q} − 1': '{q} ≤ G({b}, {r}) = {below}, donc {q} − 1',
  'G(a, b) = q if q > G(b, r), else q − 1, where a = q·b + r; a pair with a 0 has G = 0':
    'G(a, b) = q si q > G(b, r), sinon q − 1, où a = q·b + r ; une paire contenant un 0 a G = 0',
  'not computed (the quotient chain is beyond the budget)': 'non calculée (la suite des quotients dépasse le budget)',
  '{pair} has a 0: there is no move, so the player to move loses.':
    "{pair} contient un 0 : il n'y a aucun coup, donc le joueur qui a le trait perd.",
  'a pair with a 0: no move': 'une paire contenant un 0 : aucun coup',
  'The numbers are equal: making one of them 0 leaves no move, so the player to move wins.':
    "Les nombres sont égaux : ramener l'un d'eux à 0 ne laisse aucun coup, donc le joueur qui a le trait gagne.",
  'equal numbers: one of them to 0 wins': "nombres égaux : ramener l'un d'eux à 0 gagne",
  'the player to move wins': 'le joueur qui a le trait gagne',
  'the player to move loses': 'le joueur qui a le trait perd',
  '{order}: {integers}, so {comparison}: {verdict}.': '{order} : {integers}, donc {comparison} : {verdict}.',
  'golden-ratio test in integers: {comparison}; Grundy value {grundy} by the quotient chain':
    "test du nombre d'or en entiers : {comparison} ; valeur de Grundy {grundy} par la suite des quotients",
  'golden-ratio test in integers: {comparison}; the quotient chain is beyond the budget':
    "test du nombre d'or en entiers : {comparison} ; la suite des quotients dépasse le budget",
  '… {count} more step …': '… {count} étape de plus …',
  '… {count} more steps …': '… {count} étapes de plus …',
  'Quotient chain ({rule}):': 'Suite des quotients ({rule}) :',
  'Grundy value: {grundy}.': 'Valeur de Grundy : {grundy}.',
  'Winning move: {move}, leaving {pair}.': 'Coup gagnant : {move}, qui laisse {pair}.',
  'Every move leaves a position the opponent wins.': "Tout coup laisse une position que l'adversaire gagne.",
  '**The golden-ratio test**, in integers: {test}': "**Le test du nombre d'or**, en entiers : {test}",
  '{q} ≤ {below}, so {q} − 1': '{q} ≤ {below}, donc {q} − 1',
  '**The quotient chain**, from the pair down: `{rule}`.':
    "**La suite des quotients**, de la paire jusqu'en bas : `{rule}`.",
  '| division | Grundy value (q against G(b, r)) |': '| division | valeur de Grundy (q comparé à G(b, r)) |',
  'Grundy value **{grundy}**.': 'Valeur de Grundy **{grundy}**.',
  'Winning move: {move} → `{pair}`.': 'Coup gagnant : {move} → `{pair}`.',
  'the quotient chain of {pair} is beyond the budget of {budget} (its long divisions are counted by the length of the numbers)':
    'la suite des quotients de {pair} dépasse le budget de {budget} (ses longues divisions sont comptées selon la longueur des nombres)',
  'a pair with a 0': 'une paire contenant un 0',
  'equal numbers': 'nombres égaux',
  'its quotient chain of {count} step': 'sa suite des quotients de {count} étape',
  'its quotient chain of {count} steps': 'sa suite des quotients de {count} étapes',
  "unknown: misère Euclid's game is decided by exhaustive search only, which would exceed the budget of {budget} moves":
    "inconnu : le jeu d'Euclide misère ne se décide que par recherche exhaustive, qui dépasserait le budget de {budget} coups",
  "Euclid's game is played on two numbers": "le jeu d'Euclide se joue sur deux nombres",
  '{pair} has a 0: a position with a 0 has no move':
    "{pair} contient un 0 : une position contenant un 0 n'a aucun coup",
  'nothing changes: a move subtracts a positive multiple of the smaller number':
    'rien ne change : un coup soustrait un multiple positif du plus petit nombre',
  'the numbers are equal: the only move makes one of them 0, leaving (0, {b})':
    "les nombres sont égaux : le seul coup ramène l'un d'eux à 0 et laisse (0, {b})",
  'the numbers keep their places: {move} leaves {pair}': 'les nombres gardent leur place : {move} laisse {pair}',
  '{small} is the smaller number: a move subtracts a multiple of it from the larger, {big}':
    '{small} est le plus petit nombre : un coup en soustrait un multiple du plus grand, {big}',
  'both numbers change: a move changes only the larger number, {big}':
    'les deux nombres changent : un coup ne change que le plus grand, {big}',
  '{big} grows to {left}: a move subtracts from the larger number':
    "{big} augmente jusqu'à {left} : un coup soustrait du plus grand nombre",
  '{big} − {left} = {taken} is not a multiple of {small}: a move subtracts a multiple of the smaller number':
    "{big} − {left} = {taken} n'est pas un multiple de {small} : un coup soustrait un multiple du plus petit nombre",
  "Euclid's game": "jeu d'Euclide",
  'Subtract a positive multiple of the smaller number from the larger, leaving it at least 0.':
    'Retirer du plus grand nombre un multiple positif du plus petit, sans descendre sous 0.',
  '{product} = {result} ({count} products of powers of two)':
    '{product} = {result} ({count} produits de puissances de deux)',
};
