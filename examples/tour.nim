# A tour of Nim Lens worksheets. Every line below a rules line is played under those rules.
# Positions get a verdict; claims (: win, : loss, N, P) and game records (a -> b) are checked.

nim
3 4 5 : win              # the XOR of 011, 100, 101 is 010: take 2 from the first heap
1 4 5 : loss             # XOR 0: every move loses
3 4 5 -> 1 4 5           # a legal move, and the winning one
1 2 5 -> 1 2 3
3 3
1, 5

nim misère               # taking the last token loses
4 1 1 : win              # leave three heaps of one: 4 -> 1
4 1 1 1                  # here empty the big heap instead
2 2 : loss

subtraction 1..2         # take one or two tokens
3 : loss
7 -> 6

subtraction {1, 3, 4}    # Grundy values repeat with period 7, not 5
10
100 : loss

subtraction {2, 3}       # a heap of one has no move: it is a loss
1 : loss

subtraction {2, 3} misere
1 : win
