"""Resolving spells and their effects, in a player's words: "Then Grizzly Bears has reach"."""

from __future__ import annotations

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
