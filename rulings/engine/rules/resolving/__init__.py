"""Resolving what is on the stack (CR 608): spells, activated and triggered abilities, each by its kind.

Rank: the highest package; only rules/turn.py (all players pass, the top of the stack resolves) imports it."""
