"""The kit's turn clock, on the table that sets one (Rummikub's ``turn_time_limit_s``): the
countdown runs only while the person can act, the timeout plays the working copy for the
engine's policy and the status line says what the rule did, a move or a dialog or the
hot-seat screen stops or holds it, and it fires once. Time passes only when a test moves the
fake clock; the loop is then let run."""

from __future__ import annotations

import asyncio
import re
from typing import Any

from fake_platform import FakePlatform, run_async

from cardtable.app.session import MatchSetup, Seat
from cardtable.ui.controller import Controller

MY_RUMMY = {"profile": "my_rummy", "first_player": 0, "rounds_per_game": 1}  # 60 s, put back and draw 3


class StoppedClock(FakePlatform):
    """A platform whose clock moves only when the test moves it."""

    def now(self) -> float:
        return self.clock


def start(
    platform: FakePlatform, seats: tuple[Seat, ...], options: dict[str, Any], practice: bool = False
) -> Controller:
    controller = Controller(platform)
    controller.bot_delay_ms = 0  # the timeline plays at once: only the turn clock waits
    controller.boot()
    controller._start(MatchSetup("rummikub", seats, 4, dict(options), practice))
    controller.render()
    return controller


async def spin(platform: FakePlatform, rounds: int = 300) -> None:
    platform.start_pending()
    for _ in range(rounds):
        await asyncio.sleep(0)
        platform.raise_task_errors()


def countdown(html: str) -> str | None:
    found = re.search(r'role="timer"[^>]*>\s*<span[^>]*>([0-9:]+)<', html)
    return found.group(1) if found else None


def actions(controller: Controller) -> list[str]:
    assert controller.session is not None
    return [move.action for move in controller.session.log]


def test_the_countdown_runs_out_and_the_policy_is_said(platform: None) -> None:
    clock = StoppedClock()
    controller = start(clock, (Seat("Ann"), Seat("Bob", "easy")), MY_RUMMY)

    async def run() -> None:
        await spin(clock)
        assert countdown(clock.html) == "1:00"
        assert 'aria-label="60 seconds left in your turn"' in clock.html
        renders = clock.renders
        clock.clock += 42.5
        await spin(clock)
        assert countdown(clock.html) == "0:18"  # redrawn by itself, rounded up
        # In place: a whole-table redraw each second would restart the table's animations.
        assert clock.renders == renders and clock.patches > 0
        # A tile laid in a new set: the working copy goes with the timeout.
        controller.dispatch("input", {"input": "tile", "where": "rack", "index": "0"})
        controller.dispatch("input", {"input": "new-set", "where": "new"})
        clock.clock += 18
        await spin(clock)
        timeouts = [a for a in actions(controller) if a.startswith("timeout")]
        assert len(timeouts) == 1 and timeouts[0].startswith("timeout [") and " from " in timeouts[0]
        assert "Time is up: your tiles went back to your rack and you drew 3 tiles." in clock.html
        # It fires once: long after, the same turn never times out again.
        clock.clock += 5
        await spin(clock)
        assert len([a for a in actions(controller) if a.startswith("timeout")]) == 1

    run_async(run())


def test_an_untouched_turn_times_out_bare_and_a_move_in_time_stops_the_clock(platform: None) -> None:
    clock = StoppedClock()
    controller = start(clock, (Seat("Ann"), Seat("Bob", "easy")), {**MY_RUMMY, "turn_time_limit_s": 30})

    async def run() -> None:
        await spin(clock)
        assert countdown(clock.html) == "0:30"
        clock.clock += 29
        await spin(clock)
        controller.dispatch("act", {"move": "draw"})  # in time: this turn's clock is gone
        clock.clock += 5
        await spin(clock)
        assert "timeout" not in actions(controller)
        # Ann's next turn has a fresh clock; left alone, it runs out with nothing changed.
        assert controller.session is not None and controller.session.to_act() == (0,)
        assert countdown(clock.html) == "0:30"
        clock.clock += 30
        await spin(clock)
        assert actions(controller).count("timeout") == 1
        assert "Time is up: you drew 3 tiles." in clock.html

    run_async(run())


