"""Keyword abilities (CR 702) with rules of their own that casting, resolving and the untap step consult:
phasing, morph, dash, mutate. Which keywords a permanent has and protection are general rules (rules/keywords.py,
rules/protection.py); ninjutsu is in combat_phase/, suspend in spells/, since they build on those.

Rank: above mana/, below combat_phase/."""
