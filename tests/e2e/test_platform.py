"""The platform in Chromium: boot, installability, precache, failure screen.

Game flows live in their own files; they use the fixtures documented in conftest.py. Offline
play after the first visit, and a new link opened offline, are a 12 Days flow
(test_twelve_days_browser.py); the snapshot offline, test_snapshot_boot.py.
"""

from __future__ import annotations

import json
import re
import struct
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

if TYPE_CHECKING:
    from conftest import Tab  # tests/e2e/conftest.py


def precache_lists(dist_dir: Path) -> dict[str, list[str]]:
    """The CACHES table that tools/build.py wrote into dist/sw.js."""
    text = (dist_dir / "sw.js").read_text(encoding="utf-8")
    match = re.search(r"const CACHES = (\{.*?\n\});", text, re.DOTALL)
    assert match, "sw.js has no CACHES table"
    return json.loads(match.group(1))


def site_path(url: str, site_url: str) -> str:
    """'http://127.0.0.1:PORT/vendor/x.js?v=1' -> 'vendor/x.js' ('./' for the page itself)."""
    path = urlsplit(url).path[len(urlsplit(site_url).path) :]
    return path or "./"


def test_boot_shows_progress_then_the_ready_page(tab: Tab) -> None:
    page = tab.page
    page.goto(tab.site_url, wait_until="domcontentloaded")
    expect(page.locator("#boot")).to_be_visible()
    expect(page.locator("#app")).to_be_attached()
    tab.wait_ready()
    expect(page.locator("#boot")).to_be_hidden()
    expect(page.locator("#boot-failure")).to_be_hidden()
    assert page.title() == "Cardtable"
    # teardown (conftest) fails the test on foreign requests and console errors


def test_everything_the_page_loads_is_precached(tab: Tab, dist_dir: Path) -> None:
    """The precache list is generated from dist/; this proves dist/ holds all the page needs."""
    tab.open()
    precached = {url for urls in precache_lists(dist_dir).values() for url in urls}
    loaded = {site_path(url, tab.site_url) for url in tab.requests if url.startswith(tab.site_url)}
    loaded.discard("sw.js")  # the browser always fetches the worker script from the network
    assert loaded - precached == set(), "loaded at boot but not precached (offline would break)"


@pytest.mark.service_worker
def test_service_worker_caches_exactly_dist(tab: Tab, dist_dir: Path) -> None:
    files = sorted(
        p.relative_to(dist_dir).as_posix()
        for p in dist_dir.rglob("*")
        if p.is_file() and not p.name.endswith((".br", ".gz"))
    )  # precompressed copies: served, not cached
    expected = precache_lists(dist_dir)
    assert sorted(u for urls in expected.values() for u in urls if u != "./") == [f for f in files if f != "sw.js"]

    page = tab.open()
    tab.wait_for_service_worker()
    cached = page.evaluate(
        """async () => {
            const out = {};
            for (const name of await caches.keys()) {
                out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
            }
            return out;
        }"""
    )
    assert {name: sorted(site_path(u, tab.site_url) for u in urls) for name, urls in cached.items()} == {
        name: sorted(urls) for name, urls in expected.items()
    }


def test_manifest_and_icons_are_served(tab: Tab) -> None:
    page = tab.open()
    href = page.locator('link[rel="manifest"]').get_attribute("href")
    response = tab.context.request.get(tab.site_url + href.removeprefix("./"))
    assert response.ok and response.headers["content-type"] == "application/manifest+json"
    manifest = response.json()
    assert manifest["start_url"] == "./" and manifest["display"] == "standalone"
    assert manifest["name"] and manifest["theme_color"] == page.locator('meta[name="theme-color"]').get_attribute(
        "content"
    )
    sizes = set()
    for icon in manifest["icons"]:
        icon_response = tab.context.request.get(tab.site_url + icon["src"])
        assert icon_response.ok and icon_response.headers["content-type"] == icon["type"], icon["src"]
        body = icon_response.body()
        if icon["type"] == "image/png":
            assert body[:8] == b"\x89PNG\r\n\x1a\n"
            width, height = struct.unpack(">II", body[16:24])
            assert f"{width}x{height}" == icon["sizes"]
            sizes.add(width)
        else:
            assert body.lstrip().startswith(b"<svg")
    assert {192, 512} <= sizes  # what Chromium requires to offer installation
    assert any("maskable" in icon.get("purpose", "") for icon in manifest["icons"])


def test_failure_screen_when_the_runtime_cannot_load(tab: Tab) -> None:
    tab.allow_console_error(".")  # the aborted download is the point of this test
    tab.context.route("**/pyodide.asm.wasm", lambda route: route.abort())
    page = tab.open(ready=False)
    failure = page.locator("#boot-failure")
    expect(failure).to_be_visible(timeout=60_000)
    expect(page.locator("#boot-error")).not_to_be_empty()
    expect(page.get_by_role("button", name=re.compile("Reload|Перезагрузить|Načíst|Recharger"))).to_be_visible()
    assert page.evaluate("document.documentElement.hasAttribute('data-ready')") is False
