"""The combat damage steps (CR 510): first strike and double strike, assigning each creature's damage
(among several blockers in order, with lethal damage first, CR 510.1c-d; trample), and dealing it all at once."""

from __future__ import annotations

from collections.abc import Mapping

from rulings.engine.rules import players
from rulings.engine.rules.combat_phase.in_combat import (
    attacking,
    blocking,
)
from rulings.engine.rules.damage import (
    apply_damage,
    damage_after_replacement,
    deals_counters,
    has_infect,
    lifelink,
)
from rulings.engine.rules.keywords import has_keyword
from rulings.engine.rules.power_toughness import power, toughness
from rulings.engine.rules.prevention import in_chosen_order, merged_per_player, prevent_damage
from rulings.engine.rules.state_based import check_state_based_actions
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction, IllegalDamageAssignment
from rulings.engine.vocabulary.events import Event

Division = Mapping[str, Mapping[str, int]]  # attacking creature -> blocking creature -> damage


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
    for source, creature, player, assigned_amount in in_chosen_order(state, assigned):
        # CR 510.1, 614.2: damage is assigned unmodified; replacement effects apply as it is dealt.
        amount = damage_after_replacement(state, source, assigned_amount)
        # CR 615, 702.16e: prevention effects apply as it would be dealt; what they prevent is never dealt, so it
        # gains no life (CR 615.6, 702.15b).
        recipient = state.objects[creature] if creature else player
        amount, prevention = prevent_damage(state, state.objects[source], recipient, amount, combat=True)
        events += prevention
        if amount <= 0:
            continue
        dealt[source] = dealt.get(source, 0) + amount
        if creature:  # CR 120.3c, 120.3e
            deathtouch = has_keyword(state, state.objects[source], "Deathtouch")
            as_counters = deals_counters(state, state.objects[source])  # CR 120.3d, 702.90c, 702.80a
            counters = apply_damage(
                state.objects[creature], amount, deathtouch=deathtouch, as_counters=as_counters
            )
            events += [Event("damage_dealt", source=source, object=creature, amount=amount), *counters]
        else:  # CR 120.3a-b, 702.90b
            as_infect = infect[player] or has_infect(state, state.objects[source])
            events += players.damage_player(state, source, player, amount, infect=as_infect)
    events = merged_per_player(events)  # CR 615.13
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
    """The attacker's damage to the player or planeswalker it attacks; none to a player who has left the game
    (CR 800.4e), nor to a planeswalker that has left the battlefield or stopped being one: the creature attacks
    nothing (CR 506.4c); the damage goes to no one else."""
    if defender in state.players:
        # CR 800.4e: combat damage that would be assigned to a player who has left the game isn't assigned.
        return [] if defender in state.lost else [(attacker, "", defender, amount)]
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
