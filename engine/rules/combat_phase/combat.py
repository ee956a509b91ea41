"""Combat (CR 506-511): declaring attackers and blockers with their restrictions and requirements, vigilance,
haste and summoning sickness, the combat damage steps with first strike and double strike, end of combat;
and damage wearing off in the cleanup step (CR 514.2).

Declarations are checked the way CR 508.1c-d and 509.1b-c say: a declaration is legal only if it disobeys no
restriction and obeys as many requirements as any declaration that disobeys no restriction could. The engine
finds that maximum by trying every declaration of the board (boards here are small).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from itertools import combinations, product
from typing import TypeVar

from rulings.engine.abilities.combat import (
    AllAbleToBlock,
    AttacksEachCombat,
    CantAttackOrBlockAlone,
    CantBeBlockedBy,
    CantBeBlockedByMoreThanOne,
    CantBlock,
    MustBeBlocked,
)
from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.engine.rules import players
from rulings.engine.rules.abilities.unmodelled_triggers import verify_triggers_nothing_unmodelled
from rulings.engine.rules.combat_phase import combat_costs, exert
from rulings.engine.rules.combat_phase.unblockable import why_cant_be_blocked
from rulings.engine.rules.continuous import (
    applying_to,
    block_requirements,
    cant_block,
    power_toughness_change,
)
from rulings.engine.rules.damage import apply_damage, damage_after_replacement, lifelink
from rulings.engine.rules.keyword_abilities.keywords import has_keyword
from rulings.engine.rules.keyword_abilities.protection import prevented, why_unblockable_by
from rulings.engine.rules.state_based import bonus, check_state_based_actions, toughness
from rulings.engine.rules.tapping import verify_attack
from rulings.engine.state.combat import Combat
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.static_bonuses import base_power_toughness, static_bonus
from rulings.engine.vocabulary.errors import IllegalAction, IllegalDamageAssignment, NotModelled
from rulings.engine.vocabulary.events import Event
from rulings.engine.vocabulary.steps import STEPS, next_step

# More possible declarations than this and the engine declines to search them all for the maximum.
MAX_DECLARATIONS = 50_000

T = TypeVar("T")
Attack = Sequence[tuple[str, str]]  # (attacking creature, the player or planeswalker it attacks)
Blocks = Sequence[tuple[str, str]]  # (blocking creature, the attacking creature it blocks)
Division = Mapping[str, Mapping[str, int]]  # attacking creature -> blocking creature -> damage


# The combat keywords and power.


def power(state: GameState, obj: GameObject) -> int:
    """The creature's power: printed, +1/+1 and -1/-1 counters, "gets +N/+M" effects and "+N/+M until end of
    turn" effects (CR 208, 613.4c)."""
    # Every creature card the engine models has a printed number for power or a characteristic-defining ability
    # that sets it (tests/engine/test_combat.py).
    base = base_power_toughness(state, obj)
    value = (base[0] if base else 0) + obj.counters["+1/+1"] - obj.counters["-1/-1"]
    value += static_bonus(state, obj)[0]  # Benalish Marshal, Grim Strider (CR 613.4c)
    return value + power_toughness_change(state, obj)[0] + bonus(state, obj)[0]


# Who is in combat (CR 506.4: a permanent that leaves the battlefield or changes controller leaves combat).


def attacking(state: GameState) -> dict[str, str]:
    """The attacking creatures still in combat, each with the player or planeswalker (its id) it attacks."""
    return {
        creature: defender
        for creature, defender in state.combat.attackers.items()
        if _in_combat(state, creature, state.active)
    }


def blocking(state: GameState) -> dict[str, str]:
    """The blocking creatures still in combat, each with the attacking creature it blocks."""
    return {
        blocker: attacker
        for blocker, attacker in state.combat.blockers.items()
        if attacker in state.combat.attackers
        and _in_combat(state, blocker, defending_player(state, attacker))
    }


def defending_player(state: GameState, attacker: str) -> str:
    """CR 508.5: the player the creature attacks, or the controller of the planeswalker it attacks (as that
    planeswalker last existed on the battlefield, if it has left: it was attacking that player's, CR 506.4c)."""
    defender = state.combat.attackers[attacker]
    return defender if defender in state.players else state.objects[defender].controller


