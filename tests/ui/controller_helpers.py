"""What the controller tests do at the table as a person would, shared by several of them:
start a match through the lobby or open a share link, enter a table at a given position, play
the person's turns with the hint until something shows, and read the reason beside the hand.
Not a test module: the tests import it (tests/ui is on sys.path through its conftest.py)."""

from __future__ import annotations

import html as html_lib
import re
from collections.abc import Callable
from typing import Any

from fake_platform import FakePlatform, run_async

from cardtable.app import links
from cardtable.app.saves import MemoryStorage
from cardtable.app.session import MatchSession, MatchSetup
from cardtable.bots.base import levels
from cardtable.engine import registry
from cardtable.ui.controller import Controller


def weakest(game: str) -> str:
    return next(iter(levels(game)))


def seats_for(game: str, first: tuple[str, str], other: str) -> list[tuple[str, str]]:
    """As many seats as the game takes at least (three where it allows them)."""
    info = registry.rules_class(game).info
    count = max(info.min_players, min(3, info.max_players))
    return [first] + [(f"P{i}", other) for i in range(1, count)]


def start(
    platform: FakePlatform, game: str, *, seats: list[tuple[str, str]], bot_delay_ms: int | None = 0
) -> Controller:
    """Start a quick match of ``game`` through the lobby, as a person would. ``bot_delay_ms`` as
    the URL's ``bot_delay`` (0: every event shows for no time; None: the pace setting's times)."""
    controller = Controller(platform)
    controller.bot_delay_ms = bot_delay_ms
    controller.boot()
    controller.dispatch("pick-game", {"game": game})
    controller.dispatch("player-count", {"count": str(len(seats))})
    for i, (name, kind) in enumerate(seats):
        controller.dispatch("set-name", {"seat": str(i), "value": name})
        controller.dispatch("set-seat-kind", {"seat": str(i), "value": kind})
    for name, value in registry.rules_class(game).quick_options.items():
        controller.dispatch("set-option", {"option": name, "value": links.option_to_text(value)})
    controller.dispatch("start", {})
    assert controller.session is not None and controller.session.setup.game == game, platform.html
    return controller


def open_link(
    setup: MatchSetup, *, storage: MemoryStorage | None = None, bot_delay: int | None = 0
) -> tuple[Controller, FakePlatform]:
    """Open a share link to ``setup`` (its seats, deal and rules) in a fresh page, as a person
    would; ``bot_delay`` as the URL's (None: the pace setting's times)."""
    query = links.to_query(setup, "en") + ("" if bot_delay is None else f"&bot_delay={bot_delay}")
    platform = FakePlatform(query, storage)
    controller = Controller(platform)
    controller.boot()
    assert controller.session is not None and controller.session.setup == setup, platform.html
    return controller, platform


def enter(platform: FakePlatform, session: MatchSession) -> Controller:
    """Boot a page and sit at ``session``'s table (a position built by the test), bots at full speed."""
    controller = Controller(platform)
    controller.bot_delay_ms = 0
    controller.boot()
    controller.open_match(session, "test")
    controller.render()
    return controller


def persons_turn(controller: Controller) -> bool:
    """A person is to act and may: no bot is moving, no dialog is open or due, and the table
    has shown what the others did."""
    session = controller.session
    assert session is not None
    acting = session.to_act()
    return (
        bool(acting)
        and session.seats[acting[0]].is_human
        and not controller.match.scheduler.running("bots")
        and not controller.screen.paused
        and controller.match.story.timeline.idle()
    )


def play_hint(controller: Controller) -> None:
    """Play what the hint advises (worked out in one go: the controller's sliced hint is
    tested in test_hint_slices.py)."""
    seat = controller.match.viewer()
    assert controller.session is not None
    if seat is not None:  # hot-seat: nobody's hand is on screen before the handover
        controller.dispatch("act", {"move": controller.session.hint(seat)})


async def play_until(
    controller: Controller, platform: FakePlatform, done: Callable[[], object], max_ms: float = 0.0, moves: int = 5000
) -> bool:
    """Let the bots and the timeline run, and play the person's turns with the hint (revealing a
    hot-seat hand, closing each hand's summary and each hot-seat reveal), until ``done()``; False if the game's summary
    opened first. Each wait may take ``max_ms`` of virtual time (none: with ``bot_delay_ms = 0``
    every event shows for no time at all)."""

    def next_step() -> bool:
        return bool(
            done()
            or controller.screen.dialog is not None
            or "privacy-screen" in platform.html
            or persons_turn(controller)
        )

    next_step.__name__ = f"{getattr(done, '__name__', 'done')} (or the person's turn)"
    for _ in range(moves):
        await platform.run_until(next_step, max_ms)
        if done():
            return True
        if controller.screen.dialog == "game":
            return False
        if controller.screen.dialog in ("hand", "moment"):  # a summary, or a hot-seat reveal seen by all
            controller.dispatch("close-dialog", {})
        elif "privacy-screen" in platform.html:
            controller.dispatch("reveal", {})
        else:
            play_hint(controller)
    raise AssertionError(f"not done after {moves} steps")


async def play_out(controller: Controller, platform: FakePlatform) -> None:
    """Play the human seats with the hint, close every hand's summary, until the game's opens."""

    def game_over() -> bool:
        return controller.screen.dialog == "game"

    await play_until(controller, platform, game_over)
    assert controller.session is not None and controller.session.is_over()


def play_until_view(
    controller: Controller, platform: FakePlatform, found: Callable[[dict[str, Any]], bool]
) -> dict[str, Any]:
    """Let the bots play and the human follow the hint until the human's view satisfies ``found``
    on the human's turn."""
    session = controller.session
    assert session is not None
    seen: list[dict[str, Any]] = []

    def found_on_my_turn() -> bool:
        assert not session.is_over(), "the game ended first"
        if session.to_act()[:1] == (0,) and persons_turn(controller) and found(view := session.view(0)):
            seen.append(view)
            return True
        return False

    async def run() -> dict[str, Any]:
        assert await play_until(controller, platform, found_on_my_turn)
        return seen[-1]

    return run_async(run())


def why_beside_the_hand(html: str) -> str:
    found = re.search(r'<p class="why"[^>]*>(.*?)</p>', html)
    assert found, "no reason beside the hand"
    return html_lib.unescape(found.group(1))
