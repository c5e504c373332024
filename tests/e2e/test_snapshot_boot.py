"""Booting from the Pyodide memory snapshot (pyodide-boot.mjs, tools/snapshot.py) in Chromium.

The page restores Python from dist/snapshot/*.bin (served as its .br copy); when the snapshot is
missing, refused or
fails, it starts Python the normal way with no message and no console error. After a restore,
Python must be this browser's (fresh random state, LANG, time zone), and a share link must deal
as on a normal start.
"""

from __future__ import annotations

import gzip
import json
import re
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import parse_qs, urlsplit

import pytest
from e2e_tools import open_tool, shot, take_my_turns
from playwright.sync_api import Browser, Page, Route, expect

if TYPE_CHECKING:
    from conftest import Tab  # tests/e2e/conftest.py

pytestmark = pytest.mark.e2e

SNAPSHOT_ROUTE = "**/snapshot/*.bin"
LINK = "?game=twelve_days&seed=31337&seat=human:Ann&seat=bot:normal:Bob&seat=bot:hard:Cy&o.length=short_gifted&o.first_player=1&lang=en&bot_delay=0"
# How Python started: pyodide-boot.mjs's `started` ({how, why, pyodide}), from the page.
STARTED = """async () => {
  const { started } = await import(new URL("pyodide-boot.mjs", location.href).href);
  return { how: started.how, why: started.why };
}"""


# PyScript's modules with a .pyc beside them, and how many of those are valid for their source.
PYSCRIPT_BYTECODE = """
import importlib.util, pathlib, sys
folder = pathlib.Path(sys.modules["pyscript"].__file__).parent
pycs = {p.name.split(".")[0]: p.read_bytes() for p in (folder / "__pycache__").glob("*.pyc")}
sources = {p.stem: p.read_bytes() for p in folder.glob("*.py")}
result = {"modules": len(sources), "valid": sum(
    pycs.get(name, b"")[8:16] == importlib.util.source_hash(source) for name, source in sources.items())}
"""


def started(page: Page) -> dict[str, str]:
    return page.evaluate(STARTED)


def run_python(page: Page, code: str) -> object:
    """Run `code` in the page's interpreter (in a scope of its own); returns its `result`."""
    return json.loads(
        page.evaluate(
            """async (code) => {
            const { started } = await import(new URL("pyodide-boot.mjs", location.href).href);
            const scope = started.pyodide.toPy({});
            try {
                started.pyodide.runPython(code, { globals: scope });
                return started.pyodide.runPython("import json; json.dumps(result)", { globals: scope });
            } finally {
                scope.destroy();
            }
        }""",
            code,
        )
    )


def snapshot_file(dist_dir: Path) -> Path:
    (path,) = (dist_dir / "snapshot").glob("*.bin")
    return path


def serve_instead(tab: Tab, body: bytes | None, *, raw_host: bool = False) -> None:
    """Answer the page's snapshot requests with `body` (or a 404). By default as an encoding
    server does (Content-Encoding set: the page reads this body); with `raw_host`, as a host
    that serves files raw: the .bin without Content-Encoding, its .gz copy gzipped.

    The body is a file in the served site, in a folder of its own, and the route sends the
    request there, so Chromium reads it from the local server. (Handed to `route.fulfill`, a
    32 MB heap crossed Playwright's pipe base64-encoded: about a minute a load on a busy machine.)"""
    if body is None:
        tab.context.route(SNAPSHOT_ROUTE, lambda route: route.fulfill(status=404, body="not here"))
        return
    folder = tab.scratch_folder()
    (folder / "raw").mkdir()
    (folder / "raw" / "body.bin").write_bytes(body)
    # Served with Content-Encoding: gzip (tools/serve.py sends a file's .gz sibling), unless the
    # host is raw: then the sibling sits apart and is asked for by its own name.
    gz = folder / ("body.bin.gz" if raw_host else "raw/body.bin.gz")
    gz.write_bytes(gzip.compress(body, compresslevel=1))
    base = tab.site_url + folder.relative_to(tab.site_dir).as_posix()
    tab.context.route(SNAPSHOT_ROUTE, lambda route: route.continue_(url=f"{base}/raw/body.bin"))
    tab.context.route(SNAPSHOT_ROUTE + ".gz", lambda route: route.continue_(url=f"{base}/body.bin.gz"))


