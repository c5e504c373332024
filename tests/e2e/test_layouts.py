"""Every screen fits every size in every language, for every registered game: no sideways
scroll, the Start button reachable without scrolling, and the table holds the seats and
the hand together on a phone. Screenshots go to artifacts/layouts/ to be looked at."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import Page

from cardtable.app.games import playable_game_ids
from cardtable.bots.base import levels
from cardtable.engine import registry

pytestmark = pytest.mark.e2e

SHOTS = Path(__file__).resolve().parents[2] / "artifacts" / "layouts"
SIZES = [(390, 844), (768, 1024), (1280, 800)]
LANGS = ["en", "ru", "cs", "fr"]
GAMES = playable_game_ids()
LONG_NAME = "Maximilianus" * 4  # 48 letters, no space: cut to 32 by the app, still one long word

NO_SIDEWAYS = "document.documentElement.scrollWidth <= window.innerWidth"
# Text that runs out of its box (a seat's "Hands won: 0" past the seat's edge) does not
# widen the page, so it needs its own check: the boxes that hold words, named when they spill.
SPILLS = """[...document.querySelectorAll('.seat, .panel, .status, button, .dialog')]
    .filter(e => e.scrollWidth > e.clientWidth + 1)
    .map(e => e.className + ': ' + e.textContent.trim().slice(0, 40))"""


def table_link(game: str, lang: str) -> str:
    info = registry.rules_class(game).info
    bot = next(iter(levels(game)))
    seats = [f"seat=human:{quote(LONG_NAME)}"] + [f"seat=bot:{bot}:Robo{i}" for i in range(1, info.max_players)]
    return f"?game={game}&seed=5&{'&'.join(seats)}&lang={lang}&bot_delay=60000"


def shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


@pytest.mark.parametrize("width, height", SIZES)
def test_the_lobby_fits_and_start_is_reachable_without_scrolling(tab, width: int, height: int) -> None:  # type: ignore[no-untyped-def]
    tab.page.set_viewport_size({"width": width, "height": height})
    page = tab.open()
    for lang in LANGS:
        page.select_option("#lang", lang)
        for game in GAMES:
            page.click(f"[data-action=pick-game][data-game={game}]")
            assert page.evaluate(NO_SIDEWAYS), (lang, game, "sideways scroll in the lobby")
            box = page.locator("#start").bounding_box()
            assert box is not None and box["y"] + box["height"] <= height, (lang, game, "Start is below the fold")
        shot(page, f"lobby_{lang}_{width}x{height}")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("width, height", SIZES)
def test_the_table_fits_with_all_seats_and_a_long_name(tab, game: str, width: int, height: int) -> None:  # type: ignore[no-untyped-def]
    tab.page.set_viewport_size({"width": width, "height": height})
    for lang in LANGS:
        page = tab.open(table_link(game, lang))
        page.wait_for_selector(".my-hand")
        assert page.evaluate(NO_SIDEWAYS), (lang, "sideways scroll at the table")
        assert page.evaluate(SPILLS) == [], (lang, "text spills out of its box")
        # The seats and the hand are seen together: the hand starts within the first screen.
        hand = page.locator(".my-hand").bounding_box()
        assert hand is not None and hand["y"] < height, (lang, "the hand is below the first screen")
        for dialog in ("rules", "keys", "share"):
            page.click(f"[data-action={dialog}]")
            page.wait_for_selector("#dialog")
            assert page.evaluate(NO_SIDEWAYS), (lang, dialog, "sideways scroll in a dialog")
            assert page.evaluate(SPILLS) == [], (lang, dialog, "text spills out of its box")
            if width == 390:
                shot(page, f"{game}_{dialog}_{lang}_{width}x{height}")
            page.keyboard.press("Escape") if dialog != "share" else page.click("#dialog [data-action=close-dialog]")
        shot(page, f"{game}_{lang}_{width}x{height}")
        page.click("[data-action=to-lobby]")
