"""The kit's turn clock, on the table that sets one (Rummikub's ``turn_time_limit_s``): the
countdown runs only while the person can act, the timeout plays the working copy for the
engine's policy and the status line says what the rule did, a move or a dialog or the
hot-seat screen stops or holds it, and it fires once, at its time to the millisecond. Time
passes only when a test moves the fake clock (``advance``)."""

from __future__ import annotations

import re
from typing import Any

from controller_helpers import enter, open_link
from fake_platform import FakePlatform, run_async
from santas_game_helpers import fillers, position  # tests/engine/games (pytest pythonpath)

from cardtable.app.session import MatchSession, MatchSetup, Seat
from cardtable.engine.games.rummikub.tiles import CARDS
from cardtable.ui.controller import Controller
from cardtable.ui.games.rummikub.work import sorted_rack
from cardtable.ui.games.santas_game.table import READ_SECONDS

MY_RUMMY = {"profile": "my_rummy", "first_player": 0, "rounds_per_game": 1}  # 60 s, put back and draw 3


def start(seats: tuple[Seat, ...], options: dict[str, Any], practice: bool = False) -> tuple[Controller, FakePlatform]:
    """A Rummikub link opened; the timeline plays at once (``bot_delay`` 0): only the turn clock
    waits. Its tasks start on the test's loop (``run_until_idle`` first)."""
    return open_link(MatchSetup("rummikub", seats, 4, dict(options), practice))


def countdown(html: str) -> str | None:
    found = re.search(r'role="timer"[^>]*>\s*<span[^>]*>([0-9:]+)<', html)
    return found.group(1) if found else None


def actions(controller: Controller) -> list[str]:
    assert controller.session is not None
    return [move.action for move in controller.session.log]


def test_the_countdown_runs_out_and_the_policy_is_said() -> None:
    controller, clock = start((Seat("Ann"), Seat("Bob", "easy")), MY_RUMMY)

    async def run() -> None:
        await clock.run_until_idle()
        assert countdown(clock.html) == "1:00"
        assert 'aria-label="60 seconds left in your turn"' in clock.html
        renders = clock.renders
        await clock.advance(42_500)
        assert countdown(clock.html) == "0:18"  # redrawn by itself, rounded up
        # In place, once a second: a whole-table redraw would restart the table's animations.
        assert clock.renders == renders and clock.patches == 42
        # A tile laid in a new set: the working copy goes with the timeout.
        controller.dispatch("input", {"input": "tile", "where": "rack", "index": "0"})
        controller.dispatch("input", {"input": "new-set", "where": "new"})
        await clock.advance(17_499)
        assert not [a for a in actions(controller) if a.startswith("timeout")]  # a millisecond to go
        await clock.advance(1)
        timeouts = [a for a in actions(controller) if a.startswith("timeout")]
        assert len(timeouts) == 1 and timeouts[0].startswith("timeout [") and " from " in timeouts[0]
        assert "Time is up: your tiles went back to your rack and you drew 3 tiles." in clock.html
        # It fires once: long after, the same turn never times out again.
        await clock.advance(5_000)
        assert len([a for a in actions(controller) if a.startswith("timeout")]) == 1

    run_async(run())


def test_an_untouched_turn_times_out_bare_and_a_move_in_time_stops_the_clock() -> None:
    controller, clock = start((Seat("Ann"), Seat("Bob", "easy")), {**MY_RUMMY, "turn_time_limit_s": 30})

    async def run() -> None:
        await clock.run_until_idle()
        assert countdown(clock.html) == "0:30"
        await clock.advance(29_000)
        controller.dispatch("act", {"move": "draw"})  # in time: this turn's clock is gone
        await clock.run_until_idle()  # Bob answers at once
        # Ann's next turn has a fresh clock; left alone, it runs out with nothing changed.
        assert controller.session is not None and controller.session.to_act() == (0,)
        assert countdown(clock.html) == "0:30"
        await clock.advance(5_000)  # past the first turn's limit: it never fires
        assert "timeout" not in actions(controller) and countdown(clock.html) == "0:25"
        await clock.advance(24_999)
        assert "timeout" not in actions(controller)
        await clock.advance(1)
        assert actions(controller).count("timeout") == 1
        assert "Time is up: you drew 3 tiles." in clock.html

    run_async(run())


