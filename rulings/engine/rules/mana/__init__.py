"""Mana (CR 106, 605): what mana abilities produce and could produce, replacement effects on mana, paying
costs.

Rank: the lowest package, above the general modules of rules/."""
