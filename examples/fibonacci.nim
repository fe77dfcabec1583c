# Fibonacci Nim: one heap; the first move takes 1 to n − 1, and each later move takes at most
# twice what the last one took. The player to move wins exactly when the smallest term of n's
# Zeckendorf representation (a sum of non-consecutive Fibonacci numbers) is at most what may be
# taken now: hover a heap to see its representation.

fibonacci                # a heap n, or n <= m where at most m may be taken now
20                           # 20 = 13 + 5 + 2: take 2, the smallest term
21 : loss                    # a fresh heap of a Fibonacci number is lost
20 <= 6                      # at most 6 may be taken now (also 20 ≤ 6): take 2 again
20 <= 1 : loss               # the smallest term, 2, is more than may be taken
20 -> 18 <= 4                # a record writes the limit that follows: 2 taken, at most 4 next
1000000000000000000000000000000   # any size: its Zeckendorf terms give every winning move

fibonacci misere             # misère play: whoever takes the last token loses (by search)
5 : win                      # take 1, leaving 4 <= 2

fibonacci + nim              # a part of a sum like any other game
20 <= 3 + 5                  # the winning move is in the Nim heap (hover for the values)
