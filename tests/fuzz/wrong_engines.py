"""Deliberately wrong engines for the fuzzer's tests: the reference engine, with one answer corrupted.

Each is a protocol Engine wrapping rulings/adapters/reference.py, so it is right about everything else;
the fuzzer must find the one wrong answer, shrink it, and print a scenario that shows it. Usable as
`--engine tests.fuzz.wrong_engines:ColorlessReflectingPool` by pytest and `rulings fuzz` alike.

Each misplays the rules in one way a rule forbids (cited in its docstring), as a careless engine would: some
corrupt a reply, others (`Replaced`) are the reference engine with a public rules function, named by its public
name, behaving wrongly while they answer, so their game state itself is wrong. tests/fuzz/test_checker.py shows that every one is
caught by a scenario and by an invariant, and that every invariant catches one.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import importlib
import inspect
import random
import time
import types
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from types import CodeType
from typing import Any, ClassVar

from rulings.adapters.reference import ReferenceEngine
from rulings.engine.rules.mana import production
from rulings.engine.vocabulary.errors import IllegalAction
from rulings.protocol.session import Message


class Corrupted:
    """The reference engine, with a hook to change one reply."""

    name = "corrupted reference"

    def __init__(self) -> None:
        self.inner = ReferenceEngine()
        self.objects: dict[str, str] = {}  # id -> card, of the board set up last

    def request(self, message: Message) -> Message:
        """Answer as the reference engine does, then let the subclass corrupt the reply."""
        if message.get("cmd") == "setup":
            game = message.get("game") or {}
            self.objects = {o["id"]: o["card"] for o in game.get("objects", [])}
        reply = self.inner.request(message)
        if message.get("cmd") == "start" and reply.get("outcome") == "ok":
            reply["engine"] = {**reply["engine"], "name": self.name}
        return self.corrupt(message, reply)

    def corrupt(self, message: Message, reply: Message) -> Message:
        """The one wrong answer (none here)."""
        return reply

    def close(self) -> None:
        """Stop the inner engine."""
        self.inner.close()

    def card_of(self, message: Message) -> str:
        """The card of the object a query or action is about."""
        about = message.get("query") or message.get("action") or {}
        return self.objects.get(str(about.get("object", "")), "")


class ColorlessReflectingPool(Corrupted):
    """Says a Reflecting Pool could always produce {C}, as a careless 'any type' reading would."""

    name = "Reflecting Pool makes {C}"

    def corrupt(self, message: Message, reply: Message) -> Message:
        """Add {C} to every Reflecting Pool's could-produce answer."""
        query = message.get("query") or {}
        if query.get("type") == "could_produce" and self.card_of(message) == "Reflecting Pool":
            reply["value"] = sorted(set(reply["value"]) | {"C"}, key="WUBRGC".index)
        return reply


class IgnoresReplacementOrder(Corrupted):
    """Applies replacement effects in timestamp order whatever the player chose (CR 616.1 ignored)."""

    name = "replacement order ignored"

    def request(self, message: Message) -> Message:
        """Drop the chosen order before the reference engine sees the action."""
        action = message.get("action") or {}
        if action.get("type") == "activate" and (action.get("choices") or {}).get("order"):
            choices = {k: v for k, v in action["choices"].items() if k != "order"}
            message = {**message, "action": {**action, "choices": choices}}
        return super().request(message)


class UntapsTwice(Corrupted):
    """Reports every permanent untapped in an untap step twice, as two Prophets untapping would."""

    name = "untaps twice"

    def corrupt(self, message: Message, reply: Message) -> Message:
        """Double the 'untapped' events of actions and of the log."""
        if reply.get("outcome") == "ok" and "events" in reply:
            reply["events"] = _doubled(reply["events"])
        query = message.get("query") or {}
        if query.get("type") == "events" and reply.get("outcome") == "value":
            reply["value"] = _doubled(reply["value"])
        return reply


def _doubled(events: list[Message]) -> list[Message]:
    out: list[Message] = []
    for event in events:
        out.append(event)
        if event.get("kind") == "untapped":
            out.append(dict(event))
    return out


class CrashesOnForest(Corrupted):
    """Raises an undocumented exception when asked what a Forest could produce."""

    name = "crashes on Forest"

    def corrupt(self, message: Message, reply: Message) -> Message:
        """KeyError, as a half-finished engine would."""
        if _asks_could_produce(message) and self.card_of(message) == "Forest":
            raise KeyError("forest")
        return reply


