# Kayles and its family: take-and-break (octal) games.
# Hover a position for each heap's Grundy value and the period that proves it.

kayles                       # octal 0.77: knock down one pin or two neighbours
1 2 3 : loss                 # G = 1, 2, 3: XOR 0
7 -> 6                       # a record: taking an end pin gives the win away (see the warning)
7 -> 1 4                     # breaking the row well: take the second pin, leaving 1 and 4
100000000000000000000000000000000000000 5  # 10^38 is decided by Kayles' period, 12 from 71

dawson                       # Dawson's Kayles, octal 0.07
5 : loss                 # G(5) = 0
9 15                     # G(9) = G(15): XOR 0, a loss

octal 0.7777                 # Double Kayles: period 24 from 142
200 300                  # values from the period: a win

octal 0.3033                 # the same game as subtraction {1, 3, 4}
9 : loss                     # 9 mod 7 = 2: a loss, as in the subtraction game
