"""The counterexample printer: a shrunk failing game as a ready-to-paste Gherkin scenario in our steps.

The Given lines lay out the board, the When lines replay the actions, and the Then lines assert what the
rules say of the observations that broke the invariant. Those expected values come from the reference
engine (the executable reading of the rules) replaying the same game; where it can't, from the invariant
itself. So the scenario passes on the reference engine and fails on the engine the fuzzer caught.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rulings.fuzz.cards import TYPES, facts_of
from rulings.fuzz.invariants import CATALOGUE
from rulings.fuzz.naming import Names, pronoun
from rulings.fuzz.observe import Observation, Played
from rulings.fuzz.trace import Counterexample
from rulings.protocol.notation import format_board
from rulings.protocol.session import Game, Message, Session, Unsupported
from rulings.protocol.turn import default_priority
from rulings.steps.language import WORDS

NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
SessionFactory = Callable[[], Session]


@dataclass
class Replay:
    """A game replayed on one engine: each action's outcome, and the answers to the observations."""

    outcomes: list[str] = field(default_factory=list)
    values: dict[Observation, Any] = field(default_factory=dict)
    declined: bool = False


def replay(session: Session, board: Game, actions: list[Message], observations: list[Observation]) -> Replay:
    """Play the game on a fresh engine and observe, then stop it; one that declines or fails leaves it partial."""
    result = Replay()
    try:
        session.setup(board)
        for action in actions:
            played = session.act(action)
            result.outcomes.append("ok" if played.legal else "illegal")
        for observation in observations:
            with contextlib.suppress(Unsupported):  # what it can't say is left out, the rest still shown
                result.values[observation] = _observe(session, observation, result.outcomes)
    except Unsupported:
        result.declined = True
    except Exception:  # the engine may be the broken one: a partial replay is all it gives
        result.declined = True
    finally:
        session.stop()
    return result


def _observe(session: Session, observation: Observation, outcomes: list[str]) -> Any:
    kind, subject = observation.kind, observation.subject
    if kind == "legality":
        return outcomes[-1] == "ok" if outcomes else None
    if kind in ("tapped", "zone", "mana_value"):
        return session.query({"type": "object", "object": subject}).get(kind)
    if kind in ("counters", "damage"):  # optional fields, left out where there are none
        value = session.query({"type": "object", "object": subject})
        return (
            int(value.get("damage") or 0)
            if kind == "damage"
            else int((value.get("counters") or {}).get(observation.detail, 0))
        )
    if kind in ("triggered", "added", "untapped"):
        return _from_events(session.query({"type": "events"}), observation)
    query = {
        "pool": {"type": "mana_pool", "player": subject},
        "could_produce": {"type": "could_produce", "object": subject},
        "stack": {"type": "stack"},
    }[kind]
    value = session.query(query)
    if kind == "pool":
        return {t: int(value.get(t, 0)) for t in TYPES}
    return sorted(value, key=TYPES.index) if kind == "could_produce" else len(value)


def _from_events(events: list[Message], observation: Observation) -> Any:
    """How often the source triggered or the object untapped, or which mana it added to a pool, since setup."""
    if observation.kind == "untapped":
        return sum(
            1 for e in events if e.get("kind") == "untapped" and e.get("object") == observation.subject
        )
    mine = [e for e in events if e.get("source") == observation.subject]
    if observation.kind == "triggered":
        return sum(1 for e in mine if e.get("kind") == "triggered")
    added = [e for e in mine if e.get("kind") == "mana_added" and e.get("player") == observation.player]
    units = [u for e in added for u in str(e.get("mana", "")).strip("{}").split("}{") if u]
    return sorted(units, key=TYPES.index)


