"""The continuous effects on the battlefield, each part in its layer (CR 613.1, 613.6): from the static abilities
of permanents (CR 611.3, with their permanent's timestamp, CR 613.7a, 613.7d-e), from resolved spells and
abilities (CR 611.2, timestamped as created, CR 613.7b), and counters (CR 613.4c). engine/rules/layers.py
orders and applies them; `board` here computes the whole battlefield's characteristics."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Protocol, cast

from rulings.engine.abilities import Ability
from rulings.engine.abilities.combat import GrantKeywordToYourCreaturesWith
from rulings.engine.abilities.conditional_statics import ThisGetsWhile, YouControl
from rulings.engine.abilities.costs import AdditionalCost
from rulings.engine.abilities.keywords import GrantKeyword
from rulings.engine.abilities.layer_statics import LandsAre, PowerToughnessEqualToSubtypeCount
from rulings.engine.abilities.life_statics import (
    LifeTotalCantChange,
    OpponentsGainBecomesLoss,
    YouGainOneMore,
)
from rulings.engine.abilities.mana_sources import GrantLandType, ManaAbility
from rulings.engine.abilities.statics import (
    CantBeCountered,
    CantLose,
    CreaturesYouControlGet,
    EnchantedGets,
    EquippedGets,
    GetsExiledCardsPowerToughness,
    GetsPerCardInHand,
    OtherCreaturesYouControlGet,
    PowerToughnessEqualToCounters,
    TokensGet,
)
from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.engine.abilities.untap_permissions import Haste
from rulings.engine.rules.lasting import applying_to
from rulings.engine.rules.layer_inputs import layer_inputs
from rulings.engine.rules.layers import (
    AppliesTo,
    Apply,
    Board,
    Exists,
    Layer,
    LayerEffect,
    Values,
    apply_layers,
)
from rulings.engine.state.effects import ContinuousEffect
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.static_bonuses import exiled_creature_card
from rulings.engine.vocabulary.creature_types import CREATURE_TYPES
from rulings.engine.vocabulary.errors import NotModelled


class Part(Protocol):
    """A static ability's effect in one layer: where it applies, what it does, whether from a CDA (CR 604.3)."""

    def __call__(self, layer: Layer, applies: AppliesTo, apply: Apply, cda: bool = False) -> LayerEffect: ...


# CR 205.3i: the land types; a land whose land type an effect sets loses these and keeps its other subtypes.
LAND_TYPES = frozenset(
    [
        "Cave",
        "Desert",
        "Forest",
        "Gate",
        "Island",
        "Lair",
        "Locus",
        "Mine",
        "Mountain",
        "Plains",
        "Planet",
        "Power-Plant",
        "Sphere",
        "Swamp",
        "Tower",
        "Town",
    ]
) | {"Urza's", "Urza’s"}
# CR 205.3g-h, 205.3i: the subtypes that are no creature types, which "becomes a Frog" leaves alone (CR 205.1b).
NONCREATURE_SUBTYPES = LAND_TYPES | frozenset(
    {"Aura", "Equipment", "Vehicle", "Saga", "Curse", "Fortification"}
)
# The abilities this module gives their meaning to, or mana abilities (engine/rules/mana/production.py reads a
# land's through `board`): only these can be lost without the engine reading the lost one elsewhere from its card.
MEDIATED = (
    GrantLandType,
    LandsAre,
    PowerToughnessEqualToSubtypeCount,
    PowerToughnessEqualToCounters,
    GrantKeyword,
    GrantKeywordToYourCreaturesWith,
    Haste,
    CreaturesYouControlGet,
    OtherCreaturesYouControlGet,
    GetsPerCardInHand,
    GetsExiledCardsPowerToughness,
    EnchantedGets,
    EquippedGets,
    TokensGet,
    ManaAbility,
    CantLose,  # read by engine/rules/players.py through `board` (CR 613.10)
    YouGainOneMore,  # these three read by engine/rules/life.py through `board`
    OpponentsGainBecomesLoss,
    LifeTotalCantChange,
    Unmodelled,  # refused where it would matter, whether or not it is lost
    AdditionalCost,  # read only from a card being cast (CR 118.8), never from a permanent
    CantBeCountered,  # read only from a spell on the stack (CR 113.6g)
    ThisGetsWhile,
)


