// French for worksheets: diagnostics, lenses, hovers, quick fixes (src/core/worksheet).
// The words of the worksheet language (nim, misere, prefer fewest, win, loss, N, P, gagnant,
// perdant, diagonal, heads…) stay as they are written in a worksheet: they are quoted, not translated.
import { type Catalogue } from './catalogue';

export const FR_WORKSHEET: Catalogue = {
  // A worksheet's module session (worksheet/moduleSession.ts).
  'it was not loaded': 'il n’a pas été chargé',
  'it did not load: {message}': 'il ne s’est pas chargé : {message}',

  // ---- what the editor shows of a line (lineView.ts) ----
  'Not analysed · the rules line has an error': 'Non analysée · la ligne de règles contient une erreur',
  'Not analysed · the position does not fit the rules': 'Non analysée · la position ne correspond pas aux règles',
  'Computing in the background… (beyond the quick budget)': 'Calcul en arrière-plan… (au-delà du budget rapide)',
  '✓ right · {title}': '✓ juste · {title}',
  '**Illegal step:** {reason}': '**Étape illégale :** {reason}',
  '**Mistake:** {how} gives the win away.': '**Faute :** {how} laisse échapper la victoire.',
  'Step {index}: {how}, a good move.': 'Étape {index} : {how}, un bon coup.',
  'Step {index}: {how}.': 'Étape {index} : {how}.',
  '*Beyond the quick budget: a longer table of values, or a search, is running in the background; the answer replaces this one when it ends.*':
    '*Au-delà du budget rapide : une table des valeurs plus longue, ou une recherche, est en cours en arrière-plan ; sa réponse remplacera celle-ci quand elle aboutira.*',
  'Replace with the position after {move}: {after}': 'Remplacer par la position obtenue ({move}) : {after}',
  'Append the recommended move: -> {after}': 'Ajouter le coup conseillé : -> {after}',
  '{move} (recommended)': '{move} (conseillé)',

  // ---- code lenses (summary.ts) ----
  Win: 'Gagnante',
  Loss: 'Perdante',
  Unknown: 'Inconnue',
  '*Why:* {reason}': '*Pourquoi :* {reason}',
  '**Why**': '**Pourquoi**',
  'Unknown · {reason}': 'Inconnue · {reason}',
  'Loss · every move loses': 'Perdante · tout coup perd',
  'Loss · no move left': 'Perdante · plus aucun coup',
  'Win · {moves}, too long to write out': 'Gagnante · {moves} (écriture trop longue)',
  'Win · no winning move found within the budget': 'Gagnante · aucun coup gagnant trouvé dans le budget de recherche',
  'Win · no move left: the player to move has won': 'Gagnante · plus aucun coup : le joueur qui a le trait a gagné',
  'Win · {move} → {result} · {moves}': 'Gagnante · {move} → {result} · {moves}',
  'the first {listed} of {moves}': 'les {listed} premiers des {moves}',
  '{count} winning move found, not all counted': '{count} coup gagnant trouvé, sans les compter tous',
  '{count} winning moves found, not all counted': '{count} coups gagnants trouvés, sans les compter tous',
  '{count} winning move': '{count} coup gagnant',
  '{count} winning moves': '{count} coups gagnants',

  // ---- the hover of a position (markdown.ts) ----
  '**Win** for the player to move': '**Gagnante** pour le joueur qui a le trait',
  '**Loss** for the player to move': '**Perdante** pour le joueur qui a le trait',
  '**Unknown** for the player to move': '**Inconnue** pour le joueur qui a le trait',
  ' · Grundy value `*{grundy}`': ' · valeur de Grundy `*{grundy}`',
  'heap {heap}': 'tas {heap}',
  binary: 'binaire',
  size: 'taille',
  value: 'valeur',
  'Grundy value': 'valeur de Grundy',
  game: 'jeu',
  why: 'pourquoi',
  unknown: 'inconnue',
  'XOR of the values: **{xor}**.': 'XOR des valeurs : **{xor}**.',
  'Grundy values {values}; XOR {xor}.': 'Valeurs de Grundy {values} ; XOR {xor}.',
  'Values one period per row, the preperiod apart:': 'Les valeurs, une période par ligne, la prépériode à part :',
  'The first values:': 'Les premières valeurs :',
  'XOR 0: the player to move loses.': 'XOR 0 : le joueur qui a le trait perd.',
  'XOR not 0: the player to move wins.': 'XOR non nul : le joueur qui a le trait gagne.',
  ' *(recommended)*': ' *(conseillé)*',
  '- … and {more} more listed': '- … et {more} de plus dans la liste',
  '- … and {more} more': '- … et {more} de plus',
  '**{moves}**: {why}': '**{moves}** : {why}',
  '**{count} winning move**': '**{count} coup gagnant**',
  '**{count} winning moves**': '**{count} coups gagnants**',
  'Recommended: {move} → `{result}` ({because})': 'Coup conseillé : {move} → `{result}` ({because})',
  '{count} move to the end with perfect play.': "{count} coup jusqu'à la fin avec un jeu parfait.",
  '{count} moves to the end with perfect play.': "{count} coups jusqu'à la fin avec un jeu parfait.",

  // ---- the hover of a rules line (rulesMarkdown.ts) ----
  'A sum of games: a move is made in one of them.': "Une somme de jeux : un coup se joue dans l'un d'eux.",
  'Part {part}: {move}': 'Composante {part} : {move}',
  'Misère play: the player who makes the last move loses. The values below are those of normal play.':
    'Jeu misère : le joueur qui joue le dernier coup perd. Les valeurs ci-dessous sont celles du jeu normal.',
  'Grundy values of one heap, G(0) to G({last}): `{values}`':
    "Valeurs de Grundy d'un tas, de G(0) à G({last}) : `{values}`",
  ' … ({count} in the plot)': ' … ({count} dans le graphique)',
  'Beyond the plot, G({far}) is not known: {reason}.': "Au-delà du graphique, G({far}) n'est pas connu : {reason}.",
  'Beyond the plot, G({far}) = {value}, by: {why}.': 'Au-delà du graphique, G({far}) = {value}, par : {why}.',

  // ---- syntax errors (parse.ts) ----
  "'{text}' is not a number: '_' may only stand between two digits":
    "'{text}' n'est pas un nombre : '_' ne peut figurer qu'entre deux chiffres",
  'a number of {digits} digits is longer than the {max} digits Nim Lens analyses':
    'un nombre de {digits} chiffres dépasse les {max} chiffres que Nim Lens analyse',
  "unexpected '{token}' after {what}": "'{token}' inattendu après {what}",
  'the diagonal cost': 'le coût de la diagonale',
  "'{option}' applies to the whole sum: write it after the last game, as in nim + kayles {option}":
    "'{option}' s'applique à toute la somme : écrivez-le après le dernier jeu, comme dans nim + kayles {option}",
  "'{token}' is not a game: after '+' comes a game, one of {games}":
    "'{token}' n'est pas un jeu : après '+' vient un jeu, parmi {games}",
  "expected a game after '+', such as nim or kayles": "un jeu est attendu après '+', comme nim ou kayles",
  "write '{words}' after the game's parameters: the options follow the whole game":
    "écrivez '{words}' après les paramètres du jeu : les options suivent le jeu entier",
  "write '{words}' after '{params}': the options follow the whole game, as in {game} {params} {words}":
    "écrivez '{words}' après '{params}' : les options suivent le jeu entier, comme dans {game} {params} {words}",
  "Move '{words}' after '{params}'": "Déplacer '{words}' après '{params}'",
  "expected an amount, found '{token}'": "quantité attendue, au lieu de '{token}'",
  'expected an amount': 'quantité attendue',
  "'{option}' is repeated": "'{option}' est répété",
  "'{option}' contradicts '{other}': a game is either normal or misère":
    "'{option}' contredit '{other}' : un jeu est soit normal, soit misère",
  "unknown option '{word}': did you mean '{guess}'? The options are normal and misere":
    "option inconnue '{word}' : vouliez-vous dire '{guess}' ? Les options sont normal et misere",
  "unknown option '{word}': the options are normal and misere":
    "option inconnue '{word}' : les options sont normal et misere",
  "Change to '{text}'": "Remplacer par '{text}'",
  "unexpected '{what}' in a rules line: {game} {takes}, and the options are normal and misere":
    "'{what}' inattendu dans une ligne de règles : {game} {takes}, et les options sont normal et misere",
  "Remove the repeated '{text}'": "Supprimer le '{text}' répété",
  "unknown preference '{word}': use 'prefer fewest', 'prefer fewest, diagonal costs N' or 'prefer fastest'":
    "préférence inconnue '{word}' : utilisez 'prefer fewest', 'prefer fewest, diagonal costs N' ou 'prefer fastest'",
  'prefer what? Use fewest or fastest': 'prefer quoi ? Utilisez fewest ou fastest',
  "expected 'diagonal costs N' after 'prefer fewest,'": "'diagonal costs N' est attendu après 'prefer fewest,'",
  "'diagonal costs' needs a non-negative number of tokens":
    "'diagonal costs' demande un nombre de jetons positif ou nul",
  "expected a position after '{arrow}'": "une position est attendue après '{arrow}'",
  "a claim follows the whole position: write '{claim}' after its last part":
    "une affirmation suit la position entière : écrivez '{claim}' après sa dernière composante",
  "'{text}' is written as positions of {games} are, not as the rules in force write them":
    "'{text}' s'écrit comme les positions de {games}, pas comme les écrivent les règles en vigueur",
  "unexpected '{token}': expected '->', ':', '+' or the end of the line":
    "'{token}' inattendu : on attendait '->', ':', '+' ou la fin de la ligne",
  "unknown claim '{word}': use win (or N, gagnant) or loss (or P, perdant)":
    "affirmation inconnue '{word}' : utilisez win (ou N, gagnant) ou loss (ou P, perdant)",
  "a claim after ':' is missing: win, loss, N or P":
    "il manque une affirmation après ':' : gagnant, perdant, win, loss, N ou P",
  "expected a part after '+' (an empty part is 0)":
    "une composante est attendue après '+' (une composante vide s'écrit 0)",
  'expected a position': 'position attendue',
  "'{word}' is a vertex of the graph, but a line that begins with a game word is a rules line: write ({word}) for a position that begins with it":
    "'{word}' est un sommet du graphe, mais une ligne qui commence par un mot de jeu est une ligne de règles : écrivez ({word}) pour une position qui commence par lui",
  "expected a heap size after ','": "une taille de tas est attendue après ','",
  'a heap cannot hold a negative number of tokens ({number})':
    'un tas ne peut contenir un nombre négatif de jetons ({number})',
  "expected a heap size, found '{token}'": "taille de tas attendue, au lieu de '{token}'",
  'expected a heap size': 'taille de tas attendue',
  "a part in parentheses cannot hold '+': close it with ')' before the '+'":
    "une composante entre parenthèses ne peut contenir '+' : fermez-la par ')' avant le '+'",
  "the position is not closed: ')' is missing": "la position n'est pas fermée : il manque ')'",
  "')' without '('": "')' sans '('",
  "'{word}' is not a game: it follows one on a rules line, as in {example}":
    "'{word}' n'est pas un jeu : il en suit un sur une ligne de règles, comme dans {example}",
  "unknown game '{word}': the games are {games} (the other lines are prefer, practice and positions)":
    "jeu inconnu '{word}' : les jeux sont {games} (les autres lignes sont prefer, practice et des positions)",
  "unknown game '{word}': did you mean '{guess}'? The games are {games}":
    "jeu inconnu '{word}' : vouliez-vous dire '{guess}' ? Les jeux sont {games}",
  "unknown statement '{word}': did you mean '{guess}'? A line is a rules line ({games}), a prefer line, a practice line or a position":
    "instruction inconnue '{word}' : vouliez-vous dire '{guess}' ? Une ligne est une ligne de règles ({games}), une ligne prefer, une ligne practice ou une position",
  'not a rules line': "ce n'est pas une ligne de règles",
  "unexpected '{token}': a line is a rules line, a prefer line, a practice line or a position":
    "'{token}' inattendu : une ligne est une ligne de règles, une ligne prefer, une ligne practice ou une position",

  // ---- positions, claims and game records (positionChecks.ts) ----
  'not analysed: the rules line {line} above has an error':
    'non analysée : la ligne de règles {line} plus haut contient une erreur',
  'verdict unknown: {reason}': 'verdict inconnu : {reason}',
  'this claim cannot be checked: the verdict of {position} is unknown':
    'cette affirmation ne peut être vérifiée : le verdict de {position} est inconnu',
  'wrong claim: {position} is a loss for the player to move: every move leaves a win for the opponent':
    "affirmation fausse : {position} est perdante pour le joueur qui a le trait : tout coup laisse une position gagnante à l'adversaire",
  'wrong claim: {position} is a win for the player to move: {move} → {result}':
    'affirmation fausse : {position} est gagnante pour le joueur qui a le trait : {move} → {result}',
  'wrong claim: {position} is a win for the player to move':
    'affirmation fausse : {position} est gagnante pour le joueur qui a le trait',
  "Correct the claim to '{claim}'": "Corriger l'affirmation en '{claim}'",
  '{position} does not fit the rules': '{position} ne correspond pas aux règles',
  'illegal move {from} → {to}: {reason}': 'coup illégal {from} → {to} : {reason}',
  'Play the winning move {move} → {result}': 'Jouer le coup gagnant {move} → {result}',
  'whether this step is a mistake is unknown: the verdict of {position} is unknown':
    'on ne sait pas si cette étape est une faute : le verdict de {position} est inconnu',
  'whether this step is a mistake is unknown: the verdicts of {first} and {second} are unknown':
    'on ne sait pas si cette étape est une faute : les verdicts de {first} et de {second} sont inconnus',
  '{moves} and perhaps more, not all counted within the budget':
    "{moves} et peut-être d'autres, pas tous comptés dans le budget de recherche",
  '{moves} and {more} more': '{moves} et {more} de plus',
  'mistake: {from} → {to} gives the win away; winning move: {moves}':
    'faute : {from} → {to} laisse échapper la victoire ; coup gagnant : {moves}',
  'mistake: {from} → {to} gives the win away; winning moves: {moves}':
    'faute : {from} → {to} laisse échapper la victoire ; coups gagnants : {moves}',

  // ---- the shape of a position (positionShape.ts) ----
  "'+' joins the parts of a sum of games, but {rules} is one game: write its heaps alone, or a rules line such as nim + kayles":
    "'+' joint les composantes d'une somme de jeux, mais {rules} est un seul jeu : écrivez ses tas seuls, ou une ligne de règles comme nim + kayles",
  "{rules} is a sum of {games} games: a position has {games} parts joined by '+'; this one has {parts}":
    "{rules} est une somme de {games} jeux : une position a {games} composantes jointes par '+' ; celle-ci en a {parts}",
  "'{word}' belongs to {owner}: {game} has no such parameter":
    "'{word}' appartient à {owner} : {game} n'a pas ce paramètre",
  '{name} is played on heaps, written as numbers such as 3 4 5':
    '{name} se joue sur des tas, écrits comme des nombres tels que 3 4 5',
  'part {part} is a position of {name}, played on heaps written as numbers such as 3 4 5':
    'la composante {part} est une position de {name}, qui se joue sur des tas écrits comme des nombres tels que 3 4 5',
  '{name} is played on exactly {need} heaps; this position has {count}':
    '{name} se joue sur exactement {need} tas ; cette position en a {count}',
  'part {part} is a position of {name}, played on exactly {need} heaps; it has {count}':
    'la composante {part} est une position de {name}, qui se joue sur exactement {need} tas ; elle en a {count}',
  'part {part}: {message}': 'partie {part} : {message}',
};
