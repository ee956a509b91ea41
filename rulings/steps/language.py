"""The player's language of the steps: players, object descriptions, mana, counts, the steps of the turn, and
the patterns every phrase module shares."""

from __future__ import annotations

import re
from dataclasses import dataclass

NUMBERS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "another": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
}
TIMES = {"once": 1, "twice": 2, "no times": 0}
ADJECTIVES = ("tapped", "untapped", "summoning-sick", "face-down")
PRONOUNS = ("her ", "his ", "their ", "its ")

# The patterns the phrases share: a player's name, "tries to" (an attempt a Then step judges), a mana choice,
# an order of replacement effects (CR 616.1), and what a player announces as they cast a spell (CR 601.2b-c).
PLAYER = r"(?P<player>[A-Z]\w*)"
ATTEMPT = r"(?P<attempt>tries to )?"
MANA_CHOICE = r"(?: for (?P<mana>mana|\{\w\}))?"
ORDER = r"(?:, applying (?P<order>.+))?"
# ", paying with the mana abilities of Forest and Wastes": mana abilities activated while paying (CR 605.3a)
PAYING = r"(?:, paying with the mana abilit(?:y|ies) of (?P<paying>.+))?"
# ", with new targets Bob and Walking Corpse for the copy": the targets of the copy a spell or an ability makes,
# where its controller may choose new ones (CR 707.10c).
NEW_TARGETS = r"(?:, with new targets? (?P<new_targets>.+?) for the copy)?"
# ", removing two storage counters": how many counters a "Remove any number of ... counters" cost removes
REMOVING = r"(?:, removing (?P<removed>no|\w+) \S+ counters?)?"
SPELL = (
    r"(?P<card>.+?)"
    r"(?: from (?:(?:her|his|their) )?(?P<zone>hand|graveyard|library|exile))?"
    # ' choosing "Counter target spell"': a modal spell's modes, by their printed text (CR 601.2b, 700.2a)
    r'(?: choosing (?P<modes>"[^"]+"(?: and "[^"]+")*))?'
    r"(?P<face_down> face down)?"  # with its morph ability, for {3} (CR 702.37a)
    r"(?: as (?:a (?P<creature>creature)|an (?P<aura>Aura)|its (?P<adventure>Adventure)))?"
    r"(?: with X = (?P<x>\d+))?"
    r"(?P<without_paying> without paying its mana cost)?"
    r"(?: for its (?P<alternative>dash|mutate|flashback) cost)?"  # an alternative cost the card offers (CR 118.9)
    r"(?: (?:targeting|attached to) (?P<target>.+?))?"
    # ", putting it over that creature": where a mutating creature spell merges with its target (CR 702.140c)
    r"(?:, putting it (?P<merge>over|under) that creature)?"
    # ", dividing the damage 1 and 1": the amount for each target, in order (CR 601.2d)
    r"(?:, dividing the damage (?P<divide>\d+(?:(?:, | and )\d+)*))?"
    + NEW_TARGETS
    # ", convoking Grizzly Bears for {G} and Raging Goblin for {1}": creatures tapped to pay (CR 702.51a)
    + r"(?:, convoking (?P<convoke>.+? for \{\w\}(?: and .+? for \{\w\})*))?"
    # ", sacrificing Grizzly Bears", ", discarding Shock": how an additional cost is paid (CR 118.8, 601.2h)
    + r"(?:, sacrificing (?P<sacrifice>.+?))?"
    + r"(?:, discarding (?P<discard>.+?))?"
)
MANA_ORDER = "WUBRGC"  # the order the rules list the types in (CR 106.1), for symbols shown to a reader

# How the feature files say each step of the turn (CR 500.1), by its protocol name.
WORDS = {
    "untap": "untap step",
    "upkeep": "upkeep",
    "draw": "draw step",
    "precombat_main": "precombat main phase",
    "beginning_of_combat": "beginning of combat step",
    "declare_attackers": "declare attackers step",
    "declare_blockers": "declare blockers step",
    "combat_damage": "combat damage step",
    "end_of_combat": "end of combat step",
    "postcombat_main": "postcombat main phase",
    "end": "end step",
    "cleanup": "cleanup step",
}

# Our words for the steps of a turn (CR 500.1) -> the protocol's names.
STEP_NAMES = {words: name for name, words in WORDS.items()}