def print_scenario(
    counterexample: Counterexample,
    reference: SessionFactory | None = None,
    faulty: SessionFactory | None = None,
    engine_name: str = "the engine",
    rerun: str = "",
) -> str:
    """The counterexample as a scenario, with comments saying what broke and how to rerun it."""
    board = counterexample.board
    names = Names(board.get("objects", []))
    played = list(counterexample.played)
    if counterexample.failing_action is not None:
        played.append(Played(counterexample.failing_action, "ok"))
    actions = [p.action for p in played]
    wanted = [o for o in counterexample.violation.observations if _printable(o, names)]
    if not wanted or all(o.kind == "legality" for o in wanted):
        wanted += [Observation("pool", p) for p in board["players"]]
    truth = replay(reference(), board, actions, wanted) if reference else Replay(declined=True)
    seen = replay(faulty(), board, actions, wanted) if faulty else Replay(declined=True)
    violation = counterexample.violation
    invariant = CATALOGUE.get(violation.invariant)
    lines = [f"# Found by the fuzzer{f' ({rerun})' if rerun else ''} on {engine_name}."]
    rule = f" ({invariant.rule})" if invariant else ""
    lines += [f"# Invariant {violation.invariant}{rule}:"]
    lines += [f"#   {line}" for line in violation.message.splitlines()[:6]]
    lines += [f"# Board: {format_board(board)}"]
    if truth.declined:
        lines.append(
            "# The reference engine couldn't replay this game: the Then lines state what the invariant says."
        )
    steps = _given(board, names) + _when_then(played, names, truth, seen, wanted)
    lines.append(f"Scenario: Fuzzed: {_title(steps) or violation.invariant}")
    return "\n".join([*lines, *steps]) + "\n"


def _title(steps: list[str]) -> str:
    """The scenario's claim in plain words: its first Then, with the action it judges if it judges one."""
    for index, line in enumerate(steps):
        if line.startswith("  Then "):
            claim = line.removeprefix("  Then ")
            if claim.startswith("that is "):
                action = steps[index - 1].split(" ", 3)[-1] if index else "that"
                claim = f"{action}: {claim.removeprefix('that is ')}"
            return claim[0].upper() + claim[1:]
    return ""


def _printable(observation: Observation, names: Names) -> bool:
    if observation.kind in ("pool", "stack", "legality"):
        return True
    try:
        return names.is_nameable(observation.subject)
    except KeyError:
        return False


# Given: the board, in table order, one line per run of objects of one player in one zone.


def _given(board: Game, names: Names) -> list[str]:
    lines = []
    players = board["players"]
    if players != ["Alice", "Bob"]:
        lines.append(f"{', '.join(players[:-1])} and {players[-1]} are playing")
    turn = board["turn"]
    if (turn["active"], turn["step"]) != (players[0], "precombat_main"):
        lines.append(f"it is {turn['active']}'s {WORDS[turn['step']]}")
    runs: list[tuple[str, str, list[str]]] = []
    for spec in board.get("objects", []):
        owner, zone = spec.get("controller", spec["owner"]), spec.get("zone", "battlefield")
        if not runs or runs[-1][:2] != (owner, zone):
            runs.append((owner, zone, []))
        runs[-1][2].append(_describe(spec, names))
    for owner, zone, items in runs:
        listed = _join(items)
        lines.append(
            f"{owner} controls {listed}"
            if zone == "battlefield"
            else f"{owner} has {listed} in {pronoun(owner)} {zone}"
        )
    for player, mana in (board.get("pools") or {}).items():
        if mana:
            lines.append(f"{player}'s mana pool holds {mana}")
    default = default_priority(turn["active"], turn["step"])
    if board.get("priority", default) != default:
        lines.append(f"{board['priority']} has priority")
    return [f"  {'Given' if i == 0 else 'And'} {line}" for i, line in enumerate(lines)] or [
        "  Given Alice and Bob are playing"
    ]


def _describe(spec: Any, names: Names) -> str:
    words = [w for w, on in (("tapped", spec.get("tapped")), ("summoning-sick", spec.get("sick"))) if on]
    text = " ".join([*words, spec["card"]])
    article = "an" if text[0].lower() in "aeiou" else "a"
    text = f"{article} {text}"
    for kind, count in (spec.get("counters") or {}).items():
        text += f" with {count} {kind} counter{'s' if count != 1 else ''}"
    if spec.get("attached_to"):
        target = spec["attached_to"]
        holder = names.controller(target)
        owner = spec.get("controller", spec["owner"])
        whose = pronoun(owner) if holder == owner else f"{holder}'s"
        text += f" attached to {whose} {names.card(target)}"
    return text