def test_a_dialog_holds_the_clock_and_it_runs_on_from_where_it_stood() -> None:
    controller, clock = start((Seat("Ann"), Seat("Bob", "easy")), MY_RUMMY)

    async def run() -> None:
        await clock.run_until_idle()
        await clock.advance(20_000)
        assert countdown(clock.html) == "0:40"
        controller.dispatch("rules", {})
        await clock.advance(300_000)
        assert "timeout" not in " ".join(actions(controller)) and countdown(clock.html) is None
        controller.dispatch("close-dialog", {})
        await clock.run_until_idle()
        assert countdown(clock.html) == "0:40"
        await clock.advance(39_999)  # the 40 s it had left, to the millisecond
        assert "timeout" not in " ".join(actions(controller))
        await clock.advance(1)
        assert len([a for a in actions(controller) if a.startswith("timeout")]) == 1

    run_async(run())


def test_the_privacy_screen_holds_the_next_persons_clock() -> None:
    controller, clock = start((Seat("Ann"), Seat("Cy")), MY_RUMMY)

    async def run() -> None:
        if "privacy-screen" in clock.html:
            controller.dispatch("reveal", {})
        await clock.run_until_idle()
        assert countdown(clock.html) == "1:00"
        controller.dispatch("act", {"move": "draw"})
        await clock.run_until_idle()
        assert "privacy-screen" in clock.html
        await clock.advance(600_000)
        assert actions(controller) == ["draw"]  # Cy's minute has not started behind the screen
        controller.dispatch("reveal", {})
        await clock.run_until_idle()
        assert countdown(clock.html) == "1:00"

    run_async(run())


def test_no_timer_no_countdown_and_bots_are_never_timed() -> None:
    controller, platform = start((Seat("Ann"), Seat("Bob", "easy")), {**MY_RUMMY, "turn_time_limit_s": "none"})
    assert controller.match.timer.clock is None and countdown(platform.html) is None
    controller, platform = open_link(MatchSetup("rummikub", (Seat("Bob", "easy"), Seat("Ann")), 4, MY_RUMMY))
    assert controller.session is not None and controller.session.to_act() == (0,)
    assert controller.match.timer.clock is None and countdown(platform.html) is None  # Bob, a bot, is to move


def test_a_practice_draw_is_told_what_the_solver_could_place() -> None:
    """After a person's move in a practice game the table's review is thought in slices and
    said on the status line (Rummikub: the solver's most tiles, when more was possible)."""
    from cardtable.bots.base import run_to_end
    from cardtable.ui.games.rummikub import TABLE

    options = {"first_player": 0, "rounds_per_game": 1, "turn_time_limit_s": "none", "initial_meld_min": 0}
    controller, platform = start((Seat("Ann"), Seat("Bob", "easy")), options, practice=True)
    assert controller.session is not None
    said = run_to_end(TABLE.review_move(controller.session.view(0), "draw"))
    assert said is not None and said.key == "rummikub.review.drew" and said.fields["count"] >= 3
    controller.dispatch("act", {"move": "draw"})
    run_async(platform.run_until_idle())
    assert f"You drew; you could have placed {said.fields['count']} tiles." in platform.html
    # Not in a game that is not practice.
    controller, platform = start((Seat("Ann"), Seat("Bob", "easy")), options)
    controller.dispatch("act", {"move": "draw"})
    run_async(platform.run_until_idle())
    assert "you could have placed" not in platform.html


def test_hot_seat_the_revealed_person_composes_from_their_own_rack() -> None:
    controller, _platform = start((Seat("Ann"), Seat("Cy")), MY_RUMMY)
    assert controller.session is not None
    controller.dispatch("reveal", {})
    assert sorted(controller.match.ui.rack) == sorted(controller.session.view(0)["hand"]) and controller.match.ui.rack
    controller.dispatch("act", {"move": "draw"})
    controller.dispatch("reveal", {})
    assert sorted(controller.match.ui.rack) == sorted(controller.session.view(1)["hand"])


def test_a_timed_elf_window_answers_no_on_the_matchs_clock() -> None:
    """Santa's Game: the Elf window is timed by the match's turn clock (the scheduler and the fake
    clock, no timer of the page's own): the bots' answers do not restart it, and when reading
    time and countdown have run out the person's answer is No."""
    f = fillers(30, avoid=("r5", "r6"))
    options = {"elf_window": "timed", "elf_seconds": 2}
    rules, state = position([f[:4], ["r6"], f[4:8], f[8:12]], "r5", turn=1, **options)
    seats = (Seat("Me"), Seat("B", "easy"), Seat("C", "easy"), Seat("D", "easy"))
    setup = MatchSetup("santas_game", seats, 1, dict(rules.options))
    clock = FakePlatform()
    controller = enter(clock, MatchSession(setup, initial=state))
    session = controller.session
    assert session is not None

    async def run() -> None:
        await clock.run_until(lambda: "elf-no" in clock.html and controller.match.story.timeline.idle())
        # The status line says it is the Elf window, not "Your turn." (a playtest read it as a turn).
        assert "Elf window for B: anyone may call an Elf." in clock.html and "Your turn." not in clock.html
        mine = [m for m in session.log if m.seat == 0]
        await clock.advance((READ_SECONDS + 2) * 1000 - 1)
        assert [m for m in session.log if m.seat == 0] == mine  # a millisecond to go
        await clock.advance(1)
        assert [m.action for m in session.log if m.seat == 0][len(mine) :] == ["decline"]

    run_async(run())


