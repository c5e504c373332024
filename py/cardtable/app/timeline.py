"""The table's timeline: what just happened, played one event after another at a pace
a person can read.

Pure and clock-free: the caller passes the time (milliseconds from any origin) and
asks what is on show, what has finished and how long to wait. The controller feeds it
each move's events as the viewer may see them (``events_for``); bots and the hand's
summary wait until it is idle; Skip empties it.

An event holds the table for a time that depends on whom it hits: the viewer's own
move goes by quickly (they know what they did); another seat's move holds longer, and
longer still when it hits the viewer (a Gift aimed at them, a knock they must answer,
a card only they were shown); a scored hand holds longest. A game may hold some kinds of
another seat's events longer still (``long_beats``: Gin's knock and the knocker's melds). A trick taken holds the whole
trick and its winner on the table long enough to read, whoever moved last (a child asked
"what just happened?" when the next lead came 1.1 s after a bot's reply, 0.4 s after their
own). The pace setting scales every duration.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from types import MappingProxyType

from ..engine.core import DEAL, HAND_END, TRICK_WON, Event, PlayerId, events_for

PACE_FACTORS: Mapping[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.45}
OWN_MS = 400
OTHER_MS = 1100
HITS_VIEWER_MS = 2200
HAND_END_MS = 1600
TRICK_WON_MS = 2400
# ``?bot_delay=<ms>`` (tests, demos) scales every event's time by ms / this: 0 shows nothing.
DELAY_AT_NORMAL_MS = 800
NO_LONG_BEATS: Mapping[str, int] = MappingProxyType({})


def hits(event: Event, mover: PlayerId, viewer: PlayerId | None) -> bool:
    """Whether another seat's move did this to the viewer: it is about them, aims at
    them, or shows them something that was hidden."""
    if viewer is None or mover == viewer:
        return False
    return event.seat == viewer or event.target == viewer or (event.reveals_to(viewer) and event.audience == (viewer,))


def visible_events(events: Sequence[Event], viewer: PlayerId | None) -> list[Event]:
    """A move's events as ``viewer`` gets them: those they may see, where an event shown
    to them alone (the card they discarded face down) stands for the public one of the
    same kind and seat (that a card went face down)."""
    seen = events_for(events, viewer)
    own = {(e.kind, e.seat) for e in seen if e.audience is not None and viewer is not None and e.audience == (viewer,)}
    return [e for e in seen if e.audience is not None or (e.kind, e.seat) not in own]


def dealt(events: Sequence[Event]) -> bool:
    """Whether a move closed a hand: the table then clears that hand's moves (once its summary
    is put away). The move that ends a hand also deals the next, but not every game tells a
    deal (Canasta's next hand, Let's Divide's next row), so a hand's end counts too: before,
    Let's Divide's round summary told round 1 again after every round."""
    return any(event.kind in (DEAL, HAND_END) for event in events)


def duration_ms(
    event: Event,
    mover: PlayerId,
    viewer: PlayerId | None,
    pace: str = "normal",
    *,
    unasked: bool = False,
    long_beats: Mapping[str, int] = NO_LONG_BEATS,
) -> int:
    """How long ``event`` holds the table for ``viewer`` at ``pace``. A move the table played
    for the viewer (``unasked``: a 12 Days pass with nothing to reply) holds it as long as a move
    done to them: they did not make it, so they read it (12 Days replay: a trick went by in 3 s).
    ``long_beats``: the game's time at normal pace for kinds of another seat's events that need
    more (Gin: a bot's knock and its three melds went by in one pause, issue 30, Gin 1, round 9)."""
    if event.kind == HAND_END:
        base = HAND_END_MS
    elif event.kind == TRICK_WON:
        base = TRICK_WON_MS
    elif hits(event, mover, viewer) or (unasked and mover == viewer):
        base = HITS_VIEWER_MS
    elif mover == viewer:
        base = OWN_MS
    else:
        base = OTHER_MS
    if mover != viewer and event.kind in long_beats:
        base = max(base, long_beats[event.kind])
    return round(base * PACE_FACTORS[pace])


@dataclass(frozen=True)
class Beat:
    """One event on the timeline: who moved, what happened, and for how long it shows."""

    mover: PlayerId
    event: Event
    duration_ms: int
    unasked: bool = False  # the table played the move for its player (``duration_ms``)


class Timeline:
    """A queue of beats; the first is on show from ``started_ms`` for its duration."""

    def __init__(
        self,
        viewer: PlayerId | None,
        pace: str = "normal",
        *,
        scale: float = 1.0,
        long_beats: Mapping[str, int] = NO_LONG_BEATS,
    ) -> None:
        if pace not in PACE_FACTORS:
            raise ValueError(f"unknown pace {pace!r}; try {', '.join(PACE_FACTORS)}")
        self.viewer = viewer
        self.pace = pace
        self.scale = scale  # every duration times this (0: events show for no time at all)
        self.long_beats = long_beats  # the game's longer times for some kinds (``duration_ms``)
        self._beats: deque[Beat] = deque()
        self._started_ms = 0.0

    def push(self, mover: PlayerId, events: Iterable[Event], now_ms: float, *, unasked: bool = False) -> None:
        """Queue a move's events (only those the viewer may see); ``unasked``: the table
        played the move for its player (``duration_ms``)."""
        was_idle = not self._beats
        for event in events:
            if event.visible_to(self.viewer):
                self._beats.append(Beat(mover, event, self._duration(event, mover, unasked), unasked))
        if was_idle:
            self._started_ms = now_ms

    def advance(self, now_ms: float) -> list[Beat]:
        """Drop the beats whose time is over by ``now_ms``; return them, oldest first."""
        done = []
        while self._beats and now_ms - self._started_ms >= self._beats[0].duration_ms:
            beat = self._beats.popleft()
            self._started_ms += beat.duration_ms
            done.append(beat)
        if not self._beats:
            self._started_ms = now_ms
        return done

    def drawn(self, now_ms: float) -> None:
        """The beat on show reached the screen at ``now_ms``: its time runs from then. On a slow
        device the save and the drawing before it would otherwise eat its time, and the moves
        of several seats would flash past in one burst (issue 30, Santa 1)."""
        if self._beats:
            self._started_ms = now_ms

    def current(self) -> Beat | None:
        """The beat on show (call ``advance`` first)."""
        return self._beats[0] if self._beats else None

    def wait_ms(self, now_ms: float) -> float:
        """How long until the beat on show ends (0 when idle)."""
        if not self._beats:
            return 0.0
        return max(0.0, self._started_ms + self._beats[0].duration_ms - now_ms)

    def idle(self) -> bool:
        return not self._beats

    def skip(self) -> list[Beat]:
        """Finish everything at once (the Skip control); return what was still queued."""
        rest = list(self._beats)
        self._beats.clear()
        return rest

    def set_pace(self, pace: str) -> None:
        """Later beats use the new pace (the one on show keeps its time)."""
        if pace not in PACE_FACTORS:
            raise ValueError(f"unknown pace {pace!r}")
        self.pace = pace
        beats = list(self._beats)
        self._beats = deque(
            beats[:1] + [replace(b, duration_ms=self._duration(b.event, b.mover, b.unasked)) for b in beats[1:]]
        )

    def _duration(self, event: Event, mover: PlayerId, unasked: bool = False) -> int:
        duration = duration_ms(event, mover, self.viewer, self.pace, unasked=unasked, long_beats=self.long_beats)
        return round(duration * self.scale)
