"""Who may begin to cast what, from where and when (CR 601.3, 117.1a): a rule or effect allowing the card's
zone, a sorcery's timing or a flash permission (the card's own, or an effect's that applies to the spell as it
will be cast, CR 601.3b-c, 702.8a), and effects prohibiting it; Parapet's delayed ability, created as a spell
is cast with its permission (CR 603.7g)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings.engine.abilities.cast_permissions import (
    CastAsThoughFlash,
    CastFromZone,
    CastingProhibition,
    FlashIfXAtMost,
    FlashIfYouPayMore,
    FlashSacrificedAtCleanup,
)
from rulings.engine.abilities.triggers import Triggered
from rulings.engine.rules.actions import verify_has_priority
from rulings.engine.rules.spells.adventures import may_cast_from_adventure
from rulings.engine.rules.spells.exile_permissions import (
    may_play_from_exile,
)
from rulings.engine.rules.subtypes import has_subtype
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import DelayedTrigger, Trigger
from rulings.engine.vocabulary.errors import IllegalAction

MAIN_PHASES = ("precombat_main", "postcombat_main")


@dataclass(frozen=True)
class Permission:
    """What allowed part of a cast: the object whose ability it is and the ability's text."""

    source: str
    text: str


def verify_could_begin_to_cast(state: GameState, player: str, obj: GameObject) -> None:
    """Raise IllegalAction unless the player could begin to cast the card now, from where it is (a special action
    such as suspend asks this, CR 116.2f, 702.62a): with priority (CR 117.1), a rule or effect allowing it from its
    zone (CR 601.3), at a time its timing allows (CR 117.1a, 601.3b), and no effect prohibiting it (CR 702.62c).
    Paying its costs isn't part of beginning to cast it."""
    verify_has_priority(state, player, "cast spells", "117.1")
    verify_zone_permission(state, player, obj)
    timing_permission(state, player, obj, False, 0)
    verify_not_prohibited(state, player, obj, False)


def verify_zone_permission(state: GameState, player: str, obj: GameObject) -> None:
    """CR 601.3: a player can begin to cast a spell only if a rule or effect allows it (flashback's, which depends
    on the cost chosen, is checked with that choice: engine/rules/keyword_abilities/flashback.py)."""
    if obj.zone == "hand" and obj.owner == player:
        return  # the rules let a player cast the cards in their own hand (CR 601.2, 117.1a)
    if may_cast_from_adventure(player, obj):
        return  # CR 715.4: the card its own Adventure exiled, cast as a permanent spell (as_adventure refuses it)
    if may_play_from_exile(state, player, obj):
        return  # "until your next end step, you may play that card" (CR 500.4)
    if obj.owner == player:
        for ability in obj.card.abilities:
            # The permission is checked as the casting begins: losing the Zombie later doesn't matter.
            if isinstance(ability, CastFromZone) and ability.zone == obj.zone:
                if _controls(state, player, ability.while_you_control):
                    return
                raise IllegalAction(
                    f"{obj.describe()} may be cast from {player}'s {obj.zone} only as long as {player} controls "
                    f"a {ability.while_you_control}, and {player} controls none (CR 601.3, 109.2)"
                )
    whose = f"{obj.owner}'s {obj.zone}"
    raise IllegalAction(
        f"{obj.describe()} is in {whose}: no rule or effect allows {player} to cast it from there (CR 601.3)"
    )


def _controls(state: GameState, player: str, kind: str) -> bool:
    """Whether the player controls a permanent of that type or subtype: on the battlefield only (CR 109.2)."""
    return any(
        p.controller == player and (p.is_type(kind) or has_subtype(state, p, kind))
        for p in state.battlefield()
    )


def spell_has(obj: GameObject, bestowed: bool, kind: str) -> bool:
    """Whether the spell, as it will be cast, has this card type or subtype (CR 601.3b, 702.103b)."""
    if bestowed:
        return kind in ("Enchantment", "Aura")
    return obj.card.is_type(kind) or kind in obj.card.subtypes


def why_not_sorcery_timing(state: GameState, player: str) -> str:
    """CR 117.1a: a noninstant spell only in one's own main phase, with priority and an empty stack."""
    if state.active != player:
        return f"it is {state.active}'s turn"
    if state.step not in MAIN_PHASES:
        return f"it is {player}'s {state.step.replace('_', ' ')} step, not a main phase"
    if state.stack:
        return "the stack isn't empty"
    return ""


