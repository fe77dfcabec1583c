// French for Staircase Nim (this folder): the game, its reasons, picture and messages.
import { type Catalogue } from '../../l10n/fr/catalogue';

export const FR_STAIRCASE: Catalogue = {
  'move {count} coin off stair 1': 'sortir {count} pièce de la marche 1',
  'move {count} coins off stair 1': 'sortir {count} pièces de la marche 1',
  'move {count} coin from stair {from} to stair {to}': 'déplacer {count} pièce de la marche {from} à la marche {to}',
  'move {count} coins from stair {from} to stair {to}': 'déplacer {count} pièces de la marche {from} à la marche {to}',
  '{first} ⊕ … ({count} odd stairs)': '{first} ⊕ … ({count} marches impaires)',
  'Coins on even stairs do not count: a move from an even stair can be reversed by moving the same coins on down to the next even stair (or off the stairs).':
    "Les pièces des marches paires ne comptent pas : un coup depuis une marche paire peut être annulé en descendant les mêmes pièces jusqu'à la marche paire suivante (ou hors de l'escalier).",
  'The XOR is 0: every move changes one odd stair and so leaves a non-zero XOR; the player to move loses.':
    'Le XOR vaut 0 : tout coup change une marche impaire et laisse donc un XOR non nul ; le joueur qui a le trait perd.',
  'The XOR is not 0: as in Nim, a move can make it 0, so the player to move wins.':
    'Le XOR ne vaut pas 0 : comme au Nim, un coup peut le ramener à 0, donc le joueur qui a le trait gagne.',
  'stair {stair}:': 'marche {stair} :',
  'stair {stair}': 'marche {stair}',
  'The odd stairs are Nim heaps:': 'Les marches impaires sont des tas de Nim :',
  '| stair | coins | binary |': '| marche | pièces | binaire |',
  'XOR of the {count} odd stair: {terms} = {xor}': 'XOR de {count} marche impaire : {terms} = {xor}',
  'XOR of the {count} odd stairs: {terms} = {xor}': 'XOR des {count} marches impaires : {terms} = {xor}',
  'The odd stairs are Nim heaps: their XOR is `{terms} = {xor}`.':
    'Les marches impaires sont des tas de Nim : leur XOR est `{terms} = {xor}`.',
  'Staircase Nim: XOR of the odd stairs {xor} (binary {binary})':
    'Nim en escalier : XOR des marches impaires {xor} (en binaire {binary})',
  'Staircase Nim: XOR of the odd stairs {xor}': 'Nim en escalier : XOR des marches impaires {xor}',
  'stair 1 alone': 'la marche 1 seule',
  'odd stairs {terms}': 'marches impaires {terms}',
  'never: the odd stairs give every value': 'jamais : les marches impaires donnent toute valeur',
  'unknown: misère Staircase Nim is decided by exhaustive search only, which would exceed the budget of {budget}':
    'inconnu : le Nim en escalier misère ne se décide que par recherche exhaustive, qui dépasserait le budget de {budget}',
  'the staircase has {count} stair but the next position has {next}: a move keeps every stair':
    "l'escalier a {count} marche mais la position suivante en a {next} : un coup garde toutes les marches",
  'the staircase has {count} stairs but the next position has {next}: a move keeps every stair':
    "l'escalier a {count} marches mais la position suivante en a {next} : un coup garde toutes les marches",
  'nothing moves: a move takes at least one coin down one stair':
    "rien ne bouge : un coup descend au moins une pièce d'une marche",
  '{count} stairs change ({stairs}): a move changes one stair and the stair below it':
    '{count} marches changent ({stairs}) : un coup change une marche et la marche juste en dessous',
  'stair {stair} loses {count} coin but stair {below} gains none: coins move to the stair below':
    "la marche {stair} perd {count} pièce mais la marche {below} n'en gagne aucune : les pièces vont à la marche du dessous",
  'stair {stair} loses {count} coins but stair {below} gains none: coins move to the stair below':
    "la marche {stair} perd {count} pièces mais la marche {below} n'en gagne aucune : les pièces vont à la marche du dessous",
  'stair {stair} gains {count} coin but no stair above it loses any: coins move one stair down':
    "la marche {stair} gagne {count} pièce mais aucune marche au-dessus n'en perd : les pièces descendent d'une marche",
  'stair {stair} gains {count} coins but no stair above it loses any: coins move one stair down':
    "la marche {stair} gagne {count} pièces mais aucune marche au-dessus n'en perd : les pièces descendent d'une marche",
  'stairs {lo} and {hi} change: a move takes coins from one stair to the stair just below it':
    "les marches {lo} et {hi} changent : un coup prend des pièces d'une marche pour les poser sur la marche juste en dessous",
  'stairs {lo} and {hi} both lose coins: a move takes coins from one stair only':
    "les marches {lo} et {hi} perdent toutes deux des pièces : un coup prend des pièces d'une seule marche",
  'stairs {lo} and {hi} both gain coins: a move only moves coins that are there':
    'les marches {lo} et {hi} gagnent toutes deux des pièces : un coup ne déplace que des pièces déjà présentes',
  'coins go up from stair {lo} to stair {hi}: coins only move down':
    'des pièces montent de la marche {lo} à la marche {hi} : les pièces ne font que descendre',
  'stair {hi} loses {lost} but stair {lo} gains {gained}: the coins taken from a stair all go to the stair below':
    'la marche {hi} perd {lost} mais la marche {lo} gagne {gained} : les pièces prises sur une marche vont toutes à la marche du dessous',
  '{count} coin': '{count} pièce',
  '{count} coins': '{count} pièces',
  'Staircase Nim': 'Nim en escalier',
  'Move any number of coins from one stair to the stair below (from stair 1, off the stairs).':
    "Déplacer une ou plusieurs pièces d'une marche à la marche du dessous (depuis la marche 1 : hors de l'escalier).",
  'stair 1 lowest; shaded: odd-numbered stairs': 'marche 1 en bas ; ombrées : marches impaires',
  'A staircase of 1 stair, stair 1 the lowest, with {count} coin; the odd-numbered stairs are shaded.':
    'Un escalier de 1 marche, la marche 1 en bas, avec {count} pièce ; les marches impaires sont ombrées.',
  'A staircase of 1 stair, stair 1 the lowest, with {count} coins; the odd-numbered stairs are shaded.':
    'Un escalier de 1 marche, la marche 1 en bas, avec {count} pièces ; les marches impaires sont ombrées.',
  'A staircase of {count} stairs, stair 1 the lowest, with {coins} coins from stair 1 up; the odd-numbered stairs are shaded.':
    'Un escalier de {count} marches, la marche 1 en bas, avec {coins} pièces de la marche 1 vers le haut ; les marches impaires sont ombrées.',
  'the recommended move moves {coins} from stair 1 off the stairs':
    "le coup conseillé sort {coins} de l'escalier depuis la marche 1",
  'the recommended move moves {coins} from stair {from} down to stair {to}':
    'le coup conseillé descend {coins} de la marche {from} à la marche {to}',
  'The recommended move moves {coins} from stair 1 off the stairs.':
    "Le coup conseillé sort {coins} de l'escalier depuis la marche 1.",
  'The recommended move moves {coins} from stair {from} down to stair {to}.':
    'Le coup conseillé descend {coins} de la marche {from} à la marche {to}.',
  'move at least one coin': 'déplacez au moins une pièce',
  'stair {n} has only {tokens}': "la marche {n} n'a que {tokens}",
  'there is no stair {n}': "il n'y a pas de marche {n}",

  // The play panel's controls (moved from the webview's catalogue: the game builds them).
  'Stair {stair}': 'Marche {stair}',
  'Stair {stair}{part}: {count} coin': 'Marche {stair}{part} : {count} pièce',
  'Stair {stair}{part}: {count} coins': 'Marche {stair}{part} : {count} pièces',
  'Coins of stair {stair}{part}': 'Pièces de la marche {stair}{part}',
  'Move {count} coin from stair {stair}{part} off the stairs':
    "Sortir {count} pièce de la marche {stair}{part} de l'escalier",
  'Move {count} coins from stair {stair}{part} off the stairs':
    "Sortir {count} pièces de la marche {stair}{part} de l'escalier",
  'Move {count} coin from stair {stair}{part} to stair {to}':
    'Déplacer {count} pièce de la marche {stair}{part} à la marche {to}',
  'Move {count} coins from stair {stair}{part} to stair {to}':
    'Déplacer {count} pièces de la marche {stair}{part} à la marche {to}',
  'Coins to move down from stair {stair}{part}': 'Pièces à descendre de la marche {stair}{part}',
  'Move down': 'Descendre',
  'Move the coins down from stair {stair}{part}': 'Descendre les pièces de la marche {stair}{part}',
};