# The boards of the states being read without change (`unchanging`), by the state's id: computed once there.
_UNCHANGING: dict[int, Board | None] = {}
# The engine's tests set this: every remembered board is then compared with a fresh computation, so an input the
# layers read that layer_inputs leaves out fails a test rather than serving a stale characteristic.
CHECK_REMEMBERED = False


def board(state: GameState) -> Board:
    """Every permanent's characteristics now (CR 613.5: continually and automatically). The board is shared by
    every reader until the state changes: nobody changes it."""
    key = id(state)
    if key not in _UNCHANGING:
        return _remembered(state)
    known = _UNCHANGING[key]
    if known is None:
        known = _UNCHANGING[key] = _remembered(state)
    return known


def _remembered(state: GameState) -> Board:
    """The board computed last for this state if nothing the layers read has changed since, else a new one: a
    query after a query, or an action that changed no characteristic, computes nothing."""
    inputs = layer_inputs(state)
    known = state.derived.layers
    if known is not None and known[0] == inputs:
        remembered = cast(Board, known[1])
        if CHECK_REMEMBERED and not _same(remembered, _computed(state)):
            raise AssertionError(
                f"stale characteristics remembered: {layer_inputs.__module__} misses an input"
            )
        return remembered
    result = _computed(state)
    state.derived.layers = (inputs, result)
    return result


def _same(one: Board, other: Board) -> bool:
    """The same characteristics of the same objects, in the same order."""
    pairs = zip(one.items(), other.items(), strict=False)
    return len(one) == len(other) and all(a == b and a[1].obj is b[1].obj for a, b in pairs)


@contextmanager
def unchanging(state: GameState) -> Iterator[None]:
    """While nothing the layers read changes (a check that only looks, such as finding the state-based actions
    to perform), the characteristics are computed once instead of once per question."""
    key = id(state)
    if key in _UNCHANGING:
        yield
        return
    _UNCHANGING[key] = None
    try:
        yield
    finally:
        del _UNCHANGING[key]


def _computed(state: GameState) -> Board:
    result = apply_layers(state, list(_effects(state)))
    for values in result.values():
        _check_lost(values)
    return result


def values_of(state: GameState, obj: GameObject) -> Values | None:
    """The permanent's characteristics now; None for an object not on the battlefield."""
    return board(state).get(obj.id) if obj.zone == "battlefield" else None


def _check_lost(values: Values) -> None:
    lost = [a for a in values.obj.card.abilities if a not in values.abilities and not isinstance(a, MEDIATED)]
    if lost:
        raise NotModelled(
            f"{values.obj.describe()} has lost its ability {getattr(lost[0], 'text', '')!r} (CR 613.1f, 305.7), "
            "which the engine reads from its card elsewhere: losing it isn't modelled"
        )


def _effects(state: GameState) -> Iterator[LayerEffect]:
    for permanent in state.battlefield():
        for index, ability in enumerate(permanent.card.abilities):
            yield from _static(state, permanent, index, ability)
        if "Devoid" in permanent.card.keywords:
            yield _devoid(permanent)
        if "Changeling" in permanent.card.keywords:
            yield _changeling(permanent)
        if permanent.counters["+1/+1"] or permanent.counters["-1/-1"]:
            yield _counters(permanent)
    for index, effect in enumerate(state.effects):
        yield from _resolved(state, index, effect)


