# Green Hackenbush: a graph of edges standing on the ground (vertex 0).
# A move cuts one edge; whatever no longer reaches the ground falls with it.
# Hover a position for each part's value by fusion and the colon principle.

hackenbush               # edges u-v; vertex 0 is the ground
0-1 1-2 2-3                  # a stalk of three edges: worth *3, like a Nim heap of 3
0-1 1-2 2-3 : win            # cut 0-1 and all three fall: the last move of the game
0-1 0-2 : loss               # two stalks of one edge: *1 + *1 = 0, the second player wins
0-1 1-2 2-0 : win            # a triangle: its vertices fuse into loops, three loops are *1
0-1 1-2 2-0 1-3 : loss       # the triangle (*1) with a tail of one edge (*1): 0
0-1 0-1 1-1                  # parallel edges and a loop are allowed: cut the loop 1-1 to win
0-1 1-2 2-3 0-4 -> 0-1 0-4   # a record: cutting 1-2 makes 2-3 fall with it, and wins
0-1 1-2 2-3 1-4 4-3 3-5 5-6 6-7 5-8 8-9 8-9 9-10 : win   # Winning Ways' Green Girl: *2

hackenbush misere            # misère play: whoever cuts the last edge loses (decided by search)
0-1 1-2 : win                # cut 1-2 and leave one edge for the opponent to cut

hackenbush + nim             # a graph is a part of a sum like any other game
0-1 1-2 + 2 : loss           # a stalk of two is *2, the heap of 2 is *2: XOR 0