def _in_combat(state: GameState, object_id: str, controller: str) -> bool:
    obj = state.objects.get(object_id)
    return obj is not None and obj.zone == "battlefield" and obj.controller == controller


def status(state: GameState, object_id: str) -> dict[str, bool]:
    """Whether the permanent is attacking, blocking, and (an attacker) blocked (CR 506.4, 508.1k, 509.1g-h)."""
    is_attacking = object_id in attacking(state)
    return {
        "attacking": is_attacking,
        "blocking": object_id in blocking(state),
        "blocked": is_attacking and object_id in state.combat.blocked,
    }


# Declaring attackers (CR 508.1).


def verify_can_attack(state: GameState, obj: GameObject) -> None:
    """Raise IllegalAction unless the creature alone could be declared as an attacker this turn: CR 508.1a
    (untapped, haste or controlled since the turn began) and its own "can't attack" (defender, CR 702.3b)."""
    verify_attack(state, obj)
    # CR 702.3b: a creature with defender can't attack.
    if has_keyword(state, obj, "Defender"):
        raise IllegalAction(f"{obj.describe()} has defender, so it can't attack (CR 702.3b)")


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
        for ability in _abilities(obj, CantAttackOrBlockAlone):
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
    return len(_abilities(obj, AttacksEachCombat)) + from_effects


def declare_attackers(state: GameState, attack: Attack) -> list[Event]:
    """The turn-based action of CR 508.1: tap the chosen creatures without vigilance, and they attack."""
    chosen = [creature for creature, _ in attack]
    verify_attack_obligations(state, chosen)  # also when no one declared anything: it must be legal
    events: list[Event] = []
    for creature, defender in attack:
        obj = state.objects[creature]
        for ability in obj.card.abilities:
            if isinstance(ability, Unmodelled) and ability.when == "attack":
                raise NotModelled(f"{obj.describe()} would attack, and {ability.text!r} isn't modelled")
        if obj.has_subtype("Warrior"):  # CR 508.3a: Najeela's "Whenever a Warrior attacks"
            verify_triggers_nothing_unmodelled(state, "a Warrior attacks", f"{obj.describe()} attacking")
        # CR 508.1f, 702.20b: attacking taps the creature, unless it has vigilance.
        if not has_keyword(state, obj, "Vigilance"):
            obj.tapped = True
            events.append(Event("tapped", object=creature))
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
    return events + _pay_declaration(state, state.active, combat_costs.attack_cost(state, attack), "attack")


# Declaring blockers (CR 509.1).


def verify_declare_blockers(state: GameState, player: str, blocks: Blocks) -> None:
    """Raise IllegalAction unless the player may declare these blocks as the declare blockers step of the
    current combat begins (CR 509.1)."""
    if state.step != "declare_attackers":
        raise IllegalAction(
            f"blockers are declared as the declare blockers step begins, after creatures attack; it is "
            f"{state.active}'s {state.step} step (CR 509.1)"
        )
    # With no creature attacking there is no defending player, and no declare blockers step (CR 508.8).
    if player not in {defending_player(state, a) for a in attacking(state)}:
        raise IllegalAction(
            f"{player} isn't a defending player, so can't declare blockers (CR 506.2, 508.8, 509.1)"
        )
    verify_block_declaration(state, player, blocks)


def verify_block_declaration(state: GameState, player: str, blocks: Blocks) -> None:
    """CR 509.1a-c: each blocker is an untapped creature of the player blocking one creature attacking them;
    no restriction disobeyed; as many requirements obeyed as any such declaration could."""
    seen: set[str] = set()
    for blocker, attacker in blocks:
        obj = state.object(blocker)
        if blocker in seen:
            raise IllegalAction(
                f"{obj.describe()} is declared as a blocker once, blocking one creature (CR 509.1a)"
            )
        seen.add(blocker)
        if obj.zone != "battlefield" or not obj.is_type("Creature") or obj.controller != player:
            raise IllegalAction(
                f"{obj.describe()} isn't a creature {player} controls, so it can't block (CR 509.1a)"
            )
        if obj.tapped:
            raise IllegalAction(f"{obj.describe()} is tapped, and blockers must be untapped (CR 509.1a)")
        target = state.object(attacker)
        if attacker not in attacking(state) or defending_player(state, attacker) != player:
            raise IllegalAction(
                f"{target.describe()} isn't a creature attacking {player} or their planeswalker, so it can't be blocked by "
                f"{obj.describe()} (CR 509.1a)"
            )
    broken = _block_restriction(state, blocks)
    if broken:
        raise IllegalAction(broken)
    best = _most_block_requirements(state, player)
    obeyed = _block_requirements(state, player, blocks)
    if obeyed < best:
        raise IllegalAction(
            f"these blocks obey {obeyed} of the block requirements, and blocks could obey {best} (CR 509.1c)"
        )


