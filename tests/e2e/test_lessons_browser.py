"""Every game's lesson in Chromium, finished by touching only what glows (``data-coach="target"``),
as a child would, on a phone and on a laptop, in English and in another language (issue 31)."""

from __future__ import annotations

import pytest
from e2e_tools import settle, shot
from playwright.sync_api import Page

from cardtable.app.lessons import lesson_games

pytestmark = pytest.mark.e2e

SIZES = {"phone": (390, 844), "laptop": (1280, 800)}
OTHER_LANGUAGE = {"twelve_days": "ru", "santas_game": "ru", "divide": "ru", "gin_rummy": "fr", "rummikub": "cs"}
TOUCHES = 300  # far more than any lesson takes: a coach that points nowhere fails, never hangs


# What the coach points at first is in sight, not under a pinned bar or the coach itself: the
# element at its centre is it (or inside it); and it has the focus unless a dialog holds it or it
# takes none (a Rummikub set takes a tile by a tap; its keys are the table's own).
IN_SIGHT = """() => {
  const target = document.querySelector('[data-coach="target"]');
  const box = target.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return [!!hit && (hit === target || target.contains(hit) || hit.contains(target)),
          document.activeElement === target || target.tabIndex < 0 || !!document.querySelector('[aria-modal=true]')];
}"""


def finish_lesson(page: Page) -> int:
    """Touch what the coach points at, as it is on the screen (never scrolled to by the test),
    until the lesson is learnt; the touches it took."""
    for touches in range(TOUCHES):
        settle(page)
        if page.locator('[data-lesson="done"]').count():
            return touches
        target = page.locator('[data-coach="target"]').first
        target.wait_for(state="visible")
        in_sight, focused = page.evaluate(IN_SIGHT)
        assert in_sight, f"touch {touches}: the target is out of sight or covered"
        assert focused, f"touch {touches}: the target does not have the focus"
        target.click()
    raise AssertionError(f"the lesson did not end in {TOUCHES} touches")


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", lesson_games())
def test_a_lesson_is_finished_by_touching_only_what_glows(tab, game: str, size: str) -> None:  # type: ignore[no-untyped-def]
    lang = "en" if size == "laptop" else OTHER_LANGUAGE.get(game, "fr")
    width, height = SIZES[size]
    tab.page.set_viewport_size({"width": width, "height": height})
    page = tab.open(f"?lang={lang}&learn={game}&bot_delay=0")
    settle(page)
    coach = page.locator(".coach")
    assert coach.is_visible() and coach.get_attribute("data-lesson") == "running"
    # The coach speaks in the page's language, above the table, and what it points at is in view.
    assert page.evaluate("document.documentElement.lang") == lang
    box = coach.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height
    shot(page, f"lessons/{game}-{size}-start.png", full_page=False)
    touches = finish_lesson(page)
    assert touches > 2
    done = page.locator('.coach[data-lesson="done"]')
    assert done.is_visible() and done.locator('[data-action="lesson-real-game"]').is_visible()
    shot(page, f"lessons/{game}-{size}-learnt.png", full_page=False)
    page.click('[data-action="lesson-real-game"]')
    settle(page)
    assert page.locator(".coach").count() == 0  # a real game: no coach


def test_the_lobby_offers_a_lesson_beside_each_game(tab) -> None:  # type: ignore[no-untyped-def]
    page = tab.open("?lang=en")
    for game in lesson_games():
        assert page.locator(f'.game-choice [data-action="learn"][data-game="{game}"]').is_visible()
    page.click(f'[data-action="learn"][data-game="{lesson_games()[0]}"]')
    settle(page)
    assert page.locator('.coach[data-lesson="running"]').is_visible()
    assert page.locator('[data-coach="target"]').count() >= 1