def _static(state: GameState, source: GameObject, index: int, ability: Ability) -> Iterator[LayerEffect]:
    """The effect a static ability of a permanent generates: it exists while the permanent has the ability
    (CR 611.3b, 613.8a), with the permanent's timestamp (CR 613.7a)."""
    key = f"{source.id}#{index}"
    name = f"{source.describe()}'s {getattr(ability, 'text', '')!r}"

    def exists(b: Board) -> bool:
        return source.id in b and ability in b[source.id].abilities

    def part(layer: Layer, applies: AppliesTo, apply: Apply, cda: bool = False) -> LayerEffect:
        return LayerEffect(key, layer, name, source.timestamp, source.controller, cda, exists, applies, apply)

    yours = source.controller
    match ability:
        case GrantLandType(land_type=land_type):  # Urborg: "Each land is a Swamp in addition"
            yield part(
                "4",
                lambda b, v: "Land" in v.types,
                lambda b, v: replace(v, subtypes=v.subtypes | {land_type}),
            )
        case LandsAre(land_type=land_type):  # Blood Moon (CR 305.7)
            yield part(
                "4",
                lambda b, v: "Land" in v.types and "Basic" not in v.obj.card.supertypes,
                lambda b, v: replace(
                    v, subtypes=(v.subtypes - LAND_TYPES) | {land_type}, keywords=frozenset(), abilities=()
                ),
            )
        case GrantKeyword(keyword=keyword, who=who):
            yield part("6", lambda b, v: _named(source, who, v), lambda b, v: _gains(v, keyword))
        case GrantKeywordToYourCreaturesWith(having=having, keyword=keyword):  # Kwende
            yield part(
                "6",
                lambda b, v: v.is_creature() and v.controller == yours and having in v.keywords,
                lambda b, v: _gains(v, keyword),
            )
        case Haste(abilities_only=False):  # Lavaleaper: "All creatures have haste"
            yield part("6", lambda b, v: v.is_creature(), lambda b, v: _gains(v, "Haste"))
        case ThisGetsWhile():
            yield from _while(state, source, ability, exists, key=key, name=name)
        case _:
            yield from _power_toughness_static(state, source, ability, part)


def _power_toughness_static(
    state: GameState, source: GameObject, ability: Ability, part: Part
) -> Iterator[LayerEffect]:
    """The layer 7 effects of a permanent's static abilities (CR 613.4a, 613.4c)."""
    yours = source.controller
    match ability:
        case CreaturesYouControlGet(power=p, toughness=t):
            yield part(
                "7c", lambda b, v: v.is_creature() and v.controller == yours, lambda b, v: _plus(v, p, t)
            )
        case OtherCreaturesYouControlGet(power=p, toughness=t):
            yield part(
                "7c",
                lambda b, v: v.is_creature() and v.controller == yours and v.obj is not source,
                lambda b, v: _plus(v, p, t),
            )
        case EnchantedGets(power=p, toughness=t):
            yield part("7c", lambda b, v: source.attached_to == v.obj.id, lambda b, v: _plus(v, p, t))
        case EquippedGets(power=p, toughness=t, keywords=keywords, loses=loses):
            # CR 301.5a: the creature it is attached to; what it loses, in layer 6 in timestamp order (613.7)
            if keywords or loses:
                yield part(
                    "6",
                    lambda b, v: source.attached_to == v.obj.id,
                    lambda b, v: replace(v, keywords=(v.keywords | keywords) - loses),
                )
            yield part("7c", lambda b, v: source.attached_to == v.obj.id, lambda b, v: _plus(v, p, t))
        case TokensGet(power=p, toughness=t):  # Illness in the Ranks: every creature token
            yield part("7c", lambda b, v: v.obj.token and v.is_creature(), lambda b, v: _plus(v, p, t))
        case GetsPerCardInHand(power=p, toughness=t, enchanted=enchanted):
            # "your hand", "its controller's hand": the creature's controller's (CR 109.5), counted now (611.3a)
            def per_card(b: Board, v: Values) -> Values:
                cards = len(state.cards("hand", v.controller))
                return _plus(v, p * cards, t * cards)

            whom = (
                (lambda b, v: source.attached_to == v.obj.id) if enchanted else (lambda b, v: v.obj is source)
            )
            yield part("7c", lambda b, v: whom(b, v) and v.is_creature(), per_card)
        case GetsExiledCardsPowerToughness():  # Phyrexian Ingester

            def exiled(b: Board, v: Values) -> Values:
                card = exiled_creature_card(state, source)
                if card is None:
                    return v
                return _plus(v, int(card.card.power or "0"), int(card.card.toughness or "0"))

            yield part("7c", lambda b, v: v.obj is source and v.is_creature(), exiled)
        case PowerToughnessEqualToCounters(counter=counter):  # Fungal Behemoth (CR 604.3, 613.4a)

            def counted(b: Board, v: Values) -> Values:
                n = sum(
                    o.obj.counters[counter] for o in b.values() if o.is_creature() and o.controller == yours
                )
                return replace(v, power=n, toughness=n)

            yield part("7a", lambda b, v: v.obj is source, counted, True)
        case PowerToughnessEqualToSubtypeCount(subtype=subtype):  # Nightmare (CR 604.3, 613.4a)

            def swamps(b: Board, v: Values) -> Values:
                n = sum(1 for o in b.values() if o.controller == yours and subtype in o.subtypes)
                return replace(v, power=n, toughness=n)

            yield part("7a", lambda b, v: v.obj is source, swamps, True)


