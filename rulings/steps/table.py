"""The scenario's table: the board the Given steps lay out, sent to the engine when the first When or Then
needs it, and what the last action did. It reaches the engine only through the protocol session."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rulings.errors import RulingsError
from rulings.protocol.notation import new_object_id
from rulings.protocol.session import ActResult, Game, Message, ObjectSpec, Session, Turn, Unsupported
from rulings.protocol.turn import default_priority
from rulings.steps import language

DEFAULT_PLAYERS = ["Alice", "Bob"]
# What only a game that goes on reports: the state-based actions that end a game report other things in the same
# check (a creature dying as its controller's opponent loses, CR 704.3), but no draw, untap or damage.
PLAYING_ON = frozenset(
    {
        "drew",
        "untapped",
        "phased_in",
        "phased_out",
        "attacked",
        "attackers_declared",
        "blocked",
        "damage_dealt",
    }
    | {"life_gained", "life_lost", "discarded", "milled", "counters_put", "revealed"}
)


class PlaysOnAfterTheGameEnded(RulingsError, AssertionError):
    """A scenario acts after an action of its own ended the game (CR 104.1): it only passes on an engine that
    plays on, which the protocol allows but doesn't require, so it is the suite's fault (a player drawing
    from an empty library on the way is the usual cause: give them a library card)."""


class Table:
    """One scenario's game: its board, its engine session, the outcome of the last attempted action."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.game = Game(
            players=list(DEFAULT_PLAYERS),
            turn=Turn(active=DEFAULT_PLAYERS[0], step="precombat_main", number=1),
            priority=DEFAULT_PLAYERS[0],
            objects=[],
        )
        self.started = False
        self.last: ActResult | None = None
        self._tapped: dict[str, bool] = {}  # as the events of our actions report it
        self._lost: set[str] = set()  # the players the events of our actions say lost (CR 104.3)
        self._ended_by: Message | None = None  # the action whose events ended the game (CR 104.1)
        self._played_on = False  # whether the engine went on past the end within that action

    # Laying out the board (Given).

    def set_players(self, names: list[str]) -> None:
        """Players in turn order; the first one's turn, precombat main phase."""
        self.game["players"] = names
        self.game["turn"] = Turn(active=names[0], step="precombat_main", number=1)
        self.game["priority"] = names[0]

    def set_turn(self, player: str, step: str) -> None:
        """Whose turn and which step; the active player has priority except where no one does (CR 502.4,
        514.3). The board always says who has priority, so an engine need not know the protocol's default."""
        self._check_player(player)
        self.game["turn"] = Turn(active=player, step=step, number=self.game["turn"]["number"])
        self.game["priority"] = default_priority(player, step)

    def put(self, player: str, description: language.ObjectDescription, zone: str = "battlefield") -> None:
        """Add the described objects under the player's control (or to their zone)."""
        self._check_player(player)
        for _ in range(description.count):
            spec = ObjectSpec(
                id=new_object_id(description.card, (o["id"] for o in self.game["objects"])),
                card=description.card,
                owner=player,
                zone=zone,
            )
            if description.tapped:
                spec["tapped"] = True
            if description.sick:
                spec["sick"] = True
            if description.face_down:
                spec["face_down"] = True
            if description.counters:
                spec["counters"] = dict(description.counters)
            if description.damage:
                spec["damage"] = description.damage  # optional in the protocol (CR 120.6)
            if description.attached_to in self.game["players"]:
                spec["attached_to"] = description.attached_to  # an Aura with enchant player (CR 303.4)
            elif description.attached_to:
                spec["attached_to"] = self.object_id(description.attached_to, default_player=player)
            self.game["objects"].append(spec)

    # Talking to the engine (When, Then).

    def act(self, action: Message, attempt: bool = False) -> ActResult:
        """Take an action; unless it is only an attempt, an illegal one fails the scenario."""
        self.ensure_started()
        if self._ended_by is not None and not attempt:  # an attempt is refused either way: no game goes on
            raise PlaysOnAfterTheGameEnded(
                f"{action} comes after the game ended in {self._ended_by} (CR 104.1: "
                f"{', '.join(sorted(self._lost))} lost): an engine may stop there; set the board up so the game "
                "goes on (a library card for a player who draws on the way, CR 704.5b)"
            )
        self.last = self.session.act(action)
        players = set(self.game["players"])
        for event in self.last.events:
            kind = event.get("kind")
            if self._ended_by is not None and kind in PLAYING_ON:
                self._played_on = True  # the game went on after it had ended, in the same action
            if kind in ("tapped", "untapped"):
                self._tapped[str(event.get("object"))] = kind == "tapped"
            elif kind == "lost_game":
                self._lost.add(str(event.get("player")))
            if (
                self._ended_by is None and len(players) > 1 and len(players - self._lost) <= 1
            ):  # CR 104.2a, 104.4a
                self._ended_by = action
        if not attempt:
            assert self.last.legal, f"the engine refused a legal action {action}: {self.last.reason}"
        return self.last

    def query(self, query: Message) -> Any:
        """Ask the engine about the game."""
        self.ensure_started()
        if self._played_on and query.get("type") != "player":
            raise PlaysOnAfterTheGameEnded(
                f"the {query.get('type')} query asks about a game the engine played on after it ended in "
                f"{self._ended_by} (CR 104.1: {', '.join(sorted(self._lost))} lost): an engine may stop there; "
                "set the board up so the game goes on (a library card for a player who draws on the way, CR 704.5b)"
            )
        return self.session.query(query)

    def reported(self, answer: Message, field: str, what: str) -> Any:
        """An optional field of a query's answer (docs/protocol.md). An engine that leaves it out doesn't model
        it: the scenario is unsupported, neither passed by a default nor failed."""
        if field not in answer:
            raise Unsupported(f"the engine doesn't report {what} (the query answer's optional `{field}`)")
        return answer[field]

    def ensure_started(self) -> None:
        """Send the board to the engine once, before the first action or question."""
        if not self.started:
            self.session.setup(self.game)
            self.started = True

    # Finding objects by what a player would call them.

    def object_id(self, reference: str, *, default_player: str = "", untapped_first: bool = False) -> str:
        """ "Alice's Forest", "her Forest", "Reflecting Pool", "Thopter Token" -> the id of that object."""
        player, card = language.object_reference(reference)
        if player and player not in self.game["players"]:
            player, card = "", reference  # "Gaea's Cradle" is a name, not a possessive
        player = player or default_player
        if card.endswith(" token") and self.started:
            # "the Grizzly Bears token": a token made since; a token copy has the name it copies (CR 707.2), others
            # are named "... Token" (CR 111.4)
            name = card.removesuffix(" token")
            return self._only_made(reference, self.made_since(player, name, f"{name} Token"))
        if card.startswith("copy of "):
            # "the copy of Forked Bolt": a copy of a spell on the stack, or the token it became (CR 707.10, 608.3f)
            return self._only_made(reference, self.made_since(player, card.removeprefix("copy of ")))
        candidates = _named(self.game["objects"], card, player)
        if not candidates and self.started:  # an object the game made since: a token (CR 111.1)
            candidates = _named(self.query({"type": "board"})["objects"], card, player)
        if not candidates:
            known = ", ".join(
                f"{o['card']} ({o.get('controller', o['owner'])})" for o in self.game["objects"]
            )
            raise AssertionError(f"the scenario has no {reference!r}; it has: {known or 'nothing'}")
        if untapped_first:
            candidates.sort(key=lambda o: self._tapped.get(o["id"], bool(o.get("tapped"))))
        return str(candidates[0]["id"])

    def player_or_object_id(self, reference: str, *, preferring: str = "") -> str:
        """A player, by name as it is, or an object's id: what a target, an attack or an attachment names. Among
        objects of that name, `preferring`'s if they have one (a caster's own, for a target), else anyone's."""
        if reference in self.game["players"]:
            return reference
        theirs = bool(preferring) and bool(_named(self.game["objects"], reference, preferring))
        return self.object_id(reference, default_player=preferring if theirs else "")

    def object_spec(self, reference: str) -> ObjectSpec:
        """The board's description of that object, to set it up further before the game starts."""
        object_id = self.object_id(reference)
        return next(o for o in self.game["objects"] if o["id"] == object_id)

    def made_since(self, player: str, *names: str) -> list[Mapping[str, Any]]:
        """The objects with one of these names that the game made since it was set up (tokens, copies), the
        player's if one is named, in the order the board lists them."""
        set_up = {o["id"] for o in self.game["objects"]}
        board = self.query({"type": "board"})["objects"] if self.started else []
        made = [o for o in board if o["id"] not in set_up and o["card"] in names]
        return [o for o in made if not player or o.get("controller", o["owner"]) == player]

    def _only_made(self, reference: str, made: list[Mapping[str, Any]]) -> str:
        # The protocol doesn't order the board's objects, so "the X token" must name exactly one.
        assert made, f"the game has made no {reference!r} since it was set up"
        assert len(made) == 1, f"{reference!r} could be any of {', '.join(o['id'] for o in made)}: say which"
        return str(made[0]["id"])

    def _check_player(self, player: str) -> None:
        if player not in self.game["players"]:
            raise AssertionError(f"{player} isn't playing; the players are {', '.join(self.game['players'])}")


def _named(objects: Sequence[Mapping[str, Any]], card: str, player: str) -> list[Mapping[str, Any]]:
    """The objects with that name, controlled by the player if one is named."""
    return [
        o for o in objects if o["card"] == card and (not player or o.get("controller", o["owner"]) == player)
    ]
