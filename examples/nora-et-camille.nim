# Nora et Camille : une feuille en français, faite des positions des documents d'où Nim Lens est
# issu. Chaque ligne sous une ligne de règles se joue avec ces règles. Une affirmation `: gagnant`
# dit que le joueur qui a le trait gagne, `: perdant` qu'il perd ; `a -> b` est un relevé de partie.
# Nim Lens vérifie tout : `nim-lens check --lang fr examples/nora-et-camille.nim`.

# 1. Le jeu de Wythoff : prendre autant de jetons qu'on veut d'un seul tas, ou le même nombre des
#    deux tas. Nora appelle froide une position perdante pour le joueur qui a le trait.
wythoff                  # deux tas, écrits (a, b) ou a b
(0, 0) : perdant         # plus aucun coup
(1, 2) : perdant         # les paires froides (a(n), b(n)), avec a(n) = ⌊n·φ⌋
(3, 5) : perdant         #   et b(n) = a(n) + n : les écarts 1, 2, 3, 4, 5
(4, 7) : perdant         # écart 3
(6, 10) : perdant        # écart 4
(8, 13) : perdant        # écart 5
2 4 : gagnant -> 2 1     # Camille prend 3 au tas de 4 et laisse la paire froide (1, 2)
2 4 -> 2 2               # une faute : de (2, 2), Nora prend 2 de chaque tas et laisse (0, 0)
4 6 -> 3 5               # l'écart 2 désigne (3, 5) : 1 de chaque tas
5 8 : gagnant            # deux coups gagnants : 1 de chaque tas (4 7) ou 8 -> 3 ; le conseillé
5 8 -> 4 7               #   retire le moins de jetons : 1 de chaque tas
7 10 : gagnant           # trois coups gagnants : 3 de chaque tas ou 10 -> 4 rejoignent (4, 7),
                         #   et 7 -> 6 laisse (6, 10)
20 33 : gagnant          # avec phi ≈ 1,6 on la croirait froide ; 33 -> 12 laisse (12, 20)
20 33 -> 20 12           # le coup qui gagne : (12, 20) est la paire froide d'écart 8
21 34 : perdant          # la vraie paire d'écart 13 : ⌊√(5 · 13²)⌋ = 29, ⌊(13 + 29) / 2⌋ = 21

# Le même jeu, mais un coup sur les deux tas coûte 4 jetons de plus : le coup conseillé change,
# pas les positions froides.
wythoff                  # le même jeu, avec une préférence
prefer fewest, diagonal costs 4  # un coup sur les deux tas compte 4 jetons de plus
5 8 : gagnant -> 5 3     # 8 -> 3 coûte 5, 1 de chaque tas coûterait 2 + 4 = 6

# Le retrait commun limité à un jeton de chaque tas : les paires froides deviennent (3k, 3k) et
# (3k + 1, 3k + 2).
wythoff diagonal 1       # au plus un jeton de chaque tas dans un coup commun
3 3 : perdant            # prendre les six d'un coup n'est plus permis
4 5 : perdant            # de la forme (3k + 1, 3k + 2)
3 5 : gagnant            # froide au jeu de Wythoff, gagnante ici
3 5 -> 3 3 -> 1 3 -> 1 2 -> 0 1 -> 0 0  # un relevé jusqu'à la fin : chaque coup laisse une paire froide

# 2. Nim : le XOR des tailles en colonnes binaires. 3 = 011, 4 = 100, 5 = 101 : XOR 010, soit 2.
nim                      # prendre autant qu'on veut d'un seul tas
3 4 5 : gagnant -> 1 4 5 : perdant    # Camille retire 2 du tas de 3 : le XOR devient 0
3 4 5 -> 3 4 0           # une faute : vider le tas de 5 laisse un XOR de 7
1 4 5 -> 1 4 4 -> 0 4 4  # Nora retire 1 du tas de 5 ; Camille vide le tas de 1
1 4 5 -> 1 2 5 -> 1 2 3  # Nora retire 2 du tas de 4 ; Camille change 5 en 3 (101 ⊕ 110 = 011)
3 3 : perdant            # six jetons et XOR 0
1 5 : gagnant -> 1 1     # six jetons aussi, mais XOR 4 : la parité du total ne décide rien
3 : gagnant              # un seul tas : on le vide

# Nim misère : celui qui prend le dernier jeton perd. La règle de la frontière, près des tas de 1.
nim misère               # celui qui prend le dernier jeton perd
1 : perdant              # il faut prendre le dernier
1 1 : gagnant            # prendre un tas, laisser le dernier à l'autre
1 1 1 : perdant          # trois tas de 1 : les coups alternent, le joueur au trait prend le dernier
4 1 1 : gagnant -> 1 1 1 # laisser trois tas de 1, et non 0 1 1
4 1 1 1 : gagnant -> 0 1 1 1    # ici on vide le grand tas
2 2 : perdant            # deux grands tas : on garde le XOR 0
2 2 -> 1 2 -> 1 0        # Nora laisse un seul grand tas ; Camille vide le tas de 2
3 4 5 -> 1 4 5           # le même premier coup qu'au jeu normal

# Retirer 1 ou 2 jetons d'un tas : les multiples de 3 sont perdants.
subtraction 1..2         # prendre 1 ou 2 jetons
3 : perdant              # perdant ici, gagnant à Nim
6 : perdant              # un multiple de 3
7 -> 6 -> 4 -> 3 -> 1 -> 0  # un relevé : chacun laisse un multiple de 3 quand il le peut

# 3. Les jeux de soustraction : S = {1, ..., k} perd sur les multiples de k + 1.
subtraction 1..3         # prendre de 1 à 3 jetons
8 : perdant              # un multiple de 4
10 -> 8                  # prendre 2 laisse un multiple de 4

# S = {1, 3, 4} : période 7, et non max S + 1 = 5.
subtraction {1, 3, 4}    # prendre 1, 3 ou 4 jetons
5 : gagnant              # la formule des multiples de 5 se tromperait
7 : perdant              # 7 mod 7 = 0
9 : perdant              # 9 mod 7 = 2 : perdant aussi

# Le piège de S = {2, 3} : un tas de 1 n'a aucun coup, c'est une position perdante. Les positions
# perdantes sont n ≡ 0 ou 1 (mod 5), pas 0, 1 ou 4.
subtraction {2, 3}       # prendre 2 ou 3 jetons
0 : perdant              # aucun jeton
1 : perdant              # le joueur bloqué perd
4 : gagnant              # 4 -> 1
4 -> 1                   # prendre 3 laisse le tas de 1, bloqué
5 : perdant              # 5 mod 5 = 0
6 : perdant              # 6 mod 5 = 1
9 : gagnant -> 6         # prendre 3 laisse 6, perdant
