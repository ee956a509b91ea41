"""Moving objects between zones: entering the battlefield (with the X it uses, CR 107.3m) and leaving it.

A permanent enters either as the spell it was resolves (CR 608.3a, 608.3c) or because an effect puts it onto
the battlefield without its being cast. Either way it is a new object (CR 400.7) whose own X is 0
(CR 107.3g, 107.3m). Its "enters with X counters" replacement effects (CR 614.1c) and its enters-the-battlefield
triggers that refer to X use the X chosen for the spell it was; put onto the battlefield otherwise, no X was
ever chosen for it, so they use 0.
"""

from __future__ import annotations

from collections.abc import Collection

from rulings.engine.abilities.statics import (
    CreatureTokensCreatedInstead,
    EntersPuttingCounterOnArtifact,
    EntersTapped,
    EntersWithCounters,
    OthersEnterWithCounter,
    TokensDoubled,
)
from rulings.engine.abilities.tokens import Token
from rulings.engine.abilities.triggers import EntersTrigger
from rulings.engine.cards.card import Card
from rulings.engine.rules.choices import chosen, only_target
from rulings.engine.rules.control import entering_controller
from rulings.engine.rules.copy_effects import enter_as_copy
from rulings.engine.rules.subtypes import has_subtype
from rulings.engine.rules.unmodelled_triggers import verify_entering_modelled
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject, is_creature_on_battlefield
from rulings.engine.state.stack import (
    CantBlockThisTurn,
    ExileImprinted,
    ExileUntilLeaves,
    FightTarget,
    TapWithSleepCounters,
)
from rulings.engine.vocabulary.errors import NotModelled
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
    verify_entering_modelled(state, obj)
    if obj.zone == "stack":
        obj.x_on_stack = obj.x  # its last known information (CR 107.3e, 608.2h)
    if not attached_to:
        obj.bestowed = False  # CR 702.103e-f: a bestowed Aura that attaches to nothing is a creature
    # CR 616.1b: the effects that modify under whose control it enters apply first; the others, below, see the
    # controller it enters under.
    controller = entering_controller(state, obj, controller)
    obj.zone, obj.controller, obj.attached_to = "battlefield", controller, attached_to
    obj.zone_changes += 1  # CR 400.7: a new object, with no damage marked on it (CR 120.6)
    obj.damage = 0
    obj.x = 0  # CR 107.3m: the value of X for the permanent itself is 0
    _new_object(obj)
    # CR 616.1c: a copy effect on how it enters is applied first; the replacement effects below are then
    # those of what it copied (CR 614.12).
    enter_as_copy(state, obj, controller, together)
    # CR 614.1d, 614.12: "enters tapped" modifies how it enters; it doesn't become tapped afterwards.
    obj.tapped = any(isinstance(a, EntersTapped) for a in obj.card.abilities)
    obj.sick = True  # CR 302.6: not yet controlled continuously since its controller's turn began
    obj.counters.clear()
    obj.skip_next_untap = False
    obj.timestamp = state.next_timestamp()  # CR 613.7d
    obj.exerted_by = ""
    obj.exiled_with = None
    obj.also_subtypes, obj.also_colors = also
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
    events += _additional_counters(state, obj, controller, together)
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


def _additional_counters(
    state: GameState, obj: GameObject, controller: str, together: Collection[str]
) -> list[Event]:
    """ "Each other non-Human creature you control enters with an additional +1/+1 counter on it": a
    replacement effect of each such permanent its controller controls as it enters (CR 614.1c), not of one
    entering at the same time (CR 614.12; Grumgully's rulings)."""
    if not obj.is_type("Creature"):
        return []
    events: list[Event] = []
    for permanent in state.battlefield():
        if permanent.id == obj.id or permanent.id in together or permanent.controller != controller:
            continue
        for ability in permanent.card.abilities:
            if isinstance(ability, OthersEnterWithCounter) and not has_subtype(
                state, obj, ability.not_subtype
            ):
                obj.counters["+1/+1"] += 1
                events.append(Event("counters_put", object=obj.id, ability="1 +1/+1"))
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
    picked = chosen(state, controller, artifacts, f"an artifact to put a {counter} counter on")
    if not picked:
        return []
    [artifact] = picked
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
    return is_creature_on_battlefield(target) and target.controller != source.controller


