"""Mutate (CR 702.140) and merging with permanents (CR 730).

"Mutate [cost]" is an alternative cost (CR 118.9, 702.140a): cast for it, the spell becomes a mutating creature
spell that targets a non-Human creature with the same owner as the spell. As it resolves, if that target is
still legal, the spell doesn't enter the battlefield: it merges with the creature, over or under it as its
controller chooses (CR 608.3d, 702.140c, 730.2). The merged permanent is the same object it was (CR 730.2c):
status, counters, damage and the effects on it stay, it isn't summoning sick if it wasn't, and nothing "enters"
(CR 730.2b). It has the characteristics of its topmost card (CR 730.2a) and all the abilities of each of its
cards (CR 702.140e). With its target illegal, the spell resolves as a creature spell and enters the battlefield
(CR 702.140b). Leaving the battlefield, one permanent leaves and each of its cards goes to that zone (CR 730.3).

Not modelled, so the engine answers unsupported: a merge with a token, a face-down or double-faced permanent or a
copy (CR 730.2d-j, 707), a copy of a mutating spell, and a merged permanent put into a library, whose cards' order
its owner chooses (CR 730.3a). No card in the pool says "whenever this creature mutates" (CR 702.140d).
"""

from __future__ import annotations

from dataclasses import replace

from rulings.engine.cards.card import Card
from rulings.engine.rules.subtypes import has_subtype
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import MERGED, GameObject, is_creature_on_battlefield
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled
from rulings.engine.vocabulary.events import Event

MUTATE = "mutate"
# CR 702.140c: the spell's controller chooses whether it is put on top of the creature or on the bottom.
MERGE_CHOICES = ("over", "under")


def is_mutate_target(state: GameState, spell: GameObject, target: GameObject | None) -> bool:
    """CR 702.140a: "target non-Human creature with the same owner as this spell"."""
    return (
        is_creature_on_battlefield(target)
        and target is not None
        and not has_subtype(state, target, "Human")
        and target.owner == spell.owner
    )


def choose_mutate_target(
    state: GameState, obj: GameObject, targets: list[str] | None, *, choosing: bool
) -> str:
    """CR 601.2c, 702.140a: the mutating creature spell's one target. As a question (not `choosing`), with none
    announced, it is castable if some legal target exists."""
    if not targets:
        if choosing:
            raise IllegalAction(
                f"casting {obj.describe()} for its mutate cost needs a target non-Human creature with the same "
                "owner: choose one (CR 702.140a, 601.2c)"
            )
        if any(is_mutate_target(state, obj, p) for p in state.battlefield()):
            return ""
        raise IllegalAction(
            f"there is no non-Human creature {obj.owner} owns for {obj.describe()} to target (CR 702.140a)"
        )
    if len(targets) != 1:
        raise IllegalAction(f"a mutating creature spell has one target, not {len(targets)} (CR 702.140a)")
    if not is_mutate_target(state, obj, state.objects.get(targets[0])):
        raise IllegalAction(
            f"{targets[0]!r} isn't a non-Human creature on the battlefield that {obj.owner} owns, so "
            f"{obj.describe()} can't target it for its mutate cost (CR 702.140a, 601.2c)"
        )
    return targets[0]


def verify_merge_choice(merge: str | None, alternative: str) -> None:
    """The over-or-under choice is announced only for a mutating creature spell (CR 702.140c)."""
    if merge is None:
        return
    if alternative != MUTATE:
        raise IllegalAction(
            "only a spell cast for its mutate cost merges over or under a creature (CR 702.140c)"
        )
    if merge not in MERGE_CHOICES:
        raise IllegalAction(
            f"merge it {' or '.join(MERGE_CHOICES)} the creature, not {merge!r} (CR 702.140c)"
        )


def merge(state: GameState, card: GameObject, permanent: GameObject, over: str | None) -> list[Event]:
    """CR 608.3d, 702.140c, 730.2: the resolving mutating creature spell merges with the permanent it targets.
    The spell's card leaves the stack and becomes part of that permanent, which is the same object as before
    (CR 730.2b-c): nothing about it changes but its characteristics."""
    if over is None:
        raise NotModelled(
            f"{card.controller} would choose whether {card.describe()} goes over or under "
            f"{permanent.describe()} (CR 702.140c), and hasn't said (`merge` on the cast)"
        )
    _verify_merge_modelled(card, permanent)
    card.x_on_stack = card.x  # its last known information on the stack (CR 107.3e, 608.2h)
    card.zone, card.merged_into, card.x = MERGED, permanent.id, 0  # CR 730.2b: it left the stack
    card.zone_changes += 1  # CR 400.7
    if over == "over":
        permanent.merged_over.insert(0, card)  # on top of the pile: its characteristics are the permanent's
    else:
        permanent.merged_under.append(card)  # at the bottom
    # Its own card stays its own, which it is again as it leaves (engine/rules/zones.py).
    permanent.show(merged_characteristics(permanent), "merged")
    return [Event("merged", object=permanent.id, source=card.id)]


def merged_characteristics(permanent: GameObject) -> Card:
    """CR 730.2a, 702.140e: the topmost card's characteristics, with all abilities of each of its cards."""
    own = permanent.printed
    pile = [c.card for c in permanent.merged_over] + [own] + [c.card for c in permanent.merged_under]
    return replace(
        pile[0],
        abilities=tuple(a for card in pile for a in card.abilities),
        keywords=frozenset().union(*(card.keywords for card in pile)),
        oracle_text="\n".join(card.oracle_text for card in pile),
    )


def _verify_merge_modelled(card: GameObject, permanent: GameObject) -> None:
    if permanent.token or card.copy_of_spell:
        raise NotModelled(f"merging {card.describe()} with a token or as a token (CR 730.2d)")
    if permanent.showing not in (None, "merged"):
        raise NotModelled(
            f"merging {card.describe()} with a face-down or double-faced permanent, or with a copy "
            "(CR 730.2a, 730.2e-j)"
        )
