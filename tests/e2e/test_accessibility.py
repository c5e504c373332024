"""Accessibility, measured and kept: axe-core (the npm devDependency, never shipped in dist/)
runs on every screen of every game — the lobby and its rules, the table and each of its
dialogs, the privacy screen of a hot-seat game, the hand and game summaries, the replay —
at a phone's and a desktop's width, and no screen may break a serious or critical rule.
On the same walk, the focus never falls to <body> (after a bot's move, after a summary);
then, in Chromium, a dialog gives the focus back to the control that opened it, and
everything behind a dialog is inert.

Every screen's findings go to artifacts/axe/<game>.json (screen, width, rule, impact, nodes),
so the figures can be read after a run:
    python3 -c "import json,glob,collections; c=collections.Counter(v['impact'] for f in \
glob.glob('artifacts/axe/*.json') for s in json.load(open(f)) for v in s['violations']); print(c)"
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from e2e_tools import next_frame, open_tool
from playwright.sync_api import Page

from cardtable.app.games import playable_game_ids
from cardtable.bots.base import levels
from cardtable.engine import registry

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
REPORTS = ROOT / "artifacts" / "axe"
GAMES = playable_game_ids()
WIDTHS = [(390, 844), (1280, 800)]
BLOCKING = {"serious", "critical"}

RUN_AXE = """async () => {
  const result = await axe.run(document, {resultTypes: ['violations']});
  return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map(n => n.target.join(' ') + ' :: ' + n.failureSummary.split('\\n').slice(1, 2).join(''))}));
}"""


def link(game: str, seats: list[str], *, delay: int, first: int | None = 0) -> str:
    quick = "".join(f"&o.{k}={v}" for k, v in registry.rules_class(game).quick_options.items())
    chosen = "" if first is None else f"&o.first_player={first}"
    return f"?game={game}&seed=11&{'&'.join(seats)}{quick}{chosen}&lang=en&bot_delay={delay}"


def against_bots(game: str, *, delay: int = 60000) -> str:
    info = registry.rules_class(game).info
    bot = next(iter(levels(game)))
    return link(game, ["seat=human:Ann"] + [f"seat=bot:{bot}:Bob{i}" for i in range(1, info.min_players)], delay=delay)


def bots_only(game: str) -> str:
    info = registry.rules_class(game).info
    bot = next(iter(levels(game)))
    return link(game, [f"seat=bot:{bot}:Bot{i}" for i in range(info.min_players)], delay=0, first=None)


def hot_seat(game: str) -> str:
    info = registry.rules_class(game).info
    return link(game, [f"seat=human:P{i}" for i in range(max(2, info.min_players))], delay=60000)


class Audit:
    """Runs axe on one screen after another, at every width, and keeps what it found, by screen.

    The test walks the screens at the phone's width (its menu, its pinned bar); each screen is
    then laid out again at the laptop's width and checked there too, so one walk (one set of page
    loads, one bots' match) serves both widths."""

    def __init__(self, page: Page, name: str) -> None:
        self.page, self.name, self.screens = page, name, []  # type: ignore[var-annotated]

    def check(self, screen: str) -> None:
        if not self.page.evaluate("typeof axe !== 'undefined'"):
            self.page.add_script_tag(path=str(AXE))
        for width, height in (*WIDTHS[1:], WIDTHS[0]):  # back at the walk's width last
            self.page.set_viewport_size({"width": width, "height": height})
            next_frame(self.page)  # laid out at this width before axe reads it
            violations: list[dict[str, Any]] = self.page.evaluate(RUN_AXE)
            self.screens.append({"screen": screen, "width": width, "violations": violations})

    def blocking(self) -> list[str]:
        return [
            f"{s['screen']} at {s['width']} px: {v['impact']} {v['id']} — {v['help']}: {v['nodes'][:3]}"
            for s in self.screens
            for v in s["violations"]
            if v["impact"] in BLOCKING
        ]

    def save(self) -> None:
        REPORTS.mkdir(parents=True, exist_ok=True)
        (REPORTS / f"{self.name}.json").write_text(json.dumps(self.screens, indent=1))


def open_link(tab, query: str, audit: Audit | None = None) -> Page:  # type: ignore[no-untyped-def]
    """Open a game link; a game already in progress here first asks whether to switch."""
    page: Page = tab.open(query)
    page.wait_for_selector(".table-screen, .privacy-screen, #dialog [data-action=switch-to-link]")
    if page.locator("#dialog [data-action=switch-to-link]").count():
        if audit is not None:
            audit.check("link during a game")
        page.click("#dialog [data-action=switch-to-link]")
    return page


