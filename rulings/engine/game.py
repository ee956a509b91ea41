"""The game facade: every action on a game, each as a triad (verify_x() raises, can_x() asks, x() applies).

The only module that imports the rules modules (engine/rules/). It hands each action the game's data
(engine/state/game_state.py), records the events, and performs state-based actions before anyone would
receive priority (CR 704.3).
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Concatenate, ParamSpec, Unpack

from rulings.engine.rules import continuous, players, power_toughness, seats, turn
from rulings.engine.rules import keywords as keyword_rules
from rulings.engine.rules import subtypes as subtype_rules
from rulings.engine.rules.abilities import activated_abilities, trigger_events, triggers
from rulings.engine.rules.abilities.activated_abilities import ActivateChoices
from rulings.engine.rules.combat_phase import combat, declaring_attackers, declaring_blockers, in_combat
from rulings.engine.rules.combat_phase import exert as exert_rules
from rulings.engine.rules.keyword_abilities import morph
from rulings.engine.rules.mana.could_produce import could_produce_all
from rulings.engine.rules.spells import casting, playing_lands, suspend
from rulings.engine.rules.spells.casting import CastChoices, CastRequest
from rulings.engine.rules.turn_structure import cleanup
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import CEASED, LEFT_GAME, MERGED, GameObject
from rulings.engine.state.stack import StackItem
from rulings.engine.state.standing_choices import MayAnswer
from rulings.engine.vocabulary.errors import EngineError, IllegalAction, IllegalDamageAssignment
from rulings.engine.vocabulary.events import Event

P = ParamSpec("P")


def _can(verify: Callable[Concatenate[Game, P], None]) -> Callable[Concatenate[Game, P], bool]:
    """The can_x() half of an action triad: whether verify_x() passes with these arguments."""

    def can(game: Game, /, *args: P.args, **kwargs: P.kwargs) -> bool:
        try:
            verify(game, *args, **kwargs)
        except IllegalAction:
            return False
        return True

    can.__name__ = verify.__name__.replace("verify_", "can_", 1)
    can.__doc__ = f"Whether {verify.__name__}() passes, raising no IllegalAction."
    return can


def _snapshot(state: GameState) -> GameState:
    """A copy of the game to return to if the action is found illegal (CR 733.1). The event log's events are
    immutable and shared, only the list is copied: deep-copying each event made the snapshot grow dearer with
    every event of the game."""
    return copy.deepcopy(state, {id(state.log): list(state.log)})


class Game:
    """One game: its data (`state`), read through the properties below, and the actions on it."""

    def __init__(self, state: GameState) -> None:
        self.state = state

    # Reading the game.

    @property
    def players(self) -> list[str]:
        """The players in turn order."""
        return self.state.players

    @property
    def priority(self) -> str:
        """The player who has priority; empty when no one has."""
        return self.state.priority

    @property
    def objects(self) -> dict[str, GameObject]:
        """Every object, by id, in the order they were set up."""
        return self.state.objects

    @property
    def pools(self) -> dict[str, Counter[str]]:
        """Each player's mana pool."""
        return self.state.pools

    @property
    def stack(self) -> list[StackItem]:
        """The stack, bottom first."""
        return self.state.stack

    @property
    def log(self) -> list[Event]:
        """Every event so far."""
        return self.state.log

    def object(self, object_id: str) -> GameObject:
        """The object with this id, or IllegalAction naming the known ids (a token that ceased to exist is
        no object of the game any more, CR 704.5d)."""
        obj = self.state.object(object_id)
        if obj.zone == CEASED:
            raise IllegalAction(f"{obj.describe()} ceased to exist: it is in no zone (CR 704.5d, 704.5e)")
        if obj.zone == LEFT_GAME:
            raise IllegalAction(
                f"{obj.describe()} left the game with its owner (CR 800.4a): it is in no zone"
            )
        if obj.zone == MERGED:
            # CR 730.2: a card merged with a permanent is part of it, one object on the battlefield: asked about,
            # the answer is that permanent's
            return self.state.object(obj.merged_into)
        return obj

    def battlefield(self) -> list[GameObject]:
        """The permanents, in the order they were set up."""
        return self.state.battlefield()

    def could_produce(self, object_id: str) -> frozenset[str]:
        """The types of mana this permanent could produce (CR 106.7)."""
        obj = self.object(object_id)  # a merged card answers for its permanent (CR 730.2)
        # A phased-out permanent is treated as though it doesn't exist (CR 702.26b): it could produce nothing.
        return could_produce_all(self.state).get(obj.id, frozenset())

    def _record(self, events: list[Event], fresh: bool = False) -> list[Event]:
        # `fresh`: events no rules module has checked for triggers yet (CR 603.2).
        if fresh:
            events = events + triggers.detect(self.state, events)
        # CR 117.5, 704.3: state-based actions, then waiting triggered abilities go on the stack, before any
        # player would receive priority.
        events = events + triggers.before_priority(self.state)
        self.state.log.extend(events)
        return events

    def prefer(self, player: str, objects: Sequence[str]) -> None:
        """The player's standing choices among objects: the order of their triggered abilities put on the
        stack at once, by source (CR 603.3b), and what they discard or sacrifice when they choose (CR 101.4); a
        player named among them is a triggered ability's target that may be a player (CR 603.3d)."""
        if player not in self.state.players:
            raise IllegalAction(f"{player!r} isn't playing (players: {', '.join(self.state.players)})")
        for object_id in objects:
            if object_id not in self.state.players:
                self.object(object_id)
        self.state.choices.preference[player] = list(objects)

    def may(
        self,
        player: str,
        object_id: str,
        answer: bool,
        *,
        times: int | None = None,
        x: int | None = None,
        mana: Sequence[str] = (),
        new_targets: Sequence[str] | None = None,
    ) -> None:
        """The player's standing answer to the "you may" choices of the object's triggered abilities, made as
        each resolves (CR 603.5); `times`: how many times they pay a cost they "may pay any number of times"
        (CR 603.12a); `x`: the X they choose then for an X only in that text (CR 107.3f); `mana`: the
        permanents whose mana abilities they activate if the answer has them pay mana (CR 608.2g); `new_targets`:
        the targets they choose for the copy an ability makes where they "may choose new targets" (CR 707.10c)."""
        if player not in self.state.players:
            raise IllegalAction(f"{player!r} isn't playing (players: {', '.join(self.state.players)})")
        key = (player, self.object(object_id).id)
        targets = None
        if new_targets is not None and answer:  # each an object or a player, checked only as the copy is made
            targets = tuple(t if t in self.state.players else self.object(t).id for t in new_targets)
        self.state.choices.may[key] = MayAnswer(
            answer,
            times=None if times is None else times if answer else 0,
            x=x,
            mana=tuple(self.object(source).id for source in mana),
            new_targets=targets,
        )

    def scry(self, player: str, object_id: str, top: Sequence[str], bottom: Sequence[str]) -> None:
        """The player's standing answer to where the cards go when that object's ability has them scry (CR
        701.22a): `top` on top, top first; `bottom` on the bottom, the uppermost first; checked as they scry."""
        key, placed = self._placement(player, object_id, top, bottom)
        self.state.choices.scry[key] = placed

    def surveil(self, player: str, object_id: str, top: Sequence[str], graveyard: Sequence[str]) -> None:
        """The player's standing answer to where the cards go when that object's ability has them surveil (CR
        701.25a): `top` on top, top first; `graveyard` into their graveyard, in that order; checked as they surveil."""
        key, placed = self._placement(player, object_id, top, graveyard)
        self.state.choices.surveil[key] = placed

    def _placement(
        self, player: str, object_id: str, top: Sequence[str], others: Sequence[str]
    ) -> tuple[tuple[str, str], tuple[tuple[str, ...], tuple[str, ...]]]:
        """A scry or surveil answer's key (the player, the object whose ability it is for) and its two groups."""
        if player not in self.state.players:
            raise IllegalAction(f"{player!r} isn't playing (players: {', '.join(self.state.players)})")
        ids = (tuple(self.object(c).id for c in top), tuple(self.object(c).id for c in others))
        return (player, self.object(object_id).id), ids

    def mode(self, player: str, object_id: str, mode: str) -> None:
        """The player's standing choice of mode, by its printed text, for the object's modal triggered
        abilities, chosen as each is put on the stack (CR 603.3c)."""
        if player not in self.state.players:
            raise IllegalAction(f"{player!r} isn't playing (players: {', '.join(self.state.players)})")
        obj = self.object(object_id)
        wanted = mode.strip().rstrip(".").casefold()
        for ability in trigger_events.triggered_abilities(obj):
            printed = [
                line[2:].rstrip(".").casefold() for line in ability.text.split("\n") if line.startswith("• ")
            ]
            if ability.modes and wanted in printed:
                self.state.choices.modes[(player, obj.id)] = ability.modes[printed.index(wanted)]
                return
        raise IllegalAction(f"{obj.describe()} has no triggered ability with the mode {mode!r} (CR 700.2)")

    # Activating abilities (CR 602, 605).

    def verify_activate(self, player: str, object_id: str, **announced: Unpack[ActivateChoices]) -> None:
        """Raise IllegalAction, naming the rule, unless the player may activate this ability now."""
        ability, choices = announced.get("ability"), announced.get("choices", {})
        activated_abilities.verify_activate(self.state, player, object_id, ability, choices)

    can_activate = _can(verify_activate)

    def activate(
        self, player: str, object_id: str, mana: Sequence[str] = (), **announced: Unpack[ActivateChoices]
    ) -> list[Event]:
        """Activate an ability: a mana ability adds its mana at once, any other goes on the stack; the mana
        abilities of `mana` are activated while paying its cost (CR 602.2b, 601.2g), and if that makes the
        activation illegal the game returns to the moment before (CR 733)."""
        ability, choices = announced.get("ability"), announced.get("choices", {})
        if mana:
            before = _snapshot(self.state)
            try:
                events = activated_abilities.activate_paying_with(
                    self.state, player, object_id, ability, choices, sources=mana
                )
            except EngineError:
                self.state = before
                raise
        else:
            checked = activated_abilities.verify_activate(self.state, player, object_id, ability, choices)
            events = activated_abilities.activate(self.state, checked)
        self.state.passed.clear()
        return self._record(events, fresh=True)

    # Priority, the stack, and the turn (CR 117, 500).

    def verify_pass_priority(self, player: str) -> None:
        """Raise IllegalAction unless the player has priority (CR 117.3d)."""
        turn.verify_pass_priority(self.state, player)

    def pass_priority(self, player: str) -> list[Event]:
        """Pass priority; when all have passed in succession, the top of the stack resolves or the step ends."""
        turn.verify_pass_priority(self.state, player)
        return self._atomic(lambda: turn.pass_priority(self.state, player))

    def verify_resolve(self) -> None:
        """Raise IllegalAction unless some player has priority to pass (CR 117.4)."""
        turn.verify_all_pass(self.state)

    def resolve(self) -> list[Event]:
        """All players pass in succession from the one who has priority: the top object resolves or the step ends."""
        turn.verify_all_pass(self.state)
        return self._atomic(lambda: turn.all_pass(self.state))

    def verify_advance(self, player: str, step: str, keep_tapped: Collection[str] = ()) -> None:
        """Raise IllegalAction unless the game can move on to that step of that player's turn; in their untap
        step that player may keep tapped the permanents that say they may choose not to untap (CR 502.3)."""
        turn.verify_advance(self.state, player, step, keep_tapped)
        combat.verify_advance(self.state, player, step)

    def advance(
        self,
        player: str,
        step: str,
        keep_tapped: Collection[str] = (),
        damage: Mapping[str, Mapping[str, int]] | None = None,
        discard: Sequence[str] = (),
    ) -> list[Event]:
        """Move to the next such step, everyone passing with an empty stack, doing turn-based actions; `damage`
        divides blocked attackers' combat damage among their blockers on the way (CR 510.1c); `discard` names
        the cards the active player discards to their maximum hand size in a cleanup step (CR 514.1)."""
        self.verify_advance(player, step, keep_tapped)
        cleanup.verify_discard_choice(self.state, discard)

        def go() -> list[Event]:
            self.state.combat.damage_division = dict(damage or {})
            try:
                return turn.advance(self.state, player, step, keep_tapped, discard)
            finally:
                self.state.combat.damage_division = {}

        return self._atomic(go, force=bool(damage or discard))

    def _atomic(self, action: Callable[[], list[Event]], force: bool = False) -> list[Event]:
        """Take the action and record its events; where combat's turn-based actions on the way may find a
        declaration or a damage assignment illegal, the game returns to the moment before (CR 733)."""
        if not (force or combat.may_refuse(self.state)):
            return self._record(action())
        before = _snapshot(self.state)
        try:
            return self._record(action())
        except IllegalDamageAssignment as illegal:
            # CR 510.1e: not back to before the action, but to the moment before the player began to assign
            # combat damage, in the combat damage step the action reached.
            self.state.log.extend(illegal.events)
            raise
        except IllegalAction:
            self.state = before
            raise

    # Combat (CR 506-511).

    def verify_attack(self, object_id: str) -> None:
        """Raise IllegalAction, naming the rule, unless the creature could be declared as an attacker this turn
        (CR 508.1a, 302.6) and no "can't attack" of its own (defender) stops it."""
        declaring_attackers.verify_can_attack(self.state, self.object(object_id))

    can_attack = _can(verify_attack)

    def verify_declare_attackers(
        self, player: str, attackers: Sequence[tuple[str, str]], exert: Sequence[str] = ()
    ) -> None:
        """Raise IllegalAction, naming the rule, unless the active player may declare these attackers (each
        with the player it attacks), exerting those in `exert`, as this turn's declare attackers step begins
        (CR 508.1, 701.43d)."""
        declaring_attackers.verify_declare_attackers(self.state, player, attackers)
        exert_rules.verify_exert(self.state, [creature for creature, _ in attackers], exert)
        turn.verify_advance(self.state, player, "declare_attackers")

    can_declare_attackers = _can(verify_declare_attackers)

    def declare_attackers(
        self,
        player: str,
        attackers: Sequence[tuple[str, str]],
        exert: Sequence[str] = (),
        mana: Sequence[str] = (),
    ) -> list[Event]:
        """Everyone passes until this turn's declare attackers step begins, where these creatures attack, those
        in `exert` exerted as they do (CR 701.43d), the mana abilities of `mana` activated to pay the costs to
        attack (CR 508.1i); a cost that can't be paid in full makes the declaration illegal (CR 508.1j)."""
        self.verify_declare_attackers(player, attackers, exert)

        def go() -> list[Event]:
            self.state.combat.declared_attackers = tuple(attackers)
            self.state.combat.declared_exert = tuple(exert)
            self.state.combat.declared_mana = tuple(mana)
            return turn.advance(self.state, player, "declare_attackers")

        return self._atomic(go, force=True)

    def verify_declare_blockers(self, player: str, blockers: Sequence[tuple[str, str]]) -> None:
        """Raise IllegalAction, naming the rule, unless the defending player may declare these blockers (each
        with the attacking creature it blocks) as the declare blockers step begins (CR 509.1)."""
        declaring_blockers.verify_declare_blockers(self.state, player, blockers)
        turn.verify_advance(self.state, self.state.active, "declare_blockers")

    can_declare_blockers = _can(verify_declare_blockers)

    def declare_blockers(
        self, player: str, blockers: Sequence[tuple[str, str]], mana: Sequence[str] = ()
    ) -> list[Event]:
        """Everyone passes until the declare blockers step begins, where these creatures block, the mana
        abilities of `mana` activated to pay the costs to block (CR 509.1e-f)."""
        self.verify_declare_blockers(player, blockers)

        def go() -> list[Event]:
            self.state.combat.declared_blockers = tuple(blockers)
            self.state.combat.declared_mana = tuple(mana)
            return turn.advance(self.state, self.state.active, "declare_blockers")

        return self._atomic(go, force=True)

    def combat_status(self, object_id: str) -> dict[str, bool]:
        """Whether the permanent is attacking, blocking, and (an attacker) blocked (CR 506.4, 509.1h)."""
        return in_combat.status(self.state, self.object(object_id).id)  # a merged card's: its permanent's

    def power_toughness(self, object_id: str) -> tuple[int, int] | None:
        """Power and toughness (CR 208.1): a creature's with counters and Auras' "gets +N/+M" (CR 613.4c); None
        for a noncreature permanent or a card with none printed (CR 208.3), or values an ability sets ("*")."""
        obj = self.object(object_id)
        base = power_toughness.off_the_battlefield(self.state, obj)
        if obj.card.power is None or obj.card.toughness is None or base is None:
            return None
        if obj.zone != "battlefield":
            return base  # CR 208.3: off the battlefield, what is printed or defined (CR 604.3)
        value = power_toughness.toughness(self.state, obj)
        if not obj.is_type("Creature") or value is None:
            return None
        return power_toughness.power(self.state, obj), value

    def keywords(self, object_id: str) -> list[str]:
        """The keyword abilities the permanent has now (CR 702): printed, granted by a static ability, or gained
        until end of turn (CR 613.1f)."""
        return keyword_rules.keywords_held(self.state, self.object(object_id))

    def subtypes(self, object_id: str) -> list[str]:
        """The object's subtypes now, with the land types an effect gives it (CR 305.5, 305.7)."""
        return sorted(subtype_rules.subtypes(self.state, self.object(object_id)))

    def colors(self, object_id: str) -> list[str]:
        """The permanent's colors now, in WUBRG order: its mana cost's, or as an effect set them (CR 105.2, 613.1e)."""
        obj = self.object(object_id)
        held = continuous.colors(self.state, obj)
        return [c for c in continuous.COLOR_ORDER if c in held]

    def life(self, player: str) -> int:
        """The player's life total (CR 119)."""
        if player not in self.state.players:
            raise IllegalAction(f"{player!r} isn't playing (players: {', '.join(self.state.players)})")
        return self.state.life_total(player)

    def has_lost(self, player: str) -> bool:
        """Whether the player has lost the game (CR 104.3, 704.5a-c)."""
        return player in self.state.lost

    def has_won(self, player: str) -> bool:
        """Whether the player has won the game (CR 104.2)."""
        return player in self.state.won

    def is_draw(self) -> bool:
        """Whether the game ended in a draw: every player still in it lost at once (CR 104.4a)."""
        return seats.is_draw(self.state)

    def poison(self, player: str) -> int:
        """How many poison counters the player has (CR 122.1f)."""
        self.life(player)  # the player must be playing
        return self.state.poison(player)

    # Losing the game and the legend rule (CR 104.3, 704.5j).

    def verify_concede(self, player: str) -> None:
        """Raise IllegalAction unless the player is still in the game (CR 104.3a)."""
        players.verify_concede(self.state, player)

    def concede(self, player: str) -> list[Event]:
        """The player concedes: they leave the game and lose it, at any time (CR 104.3a)."""
        return self._record(players.concede(self.state, player), fresh=True)  # CR 603.9: it may trigger

    def keeping(self, legendary: Collection[str], action: Callable[[], list[Event]]) -> list[Event]:
        """Take the action, the controllers of these legendary permanents choosing to keep them if the legend rule
        applies on the way (CR 704.5j)."""
        self.state.legend_keep = frozenset(legendary)
        try:
            return action()
        finally:
            self.state.legend_keep = frozenset()

    # Casting spells and playing lands (CR 601, 305).

    def verify_cast(self, player: str, object_id: str, **choices: Unpack[CastChoices]) -> None:
        """Raise IllegalAction, naming the rule, unless the player may cast this card now (a target may be open)."""
        casting.verify_cast(self.state, CastRequest(player, object_id, **choices), choosing_targets=False)

    can_cast = _can(verify_cast)

    def cast(self, player: str, object_id: str, **choices: Unpack[CastChoices]) -> list[Event]:
        """Cast the card: it goes on the stack, its cost is paid, cast triggers fire; return the events."""
        plan = casting.verify_cast(self.state, CastRequest(player, object_id, **choices))
        return self._record(casting.cast(self.state, plan), fresh=True)

    # Turning a face-down permanent face up (CR 702.37e, 116.2b).

    def verify_turn_face_up(self, player: str, object_id: str) -> None:
        """Raise IllegalAction, naming the rule, unless the player may turn this face-down permanent face up now
        for its morph cost (CR 702.37e)."""
        morph.verify_turn_face_up(self.state, player, object_id)

    can_turn_face_up = _can(verify_turn_face_up)

    def turn_face_up(self, player: str, object_id: str) -> list[Event]:
        """Pay its morph cost and turn the permanent face up: a special action, without the stack (CR 116.2b)."""
        obj, ability = morph.verify_turn_face_up(self.state, player, object_id)
        return self._record(morph.turn_face_up(self.state, player, obj, ability), fresh=True)

    # Suspending a card (CR 702.62a, 116.2f).

    def verify_suspend(self, player: str, object_id: str, x: int | None = None) -> None:
        """Raise IllegalAction, naming the rule, unless the player may suspend this card from their hand now, with
        that X for its suspend cost (CR 702.62a, 107.3d)."""
        suspend.verify_suspend(self.state, player, object_id, x)

    can_suspend = _can(verify_suspend)

    def suspend(self, player: str, object_id: str, x: int | None = None) -> list[Event]:
        """Pay the suspend cost and exile the card with its time counters: a special action (CR 116.2f)."""
        obj, cost, time_counters = suspend.verify_suspend(self.state, player, object_id, x)
        return self._record(suspend.suspend(self.state, player, obj, cost, time_counters), fresh=True)

    def verify_play_land(self, player: str, object_id: str) -> None:
        """Raise IllegalAction, naming the rule, unless the player may play this land now (CR 305.1)."""
        playing_lands.verify_play_land(self.state, player, object_id)

    def play_land(self, player: str, object_id: str) -> list[Event]:
        """Play the land: it enters the battlefield without using the stack (CR 305.1)."""
        obj = playing_lands.verify_play_land(self.state, player, object_id)
        return self._record(playing_lands.play_land(self.state, obj), fresh=True)