def _while(
    state: GameState, source: GameObject, ability: ThisGetsWhile, has_it: Exists, *, key: str, name: str
) -> Iterator[LayerEffect]:
    """ "~ gets +N/+M and has K as long as you control ...", "During your turn, ~ has K": the permanent's own
    bonus, whose effect exists only while its source has the ability and the condition holds (CR 611.3a), read
    from the board as the layers have built it so far (an artifact is one after layer 4, CR 613.1d); once it
    applies in layer 6 it goes on applying in layer 7c (CR 613.6)."""

    def exists(b: Board) -> bool:
        if not has_it(b):
            return False
        if ability.your_turn and state.active != source.controller:
            return False
        return ability.you_control is None or _controls(b, source, ability.you_control)

    def part(layer: Layer, apply: Apply) -> LayerEffect:
        itself: AppliesTo = lambda b, v: v.obj is source  # noqa: E731 - the permanent itself only
        return LayerEffect(
            key, layer, name, source.timestamp, source.controller, False, exists, itself, apply
        )

    keywords, power, toughness = ability.keywords, ability.power, ability.toughness
    if keywords:
        yield part("6", lambda b, v: replace(v, keywords=v.keywords | keywords))
    if power or toughness:
        yield part("7c", lambda b, v: _plus(v, power, toughness))


def _controls(b: Board, source: GameObject, quality: YouControl) -> bool:
    """Whether the source's controller controls a permanent of that quality (CR 109.5), or as many as it says
    ("three or more artifacts"), the source itself among them unless "another" excepts it."""
    count = sum(
        1
        for v in b.values()
        if v.controller == source.controller
        and (not quality.card_type or quality.card_type in v.types)
        and (not quality.subtype or quality.subtype in v.subtypes)
        and (not quality.colors or bool(v.colors & set(quality.colors)))
        and not (quality.another and v.obj is source)
    )
    return count >= quality.at_least


def _named(source: GameObject, who: str, v: Values) -> bool:
    """Whether the granting static ability's "creatures you control", "other ...", "enchanted creature" or
    "equipped creature" names this permanent (CR 109.5, 301.5, 303.4)."""
    if who in ("enchanted creature", "equipped creature"):
        return source.attached_to == v.obj.id
    if not v.is_creature() or v.controller != source.controller:
        return False
    if who.startswith("other ") and v.obj is source:
        return False
    return who != "other enchantment creatures you control" or "Enchantment" in v.types


def _gains(v: Values, keyword: str) -> Values:
    return replace(v, keywords=v.keywords | {keyword})


def _plus(v: Values, power: int, toughness: int) -> Values:
    if v.power is None or v.toughness is None:
        return v
    return replace(v, power=v.power + power, toughness=v.toughness + toughness)


