"""Activating abilities (CR 602): where every activation begins, and the abilities that use the stack.

The checks common to all come first (CR 113.6, 602.2, 605.3a); then a mana ability goes to
engine/rules/mana/mana_abilities.py, and any other ability is checked, paid and put on the stack here; it
resolves in engine/rules/resolving/resolve.py. An object's abilities are numbered mana abilities first, then these.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypedDict

from rulings.engine.abilities.activated import (
    TARGETS,
    ActivatedAbility,
    ActivatedEffect,
    ActivatedTarget,
    AddManaAsItResolves,
    DestroyNonlandWithManaValueOfCounters,
    FollowInstructions,
    PutCounterThenReselectWhomThisAttacks,
    ReturnCreatureCard,
    UntapTargetCreature,
    UntapThis,
    YourCreaturesGainUntilEndOfTurn,
)
from rulings.engine.abilities.triggers import BecomesUntappedTrigger
from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.engine.rules.actions import sacrifice, verify_has_priority
from rulings.engine.rules.combat_phase import ninjutsu
from rulings.engine.rules.combat_phase.reselecting import player_attacked_by, verify_reselect
from rulings.engine.rules.keyword_abilities.cycling import discard_this_card
from rulings.engine.rules.mana import mana_abilities
from rulings.engine.rules.mana.mana_abilities import ManaActivation
from rulings.engine.rules.mana.payment import (
    activation_mana,
    pay_mana,
    sacrifice_choice,
    spendable,
    verify_can_pay,
)
from rulings.engine.rules.mana.production import ability_types, gather_statics, mana_abilities_of
from rulings.engine.rules.mana.what_is_a_mana_ability import is_mana_ability
from rulings.engine.rules.protection import why_untargetable
from rulings.engine.rules.spells.casting_permissions import why_not_sorcery_timing
from rulings.engine.rules.spells.targets import is_legal_target, is_returnable
from rulings.engine.rules.tapping import pay_tap_symbols, verify_tap_symbols
from rulings.engine.rules.zones import put_into
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject, is_creature_on_battlefield
from rulings.engine.state.stack import Activated
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled
from rulings.engine.vocabulary.events import Event
from rulings.engine.vocabulary.mana import parse_symbols
from rulings.engine.vocabulary.steps import COMBAT_STEPS

_READS_COUNTERS = DestroyNonlandWithManaValueOfCounters  # effects that read the counters on their source

AbilitySelector = int | str | None
"""Which ability: its index among the object's activated abilities (mana abilities first, then those that
use the stack), its text, or None for the one that fits."""


class ActivateChoices(TypedDict, total=False):
    """What a player announces with an activation (CR 602.2b), as keyword arguments: which of the object's
    abilities (its index or text; the only one if not said) and the choices of its cost and effect."""

    ability: AbilitySelector
    choices: Mapping[str, Any]


@dataclass(frozen=True)
class StackActivation:
    """A checked activation of an ability that uses the stack: its costs, its target, what it sacrifices."""

    player: str
    obj: GameObject
    ability: ActivatedAbility
    target: GameObject | str | None  # an object, or a player by name
    sacrificed: GameObject | None
    x: int = 0  # the X announced for this activation (CR 107.3a, 107.3k)
    mana: str = ""  # the mana cost to pay, each {X} replaced by that value
    returned: GameObject | None = None  # the unblocked attacker a ninjutsu cost returns (CR 702.49a)
    reselect: str = ""  # the player chosen for the creature to attack instead (CR 508.7)
    mana_type: str = ""  # the type an ability that adds mana as it resolves will add (CR 605.1a)


def verify_activate(
    state: GameState, player: str, object_id: str, ability: AbilitySelector, choices: Mapping[str, Any]
) -> ManaActivation | StackActivation:
    """Check an activation against the rules; raise IllegalAction naming the rule, else describe it."""
    obj = state.object(object_id)
    statics = gather_statics(state)
    # CR 113.6: a permanent's abilities function only on the battlefield; ninjutsu, only in the hand (702.49a).
    if obj.zone != "battlefield" and not (obj.zone == "hand" and _hand_abilities(obj)):
        raise IllegalAction(f"{obj.describe()} is in the {obj.zone}, not on the battlefield (CR 113.6)")
    uses_stack = _select(
        obj, ability, len(mana_abilities_of(obj, statics)) if obj.zone == "battlefield" else 0
    )
    _verify_activator(state, player, obj, uses_stack)
    # CR 605.3a: a player may activate a mana ability whenever they have priority (or are paying a cost).
    verify_has_priority(state, player, "activate abilities", "605.3a")
    # CR 117.1b: other activated abilities also whenever they have priority; they use the stack.
    if uses_stack is not None:
        return _verify(state, player, obj, uses_stack, choices)
    return mana_abilities.verify(state, player, obj, ability, choices, statics=statics)


def activate(state: GameState, activation: ManaActivation | StackActivation) -> list[Event]:
    """Activate a checked ability: a mana ability resolves at once (CR 605.3b); any other is put on the
    stack, then its costs are paid (CR 602.2a-b), and its controller keeps priority (CR 117.3c)."""
    if isinstance(activation, ManaActivation):
        return mana_abilities.activate(state, activation)
    player, obj, ability = activation.player, activation.obj, activation.ability
    target = activation.target.id if isinstance(activation.target, GameObject) else activation.target or ""
    counters = obj.counters[ability.effect.counter] if isinstance(ability.effect, _READS_COUNTERS) else 0
    attacked, returned = (
        ninjutsu.return_attacker(state, activation.returned) if activation.returned else ("", [])
    )
    state.put_on_stack(
        obj.id,
        player,
        ability.text,
        Activated(
            ability.effect,
            target,
            activation.x,
            counters,
            attacking=attacked,
            reselect=activation.reselect,
            mana_type=activation.mana_type,
            target_zone_changes=(
                activation.target.zone_changes if isinstance(activation.target, GameObject) else -1
            ),
        ),
    )
    events = [
        Event("activated", player=player, source=obj.id, ability=ability.text),
        Event("put_on_stack", player=player, source=obj.id, ability=ability.text),
        *pay_tap_symbols(obj, ability.cost),
        *returned,
    ]
    if activation.sacrificed:
        # CR 701.21a, 700.4: a creature sacrificed to pay a cost dies, and its dies abilities trigger (CR 603.10a).
        events += sacrifice(state, player, activation.sacrificed)
    if activation.mana:
        pay_mana(state, player, activation.mana)
    for card in state.cards("library", player)[: ability.cost.mill]:  # CR 701.17a
        put_into(card, "graveyard")
        events.append(Event("milled", player=player, object=card.id))
    return events + discard_this_card(obj, ability.cost)


def _verify_activator(
    state: GameState, player: str, obj: GameObject, ability: ActivatedAbility | None
) -> None:
    """CR 602.2: only an object's controller can activate its activated abilities, unless the object says
    otherwise: "Only the player this creature is attacking may activate this ability" (Capricopian)."""
    if ability is not None and ability.by_player_attacked:
        attacked = player_attacked_by(state, obj)
        if player != attacked:
            whom = f"{attacked}, the player it attacks," if attacked else "the player it attacks (none now)"
            raise IllegalAction(
                f"only {whom} may activate {obj.describe()}'s ability {ability.text!r} (CR 602.2)"
            )
        return
    if obj.controller != player:
        raise IllegalAction(f"{player} doesn't control {obj.describe()}; {obj.controller} does (CR 602.2)")


def activate_paying_with(
    state: GameState,
    player: str,
    object_id: str,
    ability: AbilitySelector,
    choices: Mapping[str, Any],
    *,
    sources: Sequence[str],
) -> list[Event]:
    """Activate an ability, activating the mana abilities of `sources` while paying its cost, before paying it
    (CR 602.2b, 601.2g-h, 605.3a). CR 605.3c: once a player begins to activate a mana ability, that ability
    can't be activated again until it has resolved, so it can't help pay its own cost. The caller restores the
    game if this raises."""
    obj = state.object(object_id)
    statics = gather_statics(state)
    if obj.zone == "battlefield" and _select(obj, ability, len(mana_abilities_of(obj, statics))) is None:
        being_activated = mana_abilities.selected(obj, ability, choices, statics)
        if obj.id in sources and mana_abilities.selected(obj, None, {}, statics) == being_activated:
            raise IllegalAction(
                f"{obj.describe()}'s mana ability is being activated: it can't be activated again to pay its "
                "own cost until it has resolved (CR 605.3c)"
            )
    events = mana_abilities.activate_while_paying(state, player, sources)
    return events + activate(state, verify_activate(state, player, object_id, ability, choices))


def _stack_abilities(obj: GameObject) -> list[ActivatedAbility]:
    """The object's activated abilities that aren't mana abilities, in printed order: first those that add
    mana but move a card to or from a library (CR 605.1a), which use the stack like the others."""
    # Only printed ones: no ability a permanent grants to others (Chromatic Lantern's) moves a library card.
    adds_mana = [
        ActivatedAbility(a.text, a.cost, AddManaAsItResolves(a))
        for a in obj.card.mana_abilities
        if not is_mana_ability(a)
    ]
    return adds_mana + [a for a in obj.card.abilities if isinstance(a, ActivatedAbility)]


def _hand_abilities(obj: GameObject) -> list[ActivatedAbility]:
    """Those that function only while the card is in its owner's hand (ninjutsu, CR 702.49a)."""
    return [a for a in _stack_abilities(obj) if a.zone == "hand"]


