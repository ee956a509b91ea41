"""Resolving spells (CR 608.2, 608.3) and the triggered abilities of the casting cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulings.engine.abilities.cast_permissions import DiesTrigger, SpellEffect
from rulings.engine.cards.card import Card
from rulings.engine.rules.casting import is_legal_creature_target
from rulings.engine.rules.state_based import DIES, check_state_based_actions
from rulings.engine.rules.zones import enter_battlefield, is_exile_target, put_into, put_into_graveyard
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import StackItem
from rulings.engine.vocabulary.errors import NotModelled
from rulings.engine.vocabulary.events import Event

if TYPE_CHECKING:
    from rulings.engine.state.game_state import GameState

# The effects of triggered abilities this module resolves (others are resolved in engine/turn_actions.py).
EFFECTS = frozenset(
    {
        "counter that spell",
        "tap enchanted creature and put X sleep counters on it",
        "exile target artifact or creature an opponent controls until this leaves the battlefield",
        DIES,
    }
)


def resolves_here(item: StackItem) -> bool:
    """Whether this module resolves the stack object: every spell, and the casting cards' triggers."""
    return item.kind == "spell" or item.effect in EFFECTS


def resolve(state: GameState, item: StackItem) -> list[Event]:
    """Resolve the object just taken off the top of the stack, then perform state-based actions."""
    if item.kind == "spell":
        events = _resolve_spell(state, item)
    else:
        events = [Event("resolved", player=item.controller, source=item.source, ability=item.text)]
        events += _resolve_trigger(state, item)
    return events + check_state_based_actions(state)


def _resolve_spell(state: GameState, spell: StackItem) -> list[Event]:
    obj = state.object(spell.source)
    resolved = Event("resolved", player=spell.controller, source=obj.id, ability=spell.text)
    target_legal = not spell.target or is_legal_creature_target(state, spell.target)
    if obj.is_type("Instant") or obj.is_type("Sorcery"):
        if not target_legal:
            return _fizzle(obj)  # CR 608.2b: its only target is illegal, so it doesn't resolve
        events = [resolved, *_spell_effect(state, obj, spell)]
        put_into_graveyard(obj)  # CR 608.2n: an instant or sorcery goes to its owner's graveyard
        return events
    if not target_legal:
        if not obj.bestowed:
            return _fizzle(obj)  # CR 608.3b: an Aura spell whose target is illegal doesn't resolve
        obj.bestowed = False  # CR 702.103e: it ceases to be bestowed and resolves as a creature spell
    # CR 608.3a, 608.3c: it becomes a permanent under its controller's control, an Aura attached to its target.
    attached_to = spell.target if spell.target and target_legal else ""
    return [resolved, *enter_battlefield(state, obj, spell.controller, spell=spell, attached_to=attached_to)]


def _fizzle(obj: GameObject) -> list[Event]:
    put_into_graveyard(obj)
    return [Event("countered", object=obj.id)]


def _spell_effect(state: GameState, obj: GameObject, spell: StackItem) -> list[Event]:
    events: list[Event] = []
    for ability in obj.card.abilities:
        if not isinstance(ability, SpellEffect):
            continue
        if ability.effect == "tap target creature; it skips its next untap":
            creature = state.object(spell.target)
            if not creature.tapped:
                creature.tapped = True
                events.append(Event("tapped", object=creature.id))
            creature.skip_untaps += 1
        elif ability.effect == "draw X cards":
            events += _draw(state, spell.controller, spell.x)
        elif ability.effect == "return creature cards from graveyards":
            # All at once, each under its owner's control, without being cast: no X was chosen (CR 107.3m).
            returning = [
                o for o in state.objects.values() if o.zone == "graveyard" and o.card.is_type("Creature")
            ]
            for card in returning:
                events += enter_battlefield(state, card, card.owner, spell=None)
    return events


def _resolve_trigger(state: GameState, item: StackItem) -> list[Event]:
    if item.effect == DIES:
        return _create_tokens(state, item)
    if item.effect == "counter that spell":
        # Chalice of the Void: it counters the spell even if Chalice has left or its counters changed.
        for spell in state.stack:
            if spell.id == item.refers_to:
                state.stack.remove(spell)
                obj = state.object(spell.source)
                put_into_graveyard(obj)  # CR 701.6a: a countered spell goes to its owner's graveyard
                return [Event("countered", object=obj.id)]
        return []  # the spell has already left the stack
    if item.effect.startswith("exile target"):
        return _exile_until_it_leaves(state, item)
    # Venarian Gold: the creature it entered attached to, with the spell's X (CR 107.3m).
    creature = state.objects.get(item.refers_to)
    if creature is None or creature.zone != "battlefield":
        return []
    events: list[Event] = []
    if not creature.tapped:
        creature.tapped = True
        events.append(Event("tapped", object=creature.id))
    if item.x > 0:
        creature.counters["sleep"] += item.x
        events.append(Event("counters_put", object=creature.id, ability=f"{item.x} sleep"))
    return events


def _create_tokens(state: GameState, item: StackItem) -> list[Event]:
    """Hangarback Walker: a token for each counter it had as it died (the trigger's x); CR 111.1."""
    source = state.object(item.source)
    ability = next(a for a in source.card.abilities if isinstance(a, DiesTrigger) and a.text == item.text)
    spec = ability.token
    card = Card(
        name=spec.name,
        mana_cost="",
        types=spec.types,
        subtypes=spec.subtypes,
        supertypes=frozenset(),
        oracle_text=", ".join(sorted(spec.keywords)),
        keywords=spec.keywords,
        power=spec.power,
        toughness=spec.toughness,
        abilities=(),
    )
    events: list[Event] = []
    for _ in range(item.x):
        token_id = _new_token_id(state, spec.name)
        token = GameObject(token_id, card, item.controller, item.controller, "battlefield")
        state.objects[token_id] = token
        events += enter_battlefield(state, token, item.controller, spell=None)
    return events


def _new_token_id(state: GameState, name: str) -> str:
    base = name.lower().replace(" ", "-")
    n = 1
    while f"{base}-{n}" in state.objects:
        n += 1
    return f"{base}-{n}"


def _exile_until_it_leaves(state: GameState, item: StackItem) -> list[Event]:
    """Mystical Tether: exile the target, if it is still legal (CR 608.2b) and Tether is still on the
    battlefield (CR 610.3c: a "until ... leaves the battlefield" exile does nothing if it already left).
    Nothing in the card pool can make Tether leave afterwards, so the card never needs to return."""
    source, target = state.object(item.source), state.object(item.refers_to)
    if source.zone != "battlefield" or not is_exile_target(source, target):
        return []
    put_into(target, "exile")
    return [Event("exiled", object=target.id, source=source.id)]


def _draw(state: GameState, player: str, count: int) -> list[Event]:
    """CR 121.1: draw the top cards of one's library; the first listed on the board is the top."""
    events: list[Event] = []
    for _ in range(count):
        library = [o for o in state.objects.values() if o.zone == "library" and o.owner == player]
        if not library:
            # CR 121.4, 704.5b: drawing from an empty library loses the game, which isn't modelled.
            raise NotModelled(f"{player} would draw from an empty library; losing the game isn't modelled")
        put_into(library[0], "hand")
        events.append(Event("drew", player=player, object=library[0].id))
    return events
