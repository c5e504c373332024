"""A person's turn clock, for a table that sets a time limit (``GameTable`` may offer
``turn_seconds(view)`` and ``on_time_up(view, ui)``: see ``ui/kit.py``).

The clock times one turn of one seat. It runs only while that person can act: it is
held behind the hot-seat privacy screen, while a dialog or the log is open and while the
timeline still shows what the others did, and runs on from where it stood. A move,
an undo, a new game or leaving the table start a new turn, and with it a new clock:
the old one's ticking stops, so a clock fires at most once, and only for its turn.
The countdown is drawn afresh about once a second, in place (not the whole table).

The time used is kept in the page's storage beside the match's save (``CLOCK_KEY``,
written each second and when the clock is held): a reload of the same turn runs on
from where it stood, so reloading gives no new time (issue 30, Rummikub 5).
"""

from __future__ import annotations

import json
from contextlib import suppress
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..app.bounded_json import JsonRefused, loads_bounded
from ..app.saves import StorageFullError
from ..app.timeline import visible_events
from ..engine.core import ActionError
from .hotseat import acting_human
from .screen_state import Message
from .table import turn_clock as turn_clock_markup

if TYPE_CHECKING:
    from .match import Match
    from .scheduler import Token

TICK_MS = 1000.0
CLOCK_KEY = "cardtable:v1:turn-clock"
"""The time the turn on show has used: ``{"turn": [save id, seat, moves], "used_ms": ms}``."""


@dataclass
class TurnClock:
    """The time a seat has used on one turn (``turn``: what tells that turn apart)."""

    turn: tuple[int, int, int]
    seat: int
    limit_ms: float
    used_ms: float = 0.0
    since_ms: float | None = None  # running since this moment; None: held
    fired: bool = False

    @property
    def running(self) -> bool:
        return self.since_ms is not None and not self.fired

    def left_ms(self, now_ms: float) -> float:
        used = self.used_ms + (now_ms - self.since_ms if self.since_ms is not None else 0.0)
        return max(0.0, self.limit_ms - used)

    def run(self, now_ms: float) -> None:
        if self.since_ms is None:
            self.since_ms = now_ms

    def hold(self, now_ms: float) -> None:
        if self.since_ms is not None:
            self.used_ms += now_ms - self.since_ms
            self.since_ms = None


