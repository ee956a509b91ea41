"""The interaction of continuous effects (CR 613): every permanent's characteristics, built from its copiable
values by applying the continuous effects layer by layer.

Layer 1 (copy effects, a face-down permanent's 2/2, merging: CR 613.2) is what the object shows (`obj.card`,
engine/rules/copy_effects.py); layer 2 (control, CR 613.1b) is its `controller` (engine/rules/control.py keeps
it). No card in the pool changes text (layer 3, CR 613.1c). This module applies layers 4 to 7d to the whole
battlefield at once, because an effect's existence and the objects it applies to may depend on another
permanent's characteristics in the same layer (CR 613.8: Blood Moon and Urborg, Tomb of Yawgmoth):

- within a layer or sublayer, effects of characteristic-defining abilities first (CR 613.3, 613.4a), then the
  others in timestamp order (CR 613.7), unless one depends on another (CR 613.8): it then waits until just after
  all those it depends on are applied (613.8b), and the order is reconsidered after each effect (613.8c);
- an effect that began to apply in one layer goes on applying to the same objects in the later ones, even if
  the ability that generates it is removed meanwhile (CR 613.6);
- effects with the same timestamp and the same controller are in that player's order (CR 613.7m): when the
  order would change anything, the engine says it can't choose (NotModelled) rather than guess.

engine/rules/layer_effects.py says which effects there are; this module only orders and applies them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from rulings.engine.abilities import Ability
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject, printed_colors
from rulings.engine.vocabulary.errors import NotModelled

Layer = Literal["4", "5", "6", "7a", "7b", "7c", "7d"]
# CR 613.1d-g, 613.4a-d: the layers and sublayers this module applies, in order.
LAYERS: tuple[Layer, ...] = ("4", "5", "6", "7a", "7b", "7c", "7d")


@dataclass(frozen=True)
class Values:
    """One permanent's characteristics as the layers build them (CR 109.3, 613.1)."""

    obj: GameObject = field(compare=False)
    types: frozenset[str]
    subtypes: frozenset[str]
    colors: frozenset[str]
    keywords: frozenset[str]
    abilities: tuple[Ability, ...]  # the non-keyword abilities of its text it still has (CR 613.1f)
    power: int | None  # None: a "*" no modelled characteristic-defining ability sets (CR 208.2a)
    toughness: int | None

    @property
    def controller(self) -> str:
        """Its controller after layer 2 (CR 613.1b)."""
        return self.obj.controller

    def is_creature(self) -> bool:
        return "Creature" in self.types


Board = dict[str, Values]
Exists = Callable[[Board], bool]
AppliesTo = Callable[[Board, Values], bool]
Apply = Callable[[Board, Values], Values]


@dataclass(frozen=True)
class LayerEffect:
    """One continuous effect's part in one layer (CR 613.6): `key` names the whole effect across its layers."""

    key: str
    layer: Layer
    name: str  # for messages: the source and the text
    timestamp: int  # CR 613.7
    controller: str  # CR 613.7m: whose choice a tie is
    cda: bool  # from a characteristic-defining ability (CR 604.3, 613.3)
    exists: Exists  # whether the effect exists now: its source still has the ability
    applies_to: AppliesTo
    apply: Apply


def base_values(obj: GameObject) -> Values:
    """CR 613.1, 613.2c: its copiable values, what it shows after layer 1, with the colors and subtypes a
    resolving spell gave it as it entered (CR 611.2e: simultaneously with its entering, before the layers)."""
    card = obj.card
    power = int(card.power) if card.power and card.power.lstrip("-").isdigit() else None
    toughness = int(card.toughness) if card.toughness and card.toughness.lstrip("-").isdigit() else None
    subtypes = frozenset({"Aura"}) if obj.bestowed else card.subtypes | obj.also_subtypes  # CR 702.103b
    return Values(
        obj,
        frozenset(t for t in card.types if obj.is_type(t)),
        subtypes,
        printed_colors(obj),
        card.keywords,
        card.abilities,
        power,
        toughness,
    )


