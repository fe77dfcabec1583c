// French for sums of games (this folder): the game, its reasons, picture and messages.
import { type Catalogue } from '../../l10n/fr/catalogue';

export const FR_SUM: Catalogue = {
  'misère sum by retrograde analysis of {count} positions':
    'somme en misère par analyse rétrograde de {count} positions',
  'unknown: misère play of this sum, which has a part whose positions can come back (tokens on a digraph), is decided by retrograde analysis of the positions reachable, which stopped at the budget of {budget} after finding {count} positions':
    'inconnu : le jeu misère de cette somme, dont une composante a des positions qui peuvent revenir (des jetons sur un graphe), se décide par analyse rétrograde des positions accessibles, qui s’est arrêtée au budget de {budget} après avoir trouvé {count} positions',
  "a position of this sum has {count} parts joined by '+'":
    "une position de cette somme a {count} composantes jointes par '+'",
  'no part changes: a move is made in one part': 'aucune composante ne change : un coup se joue dans une composante',
  'parts {parts} change: a move is made in one part only':
    'les composantes {parts} changent : un coup se joue dans une seule composante',
  'in part {part} ({name}): {reason}': 'dans la composante {part} ({name}) : {reason}',
  '{name}: {move}': '{name} : {move}',
  'Move in one part. {parts}': 'Jouez dans une seule composante. {parts}',
  'a position of this sum has {count} parts': 'une position de cette somme a {count} composantes',
  'part {part} ({name}): {reason}': 'composante {part} ({name}) : {reason}',
  'the moves to that value are beyond the budget': 'les coups vers cette valeur dépassent le budget',
  'the moves of part {part} ({name}) to Grundy value {value} are beyond the budget: {reason}':
    'les coups de la composante {part} ({name}) vers la valeur de Grundy {value} dépassent le budget : {reason}',
  'unknown: misère play of this sum is decided by the frontier rule only when every part is tame (nim, proved subtraction sets), else by exhaustive search, which would exceed the budget of {budget} (a misère quotient is of one game, not of a sum of different games)':
    "inconnu : le jeu misère de cette somme n'est décidé par la règle de la frontière que si chaque composante est docile (nim, ensembles de soustraction démontrés), sinon par une recherche exhaustive, qui dépasserait le budget de {budget} (un quotient misère est celui d'un jeu, pas d'une somme de jeux différents)",
  'misère sum by the frontier rule: Grundy values {values} = {xor}':
    'somme misère par la règle de la frontière : valeurs de Grundy {values} = {xor}',
  'Grundy values {values} = {xor}': 'valeurs de Grundy {values} = {xor}',
  'part {part}, {name}: {position} has Grundy value unknown ({why})':
    'composante {part}, {name} : {position} a une valeur de Grundy inconnue ({why})',
  'part {part}, {name}: {position} has Grundy value {grundy} ({why})':
    'composante {part}, {name} : {position} a la valeur de Grundy {grundy} ({why})',
  "XOR of the parts' values: {xor}": 'XOR des valeurs des composantes : {xor}',
  'XOR 0: every move makes it non-zero, so the player to move loses.':
    'XOR 0 : tout coup le rend non nul, donc le joueur qui a le trait perd.',
  'XOR not 0: a move in one part can make it 0, so the player to move wins.':
    'XOR non nul : un coup dans une composante peut le ramener à 0, donc le joueur qui a le trait gagne.',
  'Grundy value (normal play)': 'valeur de Grundy (jeu normal)',
  'part {part}': 'composante {part}',
  'One value is infinite, ∞({k}) in {part}, and every finite value XORs to {b}, a value ∞({k}) lists: moving that token to a follower of the value the rest needs leaves a loss, so the player to move wins.':
    "Une valeur est infinie, ∞({k}) dans {part}, et toutes les valeurs finies ont pour XOR {b}, une valeur que ∞({k}) liste : déplacer ce jeton vers un successeur de la valeur qu'il faut au reste laisse une position perdante, donc le joueur qui a le trait gagne.",
  'Two or more values are infinite: a draw (neither player can force a win).':
    'Deux valeurs ou plus sont infinies : partie nulle (aucun joueur ne peut forcer la victoire).',
  'One value is infinite, ∞({k}) in {part}, and every finite value XORs to {b}, a value ∞({k}) does not list: no move leaves a loss, and the player to move can keep the game going: a draw.':
    'Une valeur est infinie, ∞({k}) dans {part}, et toutes les valeurs finies ont pour XOR {b}, une valeur que ∞({k}) ne liste pas : aucun coup ne laisse une position perdante, et le joueur qui a le trait peut faire durer la partie : partie nulle.',
  'sum with infinite values: {parts}': 'somme avec des valeurs infinies : {parts}',
  'part {part} ({name})': 'partie {part} ({name})',
};
