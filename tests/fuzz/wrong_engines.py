"""Deliberately wrong engines for the fuzzer's tests: the reference engine, with one answer corrupted.

Each is a protocol Engine wrapping rulings/adapters/reference.py, so it is right about everything else;
the fuzzer must find the one wrong answer, shrink it, and print a scenario that shows it. Usable as
`--engine tests.fuzz.wrong_engines:ColorlessReflectingPool` by pytest and `rulings fuzz` alike.

Each misplays the rules in one way a rule forbids (cited in its docstring), as a careless engine would: some
corrupt a reply, others (`Rewritten`) are the reference engine with one piece of one rules function rewritten
while they answer, so their game state itself is wrong. tests/fuzz/test_checker.py shows that every one is
caught by a scenario and by an invariant, and that every invariant catches one.
"""

from __future__ import annotations

import contextlib
import importlib
import inspect
import random
import textwrap
import time
from collections.abc import Callable, Iterator
from types import CodeType
from typing import Any, ClassVar

from rulings.adapters.reference import ReferenceEngine
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


# The reference engine with one rules function rewritten.


class Rewritten(Corrupted):
    """The reference engine with `before` (found once in `target`'s source) replaced by `after` while it answers.

    The function's code object is swapped for the request's length only (as a mutation-testing tool rewrites
    a function), so a reference engine in the same process, answering in between, is unaffected.
    """

    target: ClassVar[str] = ""  # "module:function"
    before: ClassVar[str] = ""
    after: ClassVar[str] = ""

    def request(self, message: Message) -> Message:
        """Answer with the rewritten function in place."""
        with _rewritten(self.target, self.before, self.after):
            return super().request(message)


_CODE: dict[tuple[str, str, str], tuple[Any, CodeType]] = {}


@contextlib.contextmanager
def _rewritten(target: str, before: str, after: str) -> Iterator[None]:
    key = (target, before, after)
    if key not in _CODE:
        module_name, function_name = target.split(":")
        module = importlib.import_module(module_name)
        function = inspect.unwrap(getattr(module, function_name))
        source = textwrap.dedent(inspect.getsource(function))
        if source.count(before) != 1:
            raise AssertionError(
                f"{target} no longer reads {before!r} exactly once: repoint the wrong engine"
            )
        namespace: dict[str, Any] = dict(vars(module))
        exec(compile(source.replace(before, after), f"<wrong {function_name}>", "exec"), namespace)
        _CODE[key] = (function, inspect.unwrap(namespace[function_name]).__code__)
    function, code = _CODE[key]
    original = function.__code__
    function.__code__ = code
    try:
        yield
    finally:
        function.__code__ = original


class Replaced:
    """The reference engine with one of its general game actions (engine/rules/actions.py) done wrong while it
    answers: `wrong`, written here, stands for the action named by `target`, wherever a rule takes it. The wrong
    engine names the action and its behaviour, not a private function or its source text, so moving the rules
    that take the action doesn't repoint it. A mixin: a wrong engine is `(Replaced, Corrupted)`."""

    target: ClassVar[str] = ""  # "module:function" of a public action
    wrong: ClassVar[Callable[..., Any]]

    def request(self, message: Message) -> Message:
        """Answer with the action replaced."""
        module_name, function_name = self.target.split(":")
        function = getattr(importlib.import_module(module_name), function_name)
        original = function.__code__
        function.__code__ = self.wrong.__code__
        try:
            reply: Message = super().request(message)  # type: ignore[misc]  # Corrupted's, after this mixin
        finally:
            function.__code__ = original
        return reply


class SorceriesInAnyStep(Rewritten):
    """Lets a noninstant spell be cast in any step of its caster's turn, not only a main phase (CR 117.1a, 307.1:
    "only during a main phase of their own turn when they have priority and the stack is empty")."""

    name = "sorcery timing in any step"
    target = "rulings.engine.rules.spells.casting_permissions:why_not_sorcery_timing"
    before = "if state.step not in MAIN_PHASES:"
    after = "if False:"


class CastsFromAnyZone(Rewritten):
    """Lets a player cast a card from their graveyard with no permission (CR 601.3: a player can begin to cast
    a spell only if a rule or effect allows it; CR 601.2a)."""

    name = "casts from any zone"
    target = "rulings.engine.rules.spells.casting_permissions:verify_zone_permission"
    before = 'if obj.zone == "hand" and obj.owner == player:'
    after = "if obj.owner == player:"


