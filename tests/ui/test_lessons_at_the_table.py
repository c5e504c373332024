"""Every lesson, finished by touching only what the coach points at (``data-coach="target"``),
as a child would: through the lobby's Learn button or the lesson's link, in English and in
each other language, to the coach's "learnt" panel and the real game it offers."""

from __future__ import annotations

import html as html_lib
import json
import re

import pytest
from fake_platform import FakePlatform, run_async
from page_elements import Element, select, tap

from cardtable.app.lessons import PERSON, lesson_for, lesson_games
from cardtable.ui.controller import Controller

TOUCHES = 400  # far more than any lesson needs: a coach that points nowhere fails, never hangs


def coach_targets(html: str) -> list[Element]:
    """What the coach points at now: what the table screen's selectors find."""
    found = re.search(r'data-coach-targets="([^"]*)"', html)
    if found is None:
        return []
    selectors = json.loads(found.group(1).replace("&quot;", '"').replace("&amp;", "&"))
    return [element for selector in selectors for element in select(html, selector)]


def finish_lesson(controller: Controller, platform: FakePlatform) -> list[str]:
    """Touch the first thing the coach points at, each time the page is still, until the lesson
    is learnt; the coach's sentences, in order."""
    said: list[str] = []

    async def run() -> None:
        for _ in range(TOUCHES):
            await platform.run_until_idle()
            html = platform.html
            says = re.search(r'<p class="coach-says">.*?</span> (.*?)</p>', html)
            if says and (not said or said[-1] != says.group(1)):
                said.append(says.group(1))
            if 'data-lesson="done"' in html:
                return
            targets = coach_targets(html)
            assert targets, f"the coach points at nothing:\n{said[-1:]}\n{html[:3000]}"
            tap(controller, targets[0])
        raise AssertionError(f"the lesson did not end in {TOUCHES} touches: {said[-3:]}")

    run_async(run())
    return said


def lesson_page(game: str, lang: str) -> tuple[Controller, FakePlatform]:
    platform = FakePlatform(f"?lang={lang}&learn={game}&bot_delay=0")
    controller = Controller(platform)
    controller.boot()
    return controller, platform


@pytest.mark.parametrize("lang", ["en", "fr", "cs", "ru"])
@pytest.mark.parametrize("game", lesson_games())
def test_a_lesson_is_finished_by_touching_only_what_the_coach_points_at(game: str, lang: str) -> None:
    controller, platform = lesson_page(game, lang)
    session = controller.session
    assert session is not None and session.setup.lesson and controller.settings.lang == lang
    said = finish_lesson(controller, platform)
    lesson = lesson_for(game)
    assert lesson is not None and session.lesson_learnt()
    # Every move the lesson asks of the person was made, as the lesson scripts it.
    played = [(move.seat, move.action) for move in session.log[: len(lesson.beats)]]
    assert played == [(beat.seat, beat.action) for beat in lesson.beats]
    # The coach said each of its sentences in the page's language (never a bare text key).
    assert not [line for line in said if f"{game}.lesson." in line or line.startswith("lesson.")]
    assert len(said) >= len({beat.say for beat in lesson.beats if beat.seat == PERSON})
    # A screen reader hears each step too: the live region says it with whose turn it is (a
    # summary's own words are read as its dialog takes the focus).
    spoken = " ".join(platform.announced)
    steps = {controller.t(beat.say) for beat in lesson.beats if beat.seat == PERSON} | {controller.t(lesson.learnt)}
    assert all(step in spoken for step in steps)
    # Never "Your turn. Watch what the other players do." while the person's own move plays out.
    watch, yours = controller.t("lesson.watch"), controller.t("status.your_turn")
    assert not [line for line in platform.announced if watch in line and yours in line]


@pytest.mark.parametrize("game", lesson_games())
def test_a_finished_lesson_offers_a_real_game_against_easy_bots(game: str) -> None:
    controller, platform = lesson_page(game, "en")
    finish_lesson(controller, platform)
    controller.dispatch("lesson-real-game", {})
    session = controller.session
    assert session is not None and not session.setup.lesson
    assert session.seats[PERSON].is_human and all(seat.bot == "easy" for seat in session.seats[1:])


@pytest.mark.parametrize("game", lesson_games())
def test_the_lobby_offers_each_lesson(game: str) -> None:
    platform = FakePlatform()
    controller = Controller(platform)
    controller.boot()
    [learn] = select(platform.html, f'[data-action="learn"][data-game="{game}"]')
    tap(controller, learn)
    assert controller.session is not None and controller.session.setup.lesson
    assert controller.session.setup.game == game


