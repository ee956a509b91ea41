"""Honest `unsupported`: an event that would trigger an ability the reference engine knows but doesn't model,
and a card whose unmodelled ability would matter where it goes."""

from __future__ import annotations

from rulings.engine.abilities.cast_permissions import Suspend
from rulings.engine.abilities.unmodelled import Unmodelled, When
from rulings.engine.rules.subtypes import has_subtype
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import NotModelled


def verify_triggers_nothing_unmodelled(state: GameState, when: When, event: str) -> None:
    """Raise NotModelled if `event` (described for the message) would trigger an unmodelled ability of a
    permanent on the battlefield, whoever controls it."""
    for permanent in state.battlefield():
        for ability in permanent.card.abilities:
            if isinstance(ability, Unmodelled) and ability.when == when:
                raise NotModelled(
                    f"{event} would trigger {permanent.describe()}'s ability {ability.text!r}, which the "
                    "reference engine doesn't model"
                )


def verify_nothing_unmodelled_in_exile(state: GameState, player: str, when: When, event: str) -> None:
    """Raise NotModelled if `event` would trigger an unmodelled ability of a suspended card the player owns: one
    with suspend, in exile, with a time counter on it (CR 702.62b), whose suspend triggers function there
    (CR 702.62a). Another exiled card's abilities don't function in exile."""
    for card in state.objects.values():
        if card.zone != "exile" or card.owner != player:  # first: the cheap test, at every upkeep and draw
            continue
        if card.counters["time"] <= 0 or not any(isinstance(a, Suspend) for a in card.card.abilities):
            continue
        for ability in card.card.abilities:
            if isinstance(ability, Unmodelled) and ability.when == when:
                raise NotModelled(
                    f"{event} would trigger {card.describe()}'s ability {ability.text!r} in exile, which the "
                    "reference engine doesn't model"
                )


def verify_step_triggers_modelled(state: GameState, active: str, step: str) -> None:
    """Raise NotModelled if an unmodelled "at the beginning of [your] upkeep / draw step / end step" ability
    would trigger as that step of that player's turn begins (CR 603.2b)."""
    if step not in ("upkeep", "draw", "end"):
        return
    if step in ("upkeep", "draw"):
        when: When = "upkeep" if step == "upkeep" else "draw"
        verify_nothing_unmodelled_in_exile(
            state, active, when, f"the game passing through {active}'s {step} step"
        )
    for permanent in state.battlefield():
        # An Aura's trigger "at the beginning of the upkeep of enchanted creature's controller"
        # (Venarian Gold) may be another player's: either controller's step counts.
        enchanted = state.objects.get(permanent.attached_to)
        theirs = permanent.controller == active or (enchanted is not None and enchanted.controller == active)
        for ability in permanent.card.abilities:
            if not isinstance(ability, Unmodelled):
                continue
            if (theirs and ability.when == step) or (ability.when == "each upkeep" and step == "upkeep"):
                raise NotModelled(
                    f"the game would pass through {active}'s {step} step, where "
                    f"{permanent.describe()}'s ability triggers ({ability.text!r}); "
                    "the reference engine doesn't model it"
                )


def verify_entering_modelled(state: GameState, obj: GameObject) -> None:
    """Raise NotModelled if a permanent entering the battlefield has an unmodelled ability that functions there or
    triggers on its entering (CR 603.6a), or another permanent there has one that triggers on a permanent entering."""
    for ability in obj.card.abilities:
        if isinstance(ability, Unmodelled) and ability.when in ("enters", "battlefield"):
            raise NotModelled(
                f"{obj.describe()} would enter the battlefield, and its ability {ability.text!r} isn't modelled"
            )
    for permanent in state.battlefield():
        for ability in permanent.card.abilities:
            if (
                isinstance(ability, Unmodelled)
                and ability.when == "a permanent enters"
                and (
                    not ability.entering
                    or obj.is_type(ability.entering)
                    or has_subtype(state, obj, ability.entering)
                )
            ):
                raise NotModelled(
                    f"{obj.describe()} entering the battlefield would trigger {permanent.describe()}'s ability "
                    f"{ability.text!r}, which the reference engine doesn't model"
                )


def verify_resolving_modelled(obj: GameObject) -> None:
    """Raise NotModelled if a spell about to resolve has an unmodelled spell ability (one set up on the stack:
    casting it would have been refused)."""
    for ability in obj.card.abilities:
        if isinstance(ability, Unmodelled) and ability.when == "cast":
            raise NotModelled(f"{obj.describe()} would resolve, and {ability.text!r} isn't modelled")