class TapsWhatIsTapped(Rewritten):
    """Lets a tapped permanent pay {T} again (CR 107.5: "a permanent that's already tapped can't be tapped
    again to pay the cost")."""

    name = "taps the tapped"
    target = "rulings.engine.rules.tapping:verify_tap_symbols"
    before = "if cost.tap and obj.tapped:"
    after = "if False:"


class UntapsWhatIsUntapped(Rewritten):
    """Lets an untapped permanent pay {Q} (CR 107.6: "a permanent that's already untapped can't be untapped
    again to pay the cost")."""

    name = "untaps the untapped"
    target = "rulings.engine.rules.tapping:verify_tap_symbols"
    before = "if cost.untap and not obj.tapped:"
    after = "if False:"


class NoSummoningSickness(Rewritten):
    """Lets a creature that came under its controller's control this turn pay {T} (CR 302.6)."""

    name = "no summoning sickness"
    target = "rulings.engine.rules.tapping:verify_tap_symbols"
    before = "if is_summoning_sick(state, obj, activating=True):"
    after = "if False:"


def _taps_nothing(obj: object) -> list[Any]:
    return []


class TapCostLeavesUntapped(Replaced, Corrupted):
    """Taps nothing: paying {T} checks the permanent is untapped without tapping it (CR 107.5: {T} means "Tap
    this permanent"; CR 701.26a), so it can pay again and again."""

    name = "{T} doesn't tap"
    target = "rulings.engine.rules.actions:tap"
    wrong = staticmethod(_taps_nothing)


class AbilitiesEverywhere(Rewritten):
    """Lets a permanent card's mana ability be activated from its owner's hand or graveyard (CR 113.6: the
    abilities of a permanent card function only on the battlefield)."""

    name = "abilities in every zone"
    target = "rulings.engine.rules.abilities.activated_abilities:verify_activate"
    before = 'if obj.zone != "battlefield" and not (obj.zone == "hand" and _hand_abilities(obj)):'
    after = "if False:"


class AnyoneActivates(Rewritten):
    """Lets a player activate another player's permanent's abilities (CR 602.2: only its controller can)."""

    name = "anyone activates"
    target = "rulings.engine.rules.abilities.activated_abilities:_verify_activator"
    before = "if obj.controller != player:"
    after = "if False:"


class AnyColorIncludesColorless(Rewritten):
    """Reads "one mana of any color" as any type, {C} too (CR 106.1a, 105.2c: colorless is not a color)."""

    name = "any color includes colorless"
    target = "rulings.engine.rules.mana.production:ability_types"
    before = "return frozenset(COLORS)"
    after = 'return frozenset(COLORS) | {"C"}'


class CouldProduceNeedsCosts(Rewritten):
    """Says a tapped permanent could produce nothing, as though its costs mattered (CR 106.7: what a permanent
    could produce is worked out "ignoring whether costs could be paid"); Reflecting Pool reads it so too."""

    name = "could-produce counts costs"
    target = "rulings.engine.rules.mana.could_produce:_types"
    before = "    result: set[str] = set()\n"
    after = "    result: set[str] = set()\n    if obj.tapped:\n        return frozenset()\n"


class CouldProduceIgnoresReplacements(Rewritten):
    """Works out what a permanent could produce without the replacement effects that apply to it (CR 106.7:
    "taking into account any applicable replacement effects"): a Forest under Contamination "could produce"
    {G} while tapping it adds {B}."""

    name = "could-produce ignores replacements"
    target = "rulings.engine.rules.mana.could_produce:_types"
    before = (
        "rules = tuple(e.rule for e in production.replacement_effects(obj, ability, obj.controller, statics))"
    )
    after = "rules = ()"


class ReplacementsSkipMana(Rewritten):
    """Applies no replacement effect to mana abilities (CR 106.12b, 614.1a: Contamination makes a land tapped
    for mana produce {B} instead)."""

    name = "replacement effects ignored"
    target = "rulings.engine.rules.mana.production:replacement_effects"
    before = "if not ability.cost.tap:\n        return []"
    after = "return []"


