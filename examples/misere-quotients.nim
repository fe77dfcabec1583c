# Misère take-and-break games decided by their misère quotients (Plambeck and Siegel): each
# heap size n has a class Φ(n) in a finite monoid, and a position is a loss exactly when the
# product of its heaps' classes is in the monoid's part P. Hover the rules line for the
# quotient's order, P and Φ's period; `nim-lens quotient --rules "octal 0.75"` writes it whole.

octal 0.75, misere           # take one from a heap, or two, which may split what is left
30 41 57 : win               # Φ = b, ab², ab²: the product b is not in P = {a, b²}
1 3 3 : loss                 # a · a · a = a, in P
1000 2000 3000               # heaps of any size: Φ is periodic, and the period is proved

kayles misere                # misère Kayles: a quotient of order 40, Φ periodic from heap 71
1 2 3 : loss                 # the product of Φ(1), Φ(2), Φ(3) is in P
4 4 : win                    # equal heaps, yet a win (misère is not Nim): split one into 1 and 1
100 200 300                  # decided at once by the quotient, where a search could not finish

dawson misere                # misère Dawson's Kayles: its quotient is proved heap by heap, no period
5 9 : win                    # small heaps are still decided by the quotient found so far