def _evasion(state: GameState, blocker: GameObject, attacker: GameObject) -> str:
    """Why this creature can't block that one (CR 509.1b's evasion restrictions), or ""."""
    # CR 702.9b: a creature with flying can't be blocked except by creatures with flying or reach.
    if has_keyword(state, attacker, "Flying") and not (
        has_keyword(state, blocker, "Flying") or has_keyword(state, blocker, "Reach")
    ):
        return (
            f"{attacker.describe()} has flying and {blocker.describe()} has neither flying nor reach, so it "
            "can't block it (CR 702.9b, 509.1b)"
        )
    unblockable = why_unblockable_by(state, attacker, blocker) or why_cant_be_blocked(attacker)  # CR 702.16f
    if unblockable:
        return unblockable
    for ability in _abilities(attacker, CantBeBlockedBy):
        if blocker.has_subtype(ability.subtype):
            return (
                f"{attacker.describe()} can't be blocked by {ability.subtype}s ({ability.text!r}, CR 509.1b)"
            )
    return ""


def _block_restriction(state: GameState, blocks: Blocks) -> str:
    """The first restriction these blocks disobey (CR 509.1b), or ""."""
    for blocker, attacker in blocks:
        obj = state.objects[blocker]
        reason = _evasion(state, obj, state.objects[attacker])
        if reason:
            return reason
        if _abilities(obj, CantBlock) or cant_block(state, obj):
            return f"{obj.describe()} can't block (CR 509.1b)"
        for ability in _abilities(obj, CantAttackOrBlockAlone):
            # CR 506.5: a creature blocks alone if it's the only creature declared as a blocker.
            if ability.block and len(blocks) == 1:
                return f"{obj.describe()} can't block alone (CR 509.1b, 506.5)"
    for attacker in dict.fromkeys(a for _, a in blocks):
        obj, count = state.objects[attacker], sum(1 for _, a in blocks if a == attacker)
        # CR 702.111b: a creature with menace can't be blocked except by two or more creatures.
        if count == 1 and has_keyword(state, obj, "Menace"):
            return f"{obj.describe()} has menace, so it can't be blocked except by two or more creatures (CR 702.111b)"
        if count > 1 and _abilities(obj, CantBeBlockedByMoreThanOne):
            return f"{obj.describe()} can't be blocked by more than one creature (CR 509.1b)"
    return ""


def _lures(state: GameState, attacker: GameObject) -> int:
    """How many "all creatures able to block it do so" apply to this attacker: its own, its Auras'."""
    count = sum(1 for a in _abilities(attacker, AllAbleToBlock) if not a.enchanted)
    for aura in state.battlefield():
        if aura.attached_to == attacker.id:
            count += sum(1 for a in _abilities(aura, AllAbleToBlock) if a.enchanted)
    return count


def _block_requirements(state: GameState, player: str, blocks: Blocks) -> int:
    """How many requirements these blocks obey (CR 509.1c): "must be blocked if able" once per attacker
    blocked by one or more creatures; "all creatures able to block it do so" once per creature blocking it."""
    blocked = {attacker for _, attacker in blocks}
    total = 0
    for attacker in attacking(state):
        obj = state.objects[attacker]
        if attacker in blocked:
            total += len(_abilities(obj, MustBeBlocked))
        total += _lures(state, obj) * sum(1 for _, a in blocks if a == attacker)
    # "blocks this turn if able" (Culling Mark): one requirement per effect, obeyed by blocking any attacker.
    total += sum(block_requirements(state, state.objects[blocker]) for blocker, _ in blocks)
    return total


