// French for the command line (src/cli). The `nim-lens: FILE:LINE:COLUMN:` prefixes, the command
// and option names and the JSON stay as they are; the words around them are French.
import { type Catalogue } from './catalogue';

export const FR_CLI: Catalogue = {
  // Game modules (check.ts, moduleCheck.ts).
  'the game module did not answer within {seconds} s: it was stopped':
    'le module de jeu n’a pas répondu en {seconds} s : il a été arrêté',
  'the game module used more than {mb} MB of memory: it was stopped':
    'le module de jeu a utilisé plus de {mb} Mo de mémoire : il a été arrêté',
  'the game module stopped its worker: {message}': 'le module de jeu a arrêté son worker : {message}',
  'the game module stopped its worker': 'le module de jeu a arrêté son worker',
  'nim-lens runs game modules only with --allow-modules (a module is code: run it only if you trust it)':
    'nim-lens n’exécute les modules de jeu qu’avec --allow-modules (un module est du code : ne l’exécuter que si vous lui faites confiance)',
  // Usage errors (main.ts).
  '--lang needs a language: fr or en': '--lang demande une langue : fr ou en',
  "--lang is fr or en, not '{value}'": "--lang vaut fr ou en, pas '{value}'",
  "unknown command '{command}'": "commande inconnue '{command}'",
  "unknown command '{command}'; did you mean {guess}?": "commande inconnue '{command}' ; vouliez-vous dire {guess} ?",
  '{option} is not a command: the command comes first, as in nim-lens check --json FILE':
    "{option} n'est pas une commande : la commande vient d'abord, comme dans nim-lens check --json FICHIER",
  'puzzles needs --rules, e.g. --rules "nim" or --rules "kayles"':
    'puzzles demande --rules, par exemple --rules "nim" ou --rules "kayles"',
  'table needs --rules, e.g. --rules "kayles" or --rules "grundy"':
    'table demande --rules, par exemple --rules "kayles" ou --rules "grundy"',
  'no file to check': 'aucun fichier à vérifier',
  'no file to grade': 'aucun fichier à noter',
  "--budget needs a positive whole number of at most 15 digits, not '{value}'":
    "--budget demande un nombre entier strictement positif d’au plus 15 chiffres, pas '{value}'",
  // A command's options (options.ts).
  'unknown option {option}': 'option inconnue {option}',
  'unknown option {option}; did you mean --{guess}?': 'option inconnue {option} ; vouliez-vous dire --{guess} ?',
  '{command} has no option --{option} (it is an option of {commands})':
    "{command} n'a pas d'option --{option} (c'est une option de {commands})",
  '--{option} needs a value': '--{option} demande une valeur',
  '--{option} takes no value': '--{option} ne prend pas de valeur',
  "unexpected argument '{argument}': {command} takes options only":
    "argument inattendu '{argument}' : {command} ne prend que des options",
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
  // `period` (period.ts).
  'period needs --rules, e.g. --rules "octal 0.56"': 'period demande --rules, par exemple --rules "octal 0.56"',
  // quotient.ts
  'quotient needs --rules or a pattern, e.g. --rules "octal 0.75" or 0.??':
    'quotient demande --rules ou un motif, par exemple --rules "octal 0.75" ou 0.??',
  'quotient takes --rules or a pattern (or --merge), not both':
    'quotient prend --rules ou un motif (ou --merge), pas les deux',
  '--{option} is for a pattern of codes, not --rules': '--{option} est pour un motif de codes, pas pour --rules',
  // The sweep of quotients (quotientSweep.ts, quotientSweepCodes.ts).
  'quotient needs one pattern, such as 0.?? or 4.?, or --rules':
    'quotient demande un motif, comme 0.?? ou 4.?, ou --rules',
  'quotient --merge needs the files of the shards': 'quotient --merge demande les fichiers des parts',
  '{file} holds the quotients of {other}, not of {sweep}: only shards of one sweep merge':
    '{file} contient les quotients de {other}, pas de {sweep} : seules les parts d’un même balayage se joignent',
  '{file} holds the quotients of {other}, not of {sweep}: choose another --out':
    '{file} contient les quotients de {other}, pas de {sweep} : choisissez un autre --out',
  'the files hold no line of a sweep of quotients': 'les fichiers ne contiennent aucune ligne de balayage de quotients',
  '{file}, line {line}: not a line of a sweep of quotients':
    '{file}, ligne {line} : pas une ligne de balayage de quotients',
  'quotient {pattern}: {codes} to compute, {workers} at a time, a budget of {budget} each\n':
    'quotient {pattern} : {codes} à calculer, {workers} à la fois, un budget de {budget} chacun\n',
  'quotient {pattern}: {done} of {total} codes, {final} final, {partial} partial; computing {codes}':
    'quotient {pattern} : {done} codes sur {total}, {final} définitifs, {partial} partiels ; en calcul {codes}',
  '{code} (heap {heap})': '{code} (tas {heap})',
  'Misère quotients of {pattern}, heaps up to {maxHeap}, a budget of {budget} a code: {codes}, {final} final (Φ’s period proved), {partial} partial':
    'Quotients misère de {pattern}, tas jusqu’à {maxHeap}, un budget de {budget} par code : {codes}, {final} définitifs (période de Φ démontrée), {partial} partiels',
  '| code | heaps proved | \\|Q\\| | \\|P\\| | quotient | Φ’s period | same quotient and Φ as |':
    '| code | tas démontrés | \\|Q\\| | \\|P\\| | quotient | période de Φ | même quotient et même Φ que |',
  'partial: budget spent': 'partiel : budget dépensé',
  'partial: --max-heap reached': 'partiel : --max-heap atteint',
  'partial: a table failed a check': 'partiel : une table a échoué à une vérification',
  'final, tame': 'définitif, docile',
  'final, wild': 'définitif, sauvage',
  '{period} from heap {preperiod}': '{period} à partir du tas {preperiod}',
  '{code} (to heap {heap})': '{code} (jusqu’au tas {heap})',
  "--max-heap needs a whole number from 1 to {most}, not '{value}'":
    "--max-heap demande un nombre entier de 1 à {most}, pas '{value}'",
  '{rules} has no misère quotient here: quotient works on take-and-break codes without modifiers or a repeating tail whose moves leave at most two heaps':
    "{rules} n'a pas de quotient misère ici : quotient traite les codes de prise et de coupe sans modificateur ni partie répétée dont les coups laissent au plus deux tas",
  'quotient of {rules}: heaps up to {heap} proved (order {order}), {seconds} s, {positions} positions kept':
    'quotient de {rules} : tas démontrés jusqu’à {heap} (ordre {order}), {seconds} s, {positions} positions gardées',
  'stopped at once by a second Ctrl-C: nothing is written':
    'arrêté tout de suite par un second Ctrl-C : rien n’est écrit',
  'stopped by Ctrl-C before heap 1 was proved': 'arrêté par Ctrl-C avant que le tas 1 soit démontré',
  'the budget of {budget} ran out before heap 1 was proved':
    'le budget de {budget} est épuisé avant que le tas 1 soit démontré',
  'stopped at heap {heap}: the budget of {budget} is spent (--budget)':
    'arrêté au tas {heap} : le budget de {budget} est dépensé (--budget)',
  'stopped at heap {heap} by Ctrl-C': 'arrêté au tas {heap} par Ctrl-C',
  '{rules} (misère): quotient of order {order}, found at heap {heap}':
    '{rules} (misère) : quotient d’ordre {order}, trouvé au tas {heap}',
  '{rules} (misère): no period proved up to heap {heap}; the quotient of the heaps up to it has order {order}':
    '{rules} (misère) : aucune période démontrée jusqu’au tas {heap} ; le quotient des tas jusque-là est d’ordre {order}',
  'presentation: {presentation}': 'présentation : {presentation}',
  'the table found at heap {heap} failed a check ({failure}): the quotient stops at heap {level}':
    "la table trouvée au tas {heap} a échoué à une vérification ({failure}) : le quotient s'arrête au tas {level}",
  'generators: {generators}': 'générateurs : {generators}',
  'Φ(n) for n ≥ {preperiod}: {block}, again and again': 'Φ(n) pour n ≥ {preperiod} : {block}, encore et encore',
  'period {period} from heap {preperiod}: Φ(n + {period}) = Φ(n) for every n ≥ {preperiod}':
    'période {period} à partir du tas {preperiod} : Φ(n + {period}) = Φ(n) pour tout n ≥ {preperiod}',
  'tame: the quotient is {form}': 'docile : le quotient est {form}',
  "wild: the quotient is not misère Nim's": "sauvage : le quotient n'est pas celui du Nim misère",
  'table:': 'table :',
  'new classes at heaps {heaps}': 'nouvelles classes aux tas {heaps}',
  'time: {seconds} s, {work} units of work': 'temps : {seconds} s, {work} unités de travail',
  'certificate: the types of positions of heaps up to {level} checked, {types} kept and every other dominated by one of them (a class is in P exactly when the position has a move and none to P); the monoid laws checked on its table; reduced (no two classes are P-indistinguishable)':
    "certificat : les types de positions de tas jusqu'à {level} vérifiés, {types} gardés et chacun des autres dominé par l'un d'eux (une classe est dans P exactement quand la position a un coup et aucun vers P) ; les lois du monoïde vérifiées sur sa table ; réduit (aucune paire de classes P-indiscernables)",
  "{count} of the heaps proved an old class by mex interpolation instead (a decided position of that class whose options' classes are among the heap's, and options compatible with it)":
    "{count} des tas prouvés d'une ancienne classe par interpolation du mex (une position décidée de cette classe dont les classes des options sont parmi celles du tas, et des options compatibles avec elle)",
  'Φ(n + {period}) = Φ(n) for {preperiod} ≤ n ≤ {last}, and the heaps from 2·{n0} + 2·{period} + {k} = {from} on have the types of the heaps {period} below them, all checked: every heap size':
    'Φ(n + {period}) = Φ(n) pour {preperiod} ≤ n ≤ {last}, et les tas à partir de 2·{n0} + 2·{period} + {k} = {from} ont les types des tas {period} plus bas, tous vérifiés : toute taille de tas',
  "--max needs a whole number from 2 to {most}, not '{value}'":
    "--max demande un nombre entier de 2 à {most}, pas '{value}'",
  'generalised Guy–Smith (M = {heaps}, k = {removal}): G(n + {period}) = G(n) for {from} ≤ n < {to}, hence for every n ≥ {preperiod}':
    'Guy–Smith généralisé (M = {heaps}, k = {removal}) : G(n + {period}) = G(n) pour {from} ≤ n < {to}, donc pour tout n ≥ {preperiod}',
  'no period up to {count} values': 'aucune période sur les {count} premières valeurs',
  'no sparse space: every value is computed from all the splits ({method})':
    'pas d’espace creux : chaque valeur est calculée sur toutes les coupes ({method})',
  'mask {mask} ({binary}){twist}, {count} rare heap sizes, the last {last}':
    'masque {mask} ({binary}){twist}, {count} tailles de tas rares, la dernière {last}',
  ' twisted by the parity of the heap': ' tordu par la parité du tas',
  'a period of Grundy values is of normal play; write the rules without misere':
    'une période des valeurs de Grundy est celle du jeu normal ; écrivez les règles sans misere',
  '{rules} is not a take-and-break game: period computes the values of one heap of a code':
    "{rules} n'est pas un jeu de prise et de coupe : period calcule les valeurs d'un tas d'un code",
  '{count} values need up to {bytes} of memory and {limit}: use --max {most} or less':
    '{count} valeurs demandent jusqu’à {bytes} de mémoire et {limit} : utilisez --max {most} ou moins',
  'too little memory for a table of values: {limit}': 'trop peu de mémoire pour une table de valeurs : {limit}',
  // The limits of memory.ts, which end those sentences.
  'this machine has {total}': 'cette machine a {total}',
  'this process may use {total} (the limit of its control group)':
    'ce processus peut utiliser {total} (la limite de son groupe de contrôle)',
  'the address space is limited to {total} (ulimit -v), and Node and its threads reserve {used} of it':
    'l’espace d’adressage est limité à {total} (ulimit -v), dont Node et ses fils réservent {used}',
  'period of {rules}: up to {count} values, up to {bytes} of memory\n':
    'période de {rules} : jusqu’à {count} valeurs, jusqu’à {bytes} de mémoire\n',
  'period of {rules}: {done} values, {rate} a second, {rare} rare, largest {largest}':
    'période de {rules} : {done} valeurs, {rate} par seconde, {rare} rares, la plus grande {largest}',
  '{rules}: period {period} from {preperiod}, proved by the first {provedAt} values':
    '{rules} : période {period} à partir de {preperiod}, démontrée par les {provedAt} premières valeurs',
  '{rules}: no period up to {count} values': '{rules} : aucune période sur les {count} premières valeurs',
  'proof: {proof}': 'preuve : {proof}',
  'values computed: {count}, the largest {largest}': 'valeurs calculées : {count}, la plus grande {largest}',
  'sparse space: {sparse}': 'espace creux : {sparse}',
  'time: {seconds} s, memory at most {bytes}': 'temps : {seconds} s, mémoire au plus {bytes}',
  '(up to {count} values: {limit}, too little for the default 10⁹)':
    '(jusqu’à {count} valeurs : {limit}, trop peu pour les 10⁹ par défaut)',

  // `sweep` (sweep.ts, sweepCodes.ts).
  "a pattern is a code with '?' for any octal digit after the point, such as 0.??? or 4.??, not '{pattern}'":
    "un motif est un code avec '?' pour tout chiffre octal après le point, comme 0.??? ou 4.??, pas '{pattern}'",
  'a pattern names at most {most} codes (five ?)': 'un motif désigne au plus {most} codes (cinq ?)',
  '{pattern}: {code} is not a code: {message}': '{pattern} : {code} n’est pas un code : {message}',
  '{pattern} names no code that allows a move': '{pattern} ne désigne aucun code qui permette un coup',
  'sweep needs one pattern, such as 0.??? or 4.??': 'sweep demande un motif, comme 0.??? ou 4.??',
  'sweep --merge needs the files of the shards': 'sweep --merge demande les fichiers des parts',
  "--jobs needs a whole number from 1 to 999, not '{value}'":
    "--jobs demande un nombre entier de 1 à 999, pas '{value}'",
  "--shard is K/M with 0 ≤ K < M (this machine's part K of M), not '{value}'":
    "--shard s'écrit K/M avec 0 ≤ K < M (la part K sur M de cette machine), pas '{value}'",
  '{jobs} jobs of {count} values need up to {bytes} of memory and {limit}: use --jobs {most} or fewer, or a smaller --max':
    '{jobs} calculs de {count} valeurs demandent jusqu’à {bytes} de mémoire et {limit} : utilisez --jobs {most} ou moins, ou un --max plus petit',
  'one job of {count} values needs up to {bytes} of memory and {limit}: use --max {most} or less':
    'un calcul de {count} valeurs demande jusqu’à {bytes} de mémoire et {limit} : utilisez --max {most} ou moins',
  'sweep {pattern}: {codes} to compute, {workers} at a time, up to {bytes} of memory\n':
    'balayage {pattern} : {codes} à calculer, {workers} à la fois, jusqu’à {bytes} de mémoire\n',
  'cannot read {file}: {message}': 'impossible de lire {file} : {message}',
  '{file}, line {line}: heap {heap} where heap {expected} was expected (the heaps go 1, 2, 3, …, one a line)':
    '{file}, ligne {line} : le tas {heap} là où le tas {expected} était attendu (les tas vont 1, 2, 3, …, un par ligne)',
  '{file}, line {line}: its heaps where classes were added ({written}) are not those where the orders of its tables grew ({found})':
    '{file}, ligne {line} : ses tas où des classes ont été ajoutées ({written}) ne sont pas ceux où l’ordre de ses tables a crû ({found})',
  'stopped by Ctrl-C with {done} of {codes} done: their lines are in {file}, and the same command goes on from there':
    'arrêté par Ctrl-C après {done} sur {codes} : leurs lignes sont dans {file}, et la même commande reprend à partir de là',
  'stopped by Ctrl-C with {done} of {codes} done (with --out FILE, the next run would go on from there)':
    'arrêté par Ctrl-C après {done} sur {codes} (avec --out FICHIER, la prochaine exécution reprendrait à partir de là)',
  'a misère quotient is of misère play; write the rules without normal':
    'un quotient misère est celui du jeu misère ; écrivez les règles sans normal',
  '--merge joins the files of the shards as they are: --{option} is not used with it':
    '--merge joint les fichiers des parts tels qu’ils sont : --{option} ne sert pas avec lui',
  "'{file}' is a pattern, not a file: --merge takes only the files of the shards, which hold it":
    "'{file}' est un motif, pas un fichier : --merge ne prend que les fichiers des parts, qui le contiennent",
  'it has {bytes} bytes, more than the {most} a file read back may have':
    'il a {bytes} octets, plus que les {most} qu’un fichier relu peut avoir',
  '{file}, line {line}: not a line of a sweep': '{file}, ligne {line} : pas une ligne de balayage',
  '{file}, line {line}: not a line of a quotient': '{file}, ligne {line} : pas une ligne de quotient',
  '{file}, line {line}: a quotient of {other}, not of {rules}: choose another --out':
    '{file}, ligne {line} : un quotient de {other}, pas de {rules} : choisissez un autre --out',
  '{file}: the quotient it holds is refused ({reason})': '{file} : le quotient qu’il contient est refusé ({reason})',
  '{file} holds the lines of nim-lens {other}, not of nim-lens {command}: choose another --out':
    '{file} contient les lignes de nim-lens {other}, pas de nim-lens {command} : choisissez un autre --out',
  '{file} is a sweep of {other} up to {otherMax}, not of {pattern} up to {max}: choose another --out':
    '{file} est un balayage de {other} jusqu’à {otherMax}, pas de {pattern} jusqu’à {max} : choisissez un autre --out',
  '{file} is a sweep of {other} up to {otherMax}, not of {pattern} up to {max}: only shards of one sweep merge':
    '{file} est un balayage de {other} jusqu’à {otherMax}, pas de {pattern} jusqu’à {max} : seules les parts d’un même balayage se joignent',
  'the files hold no line of a sweep': 'les fichiers ne contiennent aucune ligne de balayage',
  // The files of a sweep (sweepFile.ts, sweepCodes.ts).
  '{file} is a symbolic link: a sweep writes only to a regular file (give the path of the file itself)':
    '{file} est un lien symbolique : un balayage n’écrit que dans un fichier ordinaire (donnez le chemin du fichier lui-même)',
  '{file} is a folder, not a regular file': '{file} est un dossier, pas un fichier ordinaire',
  '{file} is a FIFO, not a regular file': '{file} est un tube nommé (FIFO), pas un fichier ordinaire',
  '{file} is a device, not a regular file': '{file} est un périphérique, pas un fichier ordinaire',
  '{file} is a socket, not a regular file': '{file} est une socket, pas un fichier ordinaire',
  '{file} is not a regular file': '{file} n’est pas un fichier ordinaire',
  '{file}, line {line}: index {index} is outside {pattern} ({codes})':
    '{file}, ligne {line} : l’indice {index} est hors de {pattern} ({codes})',
  '{file}, line {line}: the code at index {index} of {pattern} is {expected}, not {code}':
    '{file}, ligne {line} : le code d’indice {index} de {pattern} est {expected}, pas {code}',
  '{file}, line {line}: the rules of {code} are {rules}, not {written}':
    '{file}, ligne {line} : les règles de {code} sont {rules}, pas {written}',
  '{file}, line {line}: {code} is there twice with different values':
    '{file}, ligne {line} : {code} y est deux fois avec des valeurs différentes',
  '{file}: {code} has other values than in another file':
    '{file} : {code} a d’autres valeurs que dans un autre fichier',
  '{count} codes of {pattern} are in none of the files: {codes}':
    '{count} codes de {pattern} ne sont dans aucun des fichiers : {codes}',
  '{count} code of {pattern} is in none of the files: {codes}':
    '{count} code de {pattern} n’est dans aucun des fichiers : {codes}',
  '{count} code': '{count} code',
  '{count} codes': '{count} codes',
  'a worker thread failed: {message}': 'un fil de calcul a échoué : {message}',
  'a worker thread stopped before {code} was done': 'un fil de calcul s’est arrêté avant d’avoir fini {code}',
  'a worker thread could not compute {code}': 'un fil de calcul n’a pas pu calculer {code}',
  'sweep {pattern}: {done} of {total} codes, {proved} proved, {open} open; computing {codes}':
    'balayage {pattern} : {done} codes sur {total}, {proved} démontrés, {open} ouverts ; en calcul {codes}',
  'Sweep of {pattern} up to {max} values a code: {codes}, {proved} with a period proved, {open} open':
    'Balayage de {pattern} jusqu’à {max} valeurs par code : {codes}, {proved} avec une période démontrée, {open} ouverts',
  '| code | period | proved by | largest | rare sizes (mask: count, last) | same values as |':
    '| code | période | démontrée par | plus grande | tailles rares (masque : nombre, dernière) | mêmes valeurs que |',
  '{period} from {preperiod}': '{period} à partir de {preperiod}',
  'open up to {count}': 'ouvert jusqu’à {count}',
  'no sparse space': 'pas d’espace creux',
  '{code} (the same game)': '{code} (le même jeu)',
  '{code} (up to {max})': '{code} (jusqu’à {max})',
};
