"""Resolving spells and their effects, in a player's words: "Then Grizzly Bears has reach"."""

from __future__ import annotations

from rulings.steps.language import PLAYER
from rulings.steps.table import Table
from rulings.steps.vocabulary import then

KEYWORDS = "flying|reach|first strike|double strike|vigilance|haste|trample|defender"


@then(rf"(?P<obj>.+?) (?P<verdict>has|doesn't have) (?P<keyword>{KEYWORDS})")
def has_keyword(table: Table, *, obj: str, verdict: str, keyword: str) -> None:
    """Whether the permanent has a keyword ability now (CR 702): printed, or gained from an effect (CR 613.1f)."""
    answer = table.query({"type": "object", "object": table.object_id(obj)})
    if "keywords" not in answer:
        raise AssertionError(f"the engine doesn't report {obj}'s keywords (the object query's `keywords`)")
    has = keyword in (k.lower() for k in answer["keywords"])
    assert has == (verdict == "has"), f"{obj} has keywords {answer['keywords']}, so it {verdict} {keyword}?"


@then(rf"(?P<obj>.+?) is controlled by {PLAYER}")
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
    if "colors" not in answer:
        raise AssertionError(f"the engine doesn't report {obj}'s colors (the object query's `colors`)")
    expected = set() if colors == "colorless" else {COLOR_WORDS[w] for w in colors.split(" and ")}
    assert set(answer["colors"]) == expected, f"{obj}'s colors are {answer['colors']}, expected {colors}"
