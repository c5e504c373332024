"""Santa's Game at a person's pace (issue 30, Santa 1): on a slow device (a phone, where
drawing the table and saving take a while) each bot move still stays on the table for its
time once drawn; and a player who is out of the round can skip to its end."""

from __future__ import annotations

from controller_helpers import open_link, play_until
from fake_platform import FakePlatform, run_async

from cardtable.app import links
from cardtable.app.session import MatchSetup, Seat
from cardtable.app.timeline import OTHER_MS
from cardtable.ui.controller import Controller

DRAWING_MS = 1500  # a cheap phone's render of the table, longer than a move's time at normal pace
SETUP = MatchSetup("santas_game", (Seat("Me", None), Seat("B1", "easy"), Seat("B2", "easy"), Seat("B3", "easy")), 7)


class SlowPhone(FakePlatform):
    """Each render takes ``DRAWING_MS`` of the clock; what it drew is on screen from its end."""

    def __init__(self, query: str) -> None:
        super().__init__(query)
        self.controller: Controller | None = None
        self.drawn: list[tuple[float, float, int]] = []  # (start, end, moves in the log)

    def render(self, markup: str) -> None:
        super().render(markup)
        start = self.time_ms
        self.time_ms += DRAWING_MS
        session = self.controller.session if self.controller else None
        self.drawn.append((start, self.time_ms, len(session.log) if session else -1))


def test_each_bot_move_stays_on_a_slow_phone_for_its_time_once_drawn() -> None:
    platform = SlowPhone(links.to_query(SETUP, "en"))  # no bot_delay: the pace setting's times
    controller = Controller(platform)
    platform.controller = controller
    controller.boot()
    session = controller.session
    assert session is not None

    run_async(play_until(controller, platform, lambda: len(session.log) >= 20, max_ms=10**7))
    # Each followed by another move (the last one may still be on show).
    bot_moves = [n + 1 for n, move in enumerate(session.log[:19]) if session.seats[move.seat].bot]
    assert len(bot_moves) >= 10
    for n in bot_moves:
        first = next(i for i, (_start, _end, moves) in enumerate(platform.drawn) if moves == n)
        shown_until = platform.drawn[first + 1][0]  # the next drawing starts
        # Before: the move's time ran from its push, so the save and the drawing ate it all
        # and the next drawing (the bots' next move) followed at once.
        assert shown_until - platform.drawn[first][1] >= OTHER_MS, (n, platform.drawn[first : first + 2])


def test_a_player_out_of_the_round_skips_to_its_end() -> None:
    controller, platform = open_link(SETUP, bot_delay=None)  # the pace setting's times
    session = controller.session
    assert session is not None

    def out_while_bots_play() -> bool:
        view = session.view(0)
        return (
            0 in view["finished"]
            and view["phase"] == "turn"
            and len(view["finished"]) < 3
            and controller.screen.dialog is None
            and controller.screen.due is None
        )

    async def run() -> None:
        assert await play_until(controller, platform, out_while_bots_play, max_ms=10**7)
        await platform.run_until(lambda: "skip-round" in platform.html, max_ms=10**5)
        moves, round_number = len(session.log), session.view(0)["round"]
        on_show = controller.match.story.timeline.wait_ms(platform.now_ms())
        controller.dispatch("skip-hand", {})
        # The move on show ends its time (as with Skip), then the bots play the round out at
        # once: no later move holds the table.
        await platform.run_until(lambda: controller.screen.dialog == "hand", max_ms=on_show)
        assert len(session.log) > moves and session.view(None)["last_round"]["number"] == round_number
        # The next round is played at the pace again.
        assert not controller.match.hurrying

    run_async(run())


def test_skip_is_offered_while_the_bots_moves_hold_the_table_not_on_the_persons_turn() -> None:
    """Issue 30, Santa 6 (round 4): Skip showed beside "Your turn" while the last bot move was
    still on show, when nothing kept the person waiting: it is there only while they wait."""
    setup = MatchSetup(
        "santas_game", (Seat("Me", None), Seat("B1", "easy"), Seat("B2", "easy")), 7, {"first_player": 1}
    )
    controller, platform = open_link(setup, bot_delay=100_000)  # every event holds the table for long
    session = controller.session
    assert session is not None

    def shown(seat: int) -> bool:  # a move of ``seat`` is on show and drawn
        timeline = controller.match.story.timeline
        current = timeline.current()
        return current is not None and current.mover == seat and bool(session.log) and session.log[-1].seat == seat

    async def run() -> None:
        await platform.run_until(lambda: shown(1), 10**7)
        await platform.run_until_idle()  # drawn, the timeline's player waits out the move's time
        assert list(session.to_act()) == [2] and 'data-action="skip"' in platform.html  # B2 waits on it
        await platform.run_until(lambda: shown(2), 10**7)
        await platform.run_until_idle()
        assert list(session.to_act()) == [0] and "Your turn" in platform.html
        assert 'data-action="skip"' not in platform.html

    run_async(run())
