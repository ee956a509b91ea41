"""Exert (CR 701.43): "You may exert this creature as it attacks" is an optional cost to attack (CR 701.43d,
508.1g), chosen as the creature is declared as an attacker and never later; an exerted permanent won't untap
during the next untap step of the player who exerted it (CR 701.43a, rules/turn_structure/untap_step.py). Exerting it again
before then changes nothing (CR 701.43b). "When you do, ..." is a reflexive trigger (CR 603.12), put on the
stack as the active player next gets priority in the declare attackers step (CR 508.2), so it resolves before
blockers are declared."""

from __future__ import annotations

from collections.abc import Sequence

from rulings.engine.abilities.keywords import ExertAsItAttacks
from rulings.engine.rules.choices import only_target
from rulings.engine.rules.damage import deal_noncombat_damage
from rulings.engine.rules.subtypes import has_subtype
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import DealDamage
from rulings.engine.vocabulary.errors import IllegalAction
from rulings.engine.vocabulary.events import Event


def verify_exert(state: GameState, attackers: Sequence[str], exerted: Sequence[str]) -> None:
    """Raise IllegalAction unless each creature to exert is declared as an attacker now and an ability of its
    own lets it be exerted as it attacks (CR 701.43d; the rulings: no exerting without an effect allowing it);
    NotModelled, before anything changes, if its trigger would need a target the engine can't choose."""
    for creature in exerted:
        obj = state.object(creature)
        # The protocol exerts only attackers (a field of each attacker): this guards the engine's own API.
        if creature not in attackers:
            raise IllegalAction(
                f"{obj.describe()} isn't declared as an attacker, and it is exerted only as it attacks (CR 701.43d)"
            )
        if not _exert_abilities(obj):
            raise IllegalAction(
                f"{obj.describe()} has no ability that lets it be exerted as it attacks, so it can't be exerted "
                "(CR 701.43d)"
            )
        for ability in _exert_abilities(obj):
            _only_target(state, obj, ability)


def exert_attackers(state: GameState, exerted: Sequence[str]) -> list[Event]:
    """CR 508.1g, 701.43a: the chosen attackers are exerted by the active player; each one's "when you do"
    trigger goes on the stack (CR 603.12, 508.2)."""
    events: list[Event] = []
    for creature in exerted:
        obj = state.objects[creature]
        obj.exerted_by = state.active  # CR 701.43b: exerted again, still only the next untap step
        for ability in _exert_abilities(obj):
            events.append(Event("triggered", source=obj.id, object=obj.id, ability=ability.text))
            target = _only_target(state, obj, ability)
            if target is None:
                continue  # CR 603.3d: with no legal target it is removed; the creature is still exerted
            state.put_on_stack(obj.id, obj.controller, ability.text, DealDamage(target, 4))
            events.append(Event("put_on_stack", player=obj.controller, source=obj.id, ability=ability.text))
    return events


def deal_damage(state: GameState, source: str, controller: str, target: str, amount: int) -> list[Event]:
    """Glorybringer's trigger resolves: 4 damage to its target if it is still legal (CR 608.2b)."""
    obj = state.objects[target]
    if not is_target(state, controller, obj):
        return []
    return deal_noncombat_damage(state, source, obj, amount)


def is_target(state: GameState, controller: str, obj: GameObject) -> bool:
    """ "Target non-Dragon creature an opponent controls", for the trigger's controller."""
    return (
        obj.zone == "battlefield"
        and obj.is_type("Creature")
        and not has_subtype(state, obj, "Dragon")
        and obj.controller in state.opponents(controller)
    )


def _only_target(state: GameState, source: GameObject, ability: ExertAsItAttacks) -> str | None:
    legal = [p.id for p in state.battlefield() if is_target(state, source.controller, p)]
    return only_target(state, source, legal, ability.when_you_do)


def _exert_abilities(obj: GameObject) -> list[ExertAsItAttacks]:
    return [a for a in obj.card.abilities if isinstance(a, ExertAsItAttacks)]
