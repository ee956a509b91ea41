"""State-based actions (CR 704): checked whenever a player would receive priority, all applicable ones performed
at once as a single event, then checked again until none applies (CR 704.3). Modelled: players losing (704.5a,
704.5c), tokens off the battlefield (704.5d), toughness 0 or less (704.5f), lethal damage (704.5g), planeswalkers
with loyalty 0 (704.5i), the legend rule (704.5j), the world rule (704.5k), Auras attached illegally (704.5m),
Equipment attached illegally (704.5n) and +1/+1 and -1/-1 counters (704.5q); indestructible permanents aren't destroyed (CR 702.12b)."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from rulings.engine.abilities.statics import OpponentsDyingCreaturesExiled
from rulings.engine.abilities.triggers import DiesTrigger, Triggered
from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.engine.rules.continuous import end_lapsed_durations
from rulings.engine.rules.control import unattach
from rulings.engine.rules.intervening_if import condition_holds
from rulings.engine.rules.keywords import has_keyword
from rulings.engine.rules.layer_effects import unchanging
from rulings.engine.rules.leaving_the_game import leave_game
from rulings.engine.rules.players import players_losing
from rulings.engine.rules.power_toughness import toughness
from rulings.engine.rules.protection import enchanting_forbidden
from rulings.engine.rules.regeneration import regenerate_instead
from rulings.engine.rules.sagas import sagas_to_sacrifice
from rulings.engine.rules.seats import end_if_decided, game_over
from rulings.engine.rules.subtypes import has_subtype
from rulings.engine.rules.zones import put_into, put_into_graveyard
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import CEASED, GameObject
from rulings.engine.state.stack import CreateTokens, PendingTrigger, Trigger
from rulings.engine.vocabulary.errors import NotModelled
from rulings.engine.vocabulary.events import Event


def is_indestructible(state: GameState, obj: GameObject) -> bool:
    """CR 702.12b: a permanent with indestructible, printed or gained (CR 613.1f), can't be destroyed."""
    return has_keyword(state, obj, "Indestructible")


def destroy(state: GameState, permanent: GameObject) -> list[Event]:
    """CR 701.8a: move it to its owner's graveyard, unless it is indestructible (CR 702.12b) or a regeneration
    shield replaces its destruction (CR 701.19a)."""
    if is_indestructible(state, permanent):
        return []
    regenerated = regenerate_instead(state, permanent)
    if regenerated is not None:
        return regenerated
    return _to_graveyard(state, permanent)


def check_state_based_actions(state: GameState) -> list[Event]:
    """Perform the state-based actions that apply, all at once, until none does (CR 704.3)."""
    end_lapsed_durations(state)  # not a state-based action: a "for as long as" that ended stays ended
    events: list[Event] = []
    while True:
        if game_over(state):  # CR 104.1: the game ended in the last check; nothing is checked after it
            return events
        with unchanging(state):  # finding the actions only looks: the characteristics once (CR 704.3)
            found = _check(state)
        if not found.any():
            return events
        events += _perform(state, found)


@dataclass
class _Found:
    """What one check found (CR 704.3): every action is decided before any is performed."""

    losing: list[str]
    gone: list[GameObject]
    to_graveyard: list[GameObject]
    destroyed: list[GameObject]
    cancelling: list[GameObject]
    loose: list[GameObject]
    unequipping: list[GameObject]
    sacrificed: list[GameObject]

    def any(self) -> bool:
        return any(
            (
                self.losing,
                self.gone,
                self.to_graveyard,
                self.destroyed,
                self.cancelling,
                self.loose,
                self.unequipping,
                self.sacrificed,
            )
        )


