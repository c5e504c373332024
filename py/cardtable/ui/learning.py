"""Lessons from the lobby and by link: the Learn buttons, ``?learn=<game>``, and the real
game against easy bots that a finished lesson offers."""

from __future__ import annotations

from collections.abc import Callable

from ..app.lessons import PERSON, lesson_for
from ..app.session import MatchSetup, Seat
from ..bots.base import levels
from .kit import table_for
from .lobby import default_name
from .match import Match
from .stage import Platform, Stage


class Learning:
    def __init__(
        self,
        stage: Stage,
        platform: Platform,
        start: Callable[[MatchSetup], None],
        current: Callable[[], Match | None],
    ) -> None:
        self.stage, self.platform, self.start, self.current = stage, platform, start, current

    def lesson_setup(self, game: str) -> MatchSetup:
        """The lesson of ``game``: its prepared deal, the person in the coach's seat, and the
        weakest bots in the others (they play the lesson's moves, then their own)."""
        lesson = lesson_for(game)
        assert lesson is not None
        return MatchSetup(game, self._seats(game, lesson.players), lesson.seed, dict(lesson.options), lesson=True)

    def _seats(self, game: str, players: int) -> tuple[Seat, ...]:
        easy, t = next(iter(levels(game))), self.stage.t
        return tuple(Seat(default_name(i, i != PERSON, t), None if i == PERSON else easy) for i in range(players))

    def on_learn(self, data: dict[str, str]) -> None:
        game = data.get("game", "")
        if lesson_for(game) is not None:
            self.start(self.lesson_setup(game))

    def on_lesson_real_game(self, data: dict[str, str]) -> None:
        """A finished lesson: the same game for real, against its easy bots, the lobby's rules."""
        match = self.current()
        if match is None:
            return
        game = match.session.setup.game
        seats = self._seats(game, len(match.session.seats))
        self.start(MatchSetup(game, seats, self.platform.random_seed(), dict(table_for(game).lobby_options)))
