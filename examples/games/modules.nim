# Games of your own: two game modules beside this worksheet (docs/game-modules.md).
# On the command line: nim-lens check --allow-modules examples/games/modules.nim

game ./cram.mjs              # Cram: place a domino on two free cells side by side
3x4                          # an empty board, 3 rows by 4 columns: a win, 7 winning moves
..#./..../....               # rows of '.' free and '#' taken
2x2 : loss                   # both sides even: the second player copies, turned half round
1x8                          # a strip is Dawson's Kayles (octal 0.07): value 1

game ./cram.mjs + nim        # a sum with a built-in game, by Grundy values
2x3 + 3

game ./node-kayles.mjs       # Node Kayles: a vertex goes with its neighbours
1-2 2-3 3-1 3-4 5            # a triangle with a tail, and a lone vertex
1-2 2-3 3-4 4-5              # a path of 5 is Dawson's chess (octal 0.137): value 3, choose 3
