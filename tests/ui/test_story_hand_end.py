"""The story holds back what follows a hand's end until its summary closes (``Story.told``,
``tell_deal``): Rummikub's "Round 2 begins; you start" and Let's Divide's next row turned up
were told behind the "Round over" dialog (replays, stop 38)."""

from __future__ import annotations

from cardtable.app.timeline import Timeline
from cardtable.engine.core import DEAL, HAND_END, Event
from cardtable.ui.story import Story

ME, BOT = 0, 1
PLAY = Event("play", BOT, {"card": "r5"})
ENDED = Event(HAND_END, BOT, {"number": 1})
STARTS = Event("starts", ME, {"round": 2})  # a game's own event after the end, not a deal
DEALT = Event(DEAL, None, {"number": 2})


def sentence(event: Event) -> str:
    return f"{event.kind} {event.seat}"


def test_what_follows_a_hands_end_is_told_at_continue_not_behind_the_summary() -> None:
    story = Story(Timeline(ME))
    shown = story.told(BOT, (PLAY, ENDED, STARTS, DEALT), ME, sentence)
    assert [event.kind for event in shown] == ["play", HAND_END]  # the table plays only these
    assert [line for _, line in story.recent] == ["play 1", f"{HAND_END} 1"]
    assert "starts 0" not in story.log
    assert story.tell_deal(sentence) == ["starts 0", f"{DEAL} None"]  # Continue
    assert "starts 0" in story.log and any(line == "starts 0" for _, line in story.recent)