def _select(obj: GameObject, selector: AbilitySelector, mana_count: int) -> ActivatedAbility | None:
    """The ability the selector names, if it is one that uses the stack; None hands the choice to mana abilities.

    An index counts the object's mana abilities first; no selector means this kind only when the object has
    no mana ability. An ability the engine knows of but doesn't model is NotModelled.
    """
    abilities = _stack_abilities(obj)
    unmodelled = [a for a in obj.card.abilities if isinstance(a, Unmodelled) and a.when == "activate"]
    if unmodelled and not isinstance(selector, str):
        # An index or no selector counts the printed abilities, the unmodelled one among them: it may be the one meant.
        raise NotModelled(
            f"the reference engine does not model {obj.describe()}'s ability {unmodelled[0].text!r}; name the ability "
            "to activate by its text"
        )
    if isinstance(selector, int):
        index = selector - mana_count
        return abilities[index] if 0 <= index < len(abilities) else None
    if isinstance(selector, str):
        for ability in abilities:
            if ability.text == selector:
                return ability
        if any(a.text == selector for a in unmodelled):
            raise NotModelled(f"the reference engine does not model {obj.describe()}'s ability {selector!r}")
        return None
    if mana_count:
        return None
    return abilities[0] if abilities else None


def _verify(
    state: GameState, player: str, obj: GameObject, ability: ActivatedAbility, choices: Mapping[str, Any]
) -> StackActivation:
    """Check the activation (CR 602.2, 602.5); raise IllegalAction naming the rule, else describe it."""
    if ability.zone != obj.zone:  # CR 113.6, 702.49a
        raise IllegalAction(
            f"{obj.describe()}'s ability {ability.text!r} functions only while it is in the {ability.zone}, and it "
            f"is in the {obj.zone} (CR 113.6, 702.49a)"
        )
    _verify_timing(state, player, obj, ability)
    verify_tap_symbols(state, player, obj, ability.cost)
    if ability.cost.untap:
        _verify_untap_is_modelled(obj)
    x = _x_choice(obj, ability, choices.get("x"))
    printed = "".join(f"{{{x if s == 'X' else s}}}" for s in parse_symbols(ability.cost.mana))
    mana = activation_mana(state, obj, printed)  # CR 601.2f, 602.2b: with its cost increases
    if mana:
        verify_can_pay(spendable(state, player), mana, f"activate {obj.describe()}")
    library = len(state.cards("library", player))
    if ability.cost.mill > library:
        raise IllegalAction(
            f"{player} can't mill {ability.cost.mill} card(s) to pay the cost of {obj.describe()}'s ability: "
            f"their library has {library} (CR 701.17b, 118.3)"
        )
    sacrificed = sacrifice_choice(
        state, player, obj, ability.cost.sacrifice, choices, another=ability.sacrifice_another
    )
    target = _target(state, player, obj, ability, choices)
    returned = (
        ninjutsu.returned_attacker(state, player, choices) if ability.cost.return_unblocked_attacker else None
    )
    reselect = _reselect_choice(state, obj, ability, choices)
    mana_type = _mana_type_choice(state, obj, ability, choices)
    return StackActivation(player, obj, ability, target, sacrificed, x, mana, returned, reselect, mana_type)