def deal(page: Page) -> tuple[list[str], str]:
    """The person's hand and the seats (the bots' opening plays), once the bots have played."""
    page.wait_for_selector("html[data-idle]", state="attached")
    page.wait_for_selector(".my-hand")
    return page.locator(".my-hand .card .rank").all_inner_texts(), page.locator(".seats").inner_text()


def new_game_seed(page: Page) -> int:
    """Start the lobby's default game (random seed) and read the seed from the share link."""
    page.click("#start")
    page.wait_for_selector("[data-action=share]")
    page.click("[data-action=share]")
    url = page.input_value("#share-url")
    page.click("#dialog [data-action=close-dialog]")
    return int(parse_qs(urlsplit(url).query)["seed"][0])


# --- the snapshot boot ---------------------------------------------------------------------------


def test_the_site_ships_a_snapshot_and_preloads_it(dist_dir: Path) -> None:
    loader = (dist_dir / "pyodide-boot.mjs").read_text(encoding="utf-8")
    match = re.search(r"const SNAPSHOT = (\{.*?\});", loader)
    assert match, "the build told pyodide-boot.mjs of no snapshot"
    told = json.loads(match.group(1))
    path = snapshot_file(dist_dir)
    assert told["url"] == "./" + path.relative_to(dist_dir).as_posix()
    shipped = path.read_bytes()
    assert (
        len(shipped) == told["size"] <= told["bytes"] and int.from_bytes(shipped[:4], "little") == 0x706E7300
    )  # "\0snp"
    # Served as brotli (or gzip) under Content-Encoding: the copies decode to the file.
    assert gzip.decompress(path.with_name(path.name + ".gz").read_bytes()) == shipped
    assert path.with_name(path.name + ".br").stat().st_size < len(shipped) // 4
    build_id = re.search(
        r'BUILD_ID:"([0-9a-f]{64})"', (dist_dir / "vendor/pyodide/pyodide.mjs").read_text(encoding="utf-8")
    )
    assert build_id and told["buildId"] == build_id.group(1), "a snapshot of another Pyodide build"
    # The files a start from it imports before the whole archive: the modules that need the
    # browser (imported at boot, not in the heap) and PyScript's bytecode, as in cardtable.zip.
    with zipfile.ZipFile(dist_dir / told["files"]) as files, zipfile.ZipFile(dist_dir / "cardtable.zip") as archive:
        names = files.namelist()
        assert all(files.read(name) == archive.read(name) for name in names)
    assert {name for name in names if not name.startswith("pyscript/__pycache__/")} == {"cardtable/ui/dom.pyc"}
    assert len(names) >= 12
    html = (dist_dir / "index.html").read_text(encoding="utf-8")
    # Preloaded on a first visit; later visits read it from the worker's cache, once.
    (first_visit_only,) = [line for line in html.splitlines() if "navigator.serviceWorker.controller" in line]
    assert f'"{told["url"]}"' in first_visit_only and '"./vendor/pyodide/pyodide.asm.wasm"' in first_visit_only
    assert f'href="{told["url"]}"' not in html
    assert html.index('src="./pyodide-boot.mjs"') < html.index('src="./vendor/pyscript/core.js"')


def test_the_page_starts_from_the_snapshot(tab: Tab) -> None:
    page = tab.open()
    assert started(page) == {"how": "snapshot", "why": None}
    expect(page.locator("#boot")).to_be_hidden()
    expect(page.locator("#boot-failure")).to_be_hidden()
    # How long its main-thread tasks are is measured by tools/bench_boot.py, not asserted here
    # (wall-clock bounds fail on a busy machine: this one reached 3.8 s under a load of 35).
    # The package came from memory: cardtable.ui.dom (it needs pyscript) is the one module
    # imported from the unpacked archive at boot.
    assert run_python(page, "import sys; result = 'cardtable.engine.registry' in sys.modules") is True
    # PyScript's package was imported from the archive's bytecode (valid for the sources PyScript
    # wrote: a checked-hash .pyc is used exactly when its hash is the source's), not compiled.
    bytecode = run_python(page, PYSCRIPT_BYTECODE)
    assert isinstance(bytecode, dict) and bytecode["valid"] == bytecode["modules"] >= 10, bytecode
    # The rest of the archive arrives after the boot (the texts, and modules no game imports at once).
    page.wait_for_function(
        """async () => (await import(new URL("pyodide-boot.mjs", location.href).href))
            .started.pyodide.FS.analyzePath("/home/pyodide/cardtable/engine/core.pyc").exists"""
    )
    shot(page, "snapshot_boot_lobby.png", full_page=False)


