"""Given: the board, in a player's words."""

from __future__ import annotations

from pytest_bdd import parsers

from rulings.steps import phrases
from rulings.steps.table import Table
from rulings.steps.vocabulary import given

PLAYER = r"(?P<player>[A-Z]\w*)"


@given(parsers.re(r"(?P<names>[A-Z]\w*(?:, [A-Z]\w*)* and [A-Z]\w*) are playing"))
def players_are_playing(table: Table, names: str) -> None:
    """Players in turn order; it is the first one's precombat main phase."""
    table.set_players(phrases.players(names))


@given(parsers.re(rf"it is {PLAYER}'s (?P<step>.+)"))
def it_is_step(table: Table, player: str, step: str) -> None:
    """Whose turn it is and which step."""
    table.set_turn(player, phrases.step_name(step))


@given(parsers.re(rf"{PLAYER} controls (?P<objects>.+)"))
def player_controls(table: Table, player: str, objects: str) -> None:
    """Permanents on the battlefield under the player's control."""
    for description in phrases.object_list(objects):
        table.put(player, description)


@given(
    parsers.re(rf"{PLAYER} has (?P<objects>.+) in (?:her|his|their) (?P<zone>hand|graveyard|library|exile)")
)
def player_has_in_zone(table: Table, player: str, objects: str, zone: str) -> None:
    """Cards the player owns in a zone other than the battlefield."""
    for description in phrases.object_list(objects):
        table.put(player, description, zone=zone)


@given(parsers.re(rf"{PLAYER}'s mana pool holds (?P<mana>.+)"))
def mana_pool_holds(table: Table, player: str, mana: str) -> None:
    """Unspent mana in the player's mana pool."""
    table.game.setdefault("pools", {})[player] = mana


@given(parsers.re(rf"{PLAYER} has priority"))
def player_has_priority(table: Table, player: str) -> None:
    """Priority is with that player (CR 117)."""
    table.game["priority"] = player
