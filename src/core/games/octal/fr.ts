// French for octal games (this folder): the game, its reasons, picture and messages.
import { type Catalogue } from '../../l10n/fr/catalogue';

export const FR_OCTAL: Catalogue = {
  "Dawson's Kayles": 'Kayles de Dawson',
  'Double Kayles': 'Kayles double',
  '{list} or {last}': '{list} ou {last}',
  '{first} to {last}': 'de {first} à {last}',
  'No move is allowed.': "Aucun coup n'est permis.",
  'a row of just that pin': 'une rangée faite de cette seule quille',
  'a whole row of that many': 'une rangée entière de ce nombre de quilles',
  'from an end of a row': "à une extrémité d'une rangée",
  'from the middle of a row, which breaks it in two': "au milieu d'une rangée, ce qui la coupe en deux",
  'Take 1 pin: {ways}.': 'Prenez 1 quille : {ways}.',
  'Take {amounts} neighbouring pins: {ways}.': 'Prenez {amounts} quilles voisines : {ways}.',
  'period {period} from {preperiod}, proved by Guy–Smith':
    'période {period} à partir de {preperiod}, démontrée par Guy–Smith',
  'heap {heap} is beyond the {count} values computed within the budget of {budget}, and no period is proved':
    "le tas {heap} dépasse les {count} valeurs calculées dans les limites du budget de {budget}, et aucune période n'est démontrée",
  'takes one code, such as {code}': 'prend un code, comme {code}',
  'takes no code (it is {rules})': "ne prend aucun code (c'est {rules})",
  'Guy–Smith: G(n + {period}) = G(n) for {from} ≤ n < {to}, hence for every n ≥ {preperiod}':
    'Guy–Smith : G(n + {period}) = G(n) pour {from} ≤ n < {to}, donc pour tout n ≥ {preperiod}',
  'no period proved by the {count} values computed': 'aucune période démontrée par les {count} valeurs calculées',
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
  'Grundy values {values}, XOR {xor}; period {period} from {preperiod}, proved by Guy–Smith from {provedFrom} values':
    'valeurs de Grundy {values}, XOR {xor} ; période {period} à partir de {preperiod}, démontrée par Guy–Smith sur les {provedFrom} premières valeurs',
  'Grundy values {values}, XOR {xor}; table of {computed} values':
    'valeurs de Grundy {values}, XOR {xor} ; table de {computed} valeurs',
  '{game}: period {period} from {preperiod}, proved by Guy–Smith from {provedFrom} values.':
    '{game} : période {period} à partir de {preperiod}, démontrée par Guy–Smith sur les {provedFrom} premières valeurs.',
  '{game}: no period proved within the budget; the values come from a table of {computed}.':
    "{game} : aucune période démontrée dans le budget de recherche ; les valeurs viennent d'une table de {computed}.",
  '{game}: period **{period}** from **{preperiod}**, proved by Guy–Smith from {provedFrom} values.':
    '{game} : période **{period}** à partir de **{preperiod}**, démontrée par Guy–Smith à partir de {provedFrom} valeurs.',
  'octal needs its code, such as octal 0.77 (Kayles)': 'octal demande son code, comme octal 0.77 (Kayles)',
  "an octal code is '0.' followed by octal digits, such as 0.77, not '{text}'":
    "un code octal s'écrit '0.' suivi de chiffres octaux, comme 0.77, et non '{text}'",
  "an octal code starts with '0.', not '{text}.'": "un code octal commence par '0.', et non '{text}.'",
  "the digits are missing after '0.': write them as in 0.77":
    "les chiffres manquent après '0.' : écrivez-les comme dans 0.77",
  "'{digit}' is not an octal digit: the digits are 0 to 7":
    "'{digit}' n'est pas un chiffre octal : les chiffres vont de 0 à 7",
  "'{digit}' is not an octal digit: the digits are 0 to 7 (for other codes write take-and-break 0.{digits})":
    "'{digit}' n'est pas un chiffre octal : les chiffres vont de 0 à 7 (pour un autre code, écrivez take-and-break 0.{digits})",
  'an octal code of {count} digits is longer than the {max} digits Nim Lens reads':
    'un code octal de {count} chiffres dépasse les {max} chiffres que Nim Lens lit',
  'the code 0.{digits} allows no move: at least one digit must be non-zero':
    'le code 0.{digits} ne permet aucun coup : au moins un chiffre doit être non nul',
};
