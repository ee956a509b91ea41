"""A player's standing choices: given by the protocol before they are needed (`prefer`, `may`, `mode`), changing
nothing in the game until a rule asks for them, as an ability resolves or goes on the stack."""

from __future__ import annotations

from dataclasses import dataclass, field

from rulings.engine.state.copying import copy_fields


@dataclass(frozen=True)
class MayAnswer:
    """A player's answer to the optional ("you may") choices of an object's triggered abilities (the protocol's
    `may`), made as each such ability resolves (CR 603.5), with what the answer needs."""

    yes: bool
    # How many times they pay a cost the ability lets them pay "any number of times" (CR 603.12a); None: not said.
    times: int | None = None
    # The X they choose for an X only in the text of what they may do (CR 107.3f: "you may pay {X}").
    x: int | None = None
    # The permanents whose mana abilities they activate if the answer has them pay mana (CR 608.2g).
    mana: tuple[str, ...] = ()
    # With a "yes" to "you may choose new targets for the copy" (Fire Lord Azula), the copy's targets in the order
    # of the copied spell's, chosen as the ability resolves (CR 707.10c); None: the copy keeps the targets.
    new_targets: tuple[str, ...] | None = None


@dataclass
class StandingChoices:
    """Every player's standing choices."""

    # Per player, their choices among objects (the protocol's `prefer`): the order of their triggered abilities
    # put on the stack at once, by source, the first first (CR 603.3b); what they discard or sacrifice, or which
    # replacement effect or planeswalker they pick, when an effect lets them choose (CR 101.4, 616.1): the first
    # listed that they can.
    preference: dict[str, list[str]] = field(default_factory=dict)
    # By (player, object id): their answer to the "you may" of that object's triggered abilities.
    may: dict[tuple[str, str], MayAnswer] = field(default_factory=dict)
    # By (player, object id): the mode's effect they choose for that object's modal triggered abilities, chosen
    # as each is put on the stack (CR 603.3c).
    modes: dict[tuple[str, str], str] = field(default_factory=dict)
    # By (player, object id): where they put the cards they look at as that object's ability has them scry (CR
    # 701.22a): the ones on top, top first, and the ones on the bottom, the uppermost first (the protocol's `scry`).
    scry: dict[tuple[str, str], tuple[tuple[str, ...], tuple[str, ...]]] = field(default_factory=dict)
    # By (player, object id): where they put the cards they look at as that object's ability has them surveil (CR
    # 701.25a): the ones on top, top first, and the ones put into the graveyard, in that order (`surveil`).
    surveil: dict[tuple[str, str], tuple[tuple[str, ...], tuple[str, ...]]] = field(default_factory=dict)

    def __deepcopy__(self, memo: dict[int, object]) -> StandingChoices:
        return copy_fields(self, memo)  # a snapshot's copy (CR 733), without the generic machinery