class UndefinedManaIsColorless(Rewritten):
    """Produces {C} where the type of mana is undefined (CR 106.5: it produces no mana instead): a lone
    Reflecting Pool taps for {C}, and that triggers Mana Flare."""

    name = "undefined mana is colorless"
    target = "rulings.engine.rules.mana.mana_abilities:verify"
    before = "if types and amount:\n        mana = (_mana_type(obj, types, choices),) * amount"
    after = 'if amount:\n        mana = (_mana_type(obj, types, choices) if types else "C",) * amount'


class TriggersPerMana(Rewritten):
    """Triggers a "tapped for mana" ability once per mana produced, not once per mana ability (CR 106.12a):
    Wild Growth on a land under Mana Reflection adds {G} twice."""

    name = "tapped-for-mana triggers per mana"
    target = "rulings.engine.rules.mana.mana_abilities:activate"
    before = "            events += _tapped_for_mana_triggers(state, player, obj, mana)"
    after = "            for _ in mana:\n                events += _tapped_for_mana_triggers(state, player, obj, mana)"


class ManaStays(Rewritten):
    """Never empties the mana pools as a step ends (CR 106.4, 500.5: they empty at the end of each step and
    phase), though it reports them emptied."""

    name = "mana stays"
    target = "rulings.engine.rules.mana.payment:empty_pools"
    before = "        pool.clear()"
    after = "        pass"


class UntapsOnlyLands(Rewritten):
    """In the untap step untaps only the active player's lands (CR 502.3: the active player untaps all their
    permanents)."""

    name = "untaps only lands"
    target = "rulings.engine.rules.turn_structure.untap_step:untap_plan"
    before = "if p.tapped and _untaps("
    after = 'if p.tapped and p.is_type("Land") and _untaps('


class UntapsEveryone(Rewritten):
    """In each untap step untaps every player's permanents (CR 502.3: the active player's, unless an effect such
    as Prophet of Kruphix's says otherwise)."""

    name = "untaps everyone"
    target = "rulings.engine.rules.turn_structure.untap_step:_untaps"
    before = "if permanent.controller != active:"
    after = "if False:"


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


class AttackersStayUntapped(Rewritten):
    """Declares attackers without tapping them (CR 508.1f: the active player taps the chosen creatures; only
    vigilance, CR 702.20b, lets an attacker stay untapped)."""

    name = "attackers stay untapped"
    target = "rulings.engine.rules.combat_phase.declaring_attackers:declare_attackers"
    before = 'if not has_keyword(state, obj, "Vigilance"):'
    after = "if False:"


class GoneCreaturesStrikeBack(Rewritten):
    """Keeps a creature in combat after it leaves the battlefield, so a blocker dealt lethal first-strike
    damage still deals regular combat damage from its owner's graveyard (CR 506.4, 510.4)."""

    name = "gone creatures strike back"
    target = "rulings.engine.rules.combat_phase.in_combat:_in_combat"
    before = 'obj.zone == "battlefield" and '
    after = ""


class LethalDamageLingers(Rewritten):
    """Leaves a creature with lethal damage marked on it on the battlefield (CR 704.5g: it is destroyed as
    state-based actions are checked, before any player receives priority, CR 704.3)."""

    name = "lethal damage lingers"
    target = "rulings.engine.rules.state_based:_check"
    before = (
        "if (_lethal_damage(state, p) or _deathtouch_damage(state, p)) and not is_indestructible(state, p)"
    )
    after = "if _deathtouch_damage(state, p) and not is_indestructible(state, p)"


def _reverse_apnap(state: Any, players: Any = None) -> list[str]:
    start = state.players.index(state.active)
    seated = state.players[start:] + state.players[:start]
    chosen = set(state.players if players is None else players)
    return [p for p in reversed(seated) if p in chosen]


class TriggersInReverseApnap(Replaced, Corrupted):
    """Takes APNAP order backwards, so it puts triggered abilities on the stack the last player's first (CR 101.4,
    603.3b: the active player's go on the stack first, so the last player's resolve first)."""

    name = "triggers in reverse APNAP order"
    target = "rulings.engine.rules.actions:apnap_order"
    wrong = staticmethod(_reverse_apnap)
