"""State-based actions and losing the game, in a player's words: poison counters, conceding, the legend rule's
choice, tokens that die and cease to exist (CR 104.3, 704)."""

from __future__ import annotations

from rulings.steps import language
from rulings.steps.language import ATTEMPT, PLAYER
from rulings.steps.table import Table
from rulings.steps.vocabulary import given, then, when


@given(rf"{PLAYER} has (?P<count>\d+|\w+) poison counters?")
def has_poison_counters(table: Table, *, player: str, count: str) -> None:
    """Poison counters on a player (CR 122.1f), as the board's `player_counters`."""
    assert player in table.game["players"], f"{player} isn't playing: {', '.join(table.game['players'])}"
    amount = language.NUMBERS.get(count) or int(count)
    table.game.setdefault("player_counters", {})[player] = {"poison": amount}


@when(rf"{PLAYER} {ATTEMPT}(?:concedes|concede) the game")
def concedes(table: Table, *, player: str, attempt: str | None) -> None:
    """The player concedes: they leave the game, at any time (CR 104.3a)."""
    table.act({"type": "concede", "player": player}, attempt=bool(attempt))


def _legendary(table: Table, card: str, player: str, zone: str) -> str:
    """The id of the player's card of that name that the board put in that zone."""
    for spec in table.game["objects"]:
        if spec["card"] == card and spec["owner"] == player and spec.get("zone", "battlefield") == zone:
            return spec["id"]
    raise AssertionError(f"the scenario has no {card} of {player}'s in the {zone}")


@when(
    rf"the (?P<card>.+?) in {PLAYER}'s hand (?P<how>is played|is cast and resolves)"
    r"(?:, and (?:she|he|they) (?:keeps|keep) the (?P<keep>new|old) one)?"
)
def legendary_arrives(table: Table, *, card: str, player: str, how: str, keep: str | None) -> None:
    """The player plays (CR 305.1) or casts the card from their hand, and all players pass until it resolves. If
    the legend rule then applies (CR 704.5j), they keep the new one or the old one (the action's `keep`), or
    leave the choice to the engine."""
    new = _legendary(table, card, player, "hand")
    choice = {}
    if keep:
        choice["keep"] = [new if keep == "new" else _legendary(table, card, player, "battlefield")]
    if how == "is played":
        table.act({"type": "play_land", "player": player, "object": new, **choice})
        return
    table.act({"type": "cast", "player": player, "object": new})
    table.act({"type": "resolve", **choice})


@then(
    r"the (?P<age>new|old) (?P<card>.+?) "
    r"(?P<fate>remains on the battlefield|was put into (?:its owner's|her|his|their) graveyard)"
)
def legendary_fate(table: Table, *, age: str, card: str, fate: str) -> None:
    """Where the card that was in its owner's hand (new) or on the battlefield (old) as the game began is now."""
    specs = [s for s in table.game["objects"] if s["card"] == card]
    zone = "hand" if age == "new" else "battlefield"
    object_id = next(s["id"] for s in specs if s.get("zone", "battlefield") == zone)
    observed = table.query({"type": "object", "object": object_id})["zone"]
    expected = "battlefield" if fate.startswith("remains") else "graveyard"
    assert observed == expected, f"the {age} {card} is in the {observed}, expected the {expected}"


@then(r"(?P<count>no|\w+) tokens? (?:was|were) created, died and ceased to exist")
def tokens_ceased_to_exist(table: Table, *, count: str) -> None:
    """Tokens created since the game was set up that died and are now nowhere (CR 704.5d): an `entered` event
    for an object the board didn't have, a `died` event for it, and no such object in the game now."""
    events = table.query({"type": "events"})
    present = {o["id"] for o in table.query({"type": "board"})["objects"]}
    setup = {o["id"] for o in table.game["objects"]}
    created = {e["object"] for e in events if e.get("kind") == "entered" and e.get("object") not in setup}
    died = {e["object"] for e in events if e.get("kind") == "died"}
    observed = len((created & died) - present)
    expected = 0 if count == "no" else language.NUMBERS.get(count) or int(count)
    assert observed == expected, (
        f"{observed} tokens were created, died and ceased to exist, expected {expected} "
        f"(created {sorted(created)}, died {sorted(died & created)}, still in the game {sorted(created & present)})"
    )
