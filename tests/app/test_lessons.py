"""Each game's lesson, replayed in the engine alone: its prepared deal is a legal state (read
through the game's codec, as a save is), every move it scripts is legal when asked and asked of
the seat to act, it reaches its end, it shows every rule it says it teaches, and each of the
coach's sentences is written in every language."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.app import links
from cardtable.app.games import playable_game_ids
from cardtable.app.i18n import LANGUAGES, catalogs
from cardtable.app.lessons import PERSON, Lesson, LessonRefusal, lesson_for, lesson_games, stock_after
from cardtable.app.session import MatchSession, MatchSetup, Seat
from cardtable.bots.base import levels, run_to_end
from cardtable.engine import registry
from cardtable.engine.core import ActionError, Event


def lesson_of(game: str) -> Lesson:
    lesson = lesson_for(game)
    assert lesson is not None
    return lesson


def lesson_session(game: str) -> MatchSession:
    lesson = lesson_of(game)
    easy = next(iter(levels(game)))
    seats = tuple(Seat(f"P{i}", None if i == PERSON else easy) for i in range(lesson.players))
    return MatchSession(MatchSetup(game, seats, lesson.seed, dict(lesson.options), lesson=True))


def play_through(session: MatchSession) -> list[Event]:
    """The lesson's beats played as the table plays them: the person's submitted, the bots' thought."""
    lesson = session.lesson
    assert lesson is not None
    seen: list[Event] = []
    for beat in lesson.beats:
        assert session.lesson_beat() == beat
        assert beat.seat in session.to_act(), f"{beat} asked of a seat that is not to act"
        if beat.seat == PERSON:
            assert session.bot_to_act() is None, "a bot would move before the person's beat"
            session.submit(PERSON, beat.action)
        else:
            assert session.bot_to_act() == beat.seat
            session.submit(beat.seat, run_to_end(session.bot_thinking(beat.seat)))
        seen.extend(session.log[-1].events)
    return seen


@pytest.fixture(params=lesson_games())
def game(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def test_the_prepared_deal_is_a_legal_state_of_the_game(game: str) -> None:
    lesson = lesson_of(game)
    rules = registry.get(game, dict(lesson.options))
    state = lesson.deal(rules)
    assert rules.state_from_dict(rules.state_to_dict(state)) == state  # the codec's checks pass
    assert PERSON in rules.to_act(state) or lesson.beats[0].seat != PERSON


def test_every_scripted_move_is_legal_when_asked_and_the_lesson_ends(game: str) -> None:
    session = lesson_session(game)
    play_through(session)
    assert session.lesson_learnt() and session.lesson_beat() is None
    assert session.replay() == session.state  # the log replays to the same table, as a save does


def test_the_lesson_shows_every_rule_it_teaches(game: str) -> None:
    lesson = lesson_of(game)
    seen = play_through(lesson_session(game))
    assert lesson.teaches, "a lesson names the rules it teaches"

    def shows(kind: str, params: dict[str, Any]) -> bool:
        return any(e.kind == kind and all(e.params.get(k) == v for k, v in params.items()) for e in seen)

    missing = [(kind, params) for kind, params in lesson.teaches if not shows(kind, params)]
    assert not missing, f"the lesson never shows {missing}"


def test_the_coach_says_each_step_in_every_language(game: str) -> None:
    lesson = lesson_of(game)
    keys = {beat.say for beat in lesson.beats if beat.seat == PERSON} | {lesson.learnt}
    assert all(key.startswith(f"{game}.lesson.") for key in keys)
    assert all(beat.say == "" for beat in lesson.beats if beat.seat != PERSON)
    for lang in LANGUAGES:
        missing = sorted(key for key in keys if catalogs(lang).lookup(key, 1) is None)
        assert not missing, f"{lang}: {missing}"


def test_a_legal_move_off_the_script_is_refused_and_changes_nothing(game: str) -> None:
    session = lesson_session(game)
    lesson = lesson_of(game)
    beat = session.lesson_beat()
    while beat is not None and beat.seat != PERSON:  # the bots' beats before the person's first
        session.submit(beat.seat, beat.action)
        beat = session.lesson_beat()
    assert beat is not None
    others = [
        a for a in session.rules.legal_actions(session.state, PERSON) if session.rules.action_to_str(a) != beat.action
    ]
    if not others:
        pytest.skip("the lesson's first move of the person is their only legal one")
    moves = len(session.log)
    with pytest.raises(LessonRefusal):
        session.submit(PERSON, others[0])
    assert len(session.log) == moves and session.lesson_beat() == beat and lesson.beats


def test_an_illegal_move_in_a_lesson_is_refused_by_the_rules_not_the_lesson() -> None:
    session = lesson_session("gin_rummy")
    with pytest.raises(ActionError) as refused:
        session.submit(PERSON, "discard Ks")  # the upcard is taken or passed first
    assert not isinstance(refused.value, LessonRefusal)


def test_a_lesson_link_names_its_game_and_a_game_without_one_is_refused() -> None:
    assert links.lesson_of(links.lesson_link("gin_rummy", "fr")) == "gin_rummy"
    with pytest.raises(links.LinkError) as refused:
        links.lesson_of("?lang=cs&learn=chess")
    assert refused.value.code == "unknown_game" and refused.value.lang == "cs"


def test_a_lesson_is_only_a_setup_of_a_game_that_has_one() -> None:
    with pytest.raises(ValueError):
        MatchSetup("gin_rummy", (Seat("A"), Seat("B", "easy")), 1, position="x", lesson=True)
    setup = MatchSetup("gin_rummy", (Seat("A"), Seat("B", "easy")), 5, lesson=True)
    assert setup.to_dict()["lesson"] is True and "lesson" not in MatchSetup("gin_rummy", setup.seats, 5).to_dict()


def test_every_game_has_a_lesson() -> None:
    assert lesson_games() == list(playable_game_ids())


def test_a_stock_keeps_the_second_copy_of_a_card_placed_once_and_refuses_a_third() -> None:
    deck = ["As", "As", "Kd", "Qh", "Kd"]
    assert stock_after(deck, ["As", "Kd"], ["Qh"]) == ["Qh", "As", "Kd"]
    with pytest.raises(ValueError):
        stock_after(deck, ["As", "As"], ["As"])
