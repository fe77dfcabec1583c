# Sums of games: the games are played side by side, and each move is made in one of them.
# Sprague–Grundy: every part is worth a Nim heap (its Grundy value), and the sum is a loss
# exactly when the XOR of the values is 0. Hover a line to see the values of its parts.

nim + kayles + wythoff   # three games side by side
3 4 + 7 + (3, 5) : win           # values 7, 2 and 0: XOR 5, a win
3 1 + 7 + (3, 5) : loss          # after the winning move in the nim heaps: 2 ⊕ 2 ⊕ 0 = 0
3 4 + 7 + (3, 5) -> 3 4 + 7 + (3, 2) -> 3 4 + 4 2 + (3, 2)  # a record: each move is made in one part

# The same game twice: two equal Kayles rows cancel, as two equal Nim heaps do.
kayles + kayles          # one game twice
6 + 6 : loss             # equal values cancel
6 + 9 : win              # values 3 and 4: XOR 7, a win

# A subtraction game beside Dawson's Kayles and a Wythoff pair with a bounded diagonal.
subtraction {1, 3, 4} + dawson + wythoff diagonal 1  # three games, Wythoff's diagonal moves at most 1
5 + 6 + (2, 2)           # a win: four winning moves
100 + 1000 + (1, 2)      # heaps of any size: the periods give the values

# Misère sums: nim and subtraction runs are tame, so Nim's misère rule decides them at any size.
nim + subtraction 1..3, misere  # a misère sum of tame games
3 4 + 5                  # Nim's misère rule on the parts' values
1 + 1                    # take one heap, leaving the last one to the opponent
10_000_000_000 + 10_000_000_001  # heaps of any size, at once
