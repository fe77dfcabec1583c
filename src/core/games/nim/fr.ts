// French for Nim (this folder): the game, its reasons, picture and messages.
import { type Catalogue } from '../../l10n/fr/catalogue';

export const FR_NIM: Catalogue = {
  'a heap of {size}': 'un tas de {size}',
  'never: every Nim heap is its own value': 'jamais : chaque tas de Nim a pour valeur sa taille',
  "Bouton's theorem: a Nim heap's value is its size": "théorème de Bouton : la valeur d'un tas de Nim est sa taille",
  'Take any number of tokens from one heap.': "Prenez n'importe quel nombre de jetons dans un seul tas.",
  'every column has an even number of 1s: XOR 0': 'chaque colonne a un nombre pair de 1 : XOR 0',
  'shaded: columns with an odd number of 1s': 'ombrées : colonnes ayant un nombre impair de 1',
  'Binary columns of the heaps {heaps} and their XOR {xor} (binary {binary}); the recommended move takes heap {heap} from {from} to {to}, changing the bits worth {bits}.':
    'Colonnes binaires des tas {heaps} et de leur XOR {xor} (en binaire {binary}) ; le coup conseillé fait passer le tas {heap} de {from} à {to}, en changeant les bits de valeur {bits}.',
  'Binary columns of the heaps {heaps} and their XOR {xor} (binary {binary}).':
    'Colonnes binaires des tas {heaps} et de leur XOR {xor} (en binaire {binary}).',
  'misère nim: {count} heap above 1, nim-sum {xor}': 'Nim misère : {count} tas au-dessus de 1, nim-somme {xor}',
  'misère nim: {count} heaps above 1, nim-sum {xor}': 'Nim misère : {count} tas au-dessus de 1, nim-somme {xor}',
  'nim-sum {xor} (binary {binary})': 'nim-somme {xor} (binaire {binary})',
  'heap {heap}: {binary}  ({size})': 'tas {heap} : {binary}  ({size})',
  '… {count} more heaps …': '… {count} tas de plus …',
  'XOR:    {binary}  ({xor})': 'XOR :   {binary}  ({xor})',
  'The XOR is 0: every move makes it non-zero, so the player to move loses.':
    'La nim-somme (le XOR) vaut 0 : tout coup la rend non nulle, donc le joueur qui a le trait perd.',
};