def test_python_after_a_restore_is_this_browsers_and_deals_as_a_normal_start(browser: Browser, site_url: str) -> None:
    """The same probe in a snapshot boot and a normal boot, in a browser far from the build
    machine's time zone and language: the answers must be equal. Both open the same share
    link: they must deal the same hand, and the bots must play the same."""
    probe = """
import datetime, os, sys, time
result = [time.tzname, time.timezone, time.altzone, time.daylight, time.strftime("%Z"), datetime.datetime.now().astimezone().tzname(),
 os.environ["LANG"], os.environ["HOME"], os.getcwd(), sys.path, sys.argv, sorted(os.listdir("."))]
"""
    answers, deals, errors = {}, {}, []
    for how in ("snapshot", "fresh"):
        # UTC+05:45, no DST. No service worker: its precache is not this test's (conftest.open_tab).
        context = browser.new_context(timezone_id="Asia/Kathmandu", locale="cs-CZ", service_workers="block")
        page = context.new_page()
        page.on("console", lambda m: m.type == "error" and errors.append(m.text))
        if how == "fresh":
            context.route(SNAPSHOT_ROUTE, lambda route: route.fulfill(status=200, body=b"not gzip"))
        page.goto(site_url + LINK)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=60_000)
        assert started(page)["how"] == how
        answers[how] = run_python(page, probe)
        deals[how] = deal(page)
        context.close()
    assert answers["snapshot"] == answers["fresh"]
    assert answers["snapshot"][0] == ["UTC+0545", "UTC+0545"] and answers["snapshot"][6] == "cs_CZ.UTF-8"
    assert deals["snapshot"][0] and deals["snapshot"] == deals["fresh"]
    assert not errors


def test_two_loads_give_different_random_seeds(open_tab: Callable[[], Tab]) -> None:
    """A restored heap holds the build's `random` state; the page reseeds it from the OS."""
    seeds, randoms = [], []
    for _ in range(2):
        page = open_tab().open("?bot_delay=0")
        assert started(page)["how"] == "snapshot"
        randoms.append(run_python(page, "import random; result = [random.random(), random.getrandbits(64)]"))
        seeds.append(new_game_seed(page))
    assert seeds[0] != seeds[1], "two page loads started games with the same seed"
    assert randoms[0] != randoms[1], "Python's random module repeats itself after a restore"


def test_the_standard_library_comes_after_ready_and_imports_from_it_then_work(tab: Tab) -> None:
    """A start from the snapshot gets an empty standard library, and the real one (with the
    app's archive) once the page is ready (pyodide-boot.mjs, writeLateFiles)."""
    page = tab.open()
    assert started(page)["how"] == "snapshot"
    assert '"./vendor/pyodide/python_stdlib.zip"' not in page.content()  # not preloaded
    page.evaluate("async () => (await import(new URL('pyodide-boot.mjs', location.href).href)).started.lateFiles")
    # A module that is not in the heap, from the zip written after ready.
    origin = run_python(
        page, "import sys; assert 'colorsys' not in sys.modules; import colorsys; result = colorsys.__file__"
    )
    assert isinstance(origin, str) and origin.startswith("/lib/python3") and ".zip/" in origin


def test_a_whole_game_needs_no_file_of_the_standard_library(tab: Tab) -> None:
    """Here python_stdlib.zip never arrives: the boot, a whole game against bots, its hand
    summaries and the share dialog import nothing from it (the heap holds what they need)."""
    held: list[Route] = []
    # Never answered (a lambda: Playwright cannot tag a builtin method as a handler).
    tab.context.route("**/python_stdlib.zip", lambda route: held.append(route))  # noqa: PLW0108
    page = tab.open(LINK)
    assert started(page)["how"] == "snapshot" and held
    open_tool(page, "share")
    expect(page.locator("#share-url")).to_have_value(re.compile(r"game=twelve_days"))
    page.click("#dialog [data-action=close-dialog]")
    assert take_my_turns(page) > 0
    expect(page.locator(".py-error")).to_have_count(0)  # no Python error (the fixture: no console error)


