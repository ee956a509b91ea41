"""The rules, one module per area, each taking the game's data (engine/state/), never the facade.

Grouped by the part of the Comprehensive Rules they read: mana/, turn_structure/, combat_phase/, spells/,
abilities/ and keyword_abilities/; the general rules every area builds on (a player's choices, tapping, zones,
damage, players, control, continuous effects, copy effects, fight, state-based actions) are modules here. Only
engine/game.py imports them.
"""
