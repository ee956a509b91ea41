"""The game's data and its pure queries. The rules (engine/rules/) read and change it; engine/game.py acts on it."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from rulings.engine.abilities.amounts import Amount
from rulings.engine.state.combat import Combat
from rulings.engine.state.copying import copy_fields
from rulings.engine.state.effects import (
    ContinuousEffect,
    EntersUnderYourControl,
    NextSpellEffect,
    PlayFromExile,
)
from rulings.engine.state.objects import GameObject
from rulings.engine.state.prevention import PreventionShield
from rulings.engine.state.stack import DelayedTrigger, PendingTrigger, StackEffect, StackItem
from rulings.engine.state.standing_choices import StandingChoices
from rulings.engine.vocabulary.errors import IllegalAction
from rulings.engine.vocabulary.events import Event


class Derived:
    """What is computed from the game's data and kept beside it: the layers' characteristics with the inputs
    they were computed from (engine/rules/layer_effects.py). It is no part of the game: a copy of the state
    (the snapshot taken to undo an illegal action, CR 733) starts without it."""

    __slots__ = ("layers",)

    def __init__(self) -> None:
        self.layers: tuple[object, object] | None = None

    def __deepcopy__(self, memo: dict[int, object]) -> Derived:
        return Derived()


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
    # The part of each pool that carries a spending restriction (CR 106.6): per player, units of mana by
    # (type, restriction text). Each is also counted in `pools`, which holds all of a player's mana.
    restricted: dict[str, Counter[tuple[str, str]]] = field(default_factory=dict)
    stack: list[StackItem] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)
    passed: set[str] = field(default_factory=set)  # players who passed priority in succession (CR 117.4)
    lands_played: Counter[str] = field(default_factory=Counter)  # this turn, per player (CR 305.2)
    # "Lands you control don't untap during your next untap step" (Bontu's Last Reckoning): per player, the
    # card types kept tapped in their next untap step. It changes no object's characteristics, so it modifies
    # the rules and applies to whatever the player controls then, even permanents that entered later (CR 611.2c).
    skip_next_untap: dict[str, set[str]] = field(default_factory=dict)
    _stack_ids: int = 0
    # CR 103.4, 119.1: each player's life total (20 unless the board says otherwise); CR 104.3a, 704.5a.
    life: dict[str, int] = field(default_factory=dict)
    lost: set[str] = field(default_factory=set)  # players who lost the game (CR 104.3a, 704.5a)
    combat: Combat = field(default_factory=Combat)  # this turn's combat phase (CR 506)
    poison_counters: dict[str, int] = field(default_factory=dict)  # CR 122.1f, 704.5c
    # CR 704.5j: the legendary permanents their controllers choose to keep if the legend rule applies during
    # the action being taken (the protocol's `keep`); without a choice, the newest one stays.
    legend_keep: frozenset[str] = frozenset()
    _timestamps: int = 0
    # CR 611.2: continuous effects from resolved spells and abilities, in timestamp order (CR 613.7a).
    effects: list[ContinuousEffect] = field(default_factory=list)
    # CR 614.1, 616.1b: this turn's replacement effects on under whose control a creature enters, in the order
    # created (Gather Specimens).
    enters_under_control: list[EntersUnderYourControl] = field(default_factory=list)
    # CR 611.2f: effects waiting for the next spell of a kind a player casts this turn, in the order created.
    next_spell: list[NextSpellEffect] = field(default_factory=list)
    # Permissions to play exiled cards until a player's next end step (CR 500.4), in the order created.
    play_from_exile: list[PlayFromExile] = field(default_factory=list)
    # CR 603.3: abilities that have triggered and wait for a player to receive priority, in the order they did.
    pending: list[PendingTrigger] = field(default_factory=list)
    delayed: list[DelayedTrigger] = field(default_factory=list)  # CR 603.7: not yet triggered
    # The players' standing choices, given before they are needed (`prefer`, `may`, `mode`).
    choices: StandingChoices = field(default_factory=StandingChoices)
    # CR 603.2h: the abilities (source id, its zone changes, text) whose "do this only once each turn" action
    # was done this turn.
    done_this_turn: set[tuple[str, int, str]] = field(default_factory=set)
    won: set[str] = field(default_factory=set)  # players who won the game (CR 104.2b)
    # CR 121.4, 704.5b: players who attempted to draw from an empty library since state-based actions were
    # last checked.
    drew_from_empty: set[str] = field(default_factory=set)
    # CR 514.3a: players received priority in this cleanup step, so another cleanup step follows it.
    cleanup_again: bool = False
    # CR 702.189a: per player, the mana they don't lose as steps and phases end until end of combat (firebending).
    combat_mana: dict[str, Counter[str]] = field(default_factory=dict)
    # CR 500.8: the additional combat phases (each followed by an additional main phase) still to come after
    # the postcombat main phase this turn.
    additional_combats: int = 0
    # CR 500.8: the additional combat phases to come directly after this combat phase, with no main phase
    # between ("After this phase, there is an additional combat phase", resolving during combat).
    combats_after_this_phase: int = 0
    main_phases: int = 0  # the main phases that have begun this turn (CR 505.1b: "second main phase")
    attacked_this_turn: set[tuple[str, int]] = field(
        default_factory=set
    )  # the creatures, as (id, zone changes)
    # CR 500.7: the extra turns to be taken after this one, the next one last (the most recently created
    # is taken first); and whose regular turn was the last one taken ("": the current turn is a regular one).
    extra_turns: list[str] = field(default_factory=list)
    regular_turn: str = ""
    # CR 500.10: this turn's phases added after a phase, still to come: (the phase, the steps the added phase has),
    # in creation order; while the turn is in them, the added steps still to come and the step after which the
    # turn's order resumes (engine/rules/turn_structure/added_phases.py).
    added_phases: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)
    added_steps: list[str] = field(default_factory=list)
    resume_after: str = ""
    # --- prevention effects (CR 615; engine/rules/prevention.py) ---
    # This turn's prevention effects from resolved spells and abilities, in the order created (CR 615.1, 615.3).
    prevention: list[PreventionShield] = field(default_factory=list)
    damage_cant_be_prevented: bool = False  # "Damage can't be prevented this turn" (CR 615.12)
    players_cant_gain_life: bool = False  # "Players can't gain life this turn" (Skullcrack's rulings)
    # --- end prevention effects ---
    # CR 701.19a: this turn's regeneration shields, by (permanent id, zone changes): how many are left for it.
    regeneration: dict[tuple[str, int], int] = field(default_factory=dict)
    derived: Derived = field(default_factory=Derived, compare=False, repr=False)

    def __deepcopy__(self, memo: dict[int, object]) -> GameState:
        """A copy of every field (engine/state/copying.py: the plain ones without the generic machinery)."""
        return copy_fields(self, memo)

    def object(self, object_id: str) -> GameObject:
        """The object with this id, or IllegalAction naming the known ids."""
        try:
            return self.objects[object_id]
        except KeyError:
            known = ", ".join(self.objects) or "none"
            raise IllegalAction(f"there is no object {object_id!r} in this game (objects: {known})") from None

    def battlefield(self) -> list[GameObject]:
        """The permanents, in the order they were set up; not the phased-out ones, treated as though they don't
        exist (CR 702.26b)."""
        return [o for o in self.objects.values() if o.zone == "battlefield" and not o.phased_out]

    def creatures(self, player: str) -> list[GameObject]:
        """The creatures a player controls: "creatures you control" (CR 109.5)."""
        return [p for p in self.battlefield() if p.controller == player and p.is_type("Creature")]

    def count(self, player: str, amount: Amount) -> int:
        """A number the text gives, counted now for the player whose spell or ability it is (CR 107.3c)."""
        return amount if isinstance(amount, int) else len(self.creatures(player))

    def cards(self, zone: str, player: str) -> list[GameObject]:
        """The player's cards in their hand, library or graveyard, in the order the board listed them: a
        library's top card first (CR 401.2, 121.1)."""
        return [o for o in self.objects.values() if o.zone == zone and o.owner == player]

    def life_total(self, player: str) -> int:
        """The player's life total: 20 unless set otherwise (CR 103.4)."""
        return self.life.get(player, 20)

    def poison(self, player: str) -> int:
        """How many poison counters the player has (CR 122.1f)."""
        return self.poison_counters.get(player, 0)

    def next_timestamp(self) -> int:
        """A timestamp later than every other (CR 613.7d): an object entering the battlefield gets one."""
        self._timestamps += 1
        return self._timestamps

    def opponents(self, player: str) -> list[str]:
        """Every other player: there are no teams here (CR 102.2, 102.3)."""
        return [p for p in self.players if p != player]

    def put_on_stack(self, source: str, controller: str, text: str, effect: StackEffect) -> StackItem:
        """Put a new object on top of the stack, with a fresh id, and return it."""
        self._stack_ids += 1
        as_object = self.objects[source].zone_changes if source in self.objects else -1  # CR 400.7
        item = StackItem(f"stack-{self._stack_ids}", source, controller, text, effect, as_object)
        self.stack.append(item)
        return item
