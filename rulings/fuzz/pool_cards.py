"""Cards of the whole pool the fuzzer can put on boards: those an engine says it plays, whose Oracle text the
fuzzer reads itself (issue 23).

The fuzzer's invariants compare the engine's reading of a card with their own, so a pool card joins a board
only if every paragraph of its text is one the fuzzer reads without the engine's help: none at all (a vanilla
creature), evergreen keywords that no invariant needs to follow (flying, reach, trample) or that the facts
hold (vigilance, haste, flash), and a single mana ability `{T}: Add {X}.` or `{T}: Add one mana of any color.`
The card's characteristics come from the project's card data (MTGJSON, engine/data), never from the engine's
definitions. Legendary cards stay off (the legend rule would ask a player to choose, CR 704.5j), and so do
costs with hybrid or Phyrexian symbols, which a board's unspent mana can't be reckoned for.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

from rulings.engine.cards.oracle import card_data
from rulings.fuzz.cards import COLORS, FACTS, CardFacts, ManaAbilityFacts

KEYWORDS = frozenset({"Flying", "Reach", "Trample", "Vigilance", "Haste", "Flash"})
TYPES = frozenset({"Creature", "Artifact", "Land", "Enchantment"})
_MANA = re.compile(r"\{T\}: Add (?:\{(?P<type>[WUBRGC])\}|(?P<any>one mana of any color))\.")
_COST = re.compile(r"(?:\{(?:\d+|[WUBRGC])\})*")


def pool_facts(names: Iterable[str]) -> dict[str, CardFacts]:
    """The facts of each of these cards the fuzzer can read (its own table's cards aside), by name."""
    read = (read_card(name) for name in sorted(set(names)) if name not in FACTS)
    return {facts.name: facts for facts in read if facts is not None}


@functools.cache
def read_card(name: str) -> CardFacts | None:
    """A card's facts from its Oracle data, or None if a paragraph of its text is not one the fuzzer reads."""
    try:
        data = card_data(name)
    except KeyError:
        return None
    types = frozenset(data.get("types") or ())
    cost = str(data.get("manaCost") or "")
    if not types or not types <= TYPES or data.get("supertypes") or not _COST.fullmatch(cost):
        return None
    keywords: set[str] = set()
    mana: list[ManaAbilityFacts] = []
    for paragraph in str(data.get("text") or "").splitlines():
        ability = _MANA.fullmatch(paragraph)
        words = {word.strip() for word in paragraph.split(",")}
        if ability is not None and not mana:
            any_color = ability["any"] is not None
            mana.append(
                ManaAbilityFacts(types="any color") if any_color else ManaAbilityFacts(fixed=ability["type"])
            )
        elif words <= KEYWORDS:
            keywords |= words
        else:
            return None
    creature = "Creature" in types
    toughness = str(data.get("toughness", ""))
    if creature and not toughness.isdigit():
        return None
    if "Land" in types and not mana:
        return None
    tags = {"creature", "caster"} if creature else set()
    tags |= {"land"} if "Land" in types else {"source"} if mana else set()
    colored = bool(mana) and mana[0].fixed in COLORS
    return CardFacts(
        name,
        types,
        mana=tuple(mana),
        haste="Haste" in keywords,
        cost=cost,
        subtypes=frozenset(data.get("subtypes") or ()),
        flash="Flash" in keywords,
        toughness=int(toughness) if creature else None,
        vigilance="Vigilance" in keywords,
        from_data_alone=not mana and not keywords,  # a vanilla card: an engine needn't list it
        tags=frozenset(tags | ({"colored-source"} if colored else set())),
    )
