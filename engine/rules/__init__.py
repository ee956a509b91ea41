"""The rules, one module per area, each taking the game's data (engine/state/), never the facade.

payment, tapping, zones (entering and leaving), replacement, production, could_produce, state_based,
untap_step, mana_abilities, activated_abilities (where every activation begins), casting, resolving (every
stack effect), turn (priority and advancing). Only engine/game.py imports them.
"""
