"""The table's timeline, with a fake clock: each event shows for its time, in order."""

from __future__ import annotations

import pytest

from cardtable.app.timeline import (
    HAND_END_MS,
    HITS_VIEWER_MS,
    OTHER_MS,
    OWN_MS,
    PACE_FACTORS,
    TRICK_WON_MS,
    Timeline,
    duration_ms,
    hits,
)
from cardtable.engine.core import HAND_END, TRICK_WON, Event

ME, BOT = 0, 1
PLAY = Event("play", BOT, {"card": "r5"}, reveals=True)
GIFT = Event("play", BOT, {"card": "rG", "target": ME}, reveals=True, target=ME)
DREW = Event("got", BOT, {"cards": ["b2"]}, audience=(BOT,), reveals=True)
MY_CARDS = Event("got", ME, {"cards": ["b2"]}, audience=(ME,), reveals=True)
ENDED = Event(HAND_END, BOT, {"number": 1})


def test_durations_depend_on_whom_an_event_hits() -> None:
    assert duration_ms(PLAY, BOT, ME) == OTHER_MS
    assert duration_ms(GIFT, BOT, ME) == HITS_VIEWER_MS and hits(GIFT, BOT, ME)
    assert duration_ms(MY_CARDS, BOT, ME) == HITS_VIEWER_MS  # cards a bot's move sent me
    assert duration_ms(PLAY, ME, ME) == OWN_MS and not hits(GIFT, ME, ME)
    assert duration_ms(ENDED, BOT, ME) == HAND_END_MS
    assert OWN_MS < OTHER_MS < HITS_VIEWER_MS
    assert duration_ms(PLAY, BOT, ME, "slow") > duration_ms(PLAY, BOT, ME) > duration_ms(PLAY, BOT, ME, "fast")


def test_a_trick_taken_holds_the_table_long_enough_to_read_whoever_moved_last() -> None:
    """Issue 30, 12 Days round 7, 2: the trick's last move held the table 1.1 s (0.4 s when it was
    the viewer's own), and the next lead swept the finished trick away unread."""
    taken = Event(TRICK_WON, BOT, {"low": 3})
    for mover in (ME, BOT):
        assert duration_ms(taken, mover, ME) == TRICK_WON_MS
    assert TRICK_WON_MS > HITS_VIEWER_MS
    assert duration_ms(taken, ME, ME, "fast") == round(TRICK_WON_MS * PACE_FACTORS["fast"])


def test_a_move_the_table_played_for_the_viewer_holds_like_one_done_to_them() -> None:
    """12 Days replay (stop 38): with the person's pass played for them, a whole trick went by
    in 3 s; their own unasked move holds the table as long as a move done to them, and keeps
    that time when the pace changes (only the pace's factor applies)."""
    mine = Event("play", ME, {"card": "pass"})
    assert duration_ms(mine, ME, ME, unasked=True) == HITS_VIEWER_MS
    assert duration_ms(PLAY, BOT, ME, unasked=True) == OTHER_MS  # a bot's move is a bot's move
    line = Timeline(ME)
    line.push(BOT, [PLAY], now_ms=0)
    line.push(ME, [mine], now_ms=0, unasked=True)
    line.set_pace("slow")
    _, passed = line.skip()
    assert passed.duration_ms == round(HITS_VIEWER_MS * PACE_FACTORS["slow"])


def test_events_play_one_after_another_on_a_fake_clock() -> None:
    line = Timeline(ME)
    line.push(BOT, [PLAY, GIFT], now_ms=1000)
    assert line.current() is not None and line.current().event == PLAY  # type: ignore[union-attr]
    assert line.wait_ms(1000) == OTHER_MS
    assert line.advance(1000 + OTHER_MS - 1) == [] and not line.idle()
    done = line.advance(1000 + OTHER_MS)
    assert [beat.event for beat in done] == [PLAY]
    assert line.current().event == GIFT  # type: ignore[union-attr]
    assert line.wait_ms(1000 + OTHER_MS) == HITS_VIEWER_MS
    assert [b.event for b in line.advance(10**6)] == [GIFT] and line.idle() and line.wait_ms(10**6) == 0


def test_a_late_push_starts_when_it_arrives_not_when_the_last_one_ended() -> None:
    line = Timeline(ME)
    line.push(BOT, [PLAY], now_ms=0)
    line.advance(5000)
    line.push(BOT, [PLAY], now_ms=9000)
    assert line.wait_ms(9000) == OTHER_MS


def test_only_what_the_viewer_may_see_is_queued() -> None:
    line = Timeline(ME)
    line.push(BOT, [DREW], now_ms=0)
    assert line.idle()
    spectator = Timeline(None)
    spectator.push(BOT, [DREW, PLAY], now_ms=0)
    assert [b.event for b in spectator.skip()] == [PLAY]


def test_skip_empties_the_queue_at_once() -> None:
    line = Timeline(ME)
    line.push(BOT, [PLAY, GIFT, ENDED], now_ms=0)
    assert [b.event for b in line.skip()] == [PLAY, GIFT, ENDED]
    assert line.idle() and line.current() is None


def test_pace_changes_later_beats_and_is_checked() -> None:
    line = Timeline(ME, "slow")
    line.push(BOT, [PLAY, PLAY], now_ms=0)
    line.set_pace("fast")
    first, second = line.skip()
    assert first.duration_ms == round(OTHER_MS * PACE_FACTORS["slow"])
    assert second.duration_ms == round(OTHER_MS * PACE_FACTORS["fast"])
    with pytest.raises(ValueError):
        Timeline(ME, "ludicrous")
