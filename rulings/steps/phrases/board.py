"""The board, in a player's words: who plays, whose step it is, what each player controls and holds."""

from __future__ import annotations

from pytest_bdd import parsers

from rulings.steps import language
from rulings.steps.language import PLAYER
from rulings.steps.table import Table
from rulings.steps.vocabulary import given


@given(parsers.re(r"(?P<names>[A-Z]\w*(?:, [A-Z]\w*)* and [A-Z]\w*) are playing"))
def players_are_playing(table: Table, names: str) -> None:
    """Players in turn order; it is the first one's precombat main phase."""
    table.set_players(language.players(names))


@given(parsers.re(rf"it is {PLAYER}'s (?P<step>.+)"))
def it_is_step(table: Table, player: str, step: str) -> None:
    """Whose turn it is and which step."""
    table.set_turn(player, language.step_name(step))


@given(parsers.re(rf"{PLAYER} controls (?P<objects>.+)"))
def player_controls(table: Table, player: str, objects: str) -> None:
    """Permanents on the battlefield under the player's control."""
    for description in language.object_list(objects):
        table.put(player, description)


@given(
    parsers.re(rf"{PLAYER} has (?P<objects>.+) in (?:her|his|their) (?P<zone>hand|graveyard|library|exile)")
)
def player_has_in_zone(table: Table, player: str, objects: str, zone: str) -> None:
    """Cards the player owns in a zone other than the battlefield."""
    for description in language.object_list(objects):
        table.put(player, description, zone=zone)


@given(parsers.re(rf"{PLAYER}'s mana pool holds (?P<mana>.+)"))
def mana_pool_holds(table: Table, player: str, mana: str) -> None:
    """Unspent mana in the player's mana pool."""
    table.game.setdefault("pools", {})[player] = mana


@given(parsers.re(rf"{PLAYER} has priority"))
def player_has_priority(table: Table, player: str) -> None:
    """Priority is with that player (CR 117)."""
    table.game["priority"] = player


@given(rf"(?P<obj>.+?) (?:entered the battlefield|came under {PLAYER}'s control) this turn")
def arrived_this_turn(table: Table, *, obj: str, player: str | None) -> None:
    """Not controlled continuously since its controller's most recent turn began (CR 302.6): it entered the
    battlefield this turn, or another player gained control of it this turn."""
    spec = table.object_spec(obj)
    spec["sick"] = True
    if player:
        assert player in table.game["players"], f"{player} isn't playing: {', '.join(table.game['players'])}"
        spec["controller"] = player


@given(r"(?P<count>\w+) (?P<kind>\S+) counters? (?:was|were) just put on (?P<obj>.+?)(?: at once)?")
def counters_just_put(table: Table, *, count: str, kind: str, obj: str) -> None:
    """Counters put on a permanent at once, just now: state-based actions haven't been checked since (CR 704.3)."""
    spec = table.object_spec(obj)
    counters = spec.setdefault("counters", {})
    counters[kind] = counters.get(kind, 0) + (language.NUMBERS.get(count) or int(count))


@given(r"(?P<obj>.+?) has its back face up")
def back_face_up(table: Table, *, obj: str) -> None:
    """A transforming double-faced permanent set up transformed: it has only its back face's characteristics
    (CR 701.27a, 712.8e)."""
    table.object_spec(obj)["transformed"] = True
