"""Cards of keyword abilities (CR 701-702): an Aura granting reach (the group grants of flying, vigilance and
menace are compiled now, rulings/oracle/), a limit on blockers that menace meets, exert (CR 701.43) and fight
(CR 701.14), and a double-faced card whose back face fights."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.activated import (
    ActivatedAbility,
    ThisFightsTargetCreature,
)
from rulings.engine.abilities.combat import CantBeBlockedByMoreThanOne
from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.effects import GetsUntilEndOfTurn
from rulings.engine.abilities.faces import BackFace
from rulings.engine.abilities.keywords import ExertAsItAttacks, GrantKeyword
from rulings.engine.abilities.mana_sources import ManaAbility
from rulings.engine.abilities.statics import EnchantCreature, EnchantedGets
from rulings.engine.abilities.triggers import EntersTrigger, Triggered
from rulings.engine.abilities.unmodelled import Unmodelled

CARDS: dict[str, tuple[Ability, ...]] = {
    "Mantle of Webs": (
        EnchantCreature(),
        EnchantedGets("Enchanted creature gets +1/+3.", 1, 3),
        GrantKeyword("Enchanted creature has reach.", "Reach", "enchanted creature"),
    ),
    "Bristling Boar": (
        CantBeBlockedByMoreThanOne("This creature can't be blocked by more than one creature."),
    ),
    "Glorybringer": (
        ExertAsItAttacks(
            "You may exert this creature as it attacks. When you do, it deals 4 damage to target non-Dragon "
            "creature an opponent controls.",
            "it deals 4 damage to target non-Dragon creature an opponent controls",
        ),
    ),
    # Exert as a cost (CR 701.43a-b): exerted again before the untap step, it is still that one untap step.
    "Oasis Ritualist": (
        ManaAbility("{T}: Add one mana of any color.", Cost(tap=True), "any color"),
        ManaAbility(
            "{T}, Exert this creature: Add two mana of any one color.",
            Cost(tap=True, exert=True),
            "any color",
            2,
        ),
    ),
    "Loxodon Sergeant": (
        Triggered(
            "When this creature enters, other creatures you control gain vigilance until end of turn.",
            "this enters",
            "follow its instructions",
            # CR 611.2c: the creatures its controller controls as it resolves, and only those
            instructions=(
                GetsUntilEndOfTurn("other creatures you control", keywords=frozenset({"Vigilance"})),
            ),
        ),
    ),
    "Fervent Cathar": (
        EntersTrigger(
            "When this creature enters, target creature can't block this turn.",
            "target creature can't block this turn",
        ),
    ),
    "Pheres-Band Brawler": (
        EntersTrigger(
            "When this creature enters, it fights up to one target creature you don't control.",
            "it fights up to one target creature you don't control",
        ),
    ),
    # A transforming double-faced card (CR 712); its back face can fight itself (CR 701.14c).
    "Daybreak Ranger // Nightfall Predator": (
        Unmodelled("{T}: This creature deals 2 damage to target creature with flying.", "activate"),
        Unmodelled(
            "At the beginning of each upkeep, if no spells were cast last turn, transform this creature.",
            "each upkeep",
        ),
        BackFace(
            "{R}, {T}: This creature fights target creature. (Each deals damage equal to its power to the other.)\n"
            "At the beginning of each upkeep, if a player cast two or more spells last turn, transform this creature.",
            (
                ActivatedAbility(
                    "{R}, {T}: This creature fights target creature.",
                    Cost(tap=True, mana="{R}"),
                    ThisFightsTargetCreature(),
                ),
                Unmodelled(
                    "At the beginning of each upkeep, if a player cast two or more spells last turn, transform "
                    "this creature.",
                    "each upkeep",
                ),
            ),
        ),
    ),
}
