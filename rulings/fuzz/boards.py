"""Hypothesis strategies for boards: the protocol's `game`, laid out as a scenario's Given lines would.

Any number of players (two to four), lands, mana sources, triggers and replacement effects, auras on
lands, tapped, summoning-sick and countered permanents, cards in hands and graveyards, unspent mana.
Objects come in table order with the table's ids (see naming.py), so every board prints as Given lines.
Boards shrink towards two players, fewer objects, basic lands and untapped permanents.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from hypothesis import strategies as st

from rulings.fuzz.cards import TYPES, facts_of
from rulings.fuzz.naming import Names, new_id
from rulings.fuzz.turns import NO_PRIORITY, STEPS
from rulings.protocol import Game, ObjectSpec, Turn

PLAYERS = ("Alice", "Bob", "Carol", "Dave")
# Steps to start in: the precombat main phase first (where it shrinks to), then the others with priority.
# Main phases are weighted: sorcery-speed casting happens there (CR 117.1a).
START_STEPS = (
    *("precombat_main",) * 4,
    *("postcombat_main",) * 2,
    *(s for s in STEPS if s not in NO_PRIORITY and not s.endswith("_main")),
)
OTHER_ZONES = ("hand", "graveyard")
# Each board takes most of its cards from one theme, so that the cards of a rules area meet each other:
# a role (tags in cards.py), or the cards of a ruling's own example, all of them at once.
THEMES = (
    frozenset({"land", "source", "creature"}),
    frozenset({"replacement"}),
    frozenset({"reader"}),
    frozenset({"trigger", "aura"}),
    frozenset({"untapper", "creature"}),
    *(frozenset({"caster", "flash", "bestow", "x"}),) * 3,  # spells to cast: more boards, as casting is rarer
    frozenset(
        {"Gravecrawler", "Walking Corpse", "Prophet of Kruphix"}
    ),  # Prophet's and Gravecrawler's rulings
    frozenset({"Hopeful Eidolon", "Sigarda's Aid", "Prophet of Kruphix", "Grizzly Bears"}),  # CR 601.3b
    frozenset({"Mana Reflection", "Contamination"}),  # CR 106.12b's example: {B} one way, {B}{B} the other
    frozenset({"Nyxbloom Ancient", "Contamination", "Damping Sphere"}),
    frozenset({"Reflecting Pool", "Exotic Orchard", "Fellwar Stone"}),  # CR 106.7 fixpoints
    frozenset({"Vorinclex, Voice of Hunger", "Prophet of Kruphix", "Mana Flare"}),
)


@st.composite
def boards(draw: st.DrawFn, cards: Sequence[str], max_players: int = 4, max_objects: int = 8) -> Game:
    """A board of the given cards (those the engine plays), as a dict for the protocol's setup."""
    ordered, basics = _ordered(tuple(cards))
    # Two players most often (where most rulings live), three or four for the multiplayer rules.
    players = list(PLAYERS[: draw(st.sampled_from((2, 2, 2, 3, 4)[: 3 + max(0, max_players - 2)]))])
    active = draw(st.sampled_from(players))
    step = draw(st.sampled_from(START_STEPS))
    game = Game(players=players, turn=Turn(active=active, step=step, number=1), objects=[])
    if draw(st.integers(0, 3)) == 3:
        game["priority"] = draw(st.sampled_from(players))  # priority may be with another player (CR 117.3)
    # A palette of a few cards per board, so that cards meet their copies and each other: two Reflecting
    # Pools, Mana Reflection with Contamination. Basic lands are always at hand.
    theme = draw(st.sampled_from(THEMES))
    themed = [c for c in ordered if c in theme or facts_of(c).tags & theme] or ordered
    if all(c in theme for c in themed):  # a ruling's cards: all of them
        palette = list(themed)
    else:
        palette = draw(
            st.lists(st.sampled_from(themed), min_size=min(2, len(themed)), max_size=3, unique=True)
        )
    palette += draw(st.lists(st.sampled_from(ordered), max_size=2, unique=True))
    cards_at_hand = palette + basics + palette
    # Each object is one number (one draw, which is what generating and shrinking cost): from the high
    # bits down, its controller, its card, and its status. Shrinking lowers the number, so it hands
    # objects to the first player, then simplifies their cards, then their status; removing a player
    # keeps the objects (they pass to the active player), so counterexamples shrink to two players.
    # Most objects go to the active player, who has priority: the cards of one player meet each other.
    drawn = draw(st.lists(st.integers(0, (8 << 12) - 1), min_size=1, max_size=max_objects))
    owners = [*players, *[active] * (8 - len(players))]
    for number in sorted(drawn, key=lambda n: players.index(owners[n >> 12])):
        _put(
            draw,
            game,
            owners[number >> 12],
            cards_at_hand[(number >> 6 & 63) % len(cards_at_hand)],
            number & 63,
        )
    mana = draw(st.lists(st.tuples(st.integers(0, max_players - 1), st.sampled_from(TYPES)), max_size=6))
    pools: dict[str, list[str]] = {}
    for index, mana_type in mana:
        pools.setdefault(players[index % len(players)], []).append(mana_type)
    if draw(st.booleans()):  # unspent mana enough to cast the spells in hand (X as 1), to see them cast
        for spec in game["objects"]:
            if spec.get("zone") == "hand" or facts_of(spec["card"]).castable_from_graveyard_with:
                pools.setdefault(spec["owner"], []).extend(_paying(facts_of(spec["card"]).cost))
    if pools:
        game["pools"] = {p: "".join(f"{{{t}}}" for t in sorted(m, key=TYPES.index)) for p, m in pools.items()}
    return game


