"""Which keywords a permanent has (CR 702): printed, or granted by static abilities (CR 604.1, 613.1f). Each
keyword is there or not: an object with several instances of flying, haste, reach, vigilance or menace has it
once (CR 702.9c, 702.10d, 702.17c, 702.20c, 702.111c), so this answers a yes or no, never a count. The layers
(engine/rules/layers.py) say which it has on the battlefield."""

from __future__ import annotations

from rulings.engine.abilities.combat import GrantKeywordToYourCreaturesWith
from rulings.engine.abilities.conditional_statics import ThisGetsWhile
from rulings.engine.abilities.keywords import GrantKeyword
from rulings.engine.abilities.statics import EquippedGets
from rulings.engine.rules.lasting import applying_to
from rulings.engine.rules.layer_effects import values_of
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import NotModelled


def has_keyword(state: GameState, obj: GameObject, keyword: str) -> bool:
    """Whether the permanent has the keyword now: as layer 6 leaves it (CR 613.1f, engine/rules/layers.py):
    printed, granted by static abilities or by resolved effects in timestamp order, unless an effect removed it.
    Off the battlefield: printed, or gained by an effect still applying to it."""
    values = values_of(state, obj)
    if values is not None:
        return keyword in values.keywords
    return keyword in obj.card.keywords or any(keyword in e.keywords for e in applying_to(state, obj))


def source_has_keyword(state: GameState, source: GameObject, keyword: str) -> bool:
    """Whether a source of damage has the keyword as it deals the damage, from whatever zone (CR 702.2d): on
    the battlefield, now; gone from it, as it last existed there (last known information, CR 702.2e, 608.2h):
    printed, or given by an effect to the object it was."""
    if source.zone == "battlefield":
        return has_keyword(state, source, keyword)
    grants = (GrantKeyword, GrantKeywordToYourCreaturesWith)
    if any(
        (isinstance(a, grants) and a.keyword == keyword)
        or (isinstance(a, ThisGetsWhile | EquippedGets) and keyword in a.keywords)
        for o in state.objects.values()
        for a in o.card.abilities
    ):
        # A static ability may have granted it then; the engine keeps no snapshot of statics as the source left.
        raise NotModelled(
            f"{source.describe()}'s last known {keyword.lower()} from a static ability isn't modelled"
        )
    was = (source.id, source.zone_changes - 1)  # CR 400.7: the object it was on the battlefield
    return keyword in source.card.keywords or any(
        keyword in e.keywords for e in state.effects if was in e.affected
    )


def keywords_held(state: GameState, obj: GameObject) -> list[str]:
    """The keyword abilities the permanent has now (CR 702), sorted: as the layers leave them (CR 613.1f)."""
    values = values_of(state, obj)
    held = values.keywords if values is not None else obj.card.keywords
    return sorted(held)


def has_haste(state: GameState, obj: GameObject) -> bool:
    """Whether the creature has haste (CR 702.10): printed, or given by an effect (Lavaleaper's to all creatures)."""
    return has_keyword(state, obj, "Haste")
