"""Targets of spells (CR 115, 601.2c, 608.2b): which objects or players each use of the word "target" may
choose, checked as the spell is cast and again as it resolves."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rulings.engine.abilities.effects import (
    SpellAbility,
    Target,
    TargetKind,
)
from rulings.engine.rules.combat_phase.in_combat import attacking, blocking, status
from rulings.engine.rules.keywords import has_keyword
from rulings.engine.rules.power_toughness import power
from rulings.engine.rules.protection import why_untargetable
from rulings.engine.rules.spells.modal_spells import chosen_ability, modal_ability
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject, mana_value
from rulings.engine.vocabulary.errors import IllegalAction

Chosen = tuple[tuple[str, ...], ...]  # for each use of the word "target", what was chosen


def spell_ability(obj: GameObject, modes: Sequence[int] = ()) -> SpellAbility | None:
    """The card's spell ability built from instructions, if it has one: for a modal spell, the modes chosen
    (CR 700.2)."""
    modal = modal_ability(obj)
    if modal is not None:
        return chosen_ability(modal, modes)
    return next((a for a in obj.card.abilities if isinstance(a, SpellAbility)), None)


def is_legal_target(
    state: GameState, controller: str, kind: TargetKind, chosen: str, source: GameObject | None = None
) -> bool:
    """Whether `chosen` (an object id or a player) is something this use of "target" may target now, for the
    spell's controller (CR 115.1, 601.2c, 608.2b: the same test on casting and on resolution); `source`, the
    spell, for the permanents' shroud, hexproof and protection (CR 702.18a, 702.11b, 702.16b)."""
    if kind == "player" or (kind in ("any", "player or planeswalker") and chosen in state.players):
        return chosen in state.players and chosen not in state.lost
    if kind == "opponent":  # CR 102.2: in a two-player game, the other player; no teams are modelled
        return chosen in state.players and chosen not in state.lost and chosen != controller
    obj = state.objects.get(chosen)
    if obj is None:
        return False
    if kind == "creature card from a graveyard" or "spell" in kind:
        return _card_or_spell_qualifies(controller, kind, obj)
    # CR 702.26b: a phased-out permanent is treated as though it doesn't exist.
    return (
        obj.zone == "battlefield"
        and not obj.phased_out
        and _permanent_qualifies(state, controller, kind, obj)
        and not why_untargetable(state, obj, source, controller)
    )


def _permanent_qualifies(state: GameState, controller: str, kind: TargetKind, obj: GameObject) -> bool:
    """A permanent: "any target" (with players and battles, CR 115.4), "creature or planeswalker", "artifact or
    enchantment", or a kind of creature."""
    if kind in ("any", "creature or planeswalker"):
        others = ("Planeswalker", "Battle") if kind == "any" else ("Planeswalker",)
        return obj.is_type("Creature") or any(obj.is_type(t) for t in others)
    if kind == "player or planeswalker":  # its players are above
        return obj.is_type("Planeswalker")
    if kind == "artifact or enchantment":
        return obj.is_type("Artifact") or obj.is_type("Enchantment")
    if kind == "nonland permanent you control":
        return obj.controller == controller and not obj.is_type("Land")
    if kind in _PERMANENT_TYPES:
        return _PERMANENT_TYPES[kind](obj)
    return obj.is_type("Creature") and _creature_qualifies(state, controller, kind, obj)


# A permanent of a kind (CR 110.4): every permanent, a nonland one, or one of a card type.
_PERMANENT_TYPES: dict[str, Callable[[GameObject], bool]] = {
    "permanent": lambda obj: True,
    "nonland permanent": lambda obj: not obj.is_type("Land"),
    "artifact": lambda obj: obj.is_type("Artifact"),
    "enchantment": lambda obj: obj.is_type("Enchantment"),
    "land": lambda obj: obj.is_type("Land"),
    "planeswalker": lambda obj: obj.is_type("Planeswalker"),
}


def _card_or_spell_qualifies(controller: str, kind: TargetKind, obj: GameObject) -> bool:
    """An object off the battlefield: "target creature card from a graveyard"; "target spell", "target instant or
    sorcery spell you control": an object on the stack is a spell, a card or a copy (CR 112.1, 707.10)."""
    if kind == "creature card from a graveyard":
        return obj.zone == "graveyard" and obj.is_type("Creature")
    if obj.zone != "stack":
        return False
    if kind.endswith("you control") and obj.controller != controller:
        return False
    if kind.startswith("instant or sorcery"):
        return obj.is_type("Instant") or obj.is_type("Sorcery")
    if kind.startswith(("creature", "noncreature")):
        return obj.is_type("Creature") == kind.startswith("creature")
    return True  # "spell"


