"""The phase.rs adapter's own faults (issue 26), each shown on the smallest board: every test fails on the
adapter as it was, and each compares with what the protocol or the rules say, not with what phase.rs does."""

from __future__ import annotations

from typing import Any

import pytest

from rulings.adapters.phase import PhaseEngine

pytest.importorskip("phase", reason="the phase extra is not installed: pip install -e '.[phase]'")


def ask(engine: PhaseEngine, cmd: str, **payload: Any) -> dict[str, Any]:
    """One request, numbered."""
    return engine.request({"seq": 1, "cmd": cmd, **payload})


def set_up(objects: list[dict[str, Any]], **game: Any) -> PhaseEngine:
    """A new phase.rs game of Alice and Bob on this board."""
    engine = PhaseEngine()
    reply = ask(engine, "setup", game={"players": ["Alice", "Bob"], "objects": objects, **game})
    assert reply["outcome"] == "ok", reply
    return engine


def act(engine: PhaseEngine, **action: Any) -> dict[str, Any]:
    return ask(engine, "act", action=action)


def value(engine: PhaseEngine, **query: Any) -> Any:
    reply = ask(engine, "query", query=query)
    assert reply["outcome"] == "value", reply
    return reply["value"]


def test_a_triggered_ability_reports_triggered_as_it_goes_on_the_stack() -> None:
    """docs/protocol.md: a triggered ability's `triggered` event, then its `put_on_stack` (CR 603.2, 603.3).
    The adapter named the entry on phase.rs's StackPushed and then never reported it as triggered."""
    engine = set_up([{"id": "guide", "card": "Goblin Guide", "owner": "Alice"}])
    attack = act(
        engine, type="declare_attackers", player="Alice", attackers=[{"object": "guide", "defender": "Bob"}]
    )
    kinds = [(e["kind"], e.get("source")) for e in attack["events"]]
    assert ("triggered", "guide") in kinds, attack["events"]
    assert kinds.index(("triggered", "guide")) < kinds.index(("put_on_stack", "guide"))


def test_a_player_target_is_sent_as_a_player() -> None:
    """CR 115.1: a player can be a target; the adapter sent "Bob" as an object ("no object 'Bob'")."""
    engine = set_up(
        [{"id": "door", "card": "Door to Nothingness", "owner": "Alice"}],
        pools={"Alice": "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}"},
    )
    reply = act(engine, type="activate", player="Alice", object="door", choices={"targets": ["Bob"]})
    assert reply["outcome"] == "ok", reply
    act(engine, type="resolve")
    assert value(engine, type="player", player="Bob")["lost"] is True  # CR 104.3e


def test_a_library_is_the_boards_cards_in_board_order_and_draws_are_events() -> None:
    """docs/protocol.md: the cards listed first are on top (CR 401.2), and a draw takes the first (CR 121.1),
    reported as `drew`. The adapter put them under eight filler cards, so a draw took a filler."""
    library = [
        {"id": "forest", "card": "Forest", "owner": "Alice", "zone": "library"},
        {"id": "island", "card": "Island", "owner": "Alice", "zone": "library"},
    ]
    engine = set_up(library, turn={"active": "Alice", "step": "upkeep", "number": 2}, priority="Alice")
    drawn = act(engine, type="advance", player="Alice", step="draw")
    assert {"kind": "drew", "player": "Alice", "object": "forest"} in drawn["events"]
    assert value(engine, type="object", object="forest")["zone"] == "hand"
    assert value(engine, type="object", object="island")["zone"] == "library"


def test_a_player_with_no_library_on_the_board_loses_drawing_from_it() -> None:
    """docs/protocol.md: no library cards on the board is an empty library; drawing from it loses the game at
    the next state-based check (CR 704.5b). The fillers gave every player a library."""
    engine = set_up([], turn={"active": "Alice", "step": "upkeep", "number": 2}, priority="Alice")
    act(engine, type="advance", player="Alice", step="precombat_main")
    assert value(engine, type="player", player="Alice")["lost"] is True


def test_life_gained_and_lost_are_events() -> None:
    """docs/protocol.md: `life_gained` / `life_lost` (CR 119.3); phase.rs's LifeChanged went untranslated."""
    engine = set_up(
        [
            {"id": "drain", "card": "Harsh Sustenance", "owner": "Alice", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "Alice"},
        ],
        pools={"Alice": "{W}{B}{C}"},
    )
    cast = act(engine, type="cast", player="Alice", object="drain", targets=["Bob"])
    assert cast["outcome"] == "ok", cast
    events = act(engine, type="resolve")["events"]
    assert {"kind": "life_lost", "player": "Bob", "amount": 1} in events, events
    assert {"kind": "life_gained", "player": "Alice", "amount": 1} in events, events


