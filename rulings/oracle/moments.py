"""When an ability the compiler can't read would matter: the `when` of its `Unmodelled` marker.

Read from the ability's form (CR 113.3): a spell ability matters as the spell is cast (CR 113.3a); an activated
ability as it is activated (CR 602), unless it is a mana ability, which answers "what could this produce" at any
time (CR 605); a triggered ability at its trigger event, where the engine checks that event (CR 603); a static
ability while its permanent is on the battlefield (CR 113.6, 604.1). Wherever the text says it works in another
zone, or the form can't be told, the answer is "anywhere": the card isn't set up at all. Every doubt goes to the
earlier moment, so the engine never answers for an ability it skipped.
"""

from __future__ import annotations

import re

from rulings.engine.abilities.unmodelled import When

# Trigger conditions the engine checks at their event (engine/rules/unmodelled_triggers.py and its
# callers): the whole condition, up to its comma, with "~" for the card itself.
TRIGGERS: dict[str, When] = {
    "When ~ enters": "enters",
    "When ~ dies": "dies",
    "Whenever ~ attacks": "attack",
    "At the beginning of your upkeep": "upkeep",
    "At the beginning of each upkeep": "each upkeep",
    "At the beginning of your draw step": "draw",
    "At the beginning of your end step": "end",
}
# Words saying the card's own ability works outside the battlefield (from a graveyard, a hand, exile, the stack:
# CR 113.6), or defines a characteristic everywhere (CR 604.3). In a triggered ability, an effect that only
# mentions a graveyard ("return target creature card from your graveyard") is no such word; its condition is.
SELF_ELSEWHERE = re.compile(
    r"~ from (your|a|its owner's) (graveyard|hand|library)|~ from exile|~ is in (your|a) (graveyard|hand|library)|"
    r"~ (is|are) (put|discarded|milled|revealed|exiled|cycled)|cast ~|cycle ~|discard ~|reveal ~|exile ~ from|"
    r"~ can't be countered|this spell|~ costs|power and toughness are each equal|power is equal|"
    r"toughness is equal|is every color|is all colors|as long as ~ is in",
    re.IGNORECASE,
)
# Keyword abilities that function only on the battlefield (CR 702): static or triggered there.
BATTLEFIELD_KEYWORDS = re.compile(
    r"(Lifelink|Hexproof|Shroud|Protection from [\w ]+|Ward \S+|Prowess|Infect|Wither|Exalted|Flanking|"
    r"Intimidate|Fear|Shadow|Horsemanship|\w+walk|Banding|Rampage \d+|Bushido \d+|Persist|Undying|"
    r"Annihilator \d+|Battle cry|Skulk|Myriad|Melee|Dethrone|Training|Mentor|Afflict \d+|Toxic \d+|Riot|"
    r"Changeling|Devoid|Decayed|Ravenous|Exploit)(, .+)?",
)
# Keyword abilities that work from a hand, a graveyard or exile, or as the spell is cast from there (CR 702).
ELSEWHERE_KEYWORDS = re.compile(
    r"^(\w*cycling|Basic landcycling|Flashback|Madness|Unearth|Ninjutsu|Evoke|Embalm|Eternalize|Retrace|"
    r"Jump-start|Escape|Disturb|Encore|Foretell|Transmute|Forecast|Suspend|Morph|Megamorph|Disguise|Plot|"
    r"Scavenge|Aftermath|Dredge|Bloodrush|Reinforce|Recover|Offspring|Blitz|Prototype|Craft|Mayhem)\b",
    re.IGNORECASE,
)
ABILITY_WORD = re.compile(r"^[A-Z][\w' ,-]* — (?=When|Whenever|At|\{)")
COST = re.compile(r"^(\{[^}]+\}|[+−-]?\d+|[+−]X|Sacrifice|Tap|Discard|Pay|Exile|Remove|Return|Put)[^:\"]*:")


def moment(paragraph: str, types: frozenset[str]) -> When:  # noqa: PLR0911 - one return per form
    """The moment an unread paragraph (normalised: "~" for the card itself) would first matter."""
    if SELF_ELSEWHERE.search(paragraph) or ELSEWHERE_KEYWORDS.match(paragraph):
        return "anywhere"
    paragraph = ABILITY_WORD.sub("", paragraph)  # "Landfall — Whenever ...": no rules meaning (CR 207.2c)
    trigger = re.match(r"(When|Whenever|At)\b[^,]*", paragraph)
    if trigger and re.search(r"graveyard|hand|library|exile", trigger.group()):
        return "anywhere"  # "When ~ is put into your graveyard from anywhere": a trigger in another zone
    if types & {"Instant", "Sorcery"}:
        # CR 113.3a: a spell ability; an unknown keyword may work from the graveyard (flashback) or hand (cycling)
        modal = paragraph.startswith(
            ("Choose", "•")
        )  # a modal spell's "Choose one —" and its modes (CR 700.2)
        return "anywhere" if _is_keyword_line(paragraph) and not modal else "cast"
    if COST.match(paragraph):
        effect = paragraph.split(":", 1)[1]
        return "battlefield" if re.search(r"\bAdd\b", effect) else "activate"
    if trigger:
        return TRIGGERS.get(trigger.group(), "battlefield")
    if BATTLEFIELD_KEYWORDS.fullmatch(paragraph.strip()):
        return "battlefield"
    if _is_keyword_line(paragraph):
        return "anywhere"  # a keyword the engine doesn't know may work in any zone (cycling, flashback)
    return "battlefield"


def _is_keyword_line(paragraph: str) -> bool:
    """A line of keywords: no sentence (no period), short words, each part capitalised as keywords print."""
    return "." not in paragraph and len(paragraph.split()) <= 6
