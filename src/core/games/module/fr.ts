// French for game modules (this folder): the rules line, the checks of a module's answers, its reasons.
import { type Catalogue } from '../../l10n/fr/catalogue';

export const FR_MODULE: Catalogue = {
  'its positions come back, so its formula is not checked by search and not used':
    'ses positions reviennent : sa formule n’est ni vérifiée par la recherche ni utilisée',
  'it gives no samples to check its formula on, so the formula is not used':
    'il ne donne pas d’exemples sur lesquels vérifier sa formule : elle n’est pas utilisée',
  'its samples reach more than {count} positions, too many to check its formula on: it is not used':
    'ses exemples mènent à plus de {count} positions, trop pour y vérifier sa formule : elle n’est pas utilisée',
  'exhaustive search could not check its formula within {budget} steps: it is not used':
    'la recherche exhaustive n’a pas pu vérifier sa formule en {budget} étapes : elle n’est pas utilisée',
  "its formula gives the Grundy value {said} to '{position}', exhaustive search {found}: it is not used":
    "sa formule donne la valeur de Grundy {said} à '{position}', la recherche exhaustive {found} : elle n’est pas utilisée",
  "its formula says '{position}' is a {said}, exhaustive search a {found}: it is not used":
    "sa formule dit que '{position}' est {said}, la recherche exhaustive {found} : elle n’est pas utilisée",
  "{name}'s formula, checked against exhaustive search on {count} positions":
    'formule de {name}, vérifiée par recherche exhaustive sur {count} positions',
  "{name}'s module gives a closed form: {said}.": 'Le module de {name} donne une formule : {said}.',
  'It was used only after exhaustive search agreed with it on the {count} positions its samples reach.':
    'Elle n’a été utilisée qu’après accord de la recherche exhaustive sur les {count} positions où mènent ses exemples.',
  'a loss for the player to move': 'perdante pour le joueur qui a le trait',
  'a win for the player to move': 'gagnante pour le joueur qui a le trait',
  'game modules run only in a worker that loaded them (the command line with --allow-modules)':
    'les modules de jeu ne s’exécutent que dans un worker qui les a chargés (la ligne de commande avec --allow-modules)',
  '{name} positions are written as its module reads them':
    'les positions de {name} s’écrivent comme son module les lit',
  'not a position of a game module': 'pas une position d’un module de jeu',
  'game needs the path of a module, relative to the worksheet: game ./cram.mjs':
    'game demande le chemin d’un module, relatif à la feuille : game ./cram.mjs',
  "'{path}' is not a module path: a game module is a .mjs or .js file named relative to the worksheet, as in game ./cram.mjs":
    "'{path}' n’est pas le chemin d’un module : un module de jeu est un fichier .mjs ou .js nommé relativement à la feuille, comme dans game ./cram.mjs",
  'the game module {path} does not run: {reason}': 'le module de jeu {path} ne s’exécute pas : {reason}',
  '{name}: {message}': '{name} : {message}',
  '{name}: {reason}': '{name} : {reason}',
  'misère play by retrograde analysis of {count} positions': 'jeu misère par analyse rétrograde de {count} positions',
  'retrograde analysis of {count} positions': 'analyse rétrograde de {count} positions',
  'Retrograde analysis of the {count} positions reachable (a player who cannot move loses; positions neither player can force are draws).':
    'Analyse rétrograde des {count} positions accessibles (un joueur qui ne peut pas jouer perd ; les positions qu’aucun joueur ne peut forcer sont nulles).',
  'unknown: {name} has positions that come back, decided by retrograde analysis of the positions reachable, which stopped at the budget of {budget} after finding {count} positions':
    'inconnu : {name} a des positions qui reviennent, décidées par analyse rétrograde des positions accessibles, arrêtée au budget de {budget} après avoir trouvé {count} positions',
  'mex of its moves: {value}': 'mex de ses coups : {value}',
  "{value} by the module's formula (checked by search on {count} positions)":
    '{value} par la formule du module (vérifiée par recherche sur {count} positions)',
  '{name} has positions that come back: its values in sums are not computed':
    '{name} a des positions qui reviennent : ses valeurs dans les sommes ne sont pas calculées',
  'no move of {name} leads from {from} to {to}': 'aucun coup de {name} ne mène de {from} à {to}',
  "takes a module's path relative to the worksheet and the module's parameters, as in game ./cram.mjs 4x5":
    'prend le chemin d’un module relatif à la feuille et les paramètres du module, comme dans game ./cram.mjs 4x5',
  '{name} gives no sample positions to practise on': '{name} ne donne pas de positions d’exemple pour s’entraîner',
  '{name}, a game module: choose a move from the list.': '{name}, un module de jeu : choisir un coup dans la liste.',
  '{name}: {position}': '{name} : {position}',
  'a value that cannot be written': 'une valeur qui ne peut pas s’écrire',
  'it has no default export: export default the game (docs/game-modules.md)':
    'il n’a pas d’export par défaut : export default le jeu (docs/game-modules.md)',
  'its game has no name: a line of at most {max} characters':
    'son jeu n’a pas de nom : une ligne d’au plus {max} caractères',
  'its game has no function {name}': 'son jeu n’a pas de fonction {name}',
  "its game's {name} is not a function": "le {name} de son jeu n'est pas une fonction",
  "its game's cycles is not true or false": "le cycles de son jeu n'est ni true ni false",
  '{reason}; the move list stands in for it': '{reason} ; la liste des coups la remplace',
  'reading its export threw: {message}': 'la lecture de son export a levé une erreur : {message}',
  'the game module threw in {function}: {message}': 'le module de jeu a levé une erreur dans {function} : {message}',
  "the game module's {function} answered no value and no error":
    'la fonction {function} du module de jeu n’a répondu ni valeur ni erreur',
  "the game module's {function} answered an error that is not text":
    'la fonction {function} du module de jeu a répondu une erreur qui n’est pas du texte',
  "the game module's {function} answered a range outside the text":
    'la fonction {function} du module de jeu a répondu une plage hors du texte',
  '{name} takes no parameters': '{name} ne prend pas de paramètres',
  'the game module refused its parameters: {message}': 'le module de jeu a refusé ses paramètres : {message}',
  'the game module wrote a position that is not text ({what})':
    'le module de jeu a écrit une position qui n’est pas du texte ({what})',
  'the game module wrote a position of {count} characters, more than {max}':
    'le module de jeu a écrit une position de {count} caractères, plus de {max}',
  "the game module wrote '{text}', which a worksheet line cannot hold (a line break, '+', ':', '->', or a '#' alone)":
    "le module de jeu a écrit '{text}', qu’une ligne de feuille ne peut pas contenir (un saut de ligne, '+', ':', '->' ou un '#' seul)",
  "the game module writes '{text}' as '{written}', which it does not read back: {message}":
    "le module de jeu écrit '{text}' comme '{written}', qu’il ne relit pas : {message}",
  "the game module does not read its own position '{text}': {message}":
    "le module de jeu ne lit pas sa propre position '{text}' : {message}",
  "the game module's moves answered no list of moves":
    'la fonction moves du module de jeu n’a pas répondu de liste de coups',
  'the game module answered more than {max} moves from one position':
    'le module de jeu a répondu plus de {max} coups depuis une position',
  'the game module answered a move that is not an object': 'le module de jeu a répondu un coup qui n’est pas un objet',
  'the game module answered a move whose text is not a line of at most {max} characters':
    'le module de jeu a répondu un coup dont le texte n’est pas une ligne d’au plus {max} caractères',
  "the game module's move '{move}' leads to '{text}', which does not read back as a position: {message}":
    "le coup '{move}' du module de jeu mène à '{text}', qui ne se relit pas comme une position : {message}",
  "the game module's key of '{text}' is not a string": "la clé de '{text}' du module de jeu n’est pas une chaîne",
  "the game module's key of '{text}' has more than {max} characters":
    "la clé de '{text}' du module de jeu a plus de {max} caractères",
  "the game module's Grundy value of '{text}' is not a whole number":
    "la valeur de Grundy de '{text}' du module de jeu n’est pas un nombre entier",
  "the game module's outcome of '{text}' is not win, loss or null":
    "l’issue de '{text}' du module de jeu n’est ni win, ni loss, ni null",
  "the game module's samples answered no list": 'la fonction samples du module de jeu n’a pas répondu de liste',
  'the game module answered more than {max} samples': 'le module de jeu a répondu plus de {max} exemples',
  "the game module answered a sample that is not a position's text":
    'le module de jeu a répondu un exemple qui n’est pas le texte d’une position',
  "the game module's sample '{text}' does not read: {message}":
    "l’exemple '{text}' du module de jeu ne se lit pas : {message}",
  'the game module answered a picture that is not an object':
    'le module de jeu a répondu une image qui n’est pas un objet',
  "the game module's picture has no svg text": 'l’image du module de jeu n’a pas de texte svg',
  "the game module's picture is refused: {reason}": 'l’image du module de jeu est refusée : {reason}',
  "the game module's picture regions are not a list of at most {max}":
    'les régions de l’image du module de jeu ne sont pas une liste d’au plus {max}',
  "the game module's picture has a region that is not an element id and a move's text":
    'l’image du module de jeu a une région qui n’est pas un id d’élément et le texte d’un coup',
  "the game module's picture has a region '{id}' that is no element of it":
    "l’image du module de jeu a une région '{id}' qui n’est aucun de ses éléments",
  'its picture has {count} characters, more than {max}': 'son image a {count} caractères, plus de {max}',
  'its picture is not one <svg> element': 'son image n’est pas un seul élément <svg>',
  'its picture declares entities or instructions': 'son image déclare des entités ou des instructions',
  'its picture holds a <{element}> element': 'son image contient un élément <{element}>',
  'its picture has an event attribute (on…=)': 'son image a un attribut d’évènement (on…=)',
  'its picture refers to a script or data URL': 'son image renvoie à un script ou à une URL data',
  'its picture refers to something outside it ({reference})':
    'son image renvoie à quelque chose hors d’elle ({reference})',
  'its picture imports a style sheet': 'son image importe une feuille de style',
  'Play {move}': 'Jouer {move}',
};
