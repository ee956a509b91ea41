"""Moving objects between zones: entering the battlefield (with the X it uses, CR 107.3m) and leaving it.

A permanent enters either as the spell it was resolves (CR 608.3a, 608.3c) or because an effect puts it onto
the battlefield without its being cast. Either way it is a new object (CR 400.7) whose own X is 0
(CR 107.3g, 107.3m). Its "enters with X counters" replacement effects (CR 614.1c) and its enters-the-battlefield
triggers that refer to X use the X chosen for the spell it was; put onto the battlefield otherwise, no X was
ever chosen for it, so they use 0.
"""

from __future__ import annotations

from collections.abc import Collection

from rulings.engine.abilities.statics import EntersPuttingCounterOnArtifact, EntersTapped, EntersWithCounters
from rulings.engine.abilities.triggers import EntersTrigger, Token
from rulings.engine.cards.card import Card
from rulings.engine.rules.trigger_targets import only_target
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import (
    CantBlockThisTurn,
    ExileImprinted,
    ExileUntilLeaves,
    FightTarget,
    TapWithSleepCounters,
)
from rulings.engine.vocabulary.events import Event


def enter_battlefield(
    state: GameState,
    obj: GameObject,
    controller: str,
    *,
    spell: str = "",
    x: int = 0,
    attached_to: str = "",
    together: Collection[str] = (),
    also: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset()),
) -> list[Event]:
    """Put the object onto the battlefield: as its resolving `spell` (the stack id) with that spell's X
    (CR 107.3m), or, with no spell, without being cast, so that no X was ever chosen. `together`: the ids of
    the objects entering in the same event, which its "as this enters" choices can't see. `also`: the subtypes
    and colors the spell putting it there says it has in addition, which it has as it enters (CR 611.2e)."""
    if obj.zone == "stack":
        obj.x_on_stack = obj.x  # its last known information (CR 107.3e, 608.2h)
    obj.zone, obj.controller, obj.attached_to = "battlefield", controller, attached_to
    obj.zone_changes += 1  # CR 400.7: a new object, with no damage marked on it (CR 120.6)
    obj.damage = 0
    obj.x = 0  # CR 107.3m: the value of X for the permanent itself is 0
    # CR 614.1d, 614.12: "enters tapped" modifies how it enters; it doesn't become tapped afterwards.
    obj.tapped = any(isinstance(a, EntersTapped) for a in obj.card.abilities)
    obj.sick = True  # CR 302.6: not yet controlled continuously since its controller's turn began
    obj.counters.clear()
    obj.skip_next_untap = False
    obj.timestamp = state.next_timestamp()  # CR 613.7d
    obj.exerted_by = ""
    obj.exiled_with = None
    obj.also_subtypes, obj.also_colors = also
    if not attached_to:
        obj.bestowed = False  # CR 702.103e-f: a bestowed Aura that attaches to nothing is a creature
    events = [Event("entered", object=obj.id, source=spell)]
    # CR 306.5b: a planeswalker enters with loyalty counters equal to its printed loyalty.
    if obj.is_type("Planeswalker") and obj.card.loyalty and obj.card.loyalty.isdigit():
        obj.counters["loyalty"] += int(obj.card.loyalty)
        events.append(Event("counters_put", object=obj.id, ability=f"{obj.card.loyalty} loyalty"))
    # CR 614.1c, 614.12: "enters with" replacement effects apply as the permanent enters.
    for ability in obj.card.abilities:
        if isinstance(ability, EntersWithCounters) and (ability.count or x) > 0:
            amount = ability.count or x
            obj.counters[ability.counter] += amount
            events.append(Event("counters_put", object=obj.id, ability=f"{amount} {ability.counter}"))
        if isinstance(ability, EntersPuttingCounterOnArtifact):
            events += _counter_on_an_artifact(state, obj, controller, ability.counter, together)
    # CR 603.6a: enters-the-battlefield abilities trigger; they go on the stack before a player next receives
    # priority (CR 603.3), which for this engine is right away.
    for ability in obj.card.abilities:
        if isinstance(ability, EntersTrigger):
            events.append(Event("triggered", source=obj.id, object=obj.id, ability=ability.text))
            effect: TapWithSleepCounters | ExileUntilLeaves | FightTarget | CantBlockThisTurn | ExileImprinted
            if ability.effect.startswith("tap enchanted"):
                effect = TapWithSleepCounters(attached_to, x)
            else:
                target = _only_target(state, obj, ability)
                if target is None:
                    # CR 603.3d: with no legal target it is removed from the stack; "up to one" with none
                    # chosen does nothing as it resolves, so it is left out too.
                    continue
                effect = _targeted_effect(ability, target, obj.zone_changes)
            state.put_on_stack(obj.id, controller, ability.text, effect)
            events.append(Event("put_on_stack", player=controller, source=obj.id, ability=ability.text))
    return events


