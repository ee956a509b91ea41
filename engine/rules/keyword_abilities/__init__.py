"""Keyword abilities (CR 702): which a permanent has, and those with rules of their own: phasing, ninjutsu,
morph, suspend, dash, mutate."""
