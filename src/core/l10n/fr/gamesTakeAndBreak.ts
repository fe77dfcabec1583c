// French for take-and-break games (src/core/games/octal, takeAndBreak, grundyTable).
// 'values {values} ({source})', 'a table of {count} values' and 'unknown: {reason}' are in gamesHeaps.ts;
// 'nothing is taken: a move removes at least one token' is in solver.ts (moves.ts writes it too).
import { type Catalogue } from './catalogue';

export const FR_GAMES_TAKE_AND_BREAK: Catalogue = {
  // octal.ts: names
  Kayles: 'Kayles',
  "Dawson's Kayles": 'Kayles de Dawson',
  'Double Kayles': 'Kayles double',

  // octal.ts: the rules in words, for rows of pins
  '{list} or {last}': '{list} ou {last}',
  '{first} to {last}': 'de {first} à {last}',
  'No move is allowed.': "Aucun coup n'est permis.",
  'a row of just that pin': 'une rangée faite de cette seule quille',
  'a whole row of that many': 'une rangée entière de ce nombre de quilles',
  'from an end of a row': "à une extrémité d'une rangée",
  'from the middle of a row, which breaks it in two': "au milieu d'une rangée, ce qui la coupe en deux",
  'Take 1 pin: {ways}.': 'Prenez 1 quille : {ways}.',
  'Take {amounts} neighbouring pins: {ways}.': 'Prenez {amounts} quilles voisines : {ways}.',

  // octal.ts: values, proofs, rules words
  'period {period} from {preperiod}, proved by Guy–Smith':
    'période {period} à partir de {preperiod}, démontrée par Guy–Smith',
  'heap {heap} is beyond the {count} values computed within the budget of {budget}, and no period is proved':
    "le tas {heap} dépasse les {count} valeurs calculées dans les limites du budget de {budget}, et aucune période n'est démontrée",
  'takes one code, such as {code}': 'prend un code, comme {code}',
  'takes no code (it is {rules})': "ne prend aucun code (c'est {rules})",
  'Guy–Smith: G(n + {period}) = G(n) for {from} ≤ n < {to}, hence for every n ≥ {preperiod}':
    'Guy–Smith : G(n + {period}) = G(n) pour {from} ≤ n < {to}, donc pour tout n ≥ {preperiod}',
  'no period proved within the {count} values computed within the budget':
    'aucune période démontrée parmi les {count} valeurs calculées dans les limites du budget',

  // octal.ts: why a step is no move
  'heaps of {heaps} appear from nowhere': 'des tas de {heaps} apparaissent de nulle part',
  'heaps of {heaps} both changed: a move is made in one heap':
    'les tas de {heaps} ont changé tous les deux : un coup se joue dans un seul tas',
  'a heap of {heap} became {count} heaps ({heaps}): a move leaves at most two':
    'un tas de {heap} est devenu {count} tas ({heaps}) : un coup en laisse au plus deux',
  'a heap of {heap} became {heaps}: a move removes at least one token':
    'un tas de {heap} est devenu {heaps} : un coup retire au moins un jeton',
  '{code} does not allow taking {j} from a heap of {heap} and leaving nothing':
    '{code} ne permet pas de prendre {j} dans un tas de {heap} et de ne rien laisser',
  '{code} does not allow taking {j} from a heap of {heap} and leaving one heap ({left})':
    '{code} ne permet pas de prendre {j} dans un tas de {heap} et de laisser un tas ({left})',
  '{code} does not allow taking {j} from a heap of {heap} and leaving two heaps ({left})':
    '{code} ne permet pas de prendre {j} dans un tas de {heap} et de laisser deux tas ({left})',

  // takeAndBreak.ts: names and closed forms
  "Grundy's game": 'jeu de Grundy',
  "Lasker's Nim": 'Nim de Lasker',
  "Lasker's Nim: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3":
    'Nim de Lasker : G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3',
  'Nim: G(n) = n': 'Nim : G(n) = n',

  // takeAndBreak.ts: values, proofs, undecided reasons
  'period {period} from {preperiod}, proved by the generalised Guy–Smith theorem from {count} values':
    'période {period} à partir de {preperiod}, démontrée par le théorème de Guy–Smith généralisé sur {count} valeurs',
  'a table of {count} values; no period within them': 'une table de {count} valeurs ; aucune période parmi elles',
  'a table of {count} values; no theorem proves a period for this code':
    'une table de {count} valeurs ; aucun théorème ne démontre de période pour ce code',
  'heap {heap} is beyond the {count} values computed within the budget of {budget}, and no theorem proves a period for {rules}':
    'le tas {heap} dépasse les {count} valeurs calculées dans les limites du budget de {budget}, et aucun théorème ne démontre de période pour {rules}',
  'the moves of a heap of {heap} are too many to list within the budget':
    "les coups d'un tas de {heap} sont trop nombreux pour être énumérés dans les limites du budget",
  "the splits of a heap of {heap} into two whose values' XOR is {value} are not counted (too many to look at)":
    "les partages d'un tas de {heap} en deux tas dont le XOR des valeurs vaut {value} ne sont pas comptés (trop nombreux à examiner)",
  'none within the {count} values computed within the budget (the generalised Guy–Smith theorem would certify one)':
    'aucune parmi les {count} valeurs calculées dans les limites du budget (le théorème de Guy–Smith généralisé en certifierait une)',
  'no theorem proves a period for a code with modifiers or a repeating tail: the values are computed one by one':
    'aucun théorème ne démontre de période pour un code avec des modificateurs ou une partie répétée : les valeurs sont calculées une à une',
  'closed form ({form}), checked against the mex table by the tests':
    'formule close ({form}), vérifiée par les tests contre la table des mex',
  'generalised Guy–Smith: G(n + {period}) = G(n) for every n checked below {below}, hence for every n ≥ {preperiod}':
    'Guy–Smith généralisé : G(n + {period}) = G(n) pour tout n vérifié en dessous de {below}, donc pour tout n ≥ {preperiod}',

  // takeAndBreak.ts: why a step is no move
  'nothing changes: a move takes tokens or splits a heap':
    'rien ne change : un coup prend des jetons ou partage un tas',
  'heaps of {heaps} changed: a move is made in one heap':
    'les tas de {heaps} ont changé : un coup se joue dans un seul tas',
  'a heap of {heap} became {count} heaps: a move leaves at most four':
    'un tas de {heap} est devenu {count} tas : un coup en laisse au plus quatre',
  'a heap of {heap} became {heaps}: a move never adds tokens':
    "un tas de {heap} est devenu {heaps} : un coup n'ajoute jamais de jetons",
  '{game} does not allow taking {j} from a heap of {heap} and leaving nothing':
    '{game} ne permet pas de prendre {j} dans un tas de {heap} et de ne rien laisser',
  '{game} does not allow taking {j} from a heap of {heap} and leaving {count} heap ({left})':
    '{game} ne permet pas de prendre {j} dans un tas de {heap} et de laisser {count} tas ({left})',
  '{game} does not allow taking {j} from a heap of {heap} and leaving {count} heaps ({left})':
    '{game} ne permet pas de prendre {j} dans un tas de {heap} et de laisser {count} tas ({left})',
  '{game}: the heaps left by taking {j} from a heap of {heap} must be pairwise different':
    '{game} : les tas laissés en prenant {j} dans un tas de {heap} doivent être deux à deux différents',
  '{game}: the heaps left by taking {j} from a heap of {heap} must be not all equal':
    '{game} : les tas laissés en prenant {j} dans un tas de {heap} ne doivent pas être tous égaux',
  '{game}: the heaps left by taking {j} from a heap of {heap} must be all equal':
    '{game} : les tas laissés en prenant {j} dans un tas de {heap} doivent être tous égaux',

  // takeAndBreak.ts: rules words and the move in words
  'takes one code, such as {codes} or {last}': 'prend un code, comme {codes} ou {last}',
  'takes no code (it is {rules}, {name})': "ne prend aucun code (c'est {rules}, le {name})",
  'Take and break by the code {code}: removing j tokens from one heap may leave the heaps its digit d_j allows (bit 2^m: m heaps).':
    "Prise et partage selon le code {code} : retirer j jetons d'un tas peut laisser les tas que permet son chiffre d_j (bit 2^m : m tas).",
};
