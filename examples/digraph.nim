# Tokens on a directed graph: the game the Sprague–Grundy function is defined on.
# The rules line lists each vertex's arrows (`v: w …`); a move slides one token along one arrow.
# Where the graph has cycles some positions are draws: γ is then ∞(K), K the finite values
# of the vertex's followers (hover a position to see them).

digraph a: b; b: a c; c:     # a ⇄ b, with an exit b → c; c has no arrow
c : loss                     # no move at all: the player to move has lost
b : win                      # to c (no move left) or to a (a loss): two winning moves
a : loss                     # a's only move goes to b, from which the opponent leaves for c
a -> b                       # a record: a loss has no good move, so no mistake is marked

digraph a: b; b: a           # a bare cycle: neither player can ever be forced to stop
a : draw                     # γ(a) = ∞(): no follower has a finite value

digraph x: y z; y: x; z: z w; w:  # z has a loop and an exit to w
z : win                      # z → w ends the game: γ(z) = ∞(0), and 0 in K wins
x z : draw                   # γ(x) = ∞() and γ(z) = ∞(0): two infinite values, a draw
z -> w                       # a record moves one token along one arrow

digraph v3:; h: q_x; q_x: h v3   # names are letters, digits and `_`
h h : loss                   # two tokens on h: the same value twice, XOR 0
q_x : win                    # to v3 (no arrow) or back to h: both have γ = 0

digraph a: b; b: a, misere   # misère play (options after a comma): decided by retrograde analysis
a : draw                     # the cycle never ends, whoever would have to stop

digraph a: b; b: + nim       # a digraph as a part of a sum
a + 1 : loss                 # γ(a) = 1 and a heap of 1: XOR 0
