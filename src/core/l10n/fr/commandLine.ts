// French for the command line (src/cli). The `nim-lens: FILE:LINE:COLUMN:` prefixes, the command
// and option names and the JSON stay as they are; the words around them are French.
import { type Catalogue } from './catalogue';

export const FR_CLI: Catalogue = {
  // The help (main.ts).
  [`usage: nim-lens check [--json] [--budget N] FILE...
       nim-lens grade [--json] [--budget N] FILE...
       nim-lens puzzles --rules RULES [--count N] [--seed N] [--level 1|2|3]
       nim-lens table --rules RULES [--count N] [--json] [--svg FILE]

check     Checks .nim worksheets: a verdict for every position, errors for bad
          syntax, illegal moves and wrong claims, warnings for mistakes in records.
          Exit status: 0 no errors, 1 errors found, 2 usage error or unreadable file.
grade     Counts per file the claims right and wrong, the positions with neither
          a claim nor a record (missing) and the mistakes in records.
          Exit status: 0, or 2 when a file cannot be read.
puzzles   Writes a practice sheet: positions that are losses or wins with exactly
          one winning move, harder with the level (default 1), 10 unless --count,
          the same for the same --seed (one is chosen and written when not given).
table     Writes the Grundy values of one heap, G(0) to G(N - 1) (1000 unless
          --count), the largest, and the period, preperiod and saltus where a
          theorem proves them, with its name; --svg FILE also writes them as a
          scatter plot (heap size across, value up).

  --json        machine-readable report (its schema: docs/cli.md)
  --budget N    work allowed per position for exhaustive search (default {budget})
  --lang fr|en  the language of the answers, for every command (default: the
                first of LC_ALL, LC_MESSAGES and LANG that is set, else English)`]:
    `utilisation : nim-lens check [--json] [--budget N] FICHIER...
              nim-lens grade [--json] [--budget N] FICHIER...
              nim-lens puzzles --rules RÈGLES [--count N] [--seed N] [--level 1|2|3]
              nim-lens table --rules RÈGLES [--count N] [--json] [--svg FICHIER]

check     Vérifie des feuilles .nim : un verdict pour chaque position, une erreur
          pour une syntaxe incorrecte, un coup illégal ou une affirmation fausse,
          un avertissement pour une faute dans un relevé de partie.
          Code de sortie : 0 sans erreur, 1 si des erreurs sont trouvées, 2 pour une
          erreur d'utilisation ou un fichier illisible.
grade     Compte par fichier les affirmations justes et fausses, les positions sans
          affirmation ni relevé (manquantes) et les fautes dans les relevés.
          Code de sortie : 0, ou 2 quand un fichier ne peut pas être lu.
puzzles   Écrit une feuille d'entraînement : des positions perdantes, ou gagnantes
          avec un seul coup gagnant, plus difficiles selon le niveau (1 par défaut),
          10 sauf --count, les mêmes pour la même --seed (une graine est choisie et
          écrite dans la feuille quand elle n'est pas donnée).
table     Écrit les valeurs de Grundy d'un tas, de G(0) à G(N - 1) (1000 sauf
          --count), la plus grande, et la période, la prépériode et le saut (saltus)
          quand un théorème les démontre, avec son nom ; --svg FICHIER les écrit
          aussi en nuage de points (taille du tas en abscisse, valeur en ordonnée).

  --json        rapport lisible par une machine (son schéma : docs/cli.md)
  --budget N    travail permis par position pour la recherche exhaustive
                (budget de recherche, {budget} par défaut)
  --lang fr|en  la langue des réponses, pour toutes les commandes (par défaut : la
                première de LC_ALL, LC_MESSAGES et LANG qui est définie, sinon
                l'anglais)`,

  // Usage errors (main.ts).
  '--lang needs a language: fr or en': '--lang demande une langue : fr ou en',
  "--lang is fr or en, not '{value}'": "--lang vaut fr ou en, pas '{value}'",
  "unknown command '{command}'": "commande inconnue '{command}'",
  'puzzles needs --rules, e.g. --rules "nim" or --rules "kayles"':
    'puzzles demande --rules, par exemple --rules "nim" ou --rules "kayles"',
  'table needs --rules, e.g. --rules "kayles" or --rules "grundy"':
    'table demande --rules, par exemple --rules "kayles" ou --rules "grundy"',
  'no file to check': 'aucun fichier à vérifier',
  'no file to grade': 'aucun fichier à noter',
  "--budget needs a positive whole number, not '{value}'":
    "--budget demande un nombre entier strictement positif, pas '{value}'",
  // Node's own messages for a bad option, as its English words them.
  [`Unknown option '{option}'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- "{option}"`]: `Option inconnue '{option}'. Pour donner un argument qui commence par '-', placez-le à la fin de la commande après '--', comme dans '-- "{option}"'`,
  "Unknown option '{option}'": "Option inconnue '{option}'",
  "Option '{option} <value>' argument missing": "Il manque la valeur de l'option '{option} <valeur>'",
  "Option '{option}' does not take an argument": "L'option '{option}' ne prend pas de valeur",
  "Unexpected argument '{argument}'. This command does not take positional arguments":
    "Argument inattendu '{argument}'. Cette commande ne prend pas d'autre argument que ses options",
  'standard output is closed ({code})': 'la sortie standard est fermée ({code})',
  'standard output is closed (unknown error)': 'la sortie standard est fermée (erreur inconnue)',
  'cannot write the output: {message}': "impossible d'écrire la sortie : {message}",
  'internal error: {message}': 'erreur interne : {message}',

  // Files that cannot be read (readWorksheet.ts).
  'no such file': 'fichier introuvable',
  'permission denied': 'permission refusée',
  'cannot read ({code})': 'lecture impossible ({code})',
  'is a directory, not a worksheet': "c'est un dossier, pas une feuille",
  'is not a regular file': "ce n'est pas un fichier ordinaire",
  'is {size} MiB; worksheets over {limit} MiB are not analysed':
    'le fichier fait {size} Mio ; les feuilles de plus de {limit} Mio ne sont pas analysées',
  'holds binary data (a NUL byte), not a UTF-8 worksheet':
    "le fichier contient des données binaires (un octet NUL), ce n'est pas une feuille en UTF-8",
  'is not valid UTF-8 text': "ce n'est pas du texte UTF-8 valide",

  // The report of check (report.ts).
  'not analysed: the position does not fit the rules (heaps or parts)':
    'non analysée : la position ne correspond pas aux règles (tas ou composantes)',
  'not analysed: the rules line has an error': 'non analysée : la ligne de règles a une erreur',
  'error: {message}': 'erreur : {message}',
  'warning: {message}': 'avertissement : {message}',
  'information: {message}': 'remarque : {message}',
  '{path}: {positions}, {errors}, {warnings}': '{path} : {positions}, {errors}, {warnings}',
  '{count} position': '{count} position analysée',
  '{count} positions': '{count} positions analysées',
  '{count} error': '{count} erreur',
  '{count} errors': '{count} erreurs',
  '{count} warning': '{count} avertissement',
  '{count} warnings': '{count} avertissements',

  // Progress on a terminal (progress.ts).
  'checking {path}: line {line} of {lines}': 'vérification de {path} : ligne {line} sur {lines}',
  'checking {path} (file {file} of {files}): line {line} of {lines}':
    'vérification de {path} (fichier {file} sur {files}) : ligne {line} sur {lines}',
  'grading {path}: line {line} of {lines}': 'notation de {path} : ligne {line} sur {lines}',
  'grading {path} (file {file} of {files}): line {line} of {lines}':
    'notation de {path} (fichier {file} sur {files}) : ligne {line} sur {lines}',

  // grade (grade.ts): the counts come after their names, which then need no agreement.
  '{path}: {right} right, {wrong} wrong, {missing} missing, {mistakes}{undecided} {positions}':
    '{path} : justes {right}, fausses {wrong}, manquantes {missing}, {mistakes}{undecided} {positions}',
  '{count} mistake in records': 'fautes dans les relevés {count}',
  '{count} mistakes in records': 'fautes dans les relevés {count}',
  ', {count} undecided (verdict unknown)': ', indécises {count} (verdict inconnu)',
  '({count} position)': '(sur {count} position)',
  '({count} positions)': '(sur {count} positions)',

  // puzzles and table (puzzles.ts, table.ts).
  "--rules '{rules}': {message}": "--rules '{rules}' : {message}",
  "--count needs a whole number from 1 to {max}, not '{value}'":
    "--count demande un nombre entier de 1 à {max}, pas '{value}'",
  "--seed needs a whole number (up to 9 digits), not '{value}'":
    "--seed demande un nombre entier (de 9 chiffres au plus), pas '{value}'",
  "--level is 1, 2 or 3, not '{value}'": "--level vaut 1, 2 ou 3, pas '{value}'",
  'only {count} different puzzles of level {level} were found for these rules: most of their positions at this level are beyond the search budget; try a lower level':
    'seulement {count} problèmes différents de niveau {level} trouvés pour ces règles : la plupart de leurs positions de ce niveau dépassent le budget de recherche ; essayez un niveau plus bas',
  'only {count} different puzzles of level {level} were found within {seconds} seconds; try a lower level':
    'seulement {count} problèmes différents de niveau {level} trouvés en {seconds} secondes ; essayez un niveau plus bas',
  'only {count} different puzzles of level {level} were found for these rules':
    'problèmes différents de niveau {level} trouvés pour ces règles : {count} seulement',
  'a table of Grundy values is of normal play; write the rules without misere':
    'une table des valeurs de Grundy est celle du jeu normal ; écrivez les règles sans misere',
  'table of {rules}: {done} of {count} values': 'table de {rules} : {done} valeurs sur {count}',
  '{rules} is not a game of one heap: a table lists the values of one heap':
    "{rules} n'est pas un jeu à un tas : une table donne les valeurs d'un seul tas",
  'cannot write {file}: {message}': "impossible d'écrire {file} : {message}",
  'Grundy values of {title}, G(0) to G({last}):': 'Valeurs de Grundy de {title}, de G(0) à G({last}) :',
  'largest value: {largest}': 'plus grande valeur : {largest}',
  'period {period} from {preperiod}: {proof}': 'période {period} à partir de {preperiod} : {proof}',
  'period {period} from {preperiod}, saltus {saltus} (G(n + {period}) = G(n) + {saltus}): {proof}':
    'période {period} à partir de {preperiod}, saut (saltus) {saltus} (G(n + {period}) = G(n) + {saltus}) : {proof}',
  'no period proved: {proof}': 'aucune période démontrée : {proof}',
  '(the table stops at G({last}): the values beyond it are not known)':
    "(la table s'arrête à G({last}) : les valeurs au-delà ne sont pas connues)",
};
