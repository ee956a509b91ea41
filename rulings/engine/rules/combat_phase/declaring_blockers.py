"""Declaring blockers (CR 509.1): evasion, the restrictions and requirements of a declaration, and the
turn-based action that declares them.

A declaration is checked the way CR 509.1b-c says: it is legal only if it disobeys no restriction and obeys as many
requirements as any declaration that disobeys no restriction could, found by trying every declaration."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import product

from rulings.engine.abilities.combat import (
    AllAbleToBlock,
    CanBlockOnlyFlying,
    CantAttackOrBlockAlone,
    CantBeBlockedBy,
    CantBeBlockedByMoreThanOne,
    CantBlock,
    MustBeBlocked,
)
from rulings.engine.rules.combat_phase import combat_costs
from rulings.engine.rules.combat_phase.combat_costs import pay_declaration
from rulings.engine.rules.combat_phase.declaring_attackers import (
    MAX_DECLARATIONS,
    enchanted_cant_attack_or_block,
)
from rulings.engine.rules.combat_phase.in_combat import (
    attacking,
    defending_player,
)
from rulings.engine.rules.combat_phase.unblockable import why_cant_be_blocked
from rulings.engine.rules.continuous import (
    block_requirements,
    cant_block,
)
from rulings.engine.rules.keywords import has_keyword
from rulings.engine.rules.protection import why_unblockable_by
from rulings.engine.rules.subtypes import has_subtype
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled
from rulings.engine.vocabulary.events import Event

Blocks = Sequence[tuple[str, str]]  # (blocking creature, the attacking creature it blocks)


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
    # The blocker's own restriction on what it blocks, read against the attacker's flying now (CR 509.1b).
    if blocker.card.abilities_of(CanBlockOnlyFlying) and not has_keyword(state, attacker, "Flying"):
        return f"{blocker.describe()} can block only creatures with flying, and {attacker.describe()} has none (CR 509.1b)"
    unblockable = why_unblockable_by(state, attacker, blocker) or why_cant_be_blocked(attacker)  # CR 702.16f
    if unblockable:
        return unblockable
    for ability in attacker.card.abilities_of(CantBeBlockedBy):
        if has_subtype(state, blocker, ability.subtype):
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
        if (
            obj.card.abilities_of(CantBlock)
            or cant_block(state, obj)
            or enchanted_cant_attack_or_block(state, obj)
        ):
            return f"{obj.describe()} can't block (CR 509.1b)"
        for ability in obj.card.abilities_of(CantAttackOrBlockAlone):
            # CR 506.5: a creature blocks alone if it's the only creature declared as a blocker.
            if ability.block and len(blocks) == 1:
                return f"{obj.describe()} can't block alone (CR 509.1b, 506.5)"
    for attacker in dict.fromkeys(a for _, a in blocks):
        obj, count = state.objects[attacker], sum(1 for _, a in blocks if a == attacker)
        # CR 702.111b: a creature with menace can't be blocked except by two or more creatures.
        if count == 1 and has_keyword(state, obj, "Menace"):
            return f"{obj.describe()} has menace, so it can't be blocked except by two or more creatures (CR 702.111b)"
        if count > 1 and obj.card.abilities_of(CantBeBlockedByMoreThanOne):
            return f"{obj.describe()} can't be blocked by more than one creature (CR 509.1b)"
    return ""


def _lures(state: GameState, attacker: GameObject) -> int:
    """How many "all creatures able to block it do so" apply to this attacker: its own, its Auras'."""
    count = sum(1 for a in attacker.card.abilities_of(AllAbleToBlock) if not a.enchanted)
    for aura in state.battlefield():
        if aura.attached_to == attacker.id:
            count += sum(1 for a in aura.card.abilities_of(AllAbleToBlock) if a.enchanted)
    return count


def _block_requirements(state: GameState, player: str, blocks: Blocks) -> int:
    """How many requirements these blocks obey (CR 509.1c): "must be blocked if able" once per attacker
    blocked by one or more creatures; "all creatures able to block it do so" once per creature blocking it."""
    blocked = {attacker for _, attacker in blocks}
    total = 0
    for attacker in attacking(state):
        obj = state.objects[attacker]
        if attacker in blocked:
            total += len(obj.card.abilities_of(MustBeBlocked))
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
        state.objects[a].card.abilities_of(MustBeBlocked) or _lures(state, state.objects[a])
        for a in attackers
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
    return events + pay_declaration(state, player, combat_costs.block_cost(state, blocks), "block")