class TurnTimer:
    """The match's turn clock: a new clock for each timed turn of a person, run while that
    person can act, and the table's time-up move when it runs out."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.clock: TurnClock | None = None

    def _timed_turn(self) -> tuple[tuple[int, int, int], int, int] | None:
        """(the turn, its seat, its seconds) when a person is to act and the table sets a limit."""
        match = self.match
        if match.stage.screen.replay_step is not None:
            return None
        seat = acting_human(match.session)
        seconds = None if seat is None else match.table.turn_seconds(match.session.view(seat))
        if seat is None or not seconds:
            return None
        # A turn is told apart by the seat's own moves: the others' moves meanwhile (answers to
        # the same Elf window) do not restart its clock; an undo does.
        own_moves = sum(1 for move in match.session.log if move.seat == seat)
        return (match.scheduler.generation, seat, own_moves), seat, int(seconds)

    def sync(self) -> None:
        """A new turn gets a new clock (the old one stops ticking); the clock runs while its
        person can act (no privacy screen, no dialog, nothing left to show) and is held else."""
        match, timed = self.match, self._timed_turn()
        if timed is None:
            self.clock = None
            return
        turn, seat, seconds = timed
        if self.clock is None or self.clock.turn != turn:
            self.clock = TurnClock(turn, seat, seconds * 1000.0, used_ms=self._used_before(seat))
        clock, now = self.clock, match.now_ms()
        can_act = (
            not match.stage.screen.paused
            # The log covers the table's right side (an Elf window's answer buttons on a laptop):
            # the time waits while it is open, as behind a dialog (issue 30, Santa 2, round 8).
            and not match.stage.screen.show_log
            and match.privacy_needed() is None
            and match.viewer() == seat
            and match.story.timeline.idle()
            and not match.scheduler.running("timeline")
        )
        if not can_act:
            if clock.running:
                clock.hold(now)
                self.remember(clock)
        elif not clock.fired:
            clock.run(now)
            match.scheduler.start(("clock", turn), lambda token: tick(self, clock, token))

    def _saved_turn(self, seat: int) -> list[Any] | None:
        """What tells this turn apart across a reload (the scheduler's generation does not
        survive one): the save, the seat and the moves made; ``None`` for a match not saved."""
        save_id = self.match.save_id
        return None if save_id is None else [save_id, seat, len(self.match.session.log)]

    def _used_before(self, seat: int) -> float:
        """The time this turn used before the page was reloaded (0 for a turn not seen before)."""
        mark = self._saved_turn(seat)
        try:
            saved = loads_bounded(self.match.library.storage.get(CLOCK_KEY) or "null", max_chars=1000, max_depth=2)
        except JsonRefused:
            return 0.0
        if mark is None or not isinstance(saved, dict) or saved.get("turn") != mark:
            return 0.0
        used = saved.get("used_ms")
        return max(0.0, float(used)) if isinstance(used, (int, float)) else 0.0

    def remember(self, clock: TurnClock) -> None:
        """Keep the time ``clock`` has used, for a reload of the same turn."""
        mark = self._saved_turn(clock.seat)
        if mark is None:
            return
        used = clock.limit_ms - clock.left_ms(self.match.now_ms())
        with suppress(StorageFullError):  # the clock runs on; only a reload would give time back
            self.match.library.storage.set(CLOCK_KEY, json.dumps({"turn": mark, "used_ms": used}))

    def seconds_left(self, viewer: int | None) -> int | None:
        """What the viewer's countdown shows: whole seconds left (rounded up), while it runs."""
        clock = self.clock
        if clock is None or not clock.running or clock.seat != viewer:
            return None
        return -int(-clock.left_ms(self.match.now_ms()) // 1000)

    def redraw_countdown(self) -> None:
        """The countdown's new second, drawn in place: redrawing the whole table each second
        would restart its animations (the mark of the last move) and move a reader's place."""
        clock = self.clock
        countdown = turn_clock_markup(self.seconds_left(clock.seat if clock else None), self.match.stage.t)
        if countdown is not None:
            self.match.platform.patch(".turn-clock", str(countdown))

    def time_up(self, clock: TurnClock) -> None:
        """The turn ran out: the table's time-up move (the working copy, for the engine's
        policy) is played, and the status line says what the rule did."""
        match = self.match
        stage, session = match.stage, match.session
        stage.screen = replace(stage.screen, message=Message(), hint="")
        answer = match.table.on_time_up(session.view(clock.seat), match.ui)
        if answer is None:
            return
        moves = len(session.log)
        try:
            match.take_input(clock.seat, answer)
        except ActionError as error:
            stage.say(match.error_text(error), "error")
        if len(session.log) > moves:
            said = [
                line for event in visible_events(session.events(moves), clock.seat) if (line := match.sentence(event))
            ]
            if said:  # the time-up event comes first: what became of the turn
                stage.say(said[0])
        stage.render()


async def tick(timer: TurnTimer, clock: TurnClock, token: Token) -> None:
    """Redraw the countdown each second while the clock runs; when it reaches zero, the
    table's time-up move is played. Stops as soon as the clock is no longer the timer's
    (a new turn) or is held (it starts again when it runs on)."""
    while token.live and timer.clock is clock and clock.running:
        left = clock.left_ms(timer.match.now_ms())
        if left <= 0:
            clock.fired = True
            timer.time_up(clock)
            return
        # Wake at the next whole second shown, so the countdown steps evenly.
        await timer.match.platform.sleep(left % TICK_MS or TICK_MS)
        if token.live and timer.clock is clock and clock.running and clock.left_ms(timer.match.now_ms()) > 0:
            timer.redraw_countdown()
            timer.remember(clock)