def test_a_convoke_spell_is_paid_from_the_pool_when_it_can_be() -> None:
    """CR 601.2h, 702.51a: convoke only lets creatures help; the pool alone may pay. phase.rs prompts for the
    payment (ManaPayment), which the adapter left unanswered and called a pool that can't pay."""
    engine = set_up(
        [
            {"id": "bears", "card": "Grizzly Bears", "owner": "Alice"},
            {"id": "cc", "card": "Clever Concealment", "owner": "Alice", "zone": "hand"},
        ],
        pools={"Alice": "{W}{W}{C}{C}"},
    )
    reply = act(engine, type="cast", player="Alice", object="cc", targets=["bears"])
    assert reply["outcome"] == "ok", reply
    assert value(engine, type="mana_pool", player="Alice") == dict.fromkeys("WUBRGC", 0)
    assert value(engine, type="object", object="bears")["tapped"] is False  # no creature tapped for it


def test_a_convoke_spell_the_pool_cant_pay_is_illegal_and_changes_nothing() -> None:
    engine = set_up(
        [
            {"id": "bears", "card": "Grizzly Bears", "owner": "Alice"},
            {"id": "cc", "card": "Clever Concealment", "owner": "Alice", "zone": "hand"},
        ],
        pools={"Alice": "{W}"},
    )
    assert act(engine, type="cast", player="Alice", object="cc", targets=["bears"])["outcome"] == "illegal"
    assert value(engine, type="object", object="cc")["zone"] == "hand"
    assert value(engine, type="mana_pool", player="Alice")["W"] == 1


def test_phase_rs_choosing_the_only_legal_target_itself_is_compared_with_the_requests() -> None:
    """CR 601.2c: the request names the target. phase.rs picks the only legal one without a prompt; the adapter
    accepted the cast as if the Forest the request named had been chosen (Venarian Gold enchants a creature)."""
    engine = set_up(
        [
            {"id": "bears", "card": "Grizzly Bears", "owner": "Bob"},
            {"id": "forest", "card": "Forest", "owner": "Alice"},
            {"id": "gold", "card": "Venarian Gold", "owner": "Alice", "zone": "hand"},
        ],
        pools={"Alice": "{U}{U}{C}{C}"},
    )
    reply = act(engine, type="cast", player="Alice", object="gold", targets=["forest"], x=1)
    assert reply["outcome"] == "illegal", reply
    assert "bears" in reply["reason"]
    assert value(engine, type="object", object="gold")["zone"] == "hand"
    assert act(engine, type="cast", player="Alice", object="gold", targets=["bears"], x=1)["outcome"] == "ok"


def test_an_x_for_a_cost_without_x_is_refused_not_ignored() -> None:
    """CR 107.3, 601.2f: only a cost with X has an X to announce; the adapter dropped the request's X (phase.rs
    asks for none) and cast the spell as if it had been chosen."""
    engine = set_up(
        [{"id": "bears", "card": "Grizzly Bears", "owner": "Alice", "zone": "hand"}],
        pools={"Alice": "{G}{C}"},
    )
    reply = act(engine, type="cast", player="Alice", object="bears", x=3)
    assert reply["outcome"] == "illegal", reply
    assert value(engine, type="object", object="bears")["zone"] == "hand"


def test_a_boards_turn_1_is_not_the_games_first_turn() -> None:
    """docs/protocol.md: a board's turn number counts the turns since its set-up, so CR 103.8a's skipped first
    draw applies to none of them. The adapter gave phase.rs the board's turn 1 as its turn 1, and phase.rs's
    `should_skip_draw` (crates/engine/src/game/turns.rs) skipped the draw (issue 26: 12 scenarios)."""
    library = [{"id": "forest", "card": "Forest", "owner": "Alice", "zone": "library"}]
    engine = set_up(library, turn={"active": "Alice", "step": "upkeep", "number": 1}, priority="Alice")
    drawn = act(engine, type="advance", player="Alice", step="draw")
    assert {"kind": "drew", "player": "Alice", "object": "forest"} in drawn["events"]  # CR 504.1
    assert value(engine, type="board")["turn"] == {"active": "Alice", "step": "draw", "number": 1}