def open_dialog(page: Page, action: str) -> None:
    open_tool(page, action)
    page.wait_for_selector("#dialog")


def close_dialog(page: Page) -> None:
    page.keyboard.press("Escape")
    page.wait_for_selector("#dialog", state="detached")


FOCUSED = """(() => { const e = document.activeElement;
  if (!e || e === document.body) return 'body';
  if (e.closest('[data-decision]') || e.matches('[data-action=act]')) return 'decision';
  if (e.matches('[data-focus-home]')) return 'heading';
  return e.closest('.hand-cards') ? 'hand' : (e.id || e.getAttribute('data-action') || e.tagName); })()"""

# Where the focus is when the dialog goes: read in the same task as the render that closed it,
# since the bots (at full speed) may finish the next hand and open its summary soon after. Kept
# in a variable that Playwright then waits for, with its timeout: a promise awaited by
# page.evaluate has none, and a dialog that never closed would hold the test (and CI) forever.
WATCH_FOCUS_AFTER_CLOSE = f"""() => {{ delete window.__focusAfterClose;
  const watch = new MutationObserver(() => {{
    if (!document.querySelector('#dialog')) {{ watch.disconnect(); window.__focusAfterClose = {FOCUSED}; }}
  }});
  watch.observe(document, {{childList: true, subtree: true}});
}}"""


def close_summary_from_the_keyboard(page: Page) -> str:
    """Close the open summary with Esc, as a keyboard user does; where the focus went."""
    assert page.evaluate("document.querySelector('#dialog').contains(document.activeElement)")
    page.evaluate(WATCH_FOCUS_AFTER_CLOSE)
    page.keyboard.press("Escape")
    return str(page.wait_for_function("window.__focusAfterClose").json_value())


@pytest.mark.parametrize("game", GAMES)
def test_every_screen_passes_axe_and_the_focus_never_falls_to_the_page(tab, game: str) -> None:  # type: ignore[no-untyped-def]
    """One walk through every screen of a game. On each, axe at both widths; on the way, where
    the focus goes when a bot's move ends at the person's turn and when a summary closes."""
    tab.page.set_viewport_size({"width": WIDTHS[0][0], "height": WIDTHS[0][1]})
    audit = Audit(tab.page, game)
    try:
        # The table: a bot moves first; at the person's turn the focus is on its first action.
        info = registry.rules_class(game).info
        seats = ["seat=human:Ann"] + [f"seat=bot:{next(iter(levels(game)))}:Bob{i}" for i in range(1, info.min_players)]
        page = open_link(tab, link(game, seats, delay=300, first=1))
        page.wait_for_selector("[data-decision] button:enabled, .table-body [data-action=act]:enabled", timeout=60_000)
        page.wait_for_function(f"{FOCUSED} === 'decision'")
        audit.check("table")
        for dialog in ("rules", "keys", "share"):
            open_dialog(page, dialog)
            audit.check(f"table {dialog}")
            close_dialog(page)
        # The lobby, with this game chosen (and the game in progress to resume), and its rules:
        # reached from the table, which spares a page load.
        open_tool(page, "to-lobby")
        page.click(f"[data-action=pick-game][data-game={game}]")
        audit.check("lobby")
        page.click(".lobby-actions [data-action=rules]")
        page.wait_for_selector("#dialog")
        audit.check("lobby rules")
        close_dialog(page)
        # Hot seat: the device is handed over before a hidden hand shows.
        page = open_link(tab, hot_seat(game), audit)
        page.wait_for_selector(".privacy-screen")
        audit.check("privacy screen")
        # The bots play a quick match: a hand's summary, the match's, then its replay. The first
        # summary is closed with Esc: the focus goes to the heading of the screen that follows
        # (the table's, or the lobby's after the match's summary), never to <body>.
        page = open_link(tab, bots_only(game))
        focus_checked = False
        for _ in range(40):
            page.wait_for_selector("#dialog-title", timeout=120_000)
            match_over = page.locator("#dialog [data-action=new-game-same-seats]").count() > 0
            if match_over:
                break
            if not focus_checked:
                audit.check("hand summary")
                assert close_summary_from_the_keyboard(page) == "heading"
                # Esc shows the finished table; the next hand waits for Continue, on the status line.
                page.click("#status [data-action=close-dialog]")
                focus_checked = True
            else:
                page.click("#dialog [data-action=close-dialog]")
        audit.check("game summary")
        if focus_checked:
            page.click("#dialog [data-action=to-lobby]")
        else:  # a one-hand match: its summary is the first; Esc shows the finished table
            assert close_summary_from_the_keyboard(page) == "heading"
            page.click("#status [data-action=show-summary]")
            page.click("#dialog [data-action=to-lobby]")
            page.wait_for_selector(".screen.lobby")
        page.click(".save [data-action=replay]")
        page.wait_for_selector(".replay .open-hands")
        page.click("[data-action=replay-step][data-step=last]")
        audit.check("replay")
    finally:
        audit.save()
    assert not audit.blocking(), "\n".join(audit.blocking())


