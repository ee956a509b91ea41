"""Priority, the stack and the turn: passing, resolving, advancing, what is on the stack, what triggered."""

from __future__ import annotations

from pytest_bdd import parsers

from rulings.steps import language
from rulings.steps.language import ATTEMPT, PLAYER
from rulings.steps.table import Table
from rulings.steps.vocabulary import then, when


@when(parsers.re(rf"{PLAYER} {ATTEMPT}(?:passes|pass) priority"))
def passes_priority(table: Table, player: str, attempt: str | None = None) -> None:
    """One player passes priority (CR 117.3d)."""
    table.act({"type": "pass_priority", "player": player}, attempt=bool(attempt))


@when(parsers.re(r"all players (?P<attempt>try to )?pass priority"))
def all_pass(table: Table, attempt: str | None = None) -> None:
    """Each player passes once in succession, from the one who has priority (CR 117.4)."""
    table.act({"type": "resolve"}, attempt=bool(attempt))


@when(parsers.re(rf"the game (?P<attempt>tries to advance|advances) to {PLAYER}'s (?P<step>.+)"))
def advance(table: Table, attempt: str, player: str, step: str) -> None:
    """Everyone passes with an empty stack until that step of that player's turn begins."""
    action = {"type": "advance", "player": player, "step": language.step_name(step)}
    table.act(action, attempt=attempt == "tries to advance")


@then(parsers.re(r"it is turn (?P<number>\d+)"))
def turn_number(table: Table, number: str) -> None:
    """The turn's number, counting the turns taken since the game was set up (the board's `turn.number`)."""
    observed = table.query({"type": "board"})["turn"]["number"]
    assert observed == int(number), f"it is turn {observed}, expected turn {number}"


@then(parsers.re(r"the stack (?:is empty|holds (?P<count>\w+) (?:object|objects))"))
def stack_holds(table: Table, count: str | None) -> None:
    """How many objects are on the stack: mana abilities never use it (CR 605.3b)."""
    stack = table.query({"type": "stack"})
    expected = language.NUMBERS.get(count, 0) if count else 0
    assert len(stack) == expected, f"the stack holds {len(stack)} objects, expected {expected}: {stack}"


@then(parsers.re(r"the top of the stack is (?:the spell (?P<spell>.+)|an ability of (?P<source>.+))"))
def top_of_stack(table: Table, spell: str | None = None, source: str | None = None) -> None:
    """What was put on the stack last (CR 405.2): a spell, whose source is its card, or an ability (CR 113)."""
    stack = table.query({"type": "stack"})
    assert stack, "the stack is empty"
    top = stack[-1]
    kind, name = ("spell", spell) if spell else ("ability", source)
    expected = table.object_id(str(name))
    observed = (top.get("kind"), top.get("source"))
    assert observed == (kind, expected), f"the top of the stack is {observed}, expected {(kind, expected)}"


@then(parsers.re(r"(?P<source>.+?)'s ability (?:triggered (?P<times>.+)|did not trigger)"))
def ability_triggered(table: Table, source: str, times: str | None) -> None:
    """How many times the permanent's abilities triggered since the game was set up (from the event log)."""
    source_id = table.object_id(source)
    events = table.query({"type": "events"})
    observed = sum(1 for e in events if e.get("kind") == "triggered" and e.get("source") == source_id)
    expected = language.count(times) if times else 0
    assert observed == expected, f"{source}'s ability triggered {observed} times, expected {expected}"
