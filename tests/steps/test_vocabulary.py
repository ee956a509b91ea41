"""The step vocabulary stays small and unambiguous: every phrase used, every step matched by exactly one."""

from __future__ import annotations

from pathlib import Path

from pytest_bdd.steps import step_function_context_registry

from rulings import steps
from rulings.steps.vocabulary import VOCABULARY, Kind
from rulings.suite.featurefile import iter_scenarios, read_features

FEATURES = Path(__file__).resolve().parents[2] / "features"
# Far from pytest-bdd's costs, but a vocabulary is only small if something says so. 60 held the first rules
# areas (429 scenarios); the turn, triggers, combat, keywords and state-based actions (over 1,100) need 80; the
# answer to where scried cards go (CR 701.22a), 81; an object that left the game with its owner (CR 800.4a), 82;
# an object's card types (CR 205.2a: a token's, CR 111.3), 83.
MOST_PHRASES = 83


def used_steps() -> list[tuple[Kind, str, str]]:
    """(keyword, text, where) of every step line in the features; And/But take the keyword before them."""
    used: list[tuple[Kind, str, str]] = []
    for feature in read_features(FEATURES):
        for rule, scenario in iter_scenarios(feature):
            backgrounds = [b for b in (feature.background, rule.background if rule else None) if b]
            kind: Kind = "given"
            for step in [s for b in backgrounds for s in b.steps] + list(scenario.steps):
                keyword = step.keyword.strip().lower()
                if keyword in ("given", "when", "then"):
                    kind = keyword  # type: ignore[assignment]
                used.append((kind, step.text, f"{feature.path.name}:{step.line}"))
    return used


def test_every_step_matches_exactly_one_phrase() -> None:
    problems = []
    for kind, text, where in used_steps():
        matches = [p.function.__name__ for p in VOCABULARY.phrases[kind] if p.is_matching(text)]
        if len(matches) != 1:
            problems.append(f"{where}: {kind} {text!r} matches {matches or 'no phrase'}")
    assert not problems, "\n".join(problems)


def test_every_phrase_is_used() -> None:
    used = used_steps()
    unused = [
        f"{phrase.kind} {phrase.function.__module__}.{phrase.function.__name__}"
        for phrases in VOCABULARY.phrases.values()
        for phrase in phrases
        if not any(kind == phrase.kind and phrase.is_matching(text) for kind, text, _ in used)
    ]
    assert not unused, f"phrases no feature uses: {unused}"


def test_the_vocabulary_stays_small() -> None:
    assert sum(len(p) for p in VOCABULARY.phrases.values()) <= MOST_PHRASES


def test_pytest_bdd_sees_one_catch_all_step_per_keyword() -> None:
    # A step registered with pytest-bdd's own decorators would compete with the catch-alls.
    ours = [
        c
        for c in step_function_context_registry.values()
        if c.step_func.__module__.startswith("rulings.steps")
    ]
    assert sorted(c.step_func.__name__ for c in ours) == ["any_given", "any_then", "any_when"], steps.__doc__
