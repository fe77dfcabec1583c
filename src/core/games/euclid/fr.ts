// French for Euclid's game (this folder): the game, its reasons, picture and messages.
import { type Catalogue } from '../../l10n/fr/catalogue';

export const FR_EUCLID: Catalogue = {
  'subtract {small} from {big}': 'soustraire {small} de {big}',
  'subtract {k} × {small} from {big}': 'soustraire {k} × {small} de {big}',
  '{q} ≤ G({b}, {r}) = {below}, so {q} − 1': '{q} ≤ G({b}, {r}) = {below}, donc {q} − 1',
  'G(a, b) = q if q > G(b, r), else q − 1, where a = q·b + r; a pair with a 0 has G = 0':
    'G(a, b) = q si q > G(b, r), sinon q − 1, où a = q·b + r ; une paire contenant un 0 a G = 0',
  'not computed (the quotient chain is beyond the budget)': 'non calculée (la suite des quotients dépasse le budget)',
  '{pair} has a 0: there is no move, so the player to move loses.':
    "{pair} contient un 0 : il n'y a aucun coup, donc le joueur qui a le trait perd.",
  'a pair with a 0: no move': 'une paire contenant un 0 : aucun coup',
  'The numbers are equal: making one of them 0 leaves no move, so the player to move wins.':
    "Les nombres sont égaux : ramener l'un d'eux à 0 ne laisse aucun coup, donc le joueur qui a le trait gagne.",
  'equal numbers: one of them to 0 wins': "nombres égaux : ramener l'un d'eux à 0 gagne",
  'the player to move wins': 'le joueur qui a le trait gagne',
  'the player to move loses': 'le joueur qui a le trait perd',
  '{order}: {integers}, so {comparison}: {verdict}.': '{order} : {integers}, donc {comparison} : {verdict}.',
  'golden-ratio test in integers: {comparison}; Grundy value {grundy} by the quotient chain':
    "test du nombre d'or en entiers : {comparison} ; valeur de Grundy {grundy} par la suite des quotients",
  'golden-ratio test in integers: {comparison}; the quotient chain is beyond the budget':
    "test du nombre d'or en entiers : {comparison} ; la suite des quotients dépasse le budget",
  '… {count} more step …': '… {count} étape de plus …',
  '… {count} more steps …': '… {count} étapes de plus …',
  'Quotient chain ({rule}):': 'Suite des quotients ({rule}) :',
  'Grundy value: {grundy}.': 'Valeur de Grundy : {grundy}.',
  'Winning move: {move}, leaving {pair}.': 'Coup gagnant : {move}, qui laisse {pair}.',
  'Every move leaves a position the opponent wins.': "Tout coup laisse une position que l'adversaire gagne.",
  '**The golden-ratio test**, in integers: {test}': "**Le test du nombre d'or**, en entiers : {test}",
  '{q} ≤ {below}, so {q} − 1': '{q} ≤ {below}, donc {q} − 1',
  '**The quotient chain**, from the pair down: `{rule}`.':
    "**La suite des quotients**, de la paire jusqu'en bas : `{rule}`.",
  '| division | Grundy value (q against G(b, r)) |': '| division | valeur de Grundy (q comparé à G(b, r)) |',
  'Grundy value **{grundy}**.': 'Valeur de Grundy **{grundy}**.',
  'Winning move: {move} → `{pair}`.': 'Coup gagnant : {move} → `{pair}`.',
  'the quotient chain of {pair} is beyond the budget of {budget} (its long divisions are counted by the length of the numbers)':
    'la suite des quotients de {pair} dépasse le budget de {budget} (ses longues divisions sont comptées selon la longueur des nombres)',
  'a pair with a 0': 'une paire contenant un 0',
  'equal numbers': 'nombres égaux',
  'its quotient chain of {count} step': 'sa suite des quotients de {count} étape',
  'its quotient chain of {count} steps': 'sa suite des quotients de {count} étapes',
  "unknown: misère Euclid's game is decided by exhaustive search only, which would exceed the budget of {budget}":
    "inconnu : le jeu d'Euclide misère ne se décide que par recherche exhaustive, qui dépasserait le budget de {budget}",
  "Euclid's game is played on two numbers": "le jeu d'Euclide se joue sur deux nombres",
  '{pair} has a 0: a position with a 0 has no move':
    "{pair} contient un 0 : une position contenant un 0 n'a aucun coup",
  'nothing changes: a move subtracts a positive multiple of the smaller number':
    'rien ne change : un coup soustrait un multiple positif du plus petit nombre',
  'the numbers are equal: the only move makes one of them 0, leaving (0, {b})':
    "les nombres sont égaux : le seul coup ramène l'un d'eux à 0 et laisse (0, {b})",
  'the numbers keep their places: {move} leaves {pair}': 'les nombres gardent leur place : {move} laisse {pair}',
  '{small} is the smaller number: a move subtracts a multiple of it from the larger, {big}':
    '{small} est le plus petit nombre : un coup en soustrait un multiple du plus grand, {big}',
  'both numbers change: a move changes only the larger number, {big}':
    'les deux nombres changent : un coup ne change que le plus grand, {big}',
  '{big} grows to {left}: a move subtracts from the larger number':
    "{big} augmente jusqu'à {left} : un coup soustrait du plus grand nombre",
  '{big} − {left} = {taken} is not a multiple of {small}: a move subtracts a multiple of the smaller number':
    "{big} − {left} = {taken} n'est pas un multiple de {small} : un coup soustrait un multiple du plus petit nombre",
  "Euclid's game": "jeu d'Euclide",
  'Subtract a positive multiple of the smaller number from the larger, leaving it at least 0.':
    'Retirer du plus grand nombre un multiple positif du plus petit, sans descendre sous 0.',
  '{pair}: quotient chain {quotients}': '{pair} : suite des quotients {quotients}',
  '{count} square of side {side}': '{count} carré de côté {side}',
  '{count} squares of side {side}': '{count} carrés de côté {side}',
  '{count} of side {side}': '{count} de côté {side}',
  "Euclid's game at {pair}": "Jeu d'Euclide en {pair}",
  '{at}: a square of side {side}, the whole of its quotient chain.':
    '{at} : un carré de côté {side}, toute sa suite des quotients.',
  '{at}: a rectangle of {long} by {short} cut into the {count} squares of its quotient chain, {counts}.':
    '{at} : un rectangle de {long} sur {short} découpé en {count} carrés selon sa suite des quotients, {counts}.',
  'the recommended move subtracts {amount} from {larger}, removing {what}':
    'le coup conseillé soustrait {amount} de {larger}, ce qui retire {what}',
  'The recommended move subtracts {amount} from {larger}, removing {what}, and leaves ({left}).':
    'Le coup conseillé soustrait {amount} de {larger}, ce qui retire {what}, et laisse ({left}).',
  'The recommended move subtracts {amount} ({times} times {short}) from {larger}, removing {what}, and leaves ({left}).':
    'Le coup conseillé soustrait {amount} ({times} fois {short}) de {larger}, ce qui retire {what}, et laisse ({left}).',

  // The play panel's controls (moved from the webview's catalogue: the game builds them).
  'Subtract a multiple of {smaller} from {larger}:': 'Soustraire un multiple de {smaller} à {larger} :',
  'Multiples{part}': 'Multiples à soustraire{part}',
  'Subtract {k} × {smaller} from {larger}{part}': 'Soustraire {k} × {smaller} à {larger}{part}',
  'Multiple of {smaller} to subtract{part}': 'Multiple de {smaller} à soustraire{part}',
  Subtract: 'Soustraire',
  'Subtract the multiple{part}': 'Soustraire le multiple{part}',
  'Or k × {smaller}, k up to {most}: ': "Ou k × {smaller}, k jusqu'à {most} : ",
};
