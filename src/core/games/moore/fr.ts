// French for Moore's Nim (this folder): the game, its explanation, picture and messages.
import { type Catalogue } from '../../l10n/fr/catalogue';

export const FR_MOORE: Catalogue = {
  // The play panel's amounts, one per heap.
  'give an amount for each of the {count} heaps (0 for a heap left alone)':
    'donner une quantité pour chacun des {count} tas (0 pour un tas laissé tel quel)',
  "Moore's Nim": 'Nim de Moore',
  'Take any positive number of tokens from each of at most {count} heap.':
    "Prendre un nombre positif de jetons dans chacun d'au plus {count} tas.",
  'Take any positive number of tokens from each of at most {count} heaps.':
    "Prendre un nombre positif de jetons dans chacun d'au plus {count} tas.",
  'takes the most heaps a move may take from, K ≥ 1 (moore 2)':
    'prend le nombre maximal de tas où un coup peut prendre, K ≥ 1 (moore 2)',
  'moore needs the most heaps a move may take from, at least 1, such as moore 2':
    'moore demande le nombre maximal de tas où un coup peut prendre, au moins 1, par exemple moore 2',
  'a move of moore takes from at least one heap: K must be at least 1, not {k}':
    'un coup de moore prend dans un tas au moins : K vaut au moins 1, pas {k}',
  'takes from {count} heaps ({heaps}); a move of moore {k} takes from at most {k} heap':
    'prend dans {count} tas ({heaps}) ; un coup de moore {k} prend dans {k} tas au plus',
  'takes from {count} heaps ({heaps}); a move of moore {k} takes from at most {k} heaps':
    'prend dans {count} tas ({heaps}) ; un coup de moore {k} prend dans {k} tas au plus',
  '{amount} from heap {heap}': '{amount} dans le tas {heap}',
  'take {list}': 'prendre {list}',
  'heap {heap}:': 'tas {heap} :',
  'ones:': 'uns :',
  '| heap | size | binary |': '| tas | taille | binaire |',
  'Ones in each column, from the highest: {counts}; modulo {m}: {residues}.':
    'Nombre de 1 par colonne, de la plus haute : {counts} ; modulo {m} : {residues}.',
  'Ones per column, from the highest: {counts}; modulo {m}: {residues}':
    'Nombre de 1 par colonne, de la plus haute : {counts} ; modulo {m} : {residues}',
  'Misère play with no heap above 1: the {ones} heaps of 1 are one more than a multiple of {m}, so whatever the player to move takes, the opponent can keep it so until the player to move takes the last token and loses.':
    "Jeu misère sans tas de plus de 1 : les {ones} tas de 1 sont un de plus qu'un multiple de {m} ; quoi que prenne le joueur qui a le trait, l'adversaire peut le maintenir jusqu'à ce que le joueur qui a le trait prenne le dernier jeton et perde.",
  'Misère play with no heap above 1: the heaps of 1 are not one more than a multiple of {m}; taking from some of them makes them so, and the player to move wins.':
    "Jeu misère sans tas de plus de 1 : les tas de 1 ne sont pas un de plus qu'un multiple de {m} ; en vider quelques-uns les y ramène, et le joueur qui a le trait gagne.",
  "Every column's ones are a multiple of {m} (Moore's theorem): a move touches at most {k} heaps, so it changes some column by 1 to {k} ones and leaves a column that is not; the player to move loses.":
    "Chaque colonne a un multiple de {m} uns (théorème de Moore) : un coup touche au plus {k} tas, il change donc une colonne de 1 à {k} uns et en laisse une qui n'en a pas un multiple ; le joueur qui a le trait perd.",
  "Some column's ones are not a multiple of {m}: a move can make them all multiples of {m} (Moore's theorem; in misère play too while a heap of 2 or more is left), so the player to move wins.":
    "Une colonne n'a pas un multiple de {m} uns : un coup peut les ramener toutes à des multiples de {m} (théorème de Moore ; en misère aussi tant qu'il reste un tas de 2 ou plus), donc le joueur qui a le trait gagne.",
  "Some column's ones are not a multiple of {m}: a move on at most {k} heaps can make them all multiples (Moore's theorem), so the player to move wins.":
    "Une colonne n'a pas un multiple de {m} uns : un coup sur au plus {k} tas peut les ramener toutes à des multiples (théorème de Moore), donc le joueur qui a le trait gagne.",
  "Moore's Nim (misère, heaps of at most 1): {ones} heaps of 1, modulo {m}":
    'Nim de Moore (misère, tas de 1 au plus) : {ones} tas de 1, modulo {m}',
  "Moore's Nim: ones per column {counts}, modulo {m}": 'Nim de Moore : uns par colonne {counts}, modulo {m}',
  "counting them over the binary columns would take more than {work} steps (too many heaps at once): one winning move is given, by Moore's proof, whether or not it takes fewest tokens":
    "les compter par les colonnes binaires demanderait plus de {work} étapes (trop de tas à la fois) : un coup gagnant est donné, par la preuve de Moore, qu'il prenne le moins de jetons ou non",
  'Winning moves: {note}.': 'Coups gagnants : {note}.',
  'every column has a multiple of {m} ones': 'chaque colonne a un multiple de {m} uns',
  'shaded: columns whose ones are not a multiple of {m}':
    'en couleur : les colonnes dont les uns ne sont pas un multiple de {m}',
  ones: 'uns',
  'Binary columns of the heaps {heaps}; ones per column, from the highest: {counts}, each to be a multiple of {m} for the player to move to lose.':
    'Colonnes binaires des tas {heaps} ; uns par colonne, de la plus haute : {counts}, chacun un multiple de {m} pour que le joueur qui a le trait perde.',
  'only the first {count} winning move is listed: listing more, heaps this large, would take too long (all are counted)':
    'seul le premier coup gagnant ({count}) est listé : en lister plus, avec des tas si grands, prendrait trop de temps (tous sont comptés)',
  'only the first {count} winning moves are listed: listing more, heaps this large, would take too long (all are counted)':
    'seuls les {count} premiers coups gagnants sont listés : en lister plus, avec des tas si grands, prendrait trop de temps (tous sont comptés)',

  // The play panel's controls (moved from the webview's catalogue: the game builds them).
  'Amounts to take, 0 for a heap left alone (at most {most} heaps):':
    'Quantités à prendre, 0 pour un tas laissé tel quel ({most} tas au plus) :',
  'Heap {heap} ({size}): ': 'Tas {heap} ({size}) : ',
  'Take these amounts{part}': 'Prendre ces quantités{part}',
  Take: 'Prendre',
  'Amount to take from heap {heap}{part}': 'Nombre à prendre dans le tas {heap}{part}',
};
