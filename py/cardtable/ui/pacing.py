"""The table's pace: the timeline's player, the bot runner, the hint and a practice review,
each a task of the match's scheduler that stops once its token is cancelled (a new game,
an undo, leaving the table).

The player shows each queued event for its time and announces it. The bot runner moves
the bots one at a time while nothing else is on show. Bots, hints and reviews think in
slices of counted work (``bots.base.SLICE_UNITS``) and the page yields to the browser at
every slice's end, so the page never freezes; no clock is read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .kit import Say
from .screen_state import quiet

if TYPE_CHECKING:
    from ..bots.base import Thinking
    from .match import Match
    from .scheduler import Token, Work


async def play_timeline(match: Match, token: Token) -> None:
    """Show each queued event for its time, announcing it, until none is left."""
    timeline, announced = match.story.timeline, None
    timeline.drawn(match.now_ms())  # nothing was on screen before: the first beat has all its time
    while token.live:
        for beat in timeline.advance(match.now_ms()):
            if beat is not announced:  # over before it was shown (no time at all)
                _announce(match, beat.event)
        current = timeline.current()
        if current is None:
            return
        if current is not announced:
            announced = current
            _announce(match, current.event)
            match.stage.render()
            timeline.drawn(match.now_ms())
        await token.sleep(timeline.wait_ms(match.now_ms()))


def _announce(match: Match, event: Any) -> None:
    line = match.sentence(event)
    if line:
        match.platform.announce(line)


async def run_bots(match: Match, token: Token) -> None:
    """Move the bots in turn while no dialog waits and the timeline has nothing to show."""
    session = match.session
    while token.live and not match.stage.screen.paused and match.story.timeline.idle():
        seat = session.bot_to_act()
        if seat is None:
            if match.play_forced():
                match.stage.render()
                continue
            return
        # "Bob is thinking…" is drawn only when the thinking lets the browser paint (a slice
        # was spent), and the move is drawn by the timeline's player: a quick bot's move costs
        # one render, not three (on a cheap tablet, most of a bots' turn is drawing).
        action = await think(session.bot_thinking(seat), token, before_pause=match.stage.render)
        if action is None:
            return
        session.submit(seat, action)
        match.after_move(seat)


def hint(match: Match, seat: int) -> Work:
    """The hint for ``seat``, worked out in slices like a bot's move, and shown unless the
    game moved on meanwhile. The position is taken now, at the tap: the task starts later."""
    moves, thinking = len(match.session.log), match.session.hint_thinking(seat)

    def working() -> None:
        # A hint that takes more than a slice (Let's Divide's split: seconds on a phone) says
        # it is coming: a tap that seemed to do nothing was taken for a broken Hint.
        # Unless something was said since the tap (why Undo did nothing): that stays.
        if not match.stage.screen.message.text:
            match.stage.say(match.stage.t("hint.working"), "progress")
            match.stage.render()

    async def work_out(token: Token) -> None:
        answer = await think(thinking, token, before_pause=working)
        if answer is not None and token.live and len(match.session.log) == moves:
            match.show_hint(seat, answer)
        elif match.stage.screen.message.kind == "progress":
            # The game moved on (or the hint was called off): no hint comes, so "working out
            # a hint…" must not stay (issue 30, Divide round 9, 6).
            match.stage.screen = quiet(match.stage.screen)
            if token.live:
                match.stage.render()

    return work_out


async def review(match: Match, token: Token, thinking: Thinking, retry_query: str = "") -> None:
    """Practice: the table's review of a person's move (``review_move``), then said (a
    ``Say``: more was possible) with, when the game can write the turn's position, a button
    that shares the link playing it again; unless a person moved again meanwhile."""
    session, moves = match.session, len(match.session.log)
    said = await think(thinking, token)
    later = session.log[moves:]
    if isinstance(said, Say) and token.live and not any(session.seats[m.seat].is_human for m in later):
        text = match.stage.t(said.key, **said.fields)
        if retry_query:
            match.retry_query = retry_query
        match.stage.say(text, said.kind, (("share-retry", match.stage.t("practice.retry")),) if retry_query else ())
        match.stage.render()  # which says it aloud


async def think(thinking: Thinking, token: Token, before_pause: Callable[[], None] | None = None) -> Any:
    """Run thinking (a bot's, the hint's, a review's) to its answer, yielding to the browser
    at every yield of the thinking; ``None`` once the token is cancelled. ``before_pause``
    runs before the first yield: what the page shows while the thinking goes on, drawn only
    when the page gets to paint it.

    Every yield: a bot yields only once a slice of counted work is spent (about 25 ms under
    Pyodide, ``bots.base.SLICE_UNITS``), so batching yields by the clock would only make the
    page's pace depend on the device; and a pause costs little, since Pyodide runs a
    zero-delay callback through a message channel, without the browser's 4 ms timer clamp."""
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            return done.value
        if before_pause is not None:
            before_pause()
            before_pause = None
        if not await token.sleep(0):
            return None
