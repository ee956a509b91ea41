"""The marker for an ability the engine knows of but does not model."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rulings.engine.abilities.text import TextAbility

# "a Warrior attacks": a trigger on any Warrior declared as an attacker, whoever controls it (Najeela);
# "play from exile": a player playing a card from exile (casting it or playing it as a land); "upkeep": its
# controller's upkeep (or its enchanted creature's controller's), "each upkeep": every player's
When = Literal[
    "upkeep",
    "each upkeep",
    "draw",
    "end",  # "at the beginning of your end step"
    "dies",  # "when this creature dies"
    "cast",  # casting it: its spell ability, an additional cost, a static ability that functions on the stack
    "enters",  # "when this enters": it entering the battlefield (CR 603.6a), not another permanent
    "a permanent enters",  # "whenever another creature enters": any permanent entering while it is on the battlefield
    "activate",
    "attack",
    "a Warrior attacks",
    "play from exile",
    # An ability that functions on the battlefield (CR 113.6) at moments the engine can't name: a static
    # ability, a mana ability (CR 605), or a trigger on an event it doesn't list. It would matter to anything
    # that happens while the card is there, so the card can't be set up there or enter it.
    "battlefield",
    # An ability that functions in other zones too, or whose form the engine can't tell: a characteristic-defining
    # ability (CR 604.3), a card's ability in a graveyard or hand, an unknown keyword. The card can't be set up.
    "anywhere",
]


@dataclass(frozen=True)
class Unmodelled(TextAbility):
    """An ability this engine does not model; using it makes the engine answer `unsupported`. For "a permanent
    enters", `entering` narrows it to a permanent of that card type or subtype ("Equipment", "Creature")."""

    when: When
    entering: str = ""
