// French for tokens on a digraph (this folder): the game, its graph on the rules line, its reasons and messages.
import { type Catalogue } from '../../l10n/fr/catalogue';

export const FR_DIGRAPH: Catalogue = {
  // Names as written (form.ts).
  "expected a vertex name after ','": "nom de sommet attendu après ','",
  'tokens on a digraph': 'jetons sur un graphe orienté',
  'Move one token along one arrow.': 'Déplacer un jeton le long d’une flèche.',
  'takes its graph: each vertex and its arrows, digraph a: b c; b: a':
    'prend son graphe : chaque sommet et ses flèches, graphe a: b c; b: a',
  'digraph needs its graph: each vertex and its arrows, such as digraph a: b c; b: a':
    'digraph demande son graphe : chaque sommet et ses flèches, comme digraph a: b c; b: a',
  "a stray ';': a vertex name and ':' come before each list of arrows":
    "un ';' de trop : un nom de sommet et ':' précèdent chaque liste de flèches",
  "a vertex name is missing before ':'": "il manque un nom de sommet avant ':'",
  "expected a vertex name (letters, digits and _), found '{token}'":
    "nom de sommet attendu (lettres, chiffres et _), trouvé '{token}'",
  "expected ':' after the vertex {v}: write {v}: and its arrows":
    "':' attendu après le sommet {v} : écrivez {v}: et ses flèches",
  'the vertex {v} is given twice: list all its arrows once, as {v}: b c':
    'le sommet {v} est donné deux fois : listez toutes ses flèches une seule fois, comme {v}: b c',
  "a ';' is missing before the next vertex and its ':'": "il manque un ';' avant le sommet suivant et son ':'",
  "a ';' is missing before the vertex {v} and its ':'": "il manque un ';' avant le sommet {v} et son ':'",
  '{w} is named twice in the arrows of {v}: an arrow is listed once':
    '{w} est nommé deux fois dans les flèches de {v} : une flèche se liste une fois',
  "a stray ';': a vertex and its arrows follow each ';'":
    "un ';' de trop : un sommet et ses flèches suivent chaque ';'",
  '{name} is played with tokens on its vertices, written by their names: a, or a c c':
    '{name} se joue avec des jetons sur ses sommets, écrits par leurs noms : a, ou a c c',
  '{vertex} is not a vertex of the graph: its vertices are {names}':
    "{vertex} n'est pas un sommet du graphe : ses sommets sont {names}",
  '{names} … ({count} vertices)': '{names} … ({count} sommets)',
  'move the token on {from} to {to}': 'déplacer le jeton de {from} à {to}',
  'Generalised Sprague–Grundy values: {values}': 'Valeurs de Sprague–Grundy généralisées : {values}',
  'Two or more tokens stand on vertices of infinite value: a draw (neither player can force a win).':
    'Deux jetons ou plus sont sur des sommets de valeur infinie : partie nulle (aucun joueur ne peut forcer la victoire).',
  'One token has the infinite value ∞({k}), and the others XOR to {b}, a value ∞({k}) lists: moving that token to a follower of value {b} leaves a loss, so the player to move wins.':
    'Un jeton a la valeur infinie ∞({k}), et les autres ont pour XOR {b}, une valeur que ∞({k}) liste : déplacer ce jeton vers un successeur de valeur {b} laisse une position perdante, donc le joueur qui a le trait gagne.',
  'One token has the infinite value ∞({k}), and the others XOR to {b}, a value ∞({k}) does not list: no move leaves a loss, and the player to move can always keep the game going: a draw.':
    'Un jeton a la valeur infinie ∞({k}), et les autres ont pour XOR {b}, une valeur que ∞({k}) ne liste pas : aucun coup ne laisse une position perdante, et le joueur qui a le trait peut toujours faire durer la partie : partie nulle.',
  'Every value is finite and their XOR is 0: every move leaves a nonzero XOR, and the player to move loses.':
    'Toutes les valeurs sont finies et leur XOR vaut 0 : tout coup laisse un XOR non nul, et le joueur qui a le trait perd.',
  'Every value is finite and their XOR is {x}: a move to a follower of the right value makes it 0, and the player to move wins.':
    'Toutes les valeurs sont finies et leur XOR vaut {x} : un coup vers un successeur de la bonne valeur le rend nul, et le joueur qui a le trait gagne.',
  '| token | vertex | value γ |': '| jeton | sommet | valeur γ |',
  "*∞(K): from this vertex play can go on for ever; K lists the finite values among its followers (∞() when there are none). A single such token wins when the other tokens' values XOR to a value in K; two or more make a draw.*":
    '*∞(K) : depuis ce sommet, le jeu peut durer toujours ; K liste les valeurs finies de ses suivants (∞() s’il n’y en a aucune). Un seul tel jeton gagne quand la nim-somme des valeurs des autres est dans K ; deux ou plus font une partie nulle.*',
  '{count} more tokens are not listed.': '{count} autres jetons ne sont pas listés.',
  'generalised Sprague–Grundy: {values}': 'Sprague–Grundy généralisée : {values}',
  'unknown: misère play on a digraph is decided by retrograde analysis of the positions reachable, which stopped at the budget of {budget} after finding {count} positions (each position and each move it examines costs {cost} units, for its {tokens} tokens)':
    'inconnu : le jeu misère sur un graphe se décide par analyse rétrograde des positions accessibles, qui s’est arrêtée au budget de {budget} après avoir trouvé {count} positions (chaque position et chaque coup examiné coûte {cost} unités, pour ses {tokens} jetons)',
  'unknown: a token is on no vertex of the graph': "inconnu : un jeton n'est sur aucun sommet du graphe",
  'Misère play: retrograde analysis of the {count} positions reachable (a player who cannot move wins; positions neither player can force are draws).':
    'Jeu misère : analyse rétrograde des {count} positions accessibles (qui ne peut plus jouer gagne ; les positions qu’aucun joueur ne peut forcer sont nulles).',
  'A move leaves a position lost for the opponent: the player to move wins.':
    "Un coup laisse une position perdante pour l'adversaire : le joueur qui a le trait gagne.",
  'Every move leaves a position won for the opponent: the player to move loses.':
    "Tout coup laisse une position gagnante pour l'adversaire : le joueur qui a le trait perd.",
  'No move leaves a loss, and some keeps the game going forever: a draw.':
    'Aucun coup ne laisse une position perdante, et certains font durer la partie à jamais : partie nulle.',
  'misère digraph by retrograde analysis of {count} positions':
    'graphe en misère par analyse rétrograde de {count} positions',
  'a token stands on a vertex of infinite value (∞): the part has no Grundy value':
    "un jeton est sur un sommet de valeur infinie (∞) : la partie n'a pas de valeur de Grundy",
  'a move moves one token: {from} tokens before, {to} after':
    'un coup déplace un jeton : {from} jetons avant, {to} après',
  'no token moved: a move moves one token along one arrow, and no token stands on a vertex with an arrow to itself':
    "aucun jeton n'a bougé : un coup déplace un jeton le long d'une flèche, et aucun jeton n'est sur un sommet qui a une flèche vers lui-même",
  '{count} tokens moved: a move moves one token': '{count} jetons ont bougé : un coup déplace un seul jeton',
  'there is no arrow from {from} to {to}': "il n'y a pas de flèche de {from} à {to}",
  'A digraph of {count} vertex': 'Un graphe orienté de {count} sommet',
  'A digraph of {count} vertices': 'Un graphe orienté de {count} sommets',
  ' with {count} token': ' avec {count} jeton',
  ' with {count} tokens': ' avec {count} jetons',
  'The move marked: {from} to {to}.': 'Le coup marqué : de {from} à {to}.',
  'Move a token from {from} to {to}': 'Déplacer un jeton de {from} à {to}',
  // The draw, wherever a verdict goes.
  Draw: 'Nulle',
  '**Draw**: neither player can force a win, and play can go on forever':
    '**Nulle** : aucun joueur ne peut forcer la victoire, et la partie peut durer à jamais',
  '**{count} move keeps the draw**': '**{count} coup garde la nulle**',
  '**{count} moves keep the draw**': '**{count} coups gardent la nulle**',
  'Draw · {move} → {result} · {count} move keeps the draw': 'Nulle · {move} → {result} · {count} coup garde la nulle',
  'Draw · {move} → {result} · {count} moves keep the draw':
    'Nulle · {move} → {result} · {count} coups gardent la nulle',
  'wrong claim: {position} is a draw: neither player can force a win':
    'affirmation fausse : {position} est nulle : aucun joueur ne peut forcer la victoire',
  'mistake: {from} → {to} gives the draw away; moves that keep it: {moves}':
    'faute : {from} → {to} perd la nulle ; coups qui la gardent : {moves}',
  'keeps the draw': 'garde la nulle',
  'claim win, loss or draw': 'affirmez gagnant, perdant ou nulle',
  'Claim each one `: win`, `: loss` or `: draw`. A win has exactly one winning move, a draw exactly one move that keeps it: write it as `-> position`.':
    'Affirmez pour chacune `: win`, `: loss` ou `: draw`. Une position gagnante a exactement un coup gagnant, une position nulle exactement un coup qui garde la nulle : écrivez-le `-> position`.',
  'Draw · {move} → {result} keeps the draw': 'Nulle · {move} → {result} garde la nulle',
  '**Moves that keep the draw** in the parts of infinite value (moves in the other parts may keep it too)':
    '**Coups qui gardent la nulle** dans les parties de valeur infinie (des coups dans les autres parties peuvent aussi la garder)',
  'Neither player can force a win: a draw with best play ({method})':
    'Aucun joueur ne peut forcer la victoire : nulle avec le meilleur jeu ({method})',
  'Hint: {move} → {position} keeps the draw (no move wins)':
    'Indice : {move} → {position} garde la nulle (aucun coup ne gagne)',
};
