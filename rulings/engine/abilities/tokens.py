"""Tokens (CR 111): the characteristics an effect creates a token with, and "create ..." as one instruction of the
vocabulary of effects (engine/abilities/effects.py); engine/rules/zones.py creates them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Token:
    """The characteristics a token is created with (CR 111.3); its name is its subtypes plus "Token" (CR 111.4)."""

    subtypes: tuple[str, ...]  # in the order the effect names them: "Phyrexian Golem"
    types: frozenset[str]
    power: str
    toughness: str
    keywords: frozenset[str] = frozenset()
    colors: frozenset[str] = (
        frozenset()
    )  # CR 111.3: the colors the effect creating it gives it; none: colorless

    @property
    def name(self) -> str:
        """CR 111.4: with no name given, the token's name is its subtypes plus the word "Token"."""
        return " ".join(self.subtypes) + " Token"


@dataclass(frozen=True)
class CreateTokens:
    """ "Create a 2/2 green Wolf creature token", "create two 1/1 colorless Thopter artifact creature tokens with
    flying": `count` tokens with the characteristics `token` defines and no others (CR 111.3), created by the
    controller of the spell or ability, their owner, under whose control they enter (CR 111.2), all at once.
    `tapped_and_attacking`: "... that's tapped and attacking": put onto the battlefield attacking, never declared
    as attackers (CR 508.4)."""

    token: Token
    count: int = 1
    tapped_and_attacking: bool = False