def _mana_type_choice(
    state: GameState, obj: GameObject, ability: ActivatedAbility, choices: Mapping[str, Any]
) -> str:
    """The type an ability that adds mana as it resolves will add (choices.mana), where it has a choice.

    The choice is the player's to make as the ability resolves (CR 608.2c); the protocol announces it with
    the activation, as it does for a mana ability, and the engine keeps it until then."""
    if not isinstance(ability.effect, AddManaAsItResolves):
        return ""
    types = ability_types(state, obj, ability.effect.ability, lambda _: frozenset(), frozenset())
    wanted = str(choices.get("mana", "")).strip("{}")
    if not wanted:
        if len(types) == 1:
            return next(iter(types))
        raise IllegalAction(
            f"{obj.describe()}'s ability {ability.text!r} adds one of {', '.join(sorted(types))}: choose one "
            "(choices.mana)"
        )
    if wanted not in types:
        raise IllegalAction(f"{obj.describe()}'s ability {ability.text!r} can't add {{{wanted}}} (CR 106.7)")
    return wanted


def _reselect_choice(
    state: GameState, obj: GameObject, ability: ActivatedAbility, choices: Mapping[str, Any]
) -> str:
    """The player the activator will reselect the creature to attack as the ability resolves, if any: an
    opponent of its controller (CR 508.7c); only an ability that lets them reselect has this choice."""
    chosen = choices.get("reselect")
    if chosen is None:
        return ""
    if not isinstance(ability.effect, PutCounterThenReselectWhomThisAttacks):
        raise IllegalAction(
            f"{obj.describe()}'s ability {ability.text!r} doesn't reselect whom a creature attacks (CR 508.7)"
        )
    verify_reselect(state, obj, str(chosen))
    return str(chosen)


