"""What a person sees and does at the table, for every registered game, in Chromium:
opponents' moves shown where they happen (and calmer with reduced motion), dialogs that
hold the focus, undo that explains itself, keyboard play that keeps the focus in place."""

from __future__ import annotations

import pytest

from cardtable.app.games import playable_game_ids
from cardtable.bots.base import levels
from cardtable.engine import registry

pytestmark = pytest.mark.e2e

GAMES = playable_game_ids()


def link(game: str, *, delay: int, first: int = 1, practice: bool = False) -> str:
    info = registry.rules_class(game).info
    bot = next(iter(levels(game)))
    seats = "&".join(["seat=human:Ann"] + [f"seat=bot:{bot}:Bob{i}" for i in range(1, info.min_players)])
    quick = "".join(f"&o.{k}={v}" for k, v in registry.rules_class(game).quick_options.items())
    return f"?game={game}&seed=11&{seats}{quick}&o.first_player={first}&lang=en&bot_delay={delay}" + (
        "&practice=1" if practice else ""
    )


MARK_STYLE = """(() => { const style = getComputedStyle(document.querySelector('.just-moved'));
  return [style.animationName, style.outlineStyle]; })()"""


@pytest.mark.parametrize("game", GAMES)
def test_an_opponents_move_is_marked_where_it_happened(tab, game: str) -> None:  # type: ignore[no-untyped-def]
    """The bot's move is marked at its seat, animated; with reduced motion, still marked,
    without the animation. Then a dialog takes the focus and keeps it until it closes."""
    page = tab.open(link(game, delay=200))
    page.wait_for_selector(".just-moved", timeout=20000)  # the bot (seat 1) moved first
    assert page.locator(".seat.just-moved").count() == 1
    assert "Ann" not in page.locator(".seat.just-moved").inner_text()
    animation, _ = page.evaluate(MARK_STYLE)
    assert animation != "none"
    page.emulate_media(reduced_motion="reduce")  # the person's setting, changed while playing
    animation, outline = page.evaluate(MARK_STYLE)
    assert animation == "none" and outline in ("solid", "dashed")  # still marked (Rummikub's, dashed: round 7)
    page.keyboard.press("?")
    page.wait_for_selector("#dialog")
    for _ in range(12):
        page.keyboard.press("Tab")
        assert page.evaluate("document.querySelector('#dialog').contains(document.activeElement)")
    page.keyboard.press("Escape")
    page.wait_for_selector("#dialog", state="detached")


@pytest.mark.parametrize("game", GAMES)
def test_undo_says_why_it_cannot_and_practice_undoes_anyway(tab, game: str) -> None:  # type: ignore[no-untyped-def]
    page = tab.open(link(game, delay=0, first=0))
    page.wait_for_selector("[data-action=undo]")
    # Undo stays pressable while unavailable (aria-disabled): pressing it says why.
    page.click("[data-action=undo]", force=True)  # nothing played yet
    assert "no move of yours" in page.locator("#status").inner_text()
    page.goto(tab.site_url + link(game, delay=0, first=0, practice=True))
    tab.wait_ready()
    page.click("[data-action=switch-to-link]")  # a game is in progress here: the app asks first
    assert "Practice" in page.locator(".top-bar h1").inner_text()
    page.keyboard.press("h")
    page.wait_for_selector(".hint")
    move = page.locator(".hint").get_attribute("data-hint")
    page.evaluate(f"document.querySelector('[data-action=act][data-move=\"{move}\"], #play, #discard')?.click()")
    page.wait_for_function("!document.querySelector('.hint')")
    page.keyboard.press("u")
    page.wait_for_selector("text=Move taken back.")


def test_keyboard_play_keeps_the_focus_in_the_hand(tab) -> None:  # type: ignore[no-untyped-def]
    game = GAMES[0]
    page = tab.open(link(game, delay=60000, first=0))
    page.wait_for_selector(".hand-cards button:not([disabled])")
    page.focus(".hand-cards button:not([disabled])")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.closest('.hand-cards') !== null")
    page.keyboard.press("h")
    page.wait_for_selector(".hint")
    page.keyboard.press("p" if page.locator("#play:not([aria-disabled])").count() else "n")
    page.wait_for_function("document.querySelectorAll('.seat.just-moved').length === 1")
    assert page.evaluate("document.activeElement !== document.body")