def _join(items: list[str]) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


# When: the actions. Then: the observations, as the reference engine answers them.


def _when_then(
    played: list[Played], names: Names, truth: Replay, seen: Replay, wanted: list[Observation]
) -> list[str]:
    steps: list[tuple[str, str]] = []  # (keyword, text); keyword "#" for a comment
    for index, step in enumerate(played):
        right = truth.outcomes[index] if index < len(truth.outcomes) else step.outcome
        found = seen.outcomes[index] if index < len(seen.outcomes) else step.outcome
        phrase = _phrase(step.action, names, attempt=right != "ok" or found != "ok")
        if phrase is None:
            steps.append(("#", f"({_plain(step.action)}: {right}; no step says it, so it is left out)"))
            continue
        steps.append(("When", phrase))
        last = index == len(played) - 1
        if right != found or (last and any(o.kind == "legality" for o in wanted)):
            steps.append(("Then", f"that is {'legal' if right == 'ok' else 'illegal'}"))
            if right != found:
                steps.append(("#", f"the engine found it {'illegal' if right == 'ok' else 'legal'}"))
                return _render(steps)
    for observation in wanted:
        value = (
            observation.expected if truth.declined else truth.values.get(observation, observation.expected)
        )
        agreeing = not seen.declined and seen.values.get(observation) == value
        if agreeing and observation.expected is not None and observation.expected != value:
            steps.append(
                ("#", "the reference engine answers as the engine does here; this is what the rule says:")
            )
            value = observation.expected
        if observation.kind == "legality" or value is None:
            continue
        steps.append(("Then", _then(observation, value, names)))
        if not seen.declined and observation in seen.values and seen.values[observation] != value:
            steps.append(("#", f"the engine: {_then(observation, seen.values[observation], names)}"))
    return _render(steps)


def _render(steps: list[tuple[str, str]]) -> list[str]:
    """Step lines, a keyword that repeats the previous step's written as "And"."""
    lines, previous = [], "Given"
    for keyword, text in steps:
        if keyword == "#":
            lines.append(f"  # {text}")
            continue
        lines.append(f"  {'And' if keyword == previous else keyword} {text}")
        previous = keyword
    return lines


def _phrase(action: Message, names: Names, attempt: bool) -> str | None:
    kind = action.get("type")
    player = str(action.get("player", ""))
    if kind == "activate":
        subject = str(action["object"])
        choices = action.get("choices") or {}
        card = names.card(subject)
        facts = facts_of(card)
        taps = facts.only_tap_abilities or (facts.is_type("Land") and not facts.mana)
        verb = (
            ("tries to tap" if attempt else "taps")
            if taps
            else ("tries to activate" if attempt else "activates")
        )
        text = f"{player} {verb} {names.reference(subject, player)}"
        if choices.get("sacrifice"):
            victim = str(choices["sacrifice"])
            text += f", sacrificing {pronoun(player)} {names.card(victim)}"
        text += f" for {{{choices['mana']}}}" if choices.get("mana") else " for mana"
        if choices.get("order"):
            text += ", applying " + " then ".join(names.reference(str(o)) for o in choices["order"])
        return text
    if kind == "cast":
        return _cast_phrase(action, names, attempt)
    if kind == "pass_priority":
        return f"{player} {'tries to pass' if attempt else 'passes'} priority"
    if kind in ("declare_attackers", "declare_blockers"):
        return _combat_phrase(action, names, attempt)
    plain: dict[str, Callable[[], str]] = {
        "resolve": lambda: "all players pass priority",
        "advance": lambda: f"the game advances to {player}'s {WORDS[str(action['step'])]}",
    }
    # No step says "tries to" of the others: an illegal one is left out (it changed nothing, CR 733.1).
    return plain[str(kind)]() if kind in plain and not attempt else None


