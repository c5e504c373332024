"""One scheduler for every task the page runs by itself: the bots, the timeline's player,
the hint, a practice review, the turn clock.

A task is a coroutine spawned on the page's event loop under a name; while it runs, the
same name is not started again (one bot runner, one timeline player). Each task gets a
``Token`` that says whether it may go on: ``cancel_all`` (a new game, an undo, leaving
the table) ends every token handed out before, and each task stops at its next check.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Coroutine, Hashable
from typing import Any, Protocol

Work = Callable[["Token"], Coroutine[Any, Any, None]]


class Loop(Protocol):
    """The page's event loop, as the platform offers it."""

    def spawn(self, coroutine: Coroutine[Any, Any, None]) -> None: ...
    def sleep(self, ms: float) -> Awaitable[None]: ...


class Token:
    """A task's right to go on: lost once the scheduler cancels what came before."""

    def __init__(self, scheduler: Scheduler) -> None:
        self._scheduler = scheduler
        self._generation = scheduler.generation

    @property
    def live(self) -> bool:
        return self._generation == self._scheduler.generation

    async def sleep(self, ms: float) -> bool:
        """Wait ``ms`` (0: let the browser paint), then say whether the task may go on."""
        await self._scheduler.loop.sleep(ms)
        return self.live


class Scheduler:
    def __init__(self, loop: Loop) -> None:
        self.loop = loop
        self.generation = 0
        self._running: set[Hashable] = set()
        self._closed = False

    def token(self) -> Token:
        return Token(self)

    def cancel_all(self) -> None:
        """Every task started so far stops at its next check."""
        self.generation += 1

    def close(self) -> None:
        """Every task stops at its next check, and none starts any more (the table was left)."""
        self.cancel_all()
        self._closed = True

    def running(self, name: Hashable) -> bool:
        return name in self._running

    def start(self, name: Hashable, work: Work, then: Callable[[Token], None] | None = None) -> bool:
        """Run ``work`` under ``name`` unless a task of that name still runs; ``then`` runs
        after it ends, however it ends (the name is free again by then)."""
        if name in self._running or self._closed:
            return False
        self._running.add(name)
        token = self.token()

        async def run() -> None:
            try:
                await work(token)
            finally:
                self._running.discard(name)
                if then is not None and not self._closed:
                    then(token)

        self.loop.spawn(run())
        return True