def test_a_copy_of_a_permanent_spell_keeps_the_copied_cards_name() -> None:
    """docs/protocol.md: a copy of a permanent spell becomes a token (CR 608.3f) with the copiable values of
    what it copies, its name included (CR 707.2); only a token named by its subtypes is "... Token" (CR 111.4).
    The adapter added " Token" to every token phase.rs made, so the copy was a "Grizzly Bears Token"."""
    engine = set_up(
        [
            {"id": "bears", "card": "Grizzly Bears", "owner": "Alice", "zone": "hand"},
            {"id": "sparks", "card": "Choreographed Sparks", "owner": "Alice", "zone": "hand"},
        ],
        pools={"Alice": "{C}{G}{R}{R}"},
    )
    assert act(engine, type="cast", player="Alice", object="bears")["outcome"] == "ok"
    mode = "Copy target creature spell you control"
    cast = act(engine, type="cast", player="Alice", object="sparks", modes=[mode], targets=["bears"])
    assert cast["outcome"] == "ok", cast
    for _ in range(3):
        act(engine, type="pass_priority", player="Alice")
        act(engine, type="pass_priority", player="Bob")
    made = [o for o in value(engine, type="board")["objects"] if o["id"] not in {"bears", "sparks"}]
    assert [(o["card"], o["zone"]) for o in made] == [("Grizzly Bears", "battlefield")], made


def test_an_adventurer_card_is_cast_as_its_adventure() -> None:
    """CR 715.3: an adventurer card may be cast as its Adventure. The adapter gave phase.rs the card as one
    face (its vendored MTGJSON data held 60 of the suite's cards, the rest came from the reference engine's
    data), so phase.rs never offered the Adventure, and it didn't answer phase.rs's CastOffer prompt."""
    rider = "Murderous Rider // Swift End"
    engine = set_up(
        [
            {"id": "rider", "card": rider, "owner": "Alice", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "Bob"},
        ],
        pools={"Alice": "{B}{B}{B}"},
    )
    cast = act(engine, type="cast", player="Alice", object="rider", adventure=True, targets=["bears"])
    assert cast["outcome"] == "ok", cast
    act(engine, type="resolve")
    assert value(engine, type="object", object="bears")["zone"] == "graveyard"
    exiled = value(engine, type="object", object="rider")
    assert (exiled["zone"], exiled["card"]) == ("exile", rider)  # CR 715.4


def test_a_dash_cost_phase_rs_takes_by_itself_is_the_requests() -> None:
    """CR 702.109a: a card with dash may be cast for its dash cost. From a pool that pays only that cost phase.rs
    takes it without asking (its stack entry says `Dash`); the adapter saw no choice and refused the cast."""
    engine = set_up(
        [{"id": "scout", "card": "Mardu Scout", "owner": "Alice", "zone": "hand"}], pools={"Alice": "{C}{R}"}
    )
    cast = act(engine, type="cast", player="Alice", object="scout", alternative="dash")
    assert cast["outcome"] == "ok", cast
    act(engine, type="resolve")
    assert "Haste" in value(engine, type="object", object="scout")["keywords"]  # CR 702.109a


def test_a_cast_read_off_its_own_stack_entry_not_a_trigger_above_it() -> None:
    """CR 601.2i, 603.3: Chalice of the Void's cast trigger goes on the stack above the spell. The adapter read
    the cast's targets and casting variant off the top entry (the trigger), so the dash cast was refused ("can't
    be cast for its dash cost") and the only legal target phase.rs chose was "no target"."""
    engine = set_up(
        [
            {"id": "scout", "card": "Mardu Scout", "owner": "Alice", "zone": "hand"},
            {"id": "chalice", "card": "Chalice of the Void", "owner": "Bob", "counters": {"charge": 2}},
        ],
        pools={"Alice": "{C}{R}"},
    )
    cast = act(engine, type="cast", player="Alice", object="scout", alternative="dash")
    assert cast["outcome"] == "ok", cast
    on_stack = {(entry["source"], entry["kind"]) for entry in value(engine, type="stack")}
    assert on_stack == {("scout", "spell"), ("chalice", "ability")}, (
        on_stack
    )  # the trigger with it (CR 603.3)
    engine = set_up(
        [
            {"id": "courage", "card": "Ornamental Courage", "owner": "Alice", "zone": "hand"},
            {"id": "elves", "card": "Llanowar Elves", "owner": "Alice"},
            {"id": "chalice", "card": "Chalice of the Void", "owner": "Bob", "counters": {"charge": 1}},
        ],
        pools={"Alice": "{W}"},
    )
    cast = act(engine, type="cast", player="Alice", object="courage", targets=["elves"])
    assert cast["outcome"] == "ok", cast


