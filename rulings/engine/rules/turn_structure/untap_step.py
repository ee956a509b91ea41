"""The untap step (CR 502): the active player's permanents, and those that an "untap ... during each other
player's untap step" ability reaches, untap all at the same time, each of them once."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from rulings.engine.abilities.triggers import BecomesUntappedTrigger
from rulings.engine.abilities.untap_permissions import (
    DoesNotUntap,
    MayChooseNotToUntap,
    SkipUntapSteps,
    UntapDuringOtherUntapSteps,
)
from rulings.engine.rules.actions import untap
from rulings.engine.rules.keyword_abilities.phasing import phase
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled
from rulings.engine.vocabulary.events import Event


def untap_step(state: GameState, keep_tapped: Collection[str] = ()) -> list[Event]:
    """Begin the active player's untap step and perform its turn-based actions; no one gets priority (CR 502.4).

    `keep_tapped`: the permanents the active player chose not to untap (CR 502.3), checked by verify_untap_path.
    """
    skipper = skip_source(state)
    if skipper:
        # CR 614.10, 500.11: the step is skipped, so nothing in it happens; "next untap step" effects wait for
        # one that isn't skipped (CR 614.10a).
        return [Event("step_skipped", player=state.active, step="untap", source=skipper.id)]
    events = [Event("step_began", player=state.active, step="untap")]
    # CR 502.1: phasing first, then day/night (CR 502.2: no card modelled has it), then untapping (CR 502.3).
    events += phase(state)
    untapping = untap_plan(state, state.active, keep_tapped)
    # "Doesn't untap during its controller's next untap step": this is that step, tapped or not, so every such
    # effect ends in it, however many there are (CR 701.43b; the rulings on Bontu's Last Reckoning).
    for permanent in state.battlefield():
        if permanent.controller == state.active:
            permanent.skip_next_untap = False
        # CR 701.43a: exert's effect ends in the exerting player's next untap step, whether it kept the
        # permanent tapped, found it untapped (the exert rulings), or someone else controls it now.
        if permanent.exerted_by == state.active:
            permanent.exerted_by = ""
    state.skip_next_untap.pop(state.active, None)
    # CR 502.3: they all untap simultaneously: one event each, however many abilities untap it.
    for permanent in untapping:
        events += untap(permanent, untap_step=True)
    # CR 502.4: abilities that trigger now wait until a player would next receive priority.
    for permanent in untapping:
        for ability in permanent.card.abilities:
            if isinstance(ability, BecomesUntappedTrigger):
                events.append(
                    Event("triggered", source=permanent.id, object=permanent.id, ability=ability.text)
                )
    return events


def untap_plan(state: GameState, active: str, keep_tapped: Collection[str] = ()) -> list[GameObject]:
    """The permanents that untap in `active`'s untap step, each once, in setup order (CR 502.3)."""
    kept = state.skip_next_untap.get(active, set())
    return [
        p for p in state.battlefield() if p.tapped and _untaps(state, p, active, _skips(p, kept), keep_tapped)
    ]


def _skips(permanent: GameObject, kept_types: Collection[str]) -> bool:
    """Whether a "next untap step" effect keeps it tapped in its controller's next untap step: one on the
    permanent itself (Take into Custody), or one on its controller's permanents of a type (CR 611.2c)."""
    return (
        permanent.skip_next_untap
        or permanent.exerted_by == permanent.controller  # CR 701.43a: exerted by this untap step's player
        or any(permanent.is_type(t) for t in kept_types)
    )


def skip_source(state: GameState) -> GameObject | None:
    """The permanent whose effect makes players skip their untap steps (Stasis), if any."""
    for permanent in state.battlefield():
        if any(isinstance(a, SkipUntapSteps) for a in permanent.card.abilities):
            return permanent
    return None


def verify_untap_path(
    state: GameState, path: Sequence[tuple[str, str]], keep_tapped: Collection[str]
) -> None:
    """Raise IllegalAction (or NotModelled) unless the game can advance along `path` (pairs of active player
    and step), the active player of its last step choosing `keep_tapped` not to untap in it."""
    player, step = path[-1]
    if step == "untap" and skip_source(state):
        source = skip_source(state)
        assert source is not None
        raise IllegalAction(
            f"{player}'s untap step is skipped ({source.describe()}: players skip their untap steps), so the "
            "game can't stop in it; advance to their upkeep (CR 614.10, 500.11)"
        )
    _verify_keep_tapped(state, player, step, keep_tapped)
    if state.step == "untap" and _held_triggers(state):
        raise NotModelled(
            f"abilities triggered in {state.active}'s untap step ({', '.join(_held_triggers(state))}) would now be "
            "put on the stack with their targets (CR 502.4, 603.3); the reference engine doesn't model that"
        )
    trigger = _trigger_on_the_way(state, path)
    if trigger:
        raise NotModelled(
            f"{trigger.describe()} would become untapped in an untap step on the way, and its ability would be "
            "put on the stack with its target in the upkeep (CR 502.4, 603.3), which the reference engine doesn't "
            "model; advance to that untap step instead"
        )