def _check(state: GameState) -> _Found:
    creatures = [p for p in state.battlefield() if p.is_type("Creature")]
    # CR 704.5f: a creature with toughness 0 or less is put into its owner's graveyard. It isn't destroyed,
    # so indestructible doesn't save it (CR 702.12b).
    to_graveyard = [p for p in creatures if _toughness_at_most_zero(state, p)]
    # CR 704.5i: a planeswalker with loyalty 0 is put into its owner's graveyard; its loyalty is the number of
    # loyalty counters on it (CR 306.5b).
    to_graveyard += [
        p for p in state.battlefield() if p.is_type("Planeswalker") and p.counters["loyalty"] <= 0
    ]
    # CR 704.5j, 704.5k: the legend rule and the world rule put permanents into graveyards; neither destroys.
    to_graveyard += [p for p in _legend_rule(state) + _world_rule(state) if p not in to_graveyard]
    # CR 704.5a-c: a player with 0 or less life, who attempted to draw from an empty library since the last
    # check, or with ten or more poison counters, loses the game.
    losing = players_losing(state)
    state.drew_from_empty.clear()
    found = _Found(
        losing=losing,
        # CR 704.5d: a token in a zone other than the battlefield ceases to exist.
        gone=[o for o in state.objects.values() if o.token and o.zone not in ("battlefield", CEASED)]
        # CR 704.5e, 707.10a: a copy of a spell in a zone other than the stack ceases to exist.
        + [o for o in state.objects.values() if o.copy_of_spell and o.zone not in ("stack", CEASED)],
        to_graveyard=to_graveyard,
        # CR 704.5g: a creature with toughness greater than 0 and lethal damage marked on it is destroyed; an
        # indestructible one isn't (CR 702.12b), so for it the action changes nothing and the check ends.
        # CR 704.5h, 702.2b: so is one with toughness greater than 0 dealt damage by a deathtouch source since
        # the last check (once: the flags are forgotten below).
        destroyed=[
            p
            for p in creatures
            if (_lethal_damage(state, p) or _deathtouch_damage(state, p)) and not is_indestructible(state, p)
        ],
        # CR 704.5q: +1/+1 and -1/-1 counters on the same permanent cancel out, N of each.
        cancelling=[p for p in state.battlefield() if p.counters["+1/+1"] and p.counters["-1/-1"]],
        # CR 704.5m, 702.103f: an Aura attached to nothing legal, or to nothing at all (phased in unattached, CR
        # 702.26i), goes to the graveyard; a bestowed one stays as a creature.
        loose=[
            p
            for p in state.battlefield()
            if has_subtype(state, p, "Aura") and not _attached_legally(state, p)
        ],
        # CR 704.5n, 301.5c: an Equipment attached to an illegal permanent, or one no longer there, becomes unattached
        # and stays on the battlefield
        unequipping=[
            p
            for p in state.battlefield()
            if p.attached_to and has_subtype(state, p, "Equipment") and not _equipping_legally(state, p)
        ],
        sacrificed=sagas_to_sacrifice(state),  # CR 714.4: a Saga past its final chapter
    )
    for obj in state.objects.values():
        obj.deathtouch_damage = False  # CR 704.5h: "since state-based actions were last checked"
    return found


def _perform(state: GameState, found: _Found) -> list[Event]:
    """All at once (CR 704.3): a creature that dies now still had all its counters as it died."""
    events = _lose(state, found.losing)
    for token in found.gone:
        token.zone = CEASED
        events.append(Event("ceased_to_exist", object=token.id))
    for permanent in found.to_graveyard:
        if permanent.zone == "battlefield":
            events += _to_graveyard(state, permanent)
    for creature in found.destroyed:
        if creature.zone == "battlefield":
            events += destroy(state, creature)
    for permanent in found.cancelling:
        if permanent.zone == "battlefield":
            n = min(permanent.counters["+1/+1"], permanent.counters["-1/-1"])
            permanent.counters["+1/+1"] -= n
            permanent.counters["-1/-1"] -= n
            permanent.counters = +permanent.counters
    for aura in found.loose:
        if aura.zone != "battlefield":
            continue
        if aura.bestowed:
            aura.bestowed, aura.attached_to = False, ""
        else:
            events += _to_graveyard(state, aura)
    for equipment in found.unequipping:
        events += unattach(state, equipment)  # CR 701.3d: it "becomes unattached" from that permanent
    return events + _sacrifice(state, found.sacrificed)


def _lose(state: GameState, losing: list[str]) -> list[Event]:
    """CR 104.2a, 104.4a: all at once, so all who lose here lose together; then each leaves the game, which
    goes on without them (CR 800.4a)."""
    state.lost.update(losing)
    events = [Event("lost_game", player=player) for player in losing] + end_if_decided(state)
    for player in losing:
        events += leave_game(state, player)
    return events


def _sacrifice(state: GameState, permanents: list[GameObject]) -> list[Event]:
    """CR 701.21a: each one's controller moves it to its owner's graveyard (a Saga past its final chapter)."""
    events: list[Event] = []
    for permanent in permanents:
        if permanent.zone == "battlefield":
            events += [Event("sacrificed", player=permanent.controller, object=permanent.id)]
            events += _to_graveyard(state, permanent)
    return events


def _to_graveyard(state: GameState, permanent: GameObject) -> list[Event]:
    """Put a permanent into its owner's graveyard: a creature dies (CR 700.4), with its dies triggers."""
    if permanent.is_type("Creature"):
        return dies(state, permanent)
    attached_to = state.objects.get(permanent.attached_to)
    controller = permanent.controller
    put_into_graveyard(permanent)
    events = [Event("put_into_graveyard", object=permanent.id)]
    if attached_to is not None:
        events += _became_unattached(state, permanent, controller, attached_to)
    return events