def test_a_planeswalker_with_no_loyalty_counters_is_not_set_up_with_its_printed_loyalty() -> None:
    """CR 306.5b, 704.5i: a planeswalker's loyalty is its loyalty counters. A board's "0 loyalty counters" was sent
    as ModifyCounters +0, which leaves phase.rs's printed loyalty (4 for Teferi), so the set-up was another board:
    it is declined (`unsupported`), not played."""
    engine = PhaseEngine()
    teferi = {"id": "teferi", "card": "Teferi, Time Raveler", "owner": "Bob", "counters": {"loyalty": 0}}
    reply = ask(engine, "setup", game={"players": ["Alice", "Bob"], "objects": [teferi]})
    assert reply["outcome"] == "unsupported", reply
    reply = ask(
        engine,
        "setup",
        game={"players": ["Alice", "Bob"], "objects": [{**teferi, "counters": {"loyalty": 2}}]},
    )
    assert reply["outcome"] == "ok", reply
    assert value(engine, type="object", object="teferi")["counters"] == {"loyalty": 2}


def test_an_ability_named_by_its_oracle_text_is_found_though_phase_rs_writes_its_name_as_a_tilde() -> None:
    """CR 602.2a, 201.5c: an ability announced by its Oracle text, which names the card by its shortened name;
    phase.rs's description writes "~", so the adapter found "no ability" and refused a legal activation."""
    engine = set_up(
        [
            {"id": "grimgrin", "card": "Grimgrin, Corpse-Born", "owner": "Alice", "tapped": True},
            {"id": "corpse", "card": "Walking Corpse", "owner": "Alice"},
        ]
    )
    text = "Sacrifice another creature: Untap Grimgrin and put a +1/+1 counter on it."
    reply = act(
        engine,
        type="activate",
        player="Alice",
        object="grimgrin",
        ability=text,
        choices={"sacrifice": "corpse"},
    )
    assert reply["outcome"] == "ok", reply
    assert value(engine, type="object", object="corpse")["zone"] == "graveyard"  # CR 602.2b: the cost is paid


def test_a_mana_ability_that_makes_no_mana_is_still_activated() -> None:
    """CR 107.3m, 605.1a: Astral Cornucopia with no charge counters is tapped for mana and adds none. The adapter
    took "it made nothing" for "it can't make {G}" and refused the activation; a Forest asked for {U} still is."""
    engine = set_up(
        [
            {"id": "cornucopia", "card": "Astral Cornucopia", "owner": "Alice"},
            {"id": "forest", "card": "Forest", "owner": "Alice"},
        ]
    )
    reply = act(engine, type="activate", player="Alice", object="cornucopia", choices={"mana": "G"})
    assert reply["outcome"] == "ok", reply
    assert value(engine, type="object", object="cornucopia")["tapped"] is True
    assert not any(value(engine, type="mana_pool", player="Alice").values())
    assert (
        act(engine, type="activate", player="Alice", object="forest", choices={"mana": "U"})["outcome"]
        == "illegal"
    )


def test_only_the_active_players_creature_can_attack() -> None:
    """CR 508.1a: the active player declares attackers. The adapter asked can_attack in a combat begun with the
    creature's controller made active, so Bob's untapped Grizzly Bears "could attack" in Alice's turn."""
    engine = set_up(
        [
            {"id": "alices", "card": "Grizzly Bears", "owner": "Alice"},
            {"id": "bobs", "card": "Grizzly Bears", "owner": "Bob"},
        ]
    )
    assert value(engine, type="can_attack", object="alices")["legal"] is True
    assert value(engine, type="can_attack", object="bobs")["legal"] is False


def test_a_spell_cast_with_no_targets_named_where_it_may_have_none_has_none() -> None:
    """CR 601.2c: "Tap up to two target creatures" may be cast with no targets. Asked for them, the adapter
    answered phase.rs's first legal target, so Repel the Darkness cast with none tapped Grizzly Bears."""
    engine = set_up(
        [
            {"id": "bears", "card": "Grizzly Bears", "owner": "Alice"},
            {"id": "repel", "card": "Repel the Darkness", "owner": "Alice", "zone": "hand"},
            {"id": "forest", "card": "Forest", "owner": "Alice", "zone": "library"},
        ],
        pools={"Alice": "{W}{C}{C}"},
    )
    assert act(engine, type="cast", player="Alice", object="repel")["outcome"] == "ok"
    act(engine, type="resolve")
    assert value(engine, type="object", object="forest")["zone"] == "hand"
    assert value(engine, type="object", object="bears")["tapped"] is False


