"""Objects on the stack (CR 405): spells, and abilities that aren't mana abilities, each with a typed effect.

An item's effect says what happens as it resolves; engine/rules/resolving/resolve.py is the one place that resolves
each kind. A new kind of stack object is a dataclass here, added to `StackEffect`, and a case there.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.engine.abilities.activated import ActivatedEffect
from rulings.engine.abilities.triggers import Token, Triggered


@dataclass(frozen=True)
class Spell:
    """A spell (CR 601.2a): the card on the stack (the item's source), with its announced X and target."""

    x: int = (
        0  # CR 107.3m: the enters triggers and "enters with X" effects of the permanent it becomes use it
    )
    target: str = ""  # the object a spell targets (CR 601.2c): an Aura spell's creature
    # A SpellAbility's targets (CR 601.2c): for each use of the word "target", the objects or players chosen.
    targets: tuple[tuple[str, ...], ...] = ()
    # Each targeted object as it was targeted: its id and zone changes then. One that has since left its zone
    # is a new object, an illegal target (CR 400.7, 608.2b).
    targeted: frozenset[tuple[str, int]] = frozenset()
    # CR 601.2d: the division of an effect among the targets, announced on casting: the amount for each target,
    # in the order of `targets` flattened.
    division: tuple[int, ...] = ()
    # The alternative cost the spell was cast for, where its resolution depends on it: "dash" (CR 702.109a),
    # "mutate" (CR 702.140a).
    alternative: str = ""
    # CR 601.2b, 700.2a: the modes of a modal spell chosen as it was cast, as indexes into its printed modes.
    modes: tuple[int, ...] = ()
    # CR 707.10c: the targets its controller chooses for the copy it makes, as it resolves, where it may choose new
    # ones (the protocol's `new_targets`, announced with the cast); None: the copy keeps the copied spell's.
    new_targets: tuple[str, ...] | None = None
    # CR 702.140c: a mutating creature spell's controller's choice, announced with the cast, to merge it "over" or
    # "under" its target as it resolves; None if not said.
    merge: str | None = None


@dataclass(frozen=True)
class OnObject:
    """An ability's effect on one object, chosen as the ability was put on the stack: its one target (CR 603.3d),
    or the object its trigger names ("that spell", "that land"). The kinds that add no field inherit the frozen
    dataclass's methods (a dataclass compares its own class only)."""

    object_id: str


class CounterSpell(OnObject):
    """ "Counter that spell" (Chalice of the Void): countered if still on the stack (CR 701.6a)."""


class SkipNextUntap(OnObject):
    """ "That land doesn't untap during its controller's next untap step" (Vorinclex)."""


@dataclass(frozen=True)
class TapWithSleepCounters(OnObject):
    """ "Tap enchanted creature and put X sleep counters on it" (Venarian Gold): X is its spell's (CR 107.3m);
    `object_id` is empty if the Aura entered attached to nothing."""

    x: int


class ExileUntilLeaves(OnObject):
    """ "Exile target ... until this leaves the battlefield" (Mystical Tether)."""


@dataclass(frozen=True)
class ExileImprinted(OnObject):
    """Imprint, "you may exile target nontoken creature" (Phyrexian Ingester): the card exiled is linked to
    the permanent as the object it was when the ability triggered (`as_object`, its zone_changes; CR 607.2a)."""

    as_object: int


class FightTarget(OnObject):
    """ "It fights up to one target creature you don't control" (Pheres-Band Brawler, CR 701.14): the item's
    source fights its one target."""


class CantBlockThisTurn(OnObject):
    """ "Target creature can't block this turn" (Fervent Cathar): a restriction until the turn ends (CR 514.2)."""


@dataclass(frozen=True)
class DealDamage(OnObject):
    """ "It deals 4 damage to target non-Dragon creature an opponent controls" (Glorybringer's reflexive trigger,
    CR 603.12): noncombat damage from the item's source to its one target."""

    amount: int


@dataclass(frozen=True)
class CreateTokens:
    """A dies trigger's tokens (Hangarback Walker): `count` read as the creature last existed (CR 603.10a)."""

    token: Token
    count: int


@dataclass(frozen=True)
class Activated:
    """An activated ability that isn't a mana ability (CR 602.2): what it does, and its target, if any."""

    effect: ActivatedEffect
    target: str = ""
    x: int = 0  # the X announced for this activation (CR 107.3a, 107.3k)
    # The counters on its source as it was activated: a source sacrificed to pay the cost is read by its last
    # known information (CR 608.2h), which is how it was as it was sacrificed.
    source_counters: int = 0
    # Ninjutsu: the player or planeswalker (its id) the returned creature was attacking (CR 702.49c).
    attacking: str = ""
    # The player its activator chose for the creature to attack instead, where the ability lets them reselect
    # it (CR 508.7); "" for none.
    reselect: str = ""
    # The type of mana its activator chose, announced with the activation, for an ability that adds mana as it
    # resolves (CR 605.1a, 608.2c); "" for none.
    mana_type: str = ""
    # CR 400.7: the zone changes of its target object as it was activated, so that a target that left and came
    # back is a new object and no longer its target (CR 608.2b); -1 for none, or not recorded.
    target_zone_changes: int = -1


@dataclass(frozen=True)
class Trigger:
    """A triggered ability on the stack (CR 603.3): its ability, and the object it triggered on (`subject`: the
    creature that entered, the blocker; the player attacked, for "whenever you attack a player"; empty if none).
    A delayed one (CR 603.7) acts on `subject` too."""

    ability: Triggered
    subject: str = ""
    zone_changes: int = -1  # the subject as the object it was then (CR 400.7, 603.7c); -1: whatever it is now
    # "that many": the amount of the event it triggered on (the damage dealt), or the times a reflexive
    # ability's cost was paid (CR 603.12a); 0 if none
    amount: int = 0
    # CR 603.3d: for each use of the word "target" in an ability of instructions, the object or player chosen and
    # the object it was then (its zone changes; -1 for a player), so a new object is no longer it (CR 400.7)
    targets: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class DelayedTrigger:
    """A delayed triggered ability (CR 603.7a), created as a spell or ability resolves: it triggers only once,
    the next time its event occurs (CR 603.7b), with the source that created it (CR 603.7d-e)."""

    source: str
    controller: str
    effect: Trigger


StackEffect = (
    Spell
    | CounterSpell
    | SkipNextUntap
    | TapWithSleepCounters
    | ExileUntilLeaves
    | ExileImprinted
    | CreateTokens
    | Activated
    | DealDamage
    | FightTarget
    | CantBlockThisTurn
    | Trigger
)


@dataclass(frozen=True)
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack the next time a player would
    receive priority (CR 603.3): controlled by its source's controller as it triggered (CR 603.3a)."""

    source: str
    controller: str
    text: str
    effect: StackEffect


@dataclass(frozen=True)
class StackItem:
    """An object on the stack: its id, its source (the card, for a spell), controller, text and effect."""

    id: str
    source: str
    controller: str
    text: str
    effect: StackEffect
    # CR 400.7: its source's zone changes as it was put on the stack, so that "this" of an ability names the
    # source only while it is still that object (engine/rules/abilities/referents.py); -1 for no object
    source_zone_changes: int = -1

    @property
    def kind(self) -> str:
        """The protocol's kind: "spell" or "ability"."""
        return "spell" if isinstance(self.effect, Spell) else "ability"

    def to_dict(self) -> dict[str, str]:
        """The protocol's form."""
        item = {"id": self.id, "kind": self.kind, "source": self.source, "controller": self.controller}
        item["text"] = self.text
        if self.kind == "spell":
            item["object"] = self.source
        return item
