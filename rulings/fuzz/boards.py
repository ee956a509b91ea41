"""Hypothesis strategies for boards: the protocol's `game`, laid out as a scenario's Given lines would.

Any number of players (two to four), lands, mana sources, triggers and replacement effects, auras on
lands, tapped, summoning-sick and countered permanents, cards in hands and graveyards, unspent mana.
Objects come in table order with the table's ids (see naming.py), so every board prints as Given lines.

A board is decoded from one drawn byte string of fixed length, each byte one decision: one
draw is what generating a board costs (a draw per decision cost more than a whole step of the game), and
Hypothesis shrinks bytes towards fewer and smaller ones, so boards shrink towards two players, one
object, basic lands, untapped permanents on the battlefield and no unspent mana.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from hypothesis import strategies as st

from rulings.fuzz.cards import TYPES, facts_of
from rulings.fuzz.naming import Names
from rulings.protocol.notation import new_object_id
from rulings.protocol.session import Game, ObjectSpec, Turn
from rulings.protocol.turn import NO_PRIORITY, STEPS

PLAYERS = ("Alice", "Bob", "Carol", "Dave")
PLAYER_COUNTS = (
    2,
    2,
    2,
    3,
    4,
)  # two players most often (where most rulings live), then the multiplayer rules
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


def boards(cards: Sequence[str], max_players: int = 4, max_objects: int = 8) -> st.SearchStrategy[Game]:
    """Boards of the given cards (those the engine plays), as dicts for the protocol's setup."""
    ordered = tuple(cards)
    size = HEADER + OBJECT * max_objects + POOL * MANA_SLOTS + 1
    return st.binary(min_size=size, max_size=size).map(
        lambda data: decode(data, ordered, max_players, max_objects)
    )


# The layout of the bytes: every decision has its own place, so shrinking one (an object absent, a
# card plainer) leaves the others as they were.
HEADER = 11  # players, active, step, priority, theme, palette (a count and 3 cards), extra cards (2)
OBJECT = 5  # present, controller, card, status, what an Aura enchants
POOL = 3  # present, whose, which type
MANA_SLOTS = 6


class _Bytes:
    """The drawn bytes as a stream of decisions."""

    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def take(self, choices: int) -> int:
        """A decision among `choices`, 0 being the simplest."""
        value = self.data[self.at] if self.at < len(self.data) else 0
        self.at += 1
        return value % choices if choices else 0


def decode(data: bytes, cards: Sequence[str], max_players: int = 4, max_objects: int = 8) -> Game:
    """The board a byte string describes."""
    ordered, basics = _ordered(tuple(cards))
    read = _Bytes(data)
    players = list(PLAYERS[: PLAYER_COUNTS[read.take(min(len(PLAYER_COUNTS), 3 + max(0, max_players - 2)))]])
    active = players[read.take(len(players))]
    step = START_STEPS[read.take(len(START_STEPS))]
    game = Game(players=players, turn=Turn(active=active, step=step, number=1), objects=[])
    holder = read.take(4 * len(players))  # now and then with another player (CR 117.3)
    if holder >= 3 * len(players):
        game["priority"] = players[holder % len(players)]
    # A palette of a few cards per board, so that cards meet their copies and each other: two Reflecting
    # Pools, Mana Reflection with Contamination. Basic lands are always at hand.
    theme = THEMES[read.take(len(THEMES))]
    themed = list(_themed(ordered, theme))
    count = 2 + read.take(2)
    picks = [themed[read.take(len(themed))] for _ in range(3)]
    palette = themed if all(c in theme for c in themed) else list(dict.fromkeys(picks[:count]))
    for _ in range(2):  # and now and then another card, whatever its theme
        extra = read.take(2 * len(ordered))
        if extra >= len(ordered):
            palette.append(ordered[extra - len(ordered)])
    at_hand = palette + basics + palette
    # Each object: its controller (mostly the active player, who has priority, so that one player's cards
    # meet), its card, and its status. Objects go in player order, as Given lines lay them out.
    owners = [*players, *[active] * (8 - len(players))]
    slots = [[read.take(256) for _ in range(OBJECT)] for _ in range(max_objects)]
    drawn = [(owners[o % 8], at_hand[c % len(at_hand)], s % 64, t) for p, o, c, s, t in slots if p % 4]
    for owner, card, status, target in sorted(drawn, key=lambda o: players.index(o[0])):
        _put(game, owner, card, status, target)
    pools: dict[str, list[str]] = {}
    for present, whose, kind in ([read.take(256) for _ in range(POOL)] for _ in range(MANA_SLOTS)):
        if present % 4 == 3:
            pools.setdefault(players[whose % len(players)], []).append(TYPES[kind % len(TYPES)])
    if read.take(2):  # unspent mana enough to cast the spells in hand (X as 1), to see them cast
        for spec in game["objects"]:
            if spec.get("zone") == "hand" or facts_of(spec["card"]).castable_from_graveyard_with:
                pools.setdefault(spec["owner"], []).extend(_paying(facts_of(spec["card"]).cost))
    if pools:
        game["pools"] = {p: "".join(f"{{{t}}}" for t in sorted(m, key=TYPES.index)) for p, m in pools.items()}
    return game


