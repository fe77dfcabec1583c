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
  // The help (main.ts).
  [`usage: nim-lens check [--json] [--budget N] [--allow-modules] FILE...
       nim-lens grade [--json] [--budget N] [--allow-modules] FILE...
       nim-lens puzzles --rules RULES [--count N] [--seed N] [--level 1|2|3] [--allow-modules]
       nim-lens table --rules RULES [--count N] [--json] [--svg FILE]
       nim-lens period --rules RULES [--max N] [--json]
       nim-lens sweep PATTERN [--max N] [--jobs J] [--shard K/M] [--out FILE] [--json]
       nim-lens sweep --merge FILE... [--json]
       nim-lens quotient --rules RULES [--max-heap N] [--budget N] [--out FILE] [--json]
       nim-lens quotient PATTERN [--max-heap N] [--budget N] [--jobs J] [--shard K/M]
                [--out FILE] [--json]
       nim-lens quotient --merge FILE... [--json]
       nim-lens COMMAND --help
       nim-lens --version

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
period    Computes G(0), G(1), ... of one heap of a take-and-break code until
          a period is proved (generalised Guy-Smith) or N values (default 10^9,
          as far as memory allows): the period, preperiod, the values the proof
          needs, the largest value and the sparse space used.
sweep     The same for every code of a pattern (? is any octal digit: 0.???
          is 0.000 to 0.777), N values a code (default 100000), J at a time
          (default: the cores); codes with the same values are put in one class.
          --out FILE keeps each code's line as it is done and a new run with
          the same FILE computes only the rest; --shard K/M computes the codes
          whose index is K modulo M (0 <= K < M), --merge joins the shards.
quotient  The misère quotient of a take-and-break code, heap by heap up to N
          (default 100) or until its period is proved: the presentation, order,
          P, the class of every heap and the proof. --budget N bounds its work
          (none unless given); Ctrl-C stops it with what it proved. Given a
          pattern, the quotient of every code, each within --budget N (default
          {budget}), with --jobs, --shard, --out and --merge as sweep has them.

  --json        machine-readable report (its schema: docs/cli.md)
  --budget N    work allowed per position (default {budget}, about a second of
                one core); for quotient, in all (a code, for a pattern)
  --lang fr|en  the language of the answers, for every command (default: the
                first of LC_ALL, LC_MESSAGES and LANG that is set, else English)
  --help, -h    this help; after a command, that command's help and options
  --version     the version of nim-lens`]:
    `utilisation : nim-lens check [--json] [--budget N] [--allow-modules] FICHIER...
              nim-lens grade [--json] [--budget N] [--allow-modules] FICHIER...
              nim-lens puzzles --rules RÈGLES [--count N] [--seed N] [--level 1|2|3] [--allow-modules]
              nim-lens table --rules RÈGLES [--count N] [--json] [--svg FICHIER]
              nim-lens period --rules RÈGLES [--max N] [--json]
              nim-lens sweep MOTIF [--max N] [--jobs J] [--shard K/M] [--out FICHIER] [--json]
              nim-lens sweep --merge FICHIER... [--json]
              nim-lens quotient --rules RÈGLES [--max-heap N] [--budget N] [--out FICHIER] [--json]
              nim-lens quotient MOTIF [--max-heap N] [--budget N] [--jobs J] [--shard K/M]
                       [--out FICHIER] [--json]
              nim-lens quotient --merge FICHIER... [--json]
              nim-lens COMMANDE --help
              nim-lens --version

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
period    Calcule G(0), G(1), ... d'un tas d'un code de prise et de coupe jusqu'à
          démontrer une période (Guy-Smith généralisé) ou N valeurs (10^9 par
          défaut, autant que la mémoire le permet) : la période, la prépériode,
          les valeurs que demande la preuve, la plus grande valeur et l'espace
          creux utilisé.
sweep     La même chose pour chaque code d'un motif (? vaut tout chiffre octal :
          0.??? va de 0.000 à 0.777), N valeurs par code (100000 par défaut),
          J à la fois (par défaut : le nombre de cœurs) ; les codes aux mêmes
          valeurs sont mis dans une même classe. --out FICHIER garde la ligne de
          chaque code dès qu'elle est faite, et une nouvelle exécution avec le
          même FICHIER ne calcule que le reste ; --shard K/M calcule les codes
          d'indice K modulo M (0 <= K < M), --merge joint les parts.
quotient  Le quotient misère d'un code de prise et de coupe, tas par tas jusqu'à
          N (100 par défaut) ou jusqu'à démontrer sa période : la présentation,
          l'ordre, P, la classe de chaque tas et la preuve. --budget N borne
          son travail (aucune borne sans lui) ; Ctrl-C l'arrête avec ce qu'il a
          démontré. Avec un motif, le quotient de chaque code, chacun dans
          --budget N ({budget} par défaut), avec --jobs, --shard, --out et
          --merge comme sweep.

  --json        rapport lisible par une machine (son schéma : docs/cli.md)
  --budget N    travail permis par position ({budget} par défaut, environ une
                seconde d'un cœur) ; pour quotient, en tout (par code, pour un
                motif)
  --lang fr|en  la langue des réponses, pour toutes les commandes (par défaut : la
                première de LC_ALL, LC_MESSAGES et LANG qui est définie, sinon
                l'anglais)
  --help, -h    cette aide ; après une commande, l'aide et les options de cette
                commande
  --version     la version de nim-lens`,

  // The help of each command (help.ts).
  [`usage: nim-lens check [--json] [--budget N] [--allow-modules] FILE...

Checks .nim worksheets: a verdict for every position, errors for bad syntax,
illegal moves and wrong claims, warnings for mistakes in records, information
for verdicts unknown within the budget. Files are checked in the order given;
one that cannot be read is reported, and the others are still checked.

  --json        the report as JSON (its schema: docs/cli.md)
  --budget N    work allowed per position for exhaustive search (default {budget})
  --allow-modules
                run the game modules the worksheets name (game ./cram.mjs), in
                a worker thread: a module is code, allow it only if you trust it
  --lang fr|en  the language of the answers
  --help, -h    this help

Exit status: 0 no errors, 1 errors found, 2 usage error or unreadable file.`]:
    `utilisation : nim-lens check [--json] [--budget N] [--allow-modules] FICHIER...

Vérifie des feuilles .nim : un verdict pour chaque position, une erreur pour
une syntaxe incorrecte, un coup illégal ou une affirmation fausse, un
avertissement pour une faute dans un relevé de partie, une remarque pour un
verdict inconnu dans le budget. Les fichiers sont vérifiés dans l'ordre
donné ; un fichier illisible est signalé, et les autres sont vérifiés.

  --json        le rapport en JSON (son schéma : docs/cli.md)
  --budget N    travail permis par position pour la recherche exhaustive
                (budget de recherche, {budget} par défaut)
  --allow-modules
                exécuter les modules de jeu que nomment les feuilles (game
                ./cram.mjs), dans un thread à part : un module est du code, ne
                le permettre que si vous lui faites confiance
  --lang fr|en  la langue des réponses
  --help, -h    cette aide

Code de sortie : 0 sans erreur, 1 si des erreurs sont trouvées, 2 pour une
erreur d'utilisation ou un fichier illisible.`,
  [`usage: nim-lens grade [--json] [--budget N] [--allow-modules] FILE...

Grades practice sheets: per file, the claims right and wrong, the positions
with neither a claim nor a record (missing) and the mistakes in records.

  --json        the grades as JSON
  --budget N    work allowed per position for exhaustive search (default {budget})
  --allow-modules
                run the game modules the sheets name (game ./cram.mjs), in a
                worker thread: a module is code, allow it only if you trust it
  --lang fr|en  the language of the answers
  --help, -h    this help

Exit status: 0, or 2 when a file cannot be read.`]:
    `utilisation : nim-lens grade [--json] [--budget N] [--allow-modules] FICHIER...

Note des feuilles d'entraînement : par fichier, les affirmations justes et
fausses, les positions sans affirmation ni relevé (manquantes) et les fautes
dans les relevés.

  --json        les notes en JSON
  --budget N    travail permis par position pour la recherche exhaustive
                (budget de recherche, {budget} par défaut)
  --allow-modules
                exécuter les modules de jeu que nomment les feuilles (game
                ./cram.mjs), dans un thread à part : un module est du code, ne
                le permettre que si vous lui faites confiance
  --lang fr|en  la langue des réponses
  --help, -h    cette aide

Code de sortie : 0, ou 2 quand un fichier ne peut pas être lu.`,
  [`usage: nim-lens puzzles --rules RULES [--count N] [--seed N] [--level 1|2|3] [--allow-modules]

Writes a practice sheet: positions that are losses, or wins with exactly one
winning move, each different.

  --rules RULES  the game, as a rules line writes it ("kayles", "nim + kayles")
  --count N      how many positions, 1 to 500 (default 10)
  --seed N       the same seed writes the same sheet (default: one is chosen
                 and written in the sheet's first line)
  --level 1|2|3  harder with the level: more heaps, larger ones (default 1)
  --budget N     work allowed per position for exhaustive search (default {budget})
  --allow-modules
                 run the game module the rules name (game ./cram.mjs, a path
                 from the current folder) in a worker thread: a module is code,
                 allow it only if you trust it
  --lang fr|en   the language of the sheet
  --help, -h     this help`]:
    `utilisation : nim-lens puzzles --rules RÈGLES [--count N] [--seed N] [--level 1|2|3] [--allow-modules]

Écrit une feuille d'entraînement : des positions perdantes, ou gagnantes avec
un seul coup gagnant, toutes différentes.

  --rules RÈGLES  le jeu, comme l'écrit une ligne de règles ("kayles",
                  "nim + kayles")
  --count N       combien de positions, de 1 à 500 (10 par défaut)
  --seed N        la même graine écrit la même feuille (par défaut : une graine
                  est choisie et écrite dans la première ligne de la feuille)
  --level 1|2|3   plus difficile selon le niveau : plus de tas, plus grands
                  (1 par défaut)
  --budget N      travail permis par position pour la recherche exhaustive
                  (budget de recherche, {budget} par défaut)
  --allow-modules
                  exécuter le module de jeu que nomment les règles (game
                  ./cram.mjs, un chemin depuis le dossier courant) dans un
                  thread à part : un module est du code, ne le permettre que si
                  vous lui faites confiance
  --lang fr|en    la langue de la feuille
  --help, -h      cette aide`,
  [`usage: nim-lens table --rules RULES [--count N] [--json] [--svg FILE]

Writes the Grundy values of one heap, G(0) to G(N - 1), the largest, and the
period, preperiod and saltus where a theorem proves them, with its name.

  --rules RULES  a game of one heap: nim, subtraction, take-and-break codes
  --count N      how many values, 1 to 10000000 (default 1000)
  --json         the table as JSON
  --svg FILE     also writes the values as a scatter plot (heap size across,
                 value up)
  --lang fr|en   the language of the answers
  --help, -h     this help`]: `utilisation : nim-lens table --rules RÈGLES [--count N] [--json] [--svg FICHIER]

Écrit les valeurs de Grundy d'un tas, de G(0) à G(N - 1), la plus grande, et
la période, la prépériode et le saut (saltus) quand un théorème les démontre,
avec son nom.

  --rules RÈGLES   un jeu à un tas : nim, soustraction, codes de prise et de
                   coupe
  --count N        combien de valeurs, de 1 à 10000000 (1000 par défaut)
  --json           la table en JSON
  --svg FICHIER    écrit aussi les valeurs en nuage de points (taille du tas
                   en abscisse, valeur en ordonnée)
  --lang fr|en     la langue des réponses
  --help, -h       cette aide`,
  [`usage: nim-lens period --rules RULES [--max N] [--json]

Computes G(0), G(1), ... of one heap of a take-and-break code until a period
is proved (generalised Guy-Smith) or N values exist: the period, preperiod,
the values the proof needs, the largest value and the sparse space used.
Memory is planned before the start.

  --rules RULES  a take-and-break code ("octal 0.56", "kayles")
  --max N        at most N values (default 10^9, as far as memory allows);
                 also written 1e6, 10^6, 2^20
  --json         the result as JSON
  --lang fr|en   the language of the answers
  --help, -h     this help`]: `utilisation : nim-lens period --rules RÈGLES [--max N] [--json]

Calcule G(0), G(1), ... d'un tas d'un code de prise et de coupe jusqu'à
démontrer une période (Guy-Smith généralisé) ou avoir N valeurs : la période,
la prépériode, les valeurs que demande la preuve, la plus grande valeur et
l'espace creux utilisé. La mémoire est prévue avant le départ.

  --rules RÈGLES  un code de prise et de coupe ("octal 0.56", "kayles")
  --max N         au plus N valeurs (10^9 par défaut, autant que la mémoire le
                  permet) ; s'écrit aussi 1e6, 10^6, 2^20
  --json          le résultat en JSON
  --lang fr|en    la langue des réponses
  --help, -h      cette aide`,
  [`usage: nim-lens sweep PATTERN [--max N] [--jobs J] [--shard K/M] [--out FILE] [--json]
       nim-lens sweep --merge FILE... [--json]

The period of every code of a pattern (? is any octal digit: 0.??? is 0.000
to 0.777); codes with the same values are put in one class.

  --max N        values a code at most (default 100000)
  --jobs J       codes at once, in worker threads (default: the cores; never
                 more than the cores or the codes left)
  --shard K/M    only the codes whose index is K modulo M (0 <= K < M)
  --out FILE     appends each code's line to FILE as it is done; a new run
                 with the same FILE computes only the rest (shards may share it)
  --merge        joins the files of the shards into one table
  --json         one line of JSON a code
  --lang fr|en   the language of the answers
  --help, -h     this help`]:
    `utilisation : nim-lens sweep MOTIF [--max N] [--jobs J] [--shard K/M] [--out FICHIER] [--json]
              nim-lens sweep --merge FICHIER... [--json]

La période de chaque code d'un motif (? vaut tout chiffre octal : 0.??? va de
0.000 à 0.777) ; les codes aux mêmes valeurs sont mis dans une même classe.

  --max N          au plus N valeurs par code (100000 par défaut)
  --jobs J         codes calculés à la fois, dans des fils de calcul (par
                   défaut : le nombre de cœurs ; jamais plus que les cœurs ni
                   que les codes restants)
  --shard K/M      seulement les codes d'indice K modulo M (0 <= K < M)
  --out FICHIER    ajoute la ligne de chaque code au FICHIER dès qu'elle est
                   faite ; une nouvelle exécution avec le même FICHIER ne
                   calcule que le reste (des parts peuvent le partager)
  --merge          joint les fichiers des parts en une seule table
  --json           une ligne de JSON par code
  --lang fr|en     la langue des réponses
  --help, -h       cette aide`,
  [`usage: nim-lens quotient --rules RULES [--max-heap N] [--budget N] [--out FILE] [--json]
       nim-lens quotient PATTERN [--max-heap N] [--budget N] [--jobs J] [--shard K/M] [--out FILE] [--json]
       nim-lens quotient --merge FILE... [--json]

The misère quotient of a take-and-break code, heap by heap up to N or until
its period is proved: the presentation, order, P, the class of every heap and
the proof. Ctrl-C stops it with what it proved (exit status 130).
Given a pattern (? is any octal digit: 0.?? is 0.00 to 0.77), the quotient of
every code: the heaps proved, |Q|, |P|, final (Φ's period proved) or partial;
codes with the same quotient and Φ are put in one class.

  --rules RULES  a take-and-break code ("octal 0.75"); misere may be written
  --max-heap N   the largest heap (default 100)
  --budget N     work allowed in all (none unless given; 2,000,000 is about
                 a second of one core); for a pattern, each code's (default
                 {budget})
  --out FILE     each proved heap appended to FILE; a run started again with
                 it goes on from the last heap there, checked again; for a
                 pattern, each code's line, and a new run computes the rest
  --jobs J       for a pattern: codes at once, in worker threads (default:
                 the cores; never more than the cores or the codes left)
  --shard K/M    for a pattern: only the codes whose index is K modulo M
  --merge        joins the files of the shards into one table
  --json         the quotient as JSON; for a pattern, one line a code
  --lang fr|en   the language of the answers
  --help, -h     this help`]:
    `utilisation : nim-lens quotient --rules RÈGLES [--max-heap N] [--budget N] [--out FICHIER] [--json]
              nim-lens quotient MOTIF [--max-heap N] [--budget N] [--jobs J] [--shard K/M] [--out FICHIER] [--json]
              nim-lens quotient --merge FICHIER... [--json]

Le quotient misère d'un code de prise et de coupe, tas par tas jusqu'à N ou
jusqu'à démontrer sa période : la présentation, l'ordre, P, la classe de
chaque tas et la preuve. Ctrl-C l'arrête avec ce qu'il a démontré (code de
sortie 130).
Avec un motif (? vaut tout chiffre octal : 0.?? va de 0.00 à 0.77), le
quotient de chaque code : les tas démontrés, |Q|, |P|, définitif (période de
Φ démontrée) ou partiel ; les codes au même quotient et au même Φ sont mis
dans une même classe.

  --rules RÈGLES  un code de prise et de coupe ("octal 0.75") ; misere peut
                  être écrit
  --max-heap N    le plus grand tas (100 par défaut)
  --budget N      travail permis en tout (aucune borne sans lui ; 2 000 000
                  font environ une seconde d'un cœur) ; pour un motif, celui
                  de chaque code ({budget} par défaut)
  --out FICHIER   chaque tas démontré ajouté à FICHIER ; relancé avec lui, le
                  calcul reprend au dernier tas qui s'y trouve, vérifié à nouveau ;
                  pour un motif, la ligne de chaque code, et une nouvelle
                  exécution calcule le reste
  --jobs J        pour un motif : codes à la fois, dans des fils de calcul (par
                  défaut : le nombre de cœurs ; jamais plus que les cœurs ou
                  les codes restants)
  --shard K/M     pour un motif : seulement les codes d'indice K modulo M
  --merge         joint les fichiers des parts en une seule table
  --json          le quotient en JSON ; pour un motif, une ligne par code
  --lang fr|en    la langue des réponses
  --help, -h      cette aide`,
  "'nim-lens {command} --help' tells more": "'nim-lens {command} --help' en dit plus",

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
  "--budget needs a positive whole number, not '{value}'":
    "--budget demande un nombre entier strictement positif, pas '{value}'",
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
  'quotient {pattern}: {count} codes to compute, {workers} at a time, a budget of {budget} each\n':
    'quotient {pattern} : {count} codes à calculer, {workers} à la fois, un budget de {budget} chacun\n',
  'quotient {pattern}: {done} of {total} codes, {final} final, {partial} partial; computing {codes}':
    'quotient {pattern} : {done} codes sur {total}, {final} définitifs, {partial} partiels ; en calcul {codes}',
  '{code} (heap {heap})': '{code} (tas {heap})',
  'Misère quotients of {pattern}, heaps up to {maxHeap}, a budget of {budget} a code: {count} codes, {final} final (Φ’s period proved), {partial} partial':
    'Quotients misère de {pattern}, tas jusqu’à {maxHeap}, un budget de {budget} par code : {count} codes, {final} définitifs (période de Φ démontrée), {partial} partiels',
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
  'certificate: every one of the {types} types of positions of heaps up to {level} checked (a class is in P exactly when the position has a move and none to P); the monoid laws checked on its table; reduced (no two classes are P-indistinguishable)':
    "certificat : chacun des {types} types de positions de tas jusqu'à {level} vérifié (une classe est dans P exactement quand la position a un coup et aucun vers P) ; les lois du monoïde vérifiées sur sa table ; réduit (aucune paire de classes P-indiscernables)",
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
  'sweep {pattern}: {count} codes to compute, {workers} at a time, up to {bytes} of memory\n':
    'balayage {pattern} : {count} codes à calculer, {workers} à la fois, jusqu’à {bytes} de mémoire\n',
  'cannot read {file}: {message}': 'impossible de lire {file} : {message}',
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
  '{file}, line {line}: index {index} is outside {pattern} ({count} codes)':
    '{file}, ligne {line} : l’indice {index} est hors de {pattern} ({count} codes)',
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
  'a worker thread failed: {message}': 'un fil de calcul a échoué : {message}',
  'a worker thread stopped before {code} was done': 'un fil de calcul s’est arrêté avant d’avoir fini {code}',
  'a worker thread could not compute {code}': 'un fil de calcul n’a pas pu calculer {code}',
  'sweep {pattern}: {done} of {total} codes, {proved} proved, {open} open; computing {codes}':
    'balayage {pattern} : {done} codes sur {total}, {proved} démontrés, {open} ouverts ; en calcul {codes}',
  'Sweep of {pattern} up to {max} values a code: {count} codes, {proved} with a period proved, {open} open':
    'Balayage de {pattern} jusqu’à {max} valeurs par code : {count} codes, {proved} avec une période démontrée, {open} ouverts',
  '| code | period | proved by | largest | rare sizes (mask: count, last) | same values as |':
    '| code | période | démontrée par | plus grande | tailles rares (masque : nombre, dernière) | mêmes valeurs que |',
  '{period} from {preperiod}': '{period} à partir de {preperiod}',
  'open up to {count}': 'ouvert jusqu’à {count}',
  'no sparse space': 'pas d’espace creux',
  '{code} (the same game)': '{code} (le même jeu)',
  '{code} (up to {max})': '{code} (jusqu’à {max})',
};