def _became_unattached(
    state: GameState, equipment: GameObject, controller: str, permanent: GameObject
) -> list[Event]:
    """CR 603.10c: "whenever this becomes unattached from a permanent" looks back in time: leaving the
    battlefield, the Equipment becomes unattached and its ability triggers, controlled by its last controller;
    it acts on that permanent, if it is still the same object (CR 400.7)."""
    return _looking_back(state, equipment, controller, "this becomes unattached from a permanent", permanent)


def _looking_back(
    state: GameState, source: GameObject, controller: str, event: str, subject: GameObject
) -> list[Event]:
    """The source's abilities with this trigger event that trigger looking back in time (CR 603.10), though
    the source has left the battlefield: they wait to be put on the stack, controlled by its last controller,
    acting on the subject as it is now (CR 400.7)."""
    events: list[Event] = []
    for ability in source.card.abilities:
        if isinstance(ability, Triggered) and ability.event == event:
            trigger = Trigger(ability, subject.id, subject.zone_changes)
            state.pending.append(PendingTrigger(source.id, controller, ability.text, trigger))
            events.append(Event("triggered", source=source.id, object=subject.id, ability=ability.text))
    return events


def _legend_rule(state: GameState) -> list[GameObject]:
    """CR 704.5j: of two or more legendary permanents with the same name controlled by one player, that player
    chooses one to keep (the action's `keep`; without a choice, the newest) and the rest go to the graveyard."""
    groups: defaultdict[tuple[str, str], list[GameObject]] = defaultdict(list)
    for permanent in state.battlefield():
        if "Legendary" in permanent.card.supertypes:
            groups[permanent.controller, permanent.name].append(permanent)
    leaving: list[GameObject] = []
    for same in groups.values():
        if len(same) < 2:
            continue
        chosen = [p for p in same if p.id in state.legend_keep]
        kept = chosen[0] if chosen else max(same, key=lambda p: p.timestamp)
        leaving += [p for p in same if p is not kept]
    return leaving


def _world_rule(state: GameState) -> list[GameObject]:
    """CR 704.5k: of two or more world permanents, all but the one that has had the world supertype for the
    shortest time go to the graveyard; with a tie for the shortest time, all of them do. Only entering the
    battlefield gives a permanent the world supertype here, so the newest timestamp is the shortest time."""
    worlds = [p for p in state.battlefield() if "World" in p.card.supertypes]
    if len(worlds) < 2:
        return []
    newest = max(p.timestamp for p in worlds)
    if sum(1 for p in worlds if p.timestamp == newest) > 1:
        return worlds
    return [p for p in worlds if p.timestamp != newest]


def dies(state: GameState, creature: GameObject) -> list[Event]:
    """Put the creature into its owner's graveyard; its dies triggers look back at it (CR 603.10a)."""
    exiler = _exiled_instead(state, creature)
    if exiler is not None:
        # CR 614.1a, 603.2g: the event is replaced; the creature doesn't die, so nothing triggers on its dying.
        put_into(creature, "exile")
        return [Event("exiled", object=creature.id, source=exiler.id)]
    for ability in creature.card.abilities:
        if isinstance(ability, Unmodelled) and ability.when == "dies":
            raise NotModelled(
                f"{creature.describe()} would die, and its ability {ability.text!r} isn't modelled"
            )
    # CR 603.10a: as it last existed on the battlefield: its abilities too, a copy's (CR 707.2) though the card it
    # becomes is itself (CR 400.7); a face-down creature had none, though its card is revealed as it goes (CR
    # 708.2a, 708.9).
    last_known = (creature.controller, creature.counters.copy(), creature.card.abilities)
    auras = [(a, a.controller) for a in state.battlefield() if a.attached_to == creature.id]
    put_into_graveyard(creature)
    events = [Event("died", object=creature.id)]
    events += _enchanted_creature_died(state, creature, auras)
    for ability in last_known[2]:
        if isinstance(ability, Triggered) and ability.event == "this dies":
            if not condition_holds(state, creature, last_known[0], ability.condition):
                continue  # CR 603.4: an intervening "if" (undying's, CR 702.93a) is checked as it would trigger
            # CR 603.10a: it triggers from the creature as it last existed, for its controller then (CR 603.3a)
            trigger = Trigger(ability, creature.id, creature.zone_changes)
            state.pending.append(PendingTrigger(creature.id, last_known[0], ability.text, trigger))
            events.append(Event("triggered", source=creature.id, object=creature.id, ability=ability.text))
        if isinstance(ability, DiesTrigger):
            controller, counters, _ = last_known
            effect = CreateTokens(ability.token, counters[ability.per_counter])
            # CR 603.3: it waits to be put on the stack, with the others, when a player would receive priority.
            state.pending.append(PendingTrigger(creature.id, controller, ability.text, effect))
            events.append(Event("triggered", source=creature.id, object=creature.id, ability=ability.text))
    return events