class HangsOnIsland(Corrupted):
    """Takes far too long to say what an Island could produce (a loop that doesn't end)."""

    name = "hangs on Island"
    seconds = 3.0

    def corrupt(self, message: Message, reply: Message) -> Message:
        """Sleep past any reasonable deadline."""
        if _asks_could_produce(message) and self.card_of(message) == "Island":
            time.sleep(self.seconds)
        return reply


def _asks_could_produce(message: Message) -> bool:
    return (message.get("query") or {}).get("type") == "could_produce"


class Moody(Corrupted):
    """Now and then finds a legal tap illegal (CR 605.3a: a player may activate a mana ability whenever they
    have priority): not deterministic. Seeded, so that a run against it is repeatable; it still changes its
    mind from one game to the next."""

    name = "moody"

    def __init__(self) -> None:
        super().__init__()
        self.random = random.Random(20260417)

    def corrupt(self, message: Message, reply: Message) -> Message:
        """Refuse one activation in five, at random."""
        action: dict[str, Any] = message.get("action") or {}
        if action.get("type") == "activate" and reply.get("outcome") == "ok" and self.random.random() < 0.2:
            return {"seq": reply.get("seq"), "outcome": "illegal", "reason": "not today"}
        return reply


class RemembersX(Corrupted):
    """Counts a permanent's X in its mana value on the battlefield, as only a spell's may (CR 202.3e)."""

    name = "remembers X"

    def corrupt(self, message: Message, reply: Message) -> Message:
        """Mana value plus the counters X put on it."""
        query = message.get("query") or {}
        value = reply.get("value")
        if query.get("type") == "object" and isinstance(value, dict) and value.get("zone") == "battlefield":
            reply["value"] = {
                **value,
                "mana_value": value.get("mana_value", 0) + sum(value.get("counters", {}).values()),
            }
        return reply


# The reference engine with one public rules function done wrong while it answers.


class Replaced:
    """The reference engine with public rules functions done wrong while it answers: `wrong` pairs each function,
    "module:function" by its public name, with the wrong behaviour that stands for it wherever a rule calls it,
    called with the right function first and then the arguments. The wrong engine names a function's behaviour,
    never its source text or a private helper, so moving or rewriting the rules doesn't repoint it. A mixin: a
    wrong engine is `(Replaced, Corrupted)`."""

    wrong: ClassVar[tuple[tuple[str, Callable[..., Any]], ...]] = ()

    def request(self, message: Message) -> Message:
        """Answer with the functions replaced."""
        with contextlib.ExitStack() as stack:
            for target, wrong in self.wrong:
                stack.enter_context(replaced(target, wrong))
            reply: Message = super().request(message)  # type: ignore[misc]  # Corrupted's, after this mixin
        return reply


@contextlib.contextmanager
def replaced(target: str, wrong: Callable[..., Any]) -> Iterator[None]:
    """While in the block, calling the function `target` calls `wrong(right, *args, **kwargs)` instead.

    Its code object is swapped for a trampoline (callers hold the function itself, imported by name), so a
    reference engine in the same process, answering in between, is unaffected."""
    module_name, name = target.split(":")
    function = inspect.unwrap(getattr(importlib.import_module(module_name), name))
    right = types.FunctionType(
        function.__code__, function.__globals__, name, function.__defaults__, function.__closure__
    )
    right.__kwdefaults__ = function.__kwdefaults__
    slot = f"__wrong_{name}__"
    function.__globals__[slot] = functools.partial(wrong, right)
    original = function.__code__
    function.__code__ = _trampoline(slot)
    try:
        yield
    finally:
        function.__code__ = original
        del function.__globals__[slot]


@functools.cache
def _trampoline(slot: str) -> CodeType:
    namespace: dict[str, Any] = {}
    exec(f"def trampoline(*args, **kwargs):\n    return {slot}(*args, **kwargs)", namespace)
    code: CodeType = namespace["trampoline"].__code__
    return code


@contextlib.contextmanager
def seen_as(objects: Iterable[Any], **fields: Any) -> Iterator[None]:
    """The objects with these fields changed while in the block, as a wrong rule would see them."""
    saved = [(obj, {f: getattr(obj, f) for f in fields}) for obj in objects]
    for obj, _ in saved:
        for field, value in fields.items():
            setattr(obj, field, value)
    try:
        yield
    finally:
        for obj, before in saved:
            for field, value in before.items():
                setattr(obj, field, value)


