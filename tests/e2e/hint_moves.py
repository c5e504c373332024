"""How several browser tests follow the hint, game by game, as a person would: ask for it, then
make the move it shows (through the selection's button or the move's own); and the matches they
play that way. Not a test module: the tests import it (tests/e2e is on sys.path through its
conftest.py)."""

from __future__ import annotations

from playwright.sync_api import Page

DIVIDE_GAME = "?game=divide&seed=3&seat=human:Ann&seat=bot:easy:Bob&seat=bot:easy:Cleo&o.first_player=0&bot_delay=0"
GIN_RUMMY_MATCH = "?game=gin_rummy&seed=8&seat=human:Ann&seat=bot:normal:Bob&o.game_target=10&bot_delay=0"


def divider_gaps(page: Page) -> list[str]:
    return [page.locator(".divider").nth(i).get_attribute("data-gap") or "" for i in range(2)]


def follow_divide_hint(page: Page) -> str:
    page.click("[data-action=hint]")
    action = page.get_attribute("[data-hint]", "data-hint") or ""
    if action.startswith("split"):
        assert divider_gaps(page) == action.split()[1:]  # the hint placed the dividers
        page.click("#split")
    else:
        page.click(f'[data-move="{action}"]')
    return action


def follow_gin_rummy_hint(page: Page) -> str:
    """Ask for a hint and make that move: a discard through the selection, anything else by its button."""
    page.click("[data-action=hint]")
    action = page.get_attribute("[data-hint]", "data-hint") or ""
    if action.startswith("discard"):
        page.click("#discard")
    elif page.locator("#lay-down").count():  # the knocker's melds: the proposed ones, all in one tap
        page.click("#lay-down")
    else:
        page.click(f'[data-move="{action}"]')
    return action


def follow_santas_game_hint(page: Page) -> str:
    """Ask for a hint and make that move: its own button (draw, a Gift's target, a colour,
    an Elf answer), else Play for the card the hint selected."""
    page.click("[data-action=hint]")
    action = page.get_attribute("[data-hint]", "data-hint") or ""
    button = page.locator(f'[data-move="{action}"]')
    if button.count():
        button.first.click()
    else:
        page.click("#play")
    return action