def _put(game: Game, player: str, card: str, status: int, target: int) -> None:
    facts = facts_of(card)
    objects = game["objects"]
    # One object in eight is elsewhere; a spell (not a land), one in two, to be cast.
    elsewhere = status >= (32 if "caster" in facts.tags and not facts.is_type("Land") else 56)
    zone = OTHER_ZONES[status % 2] if elsewhere else "battlefield"
    spec = ObjectSpec(id=new_object_id(card, (o["id"] for o in objects)), card=card, owner=player, zone=zone)
    if zone == "battlefield":
        if facts.toughness == 0 and not (facts.counters == "+1/+1" and status >> 4 & 1):
            # A 0/0 creature would be put into its owner's graveyard before any player got priority (CR 704.5f,
            # 704.3): no game reaches a board with one on the battlefield.
            return
        if facts.enchants_land:
            enchanted = _aura_target(objects, target)
            if enchanted is None:
                return  # an Aura with nothing to enchant would be put into its owner's graveyard (CR 704.5m)
            spec["attached_to"] = enchanted
        if status & 3 == 3:  # one in four tapped
            spec["tapped"] = True
        if status >> 2 & 3 == 3:  # one in four summoning-sick (CR 302.6; a noncreature doesn't mind)
            spec["sick"] = True
        if facts.counters and status >> 4 & 1:
            spec["counters"] = {facts.counters: 1 + (status & 3)}
    objects.append(spec)


def _aura_target(objects: list[ObjectSpec], choice: int) -> str | None:
    """A land laid out earlier that a step can name ("attached to her Forest": the first of its card)."""
    names = Names(objects)
    lands = [
        o["id"]
        for o in objects
        if o.get("zone", "battlefield") == "battlefield"
        and facts_of(o["card"]).is_type("Land")
        and names.is_nameable(o["id"])
    ]
    return lands[choice % len(lands)] if lands else None


def _paying(cost: str) -> list[str]:
    """Mana that pays a cost: its colored symbols, and colorless for generic mana and each X (as 1)."""
    units = []
    for symbol in cost.strip("{}").split("}{") if cost else ():
        units += ["C"] * int(symbol) if symbol.isdigit() else ["C"] if symbol == "X" else [symbol]
    return units


@functools.cache
def _themed(ordered: tuple[str, ...], theme: frozenset[str]) -> tuple[str, ...]:
    """The cards of a theme (by name or by role), or every card if none is; worked out once per card list."""
    return tuple(c for c in ordered if c in theme or facts_of(c).tags & theme) or ordered


@functools.cache
def _ordered(cards: tuple[str, ...]) -> tuple[tuple[str, ...], list[str]]:
    """The cards, basic lands first (boards shrink towards them), and two basic lands always at hand."""
    ordered = tuple(sorted(cards, key=lambda name: (not facts_of(name).basic, name)))
    basics = [c for c in ordered if facts_of(c).basic][:2] or [
        c for c in ordered if facts_of(c).is_type("Land")
    ][:2]
    return ordered, basics
