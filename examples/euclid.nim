# Euclid's game: two numbers; a move subtracts a positive multiple of the smaller from the
# larger, leaving it at least 0. A position with a 0 has no move: whoever made the 0 has won.
# The player to move wins exactly when the numbers are equal or the larger is more than φ
# times the smaller, decided in integers: (2a − b)² > 5b² for a ≥ b > 0.

euclid                   # a pair (a, b), or a b
(21, 8)                      # 21 > φ·8 ≈ 12.9: a win, subtracting 2 × 8 to leave (5, 8)
(8, 5) : loss                # 8 < φ·5 ≈ 8.09: the only move leaves (3, 5), a win for the opponent
(7, 7) : win                 # equal numbers: take all of one, leaving a 0
13 8 -> 5 8                  # a record, written without parentheses: 13 > φ·8, and this move wins
(1000000000000000000000000000000, 999999999999999999999999999999)   # ratio below φ: a loss, at any size

euclid + nim                 # Grundy values by the quotient chain, for sums
(3, 1) + 3 : loss            # G(3, 1) = 3 (its chain: 3 = 3·1 + 0), and the heap of 3: XOR 0
