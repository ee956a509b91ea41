"""What the fuzzer does next: the actions its rules take, chosen from the drawn numbers and the game.

Targets are chosen the way the steps name objects (naming.py), so every action prints as a step; and the
choices lean towards actions that can be legal — the player with priority, a type the source could
produce, a spell its caster can pay for — while leaving room for the illegal ones the invariants also
judge (an opponent's land, a tapped one, a card in a graveyard).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping
from typing import Any

from rulings.fuzz import model
from rulings.fuzz.cards import TYPES
from rulings.fuzz.invariants.casting import flash_permission
from rulings.fuzz.world import Thing, World
from rulings.protocol.session import Message

CouldProduce = Callable[[Thing], frozenset[str]]
Pool = Callable[[str], Mapping[str, int] | None]  # a player's mana pool, None where the engine won't say


def activation(
    world: World, could_produce: CouldProduce, *, pick: int, mana: int, order: int, twist: int
) -> tuple[Message, Thing] | None:
    """An activate action and its subject, or None when nothing on the table has a mana ability."""
    pairs = _activatable(world, everywhere=twist == 8)
    if not pairs:
        return None
    # Mostly the permanents of the player with priority, who alone may activate (CR 605.3a); now and
    # then one that several replacement effects apply to, where the order chosen matters (CR 616.1).
    with_priority = [p for p in pairs if p[0] == world.priority]
    if with_priority and twist < 7:
        pairs = with_priority
    contested = [p for p in pairs if _contested(world, *p)]
    if contested and twist < 2:
        pairs = contested
    controller, card = pairs[pick % len(pairs)]
    actor = _next_player(world, controller) if twist == 9 else controller
    if verb(world.things[world.names.first(card, controller)]) == "taps":
        subject = world.things[world.names.first_untapped(card, controller, world.tapped_as_seen())]
    else:
        subject = world.things[world.names.first(card, controller)]
    choices: dict[str, Any] = {}
    could = sorted(could_produce(subject), key=TYPES.index)
    # Mostly a type it could produce (none named when it has one or none); sometimes any type at all.
    options: list[str | None] = ([None] if len(could) <= 1 else []) + could if mana < 12 else [None, *TYPES]
    if options[mana % len(options)]:
        choices["mana"] = options[mana % len(options)]
    if any(a.sacrifice_land for a in subject.facts.mana):
        victims = sorted(
            {t.card for t in world.things.values() if t.controller == actor and t.is_type("Land")}
        )
        if victims:
            choices["sacrifice"] = world.names.first(victims[order % len(victims)], actor)
    if subject.on_battlefield:
        effects = model.applicable_replacements(world, subject, actor)
        nameable = list(dict.fromkeys(e.source.id for e in effects if world.names.is_nameable(e.source.id)))
        if len(nameable) >= 2:
            orders = list(itertools.islice(itertools.permutations(nameable), 120))
            choices["order"] = list(orders[order % len(orders)])
    return {"type": "activate", "player": actor, "object": subject.id, "choices": choices}, subject


def casting(
    world: World, pool: Pool, *, pick: int, x: int, how: int, twist: int
) -> tuple[Message, Thing] | None:
    """A cast action and its subject, or None when no card is in a hand or graveyard."""
    spells = list(
        dict.fromkeys(
            (t.controller, t.card)
            for t in world.things.values()
            if t.zone in ("hand", "graveyard") and not t.is_type("Land")
        )
    )
    if not spells:
        return None
    with_priority = [s for s in spells if s[0] == world.priority]
    if with_priority and twist < 8:
        spells = with_priority
    castable_zone = [s for s in spells if _castable_zone(world.things[world.names.first(s[1], s[0])])]
    if castable_zone and twist < 6:  # mostly from hands; a graveyard needs a permission (CR 601.3)
        spells = castable_zone
    # Mostly one its caster can pay for and cast now (CR 117.1a, 601.2h), so that spells get cast.
    castable = [s for s in spells if could_cast(world, pool, *s, x % 2)]
    if castable and twist < 5:
        spells = castable
    owner, card = spells[pick % len(spells)]
    caster = _next_player(world, owner) if twist == 9 else owner
    subject = world.things[world.names.first(card, owner)]  # "Alice casts Gravecrawler": her first one
    action: Message = {"type": "cast", "player": caster, "object": subject.id}
    if subject.zone != "hand":
        action["from"] = subject.zone
    if subject.facts.has_x:
        action["x"] = x % 2 if twist < 5 else x  # mostly an X it can pay, as could_cast reckoned
    if subject.facts.bestow and how % 3:
        action["as"] = "creature" if how % 3 == 1 else "aura"
    if action.get("as") == "aura":
        creatures = [
            t.id for t in world.battlefield() if t.is_type("Creature") and world.names.is_nameable(t.id)
        ]
        if creatures:
            action["targets"] = [creatures[how % len(creatures)]]
    return action, subject


def castable_now(world: World, pool: Pool) -> bool:
    """Whether the player with priority has a spell they could pay for and cast now."""
    return bool(world.priority) and any(
        _castable_zone(t)
        and t.controller == world.priority
        and not t.is_type("Land")
        and could_cast(world, pool, t.controller, t.card, 0)
        for t in world.things.values()
    )


def could_cast(world: World, pool: Pool, owner: str, card: str, x: int) -> bool:
    """Whether the owner could pay for the card from their pool and cast it now, by its facts."""
    thing = world.things[world.names.first(card, owner)]
    sorcery_timing = world.active == owner and world.step in ("precombat_main", "postcombat_main")
    if not sorcery_timing and not flash_permission(world, owner, thing, ""):
        return False
    held = pool(owner)
    if held is None:
        return True
    left = dict(held)
    generic = 0
    for symbol in thing.facts.cost.strip("{}").split("}{") if thing.facts.cost else ():
        if symbol.isdigit() or symbol == "X":
            generic += int(symbol) if symbol.isdigit() else x
        elif left.get(symbol, 0) > 0:
            left[symbol] -= 1
        else:
            return False
    return sum(n for t, n in left.items() if t in TYPES) >= generic


def verb(thing: Thing) -> str:
    """How a step activates the card's mana abilities: "taps" for {T} ones (the first untapped), else "activates"."""
    facts = thing.facts
    return "taps" if facts.only_tap_abilities or (facts.is_type("Land") and not facts.mana) else "activates"


def _castable_zone(thing: Thing) -> bool:
    return thing.zone == "hand" or (
        thing.zone == "graveyard" and bool(thing.facts.castable_from_graveyard_with)
    )


def _next_player(world: World, player: str) -> str:
    return world.players[(world.players.index(player) + 1) % len(world.players)]


def _activatable(world: World, everywhere: bool) -> list[tuple[str, str]]:
    """(controller, card) of the permanents (or the objects anywhere) with mana abilities, in table order."""
    pairs: dict[tuple[str, str], None] = {}
    for thing in world.things.values():
        if (thing.facts.mana or thing.is_type("Land")) and (everywhere or thing.on_battlefield):
            pairs[(thing.controller, thing.card)] = None
    return list(pairs)


def _contested(world: World, controller: str, card: str) -> bool:
    """Whether two or more replacement effects apply when its controller taps it for mana."""
    thing = world.things[world.names.first(card, controller)]
    return thing.on_battlefield and len(model.applicable_replacements(world, thing, controller)) >= 2
