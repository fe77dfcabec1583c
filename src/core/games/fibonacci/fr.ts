// French for Fibonacci Nim (this folder): the game, its position form `n <= m`, explanation, picture and messages.
import { type Catalogue } from '../../l10n/fr/catalogue';

export const FR_FIBONACCI: Catalogue = {
  'Fibonacci Nim': 'Nim de Fibonacci',
  'Take at least 1 and at most twice what the last move took (the first move: anything but the whole heap).':
    "Prendre au moins 1 et au plus le double de ce qu'a pris le coup précédent (le premier coup : tout sauf le tas entier).",
  'take {amount} (the next move may take up to {limit})':
    'prendre {amount} (le coup suivant pourra prendre jusqu’à {limit})',
  '{first} + … + {last} ({count} terms)': '{first} + … + {last} ({count} termes)',
  'The heap is empty: there is no move, so the player to move loses.':
    "Le tas est vide : il n'y a aucun coup, donc le joueur qui a le trait perd.",
  'Fibonacci Nim: an empty heap': 'Nim de Fibonacci : un tas vide',
  'Zeckendorf: {n} = {terms} (Fibonacci numbers, no two consecutive)':
    'Zeckendorf : {n} = {terms} (nombres de Fibonacci, jamais deux consécutifs)',
  'A fresh heap: the first move may take 1 to {most}, anything but the whole heap.':
    'Un tas neuf : le premier coup peut prendre de 1 à {most}, tout sauf le tas entier.',
  'This move may take 1 to {most}.': 'Ce coup peut prendre de 1 à {most}.',
  'The smallest term, {smallest}, may be taken: taking it leaves a heap whose smallest term is more than twice it, so the opponent cannot take that term, and the player to move wins.':
    "Le plus petit terme, {smallest}, peut être pris : le prendre laisse un tas dont le plus petit terme dépasse son double, que l'adversaire ne peut donc pas prendre, et le joueur qui a le trait gagne.",
  '{n} is a Fibonacci number, its own smallest term, and the first move may not take it all: whatever is taken, the opponent can take the smallest term of what is left; the player to move loses.':
    "{n} est un nombre de Fibonacci, son propre plus petit terme, et le premier coup ne peut pas tout prendre : quoi qu'on prenne, l'adversaire peut prendre le plus petit terme de ce qui reste ; le joueur qui a le trait perd.",
  'The smallest term, {smallest}, is more than the {most} that may be taken: whatever is taken, the opponent can take the smallest term of what is left; the player to move loses.':
    "Le plus petit terme, {smallest}, dépasse les {most} qui peuvent être pris : quoi qu'on prenne, l'adversaire peut prendre le plus petit terme de ce qui reste ; le joueur qui a le trait perd.",
  'Fibonacci Nim: smallest Zeckendorf term {smallest}, at most {most} may be taken':
    'Nim de Fibonacci : plus petit terme de Zeckendorf {smallest}, au plus {most} à prendre',
  'unknown: misère Fibonacci Nim is decided by exhaustive search only, which would exceed the budget of {budget}':
    'inconnu : le Nim de Fibonacci misère ne se décide que par recherche exhaustive, qui dépasserait le budget de {budget}',
  'a fresh heap of {n}, by the table of values': 'un tas neuf de {n}, par la table des valeurs',
  'a heap of {n} taking at most {m}, by the table of values':
    'un tas de {n} où prendre au plus {m}, par la table des valeurs',
  'the table of values up to this heap would take more than {count} step':
    'la table des valeurs jusqu’à ce tas demanderait plus de {count} étape',
  'the table of values up to this heap would take more than {count} steps':
    'la table des valeurs jusqu’à ce tas demanderait plus de {count} étapes',
  'the heap grows from {from} to {to}: a move never adds tokens':
    "le tas passe de {from} à {to} : un coup n'ajoute jamais de jetons",
  'the first move of a fresh heap may take at most {most}, not the whole heap':
    "le premier coup d'un tas neuf prend au plus {most}, pas le tas entier",
  'takes {amount}, but at most {most} may be taken now':
    'prend {amount}, mais on ne peut prendre que {most} au plus maintenant',
  'after taking {amount} the next move may take up to {limit}: write {heap} <= {limit}':
    'après avoir pris {amount}, le coup suivant peut prendre jusqu’à {limit} : écrire {heap} <= {limit}',
  'Fibonacci Nim has one heap': "le Nim de Fibonacci n'a qu'un tas",
  '{name} is played on one heap, with the most the next move may take after it: 20, or 20 <= 6':
    '{name} se joue sur un tas, suivi du maximum que le coup suivant peut prendre : 20, ou 20 <= 6',
  'the most a move may take is at least 1, not {limit}':
    'le maximum qu’un coup peut prendre vaut au moins 1, pas {limit}',
  '{n} as Zeckendorf terms': '{n} en termes de Zeckendorf',
  'the move may take 1 to {most}': 'le coup peut prendre de 1 à {most}',
  'The heap {n} as Zeckendorf terms {terms}; the move may take 1 to {most}.':
    'Le tas {n} en termes de Zeckendorf {terms} ; le coup peut prendre de 1 à {most}.',
  "'{sign}' follows one heap: 20 <= 6 (Fibonacci Nim: the most the next move may take)":
    "'{sign}' suit un seul tas : 20 <= 6 (Nim de Fibonacci : le maximum que le coup suivant peut prendre)",
  "'{sign}' goes inside the parentheses, after the heap: (20 <= 6), or without them: 20 <= 6":
    "'{sign}' se place dans les parenthèses, après le tas : (20 <= 6), ou sans elles : 20 <= 6",
  "expected the most the next move may take after '{sign}', such as 20 <= 6":
    "après '{sign}', il faut le maximum que le coup suivant peut prendre, par exemple 20 <= 6",

  // The play panel's controls (moved from the webview's catalogue: the game builds them).
  'Heap of {size}: this move may take 1 to {most}.': 'Tas de {size} : ce coup peut prendre de 1 à {most}.',
  'Amount to take{part}': 'Quantité à prendre{part}',
  'Take the amount{part}': 'Prendre la quantité{part}',
  'Take: ': 'Prendre : ',
  Take: 'Prendre',
};