RULES = "rulings.engine.rules"


def _sorcery_timing_in_any_step(right: Any, state: Any, player: str) -> str:
    return right(state, player) if state.active != player or state.stack else ""


class SorceriesInAnyStep(Replaced, Corrupted):
    """Lets a noninstant spell be cast in any step of its caster's turn, not only a main phase (CR 117.1a, 307.1:
    "only during a main phase of their own turn when they have priority and the stack is empty")."""

    name = "sorcery timing in any step"
    wrong = ((f"{RULES}.spells.casting_permissions:why_not_sorcery_timing", _sorcery_timing_in_any_step),)


def _own_cards_anywhere(right: Any, state: Any, player: str, obj: Any) -> None:
    if obj.owner != player:
        right(state, player, obj)


class CastsFromAnyZone(Replaced, Corrupted):
    """Lets a player cast a card they own from any zone, their graveyard too, with no permission (CR 601.3: a
    player can begin to cast a spell only if a rule or effect allows it; CR 601.2a)."""

    name = "casts from any zone"
    wrong = ((f"{RULES}.spells.casting_permissions:verify_zone_permission", _own_cards_anywhere),)


def _tapped_pays_tap(right: Any, state: Any, player: str, obj: Any, cost: Any) -> None:
    with seen_as([obj] if cost.tap and obj.tapped else [], tapped=False):
        right(state, player, obj, cost)


class TapsWhatIsTapped(Replaced, Corrupted):
    """Lets a tapped permanent pay {T} again (CR 107.5: "a permanent that's already tapped can't be tapped
    again to pay the cost")."""

    name = "taps the tapped"
    wrong = ((f"{RULES}.tapping:verify_tap_symbols", _tapped_pays_tap),)


def _untapped_pays_untap(right: Any, state: Any, player: str, obj: Any, cost: Any) -> None:
    with seen_as([obj] if cost.untap and not obj.tapped else [], tapped=True):
        right(state, player, obj, cost)


class UntapsWhatIsUntapped(Replaced, Corrupted):
    """Lets an untapped permanent pay {Q} (CR 107.6: "a permanent that's already untapped can't be untapped
    again to pay the cost")."""

    name = "untaps the untapped"
    wrong = ((f"{RULES}.tapping:verify_tap_symbols", _untapped_pays_untap),)


def _never_sick_to_activate(right: Any, state: Any, obj: Any, *, activating: bool) -> bool:
    return False if activating else bool(right(state, obj, activating=activating))


class NoSummoningSickness(Replaced, Corrupted):
    """Lets a creature that came under its controller's control this turn pay {T} (CR 302.6)."""

    name = "no summoning sickness"
    wrong = ((f"{RULES}.tapping:is_summoning_sick", _never_sick_to_activate),)


def _taps_nothing(right: Any, obj: object) -> list[Any]:
    return []


class TapCostLeavesUntapped(Replaced, Corrupted):
    """Taps nothing: paying {T} checks the permanent is untapped without tapping it (CR 107.5: {T} means "Tap
    this permanent"; CR 701.26a), so it can pay again and again."""

    name = "{T} doesn't tap"
    wrong = ((f"{RULES}.actions:tap", _taps_nothing),)


def _activates_again_as_though(field: str, value: Callable[[str], Any]) -> Callable[..., Any]:
    """An activation refused is checked again with the object's `field` seen as `value(player)`."""

    def wrong(right: Any, state: Any, player: str, object_id: str, *rest: Any) -> Any:
        try:
            return right(state, player, object_id, *rest)
        except IllegalAction:
            obj = state.object(object_id)
            if getattr(obj, field) == value(player):
                raise
            with seen_as([obj], **{field: value(player)}):
                return right(state, player, object_id, *rest)

    return wrong


class AbilitiesEverywhere(Replaced, Corrupted):
    """Lets a permanent card's mana ability be activated from its owner's hand or graveyard (CR 113.6: the
    abilities of a permanent card function only on the battlefield): refused, it asks again as though the card
    were on the battlefield."""

    name = "abilities in every zone"
    wrong = (
        (
            f"{RULES}.abilities.activated_abilities:verify_activate",
            _activates_again_as_though("zone", lambda _: "battlefield"),
        ),
    )


class AnyoneActivates(Replaced, Corrupted):
    """Lets a player activate another player's permanent's abilities (CR 602.2: only its controller can):
    refused, it asks again as though the player controlled the permanent."""

    name = "anyone activates"
    wrong = (
        (
            f"{RULES}.abilities.activated_abilities:verify_activate",
            _activates_again_as_though("controller", str),
        ),
    )


