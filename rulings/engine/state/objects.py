"""Game objects: cards in zones and, on the battlefield, permanents with their status; pure queries on one."""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass, field
from typing import Literal

from rulings.engine.cards.card import FACE_DOWN, Card
from rulings.engine.vocabulary.mana import parse_symbols

# What characteristics other than its card's own an object has: a copy effect's copiable values (CR 707.2), a
# transformed permanent's back face (CR 712.8e), an Adventure spell's (CR 715.3b), a face-down 2/2's (CR 708.2a),
# a merged permanent's (CR 730.2a).
Showing = Literal["a copy", "its back face", "its Adventure", "face down", "merged"]
ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile")
# CR 704.5d: where a token that ceased to exist is: no zone. The object stays behind only so that what still
# names it (a target, a combat record) finds it gone from every zone; the game's description leaves it out.
CEASED = "ceased to exist"
# CR 730.2, 730.2b: where a card merged with a permanent is: it left its zone and is part of that permanent, one
# object on the battlefield (its `merged_into`). The game's description leaves it out; asked about, the engine
# answers for the permanent it represents.
MERGED = "merged with a permanent"
# CR 800.4a: where an object whose owner left a game that goes on is: no longer in the game. Left behind, as a
# token that ceased to exist is, for what still names it; the game's description leaves it out.
LEFT_GAME = "left the game"


@dataclass
class GameObject:
    """A card in a zone. On the battlefield it is a permanent (CR 110) with status and counters."""

    id: str
    card: Card
    owner: str
    controller: str
    zone: str
    tapped: bool = False
    # CR 608.2h: whether it was tapped as it last existed on the battlefield, once it has left it.
    was_tapped: bool = False
    # CR 603.10a, 608.2h: the counters it had as it last existed on the battlefield, once it has left it (undying).
    was_counters: Counter[str] = field(default_factory=Counter)
    # CR 302.6: not under its controller's control continuously since their most recent turn began.
    sick: bool = False
    counters: Counter[str] = field(default_factory=Counter)
    attached_to: str = ""
    # "Doesn't untap during its controller's next untap step": however many such effects there are, they all
    # refer to that one untap step and all end in it (CR 701.43b; the rulings on Bontu's Last Reckoning).
    skip_next_untap: bool = False
    # CR 701.43a: exerted, it won't untap during the next untap step of this player (who exerted it), whoever
    # controls it then (the exert rulings: gaining control until end of turn and exerting it).
    exerted_by: str = ""
    # CR 107.3a, 107.3g, 107.3m: the announced X while it is a spell on the stack; 0 in every other zone.
    x: int = 0
    # CR 107.3e, 608.2h: its X as it last existed on the stack, once it has left it (a spell countered or
    # resolved), for an ability that refers to the X in that spell's mana cost (Geometer's Arthropod).
    x_on_stack: int = 0
    # CR 607.2a, 406.6: in exile, the permanent (its id, as the object it was: its zone_changes) whose linked
    # ability exiled it, as "the exiled card" of Phyrexian Ingester's imprint.
    exiled_with: tuple[str, int] | None = None
    # CR 702.103b: cast bestowed, it is an Aura enchantment with enchant creature and no creature types.
    bestowed: bool = False
    # CR 120.3e, 120.6: damage marked on a permanent; it stays until the cleanup step (CR 514.2).
    damage: int = 0
    # CR 702.2b, 704.5h: dealt damage by a source with deathtouch since state-based actions were last checked.
    deathtouch_damage: bool = False
    # CR 707.10: a copy of a spell, with no card: `copy_of_spell` is the id of the spell's object it copies (its
    # standing choices are that spell's), "" for anything else. Off the stack it ceases to exist (CR 704.5e); a copy of a
    # permanent spell becomes a token as it resolves, and is a copy of a spell no more (CR 608.3f).
    copy_of_spell: str = ""
    token: bool = False  # CR 111.1: created by an effect; it ceases to exist off the battlefield (CR 704.5d)
    # CR 613.7d: when it entered the battlefield; 0 for every permanent of the board the game was set up with,
    # which has no order in time (the world rule treats them as tied, CR 704.5k).
    timestamp: int = 0
    # CR 400.7: how many times it has moved from one zone to another; each move makes it a new object, which
    # effects locked to the old one don't affect (CR 611.2c).
    zone_changes: int = 0
    # CR 611.2e: the subtypes and colors a resolving spell said the permanent "is" in addition to its own as it
    # put it onto the battlefield (Rise from the Grave): for as long as it is this object (CR 400.7).
    also_subtypes: frozenset[str] = frozenset()
    also_colors: frozenset[str] = frozenset()
    # While `card` shows other characteristics than the card's own (`showing` says which), the card's own, which the
    # object has again as it leaves the zone where it shows them (CR 400.7); None while it shows its own.
    own_card: Card | None = None
    showing: Showing | None = None
    # CR 702.112b: renowned, a designation (not an ability, not copiable) it keeps until it leaves the battlefield
    renowned: bool = False
    # CR 702.34a: a spell cast for its flashback cost, exiled instead of going anywhere else as it leaves the stack
    flashed_back: bool = False
    # CR 715.4: exiled by its own resolution as an Adventure, the player who may cast it (as a permanent spell)
    # from exile for as long as it remains there; "" otherwise.
    on_adventure_for: str = ""
    # CR 702.26a-b: phased out, a permanent stays on the battlefield but is treated as though it doesn't exist;
    # GameState.battlefield() leaves it out. It is the same object when it phases in (CR 702.26d). The player
    # who controlled it as it phased out, whose next untap step phases it in (CR 502.1); "" if phased in.
    phased_out: str = ""
    # CR 702.26g: phased out indirectly, with the permanent it is attached to: it phases in only with that one.
    phased_out_indirectly: bool = False
    # CR 730.2: a merged permanent's other components, the cards merged over it (topmost first) and under it
    # (nearest first); its own card is between them. Each is an object in the MERGED zone.
    merged_over: list[GameObject] = field(default_factory=list)
    merged_under: list[GameObject] = field(default_factory=list)
    # CR 730.2: for a card in the MERGED zone, the id of the permanent it is part of; "" otherwise.
    merged_into: str = ""

    def __deepcopy__(self, memo: dict[int, object]) -> GameObject:
        """A copy for the snapshot that undoes an illegal action (CR 733): every field is immutable (strings,
        numbers, frozensets, tuples, frozen cards) but the counters and the merged components, copied here;
        the generic deep copy of each field was most of a snapshot's cost (tests/engine/test_rollback.py holds
        the list to the fields)."""
        copied = object.__new__(GameObject)
        memo[id(self)] = copied
        copied.__dict__.update(self.__dict__)
        copied.counters = Counter(self.counters)
        copied.was_counters = Counter(self.was_counters)
        copied.merged_over = [copy.deepcopy(o, memo) for o in self.merged_over]
        copied.merged_under = [copy.deepcopy(o, memo) for o in self.merged_under]
        return copied

    @property
    def face_down(self) -> bool:
        """Whether it is a face-down spell or permanent (CR 708.2)."""
        return self.showing == "face down"

    @property
    def printed(self) -> Card:
        """The card itself: what its owner knows it is face down (CR 708.5, 708.6), its front face (CR 712.8a),
        itself as an Adventure spell (CR 715.3b), and not what it copies (CR 707.2)."""
        return self.own_card or self.card

    def show(self, card: Card, showing: Showing) -> None:
        """Give it `card`'s characteristics instead of its own, which it keeps for when it resumes them."""
        if self.own_card is None:
            self.own_card = self.card
        self.card, self.showing = card, showing

    def resume(self) -> None:
        """It has its own card's characteristics again: a new object in a new zone (CR 400.7), turned face up
        (CR 708.8), the back face gone (CR 712.8a), an Adventure spell off the stack (CR 715.3c-d)."""
        if self.own_card is not None:
            self.card, self.own_card, self.showing = self.own_card, None, None

    def turn_face_down(self) -> None:
        """CR 708.2a: its characteristics become those of a nameless 2/2 creature with no abilities."""
        if not self.face_down:
            self.show(FACE_DOWN, "face down")

    def turn_face_up(self) -> None:
        """CR 708.8: its copiable values become those of its card again; it is the same object (CR 708.8)."""
        if self.face_down:
            self.resume()

    @property
    def name(self) -> str:
        """The card's name."""
        return self.card.name

    def is_type(self, card_type: str) -> bool:
        """Whether the object has a card type (a bestowed Aura is an enchantment only, CR 702.103b)."""
        if self.bestowed:
            return card_type == "Enchantment"
        return self.card.is_type(card_type)

    def describe(self) -> str:
        """A name for messages: "Forest (forest-2)", "a face-down creature (hydra)" (CR 708.2a: no name)."""
        if self.face_down:
            return f"a face-down {'spell' if self.zone == 'stack' else 'creature'} ({self.id})"
        return f"{self.card.name} ({self.id})"


