"""The targets of a triggered ability written in instructions (engine/abilities/effects.py): each use of the word
"target" is chosen as the ability is put on the stack (CR 603.3d), and checked again as it resolves (CR 608.2b)."""

from __future__ import annotations

from dataclasses import replace

from rulings.engine.abilities.effects import Target
from rulings.engine.rules.spells.targets import Chosen, is_legal_target
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import Trigger
from rulings.engine.vocabulary.errors import NotModelled


def with_targets(state: GameState, source: GameObject, controller: str, trigger: Trigger) -> Trigger | None:
    """CR 603.3d: the trigger with a target chosen for each use of the word "target" of its instructions, by its
    controller among the legal ones (with one, there is no choice; among several, their stated preference, the
    protocol's `prefer`); None if one of them has no legal choice, so the ability is removed from the stack."""
    chosen: list[tuple[str, int]] = []
    for target in trigger.ability.targets:
        if target.count != 1 or target.up_to:
            raise NotModelled(f"{trigger.ability.text!r}: choosing {target.count} targets isn't modelled")
        legal = _legal(state, source, controller, target)
        if not legal:
            return None
        picked = legal[0] if len(legal) == 1 else _preferred(state, controller, legal, trigger.ability.text)
        obj = state.objects.get(picked)
        chosen.append((picked, obj.zone_changes if obj is not None and picked not in state.players else -1))
    return replace(trigger, targets=tuple(chosen))


def _legal(state: GameState, source: GameObject, controller: str, target: Target) -> list[str]:
    """The players and permanents this use of "target" may target now (CR 115.1); shroud, hexproof and
    protection stop a triggered ability's target too (CR 702.18a, 702.11b, 702.16b)."""
    candidates = [*state.players, *(p.id for p in state.battlefield())]
    return [c for c in candidates if is_legal_target(state, controller, target.kind, c, source)]


def _preferred(state: GameState, player: str, legal: list[str], text: str) -> str:
    """The first of the player's standing choices (the protocol's `prefer`, objects or players) that is legal."""
    preference = state.choices.preference.get(player, [])
    picked = next((p for p in preference if p in legal), None)
    if picked is None:
        raise NotModelled(
            f"{player} would choose the target of {text!r} among {', '.join(legal)}, and hasn't said which "
            "(`prefer`)"
        )
    return picked


def legal_targets(state: GameState, source: GameObject, controller: str, trigger: Trigger) -> Chosen | None:
    """CR 608.2b: as the ability resolves, each target still legal and still the object it was (CR 400.7); None if
    it has targets and every one is now illegal, so it doesn't resolve (it is removed from the stack)."""
    legal = tuple(
        (chosen,)
        if is_legal_target(state, controller, spec.kind, chosen, source)
        and (zone_changes == -1 or state.object(chosen).zone_changes == zone_changes)
        else ()
        for spec, (chosen, zone_changes) in zip(trigger.ability.targets, trigger.targets, strict=True)
    )
    return None if legal and not any(legal) else legal
