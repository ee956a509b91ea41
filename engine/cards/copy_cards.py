"""Cards modelled for copy effects on entering the battlefield (CR 707.2-707.3, 616.1c)."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.effects import CreateTokenCopy, ScryIfYourTurn, SpellAbility, Target
from rulings.engine.abilities.statics import EntersAsCopy, TokensDoubled

CARDS: dict[str, tuple[Ability, ...]] = {
    # A copy effect chosen as it enters (CR 614.1c), applied before the copied creature's own replacement
    # effects on entering (CR 616.1c); the choice is its controller's `may` and `prefer` (docs/protocol.md).
    "Clone": (
        EntersAsCopy("You may have this creature enter as a copy of any creature on the battlefield."),
    ),
    # The tokens' number first, then each token's own replacement effects on entering (CR 616.1g).
    "Anointed Procession": (
        TokensDoubled(
            "If an effect would create one or more tokens under your control, it creates twice that many of "
            "those tokens instead."
        ),
    ),
    # A token copy of a creature (CR 707.2); the scry only on its controller's turn, with a library to look at.
    "Fated Infatuation": (
        SpellAbility(
            "Create a token that's a copy of target creature you control. If it's your turn, scry 2.",
            (Target("creature you control"),),
            (CreateTokenCopy(0), ScryIfYourTurn(2)),
        ),
    ),
}
