// French for the pictures' text alternatives and labels (src/core/pictures).
import { type Catalogue } from './catalogue';

export const FR_PICTURES: Catalogue = {
  H: 'F',
  T: 'P',
  '{items} and {last}': '{items} et {last}',
  'heap {heap}': 'tas {heap}',
  'heap size': 'taille du tas',
  'Scatter plot of the Grundy values of {title} for heaps 0 to {last}: heap size across, value up, values from 0 to {largest}.':
    'Nuage de points des valeurs de Grundy de {title} pour les tas 0 à {last} : taille du tas en abscisse, valeur en ordonnée, valeurs de 0 à {largest}.',
  'not decided on its own within the budget: no picture': "non décidée seule dans le budget : pas d'image",
  'not decided on its own within the budget, so not drawn': 'non décidée seule dans le budget, donc non dessinée',
  'no picture of this position (the text explains it)': "pas d'image de cette position (le texte l'explique)",
  'not drawn: no room left in the picture of the sum': "non dessinée : plus de place dans l'image de la somme",
  'not drawn: no room': 'non dessinée : pas de place',
  'not decided alone: no picture': "non décidée seule : pas d'image",
  'no picture (the text explains it)': "pas d'image (le texte l'explique)",
  'not drawn, as the picture of the whole sum would be too large':
    "non dessinée, car l'image de toute la somme serait trop grande",
  unknown: 'inconnue',
  'heap {heaps}': 'tas {heaps}',
  'heaps {heaps}': 'tas {heaps}',
  'part {part} · {name} · Grundy value unknown': 'composante {part} · {name} · valeur de Grundy inconnue',
  'part {part} · {name} · Grundy value {value}': 'composante {part} · {name} · valeur de Grundy {value}',
  '{part}. {name} · value unknown': '{part}. {name} · valeur inconnue',
  '{part}. {name} · *{value}': '{part}. {name} · *{value}',
  'misère play: by the frontier rule': 'jeu misère : par la règle de la frontière',
  'misère play: by search': 'jeu misère : par recherche',
  'decided by search': 'décidé par recherche',
  'XOR of the values: {values} = {xor}{how}': 'XOR des valeurs : {values} = {xor}{how}',
  'XOR of the {count} values: {xor}{how}': 'XOR des {count} valeurs : {xor}{how}',
  '{count} part left out (no room): the text explains it':
    "{count} composante omise (faute de place) : le texte l'explique",
  '{count} parts left out (no room): the text explains them':
    '{count} composantes omises (faute de place) : le texte les explique',
  'Part {part}, {name}, Grundy value unknown': 'Composante {part}, {name}, valeur de Grundy inconnue',
  'Part {part}, {name}, Grundy value {value}': 'Composante {part}, {name}, valeur de Grundy {value}',
  '{head} ({heaps}): left out of the picture, which would be too large.':
    "{head} ({heaps}) : omise de l'image, qui serait trop grande.",
  '{head} ({heaps}): {why}.': '{head} ({heaps}) : {why}.',
  '{head}: {alt}': '{head} : {alt}',
  'Misère play: decided by the frontier rule, not by the XOR alone.':
    'Jeu misère : décidé par la règle de la frontière, pas par le XOR seul.',
  'Misère play: decided by exhaustive search.': 'Jeu misère : décidé par recherche exhaustive.',
  'Decided by exhaustive search.': 'Décidé par recherche exhaustive.',
  'A sum of {count} games, each part drawn as its game alone.':
    'Une somme de {count} jeux, chaque composante dessinée comme son jeu seul.',
  'XOR of the values: {xor}.': 'XOR des valeurs : {xor}.',
  'Grundy values of {title} for heaps 0 to {last}': 'Valeurs de Grundy de {title} pour les tas 0 à {last}',
  'h{heap}': 't{heap}',
  'Grundy values of {title}': 'Valeurs de Grundy de {title}',
  'Grundy values': 'Valeurs de Grundy',
  'the values repeat with period {period} from heap {start}':
    'les valeurs se répètent avec la période {period} à partir du tas {start}',
  'preperiod {n}': 'prépériode {n}',
  'period {p}': 'période {p}',
  'period {p} (continues)': 'période {p} (se poursuit)',
  'preperiod {n} (continues), then period {p}': 'prépériode {n} (se poursuit), puis période {p}',
  'no period is proved': "aucune période n'est démontrée",
  'heaps near {heap}': 'tas proches de {heap}',
  'and {count} more heaps beyond the strip': 'et encore {count} tas au-delà de la bande',
  '{heap} (value unknown)': '{heap} (valeur inconnue)',
  '{heap} (value {value})': '{heap} (valeur {value})',
  'the recommended move changes heap {heap} from value {from} to {to}':
    'le coup conseillé fait passer le tas {heap} de la valeur {from} à {to}',
  '{a}; {b}': '{a} ; {b}',
  Q: 'D',
};