def _x_choice(obj: GameObject, ability: ActivatedAbility, x: object) -> int:
    """CR 107.3a, 107.3k: the X of an activation cost is announced for that activation, 0 or more (CR 107.1b),
    independent of any other X of the object; an ability with no X in its cost has none to announce."""
    if x is None:
        return 0
    if isinstance(x, bool) or not isinstance(x, int) or x < 0:
        raise IllegalAction(f"X must be a whole number, 0 or more, not {x!r} (CR 107.1b, 107.3a)")
    if x and "X" not in parse_symbols(ability.cost.mana):
        raise IllegalAction(
            f"{obj.describe()}'s ability {ability.text!r} has no X in its cost, so there is no X to announce "
            "(CR 107.3a)"
        )
    return x


def _verify_timing(state: GameState, player: str, obj: GameObject, ability: ActivatedAbility) -> None:
    """CR 602.5b: an ability that says when it may be activated can't be activated at other times."""
    if ability.timing == "sorcery":
        # CR 602.5d: the timing rules for casting a sorcery (CR 307.1): its controller's main phase, stack empty
        why_not = why_not_sorcery_timing(state, player)
        if why_not:
            raise IllegalAction(
                f"{obj.describe()}'s ability {ability.text!r} can be activated only as a sorcery, and {why_not} "
                "(CR 602.5d, 307.1)"
            )
        return
    if not ability.timing or _in_time(state, player, ability):
        return
    said = {
        "your upkeep": "Activate only during your upkeep.",
        "your turn": "Activate only during your turn.",
        "combat": "Activate only during combat.",
        "declare attackers step": "only during the declare attackers step",
    }[ability.timing]
    raise IllegalAction(
        f"{obj.describe()}'s ability says {said!r}; it is {state.active}'s {state.step.replace('_', ' ')} (CR 602.5b)"
    )


def _in_time(state: GameState, player: str, ability: ActivatedAbility) -> bool:
    """Whether now is a time the ability's restriction allows."""
    if ability.timing == "combat":
        # CR 506.8c, 506.8g: "during combat" is any step of any combat phase of the turn, before combat damage
        # or after it, but never a main phase, not even one between two combat phases.
        return state.step in COMBAT_STEPS
    if ability.timing == "declare attackers step":
        return state.step == "declare_attackers"  # on any player's turn
    return state.active == player and (ability.timing == "your turn" or state.step == "upkeep")