def test_the_log_open_holds_the_elf_windows_clock() -> None:
    """Issue 30, Santa 2, round 8: the Elf window's countdown ran on while the log covered its
    answer buttons, and the window had closed for the person when the log was shut. While the
    log is open the clock waits; closed, it runs on from where it stood. The bots' answers
    take no line of the recent moves (Santa 1, round 8)."""
    f = fillers(30, avoid=("r5", "r6"))
    options = {"elf_window": "timed", "elf_seconds": 2}
    rules, state = position([f[:4], ["r6"], f[4:8], f[8:12]], "r5", turn=1, **options)
    seats = (Seat("Me"), Seat("B", "easy"), Seat("C", "easy"), Seat("D", "easy"))
    clock = FakePlatform()
    controller = enter(clock, MatchSession(MatchSetup("santas_game", seats, 1, dict(rules.options)), initial=state))
    session = controller.session
    assert session is not None

    async def run() -> None:
        await clock.run_until(lambda: "elf-no" in clock.html and controller.match.story.timeline.idle())
        assert "answered in secret" not in clock.html
        mine = len([m for m in session.log if m.seat == 0])
        await clock.advance(1_000)
        controller.dispatch("toggle-log", {})
        await clock.advance(60_000)
        assert len([m for m in session.log if m.seat == 0]) == mine  # nothing answered for the person
        controller.dispatch("toggle-log", {})
        await clock.run_until_idle()
        assert 'id="elf-no"' in clock.html
        await clock.advance((READ_SECONDS + 2) * 1000 - 1_001)  # the time it had left, less a millisecond
        assert len([m for m in session.log if m.seat == 0]) == mine
        await clock.advance(1)
        assert [m.action for m in session.log if m.seat == 0][mine:] == ["decline"]

    run_async(run())


def test_a_reload_keeps_the_time_the_turn_has_used() -> None:
    # Issue 30, Rummikub 5: the countdown began again at its full time on a reload, so a
    # player could reload for more time. The turn runs on from where it stood.
    controller, clock = start((Seat("Ann"), Seat("Bob", "easy")), MY_RUMMY)

    async def first_page() -> None:
        await clock.run_until_idle()
        await clock.advance(20_000)
        assert countdown(clock.html) == "0:40"

    run_async(first_page())
    reloaded = FakePlatform(storage=clock.storage)
    again = Controller(reloaded)
    again.bot_delay_ms = 0
    again.boot()
    assert again.session is not None and again.session.log == controller.session.log  # type: ignore[union-attr]

    async def second_page() -> None:
        await reloaded.run_until_idle()
        assert countdown(reloaded.html) == "0:40"
        await reloaded.advance(39_999)
        assert "timeout" not in " ".join(actions(again))
        await reloaded.advance(1)
        assert len([a for a in actions(again) if a.startswith("timeout")]) == 1
        # The next turn has its whole time again.
        await reloaded.run_until_idle()
        assert again.session is not None and again.session.to_act() == (0,)
        assert countdown(reloaded.html) == "1:00"

    run_async(second_page())


def test_the_chosen_rack_order_outlasts_a_timeout() -> None:
    # Issue 30, Rummikub 6: the rack came back in the default order (colour) after the timer
    # ran out; every turn began from a fresh working copy with the default order.
    controller, clock = start((Seat("Ann"), Seat("Bob", "easy")), MY_RUMMY)

    def chosen(html: str) -> list[str]:
        return re.findall(r'data-input="sort" data-value="(\w+)" aria-pressed="true"', html)

    async def run() -> None:
        await clock.run_until_idle()
        assert chosen(clock.html) == ["colour"]
        controller.dispatch("input", {"input": "sort", "value": "number"})
        assert chosen(clock.html) == ["number"]
        await clock.advance(60_000)
        assert len([a for a in actions(controller) if a.startswith("timeout")]) == 1
        await clock.run_until_idle()  # Bob plays; Ann's next turn
        assert controller.session is not None and controller.session.to_act() == (0,)
        assert chosen(clock.html) == ["number"]
        work = controller.match.ui  # type: ignore[union-attr]
        assert work.sort == "number" and work.rack == sorted_rack(work.rack, "number", CARDS)

    run_async(run())
