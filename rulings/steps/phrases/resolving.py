"""Resolving spells and their effects, in a player's words: "Then Grizzly Bears has reach"."""

from __future__ import annotations

from rulings.protocol.session import Unsupported
from rulings.steps.language import PLAYER
from rulings.steps.table import Table
from rulings.steps.vocabulary import then

KEYWORDS = "flying|reach|first strike|double strike|vigilance|haste|trample|defender|deathtouch|lifelink|hexproof|menace"


@then(rf"(?P<obj>.+?) (?P<verdict>has|doesn't have) (?P<keyword>{KEYWORDS})")
def has_keyword(table: Table, *, obj: str, verdict: str, keyword: str) -> None:
    """Whether the permanent has a keyword ability now (CR 702): printed, or gained from an effect (CR 613.1f)."""
    answer = table.query({"type": "object", "object": table.object_id(obj)})
    keywords = table.reported(answer, "keywords", f"{obj}'s keywords")
    has = keyword in (k.lower() for k in keywords)
    assert has == (verdict == "has"), f"{obj} has keywords {keywords}, so it {verdict} {keyword}?"


# Not "the ability of X on the stack is controlled by ...": that is a stack phrase (phrases/triggers.py).
@then(rf"(?P<obj>(?!the ability of ).+?) is controlled by {PLAYER}")
def controlled_by(table: Table, *, obj: str, player: str) -> None:
    """Who controls the permanent (CR 108.4): a resolving permanent spell's controller (CR 608.3a, 608.3c)."""
    answer = table.query({"type": "object", "object": table.object_id(obj)})
    assert answer.get("controller") == player, (
        f"{obj} is controlled by {answer.get('controller')}, not {player}"
    )


COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@then(r"(?P<obj>.+?)'s colors? (?:is|are) (?P<colors>colorless|\w+(?: and \w+)*)")
def has_colors(table: Table, *, obj: str, colors: str) -> None:
    """The permanent's colors, exactly (CR 105.2): "Watchwolf's colors are green and white", "... is red"."""
    answer = table.query({"type": "object", "object": table.object_id(obj)})
    observed = set(table.reported(answer, "colors", f"{obj}'s colors"))
    expected = set() if colors == "colorless" else {COLOR_WORDS[w] for w in colors.split(" and ")}
    assert observed == expected, f"{obj}'s colors are {sorted(observed)}, expected {colors}"


@then(r"the choices were announced in the order (?P<objects>.+), before any was sacrificed")
def choices_announced_in_order(table: Table, *, objects: str) -> None:
    """The `chose` events (optional, docs/protocol.md) of an effect that has each player choose, in order, all
    before the first `sacrificed` event after them: "Alice's Grizzly Bears, then Llanowar Elves" (CR 101.4b)."""
    expected = [table.object_id(name) for name in objects.split(", then ")]
    events = table.query({"type": "events"})
    kinds = [e.get("kind") for e in events]
    if "chose" not in kinds:
        raise Unsupported("the engine doesn't report choices as they're made (the optional `chose` event)")
    first = kinds.index("chose")
    chose = [e.get("object") for e in events[first:] if e.get("kind") == "chose"]
    assert chose == expected, f"the choices were announced in the order {chose}, expected {expected}"
    sacrificed = [i for i, kind in enumerate(kinds) if kind == "sacrificed" and i > first]
    last = max(i for i, kind in enumerate(kinds) if kind == "chose")
    assert all(i > last for i in sacrificed), (
        f"a permanent was sacrificed before every choice was made: {kinds}"
    )