def _any_color_or_colorless(right: Any, state: Any, obj: Any, ability: Any, *rest: Any) -> frozenset[str]:
    found: frozenset[str] = right(state, obj, ability, *rest)
    return found | {"C"} if ability.types == "any color" else found


class AnyColorIncludesColorless(Replaced, Corrupted):
    """Reads "one mana of any color" as any type, {C} too (CR 106.1a, 105.2c: colorless is not a color)."""

    name = "any color includes colorless"
    wrong = ((f"{RULES}.mana.production:ability_types", _any_color_or_colorless),)


def _tapped_could_produce_nothing(right: Any, state: Any) -> dict[str, frozenset[str]]:
    could: dict[str, frozenset[str]] = right(state)
    return {i: frozenset() if state.object(i).tapped else types for i, types in could.items()}


class CouldProduceNeedsCosts(Replaced, Corrupted):
    """Says a tapped permanent could produce nothing, as though its costs mattered (CR 106.7: what a permanent
    could produce is worked out "ignoring whether costs could be paid")."""

    name = "could-produce counts costs"
    wrong = ((f"{RULES}.mana.could_produce:could_produce_all", _tapped_could_produce_nothing),)


def _no_replacements(right: Any, *args: Any) -> list[Any]:
    return []


def _could_produce_without_replacements(right: Any, state: Any) -> Any:
    with replaced(f"{RULES}.mana.production:replacement_effects", _no_replacements):
        return right(state)


class CouldProduceIgnoresReplacements(Replaced, Corrupted):
    """Works out what a permanent could produce without the replacement effects that apply to it (CR 106.7:
    "taking into account any applicable replacement effects"): a Forest under Contamination "could produce"
    {G} while tapping it adds {B}."""

    name = "could-produce ignores replacements"
    wrong = ((f"{RULES}.mana.could_produce:could_produce_all", _could_produce_without_replacements),)


class ReplacementsSkipMana(Replaced, Corrupted):
    """Applies no replacement effect to mana abilities (CR 106.12b, 614.1a: Contamination makes a land tapped
    for mana produce {B} instead)."""

    name = "replacement effects ignored"
    wrong = ((f"{RULES}.mana.production:replacement_effects", _no_replacements),)


def _undefined_is_colorless(right: Any, state: Any, player: str, obj: Any, *rest: Any, **kwargs: Any) -> Any:
    activation = right(state, player, obj, *rest, **kwargs)
    if activation.mana:
        return activation
    amount = production.ability_amount(state, obj, activation.ability, activation.removed)
    return dataclasses.replace(activation, mana=("C",) * amount)


class UndefinedManaIsColorless(Replaced, Corrupted):
    """Produces {C} where the type of mana is undefined (CR 106.5: it produces no mana instead): a lone
    Reflecting Pool taps for {C}, and that triggers Mana Flare."""

    name = "undefined mana is colorless"
    wrong = ((f"{RULES}.mana.mana_abilities:verify", _undefined_is_colorless),)


def _triggers_per_mana(right: Any, state: Any, activation: Any) -> list[Any]:
    """Each trigger on tapping for mana triggers again, adding its mana, for each mana past the first produced."""
    events: list[Any] = right(state, activation)
    tapped = activation.obj.id
    produced = sum(e.mana.count("{") for e in events if e.kind == "mana_added" and e.source == tapped)
    triggers = [e for e in events if e.kind == "triggered" and e.object == tapped]
    sources = {e.source for e in triggers}
    added = [e for e in events if e.kind == "mana_added" and e.source in sources]
    for event in added * max(produced - 1, 0):
        state.pools[event.player].update(event.mana.strip("{}").split("}{"))
    again: list[Any] = (triggers + added) * max(produced - 1, 0)
    return events + again


class TriggersPerMana(Replaced, Corrupted):
    """Triggers a "tapped for mana" ability once per mana produced, not once per mana ability (CR 106.12a):
    Wild Growth on a land under Mana Reflection adds {G} twice."""

    name = "tapped-for-mana triggers per mana"
    wrong = ((f"{RULES}.mana.mana_abilities:activate", _triggers_per_mana),)


def _pools_stay(right: Any, state: Any, **kwargs: Any) -> list[Any]:
    kept = {player: Counter(pool) for player, pool in state.pools.items()}
    events: list[Any] = right(state, **kwargs)
    for player, pool in kept.items():
        state.pools[player].update(pool)
    return events


