"""An effect that has a player pay an object's mana cost (CR 107.3h): Flash's "sacrifice it unless you pay its
mana cost reduced by {2}". Paying a mana cost this way isn't casting (CR 601.2): no X is announced, so an {X}
in it is 0, since the object isn't a spell on the stack."""

from __future__ import annotations

from rulings.engine.rules.choices import chosen, may
from rulings.engine.rules.mana.payment import pay_mana, spendable, verify_can_pay
from rulings.engine.rules.state_based import dies
from rulings.engine.rules.zones import enter_battlefield
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled
from rulings.engine.vocabulary.events import Event
from rulings.engine.vocabulary.mana import parse_symbols


def mana_cost_to_pay(obj: GameObject, reduced_by: int = 0) -> str:
    """The object's mana cost as an effect has it paid: X is 0 unless the object is a spell on the stack, then
    its announced X (CR 107.3h); a reduction of generic mana reduces only the generic part (CR 601.2f, Flash's
    rulings), and never below zero."""
    symbols = parse_symbols(obj.card.mana_cost)
    x = obj.x if obj.zone == "stack" else 0
    generic = sum(int(s) for s in symbols if s.isdigit()) + x * symbols.count("X")
    generic = max(0, generic - reduced_by)
    typed = "".join(f"{{{s}}}" for s in symbols if not s.isdigit() and s != "X")
    return (f"{{{generic}}}" if generic else "") + typed


def put_creature_unless_paid(state: GameState, spell: GameObject, controller: str) -> list[Event]:
    """Flash: "You may put a creature card from your hand onto the battlefield. If you do, sacrifice it unless
    you pay its mana cost reduced by {2}." The player's `may` answer for Flash answers both choices: yes puts
    the card (the one they `prefer`) and pays if they can; a cost they can't pay sacrifices it (its rulings:
    at once, with no priority in between)."""
    creatures = [c for c in state.cards("hand", controller) if c.is_type("Creature")]
    if not creatures or not may(state, controller, spell, "put a creature card onto the battlefield"):
        return []
    card = chosen(state, controller, creatures, "a creature card to put onto the battlefield")[0]
    events = enter_battlefield(state, card, controller)  # not cast: no X was chosen for it (CR 107.3m)
    if card.controller != controller:
        # Entered under another player's control (Gather Specimens): it can't be sacrificed (CR 701.21a), and
        # whether to pay then is a choice the engine doesn't model.
        raise NotModelled(
            f"{card.describe()} entered under {card.controller}'s control: paying for Flash or not"
        )
    cost = mana_cost_to_pay(card, reduced_by=2)
    try:
        verify_can_pay(spendable(state, controller), cost, f"keep {card.describe()}")
    except IllegalAction:
        if card.zone != "battlefield":
            return events
        return [*events, Event("sacrificed", player=controller, object=card.id), *dies(state, card)]
    pay_mana(state, controller, cost)
    return events