def _most_block_requirements(state: GameState, player: str) -> int:
    """The most requirements any blocks disobeying no restriction could obey (CR 509.1c)."""
    attackers = [a for a in attacking(state) if defending_player(state, a) == player]
    # CR 509.1c: a creature that can't block unless a cost is paid is never required to.
    able = [
        o.id
        for o in state.battlefield()
        if o.controller == player
        and o.is_type("Creature")
        and not o.tapped
        and not combat_costs.has_cost(state, o, blocking=True)
    ]
    obliging = any(
        _abilities(state.objects[a], MustBeBlocked) or _lures(state, state.objects[a]) for a in attackers
    ) or any(block_requirements(state, state.objects[b]) for b in able)
    if not obliging:
        return 0
    if (len(attackers) + 1) ** len(able) > MAX_DECLARATIONS:
        raise NotModelled(f"{len(able)} possible blockers are too many for this engine to weigh requirements")
    return max(
        _block_requirements(state, player, blocks)
        for blocks in _all_blocks(able, attackers)
        if not _block_restriction(state, blocks)
    )


def _all_blocks(able: Sequence[str], attackers: Sequence[str]) -> Iterator[list[tuple[str, str]]]:
    """Every way each able creature blocks one of the attackers or none (CR 509.1a)."""
    for choice in product([None, *attackers], repeat=len(able)):
        yield [(blocker, attacker) for blocker, attacker in zip(able, choice, strict=True) if attacker]


def declare_blockers(state: GameState, player: str, blocks: Blocks) -> list[Event]:
    """The turn-based action of CR 509.1: the chosen creatures block; attackers become blocked or not."""
    verify_block_declaration(state, player, blocks)  # also when no one declared anything: it must be legal
    events: list[Event] = []
    became_blocked: list[str] = []
    for blocker, attacker in blocks:
        # CR 509.1g: it becomes a blocking creature; CR 509.1h: the attacker becomes a blocked creature.
        state.combat.blockers[blocker] = attacker
        if attacker not in state.combat.blocked:
            became_blocked.append(attacker)
        state.combat.blocked.add(attacker)
        events.append(Event("blocked", object=blocker, source=attacker))
    # CR 509.3c: an attacker becomes blocked once, however many creatures block it; CR 509.3g: one no creature
    # was declared to block "attacks and isn't blocked", whether or not it was declared as an attacker.
    events += [Event("became_blocked", object=attacker) for attacker in became_blocked]
    blocked = {attacker for _, attacker in blocks}
    # CR 508.5: a creature attacking the player's planeswalker is attacking them as their defending player too.
    unblocked = [a for a in attacking(state) if defending_player(state, a) == player and a not in blocked]
    events += [Event("not_blocked", object=attacker) for attacker in unblocked]
    # CR 509.1d-f: the total cost to block is determined and paid in full.
    return events + _pay_declaration(state, player, combat_costs.block_cost(state, blocks), "block")


def _pay_declaration(state: GameState, player: str, total: str, what: str) -> list[Event]:
    """The declaring player's mana abilities chosen for the declaration, then the total cost to attack or block."""
    sources, state.combat.declared_mana = state.combat.declared_mana, ()
    purpose = f"{what} (CR {'508.1j' if what == 'attack' else '509.1f'}: partial payments are not allowed)"
    return combat_costs.pay(state, player, total, sources, purpose)


# The combat damage steps (CR 510).


def regular_damage_step_follows(state: GameState) -> bool:
    """CR 510.4: after a first-strike combat damage step, the phase gets a second combat damage step."""
    return state.step == "combat_damage" and state.combat.regular_damage_pending