def _verify_untap_is_modelled(obj: GameObject) -> None:
    """A "becomes untapped" trigger outside the untap step would need its target chosen at once: not modelled."""
    for ability in obj.card.abilities:
        if isinstance(ability, BecomesUntappedTrigger):
            raise NotModelled(
                f"untapping {obj.describe()} now would trigger {ability.text!r}, whose target the reference engine "
                "doesn't choose"
            )


def _target_player(state: GameState, player: str) -> str:
    """CR 115.1, 601.2c: "target player" is a player still in the game (CR 800.4a: not one who has left it)."""
    if player not in state.players or player in state.lost:
        raise IllegalAction(f"{player!r} isn't a player in the game, so can't be the target (CR 115.1)")
    return player


def _target(
    state: GameState, player: str, obj: GameObject, ability: ActivatedAbility, choices: Mapping[str, Any]
) -> GameObject | str | None:
    """The effect's target, of the kind its effect says (TARGETS of engine/abilities/activated.py), checked (CR 601.2c)."""
    effect = ability.effect
    if isinstance(effect, UntapThis):
        _verify_untap_is_modelled(obj)
    targets = list(choices.get("targets") or ())
    if isinstance(effect, FollowInstructions) and effect.targets:
        return _instructions_target(state, player, obj, ability, targets)
    kind = TARGETS.get(type(effect), "")
    if not kind:
        if targets and isinstance(effect, YourCreaturesGainUntilEndOfTurn):
            raise IllegalAction(f"{obj.describe()}'s ability {ability.text!r} has no targets (CR 601.2c)")
        return None  # CR 724.1, 702.49a and the rest: it has no target
    if len(targets) != 1:
        raise IllegalAction(
            f"{obj.describe()}'s ability {ability.text!r} needs one target: choose it (choices.targets) (CR 601.2c)"
        )
    if kind == "player":
        return _target_player(state, str(targets[0]))
    target = state.object(str(targets[0]))
    _verify_object_target(player, effect, kind, target)
    reason = why_untargetable(state, target, obj, player)  # CR 702.18a, 702.11b, 702.16b
    if reason:
        raise IllegalAction(reason)
    return target


def _instructions_target(
    state: GameState, player: str, obj: GameObject, ability: ActivatedAbility, targets: list[Any]
) -> GameObject | str:
    """CR 602.2b, 601.2c: the one use of the word "target" of its instructions, chosen as it is activated among
    the players and objects it may target (shroud, hexproof and protection too, CR 702.18a, 702.11b, 702.16b)."""
    assert isinstance(ability.effect, FollowInstructions)
    effect = ability.effect
    if len(effect.targets) != 1 or effect.targets[0].count != 1 or effect.targets[0].up_to:
        raise NotModelled(f"{ability.text!r}: an activated ability with more than one target isn't modelled")
    if len(targets) != 1:
        raise IllegalAction(
            f"{obj.describe()}'s ability {ability.text!r} needs one target: choose it (choices.targets) (CR 601.2c)"
        )
    chosen, kind = str(targets[0]), effect.targets[0].kind
    if not is_legal_target(state, player, kind, chosen, obj):
        raise IllegalAction(
            f"{chosen} can't be the target of {obj.describe()}'s ability: not {kind} (CR 115.1)"
        )
    return chosen if chosen in state.players else state.object(chosen)


def _verify_object_target(
    player: str, effect: ActivatedEffect, kind: ActivatedTarget, target: GameObject
) -> None:
    """CR 115.1, 601.2c: the target must be what the ability says it targets."""
    if kind == "creature you control" and not (
        is_creature_on_battlefield(target) and target.controller == player
    ):
        raise IllegalAction(
            f"{target.describe()} isn't a creature {player} controls on the battlefield, so it can't be the target "
            "(CR 115.1, 702.6a)"
        )
    if kind == "creature" and not is_creature_on_battlefield(target):
        raise IllegalAction(
            f"{target.describe()} isn't a creature on the battlefield, so it can't be the target (CR 115.1)"
        )
    if isinstance(effect, ReturnCreatureCard) and not is_returnable(target, player, effect.max_mana_value):
        raise IllegalAction(
            f"{target.describe()} isn't a creature card with mana value {effect.max_mana_value} or less in "
            f"{player}'s graveyard, so it can't be the target (CR 115.1)"
        )
    if isinstance(effect, UntapTargetCreature):
        _verify_untap_is_modelled(target)
