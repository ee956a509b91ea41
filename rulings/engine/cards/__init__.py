"""The cards the reference engine models: each is its Oracle data plus a few ability primitives.

Card definitions are filed by the rules area they were modelled for (mana_cards.py, casting_cards.py,
untap_cards.py, combat_cards.py, resolving_cards.py, trigger_cards.py, turn_cards.py, sba_cards.py,
keyword_cards.py, copy_cards.py); each card is defined once, in one of them, with all its abilities: a second
definition is an error at import. A card in none of them is modelled only if its Oracle text holds nothing but keywords this
engine knows (a vanilla creature, "Trample"); any other card is known but not modelled, and the engine says so.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from rulings.engine.abilities import Ability
from rulings.engine.abilities.cast_permissions import Adventure
from rulings.engine.abilities.faces import BackFace
from rulings.engine.cards import (
    casting_cards,
    combat_cards,
    copy_cards,
    counter_watch_cards,  # CR 603.10e
    damage_cards,  # damage (CR 120)
    keyword_cards,
    layer_cards,  # the layers (issue #24)
    life_cards,  # life (CR 119)
    mana_cards,
    prevention_cards,
    resolving_cards,
    sba_cards,
    trigger_cards,
    turn_cards,
    untap_cards,
)
from rulings.engine.cards.card import Card
from rulings.engine.cards.definitions import compiled_abilities, compiled_names
from rulings.engine.cards.oracle import card_data
from rulings.engine.vocabulary.errors import NotModelled

CardList = Mapping[str, tuple[Ability, ...]]


def merge_card_lists(*lists: CardList) -> dict[str, tuple[Ability, ...]]:
    """One pool from several lists; a card defined in two lists is a mistake, never silently merged."""
    pool: dict[str, tuple[Ability, ...]] = {}
    for cards in lists:
        for name, abilities in cards.items():
            if name in pool:
                raise ValueError(f"{name!r} is defined twice in the card pool; define each card once")
            pool[name] = abilities
    return pool


POOL = merge_card_lists(
    mana_cards.CARDS,
    casting_cards.CARDS,
    untap_cards.CARDS,
    combat_cards.CARDS,
    resolving_cards.CARDS,
    trigger_cards.CARDS,
    turn_cards.CARDS,
    sba_cards.CARDS,
    keyword_cards.CARDS,
    copy_cards.CARDS,
    prevention_cards.CARDS,
    layer_cards.CARDS,  # the layers (issue #24)
    life_cards.CARDS,  # life (CR 119)
    damage_cards.CARDS,  # damage (CR 120)
    counter_watch_cards.CARDS,  # CR 603.10e
)

# Keywords whose rules nothing in scope depends on, or that the engine models by name (haste, flash).
KNOWN_KEYWORDS = frozenset(
    {
        "Trample",
        "Devoid",  # CR 702.114a: a color-defining ability, engine/rules/layer_effects.py (issue #24)
        "Flying",
        "Haste",
        "Flash",
        "Enchant land",
        "Reach",
        "Vigilance",
        "Defender",
        "First strike",
        "Double strike",
        "Deathtouch",
        "Indestructible",  # CR 702.12b: read by the state-based actions and "destroy"
        "Menace",
        "Hexproof",  # CR 702.11b, 702.18a, 702.16: engine/rules/protection.py
        "Shroud",
        "Protection from black",
        "Lifelink",  # CR 702.15b: engine/rules/damage.py, for combat and noncombat damage alike
        "Infect",  # CR 702.90b-c: poison counters and -1/-1 counters, engine/rules/damage.py
        "Wither",  # CR 702.80a: -1/-1 counters, engine/rules/damage.py
        "Convoke",  # CR 702.51a: read while paying the total cost, engine/rules/keyword_abilities/convoke.py
        "Changeling",  # CR 702.73a: a CDA of layer 4 (engine/rules/layer_effects.py), and has_subtype everywhere
    }
)


def _only_known_keywords(text: str) -> bool:
    """Whether Oracle text is empty, basic-land reminder text, or known keywords only."""
    if text.startswith("(") and text.endswith(")"):  # a basic land's reminder text, CR 305.6
        return True
    lines = [line.split("(")[0].strip() for line in text.splitlines()]
    # In a list of keywords on one line, the ones after the first are lowercase ("Vigilance, reach, deathtouch").
    parts = [part.strip() for line in lines if line for part in line.split(",")]
    return all(part[:1].upper() + part[1:] in KNOWN_KEYWORDS for part in parts)


def card_abilities(name: str, text: str) -> tuple[Ability, ...] | None:
    """A card's abilities: its hand-written definition (which overrides the compiler's), its compiled one, none
    for a card of known keywords only; None for a card the engine has no definition of."""
    if name in POOL:
        return POOL[name]
    compiled = compiled_abilities(name)
    if compiled is not None:
        return compiled
    return () if _only_known_keywords(text) else None


@cache
def load_card(name: str) -> Card:
    """The card of that exact Oracle name; UnknownCard, or NotModelled for a card known but not modelled."""
    data = card_data(name)
    text = data.get("text", "")
    abilities = card_abilities(name, text)
    if abilities is None:
        raise NotModelled(f"the reference engine does not model {name!r} ({text!r})")
    if "adventure" in data and name not in POOL:
        raise NotModelled(f"the reference engine does not model {name!r}'s Adventure")
    return Card(
        name=name,
        mana_cost=data.get("manaCost", ""),
        types=frozenset(data.get("types", ())),
        subtypes=frozenset(data.get("subtypes", ())),
        supertypes=frozenset(data.get("supertypes", ())),
        oracle_text=text,
        keywords=frozenset(data.get("keywords", ())),
        power=data.get("power"),
        toughness=data.get("toughness"),
        abilities=abilities,
        loyalty=data.get("loyalty"),
        colors=frozenset(data.get("colorIndicator", ())),  # CR 204.2: a color indicator's colors
        back=_back_face(data["back"], abilities) if "back" in data else None,
        adventure=_adventure(data["adventure"], POOL[name]) if "adventure" in data else None,
    )


def _back_face(data: dict[str, Any], abilities: tuple[Ability, ...]) -> Card:
    """CR 712.8e: the back face's own characteristics, from the data (no mana cost: its colors are its color
    indicator's, CR 202.2e), and the abilities of the card's BackFace primitive."""
    back = next((a for a in abilities if isinstance(a, BackFace)), None)
    if back is None:
        raise NotModelled(f"the reference engine does not model {data['name']!r}, the back face")
    return Card(
        name=data["name"],
        mana_cost="",
        types=frozenset(data.get("types", ())),
        subtypes=frozenset(data.get("subtypes", ())),
        supertypes=frozenset(data.get("supertypes", ())),
        oracle_text=data.get("text", ""),
        keywords=frozenset(data.get("keywords", ())),
        power=data.get("power"),
        toughness=data.get("toughness"),
        abilities=back.abilities,
        colors=frozenset(data.get("colorIndicator", ())),
    )


def _adventure(data: dict[str, Any], abilities: tuple[Ability, ...]) -> Card:
    """CR 715.2: the Adventure's alternative characteristics from the data, its spell abilities from the card's
    Adventure primitive."""
    adventure = next(a for a in abilities if isinstance(a, Adventure))
    return Card(
        name=data["name"],
        mana_cost=data.get("manaCost", ""),
        types=frozenset(data.get("types", ())),
        subtypes=frozenset(data.get("subtypes", ())),
        supertypes=frozenset(data.get("supertypes", ())),
        oracle_text=data.get("text", ""),
        keywords=frozenset(),
        power=None,
        toughness=None,
        abilities=adventure.abilities,
    )


def modelled_cards() -> list[str]:
    """Names of the cards the engine models by a hand-written definition."""
    return sorted(POOL)


def playable_cards() -> list[str]:
    """Names of every card the engine plays fully: the hand-written ones, and the compiled ones (vanilla and
    keyword-only cards among them) with no unmodelled ability."""
    return sorted({*POOL, *compiled_names(fully=True)})
