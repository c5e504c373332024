#!/usr/bin/env python3
"""Be the player: watch the bots' opening moves at the normal pace, and look at the screenshots.

    python3 tools/watch_table.py [--no-build] [game ...]

For every game (or those named), at 390×844, 768×1024 and 1280×800, a person sits with
bots that move first, at the pace a family sees (no ``bot_delay``). The languages rotate
with the game and the size, so that across the six games every size is seen in all four.
Screenshots go to artifacts/watch/<game>_<width>_<lang>_<n>.png, taken 0.4 s, 1.5 s and
3 s after the table appears, while the bots' moves are on show, and then at the person's
turn (``_turn``), whose status line is printed. Ask of each: what just happened, where,
and whose turn is it now?
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# The browser tests' own helpers play the game here, as in the tests (this folder, tools/, is
# on the path already: a script's own).
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
import build  # noqa: E402
from serve import serve_in_thread  # noqa: E402

import cardtable.ui  # noqa: E402, F401  (the ui registers the games it can seat)
from cardtable.app.games import playable_game_ids  # noqa: E402
from cardtable.bots.base import levels  # noqa: E402
from cardtable.engine import registry  # noqa: E402
from conftest import CHROMIUM_FLAGS, DEBIAN_CHROMIUM  # noqa: E402

OUT = ROOT / "artifacts" / "watch"
SIZES = [(390, 844), (768, 1024), (1280, 800)]
LANGS = ["en", "ru", "cs", "fr"]
SHOT_AT_S = (0.4, 1.5, 3.0)


def link(game: str, seed: int, lang: str) -> str:
    """A person and the strongest bots (up to four seats), a bot first."""
    info = registry.rules_class(game).info
    bot = list(levels(game))[-1]
    seats = ["seat=human:Ann"] + [f"seat=bot:{bot}:Bot{i}" for i in range(1, min(info.max_players, 4))]
    return f"?game={game}&seed={seed}&{'&'.join(seats)}&o.first_player=1&lang={lang}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("games", nargs="*", default=playable_game_ids())
    args = parser.parse_args()
    if not args.no_build:
        build.main([])
    from playwright.sync_api import sync_playwright

    OUT.mkdir(parents=True, exist_ok=True)
    server, url = serve_in_thread(ROOT / "dist")
    executable = str(DEBIAN_CHROMIUM) if DEBIAN_CHROMIUM.exists() else None
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_FLAGS)
        for game_index, game in enumerate(args.games):
            for size_index, (width, height) in enumerate(SIZES):
                lang = LANGS[(game_index + size_index) % len(LANGS)]
                context = browser.new_context(viewport={"width": width, "height": height})
                page = context.new_page()
                page.goto(url + link(game, 20 + size_index, lang))
                page.wait_for_selector(".table-screen", timeout=120_000)
                shown = time.monotonic()
                name = f"{game}_{width}_{lang}"
                for index, at in enumerate(SHOT_AT_S):
                    time.sleep(max(0.0, shown + at - time.monotonic()))
                    page.screenshot(path=str(OUT / f"{name}_{index}.png"))
                page.wait_for_selector("html[data-idle]", state="attached", timeout=120_000)
                page.screenshot(path=str(OUT / f"{name}_turn.png"))
                status = page.inner_text("#status").replace("\n", " | ")
                print(f"{game} {width} {lang}: {status}", flush=True)
                context.close()
        browser.close()
    server.shutdown()
    print(f"screenshots in {OUT.relative_to(ROOT)}/")


if __name__ == "__main__":
    main()