def test_a_curse_is_reported_attached_to_its_player() -> None:
    """CR 303.4: an Aura may enchant a player. phase.rs's `attached_to` {"type": "Player", "data": 1} was read as
    object 1, so the Curse was reported attached to whichever object had that id."""
    engine = set_up(
        [
            {"id": "curse", "card": "Curse of Disturbance", "owner": "Alice", "attached_to": "Bob"},
            {"id": "concealment", "card": "Clever Concealment", "owner": "Alice", "zone": "hand"},
        ]
    )
    assert value(engine, type="object", object="curse")["attached_to"] == "Bob"


def test_a_bestowed_aura_has_no_power_or_toughness() -> None:
    """CR 208.3, 702.103b: a noncreature permanent has no power or toughness; the adapter reported the bestowed
    Hopeful Eidolon's card's 1/1, which phase.rs keeps on the object. In the hand it has them (CR 208.1)."""
    engine = set_up(
        [
            {"id": "corpse", "card": "Walking Corpse", "owner": "Alice"},
            {"id": "eidolon", "card": "Hopeful Eidolon", "owner": "Alice", "zone": "hand"},
        ],
        pools={"Alice": "{W}{C}{C}{C}"},
    )
    assert value(engine, type="object", object="eidolon")["power"] == 1
    cast = act(engine, type="cast", player="Alice", object="eidolon", targets=["corpse"], **{"as": "aura"})
    assert cast["outcome"] == "ok", cast
    act(engine, type="resolve")
    eidolon = value(engine, type="object", object="eidolon")
    assert (eidolon["zone"], "power" in eidolon, "toughness" in eidolon) == ("battlefield", False, False)


def test_a_trampler_attacking_a_planeswalker_assigns_the_rest_to_it() -> None:
    """CR 702.19c: a trampler attacking a planeswalker assigns the damage beyond lethal to its blockers to that
    planeswalker. The adapter counted only a player as where trampling damage goes and refused the assignment."""
    engine = set_up(
        [
            {"id": "dreadmaw", "card": "Colossal Dreadmaw", "owner": "Alice"},
            {"id": "teferi", "card": "Teferi, Time Raveler", "owner": "Bob", "counters": {"loyalty": 5}},
            {"id": "bears", "card": "Grizzly Bears", "owner": "Bob"},
        ]
    )
    act(
        engine,
        type="declare_attackers",
        player="Alice",
        attackers=[{"object": "dreadmaw", "defender": "teferi"}],
    )
    act(engine, type="declare_blockers", player="Bob", blocks=[{"blocker": "bears", "attacker": "dreadmaw"}])
    to_bob = {
        "dreadmaw": {"bears": 2, "Bob": 4}
    }  # CR 702.19c: not the player, when a planeswalker is attacked
    assert (
        act(engine, type="advance", player="Alice", step="end_of_combat", damage=to_bob)["outcome"]
        == "illegal"
    )
    damage = {"dreadmaw": {"bears": 2, "teferi": 4}}
    reply = act(engine, type="advance", player="Alice", step="end_of_combat", damage=damage)
    assert reply["outcome"] == "ok", reply
    assert value(engine, type="object", object="teferi")["counters"] == {"loyalty": 1}
    assert value(engine, type="player", player="Bob")["life"] == 20


def test_a_spell_cast_without_paying_its_mana_cost_still_pays_its_cost_increase() -> None:
    """CR 118.9d: cast without paying its mana cost (Omniscience), Mystical Tether cast as though it had flash
    still costs the {2} more. phase.rs casts it so (its casting variant names Omniscience's permission), and the
    adapter took the {2} spent for phase.rs paying the mana cost and refused the cast."""
    engine = set_up(
        [
            {"id": "omniscience", "card": "Omniscience", "owner": "Alice"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "Bob"},
            {"id": "tether", "card": "Mystical Tether", "owner": "Alice", "zone": "hand"},
        ],
        turn={"active": "Bob", "step": "precombat_main", "number": 1},
        priority="Alice",
        pools={"Alice": "{C}{C}"},
    )
    cast = act(engine, type="cast", player="Alice", object="tether", without_paying=True)
    assert cast["outcome"] == "ok", cast
    assert not any(value(engine, type="mana_pool", player="Alice").values())