def combat_damage_step(state: GameState) -> list[Event]:
    """The turn-based actions of a combat damage step: assign (CR 510.1), then deal at once (CR 510.2)."""
    try:
        assigned = _assign_combat_damage(state)
    except IllegalAction as illegal:
        # CR 510.1e: the game returns to the moment before the player began to assign combat damage: in this
        # step, which has begun, with its turn-based action waiting and no player holding priority (CR 117.3a).
        state.combat.assignment_pending = True
        state.priority = ""
        raise IllegalDamageAssignment(str(illegal)) from illegal
    state.combat.assignment_pending = False
    state.combat.damage_steps += 1
    # CR 510.2: all combat damage that's been assigned is dealt simultaneously.
    events: list[Event] = []
    infect = {p: players.dealt_as_infect(state, p) for p in state.players}
    dealt: dict[str, int] = {}
    for source, creature, player, assigned_amount in assigned:
        # CR 510.1, 614.2: damage is assigned unmodified; replacement effects apply as it is dealt.
        amount = damage_after_replacement(state, source, assigned_amount)
        if creature and prevented(state, state.objects[source], state.objects[creature]):
            continue  # CR 702.16e, 615: prevented, it isn't dealt (nor gains life, CR 702.15b)
        dealt[source] = dealt.get(source, 0) + amount
        if creature:  # CR 120.3c, 120.3e
            deathtouch = has_keyword(state, state.objects[source], "Deathtouch")
            apply_damage(state.objects[creature], amount, deathtouch=deathtouch)
            events.append(Event("damage_dealt", source=source, object=creature, amount=amount))
        else:  # CR 120.3a-b
            events += players.damage_player(state, source, player, amount, infect=infect[player])
    for source, amount in dealt.items():  # CR 702.15b: as the damage is dealt, one life gain for each source
        events += lifelink(state, source, amount)
    # CR 510.3, 704.3: the active player gets priority next, so state-based actions are performed first: a
    # creature dealt lethal first-strike damage is gone before the regular combat damage step.
    return events + check_state_based_actions(state)


def _assign_combat_damage(state: GameState) -> list[tuple[str, str, str, int]]:
    """CR 510.1: each (source, creature dealt damage, player dealt damage, amount) of this step."""
    attackers, blockers = attacking(state), blocking(state)
    dealers = _dealers(state, [*attackers, *blockers])
    assigned: list[tuple[str, str, str, int]] = []
    for attacker, defender in attackers.items():
        amount = power(state, state.objects[attacker])
        if attacker not in dealers or amount <= 0:  # CR 510.1a
            continue
        if attacker not in state.combat.blocked:
            assigned += _to_defender(state, attacker, defender, amount)  # CR 510.1b
            continue
        its_blockers = [b for b, a in blockers.items() if a == attacker]
        shares, trampling_over = _divide(state, attacker, defender, its_blockers, amount)
        for blocker, share in shares.items():
            if share:  # CR 120.8: a creature assigned 0 damage is dealt no damage
                assigned.append((attacker, blocker, "", share))
        if trampling_over:  # CR 702.19b
            assigned += _to_defender(state, attacker, defender, trampling_over)
    for blocker, attacker in blockers.items():
        amount = power(state, state.objects[blocker])
        # CR 510.1d: a blocking creature assigns all its damage to the one creature it blocks.
        if blocker in dealers and amount > 0 and attacker in attackers:
            assigned.append((blocker, attacker, "", amount))
    return assigned


def _to_defender(
    state: GameState, attacker: str, defender: str, amount: int
) -> list[tuple[str, str, str, int]]:
    """The attacker's damage to the player or planeswalker it attacks; none to a planeswalker that has left the
    battlefield or stopped being one: the creature attacks nothing (CR 506.4c), and the damage goes to no one
    else."""
    if defender in state.players:
        return [(attacker, "", defender, amount)]
    walker = state.objects[defender]
    if walker.zone != "battlefield" or not walker.is_type("Planeswalker"):
        return []
    return [(attacker, defender, "", amount)]


def _dealers(state: GameState, in_combat: list[str]) -> set[str]:
    """The creatures that assign combat damage in this combat damage step (CR 510.4)."""
    combat = state.combat
    if combat.damage_steps == 0:
        # CR 510.4: with a first or double striker in combat as the step begins, only they deal damage now.
        strikers = frozenset(
            c
            for c in in_combat
            if has_keyword(state, state.objects[c], "First strike")
            or has_keyword(state, state.objects[c], "Double strike")
        )
        combat.first_strikers = strikers
        combat.regular_damage_pending = bool(strikers)
        return set(strikers) if strikers else set(in_combat)
    # CR 510.4: the remaining creatures that had neither as the first step began, and those that now have
    # double strike (702.4b).
    combat.regular_damage_pending = False
    return {
        c
        for c in in_combat
        if c not in combat.first_strikers or has_keyword(state, state.objects[c], "Double strike")
    }


