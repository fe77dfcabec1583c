// French for Poker Nim (this folder): the game, its position form `3 4 5 | 2 0`, moves, explanation, picture and messages.
import { type Catalogue } from '../../l10n/fr/catalogue';

export const FR_POKER_NIM: Catalogue = {
  'Poker Nim': 'Nim poker',
  'Take tokens from one heap into your bank, or add tokens from your bank to one heap; the banks then change sides.':
    'Prendre des jetons dans un tas pour sa réserve, ou ajouter des jetons de sa réserve à un tas ; les réserves changent ensuite de côté.',
  'take {amount} from heap {n}': 'prendre {amount} du tas {n}',
  'add {amount} to heap {n}': 'ajouter {amount} au tas {n}',
  'Heaps {heaps}: their XOR is {x}; the banks hold {mine} (the player to move) and {theirs}.':
    'Tas {heaps} : leur XOR vaut {x} ; les réserves contiennent {mine} (le joueur qui a le trait) et {theirs}.',
  'There is no move: the player to move loses.': "Il n'y a aucun coup : le joueur qui a le trait perd.",
  'The XOR is 0: every take and every addition leaves it nonzero, and the player to move loses.':
    'Le XOR vaut 0 : toute prise et tout ajout le rendent non nul, et le joueur qui a le trait perd.',
  'The XOR is not 0: a take as in Nim (or an addition from the bank) leaves it 0, and the player to move wins.':
    "Le XOR n'est pas nul : une prise comme au Nim (ou un ajout depuis la réserve) le ramène à 0, et le joueur qui a le trait gagne.",
  'Additions do not help: the winner takes an addition back at once, so the heaps and the loser’s bank together only shrink, and the game ends as Nim does.':
    'Les ajouts ne servent à rien : le gagnant reprend aussitôt ce qui a été ajouté, si bien que les tas et la réserve du perdant ne font que diminuer, et la partie se termine comme au Nim.',
  'Poker Nim: the XOR of the heaps is {x}': 'Nim poker : le XOR des tas vaut {x}',
  'misère Poker Nim by retrograde analysis of {count} positions':
    'Nim poker misère par analyse rétrograde de {count} positions',
  'unknown: misère Poker Nim is decided by retrograde analysis of the positions reachable, which stopped at the budget of {budget} after finding {count} positions':
    "inconnu : le Nim poker misère se décide par analyse rétrograde des positions accessibles, qui s'est arrêtée au budget de {budget} après avoir trouvé {count} positions",
  'heaps {heaps} (tokens added can be taken back)': 'tas {heaps} (les jetons ajoutés peuvent être repris)',
  "a Poker Nim position is heaps, '|', then the two banks":
    "une position de Nim poker s'écrit avec des tas, '|', puis les deux réserves",
  'a move keeps the number of heaps: {from} before, {to} after':
    'un coup garde le nombre de tas : {from} avant, {to} après',
  'no heap changes: a move takes tokens from one heap, or adds tokens from the bank to one heap':
    'aucun tas ne change : un coup prend des jetons dans un tas, ou ajoute des jetons de la réserve à un tas',
  '{count} heaps change: a move takes from or adds to one heap':
    '{count} tas changent : un coup prend dans un seul tas ou ajoute à un seul tas',
  'adds {amount} to heap {n}, but the player to move holds only {bank} in the bank':
    'ajoute {amount} au tas {n}, mais le joueur qui a le trait n’a que {bank} dans sa réserve',
  "the banks are written from the next mover's side: after taking {amount}, write {position}":
    'les réserves s’écrivent du côté du joueur suivant : après avoir pris {amount}, écrire {position}',
  "the banks are written from the next mover's side: after adding {amount}, write {position}":
    'les réserves s’écrivent du côté du joueur suivant : après avoir ajouté {amount}, écrire {position}',
  'there is no heap {n}: Poker Nim has {count} heaps, and the banks are not heaps':
    "il n'y a pas de tas {n} : le Nim poker a {count} tas, et les réserves ne sont pas des tas",
  "Poker Nim is written as heaps, '|', then the two banks: {example}":
    "le Nim poker s'écrit avec des tas, '|', puis les deux réserves : {example}",
  "{name} is written as heaps, '|', then the two banks: {example}":
    "{name} s'écrit avec des tas, '|', puis les deux réserves : {example}",
  "a Poker Nim position has one '|', between the heaps and the two banks: {example}":
    "une position de Nim poker a un seul '|', entre les tas et les deux réserves : {example}",
  "expected at least one heap before '|': {example}": "il faut au moins un tas avant '|' : {example}",
  "expected a number or '|' in a Poker Nim position, found '{token}': {example}":
    "un nombre ou '|' attendu dans une position de Nim poker, trouvé '{token}' : {example}",
  "expected two banks after '|', the tokens of the player to move then of the other, found {count}: {example}":
    "il faut deux réserves après '|', les jetons du joueur qui a le trait puis ceux de l'autre, trouvé {count} : {example}",
  'heaps XOR {x}': 'XOR des tas {x}',
  'to move: {tokens}': 'au trait : {tokens}',
  'other: {tokens}': 'autre : {tokens}',
  'Poker Nim heaps {heaps}; the player to move holds {mine} in the bank, the other {theirs}.':
    'Tas de Nim poker {heaps} ; le joueur qui a le trait a {mine} dans sa réserve, l’autre {theirs}.',
  "')' closes the whole position, banks included: ({example})":
    "')' ferme la position entière, banques comprises : ({example})",
};
