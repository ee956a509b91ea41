"""Costs to attack and to block (CR 508.1g-j, 509.1d-f): "can't attack or block unless its controller pays"
(Oppressive Rays, Propaganda). They are paid as part of the declaration, which is a turn-based action: no one
has priority, the costs use no stack, and the declaring player may activate mana abilities to pay them
(CR 508.1i, 509.1e). A declaration whose total cost can't be paid in full is illegal (CR 508.1j, 509.1f),
and the game returns to the moment before it (the facade's copy, CR 733).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rulings.engine.abilities.combat import (
    CostToAttackOrBlock,
)
from rulings.engine.rules.mana import mana_abilities
from rulings.engine.rules.mana.payment import pay_mana, spendable, verify_can_pay
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.events import Event


def _costs(state: GameState, creature: GameObject, defender: str, *, blocking: bool) -> list[str]:
    """The mana each cost to attack `defender` (or, `blocking`, to block) with this creature asks for."""
    found = []
    for permanent in state.battlefield():
        for ability in permanent.card.abilities:
            if not isinstance(ability, CostToAttackOrBlock) or (blocking and not ability.block):
                continue
            if ability.enchanted:
                applies = permanent.attached_to == creature.id
            else:  # "Creatures can't attack you": only creatures attacking that permanent's controller
                applies = not blocking and permanent.controller == defender
            if applies:
                found.append(ability.mana)
    return found


def has_cost(state: GameState, creature: GameObject, *, blocking: bool) -> bool:
    """Whether blocking with this creature, or attacking with it whatever it attacks, has a cost: its controller
    is never required to pay it to obey a requirement (CR 508.1d, 509.1c). One it may attack for free (a
    planeswalker, under Propaganda, CR 508.6; an opponent without Propaganda) still obliges it."""
    if blocking:
        return bool(_costs(state, creature, "", blocking=True))
    opponents = state.opponents(creature.controller)
    walkers = [p.id for p in state.battlefield() if p.is_type("Planeswalker") and p.controller in opponents]
    return all(_costs(state, creature, defender, blocking=False) for defender in [*opponents, *walkers])


def attack_cost(state: GameState, attack: Iterable[tuple[str, str]]) -> str:
    """CR 508.1h: the total cost to attack, locked in as it is determined: the costs of every attacker."""
    return "".join(
        cost
        for creature, defender in attack
        for cost in _costs(state, state.objects[creature], defender, blocking=False)
    )


def block_cost(state: GameState, blocks: Iterable[tuple[str, str]]) -> str:
    """CR 509.1d: the total cost to block, locked in as it is determined: the costs of every blocker."""
    return "".join(
        cost for blocker, _ in blocks for cost in _costs(state, state.objects[blocker], "", blocking=True)
    )


def pay(state: GameState, player: str, total: str, sources: Sequence[str], what: str) -> list[Event]:
    """Activate the mana abilities of `sources` (one activation per listing, CR 508.1i, 509.1e), then pay the
    total cost in full from the mana pool, or raise IllegalAction: partial payments are not allowed (CR 508.1j,
    509.1f)."""
    events = mana_abilities.activate_while_paying(state, player, sources)
    if total:
        verify_can_pay(spendable(state, player), total, what)
        pay_mana(state, player, total)
    return events


def pay_declaration(state: GameState, player: str, total: str, what: str) -> list[Event]:
    """The declaring player's mana abilities chosen for the declaration, then the total cost to attack or block."""
    sources, state.combat.declared_mana = state.combat.declared_mana, ()
    purpose = f"{what} (CR {'508.1j' if what == 'attack' else '509.1f'}: partial payments are not allowed)"
    return pay(state, player, total, sources, purpose)
