"""Continuous effects from resolving spells and abilities (CR 611.2), kept in the game state until they end.

An effect that changes characteristics is locked to the objects it affected as it resolved (CR 611.2c): it
names each by its id and by how many zone changes it had made then, so a permanent that leaves and returns is a
new object (CR 400.7) the effect no longer applies to. engine/rules/continuous.py creates, applies and ends them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

# "while its source remains tapped": "for as long as <this> remains tapped" (CR 611.2b), ending for good when
# the source untaps or leaves the battlefield.
# "while it is that object": no end but the object's leaving its zone (CR 400.7), such as dash's haste
# (CR 702.109a).
Duration = Literal["until end of turn", "while its source remains tapped", "while it is that object"]


@dataclass(frozen=True)
class PlayFromExile:
    """ "Until your next end step, <player> may play <that card>" (Rocco): a permission to play one exiled card,
    as the object it is now (CR 400.7), until the next end step of `until` begins (CR 500.4)."""

    player: str
    card: str  # the card's id
    zone_changes: int  # its zone changes as it was exiled: the permission is for that object only
    until: str  # the player whose next end step ends it


@dataclass(frozen=True)
class NextSpellEffect:
    """An effect waiting for "the next <kind> spell <player> casts this turn" (CR 611.2f): it applies to that
    spell as the player puts it on the stack (CR 601.2a), and ends there; unused, it ends with the turn
    (CR 514.2). Here it lets that spell be cast as though it had flash (Quicken, CR 601.3b)."""

    player: str
    kind: str  # a card type the spell must have
    source: str  # the card whose spell created it
    text: str  # the sentence that created it


@dataclass(frozen=True)
class EntersUnderYourControl:
    """ "If a creature would enter the battlefield under an opponent's control this turn, it enters under your
    control instead" (Gather Specimens): a replacement effect (CR 614.1) of `player`'s, created by the spell
    `source`, that modifies under whose control a creature enters (CR 616.1b); it ends with the turn (CR 514.2)."""

    player: str
    source: str  # the spell's card: its id names the effect in a player's choice of order (CR 616.1)


@dataclass(frozen=True)
class ContinuousEffect:
    """ "Target creature gets +N/+M and gains <keywords> until end of turn": the P/T change is applied in layer
    7c (CR 613.4c), the keywords in layer 6 (CR 613.1f), the colors in layer 5 (CR 613.1e); a requirement
    ("attacks this turn if able") binds the objects it names. It lasts until the cleanup step (CR 514.2)."""

    source: str  # the card or permanent whose spell or ability created it
    affected: frozenset[tuple[str, int]]  # (object id, its zone changes as the effect began)
    power: int = 0
    toughness: int = 0
    keywords: frozenset[str] = frozenset()
    cant_block: bool = False
    blocks_if_able: bool = False  # "blocks this turn if able": a requirement (CR 509.1c)
    duration: Duration = "until end of turn"
    # Layer 5 (CR 613.1e): "becomes red" sets its colors, overwriting the old ones; None: colors unchanged.
    colors: frozenset[str] | None = None
    attacks_if_able: bool = False  # "attacks this turn if able": a requirement (CR 508.1d)
    source_zone_changes: int = -1  # the source as the object it was as the effect began (CR 400.7)
    # Layer 2 (CR 613.1b): "gain control of <it>": the player who controls the affected objects while it lasts;
    # "": control unchanged. `base_controller`: who controls them with no control-changing effect.
    controller: str = ""
    base_controller: str = ""
    # --- the layers (issue #24, CR 613): the effect's timestamp and its parts in layers 4, 6, 7b and 7d ---
    timestamp: int = 0  # CR 613.7b: received as it was created (GameState.next_timestamp)
    # Layer 4 (CR 613.1d): "becomes a Frog": its creature types are these and no others (CR 205.1b); None: unchanged.
    creature_types: frozenset[str] | None = None
    loses_all_abilities: bool = False  # layer 6 (CR 613.1f): "loses all abilities"
    base_power_toughness: tuple[int, int] | None = (
        None  # layer 7b (CR 613.4b): "has base power and toughness N/M"
    )
    switch: bool = False  # layer 7d (CR 613.4d): "switch its power and toughness"
