"""Browser-test fixtures: the built site on a local port, Chromium, and watched tabs.

Fixtures
    dist_dir (session)  a private copy of the built site, dist/: built by tools/test.py beside the
                        first tests (CARDTABLE_DIST_BUILD names the file its exit code goes to,
                        waited for here), or reused as it is with CARDTABLE_DIST_FRESH=1, or
                        built here.
    site_url (session)  base URL of dist/ served on a free 127.0.0.1 port, ending in "/".
    tab                 a Tab: a fresh browser context (own storage and caches) with one page,
                        watched. Service workers are blocked unless the test is marked
                        @pytest.mark.service_worker (see open_tab). At teardown the test
                        FAILS on any request to a host other than the local server, and on any
                        console error or uncaught page error (unless allowed with
                        tab.allow_console_error).
    page                tab.page, the Playwright Page, already watched (overrides pytest-playwright's).
    open_tab            factory for more fresh, watched tabs: `other = open_tab()`
                        (share-link tests open one link in two contexts and compare the deals).

Crashes
    A test whose page crashed (the renderer process died) runs once more, and the crash is
    reported as a warning with the machine's state (RENDERER_CRASHED).

Tab
    tab.open(query="", *, ready=True)   go to site_url + query (e.g. "?seed=7&bot_delay=0") and
                                        wait for <html data-ready>; returns the Page
    tab.wait_ready()                    wait for <html data-ready>
    tab.wait_for_service_worker()       wait until a service worker controls the page
    tab.reload_offline()                wait for the worker, cut the network, reload, wait ready
    tab.allow_console_error(pattern)    regex of errors this test expects (console errors, page
                                        errors, failed requests and HTTP >= 400 are all recorded)
    tab.requests                        every URL the context requested, in order
    tab.site_dir                        the served folder (this session's copy of dist/)
    tab.scratch_folder()                a new folder inside it, removed when the tab closes
    tab.context, tab.page               the Playwright objects

Example
    def test_new_game(tab):
        page = tab.open("?bot_delay=0")
        page.get_by_role("button", name="Start").click()
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
DEBIAN_CHROMIUM = Path("/usr/bin/chromium")
# Without the networking flags Chromium floods a closed network with refused connections
# (update checks, sync, QUIC probes). --no-sandbox: CI runs as root.
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1", "[::1]"}
READY_TIMEOUT_MS = 60_000  # a cold boot takes ~4 s here; CI machines can be much slower
# A page whose renderer process died (Playwright's errors when it does). CI saw this once, late
# in a run, in 13 tests of one worker; three local runs of every browser test (in the full
# suite, beside three busy processes, with a 64 MB /dev/shm) never did, and a page's memory
# measured the same as before the change that run tested. A test whose page crashed runs once
# more (pytest-rerunfailures); each crash is reported as a warning with the machine's state at
# that moment, so it is seen, not hidden.
RENDERER_CRASHED = ["Target crashed", "Page crashed"]
BUILD_TIMEOUT_S = 30 * 60  # a first build compresses the runtime too (~2 min here)


def pytest_itemcollected(item: pytest.Item) -> None:
    """Mark every browser test `e2e` (select with -m e2e, skip with -m "not e2e") and `slow` (the
    inner loop, -m "not slow", starts no browser and needs no dist/). At collection: the marks
    must be on before pytest's `-m` deselects (the sort below runs after it)."""
    if Path(__file__).parent in item.path.parents:
        item.add_marker(pytest.mark.e2e)
        item.add_marker(pytest.mark.slow)
        item.add_marker(pytest.mark.flaky(reruns=1, only_rerun=RENDERER_CRASHED))


def machine_state() -> str:
    """Free memory, load and the browser's processes, read when a page crashes."""
    meminfo = dict(line.split(":", 1) for line in Path("/proc/meminfo").read_text().splitlines())
    rss_kb, processes = 0, 0
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            fields = dict(line.split(":", 1) for line in status.read_text().splitlines() if ":" in line)
        except OSError:  # the process ended while we looked
            continue
        if "chrom" in fields.get("Name", ""):
            processes += 1
            rss_kb += int(fields.get("VmRSS", "0 kB").split()[0])
    return (
        f"MemAvailable {meminfo['MemAvailable'].strip()}, load {Path('/proc/loadavg').read_text().split()[:3]}, "
        f"{processes} Chromium processes using {rss_kb // 1024} MB"
    )


