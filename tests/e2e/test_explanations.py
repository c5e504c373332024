"""What the screens explain, in Chromium: the play that ends a hand is seen before its
summary and the summary says why gifts moved; a finished match shows its last hand, is
listed as finished with its winners (no Continue) and can be watched again move by move
with every hand open; a game in progress is listed by hand and score; the lobby shows
covers, a how-to-play line, the rules, no stepper for a fixed player count and an option
error beside its field; the language can be changed at the table; sharing copies the link
and shows a QR code; a link opened during a game asks first and can be declined."""

from __future__ import annotations

import pytest
from e2e_tools import settle, shot
from playwright.sync_api import Page

pytestmark = pytest.mark.e2e

TWO_BOTS = "?game=twelve_days&seed=4&seat=bot:easy:Bob&seat=bot:easy:Cy&o.length=short_gifted&lang=en&bot_delay=0"
ANN_AND_BOB = (
    "?game=twelve_days&seed=31337&seat=human:Ann&seat=bot:normal:Bob&o.length=short_gifted&o.first_player=0&lang=en"
)

# When each hand-over dialog opened, and when the table last changed before it.
WATCH_SUMMARIES = """
window.__seen = {lastTableChange: 0, dialogs: []};
new MutationObserver(() => {
  const dialog = document.querySelector('#dialog');
  if (dialog && !window.__dialogOpen) {
    window.__dialogOpen = true;
    window.__seen.dialogs.push({at: performance.now(), tableBefore: window.__seen.lastTableChange,
                                text: dialog.innerText});
  } else if (!dialog) {
    window.__dialogOpen = false;
    if (document.querySelector('.trick')) window.__seen.lastTableChange = performance.now();
  }
}).observe(document, {childList: true, subtree: true});
"""


def play_by_hint(page: Page) -> bool:
    """One 12 Days move of the human seat as the hint advises; False when it is not their turn."""
    if (
        not page.locator("[data-action=hint]:not([aria-disabled=true])").count()
        or not page.locator("#pass, #play").count()
    ):
        return False
    page.click("[data-action=hint]")
    page.wait_for_selector("[data-hint]")  # the hint is thought in slices, like a bot's move
    page.click("#play:not([aria-disabled])" if page.locator("#play:not([aria-disabled])").count() else "#pass")
    return True


def test_the_play_that_ends_a_hand_is_seen_before_the_summary_says_why(tab) -> None:  # type: ignore[no-untyped-def]
    tab.context.add_init_script(WATCH_SUMMARIES)
    # The normal pace (800 ms): a faster bot_delay scales the timeline, and with it the look.
    page = tab.open(ANN_AND_BOB + "&bot_delay=800")
    for _ in range(400):
        if page.locator("#dialog").count():
            break
        if not play_by_hint(page):
            settle(page)
    page.wait_for_selector("#dialog")
    seen = page.evaluate("window.__seen")
    first = seen["dialogs"][0]
    # The table held still with the deciding play on it for the look (1.2 s) before the summary.
    assert first["at"] - first["tableBefore"] >= 1000, seen
    # The summary names the deciding play and says why each gift moved.
    # Ann, the one person at the table, is told in the second person ("You won hand 1").
    assert "You won hand 1" in first["text"] and "won the last trick with" in first["text"], first["text"]
    assert "held the most cards" in first["text"], first["text"]


def test_a_finished_match_shows_its_last_hand_is_listed_finished_and_replays_with_open_hands(tab) -> None:  # type: ignore[no-untyped-def]
    page = tab.open(TWO_BOTS)
    for _ in range(20):  # the bots play; each hand's summary waits to be closed
        page.wait_for_selector("#dialog-title", timeout=60000)
        if "Game over" in page.inner_text("#dialog-title"):
            break
        page.click("#dialog [data-action=close-dialog]")
    assert "The last hand" in page.inner_text("#dialog")
    page.click("#dialog [data-action=to-lobby]")
    save = page.locator(".save").first
    assert "finished" in save.inner_text() and "won" in save.inner_text()
    assert save.locator("[data-action=resume]").count() == 0  # nothing to continue
    save.locator("[data-action=replay]").click()
    page.wait_for_selector(".replay .open-hands")
    assert "Move 0 of" in page.inner_text(".replay-count")
    hands = page.locator(".open-hands li")
    assert hands.count() == 2 and all(hands.nth(i).locator(".card").count() > 0 for i in range(2))
    page.keyboard.press("ArrowRight")
    page.wait_for_selector(".replay-count:has-text('Move 1 of')")
    page.click("[data-action=replay-step][data-step=next]")
    page.wait_for_selector(".replay-count:has-text('Move 2 of')")
    page.click("[data-action=replay-step][data-step=prev]")
    page.wait_for_selector(".replay-count:has-text('Move 1 of')")
    page.click("[data-action=replay-step][data-step=last]")
    assert page.locator("[data-action=replay-step][data-step=next]").is_disabled()
    shot(page, "replay_end.png")


