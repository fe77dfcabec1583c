# Wythoff's game: take any number from one heap, or the same number from both.

wythoff
(1, 2) : loss            # the cold pairs (a_n, b_n), a_n = (n + isqrt(5n²)) div 2
(3, 5) : loss
(5, 8)                   # two winning moves; the fewest tokens: 1 from both
(7, 10)
20 33 : loss             # wrong: phi ≈ 1.6 says cold, but 33 -> 12 wins (quick fix offered)
16 13 -> 12 9 -> 5 9 -> 2 6 -> 2 1 -> 1 1 -> 0 0

wythoff
prefer fewest, diagonal costs 4
(5, 8)                   # now 8 -> 3 is cheaper than 1 from both

wythoff diagonal 1       # the common removal is at most one from each heap
3 5 -> 3 3 -> 1 3 -> 1 2 -> 0 1 -> 0 0
3 3 : loss

wythoff misere
0 1 : loss
2 2 : loss
