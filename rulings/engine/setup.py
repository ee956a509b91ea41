"""Building a game from a board description (the protocol's `game`), and describing one back: above the facade."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from rulings.engine.abilities.cast_permissions import Morph
from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.engine.cards import load_card
from rulings.engine.cards.card import Card
from rulings.engine.game import Game
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import CEASED, LEFT_GAME, MERGED, ZONES, GameObject
from rulings.engine.vocabulary.errors import NotModelled, SetupError
from rulings.engine.vocabulary.mana import format_mana, parse_mana
from rulings.engine.vocabulary.steps import NO_PRIORITY, STEPS

OBJECT_FIELDS = frozenset(
    {
        "id",
        "card",
        "owner",
        "controller",
        "zone",
        "tapped",
        "sick",
        "counters",
        "attached_to",
        "transformed",
        "face_down",
        "damage",
    }
)


def new_game(game: Mapping[str, Any]) -> Game:
    """A game from a board description; SetupError names the offending part and object."""
    players = _players(game)
    turn = game.get("turn", {})
    active = turn.get("active", players[0])
    step = turn.get("step", "precombat_main")
    if active not in players:
        raise SetupError(f"turn.active {active!r} isn't one of the players {players}")
    if step not in STEPS:
        raise SetupError(f"turn.step {step!r} isn't a step; the steps are {', '.join(STEPS)}")
    number = turn.get("number", 1)
    if not isinstance(number, int) or number < 1:
        raise SetupError(f"turn.number must be a whole number from 1, not {number!r}")
    priority = game.get("priority", "" if step in NO_PRIORITY else active)
    if priority and priority not in players:
        raise SetupError(f"priority {priority!r} isn't one of the players {players}")
    objects: dict[str, GameObject] = {}
    for index, spec in enumerate(game.get("objects", [])):
        obj = _object(spec, index, players)
        if obj.id in objects:
            raise SetupError(f"object {index} reuses the id {obj.id!r}; ids must be unique")
        objects[obj.id] = obj
    for obj in objects.values():
        # CR 303.4: an Aura with "enchant player" is attached to a player, named by their name.
        if obj.attached_to and obj.attached_to not in objects and obj.attached_to not in players:
            raise SetupError(f"object {obj.id!r} is attached to {obj.attached_to!r}, which isn't in the game")
    pools = {p: Counter(parse_mana(game.get("pools", {}).get(p, ""))) for p in players}
    state = GameState(players, active, step, number, priority, objects, pools)
    # CR 505.1b: a board set in a turn has had the main phases of CR 500.1's order up to its step.
    state.main_phases = sum(
        STEPS.index(step) >= STEPS.index(main) for main in ("precombat_main", "postcombat_main")
    )
    state.life = {p: _life(game, p) for p in players}  # CR 103.4: 20 unless the board says otherwise
    state.poison_counters = _player_counters(game, players)
    return Game(state)


def _life(game: Mapping[str, Any], player: str) -> int:
    life = game.get("life", {}).get(player, 20)
    if not isinstance(life, int) or isinstance(life, bool):
        raise SetupError(f"life of {player} must be a whole number, not {life!r}")
    return life


def _player_counters(game: Mapping[str, Any], players: list[str]) -> dict[str, int]:
    """Poison counters from the board's `player_counters` (CR 122.1f); no other kind of player counter is
    modelled."""
    poison: dict[str, int] = {}
    for player, counters in game.get("player_counters", {}).items():
        if player not in players:
            raise SetupError(f"player_counters: {player!r} isn't one of the players {players}")
        if not isinstance(counters, dict) or not all(
            isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in counters.values()
        ):
            raise SetupError(f"player_counters of {player} must map kinds to whole numbers, not {counters!r}")
        unknown = set(counters) - {"poison"}
        if unknown:
            raise NotModelled(f"player counters {sorted(unknown)} aren't modelled; poison counters are")
        if counters.get("poison"):
            poison[player] = counters["poison"]
    return poison


def describe_game(game: Game) -> dict[str, Any]:
    """The board description of a game: new_game(describe_game(g)) has the same board as g."""
    state = game.state
    board: dict[str, Any] = {
        "players": list(state.players),
        "turn": {"active": state.active, "step": state.step, "number": state.turn},
        "priority": state.priority,
        # CR 704.5d: a token that ceased to exist is no object; CR 730.2: a card merged with a permanent is part
        # of that one object, described as it
        "objects": [
            _describe_object(o) for o in state.objects.values() if o.zone not in (CEASED, MERGED, LEFT_GAME)
        ],
    }
    life = {p: state.life_total(p) for p in state.players if state.life_total(p) != 20}
    if life:
        board["life"] = life
    poison = {p: {"poison": n} for p, n in state.poison_counters.items() if n}
    if poison:
        board["player_counters"] = poison
    pools = {p: format_mana(pool.elements()) for p, pool in state.pools.items() if +pool}
    if pools:
        board["pools"] = pools
    return board


def _players(game: Mapping[str, Any]) -> list[str]:
    players = game.get("players")
    if (
        not isinstance(players, list)
        or len(players) < 2
        or not all(isinstance(p, str) and p for p in players)
    ):
        raise SetupError(f"players must list two or more player names in turn order, not {players!r}")
    if len(set(players)) != len(players):
        raise SetupError(f"players must have distinct names: {players}")
    return players


def _object(spec: Mapping[str, Any], index: int, players: list[str]) -> GameObject:
    where = f"object {index} ({spec.get('id', '?')!r})"
    unknown = set(spec) - OBJECT_FIELDS
    if unknown:
        raise SetupError(f"{where} has unknown fields {sorted(unknown)}; known: {sorted(OBJECT_FIELDS)}")
    for required in ("id", "card", "owner"):
        if not isinstance(spec.get(required), str) or not spec[required]:
            raise SetupError(f"{where} needs a non-empty {required!r}")
    if spec["owner"] not in players:
        raise SetupError(f"{where}: owner {spec['owner']!r} isn't one of the players {players}")
    controller = spec.get("controller", spec["owner"])
    if controller not in players:
        raise SetupError(f"{where}: controller {controller!r} isn't one of the players {players}")
    zone = spec.get("zone", "battlefield")
    if zone not in ZONES:
        raise SetupError(f"{where}: zone {zone!r} isn't a zone; the zones are {', '.join(ZONES)}")
    status = [
        field for field in ("tapped", "sick", "attached_to", "transformed", "damage") if spec.get(field)
    ]
    if zone != "battlefield" and status:
        raise SetupError(
            f"{where} is in the {zone}: only a permanent can be {' or '.join(status)} (CR 110.5d: cards not on "
            "the battlefield are neither tapped nor untapped)"
        )
    counters = spec.get("counters", {})
    if not isinstance(counters, dict) or not all(isinstance(n, int) and n >= 0 for n in counters.values()):
        raise SetupError(f"{where}: counters must map counter kinds to whole numbers, not {counters!r}")
    damage = _damage(spec, where)
    card = load_card(spec["card"])
    _verify_set_up_modelled(where, card, zone)
    back = card.back if spec.get("transformed") else None
    if spec.get("transformed") and back is None:
        raise SetupError(f"{where}: {card.name} has no back face to have up (CR 701.27a, 712.2)")
    counters = {k: n for k, n in counters.items() if n}
    if zone == "battlefield" and card.is_type("Planeswalker") and "loyalty" not in spec.get("counters", {}):
        # CR 306.5b: a planeswalker the board doesn't give a loyalty has its printed loyalty, as it entered with.
        counters["loyalty"] = int(card.loyalty) if card.loyalty and card.loyalty.isdigit() else 0
    obj = GameObject(
        id=spec["id"],
        card=card,
        owner=spec["owner"],
        controller=controller,
        zone=zone,
        tapped=bool(spec.get("tapped", False)),
        sick=bool(spec.get("sick", False)),
        counters=Counter(counters),
        attached_to=spec.get("attached_to", ""),
        damage=damage,  # CR 120.6: marked on it until the cleanup step (CR 514.2)
    )
    if back is not None:
        obj.show(back, "its back face")  # CR 712.8e: only its back face's characteristics
    if spec.get("face_down"):
        _verify_face_down_modelled(where, zone, card)
        obj.turn_face_down()  # CR 708.2a: a 2/2 creature with no text, no name, no subtypes, no mana cost
    return obj


def _verify_set_up_modelled(where: str, card: Card, zone: str) -> None:
    """A card can be set up anywhere its unmodelled abilities (if any) don't function: not one with an ability that
    functions in every zone, nor on the battlefield one with an ability that functions there (CR 113.6)."""
    for ability in card.abilities:
        if isinstance(ability, Unmodelled) and (
            ability.when == "anywhere" or (ability.when == "battlefield" and zone == "battlefield")
        ):
            place = "" if ability.when == "anywhere" else " on the battlefield"
            raise NotModelled(
                f"{where}: {card.name}'s ability {ability.text!r} would matter{place}, and the reference engine "
                "doesn't model it"
            )


def _damage(spec: Mapping[str, Any], where: str) -> int:
    """The damage marked on a permanent (CR 120.6): a whole number, 0 unless the board says otherwise."""
    damage = spec.get("damage", 0)
    if not isinstance(damage, int) or isinstance(damage, bool) or damage < 0:
        raise SetupError(
            f"{where}: damage is the damage marked on it, a whole number, not {damage!r} (CR 120.6)"
        )
    return damage


def _verify_face_down_modelled(where: str, zone: str, card: Card) -> None:
    """Face down, the engine models a permanent cast face down with morph (CR 702.37, 708): not a face-down card
    in another zone, nor one face down by another ability (manifest, CR 701.40), which could turn face up other ways."""
    if zone != "battlefield":
        raise NotModelled(
            f"{where}: the reference engine models face-down permanents only, not in the {zone} (CR 708)"
        )
    if not any(isinstance(a, Morph) for a in card.abilities):
        raise NotModelled(
            f"{where}: the reference engine models face-down permanents with morph only (CR 702.37, 708)"
        )


def _describe_object(obj: GameObject) -> dict[str, Any]:
    spec: dict[str, Any] = {"id": obj.id, "card": obj.printed.name, "owner": obj.owner}
    if obj.controller != obj.owner:
        spec["controller"] = obj.controller
    spec["zone"] = obj.zone
    if obj.tapped:
        spec["tapped"] = True
    if obj.sick:
        spec["sick"] = True
    if +obj.counters:
        spec["counters"] = dict(sorted((+obj.counters).items()))
    if obj.zone == "battlefield" and obj.is_type("Planeswalker") and not obj.counters["loyalty"]:
        spec.setdefault("counters", {})["loyalty"] = 0  # not its printed loyalty, which setup would give it
    if obj.attached_to:
        spec["attached_to"] = obj.attached_to
    if obj.damage and obj.zone == "battlefield":
        spec["damage"] = obj.damage  # CR 120.6
    if obj.showing == "its back face":
        spec["transformed"] = True
    if obj.face_down:
        spec["face_down"] = True  # CR 708.2: its card is the one its owner knows it is
    return spec
