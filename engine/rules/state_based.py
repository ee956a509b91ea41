"""State-based actions (CR 704), as far as the cards in scope need them: a player at 0 or less life,
creatures with toughness 0 or less or lethal damage, and Auras left attached to nothing."""

from __future__ import annotations

from rulings.engine.abilities.statics import EnchantedGets
from rulings.engine.abilities.triggers import DiesTrigger
from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.engine.rules.continuous import power_toughness_change
from rulings.engine.rules.zones import put_into_graveyard
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import CreateTokens
from rulings.engine.vocabulary.errors import NotModelled
from rulings.engine.vocabulary.events import Event


def toughness(state: GameState, obj: GameObject) -> int | None:
    """The creature's toughness: printed, +1/+1 and -1/-1 counters (CR 613.4c), Auras' "gets +N/+M" and
    "+N/+M until end of turn" effects.

    None for a toughness a characteristic-defining ability sets ("*"), which this engine doesn't compute.
    """
    printed = obj.card.toughness or "0"
    if not printed.lstrip("-").isdigit():
        return None
    value = int(printed) + obj.counters["+1/+1"] - obj.counters["-1/-1"]
    value += power_toughness_change(state, obj)[1]  # "+N/+M until end of turn" effects (CR 613.4c)
    for aura in state.battlefield():
        if aura.attached_to == obj.id:
            value += sum(a.toughness for a in aura.card.abilities if isinstance(a, EnchantedGets))
    return value


def check_state_based_actions(state: GameState) -> list[Event]:
    """Perform the state-based actions that apply, all at once, until none does (CR 704.3)."""
    events: list[Event] = []
    while True:
        # CR 704.5f: a creature with toughness 0 or less is put into its owner's graveyard.
        dying = [
            p for p in state.battlefield() if p.is_type("Creature") and _toughness_at_most_zero(state, p)
        ]
        # CR 704.5g: a creature with toughness greater than 0 and lethal damage marked on it is destroyed.
        dying += [p for p in state.battlefield() if p.is_type("Creature") and _lethal_damage(state, p)]
        # CR 704.5a: a player with 0 or less life loses the game.
        losing = [p for p in state.players if p not in state.lost and state.life_total(p) <= 0]
        # CR 704.5m, 702.103f: an Aura attached to nothing legal goes to the graveyard, a bestowed one stays
        # as a creature.
        loose = [
            p
            for p in state.battlefield()
            if p.attached_to and p.has_subtype("Aura") and not _attached_legally(state, p)
        ]
        # CR 704.5q: +1/+1 and -1/-1 counters on the same permanent cancel out, N of each.
        cancelling = [p for p in state.battlefield() if p.counters["+1/+1"] and p.counters["-1/-1"]]
        if not dying and not loose and not cancelling and not losing:
            return events
        for player in losing:
            state.lost.add(player)
            events.append(Event("lost_game", player=player))
        # All at once (CR 704.3): a creature that dies now still had all its counters as it died.
        for creature in dying:
            events += dies(state, creature)
        for permanent in cancelling:
            if permanent.zone == "battlefield":
                n = min(permanent.counters["+1/+1"], permanent.counters["-1/-1"])
                permanent.counters["+1/+1"] -= n
                permanent.counters["-1/-1"] -= n
                permanent.counters = +permanent.counters
        # No Aura in the card pool is a creature, so none of them died above.
        for aura in loose:
            if aura.bestowed:
                aura.bestowed, aura.attached_to = False, ""
            else:
                put_into_graveyard(aura)
                events.append(Event("put_into_graveyard", object=aura.id))


def dies(state: GameState, creature: GameObject) -> list[Event]:
    """Put the creature into its owner's graveyard; its dies triggers look back at it (CR 603.10a)."""
    for ability in creature.card.abilities:
        if isinstance(ability, Unmodelled) and ability.when == "dies":
            raise NotModelled(
                f"{creature.describe()} would die, and its ability {ability.text!r} isn't modelled"
            )
    last_known = (creature.controller, creature.counters.copy())
    put_into_graveyard(creature)
    events = [Event("died", object=creature.id)]
    for ability in creature.card.abilities:
        if isinstance(ability, DiesTrigger):
            controller, counters = last_known
            effect = CreateTokens(ability.token, counters[ability.per_counter])
            state.put_on_stack(creature.id, controller, ability.text, effect)
            events.append(Event("triggered", source=creature.id, object=creature.id, ability=ability.text))
            events.append(Event("put_on_stack", player=controller, source=creature.id, ability=ability.text))
    return events


def _lethal_damage(state: GameState, creature: GameObject) -> bool:
    """CR 120.6, 704.5g: toughness greater than 0, and damage marked on it at least equal to its toughness."""
    value = toughness(state, creature)
    return value is not None and 0 < value <= creature.damage


def _toughness_at_most_zero(state: GameState, creature: GameObject) -> bool:
    value = toughness(state, creature)
    return value is not None and value <= 0


def _attached_legally(state: GameState, aura: GameObject) -> bool:
    """Whether the Aura is attached to a permanent its enchant ability allows (CR 303.4, 704.5m)."""
    enchanted = state.objects.get(aura.attached_to)
    if enchanted is None or enchanted.zone != "battlefield":
        return False
    # CR 702.103b: a bestowed permanent is an Aura with enchant creature.
    quality = "creature" if aura.bestowed else _enchant_quality(aura)
    return any(_has_quality(enchanted, part, aura) for part in quality.split(" or "))


def _has_quality(permanent: GameObject, quality: str, aura: GameObject) -> bool:
    """A card type the Aura's enchant ability names; the Auras in the card pool name "creature" or "land"."""
    if quality in ("creature", "land", "artifact", "enchantment", "planeswalker"):
        return permanent.is_type(quality.capitalize())
    raise NotModelled(f"{aura.describe()}'s enchant quality {quality!r} isn't modelled")


def _enchant_quality(aura: GameObject) -> str:
    """What the Aura's "Enchant [quality]" keyword (CR 702.5a) allows, from its Oracle text."""
    for line in aura.card.oracle_text.splitlines():
        if line.startswith("Enchant "):
            return line.removeprefix("Enchant ").split(" (")[0].strip().rstrip(".")
    raise NotModelled(
        f"{aura.describe()} is attached, but has no enchant ability this engine reads (CR 702.5a)"
    )
