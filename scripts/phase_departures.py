"""Sort a phase.rs run's failures into the departures of docs/engines/phase-rs.md and write the list.

    .venv/bin/rulings verify --engine phase --results results/phase.jsonl
    .venv/bin/python scripts/phase_departures.py results/phase.jsonl > docs/engines/phase-rs-failures.md

Each failure goes to the first departure whose feature file or message pattern it matches; the rest are listed
as not yet sorted, so the document says plainly how much of the report has a known cause.
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

from rulings.results.records import read_records

# (departure, cause, feature file stem or scenario id pattern or None, message pattern or None): the first match wins.
DEPARTURES: list[tuple[str, str, str | None, str | None]] = [
    # Before 17, whose message pattern would take it.
    (
        "65 Convoke for a colored mana the total cost has no more of",
        "rules code",
        "convoke-each-colored-mana-once",
        None,
    ),
    (
        "58 A player who has left still takes a turn",
        "not checked",
        "after-alices-turn-carols-begins-bob-who-has-left-.*",
        None,
    ),
    ("11 Damping Sphere's first ability unparsed", "card parser", "damping-sphere", None),
    (
        "1b Prophet of Kruphix untaps nothing",
        "card parser",
        "prophet-of-kruphix",
        r"^Hollowsage's ability triggered 0",
    ),
    (
        "6b Twilight's Call's flash clause parsed as an effect",
        "card parser",
        None,
        r"twilight-s-call|^Clone is a 0/0",
    ),
    ("2 Replacement effects on a mana event", "rules code", None, r"mana pool: expected|added nothing to"),
    (
        "2 Replacement effects on a mana event",
        "rules code",
        "contamination|infernal-darkness|ritual-of-subdual|mana-flare|mana-reflection",
        None,
    ),
    (
        "4 Colorless counted as a color",
        "rules code",
        "exotic-orchard|fellwar-stone",
        r"produce: expected [^,]*, observed [^|]*\{C\}",
    ),
    (
        "5 Chalice of the Void doesn't trigger",
        "rules code",
        "chalice-of-the-void",
        r"^(Hangarback Walker|Endless One) is in the battlefield",
    ),
    ("6 Flash from a condition on X refused", "rules code", None, r"Sorcery-speed"),
    (
        "15 Clone's copy can't be declined",
        "rules code",
        None,
        r"^Clone is in the battlefield, expected the graveyard",
    ),
    ("8 Reflecting Pool sees a land that would make no mana", "rules code", "reflecting-pool", None),
    (
        "13 No stop in the untap and cleanup steps",
        "protocol gap",
        None,
        r"expected no player|expected Alice's cleanup|holds 1 objects, expected 0: .*hollowsage",
    ),
    ("14 could_produce asked by activating a copy", "protocol gap", None, r"could produce: expected"),
    (
        "17 A blocker of a creature that isn't attacking",
        "rules code",
        None,
        r"allowed an action the rules forbid",
    ),
    (
        "18 One combat damage step with a first striker",
        "rules code",
        "char-rumbler|swiftblade-vindicator|seize-the-initiative|lethal-damage-counts-damage-already-marked-after-first",
        r"combat damage steps began|combat steps that began|16, expected 18|life total is 1[68], expected 19|"
        r"combat_damage'\}: phase.rs: .*would be skipped|dealt 0 combat damage, expected 6",
    ),
    (
        "19 No priority after declaring no attackers",
        "rules code",
        None,
        r"end_of_combat, expected Alice's declare_attackers|Bob's draw, expected Alice's end_of_combat",
    ),
    (
        "21 Protocol requests phase.rs lacks",
        "protocol gap",
        None,
        r"^phase\.rs: (the adapter maps no|it asked for no|the request names none|its debug actions|the adapter can't answer its UnlessPayment"
        r"|the request doesn't say in which order|phase\.rs asked for no division|it can't set up .* loyalty counters)"
        r"|doesn't report choices as they're made",
    ),
    ("22 Card parser leaves the ability unimplemented", "card parser", None, r"card parser left"),
    ("23 No priority in the untap step", "rules code (by design)", None, r"doesn't stop in the untap step"),
    (
        "25 Gather Specimens' replacement unparsed",
        "card parser",
        "gather-specimens",
        r"controlled by Alice, not (Bob|Carol)$",
    ),
    (
        "26 Phylactery Lich's counter unparsed",
        "card parser",
        "phylactery-lich",
        r"phylactery counters, expected",
    ),
    (
        "27 A loser's permanents exiled in a two-player game",
        "rules code",
        "platinum-angel|phyrexian-unlife",
        r"is in the exile, expected the (graveyard|hand)",
    ),
    ("28 Incite parsed with two targets", "card parser", "incite", r"Expected between 2 and 2 targets"),
    (
        "29 Effects on a later untap step (keep tapped, untap)",
        "not checked",
        "bontus-last-reckoning|misstep|narcolepsy|sleep|venarian-gold|teferis-imp|a-tapped-teferis-imp-phases-out-.*"
        "|misstep-changes-no-characteristics-.*|venarian-gold-keeps-.*",
        None,
    ),
    (
        "30 Tokens put onto the battlefield attacking or blocking",
        "not checked",
        "brimaz-king-of-oreskos",
        r"Cat Soldier Token|Cat Soldier tokens|Brimaz, King of Oreskos is not blocking",
    ),
    (
        "31 Attack triggers with a condition on the attacker",
        "not checked",
        "cavalcade-of-calamity|ogre-geargrabber",
        r"Cavalcade of Calamity's ability|Ogre Geargrabber's ability",
    ),
    ("32 Triggers on a player losing or conceding", "not checked", None, r"Blood Tyrant"),
    ("33 Casting face down puts the card onto the battlefield", "rules code", "hooded-hydra", None),
    (
        "34 A board's permanents have timestamps",
        "protocol convention (stated)",
        "reliquary-tower|spellbook",
        r"Concordant Crossroads is in the battlefield|whatever-the-order|Kwende, Pride of Femeref is in the",
    ),
    ("35 A blocker stops blocking when its attacker leaves", "not checked", None, r" is not blocking$"),
    ("36 Ninjutsu", "not checked", "ninja-of-the-new-moon", r"^Ninja of the New Moon"),
    (
        "37 Additional combat phases",
        "not checked",
        "relentless-assault|cautious-survivor|in-the-turns-second-combat-phase-najeelas-.*",
        r"Najeela|second combat|Cautious Survivor's ability",
    ),
    (
        "38 Copies of spells",
        "not checked",
        "choreographed-sparks|fire-lord-azula|choreographed-sparkss-copy-of-swift-end-.*",
        None,
    ),
    (
        "39 Sacrifice-and-drain effects",
        "not checked",
        "xathrid-demon|xathrid-demons-creature-is-chosen-.*",
        None,
    ),
    ("40 Y and X read off a card in exile", "not checked", None, r"^Phyrexian Ingester is a"),
    (
        "41 A mana ability activated between passes doesn't restart the passing",
        "rules code",
        "a-mana-ability-activated-between-two-passes-.*|playing-a-land-is-an-action-too-.*",
        None,
    ),
    (
        "42 No priority in the cleanup step",
        "rules code",
        "players-may-cast-spells-in-that-cleanup-step-.*",
        None,
    ),
    (
        "43 Ending the turn skips the cleanup step's discard",
        "not checked",
        "attackers-leave-combat-and-the-cleanup-.*",
        None,
    ),
    (
        "44 State-based actions performed one kind at a time",
        "rules code",
        "all-at-once-a-player-at-0-life-loses-.*",
        None,
    ),
    (
        "45 A source's keywords read as it is now, not as it last existed",
        "rules code",
        "glorybringer-given-deathtouch-.*",
        None,
    ),
    (
        "46 Creatures removed from combat as the end of combat step begins",
        "rules code",
        "so-divine-verdict-may-still-.*",
        None,
    ),
    (
        "47 Hedron Blade's trigger parsed without its condition",
        "card parser",
        "hedron-blade|blocked-by-savannah-lions-(alone|and-bastion-mastodon)-.*",
        None,
    ),
    (
        '48 Ancient Cornucopia\'s "only once each turn" limits the trigger',
        "card parser",
        "alice-declines-ancient-cornucopias-.*",
        None,
    ),
    (
        "49 An Adventure cast without paying its mana cost is charged it",
        "rules code",
        "with-omniscience-alice-casts-swift-end-.*",
        None,
    ),
    (
        "50 A creature entering with others doesn't see them",
        "not checked",
        "soul-warden-returned-with-two-other-.*",
        None,
    ),
    (
        "51 A phased-out permanent returned by a delayed trigger",
        "not checked",
        "the-dashed-mardu-scout-phased-out-.*",
        None,
    ),
    (
        '52 "Each opponent attacking that player" counted as it triggers',
        "not checked",
        "bobs-attacker-destroyed-before-it-resolves-.*",
        None,
    ),
    (
        "53 A Clone entering as a copy seen as a Clone",
        "not checked",
        "clone-entering-as-a-copy-of-soul-warden-.*",
        None,
    ),
    (
        "54 Divided damage when a target is gone",
        "not checked",
        "its-creature-target-gone-bob-is-still-.*",
        None,
    ),
    (
        "55 An illegal damage assignment undoes the whole advance",
        "protocol gap",
        "an-illegal-damage-assignment-returns-.*",
        None,
    ),
    (
        "56 A player leaving a multiplayer game has their objects exiled",
        "rules code",
        None,
        r"is still in the game, in the exile$",
    ),
    (
        "59 Prevention effects",
        "not checked",
        "after-skullcrack-protection-prevents-no-damage|an-unused-shield-ends-with-the-turn"
        "|guardian-seraph-prevents-1-of-each-event|two-guardian-seraphs-prevent-2"
        "|healing-grace-doesnt-prevent-another-sources-damage|selfless-squire-triggers-on-fogged-combat-damage"
        "|shieldmates-blessing-prevention-grows-the-squire|the-shielded-player-may-choose-the-other-damage",
        None,
    ),
    (
        "61 Blood Moon and Urborg in timestamp order, not by dependency",
        "not checked",
        "blood-moon-after-urborg-no-swamps|nightmare-with-urborg-and-blood-moon-counts-basic-swamps",
        None,
    ),
    (
        "62 An Equipment taken while attacking grants nothing",
        "not checked",
        "the-ogre-takes-cobbled-wings-and-has-flying-grizzly-bears",
        None,
    ),
    (
        "63 A maximum hand size of the later effect",
        "not checked",
        "twenty-toed-toad-cast-after-spellbook-twenty-cards",
        None,
    ),
    (
        "64 One object chosen for two targets refused",
        "rules code",
        None,
        r"by itself as the only legal choice, not \['([\w-]+)', '\1'",
    ),
    (
        "66 A spell that can't be countered can't be targeted by a counterspell",
        "not checked",
        "carnage-tyrant-essence-scatter-doesnt-counter-it",
        None,
    ),
    (
        "67 Combat damage assigned to a player who has left the game",
        "not checked",
        "bob-concedes-with-grizzly-bears-attacking-him-no-damage",
        None,
    ),
    (
        "68 A hybrid symbol {2/G} counted as 1 in mana value",
        "not checked",
        "wildgrowth-archaic-has-mana-value-4",
        None,
    ),
    (
        "60 A player named in prefer",
        "protocol gap",
        None,
        r"standing choices among objects only, not players",
    ),
    (
        "57 The turn of a player who leaves ends at once",
        "not checked",
        "bob-concedes-in-his-own-main-phase-.*",
        None,
    ),
]


def departure(feature: str, message: str, scenario: str = "") -> tuple[str, str]:
    """The departure and cause a failure belongs to, or ("not yet sorted", ""): its feature file's stem or its
    scenario's id matches the departure's first pattern, or its message the second."""
    stem = Path(feature).stem
    for name, cause, features, pattern in DEPARTURES:
        named = features and (re.fullmatch(features, stem) or re.fullmatch(features, scenario))
        if named or (pattern and re.search(pattern, message)):
            return name, cause
    return "not yet sorted", ""


def _number(name: str) -> tuple[int, str]:
    """A departure's place in the document: by its number (1b after 1), the unsorted last."""
    found = re.match(r"(\d+)(\w*)", name)
    return (int(found.group(1)), found.group(2)) if found else (10_000, name)


def main(path: str) -> None:
    """Print the failures, by departure, as Markdown."""
    groups: dict[tuple[str, str], list[str]] = defaultdict(list)
    for record in read_records(Path(path)):
        if record.outcome == "passed":
            continue
        message = " ".join(record.message.split())[:160].replace("|", "/")
        rules = ", ".join(record.rules) or "-"
        line = f"| `{record.scenario}` | {record.outcome} | {rules} | {message} |"
        groups[departure(record.feature, record.message, record.scenario)].append(line)
    print("# phase.rs: every scenario that does not pass, by departure\n")
    print(
        f"Generated by `scripts/phase_departures.py` from `{Path(path).name}`; see `phase-rs.md` for each departure.\n"
    )
    for (name, cause), lines in sorted(groups.items(), key=lambda kv: _number(kv[0][0])):
        print(f"## {name} ({len(lines)}){f' — {cause}' if cause else ''}\n")
        print("| scenario | outcome | CR | message |\n| --- | --- | --- | --- |")
        print("\n".join(sorted(lines)) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