@pytest.mark.service_worker
def test_offline_the_service_worker_serves_the_snapshot(tab: Tab) -> None:
    tab.open()
    page = tab.reload_offline()
    assert started(page) == {"how": "snapshot", "why": None}
    expect(page.locator("#boot-failure")).to_be_hidden()
    # The page read it from the worker's cache itself: no request for it, not even to the worker.
    requests = "() => performance.getEntriesByType('resource').map((entry) => entry.name)"
    assert not [url for url in page.evaluate(requests) if "/snapshot/python-" in url]
    # index.html's first script read both from there while the page loaded, the wasm compiled
    # and the snapshot's bytes (of the right size), and the boot used them (EARLY), then let
    # them go: the snapshot's 33 MB are not held for the page's life.
    early = page.evaluate("""async () => {
        const { started } = await import(new URL("pyodide-boot.mjs", location.href).href);
        return { used: [...started.early].sort(), left: "cardtableEarly" in globalThis };
    }""")
    assert early == {"used": ["snapshot", "wasm"], "left": False}


# --- the fallback: a normal start, no message, no console error ----------------------------------


def _other_build(raw: bytes) -> bytes:
    changed = bytearray(raw)
    changed[16] ^= 0xFF  # the build id (bytes 16-47 of the header)
    return bytes(changed)


def _broken_heap(raw: bytes) -> bytes:
    """A snapshot of this build whose heap is zeros: refused by Pyodide, not by the header check."""
    offset = int.from_bytes(raw[4:8], "little")
    return raw[:offset] + bytes(len(raw) - offset)


FALLBACKS = {
    # name: (what the page gets instead of the snapshot, how pyodide-boot.mjs explains it)
    "missing": (lambda raw: None, r"^refused: HTTP 404$"),
    "not a snapshot": (lambda raw: b"<html>a captive portal</html>", r"^refused: .*"),
    "truncated": (lambda raw: raw[:1_000_000], r"^refused: shorter than the build made it$"),
    "another Pyodide build": (_other_build, r"^refused: not a snapshot of this runtime$"),
    "fails to restore": (_broken_heap, r"^failed: .*"),
}


@pytest.fixture(scope="module")
def raw_snapshot(dist_dir: Path) -> bytes:
    return snapshot_file(dist_dir).read_bytes()


@pytest.mark.parametrize("case", list(FALLBACKS))
def test_without_a_usable_snapshot_the_page_starts_normally_and_says_nothing(
    tab: Tab, raw_snapshot: bytes, case: str
) -> None:
    make_body, why = FALLBACKS[case]
    body = make_body(raw_snapshot)
    serve_instead(tab, body)
    messages: list[str] = []
    tab.page.on("console", lambda m: messages.append(f"{m.type}: {m.text}"))
    if body is None:
        # A 404 is logged by Chromium itself ("Failed to load resource", the network's own
        # line; the fixture records the HTTP 404 too): allow exactly that, nothing else.
        tab.allow_console_error(
            r"^(console: Failed to load resource: the server responded with a status of 404|HTTP 404: .*/snapshot/.*\.bin)"
        )
    page = tab.open("?bot_delay=0")
    how = started(page)
    assert how["how"] == "fresh" and re.match(why, how["why"]), how
    expect(page.locator("#boot")).to_be_hidden()
    expect(page.locator("#boot-failure")).to_be_hidden()
    assert page.evaluate("document.documentElement.hasAttribute('data-boot-failed')") is False
    # The live lobby answers.
    rows = page.locator(".seat-row").count()
    page.get_by_role("button", name="More players").click()
    expect(page.locator(".seat-row")).to_have_count(rows + 1)
    # Chromium's own timing notice on a slow machine (a preloaded file used late) is not ours.
    noise = [
        m
        for m in messages
        if m.startswith(("error", "warning"))
        and "Failed to load resource" not in m
        and "Service Worker" not in m
        and "was preloaded using link preload but not used" not in m
    ]
    assert not noise, noise
    # teardown (conftest): no other console error, no page error, no foreign request


def test_a_host_that_ignores_the_precompressed_copies_gets_the_gzipped_one(tab: Tab, raw_snapshot: bytes) -> None:
    """A static host that sends the raw heap (no Content-Encoding): the page stops that ~30 MB
    download and inflates the .gz copy itself."""
    serve_instead(tab, raw_snapshot, raw_host=True)
    page = tab.open("?bot_delay=0")
    assert started(page) == {"how": "snapshot", "why": None}
    assert any(url.endswith(".bin.gz") for url in tab.requests)