def mana_value(obj: GameObject) -> int:
    """CR 202.3: the total of its mana cost; X is its announced value on the stack and 0 elsewhere (CR 202.3e)."""
    total = 0
    for symbol in parse_symbols(obj.card.mana_cost):
        if symbol.isdigit():
            total += int(symbol)
        elif symbol == "X":
            total += obj.x if obj.zone == "stack" else 0
        else:
            # CR 202.3f: a hybrid symbol counts its largest component ({2/G} is 2); any other colored,
            # colorless or Phyrexian symbol counts 1 (CR 202.3g)
            total += max((int(part) for part in symbol.split("/") if part.isdigit()), default=1)
    return total


def is_creature_on_battlefield(obj: GameObject | None) -> bool:
    """Whether the object is a creature on the battlefield, as "target creature" requires (CR 115.1)."""
    return obj is not None and obj.zone == "battlefield" and not obj.phased_out and obj.is_type("Creature")


def printed_colors(obj: GameObject) -> frozenset[str]:
    """CR 105.2, 202.2: the colors of the mana symbols in its mana cost, and those an effect gave it as it was
    created (a token's, CR 111.3): what the layers start from (CR 613.1)."""
    symbols = "".join(parse_symbols(obj.card.mana_cost))
    return frozenset(c for c in "WUBRG" if c in symbols) | obj.card.colors | obj.also_colors


def colors(obj: GameObject) -> frozenset[str]:
    """An object's colors off the battlefield: its printed ones, none with devoid, a characteristic-defining
    ability that functions everywhere (CR 702.114a, 604.3). On the battlefield the layers say (CR 613.1e)."""
    return frozenset() if "Devoid" in obj.card.keywords else printed_colors(obj)
