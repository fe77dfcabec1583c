# The table game: take 1 to k from one heap (k = 3 by default), heaps 1 3 5 7, misère by default.

subtraction 1..3, misere  # take 1 to 3; whoever takes the last token loses
1 3 5 7                  # values 1 3 1 3: XOR 0, and heaps above 1: a loss
5 : loss                 # a single heap loses in misère when its size is 1 more than a multiple of 4
6                        # take 1, leaving 5

subtraction 1..3         # the same game in normal play
1 3 5 7 : loss           # residues modulo 4: 1 3 1 3, XOR 0
prefer fastest           # recommend the fastest win, not the fewest tokens
9                        # 9 mod 4 = 1: take 1
