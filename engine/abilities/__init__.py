"""The ability primitives every card is built from: a card is its Oracle data plus a tuple of these.

One module per kind: costs, mana sources, untap permissions, cast permissions, statics, combat, triggers, effects
(what resolves from the stack), and the marker of an unmodelled ability. Each is a TextAbility (text.py): its
Oracle text plus its parameters. They are data only; the rules modules (engine/rules/) give them their meaning.
"""

from __future__ import annotations

from rulings.engine.abilities.cast_permissions import (
    Bestow,
    CastAsThoughFlash,
    CastFromZone,
    CastingProhibition,
    CostsMorePerOtherSpell,
    FlashIfXAtMost,
    FlashIfYouPayMore,
)
from rulings.engine.abilities.combat import (
    AllAbleToBlock,
    AttacksEachCombat,
    CantAttackOrBlockAlone,
    CantBeBlockedBy,
    CantBeBlockedByMoreThanOne,
    CantBlock,
    GrantKeywordToYourCreaturesWith,
    MustBeBlocked,
)
from rulings.engine.abilities.effects import ActivatedAbility, SpellAbility, SpellEffect
from rulings.engine.abilities.keywords import ExertAsItAttacks, GrantKeyword
from rulings.engine.abilities.mana_sources import (
    GrantLandType,
    GrantManaAbility,
    ManaAbility,
    ManaReplacement,
)
from rulings.engine.abilities.statics import (
    CantLose,
    DamageAsInfectAtZeroLife,
    EnchantCreature,
    EnchantedGets,
    EntersTapped,
    EntersWithCounters,
    GetsPerCardInHand,
    MaximumHandSize,
    OtherCreaturesYouControlGet,
    TokensGet,
)
from rulings.engine.abilities.triggers import (
    BecomesUntappedTrigger,
    CounterSpellsWithManaValue,
    DiesTrigger,
    EntersTrigger,
    TappedForManaTrigger,
    Triggered,
)
from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.engine.abilities.untap_permissions import (
    DoesNotUntap,
    Haste,
    MayChooseNotToUntap,
    SkipUntapSteps,
    UntapDuringOtherUntapSteps,
)

Ability = (
    ManaAbility
    | ManaReplacement
    | GrantManaAbility
    | GrantLandType
    | DoesNotUntap
    | MayChooseNotToUntap
    | UntapDuringOtherUntapSteps
    | SkipUntapSteps
    | Haste
    | CastAsThoughFlash
    | FlashIfYouPayMore
    | FlashIfXAtMost
    | CastingProhibition
    | CastFromZone
    | Bestow
    | CostsMorePerOtherSpell
    | EnchantCreature
    | EnchantedGets
    | EntersWithCounters
    | EntersTapped
    | TappedForManaTrigger
    | BecomesUntappedTrigger
    | EntersTrigger
    | DiesTrigger
    | CounterSpellsWithManaValue
    | Triggered
    | ActivatedAbility
    | SpellEffect
    | SpellAbility
    | Unmodelled
    | AttacksEachCombat
    | CantAttackOrBlockAlone
    | CantBlock
    | CantBeBlockedBy
    | MustBeBlocked
    | AllAbleToBlock
    | GrantKeywordToYourCreaturesWith
    | MaximumHandSize
    | OtherCreaturesYouControlGet
    | GetsPerCardInHand
    | CantLose
    | DamageAsInfectAtZeroLife
    | TokensGet
    | CantBeBlockedByMoreThanOne
    | GrantKeyword
    | ExertAsItAttacks
)
"""Any ability a card in the pool has."""