def timing_permission(
    state: GameState, player: str, obj: GameObject, bestowed: bool, x: int
) -> tuple[Permission | None, str]:
    """The flash permission the cast needs (None at sorcery timing) and any cost it adds (CR 601.3c)."""
    if obj.card.is_type("Instant") and not bestowed:
        return None, ""  # CR 117.1a: an instant any time its caster has priority
    why_not = why_not_sorcery_timing(state, player)
    if not why_not:
        return None, ""
    # CR 702.8a: flash, on the card, functions in any zone it could be cast from.
    if "Flash" in obj.card.keywords:
        return Permission(obj.id, "Flash"), ""
    permission = _flash_from_an_effect(state, player, obj, bestowed)
    if permission:
        return permission, ""
    for ability in obj.card.abilities:
        own = _own_flash_permission(ability, x)
        if own is not None:
            return Permission(obj.id, own[0]), own[1]
    types = "/".join(sorted(obj.card.types)).lower()
    kind = "an Aura spell" if bestowed else f"{'an' if types[0] in 'aeiou' else 'a'} {types} spell"
    raise IllegalAction(
        f"{player} can't cast {obj.describe()} now: {why_not}, and as {kind} it has no flash and no effect "
        "lets it be cast as though it had flash (CR 117.1a, 601.3b, 702.8a)"
    )


def _own_flash_permission(ability: object, x: int) -> tuple[str, str] | None:
    """A flash permission printed on the spell that applies: its text and the cost it adds ("" for none)."""
    # CR 601.3c: flash only if an additional cost is paid: the player may begin casting, and pays it.
    if isinstance(ability, FlashIfYouPayMore):
        return ability.text, ability.cost
    # CR 601.3d, 601.4: flash only if a condition is met, here by the X the player announces.
    if isinstance(ability, FlashIfXAtMost) and x <= ability.most:
        return ability.text, ""
    # Parapet: flash, with a delayed sacrifice (see cast)
    return (ability.text, "") if isinstance(ability, FlashSacrificedAtCleanup) else None


def _flash_from_an_effect(
    state: GameState, player: str, obj: GameObject, bestowed: bool
) -> Permission | None:
    """CR 601.3b: an effect that lets a player cast spells with certain qualities as though they had flash
    applies if the choices of the proposal (cast bestowed or not) give the spell those qualities."""
    for source in state.battlefield():
        for ability in source.card.abilities:
            if not isinstance(ability, CastAsThoughFlash) or (
                source.controller != player and not ability.anyone
            ):
                continue
            if not ability.kinds or any(spell_has(obj, bestowed, k) for k in ability.kinds):
                return Permission(source.id, ability.text)
    # CR 611.2f: "the next sorcery spell you cast this turn can be cast as though it had flash" (Quicken).
    for waiting in state.next_spell:
        if waiting.player == player and spell_has(obj, bestowed, waiting.kind):
            return Permission(waiting.source, waiting.text)
    return None


def verify_not_prohibited(state: GameState, player: str, obj: GameObject, bestowed: bool) -> None:
    """CR 601.3: no effect may prohibit the cast, whatever permits it (CR 101.2); a prohibition of spells with
    certain qualities is judged on the spell as it will be cast (CR 601.3a, 702.103d)."""
    for source in state.battlefield():
        for ability in source.card.abilities:
            if isinstance(ability, CastingProhibition) and _prohibits(
                state, ability, source, player=player, obj=obj, bestowed=bestowed
            ):
                raise IllegalAction(
                    f"{source.describe()} says {ability.text!r}, so {player} can't cast {obj.describe()}"
                    f"{' as an Aura' if bestowed else ''} now (CR 601.3, 601.3a, 101.2)"
                )


def _prohibits(
    state: GameState,
    ability: CastingProhibition,
    source: GameObject,
    *,
    player: str,
    obj: GameObject,
    bestowed: bool,
) -> bool:
    if (ability.players == "you") != (source.controller == player):
        return False
    if ability.spells == "noncreature" and spell_has(obj, bestowed, "Creature"):
        return False
    if ability.when == "outside sorcery timing":
        return bool(why_not_sorcery_timing(state, player))
    if ability.when == "during your turn":
        return state.active == source.controller
    return True


# Parapet's delayed triggered ability (CR 603.7g), created as it is cast when a sorcery couldn't have been.
SACRIFICE_AT_NEXT_CLEANUP = Triggered(
    "At the beginning of the next cleanup step, the controller of the permanent it becomes sacrifices it.",
    "beginning of the next cleanup step",
    "the controller of the permanent it became sacrifices it",
)


def sacrifice_at_next_cleanup(state: GameState, spell: GameObject, caster: str) -> None:
    """CR 603.7g: a static ability let the player cast the spell and creates a delayed triggered ability as they
    do: its source is the object with that static ability, its controller that object's controller as the
    action was taken, the caster. It refers to the permanent the spell becomes: the next object this card is
    (CR 400.7)."""
    delayed = Trigger(SACRIFICE_AT_NEXT_CLEANUP, spell.id, spell.zone_changes + 1)
    state.delayed.append(DelayedTrigger(spell.id, caster, delayed))
