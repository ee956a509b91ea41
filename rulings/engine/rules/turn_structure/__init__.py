"""The turn's structure (CR 500-505, 514): the untap, draw and cleanup steps, added phases and extra turns. The
loop that passes priority and advances the steps is rules/turn.py.

Rank: above abilities/ (cleanup looks for triggers), below resolving/."""