@pytest.mark.parametrize("width, height", WIDTHS)
def test_a_dialog_returns_the_focus_to_its_opener_and_the_table_behind_it_is_inert(
    tab, width: int, height: int
) -> None:  # type: ignore[no-untyped-def]
    tab.page.set_viewport_size({"width": width, "height": height})
    page = open_link(tab, against_bots(GAMES[0]))
    page.wait_for_selector(".hand-cards button:enabled")
    # From a card in the hand, "?" opens the keys; Esc gives the focus back to that card.
    page.focus(".hand-cards button:enabled >> nth=1")
    opener = page.evaluate("document.activeElement.dataset.index")
    page.keyboard.press("?")
    page.wait_for_selector("#dialog")
    behind = page.evaluate("""[...document.querySelector('.table-screen').children]
        .filter(e => !e.classList.contains('overlay')).map(e => e.inert)""")
    assert behind and all(behind), "the table behind the dialog is not inert"
    assert page.evaluate("document.querySelector('.overlay').inert") is False
    page.keyboard.press("Escape")
    page.wait_for_selector("#dialog", state="detached")
    assert page.evaluate("document.activeElement.dataset.index") == opener
    assert page.evaluate("document.querySelector('.table-body').closest('[inert]')") is None
    # The Rules button, pressed from the keyboard, gets the focus back when the rules close;
    # on a phone it is folded in the menu, so the menu's button gets it.
    folded = page.locator(".menu-toggle").is_visible()
    if folded:
        page.focus(".menu-toggle")
        page.keyboard.press("Enter")
    page.focus(".tools [data-action=rules]")
    page.keyboard.press("Enter")
    page.wait_for_selector("#dialog")
    page.click("#dialog .dialog-close")
    page.wait_for_selector("#dialog", state="detached")
    expected = "menu-toggle" if folded else "rules"
    assert (
        page.evaluate(
            "document.activeElement.className.includes('menu-toggle') ? 'menu-toggle' : document.activeElement.dataset.action"  # noqa: E501
        )
        == expected
    )
    # The lobby's rules: the lobby behind them is inert too.
    open_tool(page, "to-lobby")
    page.click(".lobby-actions [data-action=rules]")
    page.wait_for_selector("#dialog")
    assert page.evaluate("document.querySelector('.screen.lobby').inert") is True
    page.mouse.click(2, 2)  # a tap outside closes it
    page.wait_for_selector("#dialog", state="detached")
    assert page.evaluate("document.activeElement.dataset.action") == "rules"


def test_axe_is_a_test_tool_only_never_shipped(dist_dir: Path) -> None:
    assert AXE.exists(), "npm ci installs the devDependency axe-core"
    shipped = [p for p in dist_dir.rglob("*") if "axe" in p.name.lower()]
    assert shipped == [], shipped
    assert not any("axe-core" in p.read_text(errors="ignore") for p in dist_dir.rglob("*.js")), (
        "axe-core is bundled in dist/"
    )


def test_the_game_picker_is_one_tab_stop_whose_arrows_choose(tab) -> None:  # type: ignore[no-untyped-def]
    page = tab.open()
    tiles = page.locator(".game-picker [role=radio]")
    assert page.locator(".game-picker [role=radio][tabindex='0']").count() == 1
    assert page.locator(".game-picker [role=radio][tabindex='-1']").count() == tiles.count() - 1
    first = tiles.nth(0).get_attribute("data-game")
    page.focus(".game-picker [aria-checked=true]")
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    second = tiles.nth(1).get_attribute("data-game")
    page.wait_for_selector(f".game-picker [data-game='{second}'][aria-checked=true]")
    assert page.evaluate("document.activeElement.dataset.game") == second  # the focus stays on the choice
    page.keyboard.press("End")
    last = tiles.nth(tiles.count() - 1).get_attribute("data-game")
    page.wait_for_selector(f".game-picker [data-game='{last}'][aria-checked=true]")
    assert first != second != last
