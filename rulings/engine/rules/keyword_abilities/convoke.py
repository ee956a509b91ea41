"""Convoke (CR 702.51): while paying a spell's total cost, its caster may tap untapped creatures they control,
each paying for one generic mana or one mana of that creature's color (CR 702.51a)."""

from __future__ import annotations

from rulings.engine.rules.actions import tap
from rulings.engine.rules.continuous import colors
from rulings.engine.rules.keywords import has_keyword
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject, is_creature_on_battlefield
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled
from rulings.engine.vocabulary.events import Event
from rulings.engine.vocabulary.mana import parse_symbols

CONVOKE = "Convoke"


def convoked_cost(
    state: GameState, player: str, obj: GameObject, cost: str, convoke: dict[str, str] | None
) -> tuple[str, tuple[str, ...]]:
    """The part of the total cost left to pay with mana, and the creatures that convoke, each paying "1" (one
    generic mana) or a color ("G") of the total cost. CR 702.51b: it applies only after the total cost is
    determined, so `cost` is that total cost, increases and reductions included."""
    if not convoke:
        return cost, ()
    if not has_keyword(state, obj, CONVOKE):
        raise IllegalAction(
            f"{obj.describe()} doesn't have convoke, so no creature can convoke it (CR 702.51a)"
        )
    symbols = parse_symbols(cost)
    generic = sum(int(s) for s in symbols if s.isdigit())
    colored = [s for s in symbols if not s.isdigit()]
    for creature_id, paying in convoke.items():
        creature = state.objects.get(creature_id)
        _verify_convoker(state, player, obj, creature, creature_id)
        assert creature is not None
        if paying == "1":
            if not generic:
                raise IllegalAction(
                    f"{obj.describe()}'s total cost {cost} has no generic mana left for "
                    f"{creature.describe()} to pay (CR 702.51a)"
                )
            generic -= 1
        elif paying in colored:
            # CR 702.51a: "an untapped creature of that color" pays a colored mana, never one of another color
            if paying not in colors(state, creature):
                raise IllegalAction(
                    f"{creature.describe()} isn't {paying}, so it can't pay {{{paying}}} of {obj.describe()}'s "
                    "total cost; a creature pays a colored mana only of its own color (CR 702.51a)"
                )
            colored.remove(paying)
        elif any("/" in s for s in colored):
            # CR 107.4e: a hybrid symbol may be paid with either half; which half a convoking creature pays isn't
            # modelled, so the engine can't say whether this creature may pay it.
            raise NotModelled(
                f"convoking a hybrid symbol of {obj.describe()}'s total cost {cost} isn't modelled"
            )
        else:
            raise IllegalAction(
                f"{obj.describe()}'s total cost {cost} has no {{{paying}}} left for {creature.describe()} to pay "
                "(CR 702.51a)"
            )
    left = (f"{{{generic}}}" if generic else "") + "".join(f"{{{s}}}" for s in colored)
    return left, tuple(convoke)


def _verify_convoker(
    state: GameState, player: str, obj: GameObject, creature: GameObject | None, creature_id: str
) -> None:
    """CR 702.51a: "an untapped creature ... you control". Summoning sickness doesn't matter: tapping it is no
    {T} cost of its own ability (CR 302.6)."""
    if creature is None or not is_creature_on_battlefield(creature):
        raise IllegalAction(
            f"{creature_id!r} isn't a creature on the battlefield, so it can't convoke (CR 702.51a)"
        )
    if creature.controller != player:
        raise IllegalAction(
            f"{player} doesn't control {creature.describe()}, so it can't convoke {obj.describe()} (CR 702.51a)"
        )
    if creature.tapped:
        raise IllegalAction(
            f"{creature.describe()} is tapped; only an untapped creature can convoke {obj.describe()} (CR 702.51a)"
        )


def tap_convokers(state: GameState, convokers: tuple[str, ...]) -> list[Event]:
    """CR 601.2h, 702.51c: the creatures are tapped as the total cost is paid; they have "convoked" the spell.
    This isn't tapping them for mana: no mana is produced."""
    events: list[Event] = []
    for creature_id in convokers:
        events += tap(state.objects[creature_id])
    return events