def test_a_dialog_holds_the_clock_and_it_runs_on_from_where_it_stood(platform: None) -> None:
    clock = StoppedClock()
    controller = start(clock, (Seat("Ann"), Seat("Bob", "easy")), MY_RUMMY)

    async def run() -> None:
        await spin(clock)
        clock.clock += 20
        await spin(clock)
        assert countdown(clock.html) == "0:40"
        controller.dispatch("rules", {})
        clock.clock += 300
        await spin(clock)
        assert "timeout" not in " ".join(actions(controller)) and countdown(clock.html) is None
        controller.dispatch("close-dialog", {})
        await spin(clock)
        assert countdown(clock.html) == "0:40"

    run_async(run())


def test_the_privacy_screen_holds_the_next_persons_clock(platform: None) -> None:
    clock = StoppedClock()
    controller = start(clock, (Seat("Ann"), Seat("Cy")), MY_RUMMY)

    async def run() -> None:
        await spin(clock)
        if "privacy-screen" in clock.html:
            controller.dispatch("reveal", {})
        await spin(clock)
        assert countdown(clock.html) == "1:00"
        controller.dispatch("act", {"move": "draw"})
        await spin(clock)
        assert "privacy-screen" in clock.html
        clock.clock += 600
        await spin(clock)
        assert actions(controller) == ["draw"]  # Cy's minute has not started behind the screen
        controller.dispatch("reveal", {})
        await spin(clock)
        assert countdown(clock.html) == "1:00"

    run_async(run())


def test_no_timer_no_countdown_and_bots_are_never_timed(platform: FakePlatform) -> None:
    controller = start(platform, (Seat("Ann"), Seat("Bob", "easy")), {**MY_RUMMY, "turn_time_limit_s": "none"})
    run_async(spin(platform))
    assert controller.clock is None and countdown(platform.html) is None
    controller = start(platform, (Seat("Bob", "easy"), Seat("Ann")), MY_RUMMY)
    assert controller.session is not None and controller.session.to_act() == (0,)
    assert controller.clock is None and countdown(platform.html) is None  # Bob, a bot, is to move


def test_a_practice_draw_is_told_what_the_solver_could_place(platform: FakePlatform) -> None:
    """After a person's move in a practice game the table's review is thought in slices and
    said on the status line (Rummikub: the solver's most tiles, when more was possible)."""
    from cardtable.bots.base import run_to_end
    from cardtable.ui.games.rummikub import TABLE

    options = {"first_player": 0, "rounds_per_game": 1, "turn_time_limit_s": "none", "initial_meld_min": 0}
    controller = start(platform, (Seat("Ann"), Seat("Bob", "easy")), options, practice=True)
    assert controller.session is not None
    said = run_to_end(TABLE.review_move(controller.session.view(0), "draw"))
    assert said is not None and said.key == "rummikub.review.drew" and said.fields["count"] >= 3
    controller.dispatch("act", {"move": "draw"})
    run_async(spin(platform))
    assert f"You drew; you could have placed {said.fields['count']} tiles." in platform.html
    # Not in a game that is not practice.
    controller = start(platform, (Seat("Ann"), Seat("Bob", "easy")), options)
    controller.dispatch("act", {"move": "draw"})
    run_async(spin(platform))
    assert "you could have placed" not in platform.html


def test_hot_seat_the_revealed_person_composes_from_their_own_rack(platform: FakePlatform) -> None:
    controller = start(platform, (Seat("Ann"), Seat("Cy")), MY_RUMMY)
    assert controller.session is not None
    controller.dispatch("reveal", {})
    assert sorted(controller.ui.rack) == sorted(controller.session.view(0)["hand"]) and controller.ui.rack
    controller.dispatch("act", {"move": "draw"})
    controller.dispatch("reveal", {})
    assert sorted(controller.ui.rack) == sorted(controller.session.view(1)["hand"])
