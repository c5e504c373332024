"""What Chromium downloads on a first visit through tools/serve.py: compressed bodies, and each
file once, the service worker's precache included, in a private window (a fresh context: its
HTTP cache keeps nothing that large, so the worker must take the page's own copies).

Counted by the server itself (body bytes it sent per path), so the worker's requests count too.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from playwright.sync_api import Browser

if TYPE_CHECKING:
    from conftest import Tab  # tests/e2e/conftest.py

pytestmark = pytest.mark.e2e

FIRST_VISIT_BUDGET = 10_000_000  # bytes over the wire, page and precache (issue 19)
SNAPSHOT_BUDGET = 5_000_000


@pytest.fixture
def counted_site(dist_dir: Path) -> Iterator[tuple[str, object]]:
    """dist/ on a server of its own, so its byte counts are this test's alone."""
    from serve import serve_in_thread  # tools/serve.py

    server, url = serve_in_thread(dist_dir)
    yield url, server
    server.shutdown()
    server.server_close()


def precached(dist_dir: Path) -> list[str]:
    text = (dist_dir / "sw.js").read_text(encoding="utf-8")
    caches = json.loads(re.search(r"const CACHES = (\{.*?\n\});", text, re.DOTALL).group(1))  # type: ignore[union-attr]
    return [url for urls in caches.values() for url in urls]


def test_a_first_visit_downloads_each_file_once_compressed(
    browser: Browser, counted_site: tuple[str, object], dist_dir: Path
) -> None:
    url, server = counted_site
    context = browser.new_context()  # a private window: empty, in-memory HTTP cache
    try:
        page = context.new_page()
        responses: dict[str, list[str | None]] = {}
        context.on(
            "response", lambda r: responses.setdefault(r.url[len(url) :], []).append(r.headers.get("content-encoding"))
        )
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
        page.wait_for_function("() => !!navigator.serviceWorker.controller", timeout=120_000)
        stored = page.evaluate("""async () => {
            let n = 0;
            for (const name of await caches.keys()) n += (await (await caches.open(name)).keys()).length;
            return { n, names: await caches.keys() };
        }""")
    finally:
        context.close()
    sent: dict[str, int] = dict(server.sent)  # type: ignore[attr-defined]
    # Every precached file is in the worker's caches, and the page's copies were taken, not kept.
    assert stored["n"] == len(precached(dist_dir)) and "cardtable-fetched" not in stored["names"]
    # Each large file left the server once, compressed: no file twice, nothing raw.
    for path in (
        "vendor/pyodide/pyodide.asm.wasm",
        "vendor/pyodide/python_stdlib.zip",
        "cardtable.zip",
        next(p for p in precached(dist_dir) if p.startswith("snapshot/")),
    ):
        body = (dist_dir / f"{path}.br").stat().st_size
        assert sent.get("/" + path) == body, (path, sent.get("/" + path), body)
        assert "br" in (responses.get(path) or [None]), (path, responses.get(path))
    snapshot = next(p for p in precached(dist_dir) if p.startswith("snapshot/"))
    assert sent["/" + snapshot] <= SNAPSHOT_BUDGET
    total = sum(sent.values())
    print(f"first visit: {total / 1e6:.2f} MB on the wire (budget {FIRST_VISIT_BUDGET / 1e6:.0f} MB)")  # pytest -s
    print(sorted(sent.items(), key=lambda kv: -kv[1])[:12])
    assert total <= FIRST_VISIT_BUDGET, (total, sorted(sent.items(), key=lambda kv: -kv[1])[:8])


@pytest.mark.service_worker
def test_the_page_keeps_no_copies_once_a_worker_controls_it(tab: Tab) -> None:
    """A controlled page loads from the worker's caches: nothing to hand over, no staging cache."""
    tab.open()
    tab.wait_for_service_worker()
    tab.page.reload()
    tab.wait_ready()
    names = tab.page.evaluate("caches.keys()")
    assert "cardtable-fetched" not in names and len(names) == 3
