"""Costs of activated abilities: the symbols and actions a player pays with (CR 107.5, 107.6, 602.2b); and a
spell's additional costs (CR 118.8)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings.engine.abilities.text import TextAbility


@dataclass(frozen=True)
class Cost:
    """An activation cost: {T} (CR 107.5), {Q} (CR 107.6), mana, sacrificing a permanent, removing counters."""

    tap: bool = False
    untap: bool = False
    mana: str = ""
    sacrifice: str = ""  # a card type, e.g. "land": the player chooses which as a cost; "this": the source
    # "Remove any number of storage counters from ~": a counter kind; the player chooses how many
    remove_counters: str = ""
    exert: bool = False  # "Exert this creature" (Oasis Ritualist): it won't untap in your next untap step
    # "Return an unblocked attacking creature you control to its owner's hand" (ninjutsu, CR 702.49a)
    return_unblocked_attacker: bool = False
    mill: int = 0  # "Mill a card" (Millikin): cards put from the top of the library into the graveyard
    discard_this: bool = (
        False  # "Discard this card" (cycling, CR 702.29a): the card itself, from its owner's hand
    )


@dataclass(frozen=True)
class AdditionalCost(TextAbility):
    """ "As an additional cost to cast this spell, sacrifice a creature" (Bone Splinters) or "..., discard a card"
    (Tormenting Voice): a mandatory additional cost (CR 118.8), part of the spell's total cost (CR 601.2f), which
    its caster chooses how to pay and pays with its mana (CR 601.2h); unpayable, the spell can't be cast (CR
    118.3). It doesn't change the mana cost (CR 118.8d). engine/rules/spells/additional_costs.py reads it."""

    # a card type, or two ("Artifact or Creature"): one permanent of it the caster controls (CR 701.21a)
    sacrifice: str = ""
    discard: int = 0  # how many cards of the caster's hand (CR 701.9a)
