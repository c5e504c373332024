"""Each seat's latest move stays on the table until that seat moves again: from the
engine's events, as the viewer may see them, cleared by a new deal once the finished
hand is no longer on show. And at a real table, through the controller."""

from __future__ import annotations

import re
from collections.abc import Callable

from controller_helpers import open_link, play_until, start
from fake_platform import FakePlatform, run_async

from cardtable.app.session import MatchSetup, Seat
from cardtable.engine.core import DEAL, HAND_END, Event
from cardtable.ui.controller import Controller
from cardtable.ui.screen import seat_moves


def _play(seat: int, card: str) -> tuple[Event, ...]:
    return (Event("play", seat, {"card": card}, reveals=True),)


def test_a_seat_keeps_its_latest_move_until_it_moves_again() -> None:
    moves = [(0, _play(0, "r1")), (1, _play(1, "r2")), (2, _play(2, "r3")), (0, _play(0, "g4"))]
    shown = seat_moves(moves, 0, finishing=False)
    assert [move.seat for move in shown] == [1, 2, 0]  # the latest mover is last
    assert [move.events[0]["params"]["card"] for move in shown] == ["r2", "r3", "g4"]


def test_a_deal_clears_the_table_once_the_finished_hand_is_closed() -> None:
    ending = (*_play(1, "r2"), Event(HAND_END, 1), Event(DEAL, None, {"number": 2}, reveals=True))
    moves = [(0, _play(0, "r1")), (1, ending)]
    assert seat_moves(moves, 0, finishing=False) == ()
    on_show = seat_moves(moves, 0, finishing=True)  # the summary is due or open
    assert [move.seat for move in on_show] == [0, 1]


def test_what_a_seat_may_not_see_stays_hidden_for_each_viewer() -> None:
    # Hot-seat: the same stored move is shown to whoever has the device now.
    drew = (Event("draw_stock", 1), Event("drew", 1, {"card": "5s"}, audience=(1,), reveals=True))
    for viewer, seen in ((1, ["draw_stock", "drew"]), (0, ["draw_stock"]), (None, ["draw_stock"])):
        (move,) = seat_moves([(1, drew)], viewer, finishing=False)
        assert [event["kind"] for event in move.events] == seen, viewer


async def _until(controller: Controller, platform: FakePlatform, done: Callable[[], object]) -> None:
    assert await play_until(controller, platform, done), "the game ended first"


def _seat(html: str, seat: int) -> str:
    found = re.search(rf'<li class="seat[^"]*"[^>]*data-seat="{seat}">(.*?)</li>', html, re.DOTALL)
    assert found is not None, seat
    return found.group(1)


def test_at_the_table_a_bots_move_stays_at_its_seat_after_the_next_seat_moved(platform: FakePlatform) -> None:
    controller = start(platform, "santas_game", seats=[("Me", "human"), ("B1", "easy"), ("B2", "easy")])
    session = controller.session
    assert session is not None

    def two_moved_since_the_deal() -> bool:
        seats = [seat for seat, _ in controller.match.story.moves]
        return not controller.screen.paused and 1 in seats and seats[-1] != 1 and controller.match.story.timeline.idle()

    run_async(_until(controller, platform, two_moved_since_the_deal))
    controller.render()
    assert "last-move" in _seat(platform.html, 1)  # B1's move is still shown at B1's seat
    latest = controller.match.story.moves[-1][0]
    assert "just-moved" in re.search(rf'<li class="([^"]*)"[^>]*data-seat="{latest}"', platform.html).group(1)


def test_a_sentence_about_another_seat_is_said_at_that_seat() -> None:
    # Canasta: the discard before Me's first turn also lays out the red three Me was dealt (seed 3).
    controller, platform = open_link(MatchSetup("canasta", (Seat("Me"), Seat("B1", "easy")), 3))

    def told() -> bool:
        return any(
            seat == 1 and any(e.kind == "red_three" and e.seat == 0 for e in events)
            for seat, events in controller.match.story.moves
        )

    run_async(_until(controller, platform, told))
    recent = controller.match.story.recent
    assert any(seat == 0 and line.startswith("Me (you) laid out a red three") for seat, line in recent)
    assert all("Me" not in line for seat, line in controller.match.story.recent if seat == 1)
