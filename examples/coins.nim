# Coin-turning games: rows of coins numbered 1, 2, 3, … from the left, and Turning Corners'
# grid. Every move turns its rightmost (or far corner) coin from heads to tails.
# A row's value is the XOR of its heads' values: hover a row to see each head's value.

turning turtles              # turn over one or two coins, the rightmost from heads to tails
THHTH                        # heads on coins 2, 3 and 5: values 2 ⊕ 3 ⊕ 5 = 4, a win
heads 2 3 5 : win            # the same row, written by the numbers of its heads
heads 1 2 3 : loss           # 1 ⊕ 2 ⊕ 3 = 0
HHT -> TTT                   # a record: turn over coins 2 and 1, leaving no head

mock turtles                 # one, two or three coins: a head at n is the n-th odious number
heads 1 2 4                  # values 1, 2, 7: XOR 4, a win
heads 1 2 3 4 : loss         # values 1, 2, 4, 7: XOR 0

ruler                        # any run of neighbouring coins, the rightmost from heads to tails
HTTHTH                       # a head at n is worth the largest power of 2 dividing n

corners                      # Turning Corners: heads at (x, y); a move turns the corners of a
(1, 2) (3, 3) : loss         #   rectangle, far corner from heads to tails: 1 ⊗ 2 ⊕ 3 ⊗ 3 = 2 ⊕ 2 = 0
(2, 3) : win                 # 2 ⊗ 3 = 1, the nim product: worth more than 0, a win

mock turtles + kayles        # a row of coins is a part of a sum like any other game
THHTH + 3 4              # Mock Turtles' row is worth 1 ⊕ 2 ⊕ 8 = 11, Kayles' rows 3 and 1
