"""The ability primitives every card is built from: a card is its Oracle data plus a tuple of these.

One module per kind: costs, mana sources, untap permissions, cast permissions, statics, combat, triggers, effects
(what resolves from the stack), tokens (what "create ... token" creates, CR 111), a double-faced card's back face,
and the marker of an unmodelled ability. Each is a TextAbility (text.py): its Oracle text plus its parameters. They are data only; the rules modules (engine/rules/) give them their meaning.
"""

from __future__ import annotations

from rulings.engine.abilities import (
    cast_permissions,
    combat,
    mana_sources,
    statics,
    triggers,
    untap_permissions,
)
from rulings.engine.abilities.activated import ActivatedAbility
from rulings.engine.abilities.conditional_statics import ThisGetsWhile
from rulings.engine.abilities.costs import AdditionalCost
from rulings.engine.abilities.effects import ModalSpellAbility, SpellAbility, SpellEffect
from rulings.engine.abilities.faces import BackFace
from rulings.engine.abilities.keywords import ExertAsItAttacks, GrantKeyword
from rulings.engine.abilities.layer_statics import LayerStatic
from rulings.engine.abilities.life_statics import LifeStatic
from rulings.engine.abilities.prevention import PreventSomeDamageToYou
from rulings.engine.abilities.unmodelled import Unmodelled

Ability = (
    cast_permissions.CastPermission
    | combat.CombatAbility
    | statics.StaticAbility
    | triggers.TriggeredAbility
    | untap_permissions.UntapPermission
    | mana_sources.ManaSource
    | ActivatedAbility
    | AdditionalCost  # a spell's additional cost (CR 118.8)
    | SpellEffect
    | SpellAbility
    | ModalSpellAbility
    | Unmodelled
    | GrantKeyword
    | ExertAsItAttacks
    | BackFace
    | PreventSomeDamageToYou  # prevention effects (CR 615.10)
    | LayerStatic  # the layers' own statics (CR 613, issue #24)
    | ThisGetsWhile  # a permanent's own bonus while a condition holds (CR 611.3a)
    | LifeStatic  # what gaining, losing and paying life do (CR 119)
)
"""Any ability a card in the pool has."""
