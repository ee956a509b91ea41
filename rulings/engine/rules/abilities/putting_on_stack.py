"""Putting the triggered abilities that wait on the stack (CR 603.3): in APNAP order, each player's in the order
they choose (CR 603.3b), with their targets and modes chosen as they go (CR 603.3c-d)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rulings.engine.abilities.triggers import (
    Triggered,
    TriggeredEffect,
)
from rulings.engine.rules.abilities.trigger_targets import with_targets
from rulings.engine.rules.actions import apnap_order
from rulings.engine.rules.choices import only_target
from rulings.engine.rules.combat_phase.in_combat import defending_player
from rulings.engine.rules.protection import why_untargetable
from rulings.engine.rules.subtypes import has_subtype
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import PendingTrigger, StackEffect, Trigger
from rulings.engine.vocabulary.errors import NotModelled
from rulings.engine.vocabulary.events import Event


def put_on_stack(state: GameState) -> list[Event]:
    """CR 603.3b: the waiting abilities go on the stack in APNAP order: the active player's first, in the order
    they choose, then each other player's in turn order; so the last player's resolve first (CR 101.4)."""
    events: list[Event] = []
    waiting, state.pending = state.pending, []
    for player in apnap_order(state):
        if player in state.lost:
            continue  # CR 800.4a: a player who left the game puts nothing on the stack; their abilities are gone
        mine = [p for p in waiting if p.controller == player]
        preference = state.choices.preference.get(player, [])
        # Sorting is stable: sources the player didn't name keep the order they triggered in, after the named.
        mine.sort(key=lambda p: preference.index(p.source) if p.source in preference else len(preference))
        for pending in mine:
            effect = _with_target(state, pending)
            if effect is None:
                continue  # CR 603.3d: no legal target, so it is removed from the stack
            state.put_on_stack(pending.source, player, pending.text, effect)
            events.append(Event("put_on_stack", player=player, source=pending.source, ability=pending.text))
    return events


def _with_target(state: GameState, pending: PendingTrigger) -> StackEffect | None:
    """CR 603.3c-d, 601.2c: as a triggered ability is put on the stack, its mode is chosen, then its target: with
    one legal target there is no choice; among several, its controller's stated preference (the protocol's
    `prefer`); a mode with no legal target can't be chosen; with no legal choice, it is removed (None)."""
    effect = pending.effect
    if not isinstance(effect, Trigger):
        return effect
    ability = effect.ability
    if ability.modes:
        mode = chosen_mode(state, pending, ability)
        if mode is None:
            return None  # CR 603.3c: no mode chosen, so it is removed from the stack
        effect = replace(effect, ability=replace(ability, effect=mode, modes=()))
    if effect.ability.targets:  # an ability of instructions: its targets by the kinds its text names
        return with_targets(state, state.object(pending.source), pending.controller, effect)
    legal = _legal_targets(state, effect.ability.effect, replace(pending, effect=effect))
    if legal is None:
        return effect
    chosen = only_target(state, state.object(pending.source), [o.id for o in legal], pending.text)
    if chosen is None:
        return None
    target = state.object(chosen)
    return replace(effect, subject=target.id, zone_changes=target.zone_changes)


def _legal_targets(state: GameState, effect: str, pending: PendingTrigger) -> list[GameObject] | None:
    """The objects the effect may target now, for that ability; None for an effect without a target."""
    legal = _TARGETS.get(effect)
    if legal is None:
        return None
    source = state.objects.get(pending.source)
    # CR 702.18a, 702.11b, 702.16b: shroud, hexproof and protection stop a triggered ability's target too.
    return [o for o in legal(state, pending) if not why_untargetable(state, o, source, pending.controller)]


def _opponents_equipment(state: GameState, pending: PendingTrigger) -> list[GameObject]:
    """ "Target Equipment an opponent controls" (Ogre Geargrabber), for the ability's controller."""
    opponents = state.opponents(pending.controller)
    return [
        p for p in state.battlefield() if has_subtype(state, p, "Equipment") and p.controller in opponents
    ]


def _creature_cards_in_defenders_graveyard(state: GameState, pending: PendingTrigger) -> list[GameObject]:
    """ "Target creature card from defending player's graveyard" (Chorale of the Void): the player the attacking
    creature it triggered on attacks, or the controller of the planeswalker it attacks (CR 508.5)."""
    effect = pending.effect
    attacker = effect.subject if isinstance(effect, Trigger) else ""
    defender = defending_player(state, attacker) if attacker in state.combat.attackers else ""
    return [c for c in state.cards("graveyard", defender) if c.is_type("Creature")] if defender else []


# The general triggered abilities' targets, chosen as they go on the stack (CR 603.3d): what each may target, for
# the ability's controller and what it triggered on.
_TARGETS: dict[str, Callable[[GameState, PendingTrigger], list[GameObject]]] = {
    "destroy target artifact": lambda state, _: [p for p in state.battlefield() if p.is_type("Artifact")],
    "gain control of target Equipment an opponent controls until end of turn; attach it to this; when you lose "
    "control of it, unattach it": _opponents_equipment,
    "put target creature card from defending player's graveyard onto the battlefield under your control tapped "
    "and attacking": _creature_cards_in_defenders_graveyard,
}


def chosen_mode(state: GameState, pending: PendingTrigger, ability: Triggered) -> TriggeredEffect | None:
    """CR 603.3c, 700.2: the mode its controller chose (the protocol's `mode`), among those that can be chosen: a
    mode that would need a target it can't have can't be; with one mode left, there is no choice to make."""
    legal = [m for m in ability.modes if _legal_targets(state, m, pending) != []]
    wanted = state.choices.modes.get((pending.controller, pending.source))
    if wanted in legal:
        return next(m for m in legal if m == wanted)
    if len(legal) > 1:
        raise NotModelled(
            f"{pending.controller} would choose a mode of {ability.text!r}, and hasn't said (`mode`)"
        )
    return legal[0] if legal else None
