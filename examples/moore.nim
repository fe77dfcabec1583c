# Moore's Nim: one move takes from up to K heaps, any positive amount from each.
# The player to move loses exactly when every binary column has a multiple of K + 1 ones
# (Moore, 1910): hover a position to see its columns and their ones modulo K + 1.

moore 2                      # take from one heap or from two
3 5 6                        # 011, 101, 110: two ones in each column, not a multiple of 3: a win
3 3 3 : loss                 # every column has 3 ones
3 5 6 -> 3 3 3               # a record: 2 from heap 2 and 3 from heap 3, in one move
1 2 4 : win                  # one 1 in each column: leave 1 1 1, three ones in the last column

moore 2 misere               # misère: the same, except among heaps of 1
1 1 1 1 : loss               # four heaps of 1: one more than a multiple of 3
1 1 : win                    # take one heap, leaving a single 1 (one more than 0 × 3)

moore 1                      # moore 1 is Nim
3 4 5 : win                  # Nim's XOR: 3 ⊕ 4 ⊕ 5 = 2

moore 3 + nim                # Grundy values by mex, for sums
1 2 + 3 : loss               # G(1 2) = 3 by mex under moore 3, and the heap of 3: XOR 0
