"""A spell's total cost (CR 601.2f): its mana cost or an alternative cost (bestow, dash, mutate, flashback, CR 118.9),
plus additional costs and cost increases, minus cost reductions."""

from __future__ import annotations

from rulings.engine.abilities.cast_permissions import (
    Bestow,
    CostsMorePerOtherSpell,
    Dash,
    Flashback,
    Mutate,
    SpellsCostLess,
)
from rulings.engine.rules.keyword_abilities.dash import DASH
from rulings.engine.rules.keyword_abilities.flashback import FLASHBACK
from rulings.engine.rules.keyword_abilities.mutate import (
    MUTATE,
)
from rulings.engine.rules.spells.casting_permissions import (
    spell_has,
)
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction
from rulings.engine.vocabulary.mana import parse_symbols


def bestow_ability(obj: GameObject) -> Bestow | None:
    return next((a for a in obj.card.abilities if isinstance(a, Bestow)), None)


# The alternative costs a card's keyword offers, "you may cast this spell by paying [cost] rather than its mana
# cost" (CR 118.9): the keyword's ability and the paragraph that defines it.
ALTERNATIVE_COSTS: dict[str, tuple[type[Dash | Mutate | Flashback], str]] = {
    DASH: (Dash, "702.109a"),
    FLASHBACK: (Flashback, "702.34a"),
    MUTATE: (Mutate, "702.140a"),
}


def alternative_cost(obj: GameObject, alternative: str) -> str:
    """The cost of the card's keyword ability that offers this alternative cost, or IllegalAction naming the rule:
    only a card with dash can be cast for a dash cost."""
    kind, rule = ALTERNATIVE_COSTS[alternative]
    ability = next((a for a in obj.card.abilities if isinstance(a, kind)), None)
    if ability is None:
        raise IllegalAction(
            f"{obj.describe()} has no {alternative} ability, so it can't be cast for a {alternative} cost (CR {rule})"
        )
    return ability.cost


def total_cost(
    obj: GameObject,
    bestowed: bool,
    x: int,
    extra: str,
    *,
    without_paying: bool = False,
    alternative: str = "",
) -> str:
    """CR 601.2f: the mana cost or the alternative cost, plus additional costs; each {X} is the announced X.
    Without paying its mana cost, only the additional costs and increases are paid (CR 118.9d)."""
    bestow = bestow_ability(obj)
    base = "" if without_paying else bestow.cost if bestowed and bestow else obj.card.mana_cost
    if alternative:
        base = alternative_cost(obj, alternative)
    symbols = [str(x) if s == "X" else s for s in parse_symbols(base)] + parse_symbols(extra)
    return "".join(f"{{{s}}}" for s in symbols)


def cost_reduction(state: GameState, player: str, obj: GameObject, bestowed: bool) -> int:
    """CR 601.2f: the generic mana the player's cost reductions take off the spell, as it will be cast (an
    Adventure instant is an instant spell, CR 601.3e); each reduction counts (Goblin Electromancer's rulings)."""
    return sum(
        ability.generic
        for source in state.battlefield()
        if source.controller == player
        for ability in source.card.abilities
        if isinstance(ability, SpellsCostLess) and any(spell_has(obj, bestowed, k) for k in ability.kinds)
    )


def reduced(cost: str, generic: int) -> str:
    """CR 601.2f: a reduction of generic mana, applied after increases, reduces only the generic part of the
    total cost, never below zero (Goblin Electromancer's rulings)."""
    if not generic:
        return cost
    symbols = parse_symbols(cost)
    total = sum(int(s) for s in symbols if s.isdigit())
    left = max(total - generic, 0)
    rest = "".join(f"{{{s}}}" for s in symbols if not s.isdigit())
    return (f"{{{left}}}" if left else "") + rest


def cost_increases(state: GameState, player: str) -> str:
    """CR 601.2f: cost increases add to the total cost. Damping Sphere adds {1} for each other spell the
    player has cast this turn, counting those cast before it was on the battlefield (its 2022-12-08 ruling)."""
    each = sum(
        1 for p in state.battlefield() for a in p.card.abilities if isinstance(a, CostsMorePerOtherSpell)
    )
    increase = each * _spells_cast_this_turn(state, player)
    return f"{{{increase}}}" if increase else ""


def _spells_cast_this_turn(state: GameState, player: str) -> int:
    """The spells the player has cast since this turn began (or since the game was set up)."""
    count = 0
    for event in reversed(state.log):
        if event.kind in ("step_began", "step_skipped") and event.step == "untap":
            break  # the turn began here (CR 500.1), even if its untap step was skipped
        count += event.kind == "cast" and event.player == player
    return count
