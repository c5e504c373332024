"""A person's turn clock, for a table that sets a time limit (``GameTable`` may offer
``turn_seconds(view)`` and ``on_time_up(view, ui)``: see ``ui/kit.py``).

The clock times one turn of one seat. It runs only while that person can act: it is
held behind the hot-seat privacy screen, while a dialog is open and while the
timeline still shows what the others did, and runs on from where it stood. A move,
an undo, a new game or leaving the table start a new turn, and with it a new clock:
the old one's ticking stops, so a clock fires at most once, and only for its turn.
The countdown is drawn afresh about once a second, in place (not the whole table).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .controller import Controller

TICK_MS = 1000.0


@dataclass
class TurnClock:
    """The time a seat has used on one turn (``turn``: what tells that turn apart)."""

    turn: tuple[int, int, int]
    seat: int
    limit_ms: float
    used_ms: float = 0.0
    since_ms: float | None = None  # running since this moment; None: held
    ticking: bool = False  # its ticking task is alive
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


async def tick(c: Controller, clock: TurnClock) -> None:
    """Redraw the countdown each second while the clock runs; when it reaches zero, the
    table's time-up move is played. Stops as soon as the clock is no longer the
    controller's (a new turn) or is held (it starts again when it runs on)."""
    try:
        while c.clock is clock and clock.running:
            left = clock.left_ms(c._now_ms())
            if left <= 0:
                clock.fired = True
                c.time_up(clock)
                return
            # Wake at the next whole second shown, so the countdown steps evenly.
            await c.platform.sleep(left % TICK_MS or TICK_MS)
            if c.clock is clock and clock.running and clock.left_ms(c._now_ms()) > 0:
                c.redraw_countdown()
    finally:
        clock.ticking = False
