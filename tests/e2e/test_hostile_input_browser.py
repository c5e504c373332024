"""In Chromium: a bad or cut link is refused in the link's language on a fresh browser, and a
hostile file (nested 200,000 deep, which used to stop Python for good) is refused by name in
the page's language, after which the page still plays."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cardtable.app import links
from cardtable.app.session import MatchSetup, Seat

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

SHOTS = Path(__file__).resolve().parents[2] / "artifacts" / "hostile"


def shot(page, name: str) -> None:  # type: ignore[no-untyped-def]
    if os.environ.get("CARDTABLE_SHOTS"):
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{name}.png"))


def alert(page) -> str:  # type: ignore[no-untyped-def]
    return str(page.locator("#app [role=alert]").inner_text())


def test_a_link_naming_no_game_is_refused_in_its_language_on_a_fresh_browser(tab) -> None:  # type: ignore[no-untyped-def]
    page = tab.open("?game=santas_gam&seed=1&seat=human:Zo%C3%AB&seat=bot:normal:Robot&lang=fr")
    said = alert(page)
    assert said.startswith("Ce lien n’a pas pu lancer de partie. Il désigne un jeu qui n’existe pas ici")
    assert "santas_gam" in said and "This link" not in said and ").." not in said
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert page.locator("#start").is_enabled()
    shot(page, "bad-game-fr")


@pytest.mark.parametrize("width", [390, 1280])
def test_a_cut_share_link_is_refused_as_cut_off_in_its_language(tab, width: int) -> None:  # type: ignore[no-untyped-def]
    setup = MatchSetup("santas_game", (Seat("Zoë"), Seat("Robot 2", "normal"), Seat("Robot 3", "normal")), 77)
    whole = links.to_query(setup, "cs")
    tab.page.set_viewport_size({"width": width, "height": 844 if width < 500 else 800})
    page = tab.open(whole[: whole.index("&seat=") + 9])  # cut in the middle of a seat, as a chat does
    assert alert(page).startswith("Tento odkaz je useknutý")
    assert page.evaluate("document.documentElement.lang") == "cs"
    assert page.locator(".table-screen").count() == 0
    shot(page, f"cut-link-cs-{width}")


def test_a_file_nested_200000_deep_is_refused_by_name_and_the_page_still_plays(tab) -> None:  # type: ignore[no-untyped-def]
    page = tab.open("?lang=ru&bot_delay=0")
    assert page.evaluate("document.documentElement.lang") == "ru"
    deep = ("[" * 200_000 + "]" * 200_000).encode()
    page.set_input_files("#import-file", files=[{"name": "deep.json", "mimeType": "application/json", "buffer": deep}])
    page.wait_for_selector("#app [role=alert]")
    assert alert(page) == (
        "Не удалось загрузить файл «deep.json». Данные вложены гораздо глубже, чем в сохранениях Cardtable."
    )
    shot(page, "deep-file-ru")
    page.click("#start")  # Python still runs: a game starts and is played
    page.wait_for_selector(".table-screen")
