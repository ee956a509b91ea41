"""The reference engine: the executable reading of the rules in scope. Pure Python; imports nothing of ours.

Layers, each importing only those below it (docs/architecture.md): vocabulary, abilities, cards, state,
rules, the game facade (game.py), and setup. Its users import from here.

>>> from rulings.engine import new_game
>>> game = new_game({"players": ["Alice", "Bob"], "objects": [
...     {"id": "pool", "card": "Reflecting Pool", "owner": "Alice"},
...     {"id": "forest", "card": "Forest", "owner": "Alice"}]})
>>> sorted(game.could_produce("pool"))
['G']
"""

from rulings.engine.cards import modelled_cards, playable_cards
from rulings.engine.game import Game
from rulings.engine.setup import describe_game, new_game
from rulings.engine.state.objects import GameObject, mana_value
from rulings.engine.vocabulary.errors import EngineError, IllegalAction, NotModelled, SetupError, UnknownCard
from rulings.engine.vocabulary.mana import TYPE_ORDER, pool_counts

__all__ = [
    "TYPE_ORDER",
    "EngineError",
    "Game",
    "GameObject",
    "IllegalAction",
    "NotModelled",
    "SetupError",
    "UnknownCard",
    "describe_game",
    "mana_value",
    "modelled_cards",
    "new_game",
    "playable_cards",
    "pool_counts",
]
