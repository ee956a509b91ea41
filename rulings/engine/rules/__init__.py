"""The rules, one module per area, each taking the game's data (engine/state/), never the facade.

Packages grouped by the part of the Comprehensive Rules they read, ranked bottom to top, each importing only
those below it (tests/engine/test_layers.py checks this): mana/, keyword_abilities/, combat_phase/, spells/,
abilities/, turn_structure/, resolving/. Below them all are the general rules every area builds on, modules
here: the game actions (actions.py: CR 101.4, 117.1, 701) and life (life.py: CR 119), a player's choices, tapping, zones, power and toughness,
keywords and protection, damage, players, control, continuous and copy effects, Sagas, fight, state-based actions,
the checks of unmodelled triggers. Above them all is turn.py, the game's loop. Only engine/game.py imports them.
"""
