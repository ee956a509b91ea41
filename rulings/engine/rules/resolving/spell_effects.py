"""The spell effects said by their text (`SpellEffect`): the few a card's instructions can't yet say, each
resolved here by its sentence."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from rulings.engine.abilities.effects import (
    SpellEffect,
)
from rulings.engine.rules.actions import apnap_order, discard, draw, tap
from rulings.engine.rules.life import each_loses_life
from rulings.engine.rules.mana.paying_mana_costs import put_creature_unless_paid
from rulings.engine.rules.resolving.delayed_triggers import lose_at_your_next_end_step
from rulings.engine.rules.resolving.each_player import each_player_discards, each_player_sacrifices
from rulings.engine.rules.state_based import destroy
from rulings.engine.rules.turn_structure.cleanup import end_the_turn
from rulings.engine.rules.zones import (
    enter_battlefield,
)
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import (
    Spell,
)
from rulings.engine.vocabulary.events import Event


def spell_effect(state: GameState, obj: GameObject, controller: str, spell: Spell) -> list[Event]:
    events: list[Event] = []
    for ability in obj.card.abilities:
        if not isinstance(ability, SpellEffect):
            continue
        if ability.effect == "tap target creature; it skips its next untap":
            creature = state.object(spell.target)
            events += tap(creature)
            creature.skip_next_untap = True
        elif ability.effect == "destroy all creatures; your lands skip your next untap":
            # CR 701.8a: each creature is put into its owner's graveyard, all at once; not an indestructible
            # one (CR 702.12b).
            for creature in [p for p in state.battlefield() if p.is_type("Creature")]:
                events += destroy(state, creature)
            # CR 611.2c: it changes no characteristics, so it applies to the lands the player controls in that
            # untap step, even those that weren't there as it resolved.
            state.skip_next_untap.setdefault(controller, set()).add("Land")
        elif ability.effect in _EACH_PLAYER:
            events += _EACH_PLAYER[ability.effect](state, spell.x)
        elif ability.effect == "end the turn; at the beginning of your next end step, you lose the game":
            events += end_the_turn(state, resolving=obj)  # CR 724.1b: the spell is exiled too
            lose_at_your_next_end_step(state, obj, controller)  # CR 608.2m: and it goes on resolving
        elif ability.effect == "draw X cards":
            events += draw(state, controller, spell.x)
        elif ability.effect.startswith("you may put a creature card from your hand onto the battlefield"):
            events += put_creature_unless_paid(state, obj, controller)
        elif ability.effect == "return creature cards from graveyards":
            # All at once, each under its owner's control, without being cast: no X was chosen (CR 107.3m).
            returning = [
                o for o in state.objects.values() if o.zone == "graveyard" and o.card.is_type("Creature")
            ]
            together = [card.id for card in returning]
            for card in returning:
                events += enter_battlefield(state, card, card.owner, together=together)
    return events


def _each_player_sacrifices_two(state: GameState, _x: int) -> list[Event]:
    return each_player_sacrifices(state, 2)  # CR 101.4: APNAP choices, then all at once


def _death_cloud(state: GameState, x: int) -> list[Event]:
    """CR 608.2e: four actions, one after the other: for each, the players choose in APNAP order, then it is
    processed for all at once, before anyone chooses for the next. A land creature sacrificed as a creature is
    gone when lands are chosen (Death Cloud's ruling)."""
    events = each_loses_life(state, state.players, x)
    events += each_player_discards(state, x)
    events += each_player_sacrifices(state, x, "Creature")
    return events + each_player_sacrifices(state, x, "Land")


def _windfall(state: GameState, _x: int) -> list[Event]:
    """ "Each player discards their hand, then draws cards equal to the greatest number of cards a player
    discarded this way": CR 608.2i, the number looks back at the discard, though those cards have left the hands
    it counts them in; then each player draws (CR 608.2e), in APNAP order (CR 101.4)."""
    events = discard([card for player in state.players for card in state.cards("hand", player)])  # no choice
    discarded = Counter(e.player for e in events)
    most = max(discarded.values(), default=0)
    for player in apnap_order(state):
        events += draw(state, player, most)
    return events


# Spell effects that act on each player, by their text; each is given the spell's X.
_EACH_PLAYER: dict[str, Callable[[GameState, int], list[Event]]] = {
    "each player sacrifices two creatures": _each_player_sacrifices_two,
    "each player loses X life, discards X cards, sacrifices X creatures, then X lands": _death_cloud,
    "each player discards their hand, then draws the most cards discarded": _windfall,
}
