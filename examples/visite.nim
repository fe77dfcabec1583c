# Une visite des feuilles de Nim Lens. Chaque ligne sous une ligne de règles se joue selon ces règles.
# Les positions reçoivent un verdict ; les affirmations (: gagnant, : perdant, N, P) et les relevés de partie (a -> b) sont vérifiés.

nim                      # prendre autant de jetons qu'on veut d'un seul tas
3 4 5 : gagnant          # la nim-somme de 011, 100, 101 vaut 010 : prendre 2 dans le premier tas
1 4 5 : perdant          # nim-somme 0 : tout coup perd
3 4 5 -> 1 4 5           # un coup légal, et le coup gagnant
1 2 5 -> 1 2 3           # un autre coup gagnant : 5 → 3 laisse une nim-somme nulle
3 3                      # deux tas égaux : ce que l'un prend, l'autre le copie
1, 5                     # des virgules peuvent séparer les tas : prendre 4, il reste 1, 1

nim misère               # prendre le dernier jeton fait perdre
4 1 1 : gagnant          # laisser trois tas de un : 4 -> 1
4 1 1 1                  # ici, vider le grand tas
2 2 : perdant            # des tas égaux perdent aussi en misère, tant qu'un tas dépasse 1

subtraction 1..2         # prendre un ou deux jetons
3 : perdant              # 3 est multiple de 3 : prendre 1 ou 2, et l'autre prend 2 ou 1
7 -> 6                   # un relevé : prendre 1 laisse 6, multiple de 3

subtraction {1, 3, 4}    # les valeurs de Grundy se répètent avec la période 7, pas 5
10                       # 10 mod 7 = 3 : valeur 1, gagnant
100 : perdant            # 100 mod 7 = 2 : valeur 0

subtraction {2, 3}       # un tas de un n'a aucun coup : c'est une position perdante
1 : perdant              # aucun coup possible

subtraction {2, 3} misere  # misère : qui ne peut plus jouer gagne
1 : gagnant              # plus aucun coup : le joueur au trait a gagné
