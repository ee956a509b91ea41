"""The harness's own promises, checked on fuzzed games: the board notation round-trips, an engine answers
every request within the protocol and in time, the same game gives the same observations, and (in
differential mode) two engines observe the same game alike."""

from __future__ import annotations

from typing import Any

from rulings.fuzz.invariants import Step, declare, fail, invariant
from rulings.fuzz.observe import Observation
from rulings.protocol.notation import format_board, parse_board
from rulings.protocol.session import Game

declare(
    "documented-errors-only",
    "protocol v1 (docs/protocol.md)",
    "An engine answers every request with ok, illegal, unsupported or value; an exception, an error "
    "reply or a malformed reply is a bug in it.",
)
declare(
    "never-hangs",
    "protocol v1 (docs/protocol.md)",
    "An engine answers every request within the deadline: its loops are bounded.",
)
declare(
    "engines-agree",
    "the reference engine's reading of the rules",
    "In differential mode both engines, playing the same game, find the same actions legal and answer "
    "every query alike.",
)
declare(
    "determinism",
    "CR 101.1 (the game follows its rules), protocol v1",
    "The same board and the same actions give the same observations, every time.",
)


def canonical(game: Game) -> dict[str, Any]:
    """A board with defaults spelt out, so that equal boards compare equal."""
    objects = []
    for spec in game.get("objects", []):
        obj: dict[str, Any] = {"controller": spec.get("controller", spec["owner"]), "zone": "battlefield"}
        obj.update({k: v for k, v in spec.items() if v not in (False, {}, "", None)})
        objects.append(obj)
    turn = dict(game["turn"])
    pools = {p: m for p, m in (game.get("pools") or {}).items() if m}
    priority = game.get("priority", "" if turn["step"] in ("untap", "cleanup") else turn["active"])
    return {
        "players": game["players"],
        "turn": turn,
        "priority": priority,
        "objects": objects,
        "pools": pools,
    }


@invariant("notation-round-trips", "our board notation (rulings/notation.py)", after={"setup"})
def notation_round_trips(step: Step) -> bool:
    """Every board's one-line notation parses back to the same board.

    parse_board(format_board(board)) is the board."""
    board = step.world.game
    text = format_board(board)
    try:
        again = parse_board(text)
    except ValueError as bad:
        raise fail("notation-round-trips", f"the notation {text!r} doesn't parse: {bad}") from bad
    if canonical(again) != canonical(board):
        raise fail("notation-round-trips", f"{text!r} parses to {canonical(again)}, not {canonical(board)}")
    return True


@invariant(
    "zone-changes-are-events",
    "protocol v1 (docs/protocol.md: events list what each action did)",
    after={"observe"},
)
def zone_changes_are_events(step: Step) -> bool:
    """Every permanent the events say is on the battlefield is there: nothing leaves it unannounced.

    Each permanent the fuzzer knows of from the board and the events, against the engine's answer."""
    things = step.world.battlefield()
    for thing in things:
        zone = step.now.ask({"type": "object", "object": thing.id}).get("zone")
        if zone != "battlefield":
            raise fail(
                "zone-changes-are-events",
                f"{thing.card} ({thing.id}) is in the {zone}, but no event said it left the battlefield",
                Observation("zone", thing.id),  # where it should be is the rules' to say: the reference's
            )
    return bool(things)


def _note_can(step: Step) -> None:
    action = step.action or {}
    kind = {"activate": "can_activate", "cast": "can_cast"}[str(action.get("type"))]
    query = {k: v for k, v in action.items() if k != "type"} | {"type": kind}
    step.notes["can"] = step.before.ask(query)


@invariant(
    "can-agrees-with-doing",
    "protocol v1 (docs/protocol.md: can_activate, can_cast)",
    after={"activate", "cast"},
    prefetch=_note_can,
)
def can_agrees_with_doing(step: Step) -> bool:
    """Asking whether an action is legal gives the verdict taking it does.

    The can_x answer before the action, against the action's outcome."""
    answer = step.notes.get("can")
    if not isinstance(answer, dict) or step.played is None or step.played.outcome == "unsupported":
        return False
    if bool(answer.get("legal")) != step.legal:
        said = "legal" if answer.get("legal") else f"illegal ({answer.get('reason', '')})"
        raise fail(
            "can-agrees-with-doing",
            f"asked first, the engine said {said}; taken, the action was {step.played.outcome}"
            + (f" ({step.played.reason})" if step.played.reason else ""),
            Observation("legality"),
        )
    return True
