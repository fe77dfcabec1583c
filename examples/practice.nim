# A practice sheet: the answers stay hidden until you find them.
# Claim each position `: win` or `: loss` for the player to move. A right claim opens the line
# (verdict, reason, moves); a wrong one says "not quite". Reveal (the lens or the light bulb)
# shows the answer of a line; the status bar keeps the score. Each win has exactly one winning
# move: find it and write it as `-> position`. Made with
#   nim-lens puzzles --rules "nim" --count 6 --seed 2026
#   nim-lens puzzles --rules "wythoff" --count 4 --seed 2026
practice                     # this line makes the sheet a practice sheet

nim                          # take any number of tokens from one heap
7 2
3 1 5
4 2
6 6
5 1
7 7

wythoff                      # take from one heap, or the same number from both
12 2
5 2
6 6
10 6
