"""Let's Divide in a real browser: a whole 3-player game against two bots (dividers dragged,
tapped and moved by key; hints; votes), and a 2-player hot-seat round where both votes are
cast behind the privacy screen."""

from __future__ import annotations

import time

import pytest
from e2e_tools import open_tool, settle, shot, switch_language
from hint_moves import DIVIDE_GAME, divider_gaps, follow_divide_hint
from playwright.sync_api import Page

pytestmark = pytest.mark.e2e

LANGS = ["ru", "cs", "fr"]  # English: the other tests
HOT_SEAT = "?game=divide&seed=5&seat=human:Ann&seat=human:Bob&o.first_player=0&bot_delay=0"
VIEWPORTS = [(390, 844), (820, 1180), (1280, 800)]


def no_sideways_scroll(page: Page) -> bool:
    return bool(page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1"))


def continue_in_sight(page: Page) -> bool:
    return bool(
        page.evaluate(
            "() => { const b = document.querySelector('#dialog [data-action=close-dialog].primary')"
            ".getBoundingClientRect(); return b.top >= 0 && b.bottom <= window.innerHeight; }"
        )
    )


def recent_lines_shown(page: Page) -> int:
    return int(page.evaluate("[...document.querySelectorAll('.recent-lines li')].filter(li => li.offsetParent).length"))


def test_a_whole_three_player_game_against_two_bots(tab) -> None:  # type: ignore[no-untyped-def]
    page = tab.open(DIVIDE_GAME)
    page.wait_for_selector(".divider")
    # Ann leads: the dividers move by key, by a tap on a gap, and by dragging.
    before = divider_gaps(page)
    page.locator(".table-body").click(position={"x": 2, "y": 2})  # the focus off the dividers: arrows move nothing
    page.keyboard.press("ArrowRight")
    assert divider_gaps(page) == before
    page.locator("#divider-0").focus()
    page.keyboard.press("ArrowRight")
    after_key = divider_gaps(page)
    assert after_key != before and after_key[1] == before[1]
    assert page.evaluate("document.activeElement.id") == "divider-0"  # the focus stays on the divider it moved
    page.keyboard.press("o")
    # The focus goes with the divider "o" chose (issue 30, Divide round 5, 4).
    assert page.evaluate("document.activeElement.id") == "divider-1"
    # The same key under a Russian layout types "щ": it switches too (round 5, 8).
    for back_to in ("divider-0", "divider-1"):
        page.evaluate(
            "document.activeElement.dispatchEvent(new KeyboardEvent('keydown',"
            " {key: 'щ', code: 'KeyO', bubbles: true}))"
        )
        settle(page)
        assert page.evaluate("document.activeElement.id") == back_to
        assert page.get_attribute(f"#{back_to}", "aria-pressed") == "true"
    page.locator(".gap[data-gap='6']").click()
    assert divider_gaps(page)[1] == "6"
    source = page.locator(".divider").nth(0).bounding_box()
    target = page.locator(".gap[data-gap='1']").bounding_box()
    assert source and target
    page.mouse.move(source["x"] + source["width"] / 2, source["y"] + source["height"] / 2)
    page.mouse.down()
    page.mouse.move(target["x"] + target["width"] / 2, target["y"] + target["height"] / 2, steps=5)
    page.mouse.up()
    assert divider_gaps(page) == ["1", "6"]
    page.locator(".divider").nth(1).click()  # the second divider has the focus: the arrows move it
    page.keyboard.press("ArrowLeft")
    assert divider_gaps(page) == ["1", "5"]
    page.keyboard.press("ArrowRight")
    # The right half of a card: the nearer divider goes to the gap after it (round 9, 7).
    page.locator(".slot").nth(3).locator(".half.is-after").click()
    assert divider_gaps(page) == ["1", "4"]
    for width, height in VIEWPORTS:
        page.set_viewport_size({"width": width, "height": height})
        assert no_sideways_scroll(page)
        shot(page, f"divide_split_{width}x{height}.png")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.click("#split")
    # What the others did shows under the status line with no list number (issue 30, Divide 8).
    page.wait_for_selector(".recent-lines li")
    assert page.evaluate("getComputedStyle(document.querySelector('.recent-lines')).listStyleType") == "none"
    moves = ["split 1 4"]
    shot_vote = False
    deadline = time.monotonic() + 150
    round_summaries = 0
    while True:
        assert time.monotonic() < deadline, f"the game did not end; Ann played {moves}"
        if page.locator("#dialog").count():
            if "Game over" in page.inner_text("#dialog-title"):
                break
            assert "Round over" in page.inner_text("#dialog-title")  # issue 30, 4
            # However long the round's story, Continue is in sight on a laptop (issue 30, Divide 5).
            assert continue_in_sight(page)
            round_summaries += 1
            page.click("#dialog [data-action=close-dialog].primary")
            continue
        if page.locator("[data-action=hint]:not([aria-disabled=true])").count():
            if page.locator(".row.is-editing").count():
                # The row to split is on the first screen: the strip keeps three lines (round 5, 5).
                assert recent_lines_shown(page) <= 3
                assert page.evaluate(
                    "document.querySelector('.row.is-editing').getBoundingClientRect().bottom <= innerHeight"
                )
            if not shot_vote and page.locator("[data-move^=vote]").count():
                shot(page, "divide_vote_1280x800.png")
                shot_vote = True
            moves.append(follow_divide_hint(page))
        else:
            settle(page)
    assert "Game over" in page.inner_text("#dialog-title")
    text = page.inner_text("#dialog")
    assert "wins" in text or "Shared victory" in text
    assert page.locator("#dialog .majorities tbody tr").count() == 12  # ten numbers, waiting jokers, points
    assert any(m.startswith("vote") for m in moves) and sum(m.startswith("split") for m in moves) >= 4
    assert round_summaries == 9  # ten rounds: each but the last ends with its own summary
    shot(page, "divide_game_over_1280x800.png")
    page.set_viewport_size({"width": 390, "height": 844})
    assert no_sideways_scroll(page)
    shot(page, "divide_game_over_390x844.png")


def test_two_player_hot_seat_votes_behind_the_privacy_screen(tab) -> None:  # type: ignore[no-untyped-def]
    page = tab.open(HOT_SEAT)
    page.click("[data-action=reveal]")  # Ann leads
    page.click("#split")
    page.click("[data-action=reveal]")  # Bob discards
    page.locator("[data-move^=discard]").first.click()
    # The vote: Ann first, behind the screen.
    assert page.locator("[data-action=reveal]").count()
    page.click("[data-action=reveal]")
    first_vote = page.locator("[data-move^=vote]").first.get_attribute("data-move") or ""
    page.click(f"[data-move='{first_vote}']")
    # Bob's turn: the screen is up again, and once he looks, nothing shows Ann's choice.
    assert page.locator("[data-action=reveal]").count() and not page.locator(".part").count()
    page.click("[data-action=reveal]")
    assert page.locator(".part.is-chosen").count() == 0
    assert "has voted" in page.inner_text(".seats")
    page.set_viewport_size({"width": 390, "height": 844})
    assert no_sideways_scroll(page)
    shot(page, "divide_hot_seat_vote_390x844.png")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.locator("[data-move^=vote]").last.click()
    # The reveal is a moment both see (issue 30, 1): every vote side by side, then Continue.
    page.wait_for_selector(".moment-votes")
    moment = page.inner_text(".moment-votes")
    assert "Ann" in moment and "Bob" in moment
    page.click("#dialog [data-action=close-dialog].primary")
    # Both votes are revealed together on the table, told once: by the votes there, not again
    # in the round's steps (issue 30, Divide round 7, 5 and 7).
    if page.locator("[data-action=reveal]").count():
        page.click("[data-action=reveal]")
    votes = page.inner_text(".vote-rounds")
    assert "Everyone's votes (the row)" in votes and "Ann" in votes and "Bob" in votes
    assert "Votes on the row" not in page.inner_text(".steps")


def test_no_sideways_scroll_on_a_phone_in_every_language(tab) -> None:  # type: ignore[no-untyped-def]
    """The split and the vote at 390 px in each language, switched at the table (one page load)."""
    tab.context.pages[0].set_viewport_size({"width": 390, "height": 844})
    four = "?game=divide&seed=3&seat=human:Anna&seat=bot:easy:Bob&seat=bot:easy:Cleo&seat=bot:easy:Dan&o.first_player=0"
    page = tab.open(four + "&bot_delay=0&lang=ru")
    page.wait_for_selector(".divider")
    assert page.locator(".row .card").count() == 9  # four players: a row of nine
    # Nine cards wrap to two lines, between parts, never inside one (issue 30, Divide 9).
    assert page.evaluate(PARTS_ON_ONE_LINE), "a part's cards wrap to two lines"
    # Each divider stays on the line of the part after it: the black part sat alone on the second
    # line, its divider at the end of the first (issue 30, Divide round 8, 3).
    assert page.evaluate(DIVIDERS_BY_THEIR_PARTS), "a divider wraps apart from its part"
    # The board fits four players in Russian, jokers in every cell (issue 30, Divide 2).
    assert page.evaluate(BOARD_FITS_WHEN_FULL), "the board's last column is cut off"
    for stage in ("split", "vote"):
        if stage == "vote":
            page.click("#split")
            page.wait_for_selector("[data-move^=vote]")
        for lang in LANGS:
            switch_language(page, lang)
            assert no_sideways_scroll(page), (stage, lang)
            shot(page, f"divide_{stage}_{lang}_390x844.png")
    open_tool(page, "rules")  # on a phone the rules are in the toolbar's menu
    page.wait_for_selector("#dialog")
    assert no_sideways_scroll(page)


PARTS_ON_ONE_LINE = """() => {
  const runs = [...document.querySelectorAll('.row.is-editing .part-run')];
  return runs.length === 3 && runs.every(run => {
    const tops = [...run.querySelectorAll('.slot')].map(slot => Math.round(slot.getBoundingClientRect().top));
    return new Set(tops).size === 1;
  });
}"""
DIVIDERS_BY_THEIR_PARTS = """() => [...document.querySelectorAll('.row.is-editing .divider')].every(divider => {
  const next = divider.parentElement.querySelector('.slot').getBoundingClientRect();
  const own = divider.getBoundingClientRect();
  return own.top < next.bottom && next.top < own.bottom;
})"""
BOARD_FITS_WHEN_FULL = """() => {
  document.querySelectorAll('.majorities tbody td').forEach(cell => {
    cell.className = 'is-lead';
    cell.innerHTML = '10<span class="jk"> (3 джокера)</span><span class="star"> ♛</span>';
  });
  const board = document.querySelector('.board');
  return board.scrollWidth <= board.clientWidth;
}"""
PHONE_LAYOUT = """() => {
  const items = [...document.querySelectorAll('.row.is-editing > *')].map(e => e.getBoundingClientRect());
  const row = {width: Math.max(...items.map(r => r.right)) - Math.min(...items.map(r => r.left))};  // what the cards fill
  const stage = document.querySelector('.row.is-editing').closest('.stage');
  const pad = parseFloat(getComputedStyle(stage).paddingLeft) + parseFloat(getComputedStyle(stage).paddingRight);
  const box = stage.getBoundingClientRect();
  const targets = [...document.querySelectorAll('.row.is-editing button')]
    .filter(b => getComputedStyle(b).pointerEvents !== 'none')
    .map(b => { const r = b.getBoundingClientRect(); return [b.className, r.width, r.height]; });
  const active = document.querySelector('.divider.is-active img').getBoundingClientRect();
  return {row: row.width, room: box.width - pad, small: targets.filter(([c, w, h]) => w < 44 || h < 44),
          active: [active.left - 4, active.right + 4], stage: [box.left, box.right], targets: targets.length};
}"""  # noqa: E501


@pytest.mark.parametrize("players", [3, 4])
def test_on_a_phone_the_row_fills_the_width_with_44_px_targets_and_nothing_scrolls_by_itself(tab, players: int) -> None:  # type: ignore[no-untyped-def]
    tab.context.pages[0].set_viewport_size({"width": 390, "height": 844})
    seats = "&".join(f"seat=bot:easy:B{i}" for i in range(1, players))
    page = tab.open(f"?game=divide&seed=3&seat=human:Anna&{seats}&o.first_player=0&bot_delay=0&lang=cs")
    page.wait_for_selector(".divider")
    layout = page.evaluate(PHONE_LAYOUT)
    assert layout["row"] >= 0.95 * layout["room"], layout  # the row uses the panel's whole width
    assert layout["targets"] >= 2 * players and not layout["small"], layout  # every tap target >= 44 px
    assert layout["stage"][0] <= layout["active"][0] and layout["active"][1] <= layout["stage"][1]  # highlight inside
    # A row that wraps keeps every card the same size (issue 30, 8).
    widths = page.evaluate(
        "[...document.querySelectorAll('.row.is-editing .card')].map(c => c.getBoundingClientRect().width)"
    )
    assert max(widths) - min(widths) < 1, widths
    # A move by key from the table's home: the redraw keeps the page where it was.
    page.evaluate("document.querySelector('.table-body').focus({preventScroll: true}); window.scrollTo(0, 0)")
    page.keyboard.press("p")
    page.wait_for_selector("[data-move^=vote]")
    assert page.evaluate("window.scrollY") == 0
    chosen = page.locator("[data-move^=vote]").first
    box = page.evaluate(
        "() => { const b = document.querySelector('[data-move^=vote]').getBoundingClientRect(); return [b.width, b.height]; }"  # noqa: E501
    )
    assert min(box) >= 44
    chosen.click()
    settle(page)
    assert no_sideways_scroll(page)


def test_on_a_phone_a_game_opens_at_its_top_from_a_scrolled_lobby(tab) -> None:  # type: ignore[no-untyped-def]
    """Issue 30, 7: the lobby scrolled down, Start opens the table at its top."""
    tab.context.pages[0].set_viewport_size({"width": 390, "height": 844})
    page = tab.open("?lang=ru")
    page.click("[data-action=pick-game][data-game=divide]")
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    assert page.evaluate("window.scrollY") > 0
    page.click("#start")
    page.wait_for_selector(".game-divide")
    settle(page)
    assert page.evaluate("window.scrollY") == 0


BROKEN_WORDS = """() => [...document.querySelectorAll('.game-divide .majorities tbody th')].flatMap(th => {
  const broken = [];
  for (const node of th.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE) continue;
    for (const found of node.data.matchAll(/\\S+/g)) {
      const range = document.createRange();
      range.setStart(node, found.index);
      range.setEnd(node, found.index + found[0].length);
      const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
      if (lines.size > 1) broken.push(found[0]);
    }
  }
  return broken;
})"""


@pytest.mark.parametrize("width,height", [(390, 844), (1280, 800)])
def test_the_boards_row_names_keep_their_words_whole_in_russian(tab, width: int, height: int) -> None:  # type: ignore[no-untyped-def]
    """Issue 30, Divide 3: "Ждущие джокеры" broke mid-word ("Ждущи / е / джокер / ы") in the
    board's first column; its words stay whole, and the phone does not scroll sideways."""
    tab.context.pages[0].set_viewport_size({"width": width, "height": height})
    four = "?game=divide&seed=3&seat=human:Anna&seat=bot:easy:Bob&seat=bot:easy:Cleo&seat=bot:easy:Dan&o.first_player=0"
    page = tab.open(four + "&bot_delay=0&lang=ru")
    page.wait_for_selector(".majorities .pending-row th")
    assert "Ждущие джокеры" in page.inner_text(".majorities .pending-row th")
    assert page.evaluate(BROKEN_WORDS) == []
    # The round's summary shows this board in a dialog, which breaks words anywhere (css/table.css):
    # the board takes that rule here too, and the row names must still keep their words whole.
    page.evaluate("() => { document.querySelector('.game-divide .board').style.overflowWrap = 'anywhere'; }")
    assert page.evaluate(BROKEN_WORDS) == []
    assert no_sideways_scroll(page)


def four_players_to_the_round_summary(tab) -> Page:  # type: ignore[no-untyped-def]
    """Anna and three easy bots, seed 3 (a round with re-splits, a tall summary): Anna splits,
    then takes the first choice offered until the round's summary opens."""
    four = "?game=divide&seed=3&seat=human:Anna&seat=bot:easy:Bob&seat=bot:easy:Cleo&seat=bot:easy:Dan&o.first_player=0"
    page: Page = tab.open(four + "&bot_delay=0")
    page.click("#split")
    deadline = time.monotonic() + 60
    while not page.locator("#dialog").count():
        assert time.monotonic() < deadline, "the round did not end"
        choice = page.locator("[data-move^=vote]:not([aria-disabled=true]), [data-move^=attach]")
        if choice.count():
            choice.first.click()
        settle(page)
    return page


def test_a_long_round_summary_keeps_continue_in_sight_on_a_laptop(tab) -> None:  # type: ignore[no-untyped-def]
    """Issue 30, Divide 5: four players, a round with re-splits: its summary is taller than a
    1280x800 screen; it scrolls inside and Continue stays in sight."""
    tab.context.pages[0].set_viewport_size({"width": 1280, "height": 800})
    page = four_players_to_the_round_summary(tab)
    assert "Round over" in page.inner_text("#dialog-title")
    assert page.evaluate(
        "() => { const d = document.querySelector('#dialog'); return d.scrollHeight > d.clientHeight; }"
    )
    assert continue_in_sight(page)


PARTS_ALIGNED = """() => {
  const tops = [...document.querySelectorAll('.part .part-cards')].map(e => Math.round(e.getBoundingClientRect().top));
  return tops.length === 3 && new Set(tops).size === 1;
}"""
DIALOG_BOARD_FITS = """() => {
  const board = document.querySelector('#dialog .board');
  board.querySelectorAll('.majorities tbody td').forEach(cell => {
    cell.className = 'is-lead';
    cell.innerHTML = '2<span class="star"> ♛</span><span class="jk"> (1 джокер)</span>';
  });
  const oneLine = e => new Set([...e.getClientRects()].map(r => Math.round(r.top))).size === 1;
  const names = [...board.querySelectorAll('thead th')].map(th => [...th.childNodes].filter(n => n.nodeType === 3));
  const namesWhole = names.flat().every(node => { const r = document.createRange(); r.selectNodeContents(node); return oneLine(r); });
  const jokersWhole = [...board.querySelectorAll('.jk')].every(oneLine);
  return {fits: board.scrollWidth <= board.clientWidth, namesWhole, jokersWhole};
}"""  # noqa: E501


def test_four_players_in_russian_on_a_phone_keep_parts_and_the_summarys_board_in_line(tab) -> None:  # type: ignore[no-untyped-def]
    """Issue 30, Divide round 5, 6: «голубая» wrapped and its cards sat lower than the other
    parts'; the Round-over board broke "Бот 3" and "(1 джокер)" into columns of words."""
    tab.context.pages[0].set_viewport_size({"width": 390, "height": 844})
    seats = "seat=human:Игрок 1&seat=bot:easy:Бот 2&seat=bot:easy:Бот 3&seat=bot:easy:Бот 4"
    page = tab.open(f"?game=divide&seed=5&{seats}&o.first_player=0&bot_delay=0&lang=ru")
    page.click("#split")
    deadline = time.monotonic() + 60
    while not (page.locator("#dialog").count() and "окончен" in page.inner_text("#dialog-title")):
        assert time.monotonic() < deadline, "the round did not end"
        if page.locator("#dialog").count():
            page.click("#dialog [data-action=close-dialog].primary")
        elif page.locator("[data-move^=vote]").count():
            assert page.evaluate(PARTS_ALIGNED), "a part's cards sit lower than the others'"
            page.locator("[data-move^=vote]").last.click()
        settle(page)
    assert page.evaluate(DIALOG_BOARD_FITS) == {"fits": True, "namesWhole": True, "jokersWhole": True}


LAST_ROW_CLEARS_THE_BAR = """() => {
  const dialog = document.querySelector('#dialog');
  dialog.scrollTop = 0;
  const rows = dialog.querySelectorAll('.dialog-body tr');
  const last = rows[rows.length - 1];
  last.scrollIntoView({block: 'nearest'});
  const bar = dialog.querySelector('.dialog-buttons').getBoundingClientRect();
  const clears = last.getBoundingClientRect().bottom <= bar.top + 1;
  return {overflows: dialog.scrollHeight > dialog.clientHeight, clears};
}"""


def test_on_a_phone_a_row_of_the_round_summary_scrolled_into_view_stays_above_continue(tab) -> None:  # type: ignore[no-untyped-def]
    """Issue 30, Divide round 6, 5: at 390x844 the round dialog's board rows, scrolled to, lay
    under its pinned button bar; the dialog's scroll padding keeps them above it."""
    tab.context.pages[0].set_viewport_size({"width": 390, "height": 844})
    page = four_players_to_the_round_summary(tab)
    assert page.evaluate(LAST_ROW_CLEARS_THE_BAR) == {"overflows": True, "clears": True}


CARD_SHAPES = """() => [...document.querySelectorAll('.game-divide .card.dv')]
  .map(c => c.getBoundingClientRect()).map(r => Math.round(100 * r.height / r.width) / 100)"""


@pytest.mark.parametrize("width,height", [(390, 844), (1280, 800)])
def test_cards_keep_their_proportions_in_every_part(tab, width: int, height: int) -> None:  # type: ignore[no-untyped-def]
    """Issue 30, Divide round 7, 1: a part of five cards wraps on a phone, its grid row grows,
    and the one-line parts' cards were stretched to that height (twice as tall as wide)."""
    tab.context.pages[0].set_viewport_size({"width": width, "height": height})
    page = tab.open(DIVIDE_GAME)
    page.click(".slot[data-card='1']")  # white: one card
    page.click(".slot[data-card='6'] .half.is-after")  # light blue: five cards, black: one
    page.click("#split")
    page.wait_for_selector("[data-move^=vote]")
    shapes = page.evaluate(CARD_SHAPES)
    assert shapes and all(abs(shape - 84 / 60) < 0.05 for shape in shapes), shapes


def test_on_a_laptop_the_cards_use_the_room(tab) -> None:  # type: ignore[no-untyped-def]
    """Issue 30, Divide round 7, 4: at 1280x800 the row's cards were 54 px wide and the parts'
    28 px (a phone's size) in a panel 1250 px wide; they grow, the row still on the first screen."""
    tab.context.pages[0].set_viewport_size({"width": 1280, "height": 800})
    page = tab.open(DIVIDE_GAME)
    page.wait_for_selector(".divider")
    width = "[...document.querySelectorAll(SEL)].map(c => c.getBoundingClientRect().width)"
    assert min(page.evaluate(width.replace("SEL", "'.row.is-editing .card'"))) >= 80
    assert page.evaluate("document.querySelector('.row.is-editing').getBoundingClientRect().bottom <= innerHeight")
    divider, card = (page.locator(sel).first.bounding_box() for sel in (".divider", ".row.is-editing .card"))
    assert divider and card and divider["height"] >= card["height"]  # a divider as tall as the cards it parts
    page.click("#split")
    page.wait_for_selector("[data-move^=vote]")
    assert min(page.evaluate(width.replace("SEL", "'.part-cards .card'"))) >= 48
