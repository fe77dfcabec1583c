# Staircase Nim: coins on stairs 1, 2, 3, …; a move takes any number of coins from one stair
# to the stair below (from stair 1 they leave the staircase). Only the odd stairs count.

staircase                # the coins on stairs 1, 2, 3, … in order
3 0 5 2                      # stairs 1 and 3 hold 3 and 5: 3 ⊕ 5 = 6, a win
3 0 3 7 : loss               # the odd stairs hold 3 and 3: XOR 0 (stair 4's 7 coins do not count)
0 4 : loss                   # only an even stair: whatever moves down can be moved on down again
3 0 5 2 -> 3 2 3 2           # a record: two coins from stair 3 to stair 2 leave 3 ⊕ 3 = 0

staircase misere             # misère play: whoever moves the last coin off loses (by search)
1 0 1 : win                  # take the coin off stair 1, or move stair 3's down

staircase + nim              # a staircase is a part of a sum like any other game
2 1 + 2 : loss               # stair 1 holds 2, the heap is 2: XOR 0