def is_imprint_target(target: GameObject) -> bool:
    """ "Target nontoken creature" (Phyrexian Ingester): any player's, its source too (CR 115.1)."""
    return is_creature_on_battlefield(target) and not target.token


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
    """Move the object to a zone other than the battlefield and the stack: a new object (CR 400.7). A merged
    permanent leaves as one permanent, and each of its cards is put into that zone (CR 730.3)."""
    merged = components(obj)
    if merged and zone == "library":
        raise NotModelled(
            f"{obj.describe()} is a merged permanent: put into a library, its owner would order its cards (CR 730.3a)"
        )
    if obj.zone == "battlefield":
        obj.was_tapped = obj.tapped  # its last known information (CR 608.2h)
        obj.was_counters = obj.counters.copy()
    if obj.zone == "stack":
        obj.x_on_stack = obj.x  # its last known information (CR 107.3e, 608.2h)
        if obj.flashed_back:  # CR 702.34a: "exile this card instead of putting it anywhere else"
            zone = "exile"
    obj.zone, obj.controller, obj.attached_to = zone, obj.owner, ""
    obj.zone_changes += 1  # CR 400.7: a new object, with no damage marked on it (CR 120.6)
    obj.damage = 0
    obj.x, obj.bestowed, obj.tapped, obj.sick, obj.skip_next_untap = 0, False, False, False, False
    obj.exerted_by = ""
    obj.exiled_with = None  # CR 400.7: a new object, linked to nothing
    obj.counters.clear()
    obj.renowned = False  # CR 702.112b: until it leaves the battlefield
    obj.also_subtypes, obj.also_colors = frozenset(), frozenset()  # CR 400.7: a new object
    # CR 400.7: a new object, its own card: no copy effect of the old one copies it, a face-down one is revealed
    # (CR 708.9), a back face or an Adventure's characteristics are gone (CR 712.8a, 715.3c-d).
    obj.resume()
    _new_object(obj)
    obj.merged_over, obj.merged_under = [], []
    for card in merged:  # CR 730.3: each of the other components, to its owner's same zone
        card.merged_into = ""
        put_into(card, zone)


def _new_object(obj: GameObject) -> None:
    """CR 400.7: the card in its new zone is a new object, no longer "on an adventure" (CR 715.4) nor phased out."""
    obj.on_adventure_for = ""
    obj.flashed_back = False
    obj.phased_out = ""
    obj.phased_out_indirectly = False


def create_tokens(state: GameState, controller: str, spec: Token, count: int) -> list[Event]:
    """Hangarback Walker: a token for each counter it had as it died; CR 111.1. Creating them is the event that
    "if ... tokens would be created" replaces (CR 614.1a): Divine Visitation's Angels instead of creature tokens."""
    spec = _created_instead(state, controller, spec)
    card = Card(
        name=spec.name,
        mana_cost="",
        types=spec.types,
        subtypes=frozenset(spec.subtypes),
        supertypes=frozenset(),
        oracle_text=", ".join(sorted(spec.keywords)),
        keywords=spec.keywords,
        power=spec.power,
        toughness=spec.toughness,
        abilities=(),
        colors=spec.colors,
    )
    return _create(state, controller, card, count)


def create_token_copies(state: GameState, controller: str, original: GameObject, count: int) -> list[Event]:
    """ "Create a token that's a copy of" a creature (Fated Infatuation): each token's characteristics are the
    copiable values of the original (CR 707.2), which the token has as it enters, so the original's "enters"
    replacement effects and triggers are the token's (CR 614.12, the card's rulings)."""
    return _create(state, controller, original.card, count)


def _create(state: GameState, controller: str, card: Card, count: int) -> list[Event]:
    """Create `count` tokens with these characteristics under the controller's control, all at once (CR 111.1):
    first how many (the effects that double it, CR 616.1g), then each token enters with its own replacement
    effects on entering applied to it alone, none of them seeing the others entering with it (Anointed
    Procession's rulings)."""
    doublers = sum(
        1
        for p in state.battlefield()
        if p.controller == controller and any(isinstance(a, TokensDoubled) for a in p.card.abilities)
    )
    tokens: list[GameObject] = []
    for _ in range(count * 2**doublers):
        token_id = new_object_id(state, card.name)
        tokens.append(GameObject(token_id, card, controller, controller, "battlefield", token=True))
        state.objects[token_id] = tokens[-1]
    together = [t.id for t in tokens]
    return [e for token in tokens for e in enter_battlefield(state, token, controller, together=together)]


def _created_instead(state: GameState, controller: str, spec: Token) -> Token:
    """CR 614.1a: "if one or more creature tokens would be created under your control, that many <tokens> are
    created instead" (Divine Visitation). With two such effects the player would choose one (CR 616.1); they are
    alike, so the first is as good as any."""
    if "Creature" not in spec.types:
        return spec
    for permanent in state.battlefield():
        if permanent.controller != controller:
            continue
        for ability in permanent.card.abilities:
            if isinstance(ability, CreatureTokensCreatedInstead):
                return ability.token
    return spec


def new_object_id(state: GameState, name: str) -> str:
    """An id no object of the game has, made from a name: a token's, a spell copy's (CR 111.1, 707.10)."""
    base = "".join(c for c in name.lower().replace(" ", "-") if c.isalnum() or c == "-")
    n = 1
    while f"{base}-{n}" in state.objects:
        n += 1
    return f"{base}-{n}"


def components(permanent: GameObject) -> list[GameObject]:
    """The cards merged with a permanent besides its own (CR 730.2), top to bottom."""
    return [*permanent.merged_over, *permanent.merged_under]