class ManaStays(Replaced, Corrupted):
    """Never empties the mana pools as a step ends (CR 106.4, 500.5: they empty at the end of each step and
    phase), though it reports them emptied."""

    name = "mana stays"
    wrong = ((f"{RULES}.mana.payment:empty_pools", _pools_stay),)


def _untaps_lands_only(right: Any, state: Any, *args: Any) -> list[Any]:
    return [p for p in right(state, *args) if p.is_type("Land")]


class UntapsOnlyLands(Replaced, Corrupted):
    """In the untap step untaps only the active player's lands (CR 502.3: the active player untaps all their
    permanents)."""

    name = "untaps only lands"
    wrong = ((f"{RULES}.turn_structure.untap_step:untap_plan", _untaps_lands_only),)


def _untaps_all_players(right: Any, state: Any, active: str, *args: Any) -> list[Any]:
    plan = {p.id for p in right(state, active, *args)}
    return [p for p in state.battlefield() if p.id in plan or (p.tapped and p.controller != active)]


class UntapsEveryone(Replaced, Corrupted):
    """In each untap step untaps every player's permanents (CR 502.3: the active player's, unless an effect such
    as Prophet of Kruphix's says otherwise)."""

    name = "untaps everyone"
    wrong = ((f"{RULES}.turn_structure.untap_step:untap_plan", _untaps_all_players),)


# Engines whose replies (or whose state, behind them) are wrong in one way.


class RefusalStillTaps(Corrupted):
    """Taps a permanent for an activation before finding it illegal, and doesn't reverse it (CR 733.1: an
    illegal action is reversed, and no payment happens)."""

    name = "refusal still taps"

    def corrupt(self, message: Message, reply: Message) -> Message:
        """Tap the permanent an illegal activation was about."""
        action = message.get("action") or {}
        if action.get("type") == "activate" and reply.get("outcome") == "illegal":
            state = self.inner.game.state
            obj = state.object(str(action.get("object")))
            if obj.zone == "battlefield":
                obj.tapped = True
        return reply


class GenericMana(Corrupted):
    """Files colorless mana in the pool as "generic" (CR 106.1b: the six types of mana are white, blue, black,
    red, green and colorless; generic is a kind of cost, CR 107.4b, not of mana)."""

    name = "generic mana"

    def corrupt(self, message: Message, reply: Message) -> Message:
        """Rename {C} in pool answers."""
        query = message.get("query") or {}
        if query.get("type") == "mana_pool" and isinstance(reply.get("value"), dict):
            value = dict(reply["value"])
            value["generic"] = value.pop("C", 0)
            reply["value"] = value
        return reply


class ManaAbilitiesOnTheStack(Corrupted):
    """Puts each mana ability activated on the stack, where it stays until the next other action (CR 605.3b:
    a mana ability doesn't go on the stack; it resolves immediately)."""

    name = "mana abilities on the stack"

    def __init__(self) -> None:
        super().__init__()
        self.pending: list[Message] = []

    def corrupt(self, message: Message, reply: Message) -> Message:
        """Remember legal mana activations; add them to the stack's answer."""
        action = message.get("action") or {}
        if message.get("cmd") == "setup":
            self.pending = []
        elif message.get("cmd") == "act" and reply.get("outcome") == "ok":
            events = reply.get("events") or []
            mana = any(
                e.get("kind") == "mana_added" and e.get("source") == action.get("object") for e in events
            )
            if action.get("type") == "activate" and mana:
                item = {
                    "id": f"mana-{len(self.pending)}",
                    "kind": "ability",
                    "source": action.get("object"),
                    "controller": action.get("player"),
                    "text": "mana ability",
                }
                self.pending.append(item)
            else:
                self.pending = []
        query = message.get("query") or {}
        if query.get("type") == "stack" and reply.get("outcome") == "value":
            reply["value"] = [*reply["value"], *self.pending]
        return reply


class CanCastIgnoresTiming(Corrupted):
    """Answers can_cast without the timing rules, so it says a creature may be cast in the opponent's turn
    (CR 117.1a), while casting it is refused."""

    name = "can_cast ignores timing"

    def corrupt(self, message: Message, reply: Message) -> Message:
        """Say legal where only timing forbids it."""
        query = message.get("query") or {}
        raw = reply.get("value")
        value: dict[str, Any] = raw if isinstance(raw, dict) else {}
        timing_only = "117.1a" in str(value.get("reason", ""))
        if query.get("type") == "can_cast" and timing_only and not value.get("legal"):
            reply["value"] = {"legal": True, "reason": ""}
        return reply


