"""Wrong engines with protection from a colour done wrong (CR 702.16e-f)."""

from __future__ import annotations

from typing import Any

from tests.fuzz.wrong_engines.corrupted import Corrupted
from tests.fuzz.wrong_engines.replaced import RULES, Replaced


def _nothing_prevented(right: Any, state: Any, source: Any, recipient: Any) -> bool:
    return False


class ProtectionPreventsNothing(Replaced, Corrupted):
    """Lets sources of the stated colour deal damage to a permanent with protection (CR 702.16e: "Any damage that
    would be dealt by sources that have the stated quality to a permanent or player with protection is
    prevented")."""

    name = "protection prevents no damage"
    wrong = ((f"{RULES}.protection:prevented", _nothing_prevented),)


def _any_blocker(right: Any, state: Any, attacker: Any, blocker: Any) -> str:
    return ""


class ProtectionLetsItBeBlocked(Replaced, Corrupted):
    """Lets creatures of the stated colour block an attacking creature with protection (CR 702.16f)."""

    name = "protection lets it be blocked"
    wrong = ((f"{RULES}.protection:why_unblockable_by", _any_blocker),)
