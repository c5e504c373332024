"""A fake browser platform so the controller runs under CPython, on a fake clock.

Time is virtual: ``now()`` stands still until the test moves it, and ``sleep(ms)`` parks its
task until virtual time reaches now + ms (``sleep(0)`` only yields, as the browser's
``setTimeout(0)`` does). So a test says what it waits for and how much time may pass, and
can assert the time something took (the timeline's durations, the turn clock), which a
real-time test could not. Three helpers move things on:

- ``await platform.run_until_idle()``: let every runnable task run until nothing is left to
  do now (each parked sleeper waits for a later time);
- ``await platform.advance(ms)``: move time on by ``ms``, waking the sleepers due on the
  way in order, each at its own time, and letting what they start run;
- ``await platform.run_until(predicate, max_ms=...)``: run, and move time on to each next
  wake-up, until ``predicate()`` holds (checked at every turn of the loop); fail with a clear
  message when nothing is left to happen, or once ``max_ms`` of virtual time have passed.

Each helper re-raises a task's error (``raise_task_errors``). For example::

    async def run() -> None:  # a turn clock of 60 s
        await platform.run_until_idle()  # the bots have moved: the person's clock runs
        await platform.advance(59_999)
        assert "timeout" not in actions(controller)  # a millisecond to go
        await platform.advance(1)
        assert "timeout" in actions(controller)

    run_async(run())

or wait for a state, with a budget of virtual time::

    await platform.run_until(summary_open, max_ms=shown)
    assert platform.now_ms() - due_at == shown  # the summary waited for the play, not a moment more

"Nothing runnable" is found without asyncio's internals: the platform counts what the
tasks do through it (each call of one of its methods); once ``QUIET_TURNS`` turns of the
loop (zero-sleeps) pass with no such call, every task is parked on a sleeper or done.
The controller's tasks only ever wait on the platform, so a few quiet turns suffice.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import heapq
import itertools
import re
import threading
import weakref
from collections.abc import Callable, Coroutine
from typing import Any

from cardtable.app.saves import MemoryStorage

EPOCH_S = 1_700_000_000.0  # virtual time 0, as the browser's clock (seconds)
QUIET_TURNS = 5  # turns of the loop with nothing done through the platform: all are parked
MAX_TURNS = 1_000_000  # a task that never parks (runaway thinking) fails the test, not hangs it


class FakePlatform:
    def __init__(self, query: str = "", storage: MemoryStorage | None = None) -> None:
        self.storage = storage or MemoryStorage()
        self.html = ""
        self.renders = 0
        self.patches = 0  # elements redrawn in place (the countdown)
        self.tasks: list[asyncio.Task[None]] = []
        self.pending: list[Coroutine[Any, Any, None]] = []
        # Bots kicked by a test that never runs a loop: close them quietly at the end.
        weakref.finalize(self, _close_all, self.pending)
        self.time_ms = 0.0  # virtual time since EPOCH_S: moves only in ``advance``
        self.sleepers: list[tuple[float, int, asyncio.Future[None]]] = []  # (wake time, order, future)
        self._order = itertools.count()
        self.activity = 0  # calls made through the platform: what tells a busy loop from an idle one
        self._query = query
        self.downloads: list[tuple[str, str]] = []
        self.lang = "en"
        self.browser_languages = ["en-GB", "en"]
        self.copied = ""
        self.shareable = False
        self.shared: tuple[str, str] | None = None
        self.seeds = iter(range(1000, 100000, 7))
        self.announced: list[str] = []
        self.idle = False

    def render(self, markup: str) -> None:
        self.activity += 1
        self.html = markup
        self.renders += 1

    def patch(self, selector: str, markup: str) -> None:
        """The first element of class ``selector`` (".name") replaced, as the browser does; an
        element holding no element of its own tag (the countdown)."""
        self.activity += 1
        name = re.escape(selector.removeprefix("."))
        found = re.search(rf'<(\w+)[^>]*class="(?:[^"]* )?{name}(?: [^"]*)?"[^>]*>.*?</\1>', self.html, re.DOTALL)
        if found:
            self.html = self.html[: found.start()] + markup + self.html[found.end() :]
            self.patches += 1

    # ------------------------------------------------------------------ the fake clock

    def now(self) -> float:
        return EPOCH_S + self.time_ms / 1000.0

    def now_ms(self) -> float:
        """Virtual time in ms (0 when the platform was made)."""
        return self.time_ms

    async def sleep(self, ms: float) -> None:
        self.activity += 1
        if ms <= 0:
            await asyncio.sleep(0)  # a yield to the browser, as setTimeout(0)
            return
        woken: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self.sleepers, (self.time_ms + ms, next(self._order), woken))
        await woken

    def next_wake_ms(self) -> float | None:
        """When the first parked sleeper is due (None: nobody sleeps)."""
        self._drop_cancelled()
        return self.sleepers[0][0] if self.sleepers else None

    async def run_until_idle(self) -> None:
        """Let the tasks run until none is runnable: each is done or parked until a later time."""
        self.start_pending()
        quiet = 0
        for _ in range(MAX_TURNS):
            seen = self.activity
            await asyncio.sleep(0)
            self.raise_task_errors()
            quiet = quiet + 1 if self.activity == seen else 0
            if quiet >= QUIET_TURNS:
                return
        raise AssertionError(f"the tasks never settled in {MAX_TURNS} turns of the loop")

    async def advance(self, ms: float) -> None:
        """Move virtual time on by ``ms``: each sleeper due on the way wakes at its own time,
        in order, and what it starts runs before time moves on."""
        until = self.time_ms + ms
        await self.run_until_idle()
        while (wake := self.next_wake_ms()) is not None and wake <= until:
            self._wake_next()
            await self.run_until_idle()
        self.time_ms = until
        await self.run_until_idle()

    async def run_until(self, predicate: Callable[[], object], max_ms: float = 0.0) -> None:
        """Run, moving time on to each next wake-up, until ``predicate()`` holds. Fails when
        nothing is left to happen, or when it would take more than ``max_ms`` of virtual time."""
        self.start_pending()
        deadline = self.time_ms + max_ms
        name = getattr(predicate, "__name__", "the condition")
        quiet = 0
        for _ in range(MAX_TURNS):
            if predicate():
                return
            seen = self.activity
            await asyncio.sleep(0)
            self.raise_task_errors()
            quiet = quiet + 1 if self.activity == seen else 0
            if quiet < QUIET_TURNS:
                continue
            if predicate():
                return
            wake = self.next_wake_ms()
            if wake is None:
                raise AssertionError(f"{name} never held: nothing is left to happen (at {self.time_ms:g} ms)")
            if wake > deadline:
                raise AssertionError(
                    f"{name} did not hold within {max_ms:g} ms of virtual time (next wake-up at {wake:g} ms)"
                )
            self._wake_next()
            quiet = 0
        raise AssertionError(f"{name} never held in {MAX_TURNS} turns of the loop")

    def _wake_next(self) -> None:
        self._drop_cancelled()
        wake, _order, woken = heapq.heappop(self.sleepers)
        self.time_ms = max(self.time_ms, wake)
        if not woken.done():
            woken.set_result(None)

    def _drop_cancelled(self) -> None:
        """Forget the sleepers that can never wake: cancelled, or parked on the loop of an
        earlier ``run_async`` (gone with it)."""
        loop = asyncio.get_running_loop()
        while self.sleepers and (self.sleepers[0][2].done() or self.sleepers[0][2].get_loop() is not loop):
            heapq.heappop(self.sleepers)

    # ------------------------------------------------------------------ the rest of the browser

    def spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        """Run on the test's own loop (``run_async``); set aside when called outside it
        (``start_pending``). Never on another loop that happens to run in this thread:
        Playwright's sync API leaves one running in the main thread after a browser test of
        the same worker, and a task put there would never run."""
        self.activity += 1
        loop = getattr(_test_loop, "loop", None)
        if loop is not None:
            self.tasks.append(loop.create_task(coroutine))
        else:
            self.pending.append(coroutine)

    def start_pending(self) -> None:
        while self.pending:
            self.spawn(self.pending.pop(0))

    def random_seed(self) -> int:
        return next(self.seeds)

    def query(self) -> str:
        return self._query

    def clear_game_query(self) -> None:
        self._query = ""

    def page_url(self) -> str:
        return "http://localhost:8000/"

    def download(self, filename: str, text: str) -> None:
        self.downloads.append((filename, text))

    def copy_text(self, text: str) -> None:
        self.copied = text

    def languages(self) -> list[str]:
        return list(self.browser_languages)

    def can_share(self) -> bool:
        return self.shareable

    def share(self, url: str, title: str) -> None:
        self.shared = (url, title)

    def set_language(self, lang: str) -> None:
        self.lang = lang

    def announce(self, text: str) -> None:
        self.activity += 1
        self.announced.append(text)

    def set_idle(self, idle: bool) -> None:
        self.activity += 1
        self.idle = idle

    def raise_task_errors(self) -> None:
        for task in self.tasks:
            if task.done() and not task.cancelled() and task.exception():
                raise task.exception()  # type: ignore[misc]


def _close_all(coroutines: list[Coroutine[Any, Any, None]]) -> None:
    for coroutine in coroutines:
        coroutine.close()


_test_loop = threading.local()  # the loop ``run_async`` runs in its thread


def run_async(coroutine: Coroutine[Any, Any, Any]) -> Any:
    """``asyncio.run`` in a thread of its own: a browser test earlier in the same process
    (Playwright's sync API, pytest-xdist mixes them) leaves this thread's event loop running."""

    async def on_the_test_loop() -> Any:
        _test_loop.loop = asyncio.get_running_loop()
        try:
            return await coroutine
        finally:
            _test_loop.loop = None

    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, on_the_test_loop()).result()
