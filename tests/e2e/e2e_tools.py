"""What several browser tests do at the table as a person would: press a tool in the toolbar
(folded in a menu on a phone), switch the language (the game goes on in it), wait until
nothing moves by itself, and play a 12 Days game through; and the screenshots they leave for
a person to look at."""

from __future__ import annotations

import os
from pathlib import Path

from playwright.sync_api import Page

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"


# The open log's heading, close button and newest line, where they are not inside the viewport.
LOG_OUT_OF_VIEW = """[document.querySelector('.log.is-open h2'), document.querySelector('.log-close'),
    document.querySelector('.log-lines li:last-child')]
    .filter((e, i) => e !== null || i < 2).filter(e => { const r = e ? e.getBoundingClientRect() : {height: 0};
                   return r.height === 0 || r.top < 0 || r.bottom > innerHeight || r.right > innerWidth; })
    .map(e => e ? e.textContent.trim().slice(0, 30) : "missing")"""


def shot(page: Page, name: str, *, full_page: bool = True) -> None:
    """Save a screenshot as artifacts/<name> for a person to look at, when the run asks for
    them (``CARDTABLE_SHOTS=1 python3 tools/test.py``). Off by default: each costs about
    0.2 s of a busy machine's CPU, the tests never read them, and CI keeps no artifacts."""
    if os.environ.get("CARDTABLE_SHOTS") == "1":
        (ARTIFACTS / name).parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / name), full_page=full_page)


def open_tool(page: Page, action: str) -> None:
    """Press a toolbar button; on a phone it is folded in the menu, opened first."""
    if page.locator(".menu-toggle").is_visible() and not page.locator(".tools-more.is-open").count():
        page.click(".menu-toggle")
    page.click(f".tools [data-action={action}]")


def switch_language(page: Page, lang: str) -> None:
    """Choose the language at the table, as a player does: one page load then serves every
    language. A folded menu stays open across redraws, so it is closed again afterwards."""
    if page.evaluate("document.documentElement.lang") == lang:
        return
    if not page.locator("#lang").is_visible():
        page.click(".menu-toggle")
    page.select_option("#lang", lang)
    page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
    if page.locator(".tools-more.is-open").count():
        page.click(".menu-toggle")


def settle(page: Page) -> None:
    """Wait until nothing on the page moves by itself (``<html data-idle>``): the bots' moves and
    their showing are over, so the person's decision, a dialog or the end is on the screen. The
    tests wait on this, never on the clock."""
    page.wait_for_selector("html[data-idle]", state="attached")


def next_frame(page: Page) -> None:
    """Wait two animation frames: the page is laid out (after a resize, say) before it is read."""
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")


def take_my_turns(page: Page, *, until_over: bool = True, max_steps: int = 3000) -> int:
    """12 Days: play the human seat with the hint (Play or Pass) and close hand dialogs, until
    the game is over (or after one move); returns the moves made."""
    moves = 0
    for _ in range(max_steps):
        if page.locator("#dialog").count():
            if page.locator("#dialog-title", has_text="Game over").count():
                return moves
            page.click("#dialog [data-action=close-dialog]")
            continue
        if (
            page.locator("#pass, #play").count()
            and page.locator("[data-action=hint]:not([aria-disabled=true])").count()
        ):
            page.click("[data-action=hint]")
            page.wait_for_selector("[data-hint]")  # the hint is thought in slices, like a bot's move
            if page.locator("#play:not([aria-disabled])").count():
                page.click("#play")
            else:
                page.click("#pass")
            moves += 1
            if not until_over:
                return moves
            continue
        settle(page)
    raise AssertionError("the game did not finish")
