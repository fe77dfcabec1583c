// French for verdicts, explanations, budgets and moves (src/core/*.ts).
import { type Catalogue } from './catalogue';

export const FR_SOLVER: Catalogue = {
  // explanation.ts: tables of values
  '⋮ ({count} more rows)': '⋮ (lignes omises : {count})',
  'every {period} for ever:': 'période {period}, répétée sans fin :',
  'then every {period} for ever:': 'puis période {period}, répétée sans fin :',

  // explanation.ts: misère play
  'Misère, every heap at most 1: the player to move loses exactly when an odd number of them are 1 (here {ones}).':
    "Misère, chaque tas vaut au plus 1 : le joueur qui a le trait perd exactement quand un nombre impair d'entre eux valent 1 (ici {ones}).",
  'Misère, every value at most 1: the player to move loses exactly when an odd number of them are 1 (here {ones}).':
    "Misère, chaque valeur vaut au plus 1 : le joueur qui a le trait perd exactement quand un nombre impair d'entre elles valent 1 (ici {ones}).",
  'Misère, every heap value at most 1: the player to move loses exactly when an odd number of them are 1 (here {ones}).':
    "Misère, chaque valeur de tas vaut au plus 1 : le joueur qui a le trait perd exactement quand un nombre impair d'entre elles valent 1 (ici {ones}).",
  'Misère frontier: exactly one heap is 2 or more, so the player to move wins by making it 0 or 1 so that an odd number of 1s remain.':
    "Misère, règle de la frontière : exactement un tas vaut 2 ou plus, donc le joueur qui a le trait gagne en le ramenant à 0 ou 1 de sorte qu'il reste un nombre impair de 1.",
  'Misère frontier: exactly one value is 2 or more, so the player to move wins by making it 0 or 1 so that an odd number of 1s remain.':
    "Misère, règle de la frontière : exactement une valeur vaut 2 ou plus, donc le joueur qui a le trait gagne en la ramenant à 0 ou 1 de sorte qu'il reste un nombre impair de 1.",
  'Misère frontier: exactly one heap value is 2 or more, so the player to move wins by making it 0 or 1 so that an odd number of 1s remain.':
    "Misère, règle de la frontière : exactement une valeur de tas vaut 2 ou plus, donc le joueur qui a le trait gagne en la ramenant à 0 ou 1 de sorte qu'il reste un nombre impair de 1.",
  'Misère with {large} heaps of 2 or more: as in normal play, the player to move loses exactly when the XOR is 0 (here {xor}).':
    'Misère avec {large} tas de 2 ou plus : comme en jeu normal, le joueur qui a le trait perd exactement quand le XOR vaut 0 (ici {xor}).',
  'Misère with {large} values of 2 or more: as in normal play, the player to move loses exactly when the XOR is 0 (here {xor}).':
    'Misère avec {large} valeurs de 2 ou plus : comme en jeu normal, le joueur qui a le trait perd exactement quand le XOR vaut 0 (ici {xor}).',
  'Misère with {large} heap values of 2 or more: as in normal play, the player to move loses exactly when the XOR is 0 (here {xor}).':
    'Misère avec {large} valeurs de tas de 2 ou plus : comme en jeu normal, le joueur qui a le trait perd exactement quand le XOR vaut 0 (ici {xor}).',

  // explanation.ts: one heap of a subtraction game lo..hi
  'A single heap that is a multiple of {p} is a loss.': 'Un tas seul multiple de {p} est une position perdante.',
  'Take {r} to leave a multiple of {p}.': 'Prenez {r} pour laisser un multiple de {p}.',
  'A single heap whose residue modulo {p} is 0 or 1 has Grundy value 0: a loss.':
    'Un tas seul dont le reste modulo {p} vaut 0 ou 1 a la valeur de Grundy 0 : position perdante.',
  'A single heap whose residue modulo {p} is 0 to {top} has Grundy value 0: a loss.':
    'Un tas seul dont le reste modulo {p} est compris entre 0 et {top} a la valeur de Grundy 0 : position perdante.',
  'Take {least} to leave a residue modulo {p} of 0 or 1 (Grundy value 0).':
    'Prenez {least} pour laisser un reste modulo {p} de 0 ou 1 (valeur de Grundy 0).',
  'Take {least} or {most} to leave a residue modulo {p} of 0 or 1 (Grundy value 0).':
    'Prenez {least} ou {most} pour laisser un reste modulo {p} de 0 ou 1 (valeur de Grundy 0).',
  'Take {least} to {most} to leave a residue modulo {p} of 0 or 1 (Grundy value 0).':
    'Prenez de {least} à {most} pour laisser un reste modulo {p} de 0 ou 1 (valeur de Grundy 0).',
  'Take {least} to leave a residue modulo {p} of 0 to {top} (Grundy value 0).':
    'Prenez {least} pour laisser un reste modulo {p} compris entre 0 et {top} (valeur de Grundy 0).',
  'Take {least} or {most} to leave a residue modulo {p} of 0 to {top} (Grundy value 0).':
    'Prenez {least} ou {most} pour laisser un reste modulo {p} compris entre 0 et {top} (valeur de Grundy 0).',
  'Take {least} to {most} to leave a residue modulo {p} of 0 to {top} (Grundy value 0).':
    'Prenez de {least} à {most} pour laisser un reste modulo {p} compris entre 0 et {top} (valeur de Grundy 0).',

  // explanation.ts: the one-line method
  'misère nim: {count} heap above 1, nim-sum {xor}': 'Nim misère : {count} tas au-dessus de 1, nim-somme {xor}',
  'misère nim: {count} heaps above 1, nim-sum {xor}': 'Nim misère : {count} tas au-dessus de 1, nim-somme {xor}',
  'nim-sum {xor} (binary {binary})': 'nim-somme {xor} (binaire {binary})',
  'residues modulo {p}: {values}, XOR {xor}, misère rule': 'restes modulo {p} : {values}, XOR {xor}, règle misère',
  'residues modulo {p}: {values}, XOR {xor}': 'restes modulo {p} : {values}, XOR {xor}',
  'Grundy values modulo {p}: {values}, XOR {xor}, misère rule':
    'valeurs de Grundy modulo {p} : {values}, XOR {xor}, règle misère',
  'Grundy values modulo {p}: {values}, XOR {xor}': 'valeurs de Grundy modulo {p} : {values}, XOR {xor}',
  'Grundy values {values}, XOR {xor}; period {period} from {preperiod}, misère rule':
    'valeurs de Grundy {values}, XOR {xor} ; période {period} à partir de {preperiod}, règle misère',
  'Grundy values {values}, XOR {xor}; period {period} from {preperiod}':
    'valeurs de Grundy {values}, XOR {xor} ; période {period} à partir de {preperiod}',
  'Grundy values {values}, XOR {xor}, misère rule': 'valeurs de Grundy {values}, XOR {xor}, règle misère',
  'Grundy values {values}, XOR {xor}': 'valeurs de Grundy {values}, XOR {xor}',
  'misère Wythoff pair for gap {gap}: ({a}, {b})': "paire de Wythoff misère pour l'écart {gap} : ({a}, {b})",
  'Wythoff pair for gap {gap}: ({a}, {b})': "paire de Wythoff pour l'écart {gap} : ({a}, {b})",
  'diagonal {k}: cold pairs (3j+2, 3j+2) and (3j, 3j+1); partner of {x} is {partner}':
    'diagonale {k} : paires froides (3j+2, 3j+2) et (3j, 3j+1) ; le partenaire de {x} est {partner}',
  'diagonal {k}: cold pairs (3j, 3j) and (3j+1, 3j+2); partner of {x} is {partner}':
    'diagonale {k} : paires froides (3j, 3j) et (3j+1, 3j+2) ; le partenaire de {x} est {partner}',
  'cold pairs computed row by row ({rows} rows); partner of {x} is {partner}':
    'paires froides calculées ligne par ligne ({rows} lignes) ; le partenaire de {x} est {partner}',
  'Grundy values {values}, XOR {xor}; period {period} from {preperiod}, proved by Guy–Smith from {provedFrom} values':
    'valeurs de Grundy {values}, XOR {xor} ; période {period} à partir de {preperiod}, démontrée par Guy–Smith sur les {provedFrom} premières valeurs',
  'Grundy values {values}, XOR {xor}; table of {computed} values':
    'valeurs de Grundy {values}, XOR {xor} ; table de {computed} valeurs',
  'Grundy values {values}, XOR {xor}; {proof}': 'valeurs de Grundy {values}, XOR {xor} ; {proof}',
  'misère sum by the frontier rule: Grundy values {values} = {xor}':
    'somme misère par la règle de la frontière : valeurs de Grundy {values} = {xor}',
  'Grundy values {values} = {xor}': 'valeurs de Grundy {values} = {xor}',
  'exhaustive search ({positions} positions)': 'recherche exhaustive ({positions} positions)',

  // explanation.ts: the lines of the reason
  'XOR 0: the player to move loses.': 'XOR 0 : le joueur qui a le trait perd.',
  'XOR not 0: the player to move wins.': 'XOR non nul : le joueur qui a le trait gagne.',
  'The partner of {x} is {partner}; the position is cold: the player to move loses.':
    'Le partenaire de {x} est {partner} ; la position est froide : le joueur qui a le trait perd.',
  'The partner of {x} is {partner}; the position is warm: the player to move wins.':
    'Le partenaire de {x} est {partner} ; la position est chaude : le joueur qui a le trait gagne.',
  'heap {heap}: {binary}  ({size})': 'tas {heap} : {binary}  ({size})',
  'XOR:    {binary}  ({xor})': 'XOR :   {binary}  ({xor})',
  'The XOR is 0: every move makes it non-zero, so the player to move loses.':
    'La nim-somme (le XOR) vaut 0 : tout coup la rend non nulle, donc le joueur qui a le trait perd.',
  'The XOR is not 0: a move can make it 0, so the player to move wins.':
    'La nim-somme (le XOR) ne vaut pas 0 : un coup peut la ramener à 0, donc le joueur qui a le trait gagne.',
  'heap {heap}: {size} mod {p} = {value}': 'tas {heap} : {size} mod {p} = {value}',
  'heap {heap}: {size} mod {p} = {residue}, Grundy value {residue} div {lo} = {value}':
    'tas {heap} : {size} mod {p} = {residue}, valeur de Grundy {residue} div {lo} = {value}',
  'XOR of the values: {xor}': 'XOR des valeurs : {xor}',
  'Grundy values of {set}: {values} …': 'Valeurs de Grundy de {set} : {values} …',
  'Grundy values of {set}: {values}': 'Valeurs de Grundy de {set} : {values}',
  'Period {period} from {preperiod}, certified by a repeated window of {window} values (max of the set).':
    "Période {period} à partir de {preperiod}, certifiée par une fenêtre répétée de {window} valeurs (le maximum de l'ensemble).",
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
  '{game}: period {period} from {preperiod}, proved by Guy–Smith from {provedFrom} values.':
    '{game} : période {period} à partir de {preperiod}, démontrée par Guy–Smith sur les {provedFrom} premières valeurs.',
  '{game}: no period proved within the budget; the values come from a table of {computed}.':
    "{game} : aucune période démontrée dans le budget de recherche ; les valeurs viennent d'une table de {computed}.",
  '{game}: {proof}.': '{game} : {proof}.',
  'part {part}, {name}: {position} has Grundy value unknown ({why})':
    'composante {part}, {name} : {position} a une valeur de Grundy inconnue ({why})',
  'part {part}, {name}: {position} has Grundy value {grundy} ({why})':
    'composante {part}, {name} : {position} a la valeur de Grundy {grundy} ({why})',
  "XOR of the parts' values: {xor}": 'XOR des valeurs des composantes : {xor}',
  'XOR 0: every move makes it non-zero, so the player to move loses.':
    'XOR 0 : tout coup le rend non nul, donc le joueur qui a le trait perd.',
  'XOR not 0: a move in one part can make it 0, so the player to move wins.':
    'XOR non nul : un coup dans une composante peut le ramener à 0, donc le joueur qui a le trait gagne.',
  'Decided by exhaustive search over {positions} positions.':
    'Décidé par une recherche exhaustive sur {positions} positions.',
  'heap {heap}: {size} has Grundy value {value}': 'tas {heap} : {size} a la valeur de Grundy {value}',

  // moves.ts: the text of a move
  '{words} in part {part} ({name})': '{words} dans la composante {part} ({name})',
  'take {amount} from both heaps in part {part} ({name})':
    'prendre {amount} dans les deux tas de la composante {part} ({name})',
  'take {amount} from both heaps': 'prendre {amount} dans les deux tas',
  'split heap {heap} in part {part} ({name}) into {pieces}':
    'partager le tas {heap} de la composante {part} ({name}) en {pieces}',
  'split heap {heap} into {pieces}': 'partager le tas {heap} en {pieces}',
  'take {amount} from heap {heap} in part {part} ({name})':
    'prendre {amount} dans le tas {heap} de la composante {part} ({name})',
  'take {amount} from heap {heap}': 'prendre {amount} dans le tas {heap}',
  'take {amount} from heap {heap} in part {part} ({name}), leaving {pieces}':
    'prendre {amount} dans le tas {heap} de la composante {part} ({name}), en laissant {pieces}',
  'take {amount} from heap {heap}, leaving {pieces}': 'prendre {amount} dans le tas {heap}, en laissant {pieces}',
  '{first} and {last}': '{first} et {last}',

  // moves.ts: why a step is no move
  'the position has {count} heap but the next one has {next}': 'la position a {count} tas mais la suivante en a {next}',
  'the position has {count} heaps but the next one has {next}':
    'la position a {count} tas mais la suivante en a {next}',
  'heap {heap} grows from {from} to {to}: a move never adds tokens':
    "le tas {heap} passe de {from} à {to} : un coup n'ajoute jamais de jetons",
  'nothing is taken: a move removes at least one token': "rien n'est pris : un coup retire au moins un jeton",
  'takes from {count} heaps ({heaps}); only Wythoff allows taking from two heaps at once':
    'prend dans {count} tas ({heaps}) ; seul Wythoff permet de prendre dans deux tas à la fois',

  // solve.ts: unknown verdicts and the recommendation
  '{rules} needs at least one heap': '{rules} demande au moins un tas',
  '{rules} needs exactly {need} heaps': '{rules} demande exactement {need} tas',
  'unknown: no proved closed form applies and an exhaustive search would exceed the budget of {budget} moves':
    "inconnu : aucune formule close démontrée ne s'applique et une recherche exhaustive dépasserait le budget de {budget} coups",
  'fastest win: {count} move to the end': "victoire la plus rapide : {count} coup jusqu'à la fin",
  'fastest win: {count} moves to the end': "victoire la plus rapide : {count} coups jusqu'à la fin",
  'fewest tokens (remoteness beyond the search budget)':
    "le moins de jetons (le nombre de coups jusqu'à la fin dépasse le budget de recherche)",
  'fewest tokens': 'le moins de jetons',
  'fewest tokens, a two-heap move costing {cost} more':
    'le moins de jetons, un coup sur deux tas coûtant {cost} de plus',
  'slowest loss: {count} move to the end': "défaite la plus lente : {count} coup jusqu'à la fin",
  'slowest loss: {count} moves to the end': "défaite la plus lente : {count} coups jusqu'à la fin",
  'fewest tokens (the slowest loss is beyond the search budget)':
    'le moins de jetons (la défaite la plus lente dépasse le budget de recherche)',

  // text.ts: long numbers
  '{start}…{end} ({digits} digits)': '{start}…{end} ({digits} chiffres)',
  'the mex over its options would examine more than {count} move':
    'le mex de ses options examinerait plus de {count} coup',
  'the mex over its options would examine more than {count} moves':
    'le mex de ses options examinerait plus de {count} coups',
  'mex of its options: {value}': 'mex de ses options : {value}',
};
