# A tour of Nim Lens worksheets. Every line below a rules line is played under those rules.
# Positions get a verdict; claims (: win, : loss, N, P) and game records (a -> b) are checked.

nim                      # take any number of tokens from one heap
3 4 5 : win              # the XOR of 011, 100, 101 is 010: take 2 from the first heap
1 4 5 : loss             # XOR 0: every move loses
3 4 5 -> 1 4 5           # a legal move, and the winning one
1 2 5 -> 1 2 3           # another winning move: 5 → 3 leaves XOR 0
3 3                      # two equal heaps: whatever one player takes, the other copies
1, 5                     # commas may separate heaps: take 4, leaving 1, 1

nim misère               # taking the last token loses
4 1 1 : win              # leave three heaps of one: 4 -> 1
4 1 1 1                  # here empty the big heap instead
2 2 : loss               # equal heaps lose in misère too, while a heap is above 1

subtraction 1..2         # take one or two tokens
3 : loss                 # 3 is a multiple of 3: take 1 or 2, and the other takes 2 or 1
7 -> 6                   # a record: taking 1 leaves 6, a multiple of 3

subtraction {1, 3, 4}    # Grundy values repeat with period 7, not 5
10                       # 10 mod 7 = 3: value 1, a win
100 : loss               # 100 mod 7 = 2: value 0

subtraction {2, 3}       # a heap of one has no move: it is a loss
1 : loss                 # no move at all

subtraction {2, 3} misere  # misère: whoever cannot move wins
1 : win                  # no move left: the player to move has won
