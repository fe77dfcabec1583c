# Poker Nim: Nim where a player may also put tokens back. A position is its heaps, '|', then two
# banks: the tokens held by the player to move, then by the other. A move takes tokens from one
# heap into the mover's bank, or adds tokens from that bank to one heap; the banks then change
# sides. The player to move wins exactly when the XOR of the heaps is not 0: additions do not help,
# since the winner takes them back. Hover a position to see the XOR.

poker nim                    # heaps, '|', then the two banks, the mover's first
3 4 5 | 2 0                  # 3 ⊕ 4 ⊕ 5 = 2: take 2 from heap 1, or add 2 to heap 2 or heap 3
1 4 5 | 0 4 : loss           # 1 ⊕ 4 ⊕ 5 = 0: a big bank does not help
3 4 5 | 2 0 -> 1 4 5 | 0 4   # take 2 from heap 1: the banks change sides
3 4 5 | 2 0 -> 3 4 7 | 0 0   # add 2 to heap 3, from the mover's bank
3 4 5 | 2 0 -> 3 4 5 | 0 2   # wrong: no heap changes (an illegal step)

poker nim misere             # misère play, by retrograde analysis of the positions reachable
2 1 | 0 0                    # hover for the verdict

poker nim + nim              # a part of a sum like any other game: its value is its heaps' XOR
3 4 | 2 0 + 7 : loss         # 3 ⊕ 4 ⊕ 7 = 0
