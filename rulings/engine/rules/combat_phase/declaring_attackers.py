"""Declaring attackers (CR 508.1): which creatures can attack (vigilance, haste and summoning sickness), the
restrictions and requirements of a declaration, and the turn-based action that taps and declares them.

A declaration is checked the way CR 508.1c-d says: it is legal only if it disobeys no restriction and obeys as many
requirements as any declaration that disobeys no restriction could. The engine finds that maximum by trying every
declaration of the board (boards here are small)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from rulings.engine.abilities.combat import (
    AttacksEachCombat,
    CantAttackOrBlockAlone,
    EnchantedCantAttackOrBlock,
)
from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.engine.rules.actions import tap
from rulings.engine.rules.combat_phase import combat_costs
from rulings.engine.rules.combat_phase.combat_costs import pay_declaration
from rulings.engine.rules.keywords import has_keyword
from rulings.engine.rules.lasting import applying_to
from rulings.engine.rules.subtypes import has_subtype
from rulings.engine.rules.tapping import verify_attack
from rulings.engine.rules.unmodelled_triggers import verify_triggers_nothing_unmodelled
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled
from rulings.engine.vocabulary.events import Event
from rulings.engine.vocabulary.steps import STEPS

# More possible declarations than this and the engine declines to search them all for the maximum.
MAX_DECLARATIONS = 50_000


Attack = Sequence[tuple[str, str]]  # (attacking creature, the player or planeswalker it attacks)


def verify_can_attack(state: GameState, obj: GameObject) -> None:
    """Raise IllegalAction unless the creature alone could be declared as an attacker this turn: CR 508.1a
    (untapped, haste or controlled since the turn began) and its own "can't attack" (defender, CR 702.3b)."""
    verify_attack(state, obj)
    # CR 702.3b: a creature with defender can't attack.
    if has_keyword(state, obj, "Defender"):
        raise IllegalAction(f"{obj.describe()} has defender, so it can't attack (CR 702.3b)")
    if enchanted_cant_attack_or_block(state, obj):
        raise IllegalAction(f"{obj.describe()} is enchanted by an Aura that says it can't attack (CR 508.1c)")


def enchanted_cant_attack_or_block(state: GameState, obj: GameObject) -> bool:
    """Whether an Aura attached to the creature says "Enchanted creature can't attack or block" (CR 303.4)."""
    return any(
        aura.attached_to == obj.id and aura.card.abilities_of(EnchantedCantAttackOrBlock)
        for aura in state.battlefield()
    )


def verify_declare_attackers(state: GameState, player: str, attack: Attack) -> None:
    """Raise IllegalAction unless the player may declare these attackers as the declare attackers step of the
    current turn begins (CR 508.1)."""
    if player != state.active:
        raise IllegalAction(
            f"only the active player ({state.active}) declares attackers, not {player} (CR 508.1)"
        )
    # Before this turn's declare attackers step, or in a main phase or end of combat step an additional combat
    # phase follows (CR 500.8).
    ahead = (
        STEPS.index(state.step) < STEPS.index("declare_attackers")
        or (state.step == "postcombat_main" and state.additional_combats > 0)
        or (state.step == "end_of_combat" and state.combats_after_this_phase > 0)
    )
    if not ahead:
        raise IllegalAction(
            f"attackers are declared as the declare attackers step begins, and this turn's is past: it is the "
            f"{state.step} step (CR 508.1)"
        )
    chosen = [creature for creature, _ in attack]
    if len(set(chosen)) != len(chosen):
        raise IllegalAction("a creature is declared as an attacker once (CR 508.1a)")
    for creature, defender in attack:
        obj = state.object(creature)
        verify_can_attack(state, obj)
        # CR 508.1b: each attacks an opponent, or a planeswalker an opponent controls.
        walker = state.objects.get(defender)
        if defender not in state.opponents(player) and not (
            walker is not None
            and walker.zone == "battlefield"
            and walker.is_type("Planeswalker")
            and walker.controller in state.opponents(player)
        ):
            raise IllegalAction(
                f"{obj.describe()} can attack only an opponent of {player} or a planeswalker an opponent "
                f"controls, not {defender!r} (CR 506.2, 508.1b)"
            )
    verify_attack_obligations(state, chosen)


def verify_attack_obligations(state: GameState, chosen: Sequence[str]) -> None:
    """CR 508.1c-d: the restrictions obeyed and the most requirements obeyed that any legal attack could."""
    broken = _attack_restriction(state, chosen)
    if broken:
        raise IllegalAction(broken)
    # CR 508.1d: a creature that can't attack unless a cost is paid is never required to.
    able = [
        o.id
        for o in state.battlefield()
        if o.controller == state.active
        and _can_attack(state, o)
        and not combat_costs.has_cost(state, o, blocking=False)
    ]
    if 2 ** len(able) > MAX_DECLARATIONS:
        raise NotModelled(
            f"{len(able)} possible attackers are too many for this engine to weigh requirements"
        )
    best = max(
        _attack_requirements(state, subset)
        for size in range(len(able) + 1)
        for subset in combinations(able, size)
        if not _attack_restriction(state, subset)
    )
    obeyed = _attack_requirements(state, chosen)
    if obeyed < best:
        must = [
            state.objects[c].describe()
            for c in able
            if c not in chosen and _attack_requirement_count(state, state.objects[c])
        ]
        raise IllegalAction(
            f"this attack obeys {obeyed} of the attack requirements, and an attack could obey {best} "
            f"({', '.join(must)} attacks each combat if able) (CR 508.1d)"
        )


def _attack_restriction(state: GameState, chosen: Sequence[str]) -> str:
    """The first restriction this attack disobeys (CR 508.1c), or ""."""
    for creature in chosen:
        obj = state.objects[creature]
        for ability in obj.card.abilities_of(CantAttackOrBlockAlone):
            # CR 506.5: a creature attacks alone if it's the only creature declared as an attacker.
            if ability.attack and len(chosen) == 1:
                return f"{obj.describe()} can't attack alone (CR 508.1c, 506.5)"
    return ""


def _attack_requirements(state: GameState, chosen: Iterable[str]) -> int:
    """How many requirements this attack obeys: one per "attacks each combat if able" (CR 508.1d)."""
    return sum(_attack_requirement_count(state, state.objects[c]) for c in chosen)


def _attack_requirement_count(state: GameState, obj: GameObject) -> int:
    """Its requirements to attack: "attacks each combat if able", and "attacks this turn if able" effects."""
    from_effects = sum(1 for e in applying_to(state, obj) if e.attacks_if_able)
    return len(obj.card.abilities_of(AttacksEachCombat)) + from_effects


def declare_attackers(state: GameState, attack: Attack) -> list[Event]:
    """The turn-based action of CR 508.1: tap the chosen creatures without vigilance, and they attack."""
    chosen = [creature for creature, _ in attack]
    verify_attack_obligations(state, chosen)  # also when no one declared anything: it must be legal
    events: list[Event] = []
    for creature, defender in attack:
        obj = state.objects[creature]
        # CR 508.1a, 800.4a: checked again as the step begins, after the passing on the way: a creature that left
        # the battlefield (with its controller, out of a game that goes on) or became tapped can't attack.
        verify_can_attack(state, obj)
        for ability in obj.card.abilities:
            if isinstance(ability, Unmodelled) and ability.when == "attack":
                raise NotModelled(f"{obj.describe()} would attack, and {ability.text!r} isn't modelled")
        if has_subtype(state, obj, "Warrior"):  # CR 508.3a: Najeela's "Whenever a Warrior attacks"
            verify_triggers_nothing_unmodelled(state, "a Warrior attacks", f"{obj.describe()} attacking")
        # CR 508.1f, 702.20b: attacking taps the creature, unless it has vigilance.
        if not has_keyword(state, obj, "Vigilance"):
            events += tap(obj)  # an attacking creature is untapped (CR 508.1a)
        # CR 508.1k: it becomes an attacking creature.
        state.combat.attackers[creature] = defender
        state.attacked_this_turn.add((creature, obj.zone_changes))
        if defender in state.players:
            events.append(Event("attacked", object=creature, player=defender))
        else:  # attacking a planeswalker: the event names it as its `source`
            events.append(Event("attacked", object=creature, source=defender))
    if attack:  # CR 508.3c-d: "whenever [a player] attacks" looks at the declaration as a whole
        events.append(Event("attackers_declared", player=state.active, amount=len(attack)))
    # CR 508.1h-j: after tapping them (508.1f), the total cost to attack is determined and paid in full.
    return events + pay_declaration(state, state.active, combat_costs.attack_cost(state, attack), "attack")


def _can_attack(state: GameState, obj: GameObject) -> bool:
    try:
        verify_can_attack(state, obj)
    except IllegalAction:
        return False
    return True
