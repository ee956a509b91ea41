"""Every change of the game state is a frozen event appended to the game's log (as PokerKit's operations)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any


@dataclass(frozen=True)
class Event:
    """One thing that happened. `kind` is one of KINDS; the other fields are set where they apply."""

    kind: str
    player: str = ""
    object: str = ""
    source: str = ""  # the object whose ability triggered, activated or produced the mana
    mana: str = ""  # in the rules' notation, e.g. "{G}{G}"
    step: str = ""
    ability: str = ""  # the ability's text
    amount: int = 0  # how much damage (damage_dealt) or life (life_gained)
    # damage_dealt: set for damage dealt other than in a combat damage step (a fight, CR 701.14d; an ability)
    noncombat: bool = False

    def __post_init__(self) -> None:
        # The list below is the engine's documented vocabulary: an event of another kind is a bug here.
        if self.kind not in KINDS:
            raise ValueError(
                f"unknown event kind {self.kind!r}; add it to engine/vocabulary/events.py KINDS with its meaning"
            )

    def to_dict(self) -> dict[str, Any]:
        """The protocol's form: a plain dict without the fields that do not apply."""
        # The field names are read once (_FIELDS): `fields()` on every call was a fifth of answering an
        # `events` query, which lists the whole log (benchmarks/fuzz_bench.py).
        return {name: value for name in _FIELDS if (value := getattr(self, name))}


_FIELDS = tuple(f.name for f in fields(Event))


KINDS = (
    "step_began",  # a step or phase began (player = the active player)
    "step_skipped",  # a step was skipped (player, step; source: the permanent whose effect skipped it, CR 614.10)
    "mana_emptied",  # a player's unspent mana was lost as a step ended (CR 106.4)
    "activated",  # an ability was activated (source, ability)
    "tapped",
    "untapped",
    "sacrificed",
    "chose",  # a player chose a permanent for an effect that has each player choose, as announced (CR 101.4b)
    "mana_added",  # mana went into a player's pool (player, source, mana)
    "triggered",  # an ability triggered (source, ability, object = what it triggered on)
    "put_on_stack",  # an ability, or a copy of a spell (object: the copy; source: the spell copied; CR 707.10)
    "resolved",
    "cast",  # a spell became cast (player, object; source and ability: the flash permission it used, if any)
    "entered",  # a permanent entered the battlefield (object; source: the spell it was, empty if not cast)
    # a mutating creature spell merged with the permanent it targeted, which didn't enter (object: the permanent;
    # source: the spell's card; CR 702.140c, 730.2b)
    "merged",
    "countered",  # a spell was countered and put into its owner's graveyard (object)
    "counters_put",  # counters were put on a permanent (object, ability: "2 charge")
    # a face-down permanent was turned face up as a special action (player, object; ability: the morph, CR 702.37e)
    "turned_face_up",
    "counters_removed",  # counters were removed from a permanent, as a cost (object, ability: "2 storage")
    # a player lost control of a permanent that stays on the battlefield (player: who lost it; object), as a
    # control-changing effect began or ended (CR 613.1b, 603.10d)
    "lost_control",
    # an Equipment or Aura became unattached from a permanent without leaving the battlefield (source: it;
    # object: the permanent), CR 701.3d
    "unattached",
    "died",  # a creature was put into its owner's graveyard from the battlefield (object)
    "put_into_graveyard",  # a noncreature permanent went to its owner's graveyard by a state-based action (object)
    "exiled",  # an object was exiled (object; source: the permanent whose ability exiled it)
    # an object left a game that goes on, with its owner who left it (player: the owner; object), CR 800.4a; a
    # permanent's is `permanent_left_the_game`: it left the battlefield too (CR 603.6c)
    "left_the_game",
    "permanent_left_the_game",
    "drew",  # a player drew a card (player, object)
    "milled",  # a player milled a card: put it from the top of their library into their graveyard (player, object; CR 701.17a)
    "attacked",  # a creature was declared as an attacker (object, player: the player it attacks, CR 508.1k)
    "blocked",  # a creature was declared as a blocker (object; source: the attacking creature it blocks, CR 509.1g)
    # attackers were declared (player: the attacking player; amount: how many creatures; CR 508.3c-d); not when
    # none were, nor for a creature put onto the battlefield attacking (CR 508.4)
    "attackers_declared",
    "became_blocked",  # an unblocked attacking creature became a blocked creature (object; CR 509.1h, 509.3c)
    "not_blocked",  # blockers were declared and none for this attacking creature (object; CR 509.3g)
    "life_lost",  # a player lost life other than by damage (player, amount; CR 119.3)
    # damage was dealt (source; object: the creature or player: the player dealt it; amount; noncombat: not combat
    # damage, CR 701.14d)
    "damage_dealt",
    # damage that would have been dealt was prevented (source: its source; object or player: the one it would have
    # been dealt to; amount; CR 615.6, 615.13)
    "damage_prevented",
    "life_gained",  # a player gained life (player, amount; CR 119.3)
    "life_lost",  # a player lost life other than by damage (player, amount; CR 119.3)
    "lost_game",  # a player lost the game (player; CR 104.3a, 704.5a-c)
    "won_game",  # a player won the game (player; CR 104.2b)
    "discarded",  # a player discarded a card from their hand (player, object; CR 701.9a), as in CR 514.1
    "revealed",  # a player revealed a card (player, object; CR 701.20a)
    # a permanent was returned to its owner's hand (object), as a cost (ninjutsu, CR 702.49a) or by an effect
    # (dash's delayed trigger, CR 702.109a)
    "returned_to_hand",
    "destroyed",  # a permanent was destroyed (object; CR 701.8a); a creature also "died"
    "conceded",  # a player conceded the game (player; CR 104.3a)
    "poison_counters",  # a player got poison counters (player, amount; CR 120.3b, 122.1f)
    # a token outside the battlefield, or a copy of a spell off the stack, ceased to exist (object; CR 704.5d-e)
    "ceased_to_exist",
    "phased_out",  # a permanent phased out (object; CR 702.26a, 502.1): treated as though it doesn't exist
    "phased_in",  # a phased-out permanent phased in (object; CR 702.26a, 502.1)
)
