// French for Nim, subtraction games, Wythoff and sums (src/core/games).
import { type Catalogue } from './catalogue';

export const FR_GAMES_HEAPS: Catalogue = {
  // Shared by the heap games and the take-and-break games (octal.ts, takeAndBreak.ts).
  'values {values} ({source})': 'valeurs {values} ({source})',
  'a table of {count} values': 'une table de {count} valeurs',
  'unknown: {reason}': 'inconnu : {reason}',
  // heapSum.ts: lists of heaps or parts in legality reasons (`1 and 2 and 3`).
  '{list} and {next}': '{list} et {next}',

  // nim.ts
  'a heap of {size}': 'un tas de {size}',
  'never: every Nim heap is its own value': 'jamais : chaque tas de Nim a pour valeur sa taille',
  'takes no parameter': 'ne prend aucun paramètre',
  "Bouton's theorem: a Nim heap's value is its size": "théorème de Bouton : la valeur d'un tas de Nim est sa taille",
  'Take any number of tokens from one heap.': "Prenez n'importe quel nombre de jetons dans un seul tas.",

  // subtraction.ts
  'residues modulo {modulus}': 'restes modulo {modulus}',
  'period {period} from {preperiod}, certified by a repeated window':
    'période {period} à partir de {preperiod}, certifiée par une fenêtre répétée',
  'takes one set of amounts, such as {set} or {run}': 'prend un ensemble de quantités, comme {set} ou {run}',
  'takes {amount} from heap {heap}, but the amounts allowed are {set}':
    'prend {amount} dans le tas {heap}, mais les quantités permises sont {set}',
  'the Grundy values of {set} are not certified within the budget of {budget}':
    'les valeurs de Grundy de {set} ne sont pas certifiées dans les limites du budget de {budget}',
  'closed form: G(n) = (n mod {modulus}) div {lo}': 'formule close : G(n) = (n mod {modulus}) div {lo}',
  'no period certified within the {count} values computed':
    'aucune période certifiée parmi les {count} valeurs calculées',
  'certified: two equal windows of {window} values (the largest amount) repeat':
    'certifiée : deux fenêtres égales de {window} valeurs (la plus grande quantité) se répètent',
  'Take {set} tokens from one heap.': 'Prenez {set} jetons dans un seul tas.',

  // wythoff.ts
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

  // sum.ts
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
  'unknown: misère play of this sum is decided by the frontier rule only when every part is tame (nim, proved subtraction sets), else by exhaustive search, which would exceed the budget of {budget} moves':
    "inconnu : le jeu misère de cette somme n'est décidé par la règle de la frontière que si chaque composante est docile (nim, ensembles de soustraction démontrés), sinon par une recherche exhaustive, qui dépasserait le budget de {budget} coups",
};
