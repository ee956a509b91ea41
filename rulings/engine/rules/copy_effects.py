"""Copy effects as a permanent enters the battlefield: "enter as a copy of" (Clone), CR 707.2-707.3.

Of the replacement effects that modify how a permanent enters, a copy effect is applied first (CR 616.1c):
the permanent's other "enters tapped", "enters with counters" and "as this enters" abilities are then those of
what it copied (CR 614.12), and the ones it had only as itself no longer apply. The copy's characteristics are
the copiable values of the chosen object (CR 707.2): what its card says, or its own copy effect made it
(CR 707.3), or, for a token, what the effect that created it said; not its status, counters, or other
effects. An ability the copy gains this way defines its own X or has X = 0 (CR 107.3j).
"""

from __future__ import annotations

from collections.abc import Collection

from rulings.engine.abilities.statics import EntersAsCopy
from rulings.engine.rules.choices import chosen
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import NotModelled


def enter_as_copy(state: GameState, obj: GameObject, controller: str, together: Collection[str]) -> None:
    """Apply the entering object's own "you may have this creature enter as a copy of any creature on the
    battlefield", if it has one (CR 616.1c: before any other effect on how it enters). Its controller chooses
    as it enters, without targeting, among the creatures already there: not one entering with it (Clone's
    rulings). `together`: the ids of the objects entering in the same event."""
    ability = next((a for a in obj.card.abilities if isinstance(a, EntersAsCopy)), None)
    if ability is None:
        return
    creatures = [
        p.id for p in state.battlefield() if p.is_type("Creature") and p.id != obj.id and p.id not in together
    ]
    if not creatures:
        return  # nothing to copy: it enters as itself (Clone's rulings)
    answer = state.choices.may.get((controller, obj.id))
    if answer is None:
        raise NotModelled(
            f"{controller} would choose whether {obj.describe()} enters as a copy, and hasn't said (`may`)"
        )
    if not answer.yes:
        return  # CR 614.1c: "you may": it enters as itself
    options = [state.object(c) for c in creatures]
    [original] = chosen(state, controller, options, f"what {obj.describe()} enters as a copy of")
    become_copy(obj, original)


def become_copy(obj: GameObject, original: GameObject) -> None:
    """CR 707.2, 707.3: the object's characteristics become the copiable values of the original: its card,
    as its own copy effect made it if it is copying something (its `card` already is), a token's as the
    effect that created it said. Status, counters, and other effects (a spell's "is also a Zombie", CR
    611.2e) are not copied. It is itself again once it leaves the battlefield (CR 400.7)."""
    obj.show(original.card, "a copy")
