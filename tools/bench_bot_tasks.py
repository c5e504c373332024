#!/usr/bin/env python3
"""Main-thread long tasks while bots play, in headless Chromium: python3 tools/bench_bot_tasks.py [--no-build]

Plays a whole 12 Days game (a person following the hint against two hard bots and a
normal one, no bot delay) and reports every main-thread long task after the start:
count, median and the longest. Target: no task over 200 ms on a quiet machine.

A wall-clock goal, so a benchmark and not a test: on a busy machine the same slices
take longer (CI once saw 529 ms). The tests assert what load does not change: each
bot slice's counted work (``SLICE_UNITS``, tests/bots/test_every_game_bots.py) and, in
the browser, that a game runs to its end.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# The browser tests' own helpers play the game here, as in the tests (this folder, tools/, is
# on the path already: a script's own).
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
import build  # noqa: E402
from serve import serve_in_thread  # noqa: E402
from test_twelve_days_browser import LONG_TASKS, set_up_lobby, take_my_turns  # noqa: E402

from conftest import CHROMIUM_FLAGS, DEBIAN_CHROMIUM  # noqa: E402

TARGET_MS = 200


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    if not args.no_build:
        build.main([])
    from playwright.sync_api import sync_playwright

    server, url = serve_in_thread(ROOT / "dist")
    try:
        with sync_playwright() as playwright:
            # The system's Chromium where there is one, as the browser tests use it.
            system = {"executable_path": str(DEBIAN_CHROMIUM)} if DEBIAN_CHROMIUM.exists() else {}
            browser = playwright.chromium.launch(args=CHROMIUM_FLAGS, **system)
            page = browser.new_page()
            page.add_init_script(LONG_TASKS)
            page.goto(url + "?bot_delay=0")
            page.wait_for_selector("html[data-ready]")
            set_up_lobby(page, players=[("Ann", "human"), ("Bob", "hard"), ("Cy", "hard"), ("Di", "normal")])
            ready_at = page.evaluate("performance.now()")
            page.click("#start")
            take_my_turns(page)
            tasks = [d for start, d in page.evaluate("window.__long") if start > ready_at]
            browser.close()
    finally:
        server.shutdown()
    longest = max(tasks, default=0.0)
    print(
        f"long tasks: {len(tasks)}, median {statistics.median(tasks) if tasks else 0:.0f} ms, "
        f"longest {longest:.0f} ms (target <= {TARGET_MS} ms): {'ok' if longest <= TARGET_MS else 'over'}"
    )


if __name__ == "__main__":
    main()