def test_a_move_the_lesson_does_not_ask_for_is_refused_kindly_and_the_coach_keeps_pointing() -> None:
    controller, platform = lesson_page("gin_rummy", "en")
    run_async(platform.run_until_idle())
    before = coach_targets(platform.html)
    controller.dispatch("act", {"move": "pass"})  # legal, but the lesson takes the upcard
    assert "this lesson asks for another one now" in platform.html
    assert controller.session is not None and not controller.session.log
    assert [e.attrs for e in coach_targets(platform.html)] == [e.attrs for e in before]


def test_an_illegal_move_in_a_lesson_gets_the_rules_reason() -> None:
    controller, platform = lesson_page("gin_rummy", "en")
    run_async(platform.run_until_idle())
    controller.dispatch("act", {"move": "discard Ks"})  # not before the upcard is taken or passed
    assert "this lesson asks" not in platform.html
    assert 'class="status is-error' in platform.html


def test_a_lesson_left_halfway_resumes_from_its_save() -> None:
    controller, platform = lesson_page("gin_rummy", "en")
    run_async(platform.run_until_idle())
    tap(controller, coach_targets(platform.html)[0])  # takes the upcard
    run_async(platform.run_until_idle())
    again = Controller(FakePlatform(storage=platform.storage))
    again.boot()
    assert again.session is not None and again.session.setup.lesson and len(again.session.log) == 1
    lesson = lesson_for("gin_rummy")
    assert lesson is not None and again.session.lesson_beat() == lesson.beats[1]


def test_the_saved_games_list_calls_a_lesson_a_lesson() -> None:
    controller, platform = lesson_page("gin_rummy", "en")
    run_async(platform.run_until_idle())
    controller.dispatch("to-lobby", {})
    [badge] = select(platform.html, "li.save .save-info .badge")
    assert 'class="badge">Lesson<' in platform.html and badge.tag == "span"


def test_a_lesson_that_ends_the_match_has_its_summary_closed_then_says_what_was_learnt() -> None:
    """The match's summary has no Continue (Let's Divide's lesson plays the game's last rows): the
    coach points at its ×, and the table behind it shows what was learnt and the real game."""
    controller, platform = lesson_page("divide", "en")

    async def to_the_end() -> str:
        for _ in range(TOUCHES):
            await platform.run_until_idle()
            if "Game over" in platform.html:
                return platform.html
            tap(controller, coach_targets(platform.html)[0])
        raise AssertionError("the lesson never reached the match's end")

    html = run_async(to_the_end())
    assert "The game is over: read who won" in html and 'data-lesson="running"' in html
    [close] = coach_targets(html)
    assert close.attrs["data-action"] == "look-at-table"
    tap(controller, close)
    run_async(platform.run_until_idle())
    assert 'data-lesson="done"' in platform.html and "Game over" not in platform.html
    assert [e.attrs["data-action"] for e in coach_targets(platform.html)] == ["lesson-real-game"]


def test_the_learnt_panel_stays_while_the_match_plays_on_behind_it() -> None:
    """Gin's lesson ends as its second hand is scored: the bots play the third hand on, and the
    coach keeps saying what was learnt (it said "watch" at each bot move, flickering)."""
    controller, platform = lesson_page("gin_rummy", "en")
    finish_lesson(controller, platform)
    session = controller.session
    assert session is not None
    lesson = lesson_for("gin_rummy")
    assert lesson is not None
    learnt = controller.t(lesson.learnt)

    async def on_behind() -> None:
        while session.bot_to_act() is not None or not controller.match.story.timeline.idle():
            await platform.advance(50)
            assert learnt in html_lib.unescape(platform.html)

    moves = len(session.log)
    controller.bot_delay_ms = None  # the pace's own times from now on: each bot move plays out
    controller.match.story.timeline.scale = 1.0
    controller.dispatch("act", {"move": "pass"})  # the person plays on in the third hand
    run_async(on_behind())
    assert len(session.log) > moves + 1  # the bot answered


def test_the_coach_speaks_in_a_summary_and_numbers_only_the_steps_it_asks_for() -> None:
    """Its panel is behind a hand's summary: the summary says the coach's line itself (Gin
    lesson, playtest), and neither it nor a bot's move carries a step number of its own."""
    controller, platform = lesson_page("gin_rummy", "en")
    numbered: list[str] = []

    async def to_the_summary() -> str:
        for _ in range(TOUCHES):
            await platform.run_until_idle()
            step = re.search(r'class="coach-step">([^<]*)<', platform.html)
            numbered.append(step.group(1) if step else "")
            if 'aria-modal="true"' in platform.html:
                return platform.html
            tap(controller, coach_targets(platform.html)[0])
        raise AssertionError("no summary")

    html = run_async(to_the_summary())
    [note] = select(html, ".dialog .coach-note")
    assert note.tag == "p" and "Read the summary, then press Continue." in html
    assert 'class="coach-step"' not in html[: html.index('class="overlay"')]  # a summary is no step
    assert [n for n in numbered if n][:2] == ["Step 1 of 12", "Step 2 of 12"]
