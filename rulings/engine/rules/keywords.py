"""Which keywords a permanent has (CR 702): printed, or granted by static abilities (CR 604.1, 613.1f). Each
keyword is there or not: an object with several instances of flying, haste, reach, vigilance or menace has it
once (CR 702.9c, 702.10d, 702.17c, 702.20c, 702.111c), so this answers a yes or no, never a count. (Haste given
to all creatures by Lavaleaper is read by has_haste.)"""

from __future__ import annotations

from rulings.engine.abilities.combat import GrantKeywordToYourCreaturesWith
from rulings.engine.abilities.keywords import GrantKeyword
from rulings.engine.abilities.untap_permissions import Haste
from rulings.engine.rules.continuous import granted_keywords
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import NotModelled


def has_keyword(state: GameState, obj: GameObject, keyword: str) -> bool:
    """Whether the permanent has the keyword: printed, or granted by a static ability on the battlefield."""
    if keyword in obj.card.keywords or keyword in granted_keywords(state, obj):
        return True  # printed, or gained until end of turn (CR 613.1f)
    return keyword in _granted_by_statics(state, obj)


def _granted_by_statics(state: GameState, obj: GameObject) -> set[str]:
    """The keywords the static abilities of permanents on the battlefield grant this permanent."""
    granted = set()
    for source in state.battlefield():
        for ability in source.card.abilities:
            if isinstance(ability, GrantKeywordToYourCreaturesWith):
                # Kwende: "Creatures you control with first strike have double strike".
                if source.controller == obj.controller and ability.having in obj.card.keywords:
                    granted.add(ability.keyword)
            elif isinstance(ability, GrantKeyword) and _grants(source, ability, obj):
                granted.add(ability.keyword)
    return granted


def _grants(source: GameObject, ability: GrantKeyword, obj: GameObject) -> bool:
    """Whether the static ability's "creatures you control", "other creatures you control" or "enchanted
    creature" names this creature."""
    if ability.who == "enchanted creature":
        return source.attached_to == obj.id
    if ability.who.startswith("other ") and source.id == obj.id:
        return False
    if ability.who == "other enchantment creatures you control" and not obj.is_type("Enchantment"):
        return False
    return source.controller == obj.controller


def source_has_keyword(state: GameState, source: GameObject, keyword: str) -> bool:
    """Whether a source of damage has the keyword as it deals the damage, from whatever zone (CR 702.2d): on
    the battlefield, now; gone from it, as it last existed there (last known information, CR 702.2e, 608.2h):
    printed, or given by an effect to the object it was."""
    if source.zone == "battlefield":
        return has_keyword(state, source, keyword)
    grants = (GrantKeyword, GrantKeywordToYourCreaturesWith)
    if any(
        isinstance(a, grants) and a.keyword == keyword
        for o in state.objects.values()
        for a in o.card.abilities
    ):
        # A static ability may have granted it then; the engine keeps no snapshot of statics as the source left.
        raise NotModelled(
            f"{source.describe()}'s last known {keyword.lower()} from a static ability isn't modelled"
        )
    was = (source.id, source.zone_changes - 1)  # CR 400.7: the object it was on the battlefield
    return keyword in source.card.keywords or any(
        keyword in e.keywords for e in state.effects if was in e.affected
    )


# The keywords an effect may give a permanent in this card pool, besides its printed ones (CR 613.1f).
GRANTABLE_KEYWORDS = frozenset(
    {
        "Flying",
        "Reach",
        "First strike",
        "Double strike",
        "Vigilance",
        "Haste",
        "Trample",
        "Defender",
        "Menace",
        "Deathtouch",
        "Lifelink",
    }
)


def keywords_held(state: GameState, obj: GameObject) -> list[str]:
    """The keyword abilities the permanent has now (CR 702), sorted: printed, granted by a static ability, or
    gained until end of turn (CR 613.1f)."""
    candidates = obj.card.keywords | GRANTABLE_KEYWORDS
    # Once for every keyword, not a has_keyword() per candidate (each a pass over the battlefield).
    has = obj.card.keywords | granted_keywords(state, obj) | _granted_by_statics(state, obj)
    held = [k for k in candidates if k in has]
    if has_haste(state, obj):
        held.append("Haste")
    return sorted(set(held))


def has_haste(state: GameState, obj: GameObject) -> bool:
    """Whether the creature has haste: printed, or given to all creatures (Lavaleaper)."""
    if "Haste" in obj.card.keywords or "Haste" in granted_keywords(state, obj):
        return True
    return any(
        isinstance(ability, Haste) and not ability.abilities_only
        for source in state.battlefield()
        for ability in source.card.abilities
    )
