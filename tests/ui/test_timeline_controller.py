"""The table's timeline in the controller, for every registered game: what just happened
is played event by event, told in the log and the live region in the player's language,
and a hand ends on screen before the next one is dealt."""

from __future__ import annotations

import asyncio
import re

import pytest
from fake_platform import FakePlatform, run_async
from test_controller import play_hint, seats_for, start, weakest

from cardtable.app.games import playable_game_ids
from cardtable.app.i18n import translator
from cardtable.app.session import MatchSetup
from cardtable.engine import registry
from cardtable.engine.core import HAND_END

GAMES = playable_game_ids()
CYRILLIC = re.compile("[а-яА-Я]")


async def until(controller, platform, done, limit: int = 20000) -> bool:  # type: ignore[no-untyped-def]
    """Play the person's turns with the hint until ``done()``; False if the match ended first."""
    platform.start_pending()
    session = controller.session
    for _ in range(limit):
        await asyncio.sleep(0)
        platform.raise_task_errors()
        if done():
            return True
        if session.is_over() and controller.dialog == "game":
            return False
        if "privacy-screen" in platform.html:
            controller.dispatch("reveal", {})
        acting = session.to_act()[0] if session.to_act() else None
        if (
            acting is not None
            and session.seats[acting].is_human
            and not controller.bots_running
            and not controller.paused()
        ):
            play_hint(controller)
    raise AssertionError("the match did not go on")


@pytest.mark.parametrize("game", GAMES)
def test_a_hand_ends_on_screen_and_nothing_of_the_next_acts_until_continue(platform: FakePlatform, game: str) -> None:
    controller = start(platform, game, seats=seats_for(game, ("Me", "human"), weakest(game)))
    assert controller.session is not None
    # The default rules: a match of several hands (a game scored as it goes has one).
    controller._start(MatchSetup(game, controller.session.seats, 7))
    session = controller.session
    t = translator("en")

    async def run() -> None:
        if not await until(
            controller, platform, lambda: controller.dialog_due == "hand" or controller.dialog == "hand"
        ):
            assert registry.get(game).hands_scored(session.state) == 1, "a match of several hands had no summary"
            return
        moves = len(session.log)
        assert any(event.kind == HAND_END for event in session.events(moves - 1))
        for _ in range(50):  # the summary opens; then nobody moves behind it
            await asyncio.sleep(0)
            platform.raise_task_errors()
        assert controller.dialog == "hand" and len(session.log) == moves and not controller.bots_running
        html = controller.markup()
        status = re.search(r'id="status">([^<]*)<', html)
        # "Hand over", or the game's own word for its deals ("Round over": ``hand_over_key``)
        assert status is not None and status.group(1) == t(
            getattr(controller.table, "hand_over_key", "dialog.hand_over")
        )
        assert "thinking" not in html and t("status.your_turn") not in html
        finished = session.rules.view(session.states[-2], controller._viewer())
        assert session.rules.hands_scored(session.states[-2]) + 1 == session.rules.hands_scored(session.state)
        assert controller.table.describe_progress(
            finished, controller._names(), t
        ) != controller.table.describe_progress(session.view(None), controller._names(), t)
        controller.dispatch("close-dialog", {})
        assert t("dialog.hand_over") not in re.search(r'id="status">([^<]*)<', platform.html).group(1)  # type: ignore[union-attr]

    run_async(run())


@pytest.mark.parametrize("game", GAMES)
def test_the_log_tells_the_story_newest_first_without_action_codes(platform: FakePlatform, game: str) -> None:
    controller = start(platform, game, seats=seats_for(game, ("Me", "human"), weakest(game)))
    session = controller.session
    assert session is not None
    run_async(until(controller, platform, lambda: len(session.log) >= 12))
    log = re.findall(r'<ol class="log-lines">(.*?)</ol>', controller.markup(), re.DOTALL)[0]
    lines = re.findall(r"<li>(.*?)</li>", log)
    assert lines and lines[0] == controller.log[-1] and lines[-1] == controller.log[0]
    codes = {move.action for move in session.log if " " in move.action}
    assert not [line for line in lines if any(code in line for code in codes)], "action codes in the log"
    assert not [line for line in lines if re.search(r"^[^:]+: (play|draw|discard|vote|split) ", line)], "command forms"


@pytest.mark.parametrize("game", GAMES)
def test_moves_are_announced_in_the_players_language(platform: FakePlatform, game: str) -> None:
    controller = start(platform, game, seats=seats_for(game, ("Me", "human"), weakest(game)))
    controller.dispatch("set-lang", {"value": "ru"})
    session = controller.session
    assert session is not None
    run_async(until(controller, platform, lambda: len(platform.announced) >= 6))
    assert all(CYRILLIC.search(line) for line in platform.announced[-6:]), platform.announced[-6:]


def test_skip_plays_the_rest_at_once_and_the_page_says_when_it_is_idle(platform: FakePlatform) -> None:
    game = GAMES[0]
    controller = start(platform, game, seats=seats_for(game, ("Me", "human"), weakest(game)))
    session = controller.session
    assert session is not None
    controller.bot_delay_ms = 100_000  # every event holds the table for minutes
    controller.timeline = controller._new_timeline()

    async def run() -> None:
        await until(controller, platform, lambda: not controller.timeline.idle())
        assert not platform.idle and 'data-action="skip"' in platform.html
        controller.dispatch("skip", {})
        assert controller.timeline.idle() and 'data-action="skip"' not in platform.html
        await until(controller, platform, lambda: platform.idle)

    run_async(run())


def test_undo_after_divides_votes_are_revealed_is_refused_with_the_reason(platform: FakePlatform) -> None:
    controller = start(platform, "divide", seats=[("Me", "human"), ("B1", "easy"), ("B2", "easy")])
    session = controller.session
    assert session is not None

    def revealed_after_my_vote() -> bool:
        mine = [i for i, move in enumerate(session.log) if move.seat == 0 and move.action.startswith("vote")]
        return bool(mine) and any(
            e.kind == "votes" for i in range(mine[-1], len(session.log)) for e in session.events(i)
        )

    run_async(until(controller, platform, revealed_after_my_vote))
    moves = len(session.log)
    controller.dispatch("undo", {})
    assert len(session.log) == moves
    t = translator("en")
    reasons = {t("undo.seen", name=name) for name in ("B1", "B2")} | {t("undo.seen_own")}
    assert controller.message in reasons