def _divide(
    state: GameState, attacker: str, defender: str, its_blockers: list[str], amount: int
) -> tuple[dict[str, int], int]:
    """CR 510.1c, 702.19b: a blocked creature's damage among the creatures blocking it now, and (with trample)
    the player it attacks: the blockers' shares and the player's. None with no blocker, all to one blocker, and
    among two or more as its controller chooses (the action's `damage`, or by default lethal damage to each in
    the order they were declared and the rest to the last, or with trample to the player)."""
    obj = state.objects[attacker]
    trample = has_keyword(state, obj, "Trample")
    if not its_blockers:
        # CR 702.19d: blocked with no blockers left, a trampler assigns all its damage to the player, as though
        # lethal damage were assigned to every blocker; without trample it assigns none (CR 510.1c).
        return {}, amount if trample else 0
    lethal = {b: lethal_damage(state, obj, state.objects[b]) for b in its_blockers}
    chosen = state.combat.damage_division.get(attacker)
    if chosen is not None:
        recipients = {*its_blockers, *([defender] if trample else [])}
        names = ", ".join(state.objects[b].describe() for b in its_blockers)
        if set(chosen) - recipients or any(n < 0 for n in chosen.values()) or sum(chosen.values()) != amount:
            among = f"the creatures blocking it ({names})" + (f" and {defender}" if trample else "")
            raise IllegalAction(
                f"{obj.describe()} assigns its {amount} combat damage among {among}, not as {dict(chosen)} "
                "(CR 510.1c, 702.19b, 510.1e)"
            )
        to_player = chosen.get(defender, 0) if trample else 0
        short = [b for b in its_blockers if chosen.get(b, 0) < lethal[b]]
        if to_player and short:
            raise IllegalAction(
                f"{obj.describe()} can assign damage to {defender} only once every creature blocking it is "
                f"assigned lethal damage, and {', '.join(state.objects[b].describe() for b in short)} isn't "
                "(CR 702.19b, 510.1e)"
            )
        return {b: chosen.get(b, 0) for b in its_blockers}, to_player
    # With one blocker and no trample the loop below is empty and it gets all the damage (CR 510.1c).
    division: dict[str, int] = {}
    left = amount
    for blocker in its_blockers if trample else its_blockers[:-1]:
        division[blocker] = min(left, lethal[blocker])
        left -= division[blocker]
    if trample:
        return division, left
    division[its_blockers[-1]] = left
    return division, 0


def lethal_damage(state: GameState, source: GameObject, creature: GameObject) -> int:
    """The damage the source must assign the creature to assign it lethal damage: its toughness less the damage
    already marked on it (CR 120.6, 702.19b), and with deathtouch any nonzero amount (CR 702.2c)."""
    remaining = max(0, (toughness(state, creature) or 0) - creature.damage)
    if has_keyword(state, source, "Deathtouch"):
        return min(1, remaining)
    return remaining


# The turn-based actions of combat's steps, and the end of combat (CR 506.1, 508.8, 511.3), and cleanup.


def next_combat(ended: Combat) -> Combat:
    """A fresh combat for the combat phase that follows directly, all creatures removed from combat (CR 511.3),
    but for the declaration an action already chose for its declare attackers step."""
    return Combat(
        declared_attackers=ended.declared_attackers,
        declared_exert=ended.declared_exert,
        declared_mana=ended.declared_mana,
    )


def is_skipped(state: GameState, step: str) -> bool:
    """CR 508.8: with no creatures declared as attackers, the declare blockers and combat damage steps are
    skipped."""
    return step in ("declare_blockers", "combat_damage") and not state.combat.attackers