def _paying(cost: str) -> list[str]:
    """Mana that pays a cost: its colored symbols, and colorless for generic mana and each X (as 1)."""
    units = []
    for symbol in cost.strip("{}").split("}{") if cost else ():
        units += ["C"] * int(symbol) if symbol.isdigit() else ["C"] if symbol == "X" else [symbol]
    return units


@functools.cache
def _ordered(cards: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """The cards, basic lands first (boards shrink towards them), and two basic lands always at hand."""
    ordered = sorted(cards, key=lambda name: (not facts_of(name).basic, name))
    basics = [c for c in ordered if facts_of(c).basic][:2] or [
        c for c in ordered if facts_of(c).is_type("Land")
    ][:2]
    return ordered, basics


def _put(draw: st.DrawFn, game: Game, player: str, card: str, status: int) -> None:
    facts = facts_of(card)
    objects = game["objects"]
    # One object in eight is elsewhere; a spell (not a land), one in two, to be cast.
    elsewhere = status >= (32 if "caster" in facts.tags and not facts.is_type("Land") else 56)
    zone = OTHER_ZONES[status % 2] if elsewhere else "battlefield"
    spec = ObjectSpec(id=new_id(card, (o["id"] for o in objects)), card=card, owner=player, zone=zone)
    if zone == "battlefield":
        if facts.enchants_land:
            target = _aura_target(draw, objects)
            if target is None:
                return  # an Aura with nothing to enchant would be put into its owner's graveyard (CR 704.5m)
            spec["attached_to"] = target
        if status & 3 == 3:  # one in four tapped
            spec["tapped"] = True
        if status >> 2 & 3 == 3:  # one in four summoning-sick (CR 302.6; a noncreature doesn't mind)
            spec["sick"] = True
        if facts.counters and status >> 4 & 1:
            spec["counters"] = {facts.counters: 1 + (status & 3)}
    objects.append(spec)


def _aura_target(draw: st.DrawFn, objects: list[ObjectSpec]) -> str | None:
    """A land laid out earlier that a step can name ("attached to her Forest": the first of its card)."""
    names = Names(objects)
    lands = [
        o["id"]
        for o in objects
        if o.get("zone", "battlefield") == "battlefield"
        and facts_of(o["card"]).is_type("Land")
        and names.is_nameable(o["id"])
    ]
    return draw(st.sampled_from(lands)) if lands else None
