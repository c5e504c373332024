"""The bot protocol: bots see views and legal actions, never states.

A bot thinks in slices: ``think`` is a generator that yields ``None`` between
slices of work and returns the chosen action. The browser runs one slice per
event-loop turn so the page never freezes; tests and the arena simply run it
to the end with ``choose``. Every bot is deterministic given its ``rng``.

Each game's bot module (``cardtable.bots.<game_id>``) exposes ``LEVELS``: a dict
from level name (``easy``, ``normal``, ``hard`` …) to a factory ``(rules) -> Bot``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Generator
from typing import Any, Protocol

from ..engine.core import JsonDict, Rules
from ..engine.rng import Rng

Thinking = Generator[None, None, Any]


class Bot(Protocol):
    level: str

    def think(self, view: JsonDict, legal: list[Any], rng: Rng) -> Thinking:
        """Yield ``None`` between slices of work; return the chosen action."""
        ...


def choose(bot: Bot, view: JsonDict, legal: list[Any], rng: Rng) -> Any:
    """Run a bot's thinking to the end and return its action."""
    thinking = bot.think(view, legal, rng)
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

    def think(self, view: JsonDict, legal: list[Any], rng: Rng) -> Thinking:
        return self._policy(view, legal, rng)
        yield  # pragma: no cover - makes this a generator


def random_policy(view: JsonDict, legal: list[Any], rng: Rng) -> Any:
    return rng.choice(legal)


BotFactory = Callable[[Rules[Any, Any]], Bot]


def levels(game_id: str) -> dict[str, BotFactory]:
    """The bot levels of a game, weakest first."""
    module = importlib.import_module(f"cardtable.bots.{game_id}")
    return dict(module.LEVELS)


def make_bot(game_id: str, level: str, rules: Rules[Any, Any]) -> Bot:
    available = levels(game_id)
    if level not in available:
        raise ValueError(f"{game_id} has no bot level {level!r}; try {', '.join(available)}")
    return available[level](rules)
