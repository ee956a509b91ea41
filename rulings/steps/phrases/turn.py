"""The turn's own actions, in a player's words: drawing, the hand and its maximum size, discarding in the
cleanup step (CR 504, 514), where the turn is and who has priority."""

from __future__ import annotations

from rulings.steps import language
from rulings.steps.language import ATTEMPT, PLAYER
from rulings.steps.table import Table
from rulings.steps.vocabulary import then, when


@when(
    rf"{PLAYER} {ATTEMPT}(?:discards|discard) (?P<cards>.+?) to (?:her|his|their) maximum hand size as the game "
    rf"advances to (?P<whose>[A-Z]\w*)'s (?P<step>.+)"
)
def discards_as_game_advances(
    table: Table, *, player: str, attempt: str | None, cards: str, whose: str, step: str
) -> None:
    """The game advances through the player's cleanup step, where they choose these cards to discard (CR 514.1)."""
    chosen = [table.object_id(name, default_player=player) for name in cards.split(" and ")]
    action = {"type": "advance", "player": whose, "step": language.step_name(step), "discard": chosen}
    table.act(action, attempt=bool(attempt))


@then(rf"{PLAYER} has (?P<count>no|\w+) cards? in (?:her|his|their) (?P<zone>hand|graveyard)")
def cards_in_hand(table: Table, *, player: str, count: str, zone: str) -> None:
    """How many cards are in the player's hand (CR 402.1) or graveyard (CR 404.1): a copy of a spell is no
    card, and ceases to exist there (CR 704.5e)."""
    board = table.query({"type": "board"})
    observed = sum(1 for o in board["objects"] if o["zone"] == zone and o["owner"] == player)
    expected = 0 if count == "no" else language.NUMBERS.get(count) or int(count)
    assert observed == expected, f"{player} has {observed} cards in her {zone}, expected {expected}"


@then(rf"(?:(?P<nobody>no player)|{PLAYER}) has priority")
def who_has_priority(table: Table, *, nobody: str | None, player: str | None) -> None:
    """Who has priority now (CR 117.3): the board's `priority`, empty when no one has it."""
    observed = table.query({"type": "board"}).get("priority", "")
    expected = "" if nobody else player
    assert observed == expected, f"{observed or 'no player'} has priority, expected {expected or 'no player'}"


# No step's name holds " and ": "... step and Alice has priority" is combat_steps.py's phrase.
@then(rf"it is {PLAYER}'s (?P<step>(?:(?! and ).)+)")
def it_is_now(table: Table, *, player: str, step: str) -> None:
    """Whose turn it is and which step, now (CR 500.1)."""
    turn = table.query({"type": "board"})["turn"]
    observed = (turn["active"], turn["step"])
    expected = (player, language.step_name(step))
    assert observed == expected, (
        f"it is {observed[0]}'s {observed[1]}, expected {expected[0]}'s {expected[1]}"
    )


@then(rf"{PLAYER} (?P<verb>drew|discarded|revealed) (?P<count>no|\w+) cards?")
def drew_or_discarded(table: Table, *, player: str, verb: str, count: str) -> None:
    """How many cards the player drew (CR 121.1), discarded (CR 701.9a) or revealed (CR 701.20a) since the game
    was set up: the `drew`, `discarded` or `revealed` events."""
    events = table.query({"type": "events"})
    observed = sum(1 for e in events if e.get("kind") == verb and e.get("player") == player)
    expected = 0 if count == "no" else language.NUMBERS.get(count) or int(count)
    assert observed == expected, f"{player} {verb} {observed} cards, expected {expected}"


@then(r"the steps and phases that began were (?P<steps>.+)")
def steps_and_phases_began(table: Table, *, steps: str) -> None:
    """Every step (and main phase) that began since the game was set up, in order, from the event log: "the
    combat damage step, the end of combat step, the upkeep and the postcombat main phase". A skipped step yields
    no `step_began` (CR 500.11)."""
    names = [part.removeprefix("the ") for chunk in steps.split(", ") for part in chunk.split(" and the ")]
    expected = [language.step_name(name) for name in names]
    events = table.query({"type": "events"})
    observed = [e["step"] for e in events if e.get("kind") == "step_began"]
    assert observed == expected, f"the steps and phases that began were {observed}, expected {expected}"