@pytest.hookimpl(trylast=True)  # after pytest's own reordering by fixture scope, which can undo ours
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Browser tests run last: once Playwright's sync API starts it keeps an asyncio loop running
    in the main thread, and a later test of the same worker that runs an event loop of its own
    would share the thread with it."""
    here = Path(__file__).parent
    items.sort(key=lambda item: here in item.path.parents)  # stable: keeps each group's order


def wait_for_the_build(status: Path) -> None:
    """tools/test.py builds dist/ beside the tests that need no site; it writes the build's exit
    code to `status` when it ends."""
    deadline = time.monotonic() + BUILD_TIMEOUT_S
    while not status.exists():
        if time.monotonic() > deadline:
            pytest.fail(f"tools/build.py (run by tools/test.py) did not end within {BUILD_TIMEOUT_S} s")
        time.sleep(0.5)
    if (code := status.read_text().strip()) != "0":
        pytest.fail(f"tools/build.py failed (exit code {code}; its output is above): no site to test")


@pytest.fixture(scope="session")
def dist_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if status := os.environ.get("CARDTABLE_DIST_BUILD"):
        wait_for_the_build(Path(status))
    elif os.environ.get("CARDTABLE_DIST_FRESH") != "1" or not (DIST / "sw.js").exists():
        subprocess.run([sys.executable, str(ROOT / "tools" / "build.py")], check=True)
    # A private copy: a rebuild of dist/ during the session (tools/serve.py) cannot change
    # the site under the tests.
    copy = tmp_path_factory.mktemp("site") / "dist"
    shutil.copytree(DIST, copy)
    return copy


@pytest.fixture(scope="session")
def site_url(dist_dir: Path) -> Iterator[str]:
    from serve import serve_in_thread  # tools/serve.py (pytest's pythonpath: pyproject.toml)

    server, url = serve_in_thread(dist_dir)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """Debian's chromium when present (never `playwright install`: there may be no internet)."""
    args = {**browser_type_launch_args, "args": [*browser_type_launch_args.get("args", []), *CHROMIUM_FLAGS]}
    if DEBIAN_CHROMIUM.exists():
        args["executable_path"] = str(DEBIAN_CHROMIUM)
    return args