def _creature_qualifies(state: GameState, controller: str, kind: TargetKind, obj: GameObject) -> bool:
    qualifies = _CREATURE_KINDS.get(kind)
    return qualifies is None or qualifies(state, controller, obj)  # "creature": any creature


def _in_combat(state: GameState, obj: GameObject) -> bool:
    return obj.id in attacking(state) or obj.id in blocking(state)  # CR 506.4, 508.1k, 509.1g


# The kinds of creature a target may be, each as a test of the creature (its characteristics and status now).
_CREATURE_KINDS: dict[str, Callable[[GameState, str, GameObject], bool]] = {
    "creature you control": lambda state, controller, obj: obj.controller == controller,
    "creature you don't control": lambda state, controller, obj: obj.controller != controller,
    # no teams are modelled: every other player is an opponent (CR 102.2)
    "creature an opponent controls": lambda state, controller, obj: obj.controller != controller,
    # its keywords now, granted ones included (CR 613.1f)
    "creature with flying": lambda state, controller, obj: has_keyword(state, obj, "Flying"),
    "creature without flying": lambda state, controller, obj: not has_keyword(state, obj, "Flying"),
    "tapped creature": lambda state, controller, obj: obj.tapped,
    "attacking creature": lambda state, controller, obj: obj.id in attacking(state),
    "attacking or blocking creature": lambda state, controller, obj: _in_combat(state, obj),  # Divine Verdict
    "attacking or blocking creature with power 3 or less": (
        lambda state, controller, obj: _in_combat(state, obj) and power(state, obj) <= 3
    ),
    # Smite: blocked until combat ends, even with its blockers gone (CR 509.1h)
    "blocked creature": lambda state, controller, obj: bool(status(state, obj.id)["blocked"]),
}


def choose_targets(
    state: GameState,
    controller: str,
    obj: GameObject,
    ability: SpellAbility,
    targets: Sequence[str] | None,
    *,
    choosing: bool,
) -> Chosen:
    """CR 601.2c: the targets announced for each use of the word "target", in the order of the text.

    The request lists them in that order; a use with a fixed count takes that many, an "up to N" use takes what
    is left, up to N (no spell in the pool has another use of "target" after an "up to" one). With `choosing`
    false (a question, not an action) and no targets announced, the spell is castable if each use that needs
    a target has a legal one.
    """
    if not targets and not choosing:
        for spec in ability.targets:
            if not spec.up_to and not _any_legal(state, controller, spec):
                raise IllegalAction(
                    f"there is no legal {spec.kind} {obj.describe()} could target (CR 601.2c)"
                )
        return ()
    remaining = list(targets or ())
    chosen: list[tuple[str, ...]] = []
    for spec in ability.targets:
        take = min(spec.count, len(remaining)) if spec.up_to else spec.count
        if len(remaining) < take:
            raise IllegalAction(
                f"{obj.describe()} needs {spec.count} target {spec.kind}: choose {'it' if spec.count == 1 else 'them'} "
                "(CR 601.2c)"
            )
        if take < spec.at_least:
            raise IllegalAction(
                f"{obj.describe()} needs at least {spec.at_least} target {spec.kind}, not {take} (CR 601.2c)"
            )
        group, remaining = tuple(remaining[:take]), remaining[take:]
        if len(set(group)) != len(group):
            raise IllegalAction(
                'the same object can\'t be chosen twice for one use of the word "target" (CR 115.3, 601.2c)'
            )
        for choice in group:
            if not is_legal_target(state, controller, spec.kind, choice, obj):
                raise IllegalAction(
                    f'{choice!r} isn\'t a legal target for "target {spec.kind}" of {obj.describe()} (CR 601.2c)'
                )
        chosen.append(group)
    if remaining:
        raise IllegalAction(f"{obj.describe()} has fewer targets than {len(targets or ())} (CR 601.2c)")
    return tuple(chosen)


def _any_legal(state: GameState, controller: str, spec: Target) -> bool:
    candidates = [
        *state.players,
        *(o.id for o in state.objects.values() if o.zone in ("battlefield", "graveyard", "stack")),
    ]
    return any(is_legal_target(state, controller, spec.kind, c) for c in candidates)


def is_returnable(obj: GameObject, player: str, max_mana_value: int) -> bool:
    """Whether the object is a creature card in the player's graveyard with at most that mana value."""
    return (
        obj.zone == "graveyard"
        and obj.owner == player
        and obj.is_type("Creature")
        and mana_value(obj) <= max_mana_value
    )