def _devoid(permanent: GameObject) -> LayerEffect:
    """CR 702.114a: devoid, "This object is colorless": a characteristic-defining ability (CR 604.3) of layer 5,
    applied before the other color effects there (CR 613.3). It exists while the object has the keyword."""
    return _keyword_cda(permanent, "Devoid", "5", lambda v: replace(v, colors=frozenset()))


def _changeling(permanent: GameObject) -> LayerEffect:
    """CR 702.73a: changeling, "This object is every creature type": a characteristic-defining ability (CR 604.3)
    of layer 4, applied before the other type-changing effects there (CR 613.3), so a later one that sets its
    creature types (Turn to Frog's) overrides it. It exists while the object has the keyword as layer 4 applies."""
    return _keyword_cda(
        permanent, "Changeling", "4", lambda v: replace(v, subtypes=v.subtypes | CREATURE_TYPES)
    )


def _keyword_cda(
    permanent: GameObject, keyword: str, layer: Layer, change: Callable[[Values], Values]
) -> LayerEffect:
    """A keyword's characteristic-defining ability: on the permanent itself, while it has the keyword."""
    return LayerEffect(
        f"{permanent.id}#{keyword.lower()}",
        layer,
        f"{permanent.describe()}'s {keyword.lower()}",
        permanent.timestamp,
        permanent.controller,
        True,
        lambda b: permanent.id in b and keyword in b[permanent.id].keywords,
        lambda b, v: v.obj is permanent,
        lambda b, v: change(v),
    )


def _counters(permanent: GameObject) -> LayerEffect:
    """CR 613.4c: +1/+1 and -1/-1 counters modify power and toughness in layer 7c (each counter has a timestamp,
    CR 613.7c, which changes nothing here: the sums of layer 7c don't depend on their order)."""
    net = permanent.counters["+1/+1"] - permanent.counters["-1/-1"]
    return LayerEffect(
        f"{permanent.id}#counters",
        "7c",
        f"the counters on {permanent.describe()}",
        0,
        permanent.controller,
        False,
        lambda b: True,
        lambda b, v: v.obj is permanent,
        lambda b, v: _plus(v, net, net),
    )


def _resolved(state: GameState, index: int, effect: ContinuousEffect) -> Iterator[LayerEffect]:
    """A resolved spell's or ability's effect, locked to the objects it affected as it began (CR 611.2c), with
    the timestamp it received then (CR 613.7b); each of its parts in its own layer (CR 613.6)."""
    key = f"effect#{index}"
    source = state.objects.get(effect.source)
    name = f"the effect of {source.describe() if source else effect.source}"
    controller = source.controller if source else ""

    def locked(b: Board, v: Values) -> bool:
        return effect in applying_to(state, v.obj)

    def part(layer: Layer, apply: Apply) -> LayerEffect:
        return LayerEffect(
            key, layer, name, effect.timestamp, controller, False, lambda b: True, locked, apply
        )

    if effect.creature_types is not None:
        new = effect.creature_types
        yield part("4", lambda b, v: replace(v, subtypes=(v.subtypes & NONCREATURE_SUBTYPES) | new))
    if effect.colors is not None:
        colors = effect.colors
        yield part("5", lambda b, v: replace(v, colors=colors))
    if effect.loses_all_abilities or effect.keywords:
        loses, keywords = effect.loses_all_abilities, effect.keywords

        def abilities(b: Board, v: Values) -> Values:
            if loses:
                v = replace(v, keywords=frozenset(), abilities=())
            return replace(v, keywords=v.keywords | keywords)

        yield part("6", abilities)
    if effect.base_power_toughness is not None:
        power, toughness = effect.base_power_toughness
        yield part("7b", lambda b, v: replace(v, power=power, toughness=toughness))
    if effect.power or effect.toughness:
        yield part("7c", lambda b, v: _plus(v, effect.power, effect.toughness))
    if effect.switch:
        yield part("7d", lambda b, v: replace(v, power=v.toughness, toughness=v.power))