@dataclass(frozen=True)
class ObjectDescription:
    """ "two tapped Forests with 3 charge counters attached to her Swamp", understood."""

    card: str
    count: int = 1
    tapped: bool = False
    sick: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    attached_to: str = ""
    face_down: bool = False  # a face-down permanent (CR 708)
    damage: int = 0  # damage marked on it (CR 120.6)


def players(text: str) -> list[str]:
    """ "Alice, Bob and Carol" -> ["Alice", "Bob", "Carol"]."""
    head, _, last = text.rpartition(" and ")
    return [*head.split(", "), last] if head else [last]


def step_name(text: str) -> str:
    """ "precombat main phase" -> "precombat_main"."""
    try:
        return STEP_NAMES[text]
    except KeyError:
        raise ValueError(f"unknown step {text!r}; say one of: {', '.join(STEP_NAMES)}") from None


def count(text: str) -> int:
    """ "once", "twice", "3 times", "no times" -> a number."""
    if text in TIMES:
        return TIMES[text]
    match = re.fullmatch(r"(\d+) times", text)
    if not match:
        raise ValueError(f"say once, twice, no times or N times, not {text!r}")
    return int(match[1])


def object_list(text: str) -> list[ObjectDescription]:
    """ "a Forest and two tapped Reflecting Pools" -> descriptions. Card names may hold commas."""
    starts = "|".join((*NUMBERS, *ADJECTIVES, r"\d+"))
    # ", " separates items only before an article or number, so "Vorinclex, Voice of Hunger" stays whole.
    items = re.split(rf"(?:, | and )(?=(?:{starts}) )| and (?=[A-Z])", text)
    return [_object(item) for item in items]


def _object(text: str) -> ObjectDescription:
    words = text.split(" ")
    number = 1
    if words[0] in NUMBERS or words[0].isdigit():
        number = NUMBERS.get(words[0]) or int(words[0])
        words = words[1:]
    flags = set()
    while words and words[0] in ADJECTIVES:
        flags.add(words.pop(0))
    rest = " ".join(words)
    attached = ""
    if " attached to " in rest:
        rest, attached = rest.split(" attached to ", 1)
    damage = 0
    marked = re.search(r" with (\w+) damage marked on it$", rest)  # CR 120.6
    if marked:
        damage = NUMBERS.get(marked[1]) or int(marked[1])
        rest = rest[: marked.start()]
    counters: list[tuple[str, int]] = []
    match = re.search(r" with (\w+) (.+?) counters?$", rest)
    if match:
        counters.append((match[2], NUMBERS.get(match[1]) or int(match[1])))
        rest = rest[: match.start()]
    card = _singular(rest) if number > 1 else rest
    return ObjectDescription(
        card,
        number,
        "tapped" in flags,
        "summoning-sick" in flags,
        tuple(counters),
        attached,
        "face-down" in flags,
        damage,
    )


# Card names that already end in "s" in the singular: "two Wastes", "two Llanowar Elves".
PLURAL_AS_SINGULAR = frozenset(
    {
        "Wastes",
        "Llanowar Elves",
        "Squandered Resources",
        "Sand Silos",
        "Goblin War Drums",
        "Plains",
        "Guardians of Akrasa",
    }
)


def _singular(name: str) -> str:
    """ "Reflecting Pools" -> "Reflecting Pool", "Prophets of Kruphix" -> "Prophet of Kruphix"."""
    if name in PLURAL_AS_SINGULAR:
        return name
    head, of, tail = name.partition(" of ")
    return head.removesuffix("s") + of + tail


def object_reference(text: str) -> tuple[str, str]:
    """ "Alice's Forest" -> ("Alice", "Forest"); "her Forest" / "Forest" -> ("", "Forest")."""
    for pronoun in PRONOUNS:
        if text.startswith(pronoun):
            return "", text.removeprefix(pronoun)
    match = re.fullmatch(r"(?P<player>[A-Z]\w*)'s (?P<card>.+)", text)
    if match:
        return match["player"], match["card"]
    return "", text.removeprefix("the ")


def mana_types(text: str) -> list[str]:
    """ "{G} and {U}", "{W}, {U} and {B}", "nothing" -> ["G", "U"] ..."""
    if text == "nothing":
        return []
    return re.findall(r"\{(\w)\}", text)
