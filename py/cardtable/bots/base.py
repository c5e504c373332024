"""The bot protocol: bots see views and legal actions, never states.

A bot thinks in slices: ``think`` is a generator that yields ``None`` between
slices of work and returns the chosen action. A bot that searches counts its work in
units on an ``Effort`` and yields when a slice's ``SLICE_UNITS`` are spent (never by
the clock, so a slice is the same work on every device and yields never change a
choice). The browser runs one slice per event-loop turn so the page never freezes;
tests and the arena simply run it to the end with ``choose``. Every bot is
deterministic given its ``rng``.

Each game's bot package (``cardtable.bots.<game_id>``) exposes ``LEVELS``: a dict
from level name (``easy``, ``normal``, ``hard`` …) to a factory ``(rules) -> Bot``,
weakest first. It may also name ``DEFAULT_LEVEL`` (new bot seats; else the middle
level) and ``HINT_LEVEL`` (the adviser behind Hint; else the default level).

It may also export ``YARDSTICKS``, shaped like ``LEVELS``: seat kinds a level is measured
against in the arena (a random player that follows the game's own rule of thumb, say).
The arena seats them by name like levels; the table never offers them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any, Protocol

from ..engine.core import JsonDict, Rules
from ..engine.rng import Rng

Thinking = Generator[None, None, Any]

SLICE_UNITS = 100
"""The one slice budget: a bot's thinking yields once it has counted this many units of work.
One unit is about 0.1 ms of CPython and about 0.25 ms under Pyodide, so a slice is about 10 ms
of CPython and 25 ms under Pyodide (docs/games.md has the measured longest slices). Each bot
says what its unit is: a profile judged (Let's Divide), a rollout's cards (12 Days), a draw
weighed or a deal played (Gin Rummy), 40 solver transitions (Rummikub)."""


@dataclass
class Effort:
    """Work counted in units: in the current slice, in all (``total``) and the most counted
    between two checks (``largest``: a slice is at most ``SLICE_UNITS`` plus that)."""

    per_slice: float = SLICE_UNITS
    current: float = 0.0
    total: float = 0.0
    largest: float = 0.0
    _step: float = 0.0

    def add(self, units: float) -> None:
        """Count ``units`` of work done."""
        self.current += units
        self.total += units
        self._step += units

    def due(self) -> bool:
        """True when the slice is spent: the caller must yield now (the slice starts again)."""
        self.largest, self._step = max(self.largest, self._step), 0.0
        if self.current < self.per_slice:
            return False
        self.current = 0.0
        return True

    def spend(self, units: float) -> bool:
        """Count ``units``; True when the slice is spent (the caller must yield now)."""
        self.add(units)
        return self.due()


class Bot(Protocol):
    level: str

    def think(self, view: JsonDict, legal: list[Any], rng: Rng, effort: Effort | None = None) -> Thinking:
        """Yield ``None`` between slices of work (counted on ``effort``, a new one when
        ``None``); return the chosen action."""
        ...


def choose(bot: Bot, view: JsonDict, legal: list[Any], rng: Rng) -> Any:
    """Run a bot's thinking to the end and return its action."""
    return run_to_end(bot.think(view, legal, rng))


def run_to_end(thinking: Thinking) -> Any:
    """Run thinking in one go (no pause between its slices) and return what it returns."""
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            return done.value


class SimpleBot:
    """A bot that decides in one slice with a plain function."""

    def __init__(self, level: str, policy: Callable[[JsonDict, list[Any], Rng], Any]) -> None:
        self.level = level
        self._policy = policy

    def think(self, view: JsonDict, legal: list[Any], rng: Rng, effort: Effort | None = None) -> Thinking:
        return self._policy(view, legal, rng)
        yield  # pragma: no cover - makes this a generator


def random_policy(view: JsonDict, legal: list[Any], rng: Rng) -> Any:
    return rng.choice(legal)


BotFactory = Callable[[Rules[Any, Any]], Bot]


def _bots_of(game_id: str) -> Any:
    return importlib.import_module(f"{__package__}.{game_id}")


def levels(game_id: str) -> dict[str, BotFactory]:
    """The bot levels of a game, weakest first."""
    return dict(_bots_of(game_id).LEVELS)


def yardsticks(game_id: str) -> dict[str, BotFactory]:
    """A game's arena-only seat kinds (``YARDSTICKS``; none when it exports none)."""
    return dict(getattr(_bots_of(game_id), "YARDSTICKS", {}))


def arena_seat_kinds(game_id: str) -> dict[str, BotFactory]:
    """Every seat kind the arena takes: the levels, then the yardsticks (never the same name)."""
    own, extra = levels(game_id), yardsticks(game_id)
    clash = sorted(set(own) & set(extra))
    if clash:
        raise ValueError(f"{game_id}'s yardsticks reuse level names: {', '.join(clash)}")
    return own | extra


def default_level(game_id: str) -> str:
    names = list(levels(game_id))
    return str(getattr(_bots_of(game_id), "DEFAULT_LEVEL", names[len(names) // 2]))


def hint_level(game_id: str) -> str:
    return str(getattr(_bots_of(game_id), "HINT_LEVEL", default_level(game_id)))


def make_bot(game_id: str, level: str, rules: Rules[Any, Any], *, arena: bool = False) -> Bot:
    """A bot of ``level``; with ``arena`` the yardsticks may be asked for too."""
    available = arena_seat_kinds(game_id) if arena else levels(game_id)
    if level not in available:
        raise ValueError(f"{game_id} has no bot level {level!r}; try {', '.join(available)}")
    return available[level](rules)
