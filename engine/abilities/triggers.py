"""Triggered abilities (CR 603): on tapping for mana (CR 106.12a), becoming untapped, entering (CR 603.6a), dying
(CR 603.10a) and a spell being cast (CR 601.2i). Each becomes a typed stack effect (engine/state/stack.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Tapper = Literal["any", "you", "opponent"]


@dataclass(frozen=True)
class TappedForManaTrigger:
    """ "Whenever ... is tapped for mana": triggers as such an ability resolves and adds mana (CR 106.12a).

    With `adds` it is a triggered mana ability and resolves at once (CR 605.1b, 605.4a); with
    `skip_next_untap` it adds no mana, so it is an ordinary trigger that uses the stack.
    """

    text: str
    tapper: Tapper  # whose tapping counts, relative to this permanent's controller
    what: Literal["land", "enchanted land", "basic land"]
    adds: Literal["", "same type", "{G}"] = ""
    recipient: Literal["tapper", "you", "land's controller"] = "tapper"
    skip_next_untap: bool = False


@dataclass(frozen=True)
class BecomesUntappedTrigger:
    """ "Whenever this permanent becomes untapped, ..." (Hollowsage). It triggers (an event); putting it on the
    stack, with its target, is not modelled."""

    text: str


@dataclass(frozen=True)
class EntersTrigger:
    """ "When this enters, ...": an enters-the-battlefield trigger whose X is its spell's X (CR 107.3m)."""

    text: str
    effect: Literal[
        "tap enchanted creature and put X sleep counters on it",
        "exile target artifact or creature an opponent controls until this leaves the battlefield",
        "it fights up to one target creature you don't control",
    ]


@dataclass(frozen=True)
class Token:
    """The characteristics a token is created with (CR 111.3); its name is its subtypes plus "Token" (CR 111.4)."""

    subtypes: frozenset[str]
    types: frozenset[str]
    power: str
    toughness: str
    keywords: frozenset[str] = frozenset()

    @property
    def name(self) -> str:
        """CR 111.4: with no name given, the token's name is its subtypes plus the word "Token"."""
        return " ".join(sorted(self.subtypes)) + " Token"


@dataclass(frozen=True)
class DiesTrigger:
    """ "When this creature dies, create a <token> for each <kind> counter on this creature": it looks back
    in time (CR 603.10a), counting the counters the creature had as it last existed on the battlefield."""

    text: str
    token: Token
    per_counter: str


@dataclass(frozen=True)
class CounterSpellsWithManaValue:
    """ "Whenever a player casts a spell with mana value equal to the number of <kind> counters on this
    permanent, counter that spell" (Chalice of the Void): a cast trigger (CR 601.2i)."""

    text: str
    counter: str
