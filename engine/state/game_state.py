"""The game state and the actions on it, each as a triad: verify_x() raises, can_x() asks, x() applies."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from typing import Any

from rulings.engine.rules import casting, state_based, tapping
from rulings.engine.rules import mana_abilities as activation
from rulings.engine.rules import turn as turn_actions
from rulings.engine.rules.could_produce import could_produce_all
from rulings.engine.rules.mana_abilities import AbilitySelector
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import StackItem
from rulings.engine.vocabulary.errors import IllegalAction
from rulings.engine.vocabulary.events import Event


@dataclass
class GameState:
    """Players in turn order, the turn, priority, every object, the mana pools, the stack and the event log."""

    players: list[str]
    active: str
    step: str
    turn: int
    priority: str
    objects: dict[str, GameObject]
    pools: dict[str, Counter[str]]
    stack: list[StackItem] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)
    passed: set[str] = field(default_factory=set)  # players who passed priority in succession (CR 117.4)
    lands_played: Counter[str] = field(default_factory=Counter)  # this turn, per player (CR 305.2)
    _stack_ids: int = 0

    # Reading the state.

    def object(self, object_id: str) -> GameObject:
        """The object with this id, or IllegalAction naming the known ids."""
        try:
            return self.objects[object_id]
        except KeyError:
            known = ", ".join(self.objects) or "none"
            raise IllegalAction(f"there is no object {object_id!r} in this game (objects: {known})") from None

    def battlefield(self) -> list[GameObject]:
        """The permanents, in the order they were set up."""
        return [o for o in self.objects.values() if o.zone == "battlefield"]

    def opponents(self, player: str) -> list[str]:
        """Every other player: there are no teams here (CR 102.2, 102.3)."""
        return [p for p in self.players if p != player]

    def could_produce(self, object_id: str) -> frozenset[str]:
        """The types of mana this permanent could produce (CR 106.7)."""
        obj = self.object(object_id)
        if obj.zone != "battlefield":
            return frozenset()
        return could_produce_all(self)[object_id]

    def new_stack_id(self) -> str:
        """A fresh id for an object put on the stack."""
        self._stack_ids += 1
        return f"stack-{self._stack_ids}"

    def _record(self, events: list[Event]) -> list[Event]:
        # CR 704.3: state-based actions are performed before any player would receive priority.
        events = events + state_based.check_state_based_actions(self)
        self.log.extend(events)
        return events

    # Activating abilities (CR 602, 605).

    def verify_activate(
        self,
        player: str,
        object_id: str,
        ability: AbilitySelector = None,
        choices: Mapping[str, Any] | None = None,
    ) -> None:
        """Raise IllegalAction, naming the rule, unless the player may activate this ability now."""
        activation.verify_activate(self, player, object_id, ability, choices or {})

    def can_activate(
        self,
        player: str,
        object_id: str,
        ability: AbilitySelector = None,
        choices: Mapping[str, Any] | None = None,
    ) -> bool:
        """Whether the player may activate this ability now."""
        return _legal(lambda: self.verify_activate(player, object_id, ability, choices))

    def activate(
        self,
        player: str,
        object_id: str,
        ability: AbilitySelector = None,
        choices: Mapping[str, Any] | None = None,
    ) -> list[Event]:
        """Activate a mana ability: pay, produce, apply replacements, fire triggers; return the events."""
        checked = activation.verify_activate(self, player, object_id, ability, choices or {})
        self.passed.clear()
        return self._record(activation.activate(self, checked))

    # Priority, the stack, and the turn (CR 117, 500).

    def verify_pass_priority(self, player: str) -> None:
        """Raise IllegalAction unless the player has priority (CR 117.3d)."""
        if self.priority != player:
            raise IllegalAction(
                f"{player} can't pass priority: {self.priority or 'no player'} has it (CR 117.3d)"
            )

    def pass_priority(self, player: str) -> list[Event]:
        """Pass priority; when all have passed in succession, the top of the stack resolves or the step ends."""
        self.verify_pass_priority(player)
        return self._record(turn_actions.pass_priority(self, player))

    def verify_resolve(self) -> None:
        """Raise IllegalAction unless some player has priority to pass (CR 117.4)."""
        if not self.priority:
            raise IllegalAction(
                f"no player has priority in the {self.step} step, so no one can pass (CR 117.3)"
            )

    def resolve(self) -> list[Event]:
        """All players pass in succession from the one who has priority: the top object resolves or the step ends."""
        self.verify_resolve()
        events: list[Event] = []
        while True:
            events += turn_actions.pass_priority(self, self.priority)
            if not self.passed:  # everyone had passed: something resolved or the step ended
                return self._record(events)

    def verify_advance(self, player: str, step: str, keep_tapped: Collection[str] = ()) -> None:
        """Raise IllegalAction unless the game can move on to that step of that player's turn; in their untap
        step that player may keep tapped the permanents that say they may choose not to untap (CR 502.3)."""
        turn_actions.verify_advance(self, player, step, keep_tapped)

    def advance(self, player: str, step: str, keep_tapped: Collection[str] = ()) -> list[Event]:
        """Move to the next such step, everyone passing with an empty stack, doing turn-based actions."""
        turn_actions.verify_advance(self, player, step, keep_tapped)
        return self._record(turn_actions.advance(self, player, step, keep_tapped))

    # Attacking, as far as summoning sickness goes (CR 302.6, 508.1a).

    def verify_attack(self, object_id: str) -> None:
        """Raise IllegalAction, naming the rule, unless the creature could be declared as an attacker this turn."""
        tapping.verify_attack(self, self.object(object_id))

    def can_attack(self, object_id: str) -> bool:
        """Whether the creature could be declared as an attacker this turn (CR 508.1a)."""
        return _legal(lambda: self.verify_attack(object_id))

    # Casting spells and playing lands (CR 601, 305).

    def verify_cast(
        self,
        player: str,
        object_id: str,
        *,
        from_zone: str | None = None,
        cast_as: str | None = None,
        x: int | None = None,
        targets: list[str] | None = None,
    ) -> None:
        """Raise IllegalAction, naming the rule, unless the player may cast this card now (a target may be open)."""
        casting.verify_cast(
            self,
            player,
            object_id,
            from_zone=from_zone,
            cast_as=cast_as,
            x=x,
            targets=targets,
            choosing_targets=False,
        )

    def can_cast(
        self,
        player: str,
        object_id: str,
        *,
        from_zone: str | None = None,
        cast_as: str | None = None,
        x: int | None = None,
        targets: list[str] | None = None,
    ) -> bool:
        """Whether the player may cast this card now."""
        return _legal(
            lambda: self.verify_cast(
                player, object_id, from_zone=from_zone, cast_as=cast_as, x=x, targets=targets
            )
        )

    def cast(
        self,
        player: str,
        object_id: str,
        *,
        from_zone: str | None = None,
        cast_as: str | None = None,
        x: int | None = None,
        targets: list[str] | None = None,
    ) -> list[Event]:
        """Cast the card: it goes on the stack, its cost is paid, cast triggers fire; return the events."""
        plan = casting.verify_cast(
            self, player, object_id, from_zone=from_zone, cast_as=cast_as, x=x, targets=targets
        )
        return self._record(casting.cast(self, plan))

    def verify_play_land(self, player: str, object_id: str) -> None:
        """Raise IllegalAction, naming the rule, unless the player may play this land now (CR 305.1)."""
        casting.verify_play_land(self, player, object_id)

    def play_land(self, player: str, object_id: str) -> list[Event]:
        """Play the land: it enters the battlefield without using the stack (CR 305.1)."""
        return self._record(casting.play_land(self, casting.verify_play_land(self, player, object_id)))


def _legal(verify: Callable[[], object]) -> bool:
    """Whether a verify_x() call passes: the can_x() half of every action triad."""
    try:
        verify()
    except IllegalAction:
        return False
    return True