def test_a_game_in_progress_is_listed_by_hand_and_score(tab) -> None:  # type: ignore[no-untyped-def]
    page = tab.open(ANN_AND_BOB + "&bot_delay=0")
    page.wait_for_selector("#play, #pass")
    page.click("[data-action=to-lobby]")
    info = page.inner_text(".save .save-info")
    assert "Hand 1 of 3" in info and "Ann 1" in info and "Bob 1" in info, info
    assert "moves" not in info


def test_the_lobby_explains_each_game_and_says_a_bad_option_beside_its_field(tab) -> None:  # type: ignore[no-untyped-def]
    page = tab.open()
    tiles = page.locator(".game-tile")
    assert tiles.count() >= 2
    for i in range(tiles.count()):
        cover = tiles.nth(i).locator("img.game-cover")
        cover.scroll_into_view_if_needed()
        page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=cover.element_handle())
        assert tiles.nth(i).locator(".game-how").inner_text().strip()
    page.click("[data-action=pick-game][data-game=gin_rummy]")
    assert page.locator("[data-action=player-count]").count() == 0  # Gin is always two players
    page.click("[data-action=rules]")
    page.wait_for_selector("#dialog")
    assert page.locator("#dialog h3").count() >= 4  # the whole rules, in sections
    page.keyboard.press("Escape")
    if not page.locator("details.options[open]").count():
        page.click("details.options > summary")
    if page.locator("#opt-knock_limit").is_hidden():
        page.click(".more-options > summary")
    page.fill("#opt-knock_limit", "42")
    page.keyboard.press("Tab")
    error = page.locator("#opt-knock_limit-error")
    error.wait_for()
    assert "0" in error.inner_text() and "10" in error.inner_text()
    box, field = error.bounding_box(), page.locator("#opt-knock_limit").bounding_box()
    assert box is not None and field is not None and 0 <= box["y"] - field["y"] < 120  # right under the field
    assert page.locator("#opt-knock_limit").get_attribute("aria-invalid") == "true"


def test_the_language_changes_at_the_table_and_the_page_says_so(tab) -> None:  # type: ignore[no-untyped-def]
    page = tab.open(ANN_AND_BOB + "&bot_delay=0")
    page.wait_for_selector("#play, #pass")
    assert page.evaluate("document.documentElement.lang") == "en"
    page.select_option("#lang", "ru")
    page.wait_for_selector(".top-bar h1:has-text('12 дней')")
    assert page.evaluate("document.documentElement.lang") == "ru"
    page.reload()
    tab.wait_ready()
    page.wait_for_selector(".top-bar h1:has-text('12 дней')")
    assert page.evaluate("document.documentElement.lang") == "ru"


def test_sharing_copies_the_link_and_shows_a_qr_code(tab) -> None:  # type: ignore[no-untyped-def]
    tab.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = tab.open(ANN_AND_BOB + "&bot_delay=0")
    page.click("[data-action=share]")
    url = page.input_value("#share-url")
    qr = page.locator("#dialog .qr-code svg")
    assert qr.count() == 1 and qr.bounding_box()["width"] >= 120  # type: ignore[index]
    page.click("#dialog [data-action=copy-link]")
    page.wait_for_selector("text=The link is copied")
    assert page.evaluate("navigator.clipboard.readText()") == url
    # The system share sheet is offered exactly where the browser has one.
    has_share = page.evaluate("typeof navigator.share === 'function'")
    assert page.locator("#dialog [data-action=system-share]").count() == (1 if has_share else 0)


def test_a_link_opened_during_a_game_asks_and_staying_keeps_the_game(tab) -> None:  # type: ignore[no-untyped-def]
    page = tab.open(ANN_AND_BOB + "&bot_delay=0")
    page.wait_for_selector("#play, #pass")
    hand = page.locator(".my-hand .card").all_inner_texts()
    page.goto(tab.site_url + "?game=gin_rummy&seed=3&seat=human:Zoe&seat=bot:easy:Max&lang=en&bot_delay=0")
    tab.wait_ready()
    page.wait_for_selector("#dialog [data-action=switch-to-link]")
    assert "Gin Rummy" in page.inner_text("#dialog") and "Zoe" in page.inner_text("#dialog")
    page.click("#dialog [data-action=close-dialog]")
    page.wait_for_selector("#play, #pass")
    assert page.locator(".my-hand .card").all_inner_texts() == hand
