"""The table's pace: the timeline's player and the bot runner, beside each other.

The player shows each queued event for its time and announces it; once all are played
it opens the summary that waited for them, or lets the bots go on. The bot runner moves
the bots one at a time while nothing else is on show, thinking in slices so the page
never freezes. Both stop as soon as the controller's epoch moves on (a new game, undo).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from .kit import Say

if TYPE_CHECKING:
    from ..bots.base import Thinking
    from .controller import Controller

# A bot's thinking yields to the browser after this much work (well under 200 ms).
SLICE_MS = 40
# What measures that work (seconds); tests put a fake clock here.
clock: Callable[[], float] = time.perf_counter


async def play_timeline(c: Controller, epoch: int) -> None:
    """Show each queued event for its time, announcing it; once all are played, open
    the summary that waits for them, or let the bots go on."""
    try:
        announced: object = None
        while epoch == c.epoch:
            for beat in c.timeline.advance(c._now_ms()):
                if beat is not announced:  # over before it was shown (no time at all)
                    c._announce(beat.event)
            current = c.timeline.current()
            if current is None:
                break
            if current is not announced:
                announced = current
                c._announce(current.event)
                c.render()
            await c.platform.sleep(c.timeline.wait_ms(c._now_ms()))
    finally:
        c.playing = False
    if epoch == c.epoch:
        c._timeline_done()


async def run_bots(c: Controller, epoch: int) -> None:
    """Move the bots in turn while no dialog waits and the timeline has nothing to show."""
    try:
        while epoch == c.epoch and c.session is not None and not c.paused() and c.timeline.idle():
            seat = c.session.bot_to_act()
            if seat is None:
                if c.play_forced():
                    c.render()
                    continue
                return
            # "Bob is thinking…" is drawn only when the thinking lets the browser paint (a slice
            # ran out), and the move is drawn by the timeline's player: a quick bot's move costs
            # one render, not three (on a cheap tablet, most of a bots' turn is drawing).
            action = await think(c, c.session.bot_thinking(seat), epoch, before_pause=c.render)
            if action is None:
                return
            c.session.submit(seat, action)
            c._after_move(seat)
    finally:
        c.bots_running = False
        if epoch != c.epoch:
            c._kick_bots()  # a newer game or an undo may need bots of its own
        c.platform.set_idle(c._idle())


def hint(c: Controller, seat: int) -> Coroutine[Any, Any, None]:
    """The hint for ``seat``, worked out in slices like a bot's move once spawned, and shown
    unless the game moved on meanwhile (a move, an undo, a new game). The position is
    taken now, at the tap: the task itself starts later."""
    assert c.session is not None
    epoch, moves, thinking = c.epoch, len(c.session.log), c.session.hint_thinking(seat)

    async def work_out() -> None:
        answer = await think(c, thinking, epoch)
        c.hinting = False
        if answer is not None and epoch == c.epoch and c.session is not None and len(c.session.log) == moves:
            c.show_hint(seat, answer)

    return work_out()


def review(c: Controller, thinking: Thinking, retry_query: str = "") -> Coroutine[Any, Any, None]:
    """Practice: the table's review of a person's move (``review_move``), thought in slices
    like the hint once spawned, then said (a ``Say``: more was possible) with, when the game
    can write the turn's position, a button that shares the link playing it again
    (``retry_query``); unless a person moved again or the game moved on (an undo, a new
    game) meanwhile."""
    assert c.session is not None
    session, epoch, moves = c.session, c.epoch, len(c.session.log)

    async def work_out() -> None:
        said = await think(c, thinking, epoch)
        later = session.log[moves:]
        if isinstance(said, Say) and epoch == c.epoch and not any(session.seats[m.seat].is_human for m in later):
            text = c.t(said.key, **said.fields)
            if retry_query:
                c.retry_query = retry_query
            c._say(text, said.kind, ("share-retry", c.t("practice.retry")) if retry_query else None)
            c.platform.announce(text)
            c.render()

    return work_out()


async def think(c: Controller, thinking: Thinking, epoch: int, before_pause: Callable[[], None] | None = None) -> Any:
    """Run thinking (a bot's or the hint's) to its answer, yielding to the browser once a
    slice of work reaches SLICE_MS, so no task on the page's thread runs long; ``None`` once
    the epoch moves on. ``before_pause`` runs before the first yield: what the page should
    show while the thinking goes on, drawn only when the page gets to paint it."""
    started = clock()
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            return done.value
        if (clock() - started) * 1000 >= SLICE_MS:
            if before_pause is not None:
                before_pause()
                before_pause = None
            await c.platform.sleep(0)
            if epoch != c.epoch:
                return None
            started = clock()
