// French for take-and-break games (this folder): the game, its reasons, picture and messages.
import { type Catalogue } from '../../l10n/fr/catalogue';

export const FR_TAKE_AND_BREAK: Catalogue = {
  // The play panel's rows of pins (pins.ts).
  'heap {n} has only {pins}: {left} to the left and {amount} taken do not fit':
    "le tas {n} n'a que {pins} : {left} à gauche et {amount} prises n'y tiennent pas",
  'take at least one pin': 'prenez au moins une quille',
  "Grundy's game": 'jeu de Grundy',
  "Lasker's Nim": 'Nim de Lasker',
  "Lasker's Nim: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3":
    'Nim de Lasker : G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3',
  'Nim: G(n) = n': 'Nim : G(n) = n',
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
  'none within the {count} values computed (the generalised Guy–Smith theorem would certify one)':
    'aucune parmi les {count} valeurs calculées (le théorème de Guy–Smith généralisé en certifierait une)',
  'no theorem proves a period for a code with modifiers or a repeating tail: the values are computed one by one':
    'aucun théorème ne démontre de période pour un code avec des modificateurs ou une partie répétée : les valeurs sont calculées une à une',
  'closed form ({form}), checked against the mex table by the tests':
    'formule close ({form}), vérifiée par les tests contre la table des mex',
  'generalised Guy–Smith: G(n + {period}) = G(n) for every n checked below {below}, hence for every n ≥ {preperiod}':
    'Guy–Smith généralisé : G(n + {period}) = G(n) pour tout n vérifié en dessous de {below}, donc pour tout n ≥ {preperiod}',
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
  'takes one code, such as {codes} or {last}': 'prend un code, comme {codes} ou {last}',
  'takes no code (it is {rules}, {name})': "ne prend aucun code (c'est {rules}, le {name})",
  'Take and break by the code {code}: removing j tokens from one heap may leave the heaps its digit d_j allows (bit 2^m: m heaps).':
    "Prise et partage selon le code {code} : retirer j jetons d'un tas peut laisser les tas que permet son chiffre d_j (bit 2^m : m tas).",
  'Grundy values {values}, XOR {xor}; {proof}': 'valeurs de Grundy {values}, XOR {xor} ; {proof}',
  '{game}: {proof}.': '{game} : {proof}.',
  '{word} needs its code, such as 0.7F, 4!.0 or 4.[3]': '{word} demande son code, comme 0.7F, 4!.0 ou 4.[3]',
  "'{char}' is not a digit of a code: the digits are 0–9 and A–V ({what})":
    "'{char}' n'est pas un chiffre de code : les chiffres sont 0–9 et A–V ({what})",
  'the code ends too soon: {what}': "le code s'arrête trop tôt : {what}",
  'a code is d0.d1d2…, such as 4!.0 or 0.7F': "un code s'écrit d0.d1d2…, comme 4!.0 ou 0.7F",
  'the digit before the point only splits (4 and up): {digit} has bit 1 or 2, which would take no token':
    'le chiffre avant le point ne fait que partager (4 et plus) : {digit} a le bit 1 ou 2, qui ne prendrait aucun jeton',
  "'.' comes after the first digit, as in 4.0 or 0.77": "'.' vient après le premier chiffre, comme dans 4.0 ou 0.77",
  "a tail is closed by ']'": "une partie répétée se ferme par ']'",
  "the tail is not closed: ']' is missing": "la partie répétée n'est pas fermée : il manque ']'",
  'the tail [] is empty: it repeats at least one digit':
    'la partie répétée [] est vide : elle répète au moins un chiffre',
  'and nothing but options follows a code': 'et seules des options suivent un code',
  'a code of {count} digits after the point is longer than the {max} Nim Lens reads':
    'un code de {count} chiffres après le point dépasse les {max} que Nim Lens lit',
  'the code {code} allows no move: at least one digit must be non-zero':
    'le code {code} ne permet aucun coup : au moins un chiffre doit être non nul',
  "'{modifier}' means nothing here: digit {digit} never leaves two heaps or more":
    "'{modifier}' ne signifie rien ici : le chiffre {digit} ne laisse jamais deux tas ou plus",

  // The play panel's controls (moved from the webview's catalogue: the game builds them).
  'Heap {heap}{part}: a row of {count} pin': 'Tas {heap}{part} : une rangée de {count} quille',
  'Heap {heap}{part}: a row of {count} pins': 'Tas {heap}{part} : une rangée de {count} quilles',
  'pins in the row': 'quilles de la rangée',
  'Pins of heap {heap}{part}': 'Quilles du tas {heap}{part}',
  'Take pin {pin} of heap {heap}{part}, leaving nothing':
    'Prendre la quille {pin} dans le tas {heap}{part}, sans rien laisser',
  'Take pin {pin} of heap {heap}{part}, leaving {a}':
    'Prendre la quille {pin} dans le tas {heap}{part}, en laissant {a}',
  'Take pin {pin} of heap {heap}{part}, leaving {a} and {b}':
    'Prendre la quille {pin} dans le tas {heap}{part}, en laissant {a} et {b}',
  'Take pins {first} to {last} of heap {heap}{part}, leaving nothing':
    'Prendre les quilles {first} à {last} dans le tas {heap}{part}, sans rien laisser',
  'Take pins {first} to {last} of heap {heap}{part}, leaving {a}':
    'Prendre les quilles {first} à {last} dans le tas {heap}{part}, en laissant {a}',
  'Take pins {first} to {last} of heap {heap}{part}, leaving {a} and {b}':
    'Prendre les quilles {first} à {last} dans le tas {heap}{part}, en laissant {a} et {b}',
  'Pin {pin} of heap {heap}{part}: {count} pins from here do not fit':
    "Quille {pin} du tas {heap}{part} : pas la place pour {count} quilles à partir d'ici",
  'Pins to take from heap {heap}{part}': 'Quilles à prendre dans le tas {heap}{part}',
  'Pins to leave on the left of heap {heap}{part}': 'Quilles à laisser à gauche dans le tas {heap}{part}',
  'Take the pins from heap {heap}{part}': 'Prendre les quilles dans le tas {heap}{part}',
  'Take ': 'Prendre ',
  ' leaving on the left ': ' en laissant à gauche ',
  'Pins a click takes{part}': 'Quilles prises par clic{part}',
  'A click takes ': 'Un clic prend ',
  'A click takes {count} pin.': 'Un clic prend {count} quille.',
  'A click takes {count} pins.': 'Un clic prend {count} quilles.',
  ' {count} pin': ' {count} quille',
  ' {count} pins': ' {count} quilles',
  Take: 'Prendre',
};
