# The table game: take 1 to k from one heap (k = 3 by default), heaps 1 3 5 7, misère by default.

subtraction 1..3, misere
1 3 5 7
5 : loss                 # a single heap loses in misère when its size is 1 more than a multiple of 4
6

subtraction 1..3
1 3 5 7 : loss           # residues modulo 4: 1 3 1 3, XOR 0
prefer fastest
9
