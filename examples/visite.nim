# Une visite des feuilles de Nim Lens. Chaque ligne sous une ligne de règles se joue selon ces règles.
# Les positions reçoivent un verdict ; les affirmations (: gagnant, : perdant, N, P) et les relevés de partie (a -> b) sont vérifiés.

nim
3 4 5 : gagnant          # la nim-somme de 011, 100, 101 vaut 010 : prendre 2 dans le premier tas
1 4 5 : perdant          # nim-somme 0 : tout coup perd
3 4 5 -> 1 4 5           # un coup légal, et le coup gagnant
1 2 5 -> 1 2 3
3 3
1, 5

nim misère               # prendre le dernier jeton fait perdre
4 1 1 : gagnant          # laisser trois tas de un : 4 -> 1
4 1 1 1                  # ici, vider le grand tas
2 2 : perdant

subtraction 1..2         # prendre un ou deux jetons
3 : perdant
7 -> 6

subtraction {1, 3, 4}    # les valeurs de Grundy se répètent avec la période 7, pas 5
10
100 : perdant

subtraction {2, 3}       # un tas de un n'a aucun coup : c'est une position perdante
1 : perdant

subtraction {2, 3} misere
1 : gagnant
