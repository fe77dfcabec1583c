# Chomp: a chocolate bar whose bottom left square is poisoned. Each line is a board, its rows'
# lengths from the bottom; a bite takes a square with every square above and to its right.

chomp                        # the rules: whoever is left with the poisoned square alone loses
5 4 4 2                      # a board of four rows: a win, found by search (hover for both winning bites)
1 : loss                     # the poisoned square alone: no move, a loss
7                            # one row: bite column 2, leaving the poisoned square alone
6 5 : loss                   # two rows, the first one square longer: every bite can be answered
6 4                          # two rows: bite row 1, column 6, leaving 5 4
4 1 1                        # an L: bite row 1, column 4 to make its two arms equal
4 4 4 4                      # a square: bite row 2, column 2, then mirror every bite
5 4 4 2 -> 5 4 1 1           # a record: bite row 3, column 2 -- a mistake (the warning names the winning bites)
