"""The reference engine: the executable reading of the rules in scope. Pure Python; imports nothing of ours.

>>> from rulings.engine import new_game
>>> game = new_game({"players": ["Alice", "Bob"], "objects": [
...     {"id": "pool", "card": "Reflecting Pool", "owner": "Alice"},
...     {"id": "forest", "card": "Forest", "owner": "Alice"}]})
>>> sorted(game.could_produce("pool"))
['G']
"""

from rulings.engine.setup import describe_game, new_game
from rulings.engine.state.game_state import GameState
from rulings.engine.vocabulary.errors import EngineError, IllegalAction, NotModelled, SetupError, UnknownCard

__all__ = [
    "EngineError",
    "GameState",
    "IllegalAction",
    "NotModelled",
    "SetupError",
    "UnknownCard",
    "describe_game",
    "new_game",
]