class Tab:
    """One fresh browser context and its page, with every request and console error recorded."""

    def __init__(self, browser: Browser, site_url: str, site_dir: Path, *, service_worker: bool) -> None:
        self.site_url, self.site_dir = site_url, site_dir
        self._scratch: list[Path] = []
        self.context: BrowserContext = browser.new_context(
            viewport={"width": 1280, "height": 800}, service_workers="allow" if service_worker else "block"
        )
        if not service_worker:
            # boot.js keeps a copy of each large file it fetches (~58 MB) for the worker to take
            # over; with no worker that is ~0.5 CPU seconds a load for nothing (measured). Without
            # Cache Storage the page keeps none, as in a private window that has neither.
            self.context.add_init_script("delete Window.prototype.caches; delete window.caches;")
        self.requests: list[str] = []
        self.foreign: list[str] = []
        self.errors: list[str] = []
        self._allowed: list[re.Pattern[str]] = []
        self.crashes: list[str] = []
        self.context.on("page", lambda page: page.on("crash", lambda _: self.crashes.append(machine_state())))
        self.context.on("request", self._on_request)
        # A request the page itself cancelled (a second navigation, a preload no longer
        # needed) is not a site error; every other failure and every HTTP error is.
        self.context.on(
            "requestfailed",
            lambda request: (
                "ERR_ABORTED" not in str(request.failure)
                and self.errors.append(f"request failed: {request.url} {request.failure}")
            ),
        )
        self.context.on(
            "response",
            lambda response: response.status >= 400 and self.errors.append(f"HTTP {response.status}: {response.url}"),
        )
        self.page: Page = self.context.new_page()
        self.page.on(
            "console", lambda message: message.type == "error" and self.errors.append(f"console: {message.text}")
        )
        self.page.on("pageerror", lambda error: self.errors.append(f"pageerror: {error}"))

    def _on_request(self, request) -> None:  # type: ignore[no-untyped-def]
        url = request.url
        self.requests.append(url)
        parts = urlsplit(url)
        if parts.scheme not in ("data", "blob", "about") and parts.hostname not in LOCAL_HOSTS:
            self.foreign.append(url)

    def allow_console_error(self, pattern: str) -> None:
        self._allowed.append(re.compile(pattern))

    def open(self, query: str = "", *, ready: bool = True) -> Page:
        # Not waiting for ready: back once the document is parsed. The load event can come after
        # ready on a busy machine (it waits for the preloaded runtime), too late to see the boot.
        self.page.goto(self.site_url + query, wait_until="load" if ready else "domcontentloaded")
        if ready:
            self.wait_ready()
        return self.page

    def wait_ready(self, timeout_ms: int = READY_TIMEOUT_MS) -> None:
        self.page.wait_for_selector("html[data-ready]", state="attached", timeout=timeout_ms)

    def wait_for_service_worker(self, timeout_ms: int = READY_TIMEOUT_MS) -> None:
        # The first load is not controlled yet: the worker precaches everything, then claims the page.
        self.page.wait_for_function("() => !!navigator.serviceWorker.controller", timeout=timeout_ms)

    def reload_offline(self) -> Page:
        """Go offline and reload; the page must boot from the service worker's cache alone."""
        self.wait_for_service_worker()
        self.context.set_offline(True)
        self.page.reload()
        self.wait_ready()
        return self.page

    def problems(self) -> list[str]:
        unexpected = [e for e in self.errors if not any(p.search(e) for p in self._allowed)]
        return [f"request left the site: {url}" for url in self.foreign] + unexpected

    def scratch_folder(self) -> Path:
        """A folder of this tab's own in the served site (for bodies a test serves instead of
        the site's files); removed when the tab closes, so the site is as built for the next test."""
        folder = Path(tempfile.mkdtemp(prefix="scratch-", dir=self.site_dir))
        self._scratch.append(folder)
        return folder

    def close(self) -> None:
        self.context.close()
        for folder in self._scratch:
            shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def open_tab(
    browser: Browser, site_url: str, dist_dir: Path, request: pytest.FixtureRequest
) -> Iterator[Callable[[], Tab]]:
    # A fresh context's first visit installs the service worker, which precaches the whole site
    # (~60 MB) and checks every file against the build: about 1.6 CPU seconds of a two-core
    # machine, measured, for each of the suite's ~150 contexts. The first page of a context is
    # never controlled by it anyway, so only the tests of the worker and of offline play, marked
    # `service_worker`, let it register.
    service_worker = request.node.get_closest_marker("service_worker") is not None
    tabs: list[Tab] = []

    def factory() -> Tab:
        tabs.append(Tab(browser, site_url, dist_dir, service_worker=service_worker))
        return tabs[-1]

    yield factory
    for crash in (crash for tab in tabs for crash in tab.crashes):
        # A built-in category: pytest-xdist sends a worker's warnings to the controller by module
        # and class name, and the controller's `conftest` is tests/conftest.py, so a class of
        # this file's made the worker's report fail and took the worker down (CI, stop 35).
        warnings.warn(f"a page crashed and the test ran again: {crash}", UserWarning, stacklevel=1)
    problems = [problem for tab in tabs for problem in tab.problems()]
    for tab in tabs:
        tab.close()
    assert not problems, "\n".join(problems)


@pytest.fixture
def tab(open_tab: Callable[[], Tab]) -> Tab:
    return open_tab()


@pytest.fixture
def page(tab: Tab) -> Page:
    return tab.page
