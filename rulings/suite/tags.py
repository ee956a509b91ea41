"""The feature files' tags, one definition for every reader: the checker, the skeleton writer and the site.

A `Rule:` block quoting a CR paragraph is tagged `@rule:<number>`; a card's feature `@card:<slug>`; a `Rule:`
block quoting one of the card's Gatherer rulings `@ruling:<date>`. (Gherkin tags reach us without their `@`.)
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

__all__ = ["CARD_TAG", "RULE_TAG", "RULING_TAG", "slugify", "tag_values"]

RULE_TAG: Final = "rule:"
CARD_TAG: Final = "card:"
RULING_TAG: Final = "ruling:"

_NOT_SLUG: Final = re.compile(r"[^a-z0-9]+")


def tag_values(tags: Iterable[str], prefix: str) -> list[str]:
    """What follows the prefix in each tag that has it, in order: ("rule:106.4", "card:x"), "rule:" -> ["106.4"]."""
    return [tag.removeprefix(prefix) for tag in tags if tag.startswith(prefix)]


def slugify(text: str) -> str:
    """A lowercase ASCII slug, a card's tag and the name of its feature and page: "Gaea's Cradle" -> "gaeas-cradle"."""
    folded = text.lower().replace("'", "").replace("’", "")
    folded = folded.encode("ascii", "ignore").decode("ascii")
    return _NOT_SLUG.sub("-", folded).strip("-") or "x"
