"""The general game actions, each done in one place for every area: the order players act in (CR 101.4), having
priority to act (CR 117.1), tapping and untapping (CR 701.26), drawing (CR 121), discarding (CR 701.9) and
sacrificing (CR 701.21). Life (CR 119) is life.py.

Destroying (CR 701.8) and a creature dying (CR 700.4) are in state_based.py, which shares their way to the
graveyard with the state-based actions; losing and winning the game (CR 104) are in players.py.
"""

from __future__ import annotations

from collections.abc import Iterable

from rulings.engine.abilities.triggers import BecomesUntappedTrigger
from rulings.engine.rules.state_based import dies
from rulings.engine.rules.zones import put_into, put_into_graveyard
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled
from rulings.engine.vocabulary.events import Event


def apnap_order(state: GameState, players: Iterable[str] | None = None) -> list[str]:
    """CR 101.4: the players (all of them, if none are named), the active player first, then the others in turn
    order."""
    start = state.players.index(state.active)
    seated = state.players[start:] + state.players[:start]
    if players is None:
        return seated
    chosen = set(players)
    return [p for p in seated if p in chosen]


def verify_has_priority(state: GameState, player: str, doing: str, rule: str) -> None:
    """Raise IllegalAction unless the player has priority, which casting a spell, activating an ability and
    taking a special action need (CR 117.1, 116.2, 605.3a): `doing` is what they can't do, `rule` the paragraph
    that says so."""
    if state.priority != player:
        holder = state.priority or "no player"
        raise IllegalAction(f"{player} doesn't have priority ({holder} does), so can't {doing} (CR {rule})")


def tap(obj: GameObject) -> list[Event]:
    """CR 701.26a: an untapped permanent becomes tapped; one already tapped doesn't become tapped again."""
    if obj.tapped:
        return []
    obj.tapped = True
    return [Event("tapped", object=obj.id)]


def untap(obj: GameObject, *, untap_step: bool = False) -> list[Event]:
    """CR 701.26b: a tapped permanent becomes untapped; one already untapped doesn't become untapped again.
    Its "becomes untapped" triggers are put on the stack only by the untap step (which says `untap_step`);
    elsewhere their target would have to be chosen at once, which the engine doesn't model."""
    if not obj.tapped:
        return []
    if not untap_step and any(isinstance(a, BecomesUntappedTrigger) for a in obj.card.abilities):
        raise NotModelled(
            f"untapping {obj.describe()} outside the untap step would trigger its 'becomes untapped' ability, "
            "whose target the reference engine doesn't choose"
        )
    obj.tapped = False
    return [Event("untapped", object=obj.id)]


def draw(state: GameState, player: str, count: int = 1) -> list[Event]:
    """CR 121.1: draw by putting the top card of one's library into one's hand, one card at a time (CR 121.2).
    CR 121.4: an attempt to draw from an empty library is no error: the player loses the next time a player
    would receive priority, as a state-based action (CR 704.5b)."""
    events: list[Event] = []
    for _ in range(count):
        cards = state.cards("library", player)
        if not cards:
            state.drew_from_empty.add(player)
            continue
        put_into(cards[0], "hand")
        events.append(Event("drew", player=player, object=cards[0].id))
    return events


def discard(cards: Iterable[GameObject]) -> list[Event]:
    """CR 701.9a: each card goes from its owner's hand to their graveyard, discarded, all at once."""
    cards = list(cards)
    for card in cards:
        put_into_graveyard(card)
    return [Event("discarded", player=card.owner, object=card.id) for card in cards]


def sacrifice(state: GameState, player: str, permanent: GameObject) -> list[Event]:
    """CR 701.21a: its controller moves it to its owner's graveyard; a player sacrifices only a permanent they
    control, and one that has left the battlefield can't be (CR 400.7). A creature dies (CR 700.4)."""
    if permanent.zone != "battlefield" or permanent.controller != player:
        return []
    event = Event("sacrificed", player=player, object=permanent.id)
    if permanent.is_type("Creature"):
        return [event, *dies(state, permanent)]
    put_into_graveyard(permanent)
    return [event]
