"""A player's choices among objects (CR 101.4, 603.3d, 614.12): where there is no choice to make, the only ones
there are; otherwise the player's stated preference (the protocol's `prefer`), or an honest `unsupported`."""

from __future__ import annotations

from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import NotModelled


def chosen(
    state: GameState, player: str, options: list[GameObject], what: str, count: int = 1
) -> list[GameObject]:
    """The `count` objects the player chooses among the options: all of them if there are no more; otherwise
    the first of their stated preference (the protocol's `prefer`) that are options."""
    if len(options) <= count:
        return options
    preference = state.choices.preference.get(player, [])
    picked = [o for p in preference for o in options if o.id == p][:count]
    if len(picked) < count:
        names = ", ".join(o.describe() for o in options)
        raise NotModelled(f"{player} would choose {what} among {names}, and hasn't said which (`prefer`)")
    return picked


def only_target(state: GameState, source: GameObject, legal: list[str], text: str) -> str | None:
    """CR 603.3d: the one target of the source's triggered ability `text`, chosen by its controller among the
    legal ones as it is put on the stack; None: no legal target (the trigger is removed, CR 603.3d)."""
    options = [state.object(object_id) for object_id in legal]
    picked = chosen(state, source.controller, options, f"the target of {source.describe()}'s {text!r}")
    return picked[0].id if picked else None


def may(state: GameState, player: str, source: GameObject, what: str) -> bool:
    """CR 603.5: the player's answer to an optional "you may" of the source's ability, given beforehand as
    the protocol's `may`."""
    answer = state.choices.may.get((player, source.id))
    if answer is None and source.copy_of_spell:
        # A copy of a spell (CR 707.10): its controller's standing answers are those for the spell it copies; the
        # choice itself is made anew as the copy resolves (CR 707.10: choices made on resolution aren't copied).
        answer = state.choices.may.get((player, source.copy_of_spell))
    if answer is None:
        raise NotModelled(
            f"{player} would choose whether to {what} ({source.describe()}), and hasn't said (`may`)"
        )
    return answer.yes
