# Wythoff's game: take any number from one heap, or the same number from both.

wythoff                  # two heaps, written (a, b) or a b
(1, 2) : loss            # the cold pairs (a(n), b(n)): a(n) = ⌊n·φ⌋, b(n) = a(n) + n
(3, 5) : loss            # a(2) = ⌊2·φ⌋ = 3, b(2) = 3 + 2
(5, 8)                   # two winning moves; the fewest tokens: 1 from both
(7, 10)                  # three winning moves, among them 1 from heap 1 to (6, 10)
20 33 : loss             # wrong: phi ≈ 1.6 says cold, but 33 -> 12 wins (quick fix offered)
16 13 -> 12 9 -> 5 9 -> 2 6 -> 2 1 -> 1 1 -> 0 0  # a record with mistakes: see the warnings

wythoff                  # the same game again, with a preference
prefer fewest, diagonal costs 4  # a move from both heaps counts 4 tokens more
(5, 8)                   # now 8 -> 3 is cheaper than 1 from both

wythoff diagonal 1       # the common removal is at most one from each heap
3 5 -> 3 3 -> 1 3 -> 1 2 -> 0 1 -> 0 0  # a record to the end, every step at most one from each
3 3 : loss               # a cold pair of this game

wythoff misere           # misère: whoever takes the last token loses
0 1 : loss               # one token left: taking it loses
2 2 : loss               # equal heaps of 2: a loss in misère too