class CountersAreNotToughness(Corrupted):
    """Reads a creature's toughness from its card alone, ignoring its +1/+1 counters (CR 122.1a, 613.4c), so a
    Hangarback Walker with counters is a 0/0 and state-based actions put it into the graveyard (CR 704.5f) as
    the game is set up — where no event can say so."""

    name = "counters aren't toughness"

    def corrupt(self, message: Message, reply: Message) -> Message:
        """After setup, the 0/0s by printed toughness go to the graveyard."""
        if message.get("cmd") == "setup" and reply.get("outcome") == "ok":
            for obj in self.inner.game.state.battlefield():
                if obj.card.name in ("Hangarback Walker", "Endless One"):
                    obj.zone = "graveyard"
        return reply


def _attacks_without_tapping(right: Any, *args: Any) -> Any:
    with replaced(f"{RULES}.actions:tap", _taps_nothing):
        return right(*args)


class AttackersStayUntapped(Replaced, Corrupted):
    """Declares attackers without tapping them (CR 508.1f: the active player taps the chosen creatures; only
    vigilance, CR 702.20b, lets an attacker stay untapped)."""

    name = "attackers stay untapped"
    wrong = ((f"{RULES}.combat_phase.declaring_attackers:declare_attackers", _attacks_without_tapping),)


def _in_combat_wherever(right: Any, state: Any) -> Any:
    fighters = (state.objects.get(i) for i in (*state.combat.attackers, *state.combat.blockers))
    with seen_as([o for o in fighters if o is not None and o.zone != "battlefield"], zone="battlefield"):
        return right(state)


class GoneCreaturesStrikeBack(Replaced, Corrupted):
    """Keeps a creature in combat after it leaves the battlefield, so a blocker dealt lethal first-strike
    damage still deals regular combat damage from its owner's graveyard (CR 506.4, 510.4)."""

    name = "gone creatures strike back"
    wrong = (
        (f"{RULES}.combat_phase.in_combat:attacking", _in_combat_wherever),
        (f"{RULES}.combat_phase.in_combat:blocking", _in_combat_wherever),
    )


def _damage_overlooked(right: Any, state: Any) -> list[Any]:
    damaged = [p for p in state.battlefield() if p.damage and not p.deathtouch_damage]
    marked = {p.id: p.damage for p in damaged}
    with seen_as(damaged, damage=0):
        events: list[Any] = right(state)
    for p in damaged:
        p.damage = marked[p.id] if p.zone == "battlefield" else 0
    return events


class LethalDamageLingers(Replaced, Corrupted):
    """Leaves a creature with lethal damage marked on it on the battlefield (CR 704.5g: it is destroyed as
    state-based actions are checked, before any player receives priority, CR 704.3)."""

    name = "lethal damage lingers"
    wrong = ((f"{RULES}.state_based:check_state_based_actions", _damage_overlooked),)


def _reverse_apnap(right: Any, state: Any, players: Any = None) -> list[str]:
    return list(reversed(right(state, players)))


class TriggersInReverseApnap(Replaced, Corrupted):
    """Takes APNAP order backwards, so it puts triggered abilities on the stack the last player's first (CR 101.4,
    603.3b: the active player's go on the stack first, so the last player's resolve first)."""

    name = "triggers in reverse APNAP order"
    wrong = ((f"{RULES}.actions:apnap_order", _reverse_apnap),)


def _nothing_prevented(right: Any, state: Any, source: Any, recipient: Any) -> bool:
    return False


class ProtectionPreventsNothing(Replaced, Corrupted):
    """Lets sources of the stated colour deal damage to a permanent with protection (CR 702.16e: "Any damage that
    would be dealt by sources that have the stated quality to a permanent or player with protection is
    prevented")."""

    name = "protection prevents no damage"
    wrong = ((f"{RULES}.protection:prevented", _nothing_prevented),)


def _any_blocker(right: Any, state: Any, attacker: Any, blocker: Any) -> str:
    return ""


class ProtectionLetsItBeBlocked(Replaced, Corrupted):
    """Lets creatures of the stated colour block an attacking creature with protection (CR 702.16f)."""

    name = "protection lets it be blocked"
    wrong = ((f"{RULES}.protection:why_unblockable_by", _any_blocker),)
