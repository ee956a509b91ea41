"""Scry (CR 701.22): a player looks at the top N cards of their library and puts any number of them on the bottom
in any order, the rest on top in any order; where, they have said beforehand (the protocol's `scry`)."""

from __future__ import annotations

from collections.abc import Mapping

from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import NotModelled
from rulings.engine.vocabulary.events import Event


def scry(state: GameState, player: str, source: GameObject, amount: int) -> list[Event]:
    """CR 701.22a-b: scry `amount` for the ability of `source`: the top cards there are, fewer if the library has
    fewer (none: nothing to look at); scry 0 is no scry event."""
    placed = placement(state, player, source, amount, answers=state.choices.scry, verb="scry")
    if placed is not None:
        reorder_library(state, *placed)
    return []  # no event: an ability that triggers on scrying (CR 701.22d) isn't modelled


def placement(
    state: GameState,
    player: str,
    source: GameObject,
    amount: int,
    *,
    answers: Mapping[tuple[str, str], tuple[tuple[str, ...], tuple[str, ...]]],
    verb: str,
) -> tuple[list[GameObject], list[GameObject]] | None:
    """The cards a player looks at for `source`'s "scry N" or "surveil N" (CR 701.22a, 701.25a), split as their
    standing answer places them: those kept on top, top first, and the others; None if there is nothing to look
    at. The answer must place exactly the cards they look at; otherwise the choice is theirs to make and unsaid,
    so `unsupported`."""
    looked_at = state.cards("library", player)[:amount]
    if amount <= 0 or not looked_at:
        return None
    answer = answers.get((player, source.id))
    if answer is None or sorted((*answer[0], *answer[1])) != sorted(c.id for c in looked_at):
        names = ", ".join(c.describe() for c in looked_at)
        raise NotModelled(
            f"{player} would {verb} {amount} ({source.describe()}) looking at {names}, and hasn't said where each "
            f"goes (`{verb}`)"
        )
    top, others = ([state.objects[i] for i in ids] for ids in answer)
    return top, others


def reorder_library(state: GameState, top: list[GameObject], bottom: list[GameObject]) -> None:
    """A library is listed top first (GameState.cards): the top cards go before every other object, the bottom
    ones after, each group in the order given; every other object keeps its place."""
    moved = {o.id for o in (*top, *bottom)}
    rest = [o for o in state.objects.values() if o.id not in moved]
    state.objects.clear()
    state.objects.update((o.id, o) for o in (*top, *rest, *bottom))