def _exiled_instead(state: GameState, creature: GameObject) -> GameObject | None:
    """The permanent whose "if a creature an opponent controls would die, exile it instead" applies, if any."""
    for permanent in state.battlefield():
        opponent = permanent.controller != creature.controller
        if opponent and any(isinstance(a, OpponentsDyingCreaturesExiled) for a in permanent.card.abilities):
            return permanent
    return None


def _enchanted_creature_died(
    state: GameState, card: GameObject, auras: list[tuple[GameObject, str]]
) -> list[Event]:
    """CR 603.6e, 603.10a: "when enchanted creature dies" looks back in time: it triggers for the Auras that
    were attached to the creature just before it died, though state-based actions put them into the graveyard
    before any player receives priority; it acts on the card the creature became (CR 400.7, 603.6)."""
    return [
        e
        for aura, controller in auras
        for e in _looking_back(state, aura, controller, "enchanted creature dies", card)
    ]


def _lethal_damage(state: GameState, creature: GameObject) -> bool:
    """CR 120.6, 704.5g: toughness greater than 0, and damage marked on it at least equal to its toughness."""
    if creature.damage <= 0:  # no toughness above 0 is at most this: not worth computing (at every priority)
        return False
    value = toughness(state, creature)
    return value is not None and 0 < value <= creature.damage


def _deathtouch_damage(state: GameState, creature: GameObject) -> bool:
    if not creature.deathtouch_damage:
        return False  # the flag first: computing the toughness of every creature again is dear
    value = toughness(state, creature)
    return value is not None and value > 0 and not _lethal_damage(state, creature)


def _toughness_at_most_zero(state: GameState, creature: GameObject) -> bool:
    value = toughness(state, creature)
    return value is not None and value <= 0


def _attached_legally(state: GameState, aura: GameObject) -> bool:
    """Whether the Aura is attached to a permanent or player its enchant ability allows (CR 303.4, 704.5m)."""
    if aura.attached_to in state.players:  # a Curse: "Enchant player", and that player still in the game
        return _enchant_quality(aura) == "player" and aura.attached_to not in state.lost
    enchanted = state.objects.get(aura.attached_to)
    if enchanted is None or enchanted.zone != "battlefield" or enchanting_forbidden(state, aura, enchanted):
        return False  # CR 704.5m, 702.16c
    # CR 702.103b: a bestowed permanent is an Aura with enchant creature.
    quality = "creature" if aura.bestowed else _enchant_quality(aura)
    return any(_has_quality(enchanted, part, aura) for part in quality.split(" or "))


def _equipping_legally(state: GameState, equipment: GameObject) -> bool:
    """Whether the Equipment equips a creature on the battlefield (CR 301.5, 301.5c): not a player, not a permanent
    that left (its card elsewhere is a new object, CR 400.7), not one that isn't a creature; an Equipment that is a
    creature equips nothing; a creature with protection from its colour can't be equipped by it (CR 702.16c)."""
    equipped = state.objects.get(equipment.attached_to)
    return (
        equipped is not None
        and equipped.zone == "battlefield"
        and equipped.is_type("Creature")
        and not equipment.is_type("Creature")
        and not enchanting_forbidden(state, equipment, equipped)
    )


def _has_quality(permanent: GameObject, quality: str, aura: GameObject) -> bool:
    """A card type the Aura's enchant ability names ("creature", "land", ...), or "creature you control"."""
    if quality in ("creature", "land", "artifact", "enchantment", "planeswalker"):
        return permanent.is_type(quality.capitalize())
    if quality == "player":
        return False  # CR 303.4: an Aura that enchants a player can't be attached to a permanent
    if quality == "creature you control":  # Chorale of the Void: the Aura's controller's creature, now
        return permanent.is_type("Creature") and permanent.controller == aura.controller
    raise NotModelled(f"{aura.describe()}'s enchant quality {quality!r} isn't modelled")


def _enchant_quality(aura: GameObject) -> str:
    """What the Aura's "Enchant [quality]" keyword (CR 702.5a) allows, from its Oracle text."""
    for line in aura.card.oracle_text.splitlines():
        if line.startswith("Enchant "):
            return line.removeprefix("Enchant ").split(" (")[0].strip().rstrip(".")
    raise NotModelled(
        f"{aura.describe()} is attached, but has no enchant ability this engine reads (CR 702.5a)"
    )