def _combat_phrase(action: Message, names: Names, attempt: bool) -> str:
    """Declaring attackers or blockers, as steps/phrases/combat.py reads it."""
    player = str(action.get("player", ""))
    if action.get("type") == "declare_attackers":
        attackers = action.get("attackers") or []
        if not attackers:
            return f"{player} {'tries to declare' if attempt else 'declares'} no attackers"
        creatures = _listed([names.card(str(a["object"])) for a in attackers])
        return f"{player} {'tries to attack' if attempt else 'attacks'} {attackers[0]['defender']} with {creatures}"
    by_attacker: dict[str, list[str]] = {}
    for block in action.get("blocks") or []:
        by_attacker.setdefault(str(block["attacker"]), []).append(names.card(str(block["blocker"])))
    if not by_attacker:
        return f"{player} {'tries to declare' if attempt else 'declares'} no blockers"
    parts = [f"{names.card(a)} with {_listed(b)}" for a, b in by_attacker.items()]
    return f"{player} {'tries to block' if attempt else 'blocks'} " + " and blocks ".join(parts)


def _listed(cards: list[str]) -> str:
    """ "A", "A and B", "A, B and C" """
    return cards[0] if len(cards) == 1 else f"{', '.join(cards[:-1])} and {cards[-1]}"


def _cast_phrase(action: Message, names: Names, attempt: bool) -> str:
    player, subject = str(action["player"]), str(action["object"])
    text = f"{player} {'tries to cast' if attempt else 'casts'} {names.reference(subject, player)}"
    if action.get("from"):
        text += f" from {pronoun(names.controller(subject))} {action['from']}"
    if action.get("as"):
        text += " as a creature" if action["as"] == "creature" else " as an Aura"
    if action.get("x") is not None:
        text += f" with X = {action['x']}"
    for target in action.get("targets") or ():
        text += f" targeting {names.reference(str(target), player)}"
    return text


def _then(observation: Observation, value: Any, names: Names) -> str:
    kind, subject = observation.kind, observation.subject
    if kind == "pool":
        return f"{subject}'s mana pool is {_mana(value) or 'empty'}"
    if kind == "stack":
        held = f"holds {_count(value)} object{'s' if value != 1 else ''}"
        return f"the stack {held if value else 'is empty'}"
    reference = names.reference(subject)
    phrases = {
        "could_produce": lambda: (
            f"could produce {_join([f'{{{t}}}' for t in value]) if value else 'nothing'}"
        ),
        "tapped": lambda: f"is {'tapped' if value else 'untapped'}",
        "zone": lambda: (
            f"is on the {value}"
            if value in ("battlefield", "stack")
            else f"is in {pronoun(names.controller(subject))} {value}"
        ),
        "counters": lambda: f"has {value or 'no'} {observation.detail} counter{'' if value == 1 else 's'}",
        "mana_value": lambda: f"{value}",
        "damage": lambda: f"has {value or 'no'} damage marked on it",
        "triggered": lambda: _triggered(int(value)),
        "untapped": lambda: f"untapped {_times(int(value))}",
        "added": lambda: (
            f"added {''.join(f'{{{u}}}' for u in value) or 'nothing'} to {observation.player}'s mana pool"
        ),
    }
    if kind == "mana_value":
        return f"{reference}'s mana value is {value}"
    return f"{reference}{'' if kind == 'triggered' else ' '}{phrases[kind]()}"


def _triggered(times: int) -> str:
    return "'s ability did not trigger" if times == 0 else f"'s ability triggered {_times(times)}"


def _times(n: int) -> str:
    return {0: "no times", 1: "once", 2: "twice"}.get(n, f"{n} times")


def _mana(pool: Any) -> str:
    if isinstance(pool, dict):
        return "".join(f"{{{t}}}" * int(pool.get(t, 0)) for t in TYPES)
    return "".join(f"{{{t}}}" for t in pool)


def _count(n: int) -> str:
    return NUMBER_WORDS.get(n, str(n))


def _plain(action: Message) -> str:
    return " ".join(f"{k}={v}" for k, v in action.items())