Gather = Callable[[GameState], list[LayerEffect]]


def apply_layers(state: GameState, effects: list[LayerEffect]) -> Board:
    """CR 613.1: the battlefield's characteristics, layer by layer."""
    board: Board = {p.id: base_values(p) for p in state.battlefield()}
    started: dict[str, frozenset[str]] = {}  # CR 613.6: each effect's objects, fixed once it begins to apply
    ranks = _apnap_ranks(state)
    for layer in LAYERS:
        pending = [e for e in effects if e.layer == layer]
        while True:
            live = [e for e in pending if e.key in started or e.exists(board)]  # CR 613.8c: reconsidered
            if not live:
                break
            chosen = _next_effect(board, live, started, ranks)
            board = _applied(board, chosen, started)
            pending = [e for e in pending if e is not chosen]
    return board


def _apnap_ranks(state: GameState) -> dict[str, int]:
    """CR 613.7m, 101.4: the active player first, then the others in turn order."""
    start = state.players.index(state.active) if state.active in state.players else 0
    seated = state.players[start:] + state.players[:start]
    return {p: i for i, p in enumerate(seated)}


def _targets(board: Board, effect: LayerEffect, started: dict[str, frozenset[str]]) -> frozenset[str]:
    if effect.key in started:
        return started[effect.key] & board.keys()  # CR 613.6: the same set of objects
    return frozenset(i for i, v in board.items() if effect.applies_to(board, v))


def _applied(board: Board, effect: LayerEffect, started: dict[str, frozenset[str]]) -> Board:
    """The board after one effect is applied to each object it applies to."""
    targets = _targets(board, effect, started)
    started.setdefault(effect.key, targets)
    after = dict(board)
    for i in sorted(targets):
        after[i] = effect.apply(board, after[i])
    return after


def depends_on(
    board: Board, effect: LayerEffect, other: LayerEffect, started: dict[str, frozenset[str]]
) -> bool:
    """CR 613.8a: in the same layer (the caller's), neither or both from characteristic-defining abilities, and
    applying the other would change this one's existence or what it applies to. (What it does to those objects
    is not compared: no modelled effect reads, in its own layer, a characteristic that layer changes.)"""
    if effect.cda != other.cda:
        return False
    trial = _applied(board, other, dict(started))
    if effect.key not in started and effect.exists(board) != effect.exists(trial):
        return True
    return _targets(board, effect, started) != _targets(trial, effect, started)


def _next_effect(
    board: Board, live: list[LayerEffect], started: dict[str, frozenset[str]], ranks: dict[str, int]
) -> LayerEffect:
    """The effect applied next: CDAs first (CR 613.3, 613.4a), then timestamp order (CR 613.7) among those that
    depend on no other effect still to apply (CR 613.8b); if every one waits on another, they form dependency
    loops, and timestamp order decides (CR 613.8b)."""

    def order(e: LayerEffect) -> tuple[bool, int, int]:
        return (not e.cda, e.timestamp, ranks.get(e.controller, len(ranks)))

    free = live
    if len(live) > 1:
        free = [e for e in live if not any(depends_on(board, e, o, started) for o in live if o is not e)]
    candidates = free or live
    chosen = min(candidates, key=order)
    for tied in (e for e in candidates if e is not chosen and order(e) == order(chosen)):
        if _two_orders_differ(board, chosen, tied, started):
            raise NotModelled(
                f"{chosen.name} and {tied.name} have the same timestamp and controller; applying them is in "
                f"{chosen.controller}'s order (CR 613.7m), which the engine has no way to be told"
            )
    return chosen


def _two_orders_differ(
    board: Board, first: LayerEffect, second: LayerEffect, started: dict[str, frozenset[str]]
) -> bool:
    one = _applied(_applied(board, first, dict(started)), second, dict(started))
    other = _applied(_applied(board, second, dict(started)), first, dict(started))
    return one != other
