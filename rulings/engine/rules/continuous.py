"""Continuous effects from resolving spells and abilities (CR 611.2): created locked to the objects they affect
(CR 611.2c), applied with the statics (layer 6 abilities, CR 613.1f; layer 7c power and toughness, CR 613.4c),
and ended in the cleanup step (CR 514.2).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from rulings.engine.rules.control import after_effects_ended, end_enters_under_control
from rulings.engine.rules.lasting import applying_to, lasting
from rulings.engine.rules.layer_effects import values_of
from rulings.engine.state.effects import ContinuousEffect
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.objects import colors as object_colors
from rulings.engine.vocabulary.events import Event

COLOR_ORDER = "WUBRG"  # CR 105.1


def until_end_of_turn(
    state: GameState,
    source: str,
    objects: Iterable[GameObject],
    *,
    power: int = 0,
    toughness: int = 0,
    keywords: frozenset[str] = frozenset(),
    colors: frozenset[str] | None = None,
    attacks_if_able: bool = False,
    cant_block: bool = False,
    blocks_if_able: bool = False,
    creature_types: frozenset[str] | None = None,
    loses_all_abilities: bool = False,
    base_power_toughness: tuple[int, int] | None = None,
    switch: bool = False,
) -> None:
    """Create an "until end of turn" effect on these objects, and only these (CR 611.2c): one that enters the
    battlefield later, or leaves and returns (CR 400.7), isn't affected. It receives its timestamp now (CR
    613.7b); engine/rules/layers.py applies its parts in their layers."""
    affected = frozenset((o.id, o.zone_changes) for o in objects)
    if affected:
        effect = ContinuousEffect(
            source,
            affected,
            power,
            toughness,
            keywords,
            cant_block=cant_block,
            blocks_if_able=blocks_if_able,
            colors=colors,
            attacks_if_able=attacks_if_able,
            timestamp=state.next_timestamp(),
            creature_types=creature_types,
            loses_all_abilities=loses_all_abilities,
            base_power_toughness=base_power_toughness,
            switch=switch,
        )
        state.effects.append(effect)


def your_creatures_gain(
    state: GameState, source: str, controller: str, keywords: frozenset[str], *, other_than: str = ""
) -> None:
    """ "Creatures you control gain <keywords> until end of turn" (Dauntless Escort; "other creatures",
    Loxodon Sergeant): the creatures the controller controls as it resolves, and only those (CR 608.2h,
    611.2c); one entering later gains nothing."""
    yours = [p for p in state.battlefield() if p.is_type("Creature") and p.controller == controller]
    until_end_of_turn(state, source, [p for p in yours if p.id != other_than], keywords=keywords)


def while_this_remains_tapped(
    state: GameState, source: GameObject, objects: Iterable[GameObject], power: int, toughness: int
) -> None:
    """ "Target creature gets +N/+M for as long as <this> remains tapped" (Tawnos's Weaponry): CR 611.2b, if
    the source is already untapped (or gone) as the effect would begin, the duration is over and the effect
    does nothing."""
    affected = frozenset((o.id, o.zone_changes) for o in objects)
    if affected and source.zone == "battlefield" and source.tapped:
        effect = ContinuousEffect(
            source.id,
            affected,
            power,
            toughness,
            duration="while its source remains tapped",
            timestamp=state.next_timestamp(),  # CR 613.7b
        )
        state.effects.append(replace(effect, source_zone_changes=source.zone_changes))


def end_lapsed_durations(state: GameState) -> None:
    """Forget the effects whose duration has ended, so that tapping the source again doesn't start them again
    (CR 611.2b: an effect doesn't begin again once its "for as long as" duration is over)."""
    state.effects = [e for e in state.effects if lasting(state, e)]


def cant_block(state: GameState, obj: GameObject) -> bool:
    """Whether an effect says the creature can't block (a restriction, CR 509.1b)."""
    return any(e.cant_block for e in applying_to(state, obj))


def colors(state: GameState, obj: GameObject) -> frozenset[str]:
    """CR 105.2, 202.2: the colors of its mana cost's symbols (and a token's, CR 111.3, and those a spell gave it as
    it entered, CR 611.2e); on the battlefield, as layer 5 leaves them (CR 613.1e, engine/rules/layers.py)."""
    values = values_of(state, obj)
    return values.colors if values is not None else object_colors(obj)


def block_requirements(state: GameState, obj: GameObject) -> int:
    """How many "blocks this turn if able" effects apply to the creature: each is one requirement (CR 509.1c)."""
    return sum(1 for e in applying_to(state, obj) if e.blocks_if_able)


def end_until_end_of_turn_effects(state: GameState) -> list[Event]:
    """CR 514.2: in the cleanup step, at the same time as damage is removed, "until end of turn" and "this
    turn" effects end; a permanent whose control they changed goes back (CR 613.1b), its controller losing
    control of it (the events)."""
    ended = [e for e in state.effects if e.duration == "until end of turn"]
    state.effects = [e for e in state.effects if e.duration != "until end of turn"]
    state.next_spell.clear()  # "the next ... spell you cast this turn", if none was cast
    end_enters_under_control(state)
    return after_effects_ended(state, ended)
