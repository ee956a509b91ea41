"""Surveil (CR 701.25): a player looks at the top N cards of their library and puts any number of them into their
graveyard, the rest on top in any order; where, they have said beforehand (the protocol's `surveil`)."""

from __future__ import annotations

from rulings.engine.rules.zones import put_into_graveyard
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import NotModelled
from rulings.engine.vocabulary.events import Event


def surveil(state: GameState, player: str, source: GameObject, amount: int) -> list[Event]:
    """CR 701.25a, c: surveil `amount` for the ability of `source`: the top cards there are, fewer if the library
    has fewer (none: nothing to look at); surveil 0 is no surveil event. The player's answer must place exactly the
    cards they look at; otherwise the choice is theirs to make and unsaid, so `unsupported`."""
    looked_at = state.cards("library", player)[:amount]
    if amount <= 0 or not looked_at:
        return []
    answer = state.choices.surveil.get((player, source.id))
    ids = {c.id for c in looked_at}
    if answer is None or sorted((*answer[0], *answer[1])) != sorted(ids):
        names = ", ".join(c.describe() for c in looked_at)
        raise NotModelled(
            f"{player} would surveil {amount} ({source.describe()}) looking at {names}, and hasn't said where each "
            "goes (`surveil`)"
        )
    top, graveyard = ([state.objects[i] for i in ids_] for ids_ in answer)
    for (
        card
    ) in graveyard:  # CR 701.25a: into their graveyard, not to the bottom of the library as a scry would
        put_into_graveyard(card)
    _on_top(state, top)
    return []  # no event: an ability that triggers on surveilling (CR 701.25d) isn't modelled


def _on_top(state: GameState, top: list[GameObject]) -> None:
    """A library is listed top first (GameState.cards): the cards kept go before every other object, in the order
    given; every other object keeps its place."""
    kept = {o.id for o in top}
    rest = [o for o in state.objects.values() if o.id not in kept]
    state.objects.clear()
    state.objects.update((o.id, o) for o in (*top, *rest))
