"""A fake browser platform so the controller runs under CPython."""

from __future__ import annotations

import asyncio
import concurrent.futures
import re
import threading
import weakref
from collections.abc import Coroutine
from typing import Any

from cardtable.app.saves import MemoryStorage


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
        self.clock = 1_700_000_000.0
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
        self.html = markup
        self.renders += 1

    def patch(self, selector: str, markup: str) -> None:
        """The first element of class ``selector`` (".name") replaced, as the browser does; an
        element holding no element of its own tag (the countdown)."""
        name = re.escape(selector.removeprefix("."))
        found = re.search(rf'<(\w+)[^>]*class="(?:[^"]* )?{name}(?: [^"]*)?"[^>]*>.*?</\1>', self.html, re.DOTALL)
        if found:
            self.html = self.html[: found.start()] + markup + self.html[found.end() :]
            self.patches += 1

    def now(self) -> float:
        self.clock += 1
        return self.clock

    async def sleep(self, ms: float) -> None:
        await asyncio.sleep(0)

    def spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        """Run on the test's own loop (``run_async``); set aside when called outside it
        (``start_pending``). Never on another loop that happens to run in this thread:
        Playwright's sync API leaves one running in the main thread after a browser test of
        the same worker, and a task put there would never run."""
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
        self.announced.append(text)

    def set_idle(self, idle: bool) -> None:
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