def _untaps(
    state: GameState, permanent: GameObject, active: str, skips: bool, keep_tapped: Collection[str]
) -> bool:
    """Whether the permanent untaps in `active`'s untap step, were it tapped."""
    if permanent.controller != active:
        # Prophet of Kruphix, Seedborn Muse: not optional, and effects that say "your untap step" or "its
        # controller's (next) untap step" don't apply, since this is another player's (CR 502.3).
        return any(_reaches(ability, permanent) for ability in _untap_abilities(state, permanent.controller))
    return not (skips or permanent.id in keep_tapped or _kept_tapped(state, permanent))


def _untap_abilities(state: GameState, player: str) -> list[UntapDuringOtherUntapSteps]:
    return [
        ability
        for source in state.battlefield()
        if source.controller == player
        for ability in source.card.abilities
        if isinstance(ability, UntapDuringOtherUntapSteps)
    ]


def _reaches(ability: UntapDuringOtherUntapSteps, permanent: GameObject) -> bool:
    return not ability.types or any(permanent.is_type(t) for t in ability.types)


def _kept_tapped(state: GameState, permanent: GameObject) -> bool:
    """Whether an effect says the permanent doesn't untap during its controller's untap step."""
    for ability in permanent.card.abilities:
        if (
            isinstance(ability, DoesNotUntap)
            and not ability.enchanted
            and _condition_holds(ability, permanent)
        ):
            return True
    for aura in state.battlefield():
        if aura.attached_to == permanent.id:
            for ability in aura.card.abilities:
                if (
                    isinstance(ability, DoesNotUntap)
                    and ability.enchanted
                    and _condition_holds(ability, permanent)
                ):
                    return True
    return False


def _condition_holds(ability: DoesNotUntap, permanent: GameObject) -> bool:
    return not ability.while_counter or permanent.counters[ability.while_counter] > 0


def _verify_keep_tapped(state: GameState, player: str, step: str, keep_tapped: Collection[str]) -> None:
    if not keep_tapped:
        return
    if step != "untap":
        raise IllegalAction(
            f"permanents are kept tapped only in an untap step, not the {step} step (CR 502.3)"
        )
    for object_id in keep_tapped:
        obj = state.object(object_id)
        if obj.zone != "battlefield":
            raise IllegalAction(f"{obj.describe()} isn't on the battlefield")
        if obj.controller != player:
            raise IllegalAction(
                f"{obj.describe()} is {obj.controller}'s: in {player}'s untap step, {player} determines which "
                f"permanents {player} controls will untap, and what untaps {obj.controller}'s permanents then "
                "isn't optional (CR 502.3)"
            )
        if not any(isinstance(a, MayChooseNotToUntap) for a in obj.card.abilities):
            raise IllegalAction(
                f"{obj.describe()} has no ability that lets {player} choose not to untap it, so it untaps: "
                "normally all of a player's permanents untap (CR 502.3)"
            )


def _held_triggers(state: GameState) -> list[str]:
    """The abilities that triggered since the current step began (an untap step: no one has had priority)."""
    held = []
    for event in reversed(state.log):
        if event.kind in ("step_began", "step_skipped"):
            break
        if event.kind == "triggered":
            held.append(event.ability)
    return held


def _trigger_on_the_way(state: GameState, path: Sequence[tuple[str, str]]) -> GameObject | None:
    """A permanent with a "becomes untapped" trigger that would untap in an untap step before the path's last
    step, so that the trigger would go on the stack as a player next receives priority."""
    if skip_source(state):
        return None
    tapped = {p.id for p in state.battlefield() if p.tapped}
    waiting = set(state.players)  # players whose next untap step is still ahead on the path
    for active, step in path[:-1]:
        if step != "untap":
            continue
        kept = state.skip_next_untap.get(active, set()) if active in waiting else set()
        for permanent in state.battlefield():
            skips = active in waiting and _skips(permanent, kept)
            if permanent.id in tapped and _untaps(state, permanent, active, skips, ()):
                if any(isinstance(a, BecomesUntappedTrigger) for a in permanent.card.abilities):
                    return permanent
                tapped.discard(permanent.id)
        waiting.discard(active)
    return None
