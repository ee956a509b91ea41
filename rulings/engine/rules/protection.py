"""Hexproof, shroud and protection from a colour (CR 702.11, 702.16, 702.18): what may target a permanent, and,
for protection, what may block it or deal it damage. Protection's quality is read from its Oracle text
("Protection from black"); the engine models protection from a colour only, and none that an effect grants."""

from __future__ import annotations

import re

from rulings.engine.rules.continuous import colors
from rulings.engine.rules.keywords import has_keyword
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_PROTECTION = re.compile(r"^Protection from (white|blue|black|red|green)\b", re.MULTILINE)


def protected_from(obj: GameObject) -> frozenset[str]:
    """CR 702.16a: the colours the permanent has protection from, printed."""
    return frozenset(COLOR_WORDS[word] for word in _PROTECTION.findall(obj.card.oracle_text))


def why_untargetable(state: GameState, target: GameObject, source: GameObject | None, controller: str) -> str:
    """Why the permanent can't be the target of a spell or ability from `source` that `controller` controls, or
    "": shroud stops every spell and ability (CR 702.18a), hexproof those of its controller's opponents
    (CR 702.11b), protection spells and abilities' sources of the stated colour (CR 702.16b)."""
    if target.zone != "battlefield":
        return ""
    if has_keyword(state, target, "Shroud"):
        return f"{target.describe()} has shroud, so no spell or ability can target it (CR 702.18a)"
    if has_keyword(state, target, "Hexproof") and controller != target.controller:
        return (
            f"{target.describe()} has hexproof, so spells and abilities {target.controller}'s opponents control "
            "can't target it (CR 702.11b)"
        )
    if source is not None and colors(state, source) & protected_from(target):
        return f"{target.describe()} has protection from {source.describe()}'s colour (CR 702.16b)"
    return ""


def why_unblockable_by(state: GameState, attacker: GameObject, blocker: GameObject) -> str:
    """CR 702.16f: an attacking creature with protection can't be blocked by creatures of the stated colour."""
    if colors(state, blocker) & protected_from(attacker):
        return (
            f"{attacker.describe()} has protection from {blocker.describe()}'s colour, so it can't block it "
            "(CR 702.16f, 509.1b)"
        )
    return ""


def enchanting_forbidden(state: GameState, aura: GameObject, permanent: GameObject) -> bool:
    """CR 702.16c: a permanent with protection can't be enchanted by Auras of the stated colour; one attached to
    it is put into its owner's graveyard as a state-based action (CR 704.5m)."""
    return bool(colors(state, aura) & protected_from(permanent))


def prevented(state: GameState, source: GameObject, recipient: GameObject) -> bool:
    """CR 702.16e: damage that sources of the stated colour would deal to a permanent with protection is
    prevented (a prevention effect, CR 615: it isn't dealt at all)."""
    return bool(colors(state, source) & protected_from(recipient))
