"""Deliberately wrong engines for the fuzzer's tests: the reference engine, with one answer corrupted.

Each is a protocol Engine wrapping rulings/adapters/reference.py, so it is right about everything else;
the fuzzer must find the one wrong answer, shrink it, and print a scenario that shows it. Usable as
`--engine tests.fuzz.wrong_engines:ColorlessReflectingPool` by pytest and `rulings fuzz` alike.

Each misplays the rules in one way a rule forbids (cited in its docstring), as a careless engine would: some
corrupt a reply, others (`Replaced`) are the reference engine with a public rules function, named by its public
name, behaving wrongly while they answer, so their game state itself is wrong.
tests/fuzz/test_checker.py shows that every one is caught by a scenario and by an invariant, and that every invariant catches one.

One module a kind: `corrupted` (the base), `replies` (a reply corrupted), `replaced` (the mixin that replaces
a rules function), and the rules done wrong by area: `casting`, `mana`, `protection`, `turn`. Every class is named here, so
`wrong_engines:Name` finds it.
"""

from __future__ import annotations

from tests.fuzz.wrong_engines.casting import (
    AbilitiesEverywhere,
    AnyoneActivates,
    CastsFromAnyZone,
    NoSummoningSickness,
    SorceriesInAnyStep,
    TapCostLeavesUntapped,
    TapsWhatIsTapped,
    UntapsWhatIsUntapped,
)
from tests.fuzz.wrong_engines.corrupted import Corrupted
from tests.fuzz.wrong_engines.mana import (
    AnyColorIncludesColorless,
    CouldProduceIgnoresReplacements,
    CouldProduceNeedsCosts,
    ManaStays,
    ReplacementsSkipMana,
    TriggersPerMana,
    UndefinedManaIsColorless,
)
from tests.fuzz.wrong_engines.protection import ProtectionLetsItBeBlocked, ProtectionPreventsNothing
from tests.fuzz.wrong_engines.replaced import Replaced
from tests.fuzz.wrong_engines.replies import (
    CanCastIgnoresTiming,
    ColorlessReflectingPool,
    CountersAreNotToughness,
    CrashesOnForest,
    GenericMana,
    HangsOnIsland,
    IgnoresReplacementOrder,
    ManaAbilitiesOnTheStack,
    Moody,
    RefusalStillTaps,
    RemembersX,
    UntapsTwice,
)
from tests.fuzz.wrong_engines.turn import (
    AttackersStayUntapped,
    GoneCreaturesStrikeBack,
    LethalDamageLingers,
    TriggersInReverseApnap,
    UntapsEveryone,
    UntapsOnlyLands,
)

__all__ = [
    "AbilitiesEverywhere",
    "AnyColorIncludesColorless",
    "AnyoneActivates",
    "AttackersStayUntapped",
    "CanCastIgnoresTiming",
    "CastsFromAnyZone",
    "ColorlessReflectingPool",
    "Corrupted",
    "CouldProduceIgnoresReplacements",
    "CouldProduceNeedsCosts",
    "CountersAreNotToughness",
    "CrashesOnForest",
    "GenericMana",
    "GoneCreaturesStrikeBack",
    "HangsOnIsland",
    "IgnoresReplacementOrder",
    "LethalDamageLingers",
    "ManaAbilitiesOnTheStack",
    "ManaStays",
    "Moody",
    "NoSummoningSickness",
    "ProtectionLetsItBeBlocked",
    "ProtectionPreventsNothing",
    "RefusalStillTaps",
    "RemembersX",
    "Replaced",
    "ReplacementsSkipMana",
    "SorceriesInAnyStep",
    "TapCostLeavesUntapped",
    "TapsWhatIsTapped",
    "TriggersInReverseApnap",
    "TriggersPerMana",
    "UndefinedManaIsColorless",
    "UntapsEveryone",
    "UntapsOnlyLands",
    "UntapsTwice",
    "UntapsWhatIsUntapped",
]
