"""The cleanup step (CR 514): discarding down to the maximum hand size, damage wearing off, and the exception
that gives players priority in it; and ending the turn (CR 724), which goes straight to it."""

from __future__ import annotations

from collections.abc import Sequence

from rulings.engine.abilities.statics import MaximumHandSize
from rulings.engine.rules.abilities.triggers import detect
from rulings.engine.rules.actions import discard
from rulings.engine.rules.combat_phase.combat import remove_marked_damage
from rulings.engine.rules.continuous import end_until_end_of_turn_effects
from rulings.engine.rules.mana.payment import empty_pools
from rulings.engine.rules.prevention import end_prevention_effects
from rulings.engine.rules.regeneration import end_regeneration_shields
from rulings.engine.rules.state_based import check_state_based_actions
from rulings.engine.rules.zones import put_into
from rulings.engine.state.combat import Combat
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction
from rulings.engine.vocabulary.events import Event

NORMAL_MAXIMUM_HAND_SIZE = 7  # CR 402.2


def in_timestamp_order(state: GameState) -> list[GameObject]:
    """The permanents, earliest timestamp first (CR 613.7d): those on the board as it was set up (timestamp 0)
    in its order, then those that entered since, in the order they last entered."""
    return sorted(state.battlefield(), key=lambda p: p.timestamp)


def maximum_hand_size(state: GameState, player: str) -> int | None:
    """CR 402.2: seven, unless effects change it; they apply in timestamp order (the rulings on Spellbook and
    Twenty-Toed Toad), so the latest one decides. None: no maximum hand size."""
    size: int | None = NORMAL_MAXIMUM_HAND_SIZE
    for permanent in in_timestamp_order(state):
        if permanent.controller == player:
            for ability in permanent.card.abilities:
                if isinstance(ability, MaximumHandSize):
                    size = ability.size
    return size


def verify_discard_choice(state: GameState, chosen: Sequence[str]) -> None:
    """Raise IllegalAction unless every chosen card is in some player's hand: a choice of cards to discard."""
    for object_id in chosen:
        card = state.object(object_id)
        if card.zone != "hand":
            raise IllegalAction(
                f"{card.describe()} is in the {card.zone}, not in a hand: it can't be discarded"
            )
    if len(set(chosen)) != len(chosen):
        raise IllegalAction(f"a card can be discarded only once: {', '.join(chosen)}")


def discard_to_hand_size(state: GameState, chosen: Sequence[str] = ()) -> list[Event]:
    """CR 514.1: if the active player's hand holds more cards than their maximum hand size, they discard enough
    cards to reduce it to that number; a turn-based action, without the stack. The active player chooses
    which (`chosen`, those of their hand); those they didn't name are the last of their hand in board order.
    Naming more cards than the excess, or another player's card, is illegal: only the excess is discarded."""
    player = state.active
    cards = state.cards("hand", player)
    size = maximum_hand_size(state, player)
    excess = 0 if size is None else max(0, len(cards) - size)
    mine = [c for c in cards if c.id in chosen]
    if len(mine) > excess:
        raise IllegalAction(
            f"{player} discards {excess} card(s) in the cleanup step, not {len(mine)} (maximum hand size "
            f"{size}, {len(cards)} cards in hand; CR 514.1)"
        )
    others = [c for c in cards if c.id not in chosen]
    discarded = mine + others[len(others) - (excess - len(mine)) :] if excess > len(mine) else mine
    return discard(discarded)


def begin_cleanup(state: GameState, chosen: Sequence[str] = ()) -> list[Event]:
    """A cleanup step's actions in order (CR 514.1-514.3a). Normally no one receives priority (CR 514.3); if a
    state-based action is performed or an ability waits for the stack, the active player gets priority, and
    another cleanup step follows this one (CR 514.3a)."""
    events = [Event("step_began", player=state.active, step="cleanup"), *discard_to_hand_size(state, chosen)]
    # CR 514.2: damage is removed and "until end of turn" effects end, at the same time.
    remove_marked_damage(state)
    events += end_until_end_of_turn_effects(state)  # a player losing control may trigger (CR 603.10d)
    end_prevention_effects(state)  # CR 514.2, 615.3: this turn's prevention effects end too
    end_regeneration_shields(state)  # CR 514.2: and this turn's regeneration shields (701.19a)
    performed = check_state_based_actions(state)  # CR 514.3a
    events += performed + detect(state, events + performed)
    # Abilities that triggered in it, or as the turn was ended (CR 724.1f), wait for the stack too.
    if performed or state.stack or state.pending:
        state.priority, state.cleanup_again = state.active, True
    else:
        state.priority, state.cleanup_again = "", False
    return events


def end_the_turn(state: GameState, resolving: GameObject | None = None) -> list[Event]:
    """CR 724.1: exile every object on the stack, the resolving one too (CR 724.1b: `resolving`, the spell
    already taken off the stack), check state-based actions with no player receiving priority (CR 724.1c),
    remove every creature from combat and skip straight to the cleanup step (CR 724.1d), where the turn goes on
    as in any cleanup step (CR 514)."""
    events = []
    if resolving is not None:
        put_into(resolving, "exile")
        events.append(Event("exiled", object=resolving.id))
    for item in reversed(state.stack):
        source = state.objects.get(item.source)
        if item.kind == "spell" and source is not None and source.zone == "stack":
            put_into(source, "exile")  # exiled, not countered (the rulings on Sundial of the Infinite)
            events.append(Event("exiled", object=source.id))
    state.stack.clear()
    state.combat = Combat()
    events += check_state_based_actions(state)
    state.passed.clear()
    # CR 500.5, 106.4: the current step ends, and with it each player's unspent mana, even mana kept until end
    # of combat (CR 702.189a): the combat phase is over.
    events += empty_pools(state)
    state.step = "cleanup"
    return events + begin_cleanup(state)