def _counter_on_an_artifact(
    state: GameState, obj: GameObject, controller: str, counter: str, together: Collection[str]
) -> list[Event]:
    """Phylactery Lich: an artifact its controller controls that was already on the battlefield (its rulings:
    not one entering at the same time); chosen as it enters, not targeted (CR 614.12), so no one can act in
    between. With none, nothing happens."""
    artifacts = [
        p
        for p in state.battlefield()
        if p.controller == controller and p.is_type("Artifact") and p.id != obj.id and p.id not in together
    ]
    chosen = only_target(
        state, obj, [a.id for a in artifacts], f"a {counter} counter on an artifact you control"
    )
    if chosen is None:
        return []
    artifact = state.object(chosen)
    artifact.counters[counter] += 1
    return [Event("counters_put", object=artifact.id, ability=f"1 {counter}")]


def is_exile_target(source: GameObject, target: GameObject) -> bool:
    """ "Target artifact or creature an opponent controls" (Mystical Tether), for the source's controller."""
    return (
        target.zone == "battlefield"
        and target.controller != source.controller
        and (target.is_type("Artifact") or target.is_type("Creature"))
    )


def is_fight_target(source: GameObject, target: GameObject) -> bool:
    """ "Target creature you don't control" (Pheres-Band Brawler), for the source's controller."""
    return (
        target.zone == "battlefield" and target.is_type("Creature") and target.controller != source.controller
    )


def is_imprint_target(target: GameObject) -> bool:
    """ "Target nontoken creature" (Phyrexian Ingester): any player's, its source too (CR 115.1)."""
    return target.zone == "battlefield" and target.is_type("Creature") and not target.token


def _is_target(ability: EntersTrigger, source: GameObject, target: GameObject) -> bool:
    if ability.effect == "you may exile target nontoken creature":
        return is_imprint_target(target)
    if ability.effect.startswith("it fights"):
        return is_fight_target(source, target)
    if ability.effect == "target creature can't block this turn":
        return target.zone == "battlefield" and target.is_type("Creature")  # any creature, its own source too
    return is_exile_target(source, target)


def _targeted_effect(
    ability: EntersTrigger, target: str, as_object: int
) -> ExileUntilLeaves | FightTarget | CantBlockThisTurn | ExileImprinted:
    if ability.effect == "you may exile target nontoken creature":
        return ExileImprinted(target, as_object)
    if ability.effect.startswith("it fights"):
        return FightTarget(target)
    if ability.effect == "target creature can't block this turn":
        return CantBlockThisTurn(target)
    return ExileUntilLeaves(target)


def _only_target(state: GameState, source: GameObject, ability: EntersTrigger) -> str | None:
    legal = [p.id for p in state.battlefield() if _is_target(ability, source, p)]
    return only_target(state, source, legal, ability.text)


def put_into_graveyard(obj: GameObject) -> None:
    """Move the object to its owner's graveyard as a new object with no status (CR 400.7, 404.1)."""
    put_into(obj, "graveyard")


def put_into(obj: GameObject, zone: str) -> None:
    """Move the object to a zone other than the battlefield and the stack: a new object (CR 400.7)."""
    if obj.zone == "battlefield":
        obj.was_tapped = obj.tapped  # its last known information (CR 608.2h)
    if obj.zone == "stack":
        obj.x_on_stack = obj.x  # its last known information (CR 107.3e, 608.2h)
    obj.zone, obj.controller, obj.attached_to = zone, obj.owner, ""
    obj.zone_changes += 1  # CR 400.7: a new object, with no damage marked on it (CR 120.6)
    obj.damage = 0
    obj.x, obj.bestowed, obj.tapped, obj.sick, obj.skip_next_untap = 0, False, False, False, False
    obj.exerted_by = ""
    obj.exiled_with = None  # CR 400.7: a new object, linked to nothing
    obj.counters.clear()
    obj.also_subtypes, obj.also_colors = frozenset(), frozenset()  # CR 400.7: a new object
    obj.turn_face_up()  # CR 708.9: a face-down permanent or spell is revealed as it leaves for another zone


def create_tokens(state: GameState, controller: str, spec: Token, count: int) -> list[Event]:
    """Hangarback Walker: a token for each counter it had as it died; CR 111.1."""
    card = Card(
        name=spec.name,
        mana_cost="",
        types=spec.types,
        subtypes=spec.subtypes,
        supertypes=frozenset(),
        oracle_text=", ".join(sorted(spec.keywords)),
        keywords=spec.keywords,
        power=spec.power,
        toughness=spec.toughness,
        abilities=(),
        colors=spec.colors,
    )
    events: list[Event] = []
    for _ in range(count):
        token_id = _new_token_id(state, spec.name)
        token = GameObject(token_id, card, controller, controller, "battlefield", token=True)
        state.objects[token_id] = token
        events += enter_battlefield(state, token, controller)
    return events


def _new_token_id(state: GameState, name: str) -> str:
    base = name.lower().replace(" ", "-")
    n = 1
    while f"{base}-{n}" in state.objects:
        n += 1
    return f"{base}-{n}"
