// French shared by several games (each game's own French is in its folder, src/core/games/*/fr.ts).
import { type Catalogue } from './catalogue';

export const FR_GAMES: Catalogue = {
  // The heap games and the take-and-break games: how a sum's row says where its values come from.
  'values {values} ({source})': 'valeurs {values} ({source})',
  'a table of {count} values': 'une table de {count} valeurs',
  'unknown: {reason}': 'inconnu : {reason}',
  // heapSum.ts: lists of heaps or parts in legality reasons (`1 and 2 and 3`).
  '{list} and {next}': '{list} et {next}',
  // Rules words without parameters.
  'takes no parameter': 'ne prend aucun paramètre',
  // Names written by more than one game (a sum's parts, the pictures).
  Kayles: 'Kayles',
  Ruler: 'Règle (Ruler)',
  // The explanations of values by their XOR.
  'The XOR is not 0: a move can make it 0, so the player to move wins.':
    'La nim-somme (le XOR) ne vaut pas 0 : un coup peut la ramener à 0, donc le joueur qui a le trait gagne.',
  'XOR of the values: {xor}': 'XOR des valeurs : {xor}',
  'XOR of the values: **{xor}**.': 'XOR des valeurs : **{xor}**.',
  // Rows and grids of coins.
  '… and {count} more heads': '… faces restantes : {count}',
  '| head | value |': '| face | valeur |',
  'no heads': 'aucune face',
  'coin {coin} is listed twice': 'la pièce {coin} figure deux fois',
  // Take-and-break games: why a step is no move.
  'heaps of {heaps} appear from nowhere': 'des tas de {heaps} apparaissent de nulle part',
};
