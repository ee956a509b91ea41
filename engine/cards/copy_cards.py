"""Cards modelled for copy effects on entering the battlefield (CR 707.2-707.3, 616.1c)."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.statics import EntersAsCopy

CARDS: dict[str, tuple[Ability, ...]] = {
    # A copy effect chosen as it enters (CR 614.1c), applied before the copied creature's own replacement
    # effects on entering (CR 616.1c); the choice is its controller's `may` and `prefer` (docs/protocol.md).
    "Clone": (
        EntersAsCopy("You may have this creature enter as a copy of any creature on the battlefield."),
    ),
}
