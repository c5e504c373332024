"""The story of the match as the table tells it: the timeline of events still to play, the
log's sentences, each seat's latest move since the deal, and what the others did since the
viewer's last move. It learns each move's events from the session (``Rules.step``'s,
stored with the move) and never reads an action text."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..app.session import MatchSession
from ..app.timeline import Timeline, dealt, hits, visible_events
from ..engine.core import DEAL, HAND_END, Event
from .kit import TABLE_LINE, to_you

LOG_LINES = 60
# How far back a resumed game looks for each seat's latest move (a hand is rarely longer).
MOVES_KEPT = 300

Sentence = Callable[[Event], str]
# The line a move the table played by itself is told as (``Match.forced_note``), by its index in the log.
ForcedNote = Callable[[int], str | None]


class Story:
    def __init__(self, timeline: Timeline) -> None:
        self.timeline = timeline
        self.log: list[str] = []
        # The moves since the last deal (seat, every event), for each seat's latest move on the table.
        self.moves: list[tuple[int, tuple[Event, ...]]] = []
        self.recent: list[tuple[int, str]] = []  # what other seats did since the viewer's last move
        # The next hand's deal, held back from the move that ended a hand until Continue on its
        # summary (``tell_deal``): the finished table must not say the next hand is dealt.
        self.dealing: list[tuple[int, Event, bool]] = []  # (mover, event, moved by the viewer)

    def told(
        self, seat: int, every: tuple[Event, ...], viewer: int | None, sentence: Sentence, forced: str | None = None
    ) -> list[Event]:
        """Take in ``seat``'s move (its events, every audience): the log and the recent moves
        get its sentences, and the table its events. Returns the events ``viewer`` sees. A move
        the table played by itself is told by its ``forced`` line instead; the viewer chose
        nothing, so it joins what the others did since the viewer's last choice."""
        if self.moves and dealt(self.moves[-1][1]):
            self.moves = []  # a new hand: its first move clears the last hand's from the table
        self.moves.append((seat, every))
        events = visible_events(every, viewer)
        ended = next((i for i, event in enumerate(events) if event.kind == HAND_END), None)
        if ended is not None:
            # What follows the hand's end (the deal, who starts the next round, the row turned
            # up) waits for its summary to close: behind the summary the strip already told
            # round 2 (Rummikub and Let's Divide replays, stop 38).
            self.dealing = [(seat, event, seat == viewer) for event in events[ended + 1 :]]
            events = events[: ended + 1]
        said = _said(events, sentence, forced)
        self.log.extend(line for line in said if line)
        del self.log[:-LOG_LINES]
        if seat == viewer and forced is None:
            self.recent = []
        else:
            self.recent.extend(_recent_lines(seat, viewer, events, said, forced))
        return events

    def tell_deal(self, sentence: Sentence) -> list[str]:
        """Continue on a hand's summary: the next hand's deal is told now (the log, the recent
        moves); returns its sentences."""
        lines = []
        for _mover, event, own in self.dealing:
            line = sentence(event)
            if line:
                lines.append(line)
                if not own:
                    self.recent.append((TABLE_LINE, line))
        self.log.extend(lines)
        del self.log[:-LOG_LINES]
        self.dealing = []
        return lines

    def retell(
        self, session: MatchSession, viewer: int | None, sentence: Sentence, forced: ForcedNote = lambda _: None
    ) -> None:
        """The log and the moves since the last deal, from the session (a resumed game, an
        undo, a new language)."""
        self.dealing = []
        first = max(0, len(session.log) - LOG_LINES)
        self.log = [
            line
            for index in range(first, len(session.log))
            for line in _said(visible_events(session.events(index), viewer), sentence, forced(index))
            if line
        ]
        del self.log[:-LOG_LINES]
        moves: list[tuple[int, tuple[Event, ...]]] = []
        for index in range(len(session.log) - 1, max(-1, len(session.log) - MOVES_KEPT - 1), -1):
            events = session.events(index)
            if moves and dealt(events):
                break
            moves.append((session.log[index].seat, events))
        self.moves = moves[::-1]
        self.recent = self._recent_since_viewer(session, viewer, sentence, forced)

    @staticmethod
    def _recent_since_viewer(
        session: MatchSession, viewer: int | None, sentence: Sentence, forced: ForcedNote
    ) -> list[tuple[int, str]]:
        """What the other seats did since the viewer's last choice (a move played for them is
        not one), told again (in a new language)."""
        first = len(session.log)
        notes: dict[int, str | None] = {}
        while first > max(0, len(session.log) - MOVES_KEPT):
            if session.log[first - 1].seat == viewer and notes.setdefault(first - 1, forced(first - 1)) is None:
                break
            first -= 1
        recent = []
        for index in range(first, len(session.log)):
            seat = session.log[index].seat
            events = visible_events(session.events(index), viewer)
            note = notes[index] if index in notes else forced(index)
            recent.extend(_recent_lines(seat, viewer, events, _said(events, sentence, note), note))
        return recent


def _said(events: Sequence[Event], sentence: Sentence, forced: str | None) -> list[str]:
    """Each event's sentence; a move the table played by itself says its ``forced`` line for the
    move's own (first) event, why there was no choice; what it led to is told as ever."""
    said = [sentence(event) for event in events]
    if forced is not None and said:
        said[0] = forced
    return said


def _recent_lines(
    mover: int, viewer: int | None, events: Sequence[Event], said: Sequence[str], forced: str | None
) -> list[tuple[int, str]]:
    """A move's sentences for the recent moves, each on its seat's line; one about something
    done to the viewer, or a move the table played for them, marked so (``to_you``)."""
    return [
        (_line_seat(mover, event), to_you(line) if hits(event, mover, viewer) or forced is not None else line)
        for event, line in zip(events, said)
        if line
    ]


def _line_seat(mover: int, event: Event) -> int:
    """Whose line of the recent moves a sentence goes on: a hand's end or a deal is the whole
    table's, on a line of its own; any other the seat it is about ("Ann has no red three"
    comes with the discard before Ann's first turn), else the seat that moved."""
    if event.kind in (HAND_END, DEAL):
        return TABLE_LINE
    return mover if event.seat is None else event.seat
