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

  // explanation.ts: the one-line method
  'exhaustive search ({positions} positions)': 'recherche exhaustive ({positions} positions)',

  // explanation.ts: the lines of the reason
  'XOR 0: the player to move loses.': 'XOR 0 : le joueur qui a le trait perd.',
  'XOR not 0: the player to move wins.': 'XOR non nul : le joueur qui a le trait gagne.',
  'The XOR is not 0: a move can make it 0, so the player to move wins.':
    'La nim-somme (le XOR) ne vaut pas 0 : un coup peut la ramener à 0, donc le joueur qui a le trait gagne.',
  'XOR of the values: {xor}': 'XOR des valeurs : {xor}',
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
  'takes from {count} heaps ({heaps}): a move of this game takes from one heap':
    'prend dans {count} tas ({heaps}) : un coup de ce jeu prend dans un seul tas',

  // solve.ts: unknown verdicts and the recommendation
  '{rules} needs at least one heap': '{rules} demande au moins un tas',
  '{rules} needs exactly {need} heaps': '{rules} demande exactement {need} tas',
  'unknown: no proved closed form applies and an exhaustive search would exceed the budget of {budget}':
    "inconnu : aucune formule close démontrée ne s'applique et une recherche exhaustive dépasserait le budget de {budget}",
  'fastest win: {count} move to the end': "victoire la plus rapide : {count} coup jusqu'à la fin",
  'fastest win: {count} moves to the end': "victoire la plus rapide : {count} coups jusqu'à la fin",
  'fewest tokens (remoteness beyond the search budget)':
    "le moins de jetons (le nombre de coups jusqu'à la fin dépasse le budget de recherche)",
  'fewest tokens': 'le moins de jetons',
  'fewest tokens among the winning moves found (not all are known within the budget)':
    'le moins de jetons parmi les coups gagnants trouvés (tous ne sont pas connus dans le budget)',
  'fewest tokens, a two-heap move costing {cost} more':
    'le moins de jetons, un coup sur deux tas coûtant {cost} de plus',
  'slowest loss: {count} move to the end': "défaite la plus lente : {count} coup jusqu'à la fin",
  'slowest loss: {count} moves to the end': "défaite la plus lente : {count} coups jusqu'à la fin",
  'fewest tokens (the slowest loss is beyond the search budget)':
    'le moins de jetons (la défaite la plus lente dépasse le budget de recherche)',

  // text.ts: long numbers
  '{start}…{end} ({digits} digits)': '{start}…{end} ({digits} chiffres)',
  '{start} … {end} ({count})': '{start} … {end} ({count})',
  '{count} heaps': '{count} tas',
  '{count} edges': '{count} arêtes',
  '{count} tokens': '{count} jetons',
  '{count} coins': '{count} pièces',
  '{count} parts': '{count} composantes',
  '{start}…{end} ({count} characters)': '{start}…{end} ({count} caractères)',
  'the mex over its options would exceed the budget of {budget}':
    'le mex de ses options dépasserait le budget de {budget}',
  'mex of its options: {value}': 'mex de ses options : {value}',
};