def test_targets_phase_rs_chose_by_itself_are_compared_in_the_order_of_the_text() -> None:
    """CR 601.2c: targets are chosen for each instance of "target" in the text, in order. Savage Smash's "target
    creature you control" can't be Bob's Walking Corpse; the adapter compared the targets phase.rs chose by
    itself with the request's as a set, so the swapped pair passed for the legal one."""
    engine = set_up(
        [
            {"id": "bears", "card": "Grizzly Bears", "owner": "Alice"},
            {"id": "corpse", "card": "Walking Corpse", "owner": "Bob"},
            {"id": "smash", "card": "Savage Smash", "owner": "Alice", "zone": "hand"},
        ],
        pools={"Alice": "{R}{G}{C}"},
    )
    swapped = value(engine, type="can_cast", player="Alice", object="smash", targets=["corpse", "bears"])
    assert swapped["legal"] is False, swapped
    assert (
        value(engine, type="can_cast", player="Alice", object="smash", targets=["bears", "corpse"])["legal"]
        is True
    )


def test_a_deathtouch_attackers_default_division_is_1_to_each_blocker_in_declared_order() -> None:
    """docs/protocol.md, Combat: without `damage`, lethal damage to each blocker in the order declared, the rest to
    the last, 1 being lethal from a source with deathtouch (CR 510.1c, 702.2c). The adapter counted toughness and
    took phase.rs's order of the blockers: Grave Titan's 6 went 4 to Serra Angel and 2 to Giant Spider."""
    engine = set_up(
        [
            {"id": "titan", "card": "Grave Titan", "owner": "Alice"},
            {"id": "angel", "card": "Serra Angel", "owner": "Bob"},
            {"id": "spider", "card": "Giant Spider", "owner": "Bob"},
            {"id": "mastodon", "card": "Bastion Mastodon", "owner": "Bob"},
        ]
    )
    act(engine, type="declare_attackers", player="Alice", attackers=[{"object": "titan", "defender": "Bob"}])
    blocks = [{"blocker": b, "attacker": "titan"} for b in ("mastodon", "angel", "spider")]
    assert act(engine, type="declare_blockers", player="Bob", blocks=blocks)["outcome"] == "ok"
    assert act(engine, type="advance", player="Alice", step="end_of_combat")["outcome"] == "ok"
    for blocker in ("mastodon", "angel", "spider"):  # 1, 1 and 4: each dealt damage by deathtouch (CR 704.5h)
        assert value(engine, type="object", object=blocker)["zone"] == "graveyard", blocker


def test_damage_marked_on_a_board_is_marked_and_read_by_state_based_actions() -> None:
    """CR 120.6, 704.5g: the board's damage marked stays on the permanent, and lethal damage destroys it when a
    player would next receive priority (CR 704.3). The adapter declined a board's `damage`."""
    engine = set_up(
        [
            {"id": "spider", "card": "Giant Spider", "owner": "Bob", "damage": 3},
            {"id": "bears", "card": "Grizzly Bears", "owner": "Bob", "damage": 2},
        ]
    )
    assert value(engine, type="object", object="spider")["damage"] == 3
    act(engine, type="pass_priority", player="Alice")
    assert value(engine, type="object", object="bears")["zone"] == "graveyard"
    assert value(engine, type="object", object="spider")["zone"] == "battlefield"


def test_may_cast_with_an_additional_sacrifice_cost_and_no_creature_named() -> None:
    """CR 601.2h, 118.3: "Alice may cast Blood Divination" asks whether its cost (sacrifice a creature) can be
    paid; with her Grizzly Bears it can. The adapter called the query unsupported because it named no creature
    and phase.rs offers a choice; with no creature it still can't be cast."""
    engine = set_up(
        [
            {"id": "bears", "card": "Grizzly Bears", "owner": "Alice"},
            {"id": "divination", "card": "Blood Divination", "owner": "Alice", "zone": "hand"},
        ],
        pools={"Alice": "{B}{C}{C}{C}"},
    )
    assert value(engine, type="can_cast", player="Alice", object="divination")["legal"] is True
    assert value(engine, type="object", object="bears")["zone"] == "battlefield"
    without = set_up(
        [
            {"id": "bears", "card": "Grizzly Bears", "owner": "Bob"},
            {"id": "divination", "card": "Blood Divination", "owner": "Alice", "zone": "hand"},
        ],
        pools={"Alice": "{B}{C}{C}{C}"},
    )
    assert value(without, type="can_cast", player="Alice", object="divination")["legal"] is False
