"""A deliberately wrong engine whose fault only a card of the whole pool shows (issue 23: the fuzzer's own
table of about 50 cards has no artifact with a fixed colored mana ability; the pool has Myrs)."""

from __future__ import annotations

from rulings.fuzz.cards import COLORS
from rulings.fuzz.pool_cards import read_card
from rulings.protocol.session import Message
from tests.fuzz.wrong_engines import Corrupted


def colored_artifact_source(card: str) -> bool:
    """Whether the card is an artifact whose mana ability adds one mana of a fixed color (Iron Myr: {R})."""
    facts = read_card(card)
    return (
        facts is not None
        and facts.is_type("Artifact")
        and any(ability.types == "fixed" and ability.fixed in COLORS for ability in facts.mana)
    )


class ColorlessArtifactMana(Corrupted):
    """Says an artifact could produce only colorless mana, as a reading of "artifacts make {C}" would."""

    name = "artifacts could produce only {C}"

    def corrupt(self, message: Message, reply: Message) -> Message:
        """Answer {C} to could-produce of an artifact with a colored mana ability."""
        query = message.get("query") or {}
        if query.get("type") == "could_produce" and colored_artifact_source(self.card_of(message)):
            reply["value"] = ["C"]
        return reply
