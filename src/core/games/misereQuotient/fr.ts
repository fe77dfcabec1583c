// French for the misère quotients (this folder): the verdict's reason, the rules line's note and the solver's messages.
import { type Catalogue } from '../../l10n/fr/catalogue';

export const FR_MISERE_QUOTIENT: Catalogue = {
  "misère Nim's of heaps below {bound}": 'celui du Nim misère des tas de moins de {bound}',
  'Φ has period {period} from heap {preperiod}, proved at heap {foundAt}: every heap size':
    'Φ a la période {period} à partir du tas {preperiod}, démontrée au tas {foundAt} : toute taille de tas',
  'proved for every heap up to {level}': "démontré pour tout tas jusqu'à {level}",
  '{product} is in P = {p}: the player to move loses.': '{product} est dans P = {p} : le joueur qui a le trait perd.',
  '{product} is not in P = {p}: the player to move wins.':
    "{product} n'est pas dans P = {p} : le joueur qui a le trait gagne.",
  'Misère quotient of {game}: {presentation}, order {order}; {proof}.':
    'Quotient misère de {game} : {presentation}, ordre {order} ; {proof}.',
  'Tame: the quotient is {form}.': 'Docile : le quotient est {form}.',
  'The quotient in full: {command}': 'Le quotient en entier : {command}',
  'The quotient in full:': 'Le quotient en entier :',
  'misère quotient of order {order}: classes {classes}, product {product}, {inP}':
    'quotient misère d’ordre {order} : classes {classes}, produit {product}, {inP}',
  'in P': 'dans P',
  'not in P': 'hors de P',
  'heap {heap}: Φ({size}) = {class}': 'tas {heap} : Φ({size}) = {class}',
  'product of the classes: {product}': 'produit des classes : {product}',
  class: 'classe',
  'unknown: the misère quotient of {rules} is not proved for any heap within the budget of {budget}, and an exhaustive search would exceed the budget':
    "inconnu : le quotient misère de {rules} n'est démontré pour aucun tas dans les limites du budget de {budget}, et une recherche exhaustive dépasserait le budget",
  'unknown: heap {heap} is beyond the misère quotient of {rules} proved within the budget of {budget} (heaps up to {level}, order {order}; no period proved), and an exhaustive search would exceed the budget':
    "inconnu : le tas {heap} dépasse le quotient misère de {rules} démontré dans les limites du budget de {budget} (tas jusqu'à {level}, ordre {order} ; aucune période démontrée), et une recherche exhaustive dépasserait le budget",
  'Misère quotient: order {order}, {presentation}, P = {p}; Φ has period {period} from heap {preperiod}, proved at heap {foundAt}.':
    'Quotient misère : ordre {order}, {presentation}, P = {p} ; Φ a la période {period} à partir du tas {preperiod}, démontrée au tas {foundAt}.',
  'Misère quotient: proved for the heaps up to {level} within the budget (order {order}); no period proved yet, so larger heaps are searched.':
    "Quotient misère : démontré pour les tas jusqu'à {level} dans les limites du budget (ordre {order}) ; aucune période démontrée encore, les tas plus grands sont donc cherchés.",
};
