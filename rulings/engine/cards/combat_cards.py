"""Cards of combat (CR 506-511): requirements and restrictions on attacking and blocking, and a static that
grants double strike, an Aura that grants trample, instants that destroy attacking, blocking or blocked
creatures, Brimaz's tokens entering attacking or blocking, and ninjutsu. Creatures with only combat keywords
(Serra Angel, Youthful Knight, Fencing Ace, Giant Spider, Wall of Mist) need no entry: they come from data
alone. Capricopian's ability reselects which player it attacks (CR 508.7); Najeela's may be activated only
during combat (CR 506.7c, 506.7g), and adds a combat phase directly after the current one."""

from __future__ import annotations

from rulings.engine.abilities import Ability
from rulings.engine.abilities.activated import (
    ActivatedAbility,
    FollowInstructions,
    PutCounterThenReselectWhomThisAttacks,
    PutThisOntoBattlefieldAttacking,
)
from rulings.engine.abilities.combat import (
    AllAbleToBlock,
    AttacksEachCombat,
    CantAttackOrBlockAlone,
    CantBeBlockedBy,
    CostToAttackOrBlock,
    GrantKeywordToYourCreaturesWith,
    MustBeBlocked,
)
from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.effects import (
    AdditionalCombatPhaseAfterThisOne,
    BlocksThisTurnIfAble,
    GetsUntilEndOfTurn,
    SpellAbility,
    Target,
    Untap,
)
from rulings.engine.abilities.statics import (
    EnchantCreature,
    EnchantedActivatedAbilitiesCostMore,
    EntersWithCounters,
    YourCreaturesDealDoubleDamage,
)
from rulings.engine.abilities.triggers import Triggered
from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.engine.cards.templates import aura_gets_and_has

CARDS: dict[str, tuple[Ability, ...]] = {
    # Reselecting which player an attacking creature attacks (CR 508.7), by the player it attacks (CR 602.2).
    "Capricopian": (
        EntersWithCounters("Capricopian enters the battlefield with X +1/+1 counters on it.", "+1/+1"),
        ActivatedAbility(
            "{2}: Put a +1/+1 counter on Capricopian, then you may reselect which player Capricopian is "
            "attacking. Only the player Capricopian is attacking may activate this ability and only during the "
            "declare attackers step. (It can't attack its controller.)",
            Cost(mana="{2}"),
            PutCounterThenReselectWhomThisAttacks(),
            timing="declare attackers step",
            by_player_attacked=True,
        ),
    ),
    # "Activate only during combat": in any combat phase, never in a main phase (CR 506.7c, 506.7g).
    "Najeela, the Blade-Blossom": (
        Unmodelled(
            "Whenever a Warrior attacks, you may have its controller create a 1/1 white Warrior creature token "
            "that's tapped and attacking.",
            "a Warrior attacks",
        ),
        ActivatedAbility(
            "{W}{U}{B}{R}{G}: Untap all attacking creatures. They gain trample, lifelink, and haste until end of "
            "turn. After this phase, there is an additional combat phase. Activate only during combat.",
            Cost(mana="{W}{U}{B}{R}{G}"),
            FollowInstructions(
                (
                    Untap("attacking creatures"),
                    GetsUntilEndOfTurn(
                        "attacking creatures", keywords=frozenset({"Trample", "Lifelink", "Haste"})
                    ),
                    AdditionalCombatPhaseAfterThisOne(),
                )
            ),
            timing="combat",
        ),
    ),
    # A replacement effect on damage from a source (CR 614.2), combat damage included.
    "Gratuitous Violence": (
        YourCreaturesDealDoubleDamage(
            "If a creature you control would deal damage to a permanent or player, it deals double that damage "
            "instead."
        ),
    ),
    "Juggernaut": (
        AttacksEachCombat("This creature attacks each combat if able."),
        CantBeBlockedBy("This creature can't be blocked by Walls.", "Wall"),
    ),
    "Mogg Flunkies": (CantAttackOrBlockAlone("This creature can't attack or block alone."),),
    "Bonded Construct": (CantAttackOrBlockAlone("This creature can't attack alone.", block=False),),
    "Gaea's Protector": (MustBeBlocked("This creature must be blocked if able."),),
    "Prized Unicorn": (AllAbleToBlock("All creatures able to block this creature do so."),),
    "Lure": (
        EnchantCreature(),
        AllAbleToBlock("All creatures able to block enchanted creature do so.", enchanted=True),
    ),
    "Kwende, Pride of Femeref": (
        GrantKeywordToYourCreaturesWith(
            "Creatures you control with first strike have double strike.", "First strike", "Double strike"
        ),
    ),
    # An Aura with flash that grants trample: cast after blockers are declared, it still lets the excess
    # through (CR 702.19b).
    "Frantic Strength": aura_gets_and_has(2, 2, "Trample"),
    # An Aura with flash that grants first strike: after first-strike damage it doesn't stop regular damage
    # (CR 702.7c), and on a first striker it is a redundant instance (702.7d).
    "Spiteful Motives": aura_gets_and_has(3, 0, "First strike"),
    # A requirement for one turn: its controller chooses what it blocks, and only if able (CR 509.1c).
    "Culling Mark": (
        SpellAbility(
            "Target creature blocks this turn if able.", (Target("creature"),), (BlocksThisTurnIfAble(0),)
        ),
    ),
    # Tokens put onto the battlefield attacking or blocking: never declared (CR 508.4, 509.4).
    "Brimaz, King of Oreskos": (
        Triggered(
            "Whenever Brimaz attacks, create a 1/1 white Cat Soldier creature token with vigilance that's "
            "attacking.",
            "this attacks",
            "create a 1/1 white Cat Soldier token with vigilance that's attacking",
        ),
        Triggered(
            "Whenever Brimaz blocks a creature, create a 1/1 white Cat Soldier creature token with vigilance "
            "that's blocking that creature.",
            "this blocks a creature",
            "create a 1/1 white Cat Soldier token with vigilance that's blocking that creature",
        ),
    ),
    # Costs to attack and block, paid during the declaration (CR 508.1h-j, 509.1d-f).
    "Propaganda": (
        CostToAttackOrBlock(
            "Creatures can't attack you unless their controller pays {2} for each creature they control "
            "that's attacking you.",
            "{2}",
            enchanted=False,
            block=False,
        ),
    ),
    "Oppressive Rays": (
        EnchantCreature(),
        CostToAttackOrBlock(
            "Enchanted creature can't attack or block unless its controller pays {3}.", "{3}"
        ),
        EnchantedActivatedAbilitiesCostMore(
            "Activated abilities of enchanted creature cost {3} more to activate.", "{3}"
        ),
    ),
    # CR 702.49a: an activated ability that functions only while the card is in its owner's hand.
    "Ninja of the New Moon": (
        ActivatedAbility(
            "Ninjutsu {3}{B} ({3}{B}, Return an unblocked attacker you control to hand: Put this card onto the "
            "battlefield from your hand tapped and attacking.)",
            Cost(mana="{3}{B}", return_unblocked_attacker=True),
            PutThisOntoBattlefieldAttacking(),
            zone="hand",
        ),
    ),
}