def begin_step(state: GameState, step: str) -> list[Event]:
    """The turn-based actions as a combat step begins (CR 508.1, 509.1, 510.1-2), and clearing combat as the
    phase after it begins (CR 511.3)."""
    combat = state.combat
    if step == "declare_attackers":
        chosen, combat.declared_attackers = combat.declared_attackers or (), None
        exerted, combat.declared_exert = combat.declared_exert, ()
        return declare_attackers(state, chosen) + exert.exert_attackers(state, exerted)
    if step == "declare_blockers":
        chosen_blocks, combat.declared_blockers = combat.declared_blockers or (), None
        # CR 802.4: each player attacked declares blockers in APNAP order, with only their own creatures
        # (802.4a), a planeswalker's attackers its controller's (CR 508.5); the blocks an action named are all one defending player's (verify_block_declaration), the
        # others declare none. With every attacker gone from combat (CR 506.4) no one declares blockers.
        events: list[Event] = []
        for defender in _in_apnap_order(state, {defending_player(state, a) for a in attacking(state)}):
            own = tuple((b, a) for b, a in chosen_blocks if state.objects[b].controller == defender)
            events += declare_blockers(state, defender, own)
        return events
    if step == "combat_damage":
        return combat_damage_step(state)
    return []


def end_combat(state: GameState, following: str | None) -> None:
    """CR 511.3: as the end of combat step ends, all creatures are removed from combat, whatever comes next;
    a combat phase added directly after this one (CR 500.8) keeps a declaration already made for it."""
    if following == "beginning_of_combat" and state.combats_after_this_phase:
        state.combats_after_this_phase -= 1
        state.combat = next_combat(state.combat)
    else:
        state.combat = Combat()


def verify_advance(state: GameState, player: str, step: str) -> None:
    """Raise IllegalAction if that step would be skipped (CR 508.8) or not come in this combat."""
    if step not in ("declare_blockers", "combat_damage"):
        return
    here = STEPS.index(state.step)
    current = (
        player == state.active
        and STEPS.index("declare_attackers") <= here <= STEPS.index(step)
        and (here < STEPS.index(step) or regular_damage_step_follows(state))
        and bool(state.combat.attackers)
    )
    if not current:
        raise IllegalAction(
            f"{player}'s next {step} step would be skipped: declare blockers and combat damage steps happen only "
            "after creatures are declared as attackers (CR 508.8); declare attackers first"
        )


def following_step(state: GameState, after: str = "") -> str | None:
    """The step after the current one (or `after`, the step the turn's order resumes from) in this turn: a second
    combat damage step after a first-strike one (CR 510.4), an additional combat phase after a main phase
    (CR 500.8), otherwise the next in CR 500.1's order."""
    step = after or state.step
    if step == state.step and regular_damage_step_follows(state):
        return "combat_damage"
    if step == "postcombat_main" and state.additional_combats:
        return "beginning_of_combat"  # CR 500.8: an additional combat phase, followed by a main phase
    if step == "end_of_combat" and state.combats_after_this_phase:
        return "beginning_of_combat"  # CR 500.8: an additional combat phase directly after this one
    return next_step(step)


def remove_marked_damage(state: GameState) -> None:
    """CR 514.2: in the cleanup step, all damage marked on permanents is removed."""
    for permanent in state.battlefield():
        permanent.damage = 0


def may_refuse(state: GameState) -> bool:
    """Whether passing through combat could be illegal: an attack or block requirement on the battlefield, or
    a chosen damage division (the facade keeps a copy of the game to return to, CR 733)."""
    return (
        bool(state.combat.damage_division)
        or any(
            isinstance(a, (AttacksEachCombat, MustBeBlocked, AllAbleToBlock))
            for o in state.battlefield()
            for a in o.card.abilities
        )
        or any(e.attacks_if_able or e.blocks_if_able for e in state.effects)
    )


def _in_apnap_order(state: GameState, players: Iterable[str]) -> list[str]:
    """CR 101.4: these players, the active player first, then the others in turn order."""
    seats = len(state.players)
    return sorted(players, key=lambda p: (state.players.index(p) - state.players.index(state.active)) % seats)


def _abilities(obj: GameObject, kind: type[T]) -> list[T]:
    return [a for a in obj.card.abilities if isinstance(a, kind)]


def _can_attack(state: GameState, obj: GameObject) -> bool:
    try:
        verify_can_attack(state, obj)
    except IllegalAction:
        return False
    return True
