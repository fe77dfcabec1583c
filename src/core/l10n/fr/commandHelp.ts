// French for the command line's help (cli/help.ts): the general help and each command's, kept
// apart from its messages (commandLine.ts) for their length.
import { type Catalogue } from './catalogue';

export const FR_CLI_HELP: Catalogue = {
  // The help (main.ts).
  [`usage: nim-lens check [--json] [--budget N] [--allow-modules] FILE...
       nim-lens grade [--json] [--budget N] [--allow-modules] FILE...
       nim-lens puzzles --rules RULES [--count N] [--seed N] [--level 1|2|3] [--budget N] [--allow-modules]
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
              nim-lens puzzles --rules RÈGLES [--count N] [--seed N] [--level 1|2|3] [--budget N] [--allow-modules]
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
  [`usage: nim-lens puzzles --rules RULES [--count N] [--seed N] [--level 1|2|3] [--budget N] [--allow-modules]

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
    `utilisation : nim-lens puzzles --rules RÈGLES [--count N] [--seed N] [--level 1|2|3] [--budget N] [--allow-modules]

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
};
